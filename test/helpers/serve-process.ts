// Starts `hubgen serve` (optionally --watch) through the real binary on a free port and returns its
// URL; collects its output so tests can wait for a line.
import { execa, type ResultPromise } from 'execa';
import { BIN } from './cli.ts';

export interface ServeProcess {
  url: string;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends Ctrl+C (SIGINT) and resolves with the exit code. */
  stop(): Promise<number | undefined>;
}

export async function startServe(args: string[]): Promise<ServeProcess> {
  const child: ResultPromise = execa(process.execPath, [BIN, 'serve', '--port', '0', ...args], { env: { NO_COLOR: '1' }, reject: false, all: true });
  let out = '';
  child.all!.on('data', (chunk: Buffer) => (out += chunk));
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        if (pattern.test(out)) return resolve();
        if (child.exitCode !== null && child.exitCode !== undefined) return reject(new Error(`serve exited:\n${out}`));
        if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${pattern}:\n${out}`));
        setTimeout(poll, 25);
      };
      poll();
    });
  await waitFor(/serving http:\/\/[^/\s]+\//);
  const url = /serving (http:\/\/[^/\s]+)\//.exec(out)![1];
  return {
    url,
    output: () => out,
    waitFor,
    async stop() {
      child.kill('SIGINT');
      return (await child).exitCode;
    },
  };
}
