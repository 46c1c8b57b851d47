// The build writes into a fresh sibling folder and only swaps it into place once everything (link
// check included) has passed, so a failed or killed build never leaves a half-written site.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface StagingDir {
  /** Where this build writes. */
  dir: string;
  /** Moves the staged output to its final place, replacing the previous output. */
  commit(): Promise<void>;
  /** Removes the staged output (on failure). */
  discard(): Promise<void>;
}

export async function createStagingDir(outDir: string): Promise<StagingDir> {
  const parent = path.dirname(outDir);
  await fs.mkdir(parent, { recursive: true });
  // Leftovers of builds that were killed are cleaned up first. A build killed between the two
  // renames of commit() left no output and the previous one under `.old-`: that one is put back.
  const base = path.basename(outDir);
  const leftovers = (await fs.readdir(parent)).filter((entry) => entry.startsWith(`${base}.tmp-`) || entry.startsWith(`${base}.old-`));
  const previous = leftovers.find((entry) => entry.startsWith(`${base}.old-`));
  if (previous && !(await exists(outDir))) {
    await fs.rename(path.join(parent, previous), outDir);
    leftovers.splice(leftovers.indexOf(previous), 1);
  }
  for (const entry of leftovers) await fs.rm(path.join(parent, entry), { recursive: true, force: true }).catch(() => {});
  const dir = path.join(parent, `${base}.tmp-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(dir);
  return {
    dir,
    async commit() {
      const old = path.join(parent, `${base}.old-${randomBytes(4).toString('hex')}`);
      const hadPrevious = await fs.rename(outDir, old).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      await fs.rename(dir, outDir);
      if (hadPrevious) await fs.rm(old, { recursive: true, force: true });
    },
    async discard() {
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
