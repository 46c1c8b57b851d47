// The pipeline, shared by `hubgen build` and `hubgen serve --watch`. Each stage is one labelled,
// timed call; reading runStages() top to bottom is reading what a build does. Watch mode keeps one
// Pipeline and feeds each run the files that changed: the front stages reuse what those files do
// not touch, esbuild rebuilds through its live contexts, the render stage re-renders only pages
// whose inputs changed (the page cache), and the whole output is staged and committed as one unit,
// exactly as a build's is. The differences of dev runs are named in one place: watchMode() (against
// buildMode()), see RunMode.
import { createLinkTableMemo, linkTables, type LinkTableMemo } from './mdx/link-table.ts';
import { pluginFiles } from './mdx/site-plugins.ts';
import { warmCompiler } from './mdx/compile-content.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { docsSources } from './config/docs-instances.ts';
import { SiteError } from './support/errors.ts';
import type { Logger } from './support/log.ts';
import { cacheDir } from './support/paths.ts';
import { fileStore, type FileStore } from './output/file-store.ts';
import { loadSite, type RoutesBeforeApis, type SiteModel } from './load-site.ts';
import { isStaticDoc, type Route } from './routes/plan-routes.ts';
import { buildSiteData } from './render/site-data.ts';
import type { SiteData } from '../templates/types.ts';
import { createBundler, type BundleResult, type Bundler } from './bundle/bundle.ts';
import { assetsMayBeChecked, markAssetsChecked } from './bundle/bundle-cache.ts';
import { renderPages, type RenderedPage } from './render/render-pages.ts';
import { pagesOnRequest, type PagesOnRequest } from './render/render-preview.ts';
import { createServerBundles, type ServerBundles } from './render/server-bundle.ts';
import { createPagePlanner, type PagePlanner } from './render/page-keys.ts';
import { pageCacheMemory, type PageCacheMemory } from './render/page-cache.ts';
import { buildSearchIndexes } from './search/search-scopes.ts';
import { indexWhileRendering } from './search/index-while-rendering.ts';
import { createSearchSession, pauseWarmingFor, warmSearchMemos, type SearchIndexSummary, type SearchSession } from './search/build-search-index.ts';
import { createStagingDir, lockOutput, type StagingDir } from './output/atomic-output.ts';
import { createDevOutput, type DevGeneration, type ReuseCommitted } from './output/dev-output.ts';
import { copyStatic } from './write/copy-static.ts';
import { sitemapXml } from './write/sitemap.ts';
import { createLlmsTxtMemo, writeLlmsTxt, type LlmsTxtMemo } from './write/llms-txt.ts';
import { absoluteUrls, type AbsoluteUrl } from './write/absolute-url.ts';
import { writeHeadersFile } from './write/headers-file.ts';
import { writeBlogFeeds } from './write/blog-feeds.ts';
import { writeChangelogFeeds } from './write/changelog-feeds.ts';
import { headSources } from './render/site-head.ts';
import { redirectFiles, redirectPairs } from './write/redirect-pages.ts';
import { consolePolicy } from './write/connect-origins.ts';
import { oauthCallbackFiles } from './write/oauth-callback-page.ts';
import { writeFiles } from './output/write-files.ts';
import { sidebarFiles } from './routes/lazy-sidebar.ts';
import { siteCodeFiles } from './openapi/code-files.ts';
import { referencePages } from './openapi/split-reference.ts';
import type { ApiView } from '../templates/api-reference/types.ts';
import { checkRedirects, checkRenderedLinks, createLinkCheckMemo, type LinkCheckMemo } from './check/check-links.ts';
import { applyLinkPolicy } from './check/link-policy.ts';
import type { EnvOptions } from './support/env-options.ts';
import type { Problem } from './support/errors.ts';

export interface BuildSummary {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  /** The path the site is served under (config `baseUrl`). */
  baseUrl: string;
  /** The config and the APIs as the build read them (`serve`'s mock answers from them). */
  site: Pick<SiteModel, 'config' | 'apis'>;
}

export interface PipelineOptions {
  root: string;
  logger: Logger;
  /**
   * Where each run is staged; committed only when every stage has passed. Watch mode's staging
   * (output/dev-output.ts) carries unchanged files over from the committed output (`reuse`) and
   * lists what the run's output holds (`files`) without reading every file of it.
   */
  stage: () => Promise<Staging>;
  /**
   * Watch mode. What differs from a build: client code unminified with source maps, esbuild
   * contexts kept between runs (the last session's bundle, in .hubgen/dev-bundle/, is reused at
   * the start only), pages cached in `pagesCache`, and no linkinator pass (every href and #fragment is still
   * resolved against the route table and the files). See watchMode().
   */
  dev?: boolean;
  /** Source maps in a production build. */
  sourcemap?: boolean;
  /** Where rendered pages are kept between runs (default .hubgen/pages). */
  pagesCache?: string;
  /** What the environment overrides (support/env-options.ts), read at the command's start. */
  envOptions: EnvOptions;
}

type Staging = StagingDir & Partial<Pick<DevGeneration, 'reuse' | 'files' | 'holds'>>;

export interface PipelineRun {
  pages: RenderedPage[];
  /**
   * Watch mode: this run kept the search index as it was (a save made while the start's index state
   * is still being built); resolves when a run can index it again.
   */
  searchBehind?: Promise<unknown>;
  /** Every file of the output; `bytes` when read from disk (a build: watch mode lists its view). */
  files: { path: string; bytes?: number }[];
  /** Routes whose HTML this run rendered anew, and routes that no longer exist. */
  changedRoutes: string[];
  site: SiteModel;
}

/** What a start has staged when it is served early: enough to render any of its pages on request. */
export interface EarlyStart extends PagesOnRequest {
  /** The folder the run is writing its output into. */
  dir: string;
}

export interface RunHooks {
  /**
   * Watch mode's start on a large site: called once the bundle and the files besides pages are
   * staged, before the pages are rendered (serve/page-preview.ts answers requests from it until
   * the run commits). The run then commits its output even if a later stage fails (its problems
   * are still thrown): the start was served already, and nothing older exists to fall back on.
   */
  serveEarly?: (start: EarlyStart) => void;
}

export interface Pipeline {
  /** Runs every stage; `changed` (absolute paths) lets the front stages reuse the last good run's work. */
  run(changed?: Set<string>, hooks?: RunHooks): Promise<PipelineRun>;
  /** Files the config imports (watched besides the site's folders), as of the last good run (or the running one, once it has loaded the config). */
  configDependencies(): string[];
  /**
   * Where the config puts sources outside content/ (a Docusaurus project's docs/, ../docs, src/pages,
   * sidebars.js, and src/ where its components live), as of the last good run (or the running one): watched too.
   */
  sourceFolders(): string[];
  /** The path the site is served under: as the config of the output committed last says (or of a start served early). */
  baseUrl(): string;
  dispose(): Promise<void>;
}

/**
 * Below this, a start renders its pages in about a second (the site: 23 pages, 0.6 s to the first
 * page): the server waits for the whole run, and a site broken at the start ends the command.
 */
const EARLY_SERVE_ROUTES = 200;

/** What a pipeline keeps from run to run: a build has one run; a watch session, one per save. */
interface PipelineState {
  options: PipelineOptions;
  mode: RunMode;
  bundler: Bundler;
  /** The last good run. */
  last?: { site: SiteModel; routes: Set<string> };
  /**
   * Files changed since the last good run: a failed run's changes are still to be taken in by the
   * next one (a broken doc, then a save of another doc, must not bring back the doc's old text).
   */
  unapplied: Set<string>;
  /** The baseUrl of what is served: the last committed output's, or a start's served early. */
  servedBase: string;
  /** The site as the latest run loaded it: a start served early is watched by its config before it ends. */
  loaded?: SiteModel;
  /** The server bundle last loaded (render-pages.ts, render-preview.ts). */
  servers: ServerBundles;
  /** Each page's inputs and cache key, remembered by the routes they were made from (page-keys.ts). */
  planner: PagePlanner;
  /** What the page cache holds in memory of its folder (options.pagesCache, default .hubgen/pages). */
  pageMemory: PageCacheMemory;
  /** The link tables made last, each file's, and the media files' hashes (mdx/link-table.ts). */
  links: LinkTableMemo;
  /** Each page's absolute URL, for sitemap.xml and llms.txt (write/absolute-url.ts). */
  absoluteUrl: AbsoluteUrl;
  /** llms.txt's reading order of the docs (write/llms-txt.ts). */
  llmsTxt: LlmsTxtMemo;
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const { root, dev = false } = options;
  const absoluteUrl = absoluteUrls();
  const state: PipelineState = {
    options,
    mode: dev ? watchMode(root) : buildMode(root),
    bundler: createBundler({ root, cacheDir: cacheDir(root), dev, sourcemap: options.sourcemap, reuseLastBuild: true }),
    unapplied: new Set(),
    servedBase: '/',
    servers: createServerBundles(),
    planner: createPagePlanner(),
    pageMemory: pageCacheMemory(options.pagesCache ?? cacheDir(root, 'pages')),
    links: createLinkTableMemo(),
    absoluteUrl,
    llmsTxt: createLlmsTxtMemo(absoluteUrl),
  };
  const site = () => state.last?.site ?? state.loaded;
  return {
    run: (changed, hooks) => state.mode.whileRunning(runStages(state, changed, hooks)),
    configDependencies: () => site()?.config.configDependencies ?? [],
    sourceFolders: () => sourceFolders(root, site()),
    baseUrl: () => state.servedBase,
    dispose: () => state.bundler.dispose(),
  };
}

/** One run of the pipeline, stage by stage; on failure the staged output is discarded (or, served early, committed). */
async function runStages(state: PipelineState, changed: Set<string> | undefined, hooks: RunHooks | undefined): Promise<PipelineRun> {
  for (const file of changed ?? []) state.unapplied.add(file);
  const loaded = await loadStage(state, changed);
  const run: Run = { ...loaded, state, first: !state.last, changed: state.last && changed ? state.unapplied : undefined, store: fileStore(cacheDir(state.options.root, 'files')) };
  let servedEarly = false;
  try {
    const bundled = await bundleStage(run);
    await filesStage(run);
    servedEarly = serveEarly(run, bundled, hooks);
    const pages = await renderStage(run, bundled);
    const searched = await searchStage(run, pages);
    await writeStage(run, pages);
    const files = await listOutput(run.staging);
    await linksStage(run, { pages, files, bundled });
    await state.options.logger.stage('commit', () => commit(run));
    if (run.first) state.mode.afterStart(run.site);
    return finishRun(run, { pages, files, searchBehind: searched.behind });
  } catch (error) {
    await run.indexing?.catch(() => undefined); // its worker writes into the output being discarded
    if (servedEarly) await commit(run);
    else await run.staging.discard();
    throw error;
  }
}

/** One run's inputs and what its stages hand on besides their results. */
interface Run {
  state: PipelineState;
  site: SiteModel;
  siteData: SiteData;
  staging: Staging;
  ahead: BundleAhead;
  /** The start of a watch session (or a build's only run): no good run before it. */
  first: boolean;
  /** The files changed since the last good run, when there is one. */
  changed?: Set<string>;
  store: FileStore;
  /** A build's search index, made on a worker while the pages render (search/index-while-rendering.ts). */
  indexing?: Promise<SearchIndexSummary>;
}

/** The front stages (loadSite), then the run's staging folder. */
async function loadStage(state: PipelineState, changed: Set<string> | undefined): Promise<Pick<Run, 'site' | 'siteData' | 'staging' | 'ahead'>> {
  const { root, logger } = state.options;
  const ahead = state.mode.bundleAhead(state.bundler, state.links);
  try {
    const site = await loadSite({ root, logger, dev: state.options.dev, envOptions: state.options.envOptions, previous: state.last?.site, changed: state.last && changed ? state.unapplied : undefined, beforeApis: ahead.beforeApis, whileCompiling: ahead.whileCompiling, links: state.links });
    state.loaded = site;
    const siteData = buildSiteData(site);
    return { site, siteData, staging: await state.options.stage(), ahead };
  } catch (error) {
    await ahead.settled(); // esbuild is done with the contexts before they are disposed
    throw error;
  }
}

function bundleStage(run: Run): Promise<BundleResult> {
  const { site, staging, state } = run;
  return state.options.logger.stage(
    'bundle',
    async () => {
      // The early bundle is used when the routes came out as it assumed (they always do, unless the
      // config or a document changed while being read); else it is let finish, then built again.
      let result = await run.ahead.bundled(site.routes);
      if (!result) {
        await run.ahead.settled();
        result = await state.bundler.bundle({ routes: site.routes, siteData: run.siteData, linkTable: linkTables(site.content, state.links), markdown: site.markdown, changed: run.changed, customCss: site.config.theme.customCss, clientModules: site.config.clientModules });
      }
      await writeFiles({ outDir: staging.dir, files: unlessCommitted(result.files, staging.reuse) });
      if (state.mode.releaseBundleBytes) result.files.clear(); // written: release the bytes (hundreds of MB at 10,000 pages)
      return result;
    },
    (b) => (b.reused ? 'reused the last build (no input changed)' : 'built'),
  );
}

/**
 * Files that do not depend on the rendered pages, written before them: a start served early has
 * its static files and sidebars from the first request.
 */
function filesStage({ state, site, staging, store }: Run): Promise<void> {
  const { config, content, routes } = site;
  return state.options.logger.stage('files', async () => {
    // Watch mode writes only files its committed output does not hold (`reuse`): at its start,
    // all of them, which the store turns into links too.
    await copyStatic({ root: state.options.root, outDir: staging.dir, apiFiles: site.apiFiles, favicon: config.favicon, media: site.compiled.assets, reuse: staging.reuse });
    await writeFiles({ outDir: staging.dir, files: unlessCommitted(sidebarFiles(content), staging.reuse), store });
    // A split reference (split-reference.ts): each page's code files, and the list of its operations.
    const referenceViews = site.apis.flatMap((api) => referencePages(api)?.pages.map((page) => page.view) ?? [api.view as ApiView]);
    await writeFiles({ outDir: staging.dir, files: unlessCommitted(siteCodeFiles(referenceViews), staging.reuse) });
    await writeFiles({ outDir: staging.dir, files: unlessCommitted(new Map(site.apis.flatMap((api) => (api.tryIt ? [[api.tryIt.url, api.tryIt.json]] : []))), staging.reuse) });
    if (site.apis.some((api) => api.tryIt?.callback)) await writeFiles({ outDir: staging.dir, files: await oauthCallbackFiles(config.baseUrl) });
    await writeFiles({ outDir: staging.dir, files: unlessCommitted(new Map(site.apis.flatMap((api) => [...(referencePages(api)?.files ?? [])])), staging.reuse) });
    await writeFiles({ outDir: staging.dir, files: unlessCommitted(redirectFiles(config), staging.reuse) });
    await fs.writeFile(path.join(staging.dir, 'sitemap.xml'), sitemapXml({ routes, siteUrl: config.url, baseUrl: config.baseUrl, absoluteUrl: state.absoluteUrl }));
  });
}

/** A watch session's start on a large site is served before its pages are rendered (RunHooks.serveEarly): true when it was. */
function serveEarly(run: Run, bundled: BundleResult, hooks: RunHooks | undefined): boolean {
  const { config, routes } = run.site;
  if (!run.state.mode.servesEarly || !run.first || !hooks?.serveEarly || routes.length < (run.state.options.envOptions.earlyServeRoutes ?? EARLY_SERVE_ROUTES)) return false;
  hooks.serveEarly({ ...pagesOnRequest({ config, routes, bundled, servers: run.state.servers }), dir: run.staging.dir });
  run.state.servedBase = config.baseUrl;
  return true;
}

function renderStage(run: Run, bundled: BundleResult): Promise<RenderedPage[] & { threads: number }> {
  const { state, site, staging } = run;
  const { root } = state.options;
  // A build indexes on a worker thread while this one renders an API reference, when the pages'
  // text is known before they render (search/index-while-rendering.ts); watch mode indexes what
  // a save changed.
  const indexBeside = (rendering: Route[]) => {
    run.indexing = indexWhileRendering({ routes: site.routes, rendering, config: site.config, outDir: staging.dir, cacheDir: cacheDir(root, 'search') });
    run.indexing?.catch(() => undefined); // awaited by the search stage, or before the output is discarded
  };
  return state.options.logger.stage(
    'render',
    () =>
      renderPages({
        config: site.config,
        routes: site.routes,
        bundled,
        outDir: staging.dir,
        cache: state.pageMemory,
        reuse: staging.reuse,
        beside: state.mode.indexesBesideRender ? indexBeside : undefined,
        servers: state.servers,
        planner: state.planner,
        threads: state.options.envOptions.renderThreads,
      }),
    describeRendered,
  );
}

function searchStage(run: Run, pages: RenderedPage[]): Promise<SearchIndexSummary> {
  const { state, site, staging } = run;
  return state.options.logger.stage(
    'search',
    () => run.indexing ?? buildSearchIndexes({ pages, config: site.config, outDir: staging.dir, reuse: staging.reuse, ...state.mode.searchCaches(run.first) }),
    (s) => (s.behind ? `${s.files} files kept until the index state is built` : `${s.documents} documents, ${s.files} files${s.reused ? ', unchanged' : ''}`),
  );
}

function writeStage({ state, site, staging, store, first }: Run, pages: RenderedPage[]): Promise<void> {
  const { config, content } = site;
  return state.options.logger.stage('write', async () => {
    await writeLlmsTxt({ config, content, pages, apis: site.apis, changelogs: site.changelogs, outDir: staging.dir, reuse: staging.reuse, holds: staging.holds, store, memo: state.llmsTxt });
    await writeBlogFeeds({ config, blogs: content.blogs, pages, outDir: staging.dir, absoluteUrl: state.absoluteUrl, reuse: staging.reuse });
    await writeChangelogFeeds({ config, routes: site.routes, changelogs: site.changelogs, outDir: staging.dir, absoluteUrl: state.absoluteUrl, reuse: staging.reuse });
    await writeHeadersFile({ outDir: staging.dir, pages, baseUrl: config.baseUrl, tryIt: consolePolicy(site.apis.map((api) => api.view as ApiView), site.apis.flatMap((api) => api.tryIt?.authUrls ?? [])), head: headSources(config) });
    if (state.mode.prunesStore(first)) await store.prune();
  });
}

/** Every file of the run's output: as watch mode's staging lists its view, else read from disk. */
async function listOutput(staging: Staging): Promise<{ path: string; bytes?: number }[]> {
  return staging.files ? (await staging.files()).map((file) => ({ path: file })) : await listFiles(staging.dir);
}

function linksStage(run: Run, { pages, files, bundled }: { pages: RenderedPage[]; files: { path: string }[]; bundled: BundleResult }): Promise<string> {
  const { state, site } = run;
  const { config, compiled } = site;
  return state.options.logger.stage(
    'links',
    async () => {
      const assets = new Set([...files.filter((f) => !f.path.endsWith('.html')).map((f) => f.path), ...redirectPairs(config).map(([from]) => from)]);
      const routes = new Set(pages.map((p) => p.route.path));
      const problems = applyLinkPolicy([...checkRenderedLinks({ pages, files: assets, config, compiled, memo: state.mode.linkFacts }), ...checkRedirects({ config, routes, files: assets })], config, state.options.logger);
      if (problems.length) throw new SiteError(problems);
      return state.mode.checkAssets({ run, bundled, problems });
    },
    (detail) => detail,
  );
}

async function commit({ state, staging, site }: Run): Promise<void> {
  await staging.commit();
  state.servedBase = site.config.baseUrl;
}

/** The run is committed: it becomes the last good run, and says what it changed. */
function finishRun(run: Run, { pages, files, searchBehind }: Pick<PipelineRun, 'pages' | 'files' | 'searchBehind'>): PipelineRun {
  const { state, site } = run;
  const live = new Set(site.routes.map((r) => r.path));
  const removed = [...(state.last?.routes ?? [])].filter((r) => !live.has(r));
  state.last = { site, routes: live };
  state.unapplied = new Set();
  return { pages, files, site, changedRoutes: [...pages.filter((p) => !p.reused).map((p) => p.route.path), ...removed], searchBehind };
}

/** What the watch mode of a pipeline does differently from a build, each difference named once. */
interface RunMode {
  /** A build starts bundling and loading linkinator before the front stages are done (BundleAhead). */
  bundleAhead(bundler: Bundler, links: LinkTableMemo): BundleAhead;
  /** A build releases the bundle's bytes once written; watch mode's esbuild contexts keep them. */
  releaseBundleBytes: boolean;
  /** Watch mode's start on a large site may be served before its pages are rendered. */
  servesEarly: boolean;
  /** A build indexes beside the render stage (search/index-while-rendering.ts). */
  indexesBesideRender: boolean;
  /** Where the search stage keeps and takes its index, and (watch mode) its memos. */
  searchCaches(first: boolean): { cacheDir?: string; alsoIn?: string; session?: SearchSession };
  /** Watch mode: each page's link verdicts, so a save re-checks only the pages it could affect. */
  linkFacts?: LinkCheckMemo;
  /** Whether the write stage prunes the file store. */
  prunesStore(first: boolean): boolean;
  /** The links stage's check of the assets, once every href resolved: its detail. */
  checkAssets(params: { run: Run; bundled: BundleResult; problems: Problem[] }): Promise<string>;
  /** A watch session's start is committed (served): called then. */
  afterStart(site: SiteModel): void;
  /** Each run, as it runs. */
  whileRunning<T>(run: Promise<T>): Promise<T>;
}

function buildMode(root: string): RunMode {
  return {
    bundleAhead: (bundler, links) => bundleAhead(root, bundler, links),
    releaseBundleBytes: true,
    servesEarly: false,
    indexesBesideRender: true,
    searchCaches: () => ({ cacheDir: cacheDir(root, 'search') }),
    prunesStore: () => true,
    checkAssets: (params) => runLinkinatorOnce(root, params),
    afterStart: () => {},
    whileRunning: (run) => run,
  };
}

function watchMode(root: string): RunMode {
  // Each search scope's documents and terms, so a save indexes only the text it changed.
  const search = createSearchSession();
  return {
    // Watch mode's runs reuse their contexts and rarely read a document.
    bundleAhead: () => NOTHING_AHEAD,
    releaseBundleBytes: false,
    servesEarly: true,
    indexesBesideRender: false,
    searchCaches: (first) => ({
      cacheDir: first ? cacheDir(root, 'dev-search') : undefined,
      // A watch session's start takes the index a build made of the same text (never writing to it).
      alsoIn: first ? cacheDir(root, 'search') : undefined,
      session: search,
    }),
    linkFacts: createLinkCheckMemo(),
    // A watch session's saves add to the store; the next build or session start prunes it.
    prunesStore: (first) => first,
    checkAssets: async () => 'resolved (no linkinator pass in watch mode)',
    afterStart: (site) => {
      // The start is served: what the first save would otherwise wait for is made meanwhile.
      warmCompiler(site.markdown);
      warmSearchMemos(search);
    },
    // A watch save runs with the background warming of search states paused (build-search-index.ts).
    whileRunning: (run) => pauseWarmingFor(search, run),
  };
}

/**
 * A build bundles while the OpenAPI workers run: the bundle needs the routes' entries, not the
 * references' contents. And a new bundle is checked by linkinator at the end: its module (~100 ms
 * to load) is loaded while this thread waits for the workers, not then.
 */
interface BundleAhead {
  beforeApis?: (front: RoutesBeforeApis) => void;
  whileCompiling?: () => void;
  /** The bundle made ahead, if it was made from these routes. */
  bundled(routes: Route[]): Promise<BundleResult | undefined>;
  /** Resolves once a bundle made ahead is done (or failed). */
  settled(): Promise<unknown>;
  linkinator(): Promise<typeof import('./check/run-linkinator.ts')>;
}

const NOTHING_AHEAD: BundleAhead = {
  bundled: async () => undefined,
  settled: async () => undefined,
  linkinator: () => import('./check/run-linkinator.ts'),
};

function bundleAhead(root: string, bundler: Bundler, links: LinkTableMemo): BundleAhead {
  let early: { routes: string; bundled: Promise<BundleResult> } | undefined;
  let linkinator: Promise<typeof import('./check/run-linkinator.ts')> | undefined;
  const loadLinkinator = () => {
    linkinator ??= import('./check/run-linkinator.ts');
    linkinator.catch(() => undefined); // a failure shows where it is awaited
  };
  return {
    beforeApis(front) {
      const bundled = bundler.bundle({ routes: front.routes, siteData: buildSiteData(front), linkTable: linkTables(front.content, links), markdown: front.markdown, customCss: front.config.theme.customCss, clientModules: front.config.clientModules });
      bundled.then((b) => {
        if (!b.assetsChecked) loadLinkinator();
      }, () => undefined);
      early = { routes: bundleInputs(front.routes), bundled };
    },
    // Without the mark of a past check (a cold build) it is needed whatever the bundle: loaded while
    // the MDX compiles on workers, not once the bundle is done, when the pages wait to render (with
    // no API, not even then: the links stage loaded it).
    whileCompiling: () => (assetsMayBeChecked(cacheDir(root)) ? undefined : loadLinkinator()),
    bundled: async (routes) => (early && early.routes === bundleInputs(routes) ? early.bundled : undefined),
    settled: async () => early?.bundled.catch(() => undefined),
    linkinator: () => linkinator ?? import('./check/run-linkinator.ts'),
  };
}

/** A build's links stage after every href resolved: linkinator over the output's files, unless it passed this bundle's assets before. */
async function runLinkinatorOnce(root: string, { run, bundled, problems }: { run: Run; bundled: BundleResult; problems: Problem[] }): Promise<string> {
  const { staging, site, state } = run;
  const { config } = site;
  // linkinator's own finds (a stylesheet's url()s) come from the bundle alone: a reused bundle
  // that passed it before needs no second pass, and its module is not even loaded.
  if (bundled.assetsChecked) return 'assets unchanged since linkinator passed them';
  const { runLinkinator } = await run.ahead.linkinator();
  const stylesheets = [...new Set([bundled.client.css, ...bundled.client.cssOf.values()])].map((url) => url.slice(1));
  const failures = (await runLinkinator({ dir: staging.dir, stylesheets, baseUrl: config.baseUrl })).map((failure) => ({
    file: path.join(staging.shownDir ?? staging.dir, failure.parent),
    message: `broken link to ${failure.url}${failure.status ? ` (HTTP ${failure.status})` : ''}`,
  }));
  // Under the site's policy like every broken link (a file a component links to that is not there).
  problems.push(...applyLinkPolicy(failures, config, state.options.logger));
  if (problems.length) throw new SiteError(problems);
  // Warned about: linkinator runs again next time, so the warning is not lost.
  if (!failures.length) await markAssetsChecked({ cacheDir: cacheDir(root), css: bundled.client.css });
  return 'assets checked with linkinator';
}

/** The sources a watch session watches besides the site's folders (Pipeline.sourceFolders). */
function sourceFolders(root: string, site: SiteModel | undefined): string[] {
  const config = site?.config;
  if (!config) return [];
  const docs = docsSources(config.docsInstances);
  // The site's remark/rehype plugins and stylesheets too: a saved plugin recompiles what it applies to, a saved stylesheet rebundles.
  const blogs = [...config.blogs.map((b) => b.path), ...(config.blogs.length ? [path.join(root, 'i18n')] : [])];
  return [...docs.folders, config.pages.path, ...docs.sidebarFiles, path.join(root, 'src'), ...pluginFiles(site?.markdown.plugins), ...config.theme.customCss, ...blogs];
}
/** `hubgen serve --watch`'s pipeline: its runs are staged and served from the cache folder (output/dev-output.ts), never `build/`. */
export interface WatchPipeline extends Pipeline {
  /** The file that serves `urlPath` (`/docs/intro.html`) in the output committed last. */
  lookup(urlPath: string): string | undefined;
  /** Disposes of the pipeline, then removes this session's output folder. */
  dispose(): Promise<void>;
}

export async function createWatchPipeline({ root, logger, envOptions }: { root: string; logger: Logger; envOptions: EnvOptions }): Promise<WatchPipeline> {
  const output = await createDevOutput(cacheDir(root));
  const pipeline = createPipeline({ root, logger, dev: true, stage: output.stage, pagesCache: output.pagesCache, envOptions });
  return {
    ...pipeline,
    lookup: output.lookup,
    async dispose() {
      await pipeline.dispose();
      await output.dispose();
    },
  };
}

/** `hubgen build`: one run of the pipeline into `outDir`, swapped into place only if it all passes. */
export async function buildSite({ root, outDir, logger, sourcemap, envOptions }: { root: string; outDir: string; logger: Logger; sourcemap?: boolean; envOptions: EnvOptions }): Promise<BuildSummary> {
  const unlock = await lockOutput(outDir);
  const pipeline = createPipeline({ root, logger, sourcemap, envOptions, stage: () => createStagingDir(outDir) });
  try {
    const { pages, files, site } = await pipeline.run();
    return { outDir, pages: pages.length, files: files.length, bytes: files.reduce((sum, f) => sum + (f.bytes ?? 0), 0), baseUrl: site.config.baseUrl, site: { config: site.config, apis: site.apis } };
  } finally {
    await pipeline.dispose();
    await unlock();
  }
}

/**
 * Files named by their content (the bundle's assets, sidebar files): one the committed output
 * already holds has the same bytes and is carried over, not written again (watch mode).
 */
function unlessCommitted<T>(files: Map<string, T>, reuse: ReuseCommitted | undefined): Map<string, T> {
  if (!reuse) return files;
  return new Map([...files].filter(([url]) => !reuse(url, 'content-named')));
}

/** What the bundle takes from the routes (bundle.ts): two route lists with the same give the same bundle. */
function bundleInputs(routes: Route[]): string {
  return JSON.stringify(routes.map((r) => [r.path, r.entry, r.module, r.sourceFile, r.serverModule ?? null, r.staticBody ?? null, isStaticDoc(r), r.sidebar?.key ?? null]));
}

function describeRendered(pages: RenderedPage[] & { threads: number }): string {
  const reused = pages.filter((p) => p.reused).length;
  return `${pages.length} pages, ${pages.length - reused} rendered${pages.threads ? ` on ${pages.threads} worker threads` : ''}, ${reused} unchanged`;
}

async function listFiles(dir: string): Promise<{ path: string; bytes: number }[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        return { path: '/' + path.relative(dir, full).split(path.sep).join('/'), bytes: (await fs.stat(full)).size };
      }),
  );
}
