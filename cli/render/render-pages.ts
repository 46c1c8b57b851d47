// Stage: every route rendered with react-dom/server (through the server bundle) into a complete HTML
// document, written into the build's temporary output folder as it is rendered. Only each page's
// digest (links, ids, searchable text) stays in memory, so memory does not grow with page weight.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { SiteError, type Problem } from '../errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Route } from '../routes/plan-routes.ts';
import { isStaticDoc, outputFileOf } from '../routes/plan-routes.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { RouteData, RouteProps, SidebarEntry } from '../../templates/types.ts';
import { htmlDocument } from './html-document.ts';
import { writeFileAtomic } from '../write-file-atomic.ts';
import { digestPage, reviveDigest, serializeDigest, type PageDigest } from './page-digest.ts';
import { forEachLimited } from '../write/for-each-limited.ts';
import { pageCache, type PageCache } from './page-cache.ts';
import { DEFAULT_FAVICON } from '../write/copy-static.ts';
import { joinBase } from '../../shared/base-path.ts';
import type { PageHead } from '../../templates/app/page-head.ts';
import { checkHeap, isMemoryError } from '../memory-guard.ts';
import type { ReuseCommitted } from '../write/dev-output.ts';
import { HUBGEN_ROOT } from '../paths.ts';
import { readStaticBody } from '../mdx/mdx-cache.ts';
import { viewKeyOf } from '../openapi/api-cache.ts';
import { runOnWorkers, type WorkerReply } from '../worker-queue.ts';
import { envKnob } from '../env-options.ts';

interface PageModule {
  default?: ComponentType<Record<string, unknown>>;
  /** A static doc's body as finished HTML, instead of a component (mdx/rehype-static-body.ts). */
  html?: string;
  meta?: { title?: string; description?: string };
}

interface ServerBundle {
  renderRoute(data: RouteData, Page: ComponentType<Record<string, unknown>> | undefined, sidebar?: SidebarEntry[], head?: PageHead, staticBody?: string): string;
  pages: Record<string, PageModule>;
}

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

/**
 * `cacheDir`: keep pages in a PageCache there and render only those whose inputs changed. `reuse`
 * (watch mode): a page the committed output holds, made from the same inputs, is not written again.
 * `beside`: called with the routes to render (those the cache does not hold) before the first one
 * is, for work to run beside the render (a build's search index).
 */
export async function renderPages(params: {
  config: ResolvedConfig;
  routes: Route[];
  bundled: BundleResult;
  outDir: string;
  cacheDir?: string;
  reuse?: ReuseCommitted;
  beside?: (rendering: Route[]) => void;
}): Promise<RenderedPage[] & { threads: number }> {
  const { config, routes, bundled, outDir } = params;
  const cache = params.cacheDir ? pageCache(params.cacheDir) : undefined;
  let server: ServerBundle | undefined;
  const problems: { index: number; problem: Problem }[] = [];
  // A page's file path is made only for pages restored or rendered: a watch save carries nearly all
  // of a large site's pages over, and joining 10,000 paths on each save was 13 MB of garbage.
  const targetOf = (file: string) => path.join(outDir, file);
  const planned = routes.map((route, index) => {
    const { inputs, key } = plannedPage({ config, route, bundled, cache });
    return { index, route, inputs, key };
  });
  // First the pages whose inputs are unchanged, from the cache, many at a time.
  const pages: (RenderedPage | undefined)[] = planned.map(() => undefined);
  if (cache) {
    const reused = (i: number, cached: { props: RouteProps; digest: PageDigest }) => {
      const { route, inputs } = planned[i];
      pages[i] = { route: { ...route, props: propsFromCache(cached.props, route) }, file: inputs.file, digest: cached.digest, reused: true };
    };
    // Carried over only with its entry at hand (watch mode: most pages of a save, looked up without
    // a promise each); else restored (or rendered), which replaces it.
    const toRestore = [...planned.keys()].filter((i) => {
      const { inputs, key } = planned[i];
      const carried = params.reuse?.('/' + inputs.file, key!) ? cache.peek(key!) : undefined;
      if (carried) reused(i, carried);
      return !carried;
    });
    await forEachLimited(toRestore, async (i) => {
      const cached = await cache.restore(planned[i].key!, targetOf(planned[i].inputs.file));
      if (cached) reused(i, cached);
    });
  }
  // Then the others, in order. Their modules are imported a few pages ahead: one at a time, the
  // file reads would leave the CPU idle between pages.
  const toRender = planned.filter((_, i) => !pages[i]).map((page) => ({ ...page, target: targetOf(page.inputs.file) }));
  params.beside?.(toRender.map((page) => page.route));
  const imports = new Map<string, Promise<PageModule>>();
  const importAhead = (from: number) => {
    for (const { route } of toRender.slice(from, from + IMPORTS_AHEAD)) {
      if (route.serverModule && !imports.has(route.serverModule)) imports.set(route.serverModule, import(pathToFileURL(route.serverModule).href) as Promise<PageModule>);
    }
  };
  const keep = (index: number, route: Route, file: string, page: { props: RouteProps; digest: PageDigest }) => {
    pages[index] = { route: { ...route, props: page.props }, file, digest: page.digest };
  };
  const threads = renderThreads(toRender.length);
  try {
    if (threads) {
      const context: RenderContext = { serverModule: bundled.serverModule, serverHash: bundled.serverHash, cacheDir: params.cacheDir, configFile: config.configFile };
      await runOnWorkers<(typeof toRender)[number], RenderReply>({
        script: WORKER_SCRIPT,
        count: threads,
        jobs: toRender,
        message: ({ route, inputs, key, target }) => ({ job: { route, inputs, key, target }, context }),
        queued: QUEUED_PER_WORKER,
        describe: ({ route }) => route.path,
        onReply: ({ index, route, inputs, key }, reply) => {
          if (reply.problem) return void problems.push({ index, problem: reply.problem });
          const page = { props: reply.props!, digest: reviveDigest(reply.digest!) };
          keep(index, route, inputs.file, page);
          // Its HTML is stored (by the worker); its entry is written with the run's others.
          if (key) cache?.keep(key, { ...page, props: propsToCache(page.props) });
        },
      });
    } else {
      const writes = new Set<Promise<void>>();
      for (const [n, { index, route, inputs, key, target }] of toRender.entries()) {
        importAhead(n);
        const result = await renderPage(route, inputs, config.configFile, async () => {
          // Loaded on the first page to render: a rebuild with every page cached never loads it.
          server ??= loadServerBundle(bundled.serverModule, bundled.serverHash);
          return { server, mod: route.staticBody ? staticBodyModule(route.staticBody) : route.serverModule ? await imports.get(route.serverModule)! : server.pages[route.entry] };
        });
        if ('problem' in result) {
          problems.push({ index, problem: result.problem });
          continue;
        }
        if (problems.length) continue; // the build has failed: render on only to report every problem
        keep(index, route, inputs.file, result.page);
        if (key) cache?.keep(key, { props: propsToCache(result.page.props), digest: result.page.digest });
        const write = writeRendered({ target, key, page: result.page, cache }).finally(() => writes.delete(write));
        writes.add(write);
        if (writes.size >= WRITES_IN_FLIGHT) await Promise.race(writes);
      }
      await Promise.all(writes);
    }
  } finally {
    await fs.rm(bundled.serverModule, { force: true }); // loaded or not needed: each build has its own
  }
  // In the order of the routes, however the workers finished.
  if (problems.length) throw new SiteError(problems.sort((a, b) => a.index - b.index).map((p) => p.problem));
  await cache?.flush();
  await cache?.keepOnly(new Set(planned.map((p) => p.key!)));
  return Object.assign(pages as RenderedPage[], { threads });
}

type Rendered = { props: RouteProps; html: string; digest: PageDigest };

/**
 * Renders one route into its HTML and digest. A fault of the page itself (its module throws, or has
 * no component) is a Problem; running out of memory is hubgen's (memory-guard.ts) and is thrown.
 */
async function renderPage(route: Route, inputs: PageInputs, configFile: string, load: () => Promise<{ server: ServerBundle; mod: PageModule | undefined }>): Promise<{ page: Rendered } | { problem: Problem }> {
  let page: { props: RouteProps; html: string };
  try {
    const { server, mod } = await load();
    page = renderOne({ route, inputs, server, mod });
  } catch (error) {
    if (isMemoryError(error)) throw error;
    return { problem: toProblem(route, error, configFile) };
  }
  checkHeap(`rendering ${route.path}`);
  return { page: { ...page, digest: digestPage(page.html, page.props, route.search) } };
}

/** Writes a rendered page where it belongs, its HTML kept in the page cache when there is one. */
function writeRendered({ target, key, page, cache }: { target: string; key?: string; page: Rendered; cache?: PageCache }): Promise<void> {
  return key ? cache!.storeHtml(key, target, page.html) : writePage(target, page.html);
}

/**
 * An API reference's props as its page cache entry keeps them: without the view, which its route
 * holds (the same one: the view's hash is part of the page's key, keyedProps). Written into each
 * entry, DigitalOcean's 9.7 MB view cost every build ~30 ms of this thread to stringify, and a
 * rebuild as much to parse again.
 */
function propsToCache(props: RouteProps): RouteProps {
  // Typed as RouteProps though the view is gone: only propsFromCache reads it, and puts it back.
  return props.kind === 'api' ? { ...props, api: undefined as never } : props;
}

function propsFromCache(cached: RouteProps, route: Route): RouteProps {
  return cached.kind === 'api' && route.props.kind === 'api' ? { ...cached, api: route.props.api } : cached;
}

// Rendering on worker threads (render-worker.ts): a cold build of a large site renders on every core
// (the stages before it are done, so the cores are free), and so does a watch session's start with
// no page cache yet. Watch mode renders the few pages a save changed on the main thread, where the
// loaded server bundle and the page cache's memory are kept.
const WORKER_SCRIPT = path.join(HUBGEN_ROOT, 'dist', 'render-worker.js');
/** Pages to render per worker thread: below, starting one (loading React and the server bundle) costs more than it saves. */
const PAGES_PER_WORKER = 200;
/** Pages queued at each worker (worker-queue.ts): a few in flight, so its writes overlap its renders. */
const QUEUED_PER_WORKER = 8;

/** Worker threads that render `pages` pages: none renders them on the main thread. */
export function renderThreads(pages: number): number {
  const forced = envKnob('HUBGEN_RENDER_THREADS');
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

/** A worker's page cache, where it stores the HTML of its pages (the main thread keeps their entries). */
let workerCache: { dir: string; cache: PageCache } | undefined;

/** A render worker's work on one page: rendered, written, and its digest sent back. */
export async function renderOnWorker({ job, context }: { job: RenderJob; context: RenderContext }): Promise<Omit<RenderReply, 'id'>> {
  const { route, inputs, key, target } = job;
  const result = await renderPage(route, inputs, context.configFile, () => loadPage(route, context.serverModule, context.serverHash));
  if ('problem' in result) return { problem: result.problem };
  if (context.cacheDir && workerCache?.dir !== context.cacheDir) workerCache = { dir: context.cacheDir, cache: pageCache(context.cacheDir) };
  await writeRendered({ target, key, page: result.page, cache: workerCache?.cache });
  return { props: result.page.props, digest: serializeDigest(result.page.digest) };
}

/**
 * Renders one route into `target` on this thread, outside any run's page cache and bookkeeping: a
 * watch session's start on a large site serves a page this way when it is asked for before the
 * start has rendered it (serve/page-preview.ts). The server bundle must be loaded already
 * (`loadServer`): the render stage removes its file when done.
 */
export async function renderPageTo({ config, route, bundled, target }: { config: ResolvedConfig; route: Route; bundled: BundleResult; target: string }): Promise<Problem | undefined> {
  const result = await renderPage(route, pageInputs({ config, route, bundled }), config.configFile, () => loadPage(route, bundled.serverModule, bundled.serverHash));
  if ('problem' in result) return result.problem;
  await writePage(target, result.page.html);
}

/** Loads a run's server bundle on this thread now, while its file exists (see renderPageTo). */
export function loadServer(bundled: BundleResult): void {
  loadServerBundle(bundled.serverModule, bundled.serverHash);
}

/** The server bundle, and the route's module in it, beside it (a directly imported page), or in the MDX cache (a static doc). */
async function loadPage(route: Route, serverModule: string, serverHash: string): Promise<{ server: ServerBundle; mod: PageModule | undefined }> {
  const server = loadServerBundle(serverModule, serverHash);
  const mod = route.staticBody ? staticBodyModule(route.staticBody) : route.serverModule ? ((await import(pathToFileURL(route.serverModule).href)) as PageModule) : server.pages[route.entry];
  return { server, mod };
}

/** A static doc's body, read from the MDX cache, in place of a module (mdx-cache.ts). */
function staticBodyModule(file: string): PageModule {
  return { html: readStaticBody(file) };
}

const requireHere = createRequire(import.meta.url);

/**
 * Loads a server bundle (CommonJS). React, which it requires from hubgen's installation, loads its
 * production build only if NODE_ENV says so when first required, whatever the author's shell says.
 * The bundle is dropped from the require cache: watch mode loads a new one per rebuild.
 */
/** The last server bundle loaded: watch mode's saves of docs reuse it rather than load it again. */
let loaded: { hash: string; bundle: ServerBundle } | undefined;

function loadServerBundle(file: string, hash: string): ServerBundle {
  if (loaded?.hash === hash) return loaded.bundle;
  loaded = { hash, bundle: requireServerBundle(file) };
  return loaded.bundle;
}

function requireServerBundle(file: string): ServerBundle {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return requireHere(file) as ServerBundle;
  } finally {
    delete requireHere.cache[file];
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

// A sidebar skeleton is shared by all pages of the sidebar, and an API reference's view model (MBs
// of JSON) is the same object from save to save while its document is unchanged: each is hashed
// once, not once per page and save.
const objectHashes = new WeakMap<object, string>();
function hashOnce(value: object): string {
  let hash = objectHashes.get(value);
  if (!hash) objectHashes.set(value, (hash = createHash('sha1').update(JSON.stringify(value)).digest('hex')));
  return hash;
}

/**
 * Watch mode: each route's page inputs and cache key, with the bundle and config they were made
 * from. A route a save did not change is the same object (plan-routes.ts): its key is not made and
 * hashed again (at 1,000 pages, ~8 ms of every save; at 10,000, ten times that).
 */
const plannedPages = new WeakMap<Route, { client: object; server: string; config: ResolvedConfig; cached: boolean; inputs: PageInputs; key?: string }>();

function plannedPage({ config, route, bundled, cache }: { config: ResolvedConfig; route: Route; bundled: BundleResult; cache?: PageCache }): { inputs: PageInputs; key?: string } {
  const known = plannedPages.get(route);
  if (known && known.client === bundled.client && known.server === bundled.serverHash && known.config === config && known.cached === Boolean(cache)) return known;
  const inputs = pageInputs({ config, route, bundled });
  // The module too: a directly imported page (route.serverModule) is not part of the server bundle.
  const key = cache?.keyOf({ server: bundled.serverHash, entry: route.entry, module: route.module, sidebar: sidebarHash(route), document: { ...inputs.document, props: keyedProps(route.props) } });
  plannedPages.set(route, { client: bundled.client, server: bundled.serverHash, config, cached: Boolean(cache), inputs, key });
  return { inputs, key };
}

function sidebarHash(route: Route): string | undefined {
  const entries = route.sidebar?.entries;
  return entries && hashOnce(entries);
}

/**
 * A route's props for its cache key, without re-hashing MBs a save did not change (at 1,000 pages,
 * 2.3 MB of API view and 2.5 MB of open paths were stringified and hashed on every save):
 * - an API reference's view, by the identity of the cache entry it came from (api-cache.ts), else
 *   by its hash (hashOnce);
 * - a doc's open sidebar path, by the categories it opens: their contents are in the key already,
 *   as the skeleton (sidebarHash) names each closed category's children by a hash of their content
 *   (routes/lazy-sidebar.ts), nested ones included.
 */
function keyedProps(props: RouteProps): unknown {
  if (props.kind === 'api' && props.api && typeof props.api === 'object') return { ...props, api: viewKeyOf(props.api) ?? hashOnce(props.api) };
  if (props.kind === 'doc') return { ...props, sidebarOpen: Object.keys(props.sidebarOpen ?? {}) };
  return props;
}

async function writePage(target: string, html: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  await writeFileAtomic(target, html); // watch mode rewrites pages that are being served
}

/** Everything a page's HTML is made from besides the server bundle's modules. */
type PageInputs = ReturnType<typeof pageInputs>;

function pageInputs({ config, route, bundled }: { config: ResolvedConfig; route: Route; bundled: BundleResult }) {
  // Every URL the page hands to the browser carries the site's baseUrl; files and routes do not.
  const at = (url: string) => joinBase(config.baseUrl, url);
  // A static doc has no chunk: its body is HTML in the page, its sidebar skeleton a JSON file.
  const ownChunk = isStaticDoc(route) ? undefined : bundled.client.chunkOf.get(route.entry)!;
  const chunk = ownChunk ? at(ownChunk) : '';
  const routeCss = ownChunk ? bundled.client.cssOf.get(route.entry) : undefined;
  return {
    file: outputFileOf(route.path),
    chunk,
    routeCss: routeCss ? [at(routeCss)] : undefined,
    document: {
      path: route.path,
      props: route.props,
      siteTitle: config.title,
      lang: config.i18n.localeConfigs?.[route.locale]?.htmlLang ?? route.locale,
      defaultMode: config.colorMode.defaultMode,
      canonical: route.noindex ? undefined : new URL(at(route.path), config.url).href,
      keywords: route.meta?.keywords,
      headTags: route.meta?.head,
      image: route.meta?.image && new URL(at(route.meta.image), config.url).href,
      favicon: at(config.favicon ?? DEFAULT_FAVICON),
      noindex: route.noindex,
      css: at(bundled.client.css),
      routeCss: routeCss ? [at(routeCss)] : [],
      headScript: at(bundled.client.headScript),
      entry: at(bundled.client.entry),
      chunk,
      preloads: preloadsOf([bundled.client.entry, ...(ownChunk ? [ownChunk] : [])], bundled.client.importsOf).map(at),
      sidebarUrl: isStaticDoc(route) && route.sidebar ? at(route.sidebar.url) : undefined,
    },
  };
}

function renderOne({ route, inputs, server, mod }: { route: Route; inputs: PageInputs; server: ServerBundle; mod: PageModule | undefined }): { props: RouteProps; html: string } {
  // An empty or CommonJS-looking file gets a plain object as its default: not a component either.
  const component = mod?.default as unknown;
  const staticBody = isStaticDoc(route) && typeof mod?.html === 'string' ? mod.html : undefined;
  if (staticBody === undefined && typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new SiteError([{ file: route.sourceFile, message: 'the page module has no default export', hint: 'Add `export default function Page() { … }`.' }]);
  }
  const { document } = inputs;
  const props = { ...route.props };
  if (props.kind === 'page' && !props.title) Object.assign(props, { title: mod?.meta?.title ?? '', description: mod?.meta?.description });
  // An MDX `<head><title>` is the document title as written, as in Docusaurus.
  const ownTitle = route.meta?.head?.find((t) => t.tag === 'title')?.text;
  let title = ownTitle ?? (props.title ? `${props.title} | ${document.siteTitle}` : document.siteTitle);
  const data: RouteData = { path: route.path, title, chunk: inputs.chunk, lang: document.lang, css: inputs.routeCss, ...(document.sidebarUrl ? { sidebarUrl: document.sidebarUrl } : {}), props };
  const head: PageHead = {};
  const Page = component as ComponentType<Record<string, unknown>> | undefined;
  let appHtml = server.renderRoute(data, staticBody === undefined ? Page : undefined, route.sidebar?.entries, head, staticBody);
  // A page that brings its own <main> (Docusaurus pages: <Layout><main>…</main></Layout>) is known
  // only once rendered: rendered again with the layout's wrapper as a <div>, so the page has one
  // main landmark. The route data says so, and the browser hydrates the same tree.
  // (Not an API reference: its descriptions are sanitised Markdown, which has no <main>; and its
  // HTML is MBs long.)
  if (props.kind !== 'api' && ownMains(appHtml) > 0) {
    data.ownMain = true;
    appHtml = server.renderRoute(data, staticBody === undefined ? Page : undefined, route.sidebar?.entries, {}, staticBody);
  }
  // A Docusaurus page names its title in <Layout title>: known only now, before the data is written.
  if (props.kind === 'page' && !props.title && head.title) {
    Object.assign(props, { title: head.title, description: props.description ?? head.description });
    title = data.title = `${head.title} | ${document.siteTitle}`;
  }
  const html = htmlDocument({
    ...document,
    title,
    description: props.kind === 'notFound' ? undefined : props.description,
    appHtml,
    data,
  });
  return { props, html };
}

/** <main> elements of a rendered route besides the layout's own (its text is escaped: `<main` is a tag). */
function ownMains(appHtml: string): number {
  return (appHtml.match(/<main[\s>]/g)?.length ?? 1) - 1;
}

/** The chunks and everything they statically import, each once, in load order. */
function preloadsOf(roots: string[], importsOf: Map<string, string[]>): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of importsOf.get(url) ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen].filter((url) => url !== roots[0]);
}

function toProblem(route: Route, error: unknown, configFile: string): Problem {
  if (error instanceof SiteError) return error.problems[0];
  const e = error as Error & { what?: string; configPath?: string };
  const cause = e.cause instanceof Error ? e.cause.message : undefined;
  if (e.configPath) {
    // A configured part of the shell (a navbar item) crashed: point at its place in site.config.ts.
    return {
      file: configFile,
      message: `${e.configPath}: the ${e.what} failed to render on ${route.path}${cause ? `: ${cause}` : ''}`,
      hint: 'Check this item of the config; rerun with --debug for the stack.',
    };
  }
  return {
    file: route.sourceFile,
    message: `rendering ${route.path} failed: ${e.message}${cause ? `: ${cause}` : ''}`,
    hint: 'A component threw during server rendering; rerun with --debug for the stack.',
  };
}
