// Runs one sample as a reader would, against a mock server. The sample's text is changed in two
// places only, before it is built (sample-programs.ts): the placeholder store origin becomes the mock's
// address (it serves plain HTTP on loopback, so curl's --connect-to cannot stand in for https) and
// each secret's placeholder (`{key}`, `{token}`, `{username}`…) becomes the mock's key. Each program
// runs as a child process with a time limit and a bare environment, so no proxy setting or shell
// profile changes what it does.
import os from 'node:os';
import type { MockServer, MockExchange } from '../mock/mock-server.ts';
import { SECRET_PLACEHOLDERS } from '../../openapi/samples/sample-credentials.ts';
import { sampleEnv, type SampleProgram } from './sample-programs.ts';

export interface SampleRun {
  exitCode?: number;
  timedOut: boolean;
  /** The line of its stderr that says what went wrong. */
  error: string;
  /** What the mock saw while the sample ran. */
  exchanges: MockExchange[];
  /** Why it could not run at all (it does not compile). */
  notRun?: string;
}

/**
 * A hung sample's limit, not a budget: a JVM or Mono starting beside seven other samples on a busy
 * two-core machine took over 15 s to reach its request.
 */
export const SAMPLE_TIMEOUT_MS = 60_000;

/** The sample's text as it runs against `server`. */
export function runnableSource({ source, secrets, server, origins }: { source: string; secrets?: string[]; server: MockServer; origins: string[] }): string {
  let runnable = source;
  for (const placeholder of secrets ?? SECRET_PLACEHOLDERS) runnable = runnable.replaceAll(placeholder, server.key);
  for (const origin of origins) runnable = runnable.replaceAll(origin, server.url);
  return runnable;
}

export async function runSample({ program, server }: { program: SampleProgram; server: MockServer }): Promise<SampleRun> {
  if ('error' in program) return { timedOut: false, error: '', exchanges: [], notRun: program.error };
  // A fresh store and rate-limit budget for every sample: see check-samples.ts.
  server.reset();
  // Loaded here rather than at start-up: only `check --samples` needs it, and every command shares one bundle.
  const { execa } = await import('execa');
  const result = await execa(program.command, program.args, {
    reject: false,
    timeout: SAMPLE_TIMEOUT_MS,
    cwd: os.tmpdir(),
    env: sampleEnv(),
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

/** A thrown error's message (JavaScript, Python, Java, C#), curl's error line, Go's panic, Ruby's or PHP's error, else the last line. */
function errorLine(stderr: string): string {
  const lines = stderr.trim().split('\n');
  const said = /^(\w*(Error|Exception)\b|curl: \(\d+\)|panic: |PHP (Fatal error|Warning): )|\.rb:\d+:in /;
  return (lines.find((line) => said.test(line)) ?? lines.at(-1) ?? '').trim();
}
