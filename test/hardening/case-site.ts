// One bad-input case as a user meets it: a throwaway copy of the base site (test/fixtures/bad/_base)
// with the case's own files laid over it, and an output folder that already holds a previous build,
// so a test can tell whether a failed build touched it, or wrote anywhere else.
import fs from 'node:fs/promises';
import path from 'node:path';
import { FIXTURES, hubgen, tempDir } from '../helpers/cli.ts';

export const BAD = path.join(FIXTURES, 'bad');

export interface CaseSite {
  /** The case's temporary folder: site/, out/build and anything the case puts beside them. */
  dir: string;
  site: string;
  out: string;
}

/** A built copy of the base site, to seed every case's output folder with. */
export async function buildBase(): Promise<string> {
  const dir = await tempDir('hubgen-bad-base-');
  await fs.cp(path.join(BAD, '_base'), path.join(dir, 'site'), { recursive: true });
  const out = path.join(dir, 'out', 'build');
  const result = await hubgen(['build', '--root', path.join(dir, 'site'), '--out', out]);
  if (result.exitCode !== 0) throw new Error(`the base site does not build:\n${result.stderr}`);
  return out;
}

export async function prepareCase(name: string, previousBuild: string): Promise<CaseSite> {
  const dir = await tempDir(`hubgen-bad-${name}-`);
  const site = path.join(dir, 'site');
  await fs.cp(path.join(BAD, '_base'), site, { recursive: true });
  const overlay = path.join(BAD, name);
  if (await exists(overlay)) await fs.cp(overlay, site, { recursive: true, force: true });
  const out = path.join(dir, 'out', 'build');
  await fs.cp(previousBuild, out, { recursive: true });
  return { dir, site, out };
}

/**
 * Every entry of the case folder (files, folders, symlinks) except the output and the site's
 * cache (.hubgen/, hubgen's own scratch space): a build may change nothing else.
 */
export async function entriesOutsideOutput(c: CaseSite): Promise<string[]> {
  const skip = [c.out, path.join(c.site, '.hubgen')];
  const entries = await fs.readdir(c.dir, { recursive: true, withFileTypes: true });
  return entries
    .map((e) => path.join(e.parentPath, e.name))
    .filter((full) => !skip.some((s) => full === s || full.startsWith(s + path.sep)))
    .map((full) => path.relative(c.dir, full))
    .sort();
}

/** Runs async jobs at most `limit` at a time (the machine has two cores, shared). */
export function limiter(limit: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}
