// The watch loop of `serve --watch` and `mcp --watch`: chokidar watches the site's sources; changes
// are debounced into runs of the pipeline, one at a time (a change during a rebuild queues one
// more), none before begin() (the start's own run comes first). Each run's outcome goes to the
// command, which says so its own way (the browser's reload channel, or nothing but the terminal).
import path from 'node:path';
import { statSync } from 'node:fs';
import { watch, type FSWatcher } from 'chokidar';
import type { Logger } from '../support/log.ts';
import type { Pipeline, PipelineRun } from '../pipeline/build.ts';
import { SHARED_DIR, TEMPLATES_DIR } from '../support/paths.ts';

// Events of one save (an editor's truncate and write, or its temporary file renamed over the doc)
// come within a millisecond or two; a wait longer than that is added to every save's latency.
const DEBOUNCE_MS = 10;
// chokidar watches each file with fs.watch, on its inode: a file replaced again a few ms after the
// last replacement (two safe writes in a row) is not reported, and the page would keep the older
// text until the next save. Each file a run took in is looked at again this long after it.
const RECHECK_MS = 150;

export interface WatchParams {
  root: string;
  session: Pipeline;
  /** The stage logger the runs time their stages with (its timings are cleared before each run). */
  logger: Logger;
  /** A run passed: what it changed, and when it started (performance.now()). */
  rebuilt(result: PipelineRun, changed: Set<string>, startedAt: number): void;
  /** A run failed; the next save tries again. */
  failed(error: unknown): void;
}

export type Watcher = ReturnType<typeof watchSources>;

/** Watches the site's sources; rebuilds run once begin() is called (after the first run), and events before that are queued. */
export function watchSources(params: WatchParams) {
  const { root } = params;
  const watched = [path.join(root, 'content'), path.join(root, 'openapi'), path.join(root, 'static'), path.join(root, 'site.config.ts'), TEMPLATES_DIR, SHARED_DIR];
  const options = { ignoreInitial: true, ignored: (file: string) => /(^|[/\\])(\.hubgen|node_modules|\.git)([/\\]|$)/.test(file) };
  const watcher = watch(watched, options);
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  /** Watchers of the sources the config names outside the folders above (watchAlso). */
  const others: FSWatcher[] = [];
  const rebuilds = rebuildQueue(params);
  const onEvent = (_event: string, file: string) => rebuilds.take(path.resolve(file));
  watcher.on('all', onEvent);
  return {
    ready,
    /**
     * Watches the config's own imports and the folders it names too (known once a run has loaded
     * the config), resolving once they are watched: chokidar sets up paths added to a running
     * watcher in the background, so a save made right after "serving" could be missed (a
     * Docusaurus layout's docs/ under a loaded machine). A watcher of their own says when it is ready.
     */
    async watchAlso(sources: string[]) {
      const inside = (f: string) => watched.some((w) => f === w || f.startsWith(w + path.sep));
      const extra = [...new Set(sources)].filter((f) => !inside(f));
      if (rebuilds.closed() || extra.length === 0) return;
      const more = watch(extra, options);
      others.push(more);
      more.on('all', onEvent);
      await new Promise<void>((resolve) => more.once('ready', () => resolve()));
    },
    /** Rebuilds run from now on (after the start's run); changes seen meanwhile are queued. */
    begin: () => rebuilds.begin(),
    async close() {
      await rebuilds.close();
      await Promise.all([watcher, ...others].map((w) => w.close()));
    },
  };
}

/**
 * Changed files, debounced into runs of the pipeline: one run at a time (a change during a rebuild
 * queues one more), none before begin().
 */
function rebuildQueue({ session, logger, rebuilt, failed }: WatchParams) {
  let pending = new Set<string>();
  /** A run is due with no file changed: a save kept the search index while its state was built. */
  let searchDue = false;
  /** Waiting for that state (one wait, however many saves kept the index meanwhile). */
  let awaitingSearch = false;
  let timer: NodeJS.Timeout | undefined;
  let running = true;
  /** The rebuild in progress: stopping waits for it, rather than remove the files it is writing. */
  let current: Promise<void> | undefined;
  let closed = false;
  /** Each reported file's modification time when it was reported (RECHECK_MS). */
  const reported = new Map<string, number | undefined>();
  const modified = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  const take = (file: string) => {
    reported.set(file, modified(file));
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  };
  const recheck = (files: Set<string>) =>
    setTimeout(() => {
      for (const file of files) {
        const now = modified(file);
        if (now !== undefined && now !== reported.get(file) && !pending.has(file)) take(file);
      }
    }, RECHECK_MS).unref();
  const run = () => {
    if (closed || running || (pending.size === 0 && !searchDue)) return;
    running = true;
    current = rebuild().finally(() => (current = undefined));
  };
  const rebuild = async () => {
    const changed = pending;
    pending = new Set();
    searchDue = false;
    const start = performance.now();
    logger.timings.length = 0;
    try {
      const result = await session.run(changed);
      rebuilt(result, changed, start);
      // The search index was kept as it was: indexed again once its state is built.
      if (result.searchBehind && !awaitingSearch) {
        awaitingSearch = true;
        void result.searchBehind.then(() => {
          awaitingSearch = false;
          searchDue = true;
          run();
        });
      }
    } catch (error) {
      failed(error);
    } finally {
      running = false;
      if (!closed) {
        recheck(changed);
        if (pending.size > 0 || searchDue) run();
      }
    }
  };
  return {
    take,
    closed: () => closed,
    begin() {
      if (closed) return;
      running = false;
      run();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await current;
    },
  };
}
