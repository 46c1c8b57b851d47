// Writes in-memory output files (URL path → bytes) below an output folder.
import fs from 'node:fs/promises';
import path from 'node:path';

export async function writeFiles({ outDir, files }: { outDir: string; files: Map<string, Uint8Array | string> }): Promise<void> {
  const dirs = new Set([...files.keys()].map((url) => path.dirname(path.join(outDir, url))));
  await Promise.all([...dirs].map((dir) => fs.mkdir(dir, { recursive: true })));
  await Promise.all([...files].map(([url, contents]) => fs.writeFile(path.join(outDir, url), contents)));
}
