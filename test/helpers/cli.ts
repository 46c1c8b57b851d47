// Runs the real `hubgen` binary (bin/hubgen.js → dist/cli.js) with execa, and makes throwaway
// copies of fixture sites so tests can change them.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa, type Result } from 'execa';

export const REPO = path.resolve(import.meta.dirname, '../..');
export const BIN = path.join(REPO, 'bin/hubgen.js');
export const FIXTURES = path.join(REPO, 'test/fixtures');

/** `timeout`: milliseconds before the run is killed (default 2 minutes; large corpus documents need more). */
export function hubgen(args: string[], options: { cwd?: string; env?: Record<string, string>; timeout?: number } = {}): Promise<Result> {
  return execa(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO,
    env: { NO_COLOR: '1', ...options.env },
    reject: false,
    timeout: options.timeout ?? 120_000,
  });
}

/** A fresh copy of a fixture site in a temporary folder. */
export async function copyFixture(name: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `hubgen-${name.replace(/\W/g, '-')}-`));
  await fs.cp(path.join(FIXTURES, name), dir, { recursive: true, filter: (src) => !/[/\\](build|\.hubgen)([/\\]|$)/.test(src) });
  return dir;
}

/** A fresh temporary folder. */
export function tempDir(prefix = 'hubgen-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** Every file below dir with its bytes, for "untouched" comparisons. */
export async function snapshotDir(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), (await fs.readFile(full)).toString('base64'));
  }
  return out;
}

/**
 * Saves a file of `site` whole, as editors with safe writes do (a new file, written beside the site
 * so its watcher does not see it, renamed over the old). A plain write truncates first: on a loaded
 * machine the watcher can rebuild from the empty file before the text lands, and a test would take
 * that rebuild for the one it waits for.
 */
export async function writeWhole(site: string, file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(site), `.${path.basename(file)}.saving`);
  await fs.writeFile(temp, text);
  await fs.rename(temp, file);
}
