// Writes output files (URL path → contents, or a file to copy them from) below an output folder, a
// bounded number at a time (for-each-limited.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.ts';
import { forEachLimited } from './for-each-limited.ts';

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
