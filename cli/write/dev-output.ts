// Watch mode's output, in the cache folder (never in `build/`, so a deploy after a watch session can
// never ship dev files). Each run of the pipeline stages a generation folder of its own
// (.hubgen/dev/<pid>/gen-<n>); when every stage has passed, `site`, a symlink the server resolves
// on each request, is swapped to it with one rename. A request sees the whole previous generation
// or the whole new one, a failed run changes nothing that is served, and nothing stale survives:
// what a generation does not hold (a removed doc, an old search index) is simply not there.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { StagingDir } from './atomic-output.ts';

export interface DevOutput {
  /** The folder to serve: a symlink to the last committed generation. */
  site: string;
  /** The session's page cache (dev pages differ from a build's: other asset URLs). */
  pagesCache: string;
  /** A fresh generation; `previous` is the committed one, to take unchanged files from. */
  stage(): Promise<StagingDir & { previous?: string }>;
  /** Removes this session's folder (the server has stopped). */
  dispose(): Promise<void>;
}

export async function createDevOutput(cacheDir: string): Promise<DevOutput> {
  const parent = path.join(cacheDir, 'dev');
  await removeDeadSessions(parent);
  const dir = path.join(parent, String(process.pid));
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const site = path.join(dir, 'site');
  let committed: string | undefined;
  let generation = 0;
  return {
    site,
    pagesCache: path.join(dir, 'pages'),
    async stage() {
      const gen = path.join(dir, `gen-${++generation}`);
      await fs.mkdir(gen);
      const previous = committed;
      return {
        dir: gen,
        previous,
        async commit() {
          const link = path.join(dir, `site.tmp-${randomBytes(4).toString('hex')}`);
          await fs.symlink(path.basename(gen), link);
          await fs.rename(link, site);
          committed = gen;
          // The generation before the previous one goes: a request still reading the previous
          // one (it resolved `site` a moment ago) finds its files in place.
          for (const entry of await fs.readdir(dir)) {
            const full = path.join(dir, entry);
            if (entry.startsWith('gen-') && full !== gen && full !== previous) await fs.rm(full, { recursive: true, force: true });
          }
        },
        async discard() {
          await fs.rm(gen, { recursive: true, force: true });
        },
      };
    },
    dispose: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** Folders of sessions that were killed (no Ctrl+C): their process is gone. */
async function removeDeadSessions(parent: string): Promise<void> {
  for (const entry of await fs.readdir(parent).catch(() => [] as string[])) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) await fs.rm(path.join(parent, entry), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
