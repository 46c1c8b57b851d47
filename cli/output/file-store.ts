// Files a build writes again each time with the same contents (the Markdown twins, the lazy sidebar
// files) are kept in .hubgen/files/ under a hash of their contents and hard-linked into the output.
// Creating a file costs far more than linking one (here, after a build has deleted the previous
// output's thousands of files: 0.3-0.7 ms against 0.02 ms), and a warm build of 1,000 pages spent
// most of its write stage creating its 1,000 twins.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { forEachLimited } from './for-each-limited.ts';

export interface FileStore {
  /** Puts `contents` at `target` (its folder exists), linked from the store, stored first if new. */
  place(contents: string | Uint8Array, target: string): Promise<void>;
  /** Removes what this build did not place: the store holds one build's files, not every edit's. */
  prune(): Promise<void>;
}

export function fileStore(dir: string): FileStore {
  const placed = new Set<string>();
  let made: Promise<unknown> | undefined;
  return {
    async place(contents, target) {
      const name = createHash('sha1').update(contents).digest('base64url');
      const stored = path.join(dir, name);
      placed.add(name);
      if (await link(stored, target)) return;
      // New contents: written where they belong, as without a store, then linked into it (a link
      // appears whole, so another build never takes half a file; one that stored the same
      // contents first wins). A cold build pays one link a file for the next build's speed.
      await fs.writeFile(target, contents);
      await (made ??= fs.mkdir(dir, { recursive: true }));
      await fs.link(target, stored).catch(() => undefined);
    },
    async prune() {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const stale = names.filter((name) => !placed.has(name) && !name.endsWith('.tmp'));
      await forEachLimited(stale, (name) => fs.rm(path.join(dir, name), { force: true }));
    },
  };
}

async function link(from: string, to: string): Promise<boolean> {
  try {
    await fs.link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    // Links refused (another file system, a file system without them): a copy of the stored file.
    return fs.copyFile(from, to).then(
      () => true,
      () => false,
    );
  }
}
