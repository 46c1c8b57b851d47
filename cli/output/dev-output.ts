// Watch mode's output, in the cache folder (never in `build/`, so a deploy after a watch session can
// never ship dev files). What is served is a view: a map from each URL path of the site to the file
// holding it. Each run of the pipeline writes only what it made anew into a generation folder of its
// own (.hubgen/dev/<pid>/gen-<n>) and carries every other file over from the committed view
// (`reuse`), so a save costs writes in proportion to what it changed, not to the size of the site.
// Commit swaps the view in one assignment: a request sees the whole previous view or the whole new
// one, a failed run changes nothing that is served, and nothing stale survives: a file that the run
// neither wrote nor carried over (a removed doc, an old search index) is not in the new view.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StagingDir } from './atomic-output.ts';
import { forEachLimited } from './for-each-limited.ts';

/**
 * Watch mode: true when the committed output holds `url` made from `tag` (a page's cache key, a
 * source file's size and mtime, a content hash); the file is then carried into this run's output
 * and must not be written. False: the caller writes it, and the run records it as made from `tag`.
 */
export type ReuseCommitted = (url: string, tag: string) => boolean;

/** A generation being staged: files written below `dir` join the view, besides those carried over. */
export interface DevGeneration extends StagingDir {
  reuse: ReuseCommitted;
  /** URL paths of every file this generation serves so far (written or carried over). */
  files(): Promise<string[]>;
  /** Whether this generation serves `url` so far. */
  holds(url: string): Promise<boolean>;
}

export interface DevOutput {
  /** The file that serves `urlPath` (`/docs/intro.html`) in the committed view. */
  lookup(urlPath: string): string | undefined;
  /**
   * Watch mode's page cache (dev pages differ from a build's: other asset URLs). Shared by every
   * session of the site and kept when one ends: its keys name everything a page is made from (the
   * server bundle's content hash among them), so a new session reuses what an earlier one rendered.
   */
  pagesCache: string;
  stage(): Promise<DevGeneration>;
  /** Removes this session's folder (the server has stopped). */
  dispose(): Promise<void>;
}

interface ViewEntry {
  file: string;
  tag?: string;
  /** The generation that last carried it over (`reuse`): stamped, not copied into a map of its own. */
  carriedInto?: number;
}

/** A session's output folder, the view committed last, and what is still to be removed. */
interface DevSession {
  dir: string;
  view: Map<string, ViewEntry>;
  /**
   * Files the last commit dropped from the view: a request that looked them up a moment before
   * may still be reading them, so they go at the next commit.
   */
  retired: string[];
  /** Files of each generation folder still in the view: an emptied folder is removed. */
  live: Map<string, number>;
  generation: number;
  cleaning: Promise<void>;
}

export async function createDevOutput(cacheDir: string): Promise<DevOutput> {
  const parent = path.join(cacheDir, 'dev');
  await removeDeadSessions(parent);
  const dir = path.join(parent, String(process.pid));
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  const session: DevSession = { dir, view: new Map(), retired: [], live: new Map(), generation: 0, cleaning: Promise.resolve() };
  return {
    lookup: (urlPath) => session.view.get(urlPath)?.file,
    pagesCache: path.join(cacheDir, 'dev-pages'),
    stage: () => stageGeneration(session),
    dispose: async () => {
      await session.cleaning;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function stageGeneration(session: DevSession): Promise<DevGeneration> {
  const number = ++session.generation;
  const gen = path.join(session.dir, `gen-${number}`);
  await fs.mkdir(gen);
  const committed = session.view;
  const tags = new Map<string, string>();
  // Made once, when the pipeline first asks which files the run serves: it writes nothing after
  // that (only the link check and the commit follow), and a large site's folder is long to list.
  // A save carries over nearly every file of the committed view (~28,000 at 10,000 pages): they
  // are stamped by `reuse` and gathered here in one pass, with the files that go out of use.
  let built: Promise<{ view: Map<string, ViewEntry>; written: number; dropped: string[] }> | undefined;
  const build = () =>
    (built ??= (async () => {
      const made = new Map<string, ViewEntry>();
      const dropped: string[] = [];
      for (const [url, entry] of committed) {
        if (entry.carriedInto === number) made.set(url, entry);
        else dropped.push(entry.file); // rewritten in this generation's folder, or gone
      }
      const written = await filesBelow(gen);
      for (const url of written) {
        const carried = made.get(url);
        if (carried) dropped.push(carried.file); // carried over, then written all the same
        made.set(url, { file: path.join(gen, url), tag: tags.get(url) });
      }
      return { view: made, written: written.length, dropped };
    })());
  return {
    dir: gen,
    reuse(url, tag) {
      const entry = committed.get(url);
      if (entry?.tag !== tag) {
        tags.set(url, tag); // the file written in its place is made from `tag`
        return false;
      }
      entry.carriedInto = number;
      return true;
    },
    files: async () => [...(await build()).view.keys()],
    holds: async (url) => committed.get(url)?.carriedInto === number || Boolean((await fs.stat(path.join(gen, url)).catch(() => undefined))?.isFile()),
    async commit() {
      const { view: made, written, dropped } = await build();
      session.view = made;
      session.live.set(gen, written);
      const gone = session.retired;
      session.retired = dropped;
      // Removing what went out of use waits for no save: it runs behind, one batch at a time.
      session.cleaning = session.cleaning.then(() => removeRetired(session, gone, written === 0 ? gen : undefined)).catch(() => {});
    },
    async discard() {
      await fs.rm(gen, { recursive: true, force: true });
    },
  };
}

/** Deletes files out of use, then each generation folder left with none (and `empty`, a generation that wrote nothing). */
async function removeRetired({ dir, live }: DevSession, files: string[], empty?: string): Promise<void> {
  const emptied = new Set(empty ? [empty] : []);
  for (const file of files) {
    const folder = path.join(dir, path.relative(dir, file).split(path.sep)[0]);
    const left = (live.get(folder) ?? 0) - 1;
    live.set(folder, left);
    if (left <= 0) emptied.add(folder);
  }
  await forEachLimited(files, (file) => fs.rm(file, { force: true }));
  for (const folder of emptied) {
    live.delete(folder);
    await fs.rm(folder, { recursive: true, force: true });
  }
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => '/' + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
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
