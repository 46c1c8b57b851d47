// The build writes into a fresh sibling folder and only swaps it into place once everything (link
// check included) has passed, so a failed or killed build never leaves a half-written site.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SiteError } from '../support/errors.ts';

export interface StagingDir {
  /** Where this build writes. */
  dir: string;
  /** Where the output is once committed: what messages name (a build's `build/`, not its staging folder). */
  shownDir?: string;
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
    shownDir: outDir,
    async commit() {
      await commitHooks()?.beforeCommit?.();
      const old = path.join(parent, `${base}.old-${randomBytes(4).toString('hex')}`);
      const hadPrevious = await fs.rename(outDir, old).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      await commitHooks()?.betweenRenames?.();
      await fs.rename(dir, outDir);
      if (hadPrevious) await fs.rm(old, { recursive: true, force: true });
    },
    async discard() {
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Points of commit() where a test stops a build: a second build racing a first that holds the lock
 * and its staged output, or a kill between the two renames, is otherwise only reachable by luck.
 * A test registers them on globalThis under COMMIT_HOOKS from a module it preloads into the binary
 * (test/helpers/commit-hooks.mjs, with NODE_OPTIONS=--import); a build without them runs straight
 * through.
 */
export interface CommitHooks {
  /** With the output locked and staged, before anything moves. */
  beforeCommit?(): Promise<void>;
  /** After "rename output → .old-*", before "rename .tmp-* → output". */
  betweenRenames?(): Promise<void>;
}

export const COMMIT_HOOKS = Symbol.for('hubgen.commitHooks');

function commitHooks(): CommitHooks | undefined {
  return (globalThis as { [COMMIT_HOOKS]?: CommitHooks })[COMMIT_HOOKS];
}

function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * One build at a time per output folder: a second build would clean up the first one's staging
 * folder as a leftover. The lock is a file beside the output naming the building process; one left
 * by a process that no longer runs (killed) is taken over. Returns the release.
 */
export async function lockOutput(outDir: string): Promise<() => Promise<void>> {
  const lock = `${outDir}.lock`;
  await fs.mkdir(path.dirname(outDir), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const holder = Number((await fs.readFile(lock, 'utf8').catch(() => '')).trim());
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new SiteError([
        {
          file: outDir,
          message: `another hubgen build (process ${holder}) is writing this folder`,
          hint: `Run again once it has finished. If no build is running, delete ${lock}.`,
        },
      ]);
    }
    await fs.rm(lock, { force: true }); // its process is gone: take the lock over
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
}
