// Worker thread entry (bundled to dist/render-worker.js): renders and writes the pages that
// render-pages.ts hands it, and sends back each page's props and digest (what the later stages need).
import { parentPort } from 'node:worker_threads';
import { isMemoryError } from '../support/memory-guard.ts';
import { pageCache, type PageCache } from './page-cache.ts';
import { serializeDigest } from './page-digest.ts';
import { renderPage, writeRendered } from './render-page.ts';
import type { RenderContext, RenderJob, RenderReply } from './render-workers.ts';
import { createServerBundles, loadPage, type ServerBundles } from './server-bundle.ts';

/** What a worker keeps between its pages: the server bundle it loaded, and its page cache. */
interface WorkerState {
  servers: ServerBundles;
  /** Where it stores the HTML of its pages (the main thread keeps their entries). */
  cache?: { dir: string; cache: PageCache };
}

/** A render worker's work on one page: rendered, written, and its digest sent back. */
async function renderOnWorker(state: WorkerState, { job, context }: { job: RenderJob; context: RenderContext }): Promise<Omit<RenderReply, 'id'>> {
  const { route, inputs, key, target } = job;
  const result = await renderPage(route, inputs, context.configFile, () => loadPage(route, state.servers.load(context.serverModule, context.serverHash)));
  if ('problem' in result) return { problem: result.problem };
  if (context.cacheDir && state.cache?.dir !== context.cacheDir) state.cache = { dir: context.cacheDir, cache: pageCache(context.cacheDir) };
  await writeRendered({ target, key, page: result.page, cache: state.cache?.cache });
  return { props: result.page.props, digest: serializeDigest(result.page.digest) };
}

const state: WorkerState = { servers: createServerBundles() };

parentPort!.on('message', async (message: { id: number; job: RenderJob; context: RenderContext }) => {
  try {
    parentPort!.postMessage({ id: message.id, ...(await renderOnWorker(state, message)) });
  } catch (error) {
    if (isMemoryError(error)) parentPort!.postMessage({ id: message.id, outOfMemory: (error as Error).message });
    else parentPort!.postMessage({ id: message.id, crash: (error as Error).stack ?? String(error) });
  }
});
