// Stage: every route rendered with react-dom/server (through the server bundle) into a complete HTML
// document, written into the build's temporary output folder as it is rendered. Only each page's
// digest (links, ids, searchable text) stays in memory, so memory does not grow with page weight.
// One page's render is render-page.ts; on worker threads, render-workers.ts; its cache key, page-keys.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { SiteError, type Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Route } from '../routes/plan-routes.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { RouteProps } from '../../templates/types.ts';
import { reviveDigest, type PageDigest } from './page-digest.ts';
import { forEachLimited } from '../output/for-each-limited.ts';
import { pageCache, type PageCache, type PageCacheMemory } from './page-cache.ts';
import type { ReuseCommitted } from '../output/dev-output.ts';
import { renderPage, writeRendered, type PageInputs } from './render-page.ts';
import { importPageModule, staticBodyModule, type PageModule, type ServerBundle, type ServerBundles } from './server-bundle.ts';
import { propsFromCache, propsToCache, type PagePlanner } from './page-keys.ts';
import { renderOnWorkers, renderThreads, type RenderContext } from './render-workers.ts';

export interface RenderedPage {
  route: Route;
  /** Path of the HTML file, relative to the output folder. */
  file: string;
  digest: PageDigest;
  /** Taken from the page cache, not rendered by this build. */
  reused?: boolean;
}

/** Page writes in flight: enough to keep the disk busy while the next page renders. */
const WRITES_IN_FLIGHT = 32;
/** Page modules being imported ahead of the page being rendered. */
const IMPORTS_AHEAD = 16;

/** A route planned for this run: its place among the routes, its inputs and cache key. */
interface PlannedPage {
  index: number;
  route: Route;
  inputs: PageInputs;
  key?: string;
}

type ToRender = PlannedPage & { target: string };

/** The run's pages so far (by route index), and the problems of those that failed. */
interface RenderState {
  pages: (RenderedPage | undefined)[];
  problems: { index: number; problem: Problem }[];
  cache?: PageCache;
}

/**
 * `cache`: keep pages in a PageCache in its folder and render only those whose inputs changed (what
 * it holds in memory is the pipeline's, kept from run to run). `reuse`
 * (watch mode): a page the committed output holds, made from the same inputs, is not written again.
 * `beside`: called with the routes to render (those the cache does not hold) before the first one
 * is, for work to run beside the render (a build's search index). `servers` and `planner` are the
 * pipeline's, kept from run to run: the server bundle last loaded, and each page's planned key.
 */
export async function renderPages(params: {
  config: ResolvedConfig;
  routes: Route[];
  bundled: BundleResult;
  outDir: string;
  cache?: PageCacheMemory;
  reuse?: ReuseCommitted;
  beside?: (rendering: Route[]) => void;
  servers: ServerBundles;
  planner: PagePlanner;
  /** Worker threads to render on, when the environment sets them (HUBGEN_RENDER_THREADS); else worked out. */
  threads?: number;
}): Promise<RenderedPage[] & { threads: number }> {
  const { config, routes, bundled, outDir } = params;
  const cache = params.cache ? pageCache(params.cache.dir, params.cache) : undefined;
  // A page's file path is made only for pages restored or rendered: a watch save carries nearly all
  // of a large site's pages over, and joining 10,000 paths on each save was 13 MB of garbage.
  const targetOf = (file: string) => path.join(outDir, file);
  const planned: PlannedPage[] = routes.map((route, index) => ({ index, route, ...params.planner.plan({ config, route, bundled, cache }) }));
  const state: RenderState = { pages: planned.map(() => undefined), problems: [], cache };
  // First the pages whose inputs are unchanged, from the cache, many at a time.
  if (cache) await takeCached({ planned, state, cache, reuse: params.reuse, targetOf });
  // Then the others, in order.
  const toRender = planned.filter((_, i) => !state.pages[i]).map((page) => ({ ...page, target: targetOf(page.inputs.file) }));
  params.beside?.(toRender.map((page) => page.route));
  const threads = renderThreads(toRender.length, params.threads);
  try {
    if (threads) {
      const context: RenderContext = { serverModule: bundled.serverModule, serverHash: bundled.serverHash, cacheDir: params.cache?.dir, configFile: config.configFile };
      await renderOnWorkers({ threads, jobs: toRender, context, onReply: (job, reply) => (reply.problem ? state.problems.push({ index: job.index, problem: reply.problem }) : keepFromWorker(state, job, reply)) });
    } else {
      // Loaded on the first page to render: a rebuild with every page cached never loads it.
      await renderOnThisThread({ toRender, state, configFile: config.configFile, server: () => params.servers.load(bundled.serverModule, bundled.serverHash) });
    }
  } finally {
    await fs.rm(bundled.serverModule, { force: true }); // loaded or not needed: each build has its own
  }
  // In the order of the routes, however the workers finished.
  if (state.problems.length) throw new SiteError(state.problems.sort((a, b) => a.index - b.index).map((p) => p.problem));
  await cache?.flush();
  await cache?.keepOnly(new Set(planned.map((p) => p.key!)));
  return Object.assign(state.pages as RenderedPage[], { threads });
}

/** The pages whose inputs are unchanged, taken from the cache. */
async function takeCached({ planned, state, cache, reuse, targetOf }: { planned: PlannedPage[]; state: RenderState; cache: PageCache; reuse?: ReuseCommitted; targetOf: (file: string) => string }): Promise<void> {
  const reused = (i: number, cached: { props: RouteProps; digest: PageDigest }) => {
    const { route, inputs } = planned[i];
    state.pages[i] = { route: { ...route, props: propsFromCache(cached.props, route) }, file: inputs.file, digest: cached.digest, reused: true };
  };
  // Carried over only with its entry at hand (watch mode: most pages of a save, looked up without
  // a promise each); else restored (or rendered), which replaces it.
  const toRestore = [...planned.keys()].filter((i) => {
    const { inputs, key } = planned[i];
    const carried = reuse?.('/' + inputs.file, key!) ? cache.peek(key!) : undefined;
    if (carried) reused(i, carried);
    return !carried;
  });
  await forEachLimited(toRestore, async (i) => {
    const cached = await cache.restore(planned[i].key!, targetOf(planned[i].inputs.file));
    if (cached) reused(i, cached);
  });
}

function keep(state: RenderState, { index, route, inputs }: PlannedPage, page: { props: RouteProps; digest: PageDigest }): void {
  state.pages[index] = { route: { ...route, props: page.props }, file: inputs.file, digest: page.digest };
}

/** A page a worker rendered: its HTML is stored (by the worker); its entry is written with the run's others. */
function keepFromWorker(state: RenderState, job: PlannedPage, reply: { props?: RouteProps; digest?: Parameters<typeof reviveDigest>[0] }): void {
  const page = { props: reply.props!, digest: reviveDigest(reply.digest!) };
  keep(state, job, page);
  if (job.key) state.cache?.keep(job.key, { ...page, props: propsToCache(page.props) });
}

/**
 * Renders the pages in order on this thread. Their modules are imported a few pages ahead: one at
 * a time, the file reads would leave the CPU idle between pages.
 */
async function renderOnThisThread({ toRender, state, configFile, server }: { toRender: ToRender[]; state: RenderState; configFile: string; server: () => ServerBundle }): Promise<void> {
  const imports = new Map<string, Promise<PageModule>>();
  const importAhead = (from: number) => {
    for (const { route } of toRender.slice(from, from + IMPORTS_AHEAD)) {
      if (route.serverModule && !imports.has(route.serverModule)) imports.set(route.serverModule, importPageModule(route.serverModule));
    }
  };
  const writes = new Set<Promise<void>>();
  for (const [n, job] of toRender.entries()) {
    const { index, route, inputs, key, target } = job;
    importAhead(n);
    const result = await renderPage(route, inputs, configFile, async () => {
      const loaded = server();
      return { server: loaded, mod: route.staticBody ? staticBodyModule(route.staticBody) : route.serverModule ? await imports.get(route.serverModule)! : loaded.pages[route.entry] };
    });
    if ('problem' in result) {
      state.problems.push({ index, problem: result.problem });
      continue;
    }
    if (state.problems.length) continue; // the build has failed: render on only to report every problem
    keep(state, job, result.page);
    if (key) state.cache?.keep(key, { props: propsToCache(result.page.props), digest: result.page.digest });
    const write = writeRendered({ target, key, page: result.page, cache: state.cache }).finally(() => writes.delete(write));
    writes.add(write);
    if (writes.size >= WRITES_IN_FLIGHT) await Promise.race(writes);
  }
  await Promise.all(writes);
}
