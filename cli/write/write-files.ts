// Writes output files (URL path → contents, or a file to copy them from) below an output folder, a
// bounded number at a time: a 10,000-page site must not open 10,000 files at once (EMFILE).
import fs from 'node:fs/promises';
import path from 'node:path';

const OPEN_FILES = 64;

/** A file's contents, or where to copy them from (a cached build's file). */
export type FileContents = Uint8Array | string | { copyFrom: string };

export async function writeFiles({ outDir, files }: { outDir: string; files: Map<string, FileContents> }): Promise<void> {
  const dirs = new Set([...files.keys()].map((url) => path.dirname(path.join(outDir, url))));
  await forEachLimited([...dirs], (dir) => fs.mkdir(dir, { recursive: true }));
  await forEachLimited([...files], ([url, contents]) =>
    typeof contents === 'object' && 'copyFrom' in contents
      ? fs.copyFile(contents.copyFrom, path.join(outDir, url), fs.constants.COPYFILE_FICLONE)
      : fs.writeFile(path.join(outDir, url), contents),
  );
}

/** Runs `work` over the items with at most OPEN_FILES in flight. */
export async function forEachLimited<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_FILES, items.length) }, lane));
}
