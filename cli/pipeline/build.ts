// The pipeline, shared by `hubgen build` and `hubgen serve --watch`. Each stage is one labelled,
// timed call; reading runStages() top to bottom is reading what a build does. Watch mode keeps one
// Pipeline and feeds each run the files that changed: the front stages reuse what those files do
// not touch, esbuild rebuilds through its live contexts, the render stage re-renders only pages
// whose inputs changed (the page cache), and the whole output is staged and committed as one unit,
// exactly as a build's is. The differences of dev runs are named in one place: watchMode() (against
// buildMode()), see RunMode.
import path from 'node:path';
import type { Logger } from '../support/log.ts';
import { cacheDir } from '../support/paths.ts';
import { fileStore } from '../output/file-store.ts';
import { createStagingDir, lockOutput } from '../output/atomic-output.ts';
import { createDevOutput } from '../output/dev-output.ts';
import { docsSources } from '../config/docs-instances.ts';
import { createLinkTableMemo } from '../mdx/link-table.ts';
import { pluginFiles } from '../mdx/site-plugins.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import { createBundler } from '../bundle/bundle.ts';
import { buildSiteData } from '../render/site-data.ts';
import type { RenderedPage } from '../render/render-pages.ts';
import { pagesOnRequest, type PagesOnRequest } from '../render/render-preview.ts';
import { createServerBundles } from '../render/server-bundle.ts';
import { createPagePlanner } from '../render/page-keys.ts';
import { pageCacheMemory } from '../render/page-cache.ts';
import { createLlmsTxtMemo } from '../write/llms-txt.ts';
import { absoluteUrls } from '../write/absolute-url.ts';
import type { EnvOptions } from '../support/env-options.ts';
import { loadSite, type SiteModel } from './load-site.ts';
import { buildMode, watchMode } from './run-mode.ts';
import { bundleStage, filesStage, linksStage, listOutput, renderStage, searchStage, writeStage } from './stages.ts';
import type { PipelineOptions, PipelineState, Run } from './run-state.ts';

export type { PipelineOptions } from './run-state.ts';

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
   * staged, before the pages are rendered (commands/serve/page-preview.ts answers requests from it until
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
  // Before the run commits: a start served early is watched by its config (Pipeline.configDependencies).
  state.loaded = loaded.site;
  const run: Run = { ...loaded, state, first: !state.last, changed: state.last && changed ? state.unapplied : undefined, store: fileStore(cacheDir(state.options.root, 'files')) };
  let servedEarly = false;
  try {
    const bundled = await bundleStage(run);
    await filesStage(run);
    servedEarly = serveEarly(run, bundled, hooks);
    const { pages, indexing } = await renderStage(run, bundled);
    const searched = await searchStage(run, pages, indexing);
    await writeStage(run, pages);
    const files = await listOutput(run.staging);
    await linksStage(run, { pages, files, bundled });
    await state.options.logger.stage('commit', () => commit(run));
    if (run.first) state.mode.afterStart(run.site);
    return finishRun(run, { pages, files, searchBehind: searched.behind });
  } catch (error) {
    if (servedEarly) await commit(run);
    else await run.staging.discard();
    throw error;
  }
}

/** The front stages (loadSite: config, content, openapi, mdx, changelog, routes), then the run's staging folder. */
async function loadStage(state: PipelineState, changed: Set<string> | undefined): Promise<Pick<Run, 'site' | 'siteData' | 'staging' | 'ahead'>> {
  const { root, logger } = state.options;
  const ahead = state.mode.bundleAhead(state.bundler, state.links);
  try {
    const site = await loadSite({ root, logger, dev: state.options.dev, envOptions: state.options.envOptions, previous: state.last?.site, changed: state.last && changed ? state.unapplied : undefined, beforeApis: ahead.beforeApis, whileCompiling: ahead.whileCompiling, links: state.links });
    return { site, siteData: buildSiteData(site), staging: await state.options.stage(), ahead };
  } catch (error) {
    await ahead.settled(); // esbuild is done with the contexts before they are disposed
    throw error;
  }
}

/** A watch session's start on a large site is served before its pages are rendered (RunHooks.serveEarly): true when it was. */
function serveEarly(run: Run, bundled: BundleResult, hooks: RunHooks | undefined): boolean {
  const { config, routes } = run.site;
  if (!run.state.mode.servesEarly || !run.first || !hooks?.serveEarly || routes.length < (run.state.options.envOptions.earlyServeRoutes ?? EARLY_SERVE_ROUTES)) return false;
  hooks.serveEarly({ ...pagesOnRequest({ config, routes, bundled, servers: run.state.servers }), dir: run.staging.dir });
  run.state.servedBase = config.baseUrl;
  return true;
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

