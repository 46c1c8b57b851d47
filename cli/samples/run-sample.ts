// Runs one sample as a reader would, against a mock server. The sample's text is changed in two
// places only: the placeholder store origin becomes the mock's address (it serves plain HTTP on
// loopback, so curl's --connect-to cannot stand in for https) and each secret's placeholder (`{key}`,
// `{token}`, `{username}`…) becomes the mock's key. A
// curl sample then runs through bash and the real curl binary; a JavaScript sample runs in a Node
// child process, as an ES module (top-level await) with Node's own fetch and btoa; a Python sample
// runs in python3. Both get a time
// limit and a bare environment, so no proxy setting or shell profile changes what they do.
import os from 'node:os';
import type { MockServer, MockExchange } from '../mock/mock-server.ts';
import type { Sample } from './collect-samples.ts';
import { SECRET_PLACEHOLDERS } from '../openapi/sample-credentials.ts';

export interface SampleRun {
  exitCode?: number;
  timedOut: boolean;
  /** The line of its stderr that says what went wrong. */
  error: string;
  /** What the mock saw while the sample ran. */
  exchanges: MockExchange[];
}

export const SAMPLE_TIMEOUT_MS = 15_000;

export async function runSample({ sample, server, origins }: { sample: Sample; server: MockServer; origins: string[] }): Promise<SampleRun> {
  let source = sample.source;
  for (const placeholder of sample.secrets ?? SECRET_PLACEHOLDERS) source = source.replaceAll(placeholder, server.key);
  for (const origin of origins) source = source.replaceAll(origin, server.url);
  // A fresh store and rate-limit budget for every sample: see check-samples.ts.
  server.reset();
  // Loaded here rather than at start-up: only `check --samples` needs it, and every command shares one bundle.
  const { execa } = await import('execa');
  const [command, args] = commandOf(sample.runtime, source);
  const result = await execa(command, args, {
    reject: false,
    timeout: SAMPLE_TIMEOUT_MS,
    cwd: os.tmpdir(),
    // HOME: a Python installed per user (pyenv, pip --user) finds its packages from it.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.homedir() },
    extendEnv: false,
    stdin: 'ignore',
  });
  return {
    exitCode: result.exitCode,
    timedOut: result.timedOut,
    error: errorLine(result.stderr),
    exchanges: [...server.exchanges],
  };
}

function commandOf(runtime: Sample['runtime'], source: string): [string, string[]] {
  if (runtime === 'shell') return ['bash', ['-c', source]];
  if (runtime === 'python') return ['python3', ['-c', source]];
  return [process.execPath, ['--input-type=module', '--eval', source]];
}

/**
 * Whether Python samples can run here: python3 with requests, the library they use. Without it they
 * are counted as not run, with the command that installs it, rather than failing the check.
 */
export async function canRunPython(): Promise<boolean> {
  const { execa } = await import('execa');
  const probe = await execa('python3', ['-c', 'import requests'], { reject: false, timeout: SAMPLE_TIMEOUT_MS, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.homedir() }, extendEnv: false, stdin: 'ignore' });
  return probe.exitCode === 0;
}

/** A thrown error's message, curl's own error line, else the last line. */
function errorLine(stderr: string): string {
  const lines = stderr.trim().split('\n');
  return (lines.find((line) => /^(\w*(Error|Exception)\b|curl: \(\d+\))/.test(line)) ?? lines.at(-1) ?? '').trim();
}
