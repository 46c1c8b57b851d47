// Rendering on worker threads (render-worker.ts): a cold build of a large site renders on every core
// (the stages before it are done, so the cores are free), and so does a watch session's start with
// no page cache yet. Watch mode renders the few pages a save changed on the main thread, where the
// loaded server bundle and the page cache's memory are kept.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Problem } from '../support/errors.ts';
import type { Route } from '../routes/plan-routes.ts';
import type { RouteProps } from '../../templates/types.ts';
import type { serializeDigest } from './page-digest.ts';
import type { PageInputs } from './render-page.ts';
import { HUBGEN_ROOT } from '../support/paths.ts';
import { runOnWorkers, type WorkerReply } from '../support/worker-queue.ts';

const WORKER_SCRIPT = path.join(HUBGEN_ROOT, 'dist', 'render-worker.js');
/** Pages to render per worker thread: below, starting one (loading React and the server bundle) costs more than it saves. */
const PAGES_PER_WORKER = 200;
/** Pages queued at each worker (support/worker-queue.ts): a few in flight, so its writes overlap its renders. */
const QUEUED_PER_WORKER = 8;

/** Worker threads that render `pages` pages: none renders them on the main thread. */
export function renderThreads(pages: number, forced?: number): number {
  if (!existsSync(WORKER_SCRIPT) || pages === 0) return 0;
  if (forced !== undefined) return forced;
  return Math.min(os.availableParallelism(), Math.floor(pages / PAGES_PER_WORKER));
}

/** What a render worker is sent with each page. */
export interface RenderContext {
  serverModule: string;
  serverHash: string;
  cacheDir?: string;
  configFile: string;
}

export interface RenderJob {
  route: Route;
  inputs: PageInputs;
  key?: string;
  target: string;
}

export interface RenderReply extends WorkerReply {
  problem?: Problem;
  props?: RouteProps;
  digest?: ReturnType<typeof serializeDigest>;
}

/** Renders `jobs` on `threads` workers, each reply handed to `onReply` as it comes. */
export function renderOnWorkers<T extends RenderJob>(params: { threads: number; jobs: T[]; context: RenderContext; onReply: (job: T, reply: RenderReply) => void }): Promise<void> {
  const { context } = params;
  return runOnWorkers<T, RenderReply>({
    script: WORKER_SCRIPT,
    count: params.threads,
    jobs: params.jobs,
    message: ({ route, inputs, key, target }) => ({ job: { route, inputs, key, target }, context }),
    queued: QUEUED_PER_WORKER,
    describe: ({ route }) => route.path,
    onReply: params.onReply,
  });
}
