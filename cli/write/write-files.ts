// Writes output files (URL path → contents, or a file to copy them from) below an output folder, a
// bounded number at a time: a 10,000-page site must not open 10,000 files at once (EMFILE).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.ts';

const OPEN_FILES = 64;

/** A file's contents, or a file to take them from (a cached build's file, hard-linked when possible). */
export type FileContents = Uint8Array | string | { copyFrom: string };

/** `store`: contents are linked from there (written to it first when new) rather than written anew. */
export async function writeFiles({ outDir, files, store }: { outDir: string; files: Map<string, FileContents>; store?: FileStore }): Promise<void> {
  const dirs = new Set([...files.keys()].map((url) => path.dirname(path.join(outDir, url))));
  await forEachLimited([...dirs], (dir) => fs.mkdir(dir, { recursive: true }));
  await forEachLimited([...files], ([url, contents]) => {
    const target = path.join(outDir, url);
    if (typeof contents === 'object' && 'copyFrom' in contents) return linkOrCopy(contents.copyFrom, target);
    return store ? store.place(contents, target) : fs.writeFile(target, contents);
  });
}

/** Runs `work` over the items with at most OPEN_FILES in flight. */
export async function forEachLimited<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_FILES, items.length) }, lane));
}

/**
 * A hard link costs no copy (thousands of hashed assets, megabytes of source maps). Safe because
 * neither hubgen nor a host rewrites an output file in place: new contents are new files. Falls back
 * to a copy across file systems or where links are refused.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch {
    await fs.copyFile(from, to);
  }
}
