// Starts `hubgen serve` (optionally --watch) through the real binary on a free port and returns its
// URL; collects its output so tests can wait for a line.
import { execa, type ResultPromise } from 'execa';
import { BIN } from './cli.ts';

export interface ServeProcess {
  url: string;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /**
   * Makes a change to a watched file and waits until the server says it rebuilt from it (the
   * "✓ rebuilt …: <file> →" line), so that what it serves next reflects the save. Event-driven: no
   * polling of pages against a deadline; the wait's own limit only stops a hung server.
   */
  save(file: string, change: () => Promise<void>): Promise<void>;
  /** Sends Ctrl+C (SIGINT) and resolves with the exit code. */
  stop(): Promise<number | undefined>;
}

/** Only a server that stopped answering takes this long to rebuild a fixture. */
const HUNG_SERVER_MS = 180_000;

export async function startServe(args: string[]): Promise<ServeProcess> {
  const child: ResultPromise = execa(process.execPath, [BIN, 'serve', '--port', '0', ...args], { env: { NO_COLOR: '1' }, reject: false, all: true });
  let out = '';
  child.all!.on('data', (chunk: Buffer) => (out += chunk));
  const waitUntil = (done: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        if (done()) return resolve();
        if (child.exitCode !== null && child.exitCode !== undefined) return reject(new Error(`serve exited:\n${out}`));
        if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}:\n${out}`));
        setTimeout(poll, 25);
      };
      poll();
    });
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) => waitUntil(() => pattern.test(out), String(pattern), timeoutMs);
  await waitFor(/serving http:\/\/[^/\s]+\//);
  const url = /serving (http:\/\/[^/\s]+)\//.exec(out)![1];
  return {
    url,
    output: () => out,
    waitFor,
    async save(file, change) {
      const from = out.length;
      await change();
      const name = file.split(/[\\/]/).pop()!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const rebuilt = new RegExp(`✓ rebuilt in [^\\n]*${name}[^\\n]*→`);
      await waitUntil(() => rebuilt.test(out.slice(from)), `the rebuild from ${file}`, HUNG_SERVER_MS);
    },
    async stop() {
      child.kill('SIGINT');
      return (await child).exitCode;
    },
  };
}
