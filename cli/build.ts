// The pipeline, shared by `hubgen build` and `hubgen serve --watch`. Each stage is one labelled,
// timed call; reading run() top to bottom is reading what a build does. Watch mode keeps one
// Pipeline and feeds each run the files that changed: the front stages reuse what those files do
// not touch, esbuild rebuilds through its live contexts, the render stage re-renders only pages
// whose inputs changed (the page cache), and the whole output is staged and committed as one unit,
// exactly as a build's is. The differences of dev runs are named in PipelineOptions.dev.
import { linkTables } from './mdx/link-table.ts';
import { pluginFiles } from './mdx/site-plugins.ts';
import { warmCompiler } from './mdx/compile-content.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from './errors.ts';
import type { Logger } from './log.ts';
import { cacheDir } from './paths.ts';
import { fileStore } from './write/file-store.ts';
import { loadSite, type RoutesBeforeApis, type SiteModel } from './load-site.ts';
import { isStaticDoc, type Route } from './routes/plan-routes.ts';
import type { ResolvedConfig } from './config/load-config.ts';
import { buildSiteData } from './render/site-data.ts';
import type { SiteData } from '../templates/types.ts';
import { createBundler, type BundleResult } from './bundle/bundle.ts';
import { assetsMayBeChecked, markAssetsChecked } from './bundle/bundle-cache.ts';
import { renderPages, type RenderedPage } from './render/render-pages.ts';
import { buildSearchIndexes } from './search/search-scopes.ts';
import { indexWhileRendering } from './search/index-while-rendering.ts';
import { pauseWarmingFor, warmSearchMemos, type SearchIndexSummary, type SearchMemo } from './search/build-search-index.ts';
import { createStagingDir, lockOutput, type StagingDir } from './write/atomic-output.ts';
import type { DevGeneration, ReuseCommitted } from './write/dev-output.ts';
import { copyStatic } from './write/copy-static.ts';
import { sitemapXml } from './write/sitemap.ts';
import { writeLlmsTxt } from './write/llms-txt.ts';
import { writeHeadersFile } from './write/headers-file.ts';
import { consoleOrigins } from './write/connect-origins.ts';
import { writeFiles } from './write/write-files.ts';
import { sidebarFiles } from './routes/lazy-sidebar.ts';
import { siteCodeFiles } from './openapi/code-files.ts';
import { referencePages } from './openapi/split-reference.ts';
import type { ApiView } from '../templates/api-reference/types.ts';
import { checkRenderedLinks, createLinkCheckMemo } from './check/check-links.ts';
import { applyLinkPolicy } from './check/link-policy.ts';
import { envKnob, type EnvOptions } from './env-options.ts';

export interface BuildSummary {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  /** The path the site is served under (config `baseUrl`). */
  baseUrl: string;
}

export interface PipelineOptions {
  root: string;
  logger: Logger;
  /**
   * Where each run is staged; committed only when every stage has passed. Watch mode's staging
   * (write/dev-output.ts) carries unchanged files over from the committed output (`reuse`) and
   * lists what the run's output holds (`files`) without reading every file of it.
   */
  stage: () => Promise<StagingDir & Partial<Pick<DevGeneration, 'reuse' | 'files' | 'holds'>>>;
  /**
   * Watch mode. What differs from a build: client code unminified with source maps, esbuild
   * contexts kept between runs (the last session's bundle, in .hubgen/dev-bundle/, is reused at
   * the start only), pages cached in `pagesCache`, and no linkinator pass (every href and #fragment is still
   * resolved against the route table and the files).
   */
  dev?: boolean;
  /** Source maps in a production build. */
  sourcemap?: boolean;
  /** Where rendered pages are kept between runs (default .hubgen/pages). */
  pagesCache?: string;
  /** What the environment overrides (env-options.ts), read at the command's start. */
  envOptions: EnvOptions;
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
export interface EarlyStart {
  config: ResolvedConfig;
  routes: Route[];
  bundled: BundleResult;
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

export function createPipeline(options: PipelineOptions): Pipeline {
  const { root, logger, dev = false } = options;
  const bundler = createBundler({ root, cacheDir: cacheDir(root), dev, sourcemap: options.sourcemap, reuseLastBuild: true });
  let last: { site: SiteModel; routes: Set<string> } | undefined;
  // Files changed since the last good run: a failed run's changes are still to be taken in by the
  // next one (a broken doc, then a save of another doc, must not bring back the doc's old text).
  let unapplied = new Set<string>();
  // Watch mode: each search scope's documents and terms, so a save indexes only the text it changed.
  const searchTerms: Map<string, SearchMemo> | undefined = dev ? new Map() : undefined;
  // Watch mode: each page's link verdicts, so a save re-checks only the pages it could affect.
  const linkFacts = dev ? createLinkCheckMemo() : undefined;
  /** The baseUrl of what is served: the last committed output's, or a start's served early. */
  let servedBase = '/';
  /** The site as the latest run loaded it: a start served early is watched by its config before it ends. */
  let loaded: SiteModel | undefined;

  const runStages = async (changed?: Set<string>, hooks?: RunHooks): Promise<PipelineRun> => {
    for (const file of changed ?? []) unapplied.add(file);
    // A build bundles while the OpenAPI workers run: the bundle needs the routes' entries, not the
    // references' contents. (Watch mode's runs reuse their contexts and rarely read a document.)
    let early: { routes: string; bundled: Promise<BundleResult> } | undefined;
    // A new bundle is checked by linkinator at the end: its module (~100 ms to load) is loaded
    // while this thread waits for the workers, not then.
    let linkinator: Promise<typeof import('./check/run-linkinator.ts')> | undefined;
    const loadLinkinator = () => {
      linkinator ??= import('./check/run-linkinator.ts');
      linkinator.catch(() => undefined); // a failure shows where it is awaited
    };
    // Without the mark of a past check (a cold build) it is needed whatever the bundle: loaded while
    // the MDX compiles on workers, not once the bundle is done, when the pages wait to render (with
    // no API, not even then: the links stage loaded it).
    const whileCompiling = dev ? undefined : () => (assetsMayBeChecked(cacheDir(root)) ? undefined : loadLinkinator());
    const beforeApis = dev
      ? undefined
      : (front: RoutesBeforeApis) => {
          const bundled = bundler.bundle({ routes: front.routes, siteData: buildSiteData(front), linkTable: linkTables(front.content), markdown: front.markdown, customCss: front.config.theme.customCss });
          bundled.then((b) => {
            if (!b.assetsChecked) loadLinkinator();
          }, () => undefined);
          early = { routes: bundleInputs(front.routes), bundled };
        };
    let site: SiteModel;
    let siteData: SiteData;
    let servedEarly = false;
    const commit = async () => {
      await staging.commit();
      servedBase = site.config.baseUrl;
    };
    let staging: Awaited<ReturnType<PipelineOptions['stage']>>;
    try {
      site = await loadSite({ root, logger, envOptions: options.envOptions, previous: last?.site, changed: last && changed ? unapplied : undefined, beforeApis, whileCompiling });
      loaded = site;
      siteData = buildSiteData(site);
      staging = await options.stage();
    } catch (error) {
      await early?.bundled.catch(() => undefined); // esbuild is done with the contexts before they are disposed
      throw error;
    }
    const { config, content, compiled, routes } = site;
    // A build indexes on a worker thread while this one renders an API reference, when the pages'
    // text is known before they render (search/index-while-rendering.ts); watch mode indexes what
    // a save changed.
    let indexing: Promise<SearchIndexSummary> | undefined;
    const indexBeside = (rendering: Route[]) => {
      indexing = indexWhileRendering({ routes, rendering, config, outDir: staging.dir, cacheDir: cacheDir(root, 'search') });
      indexing?.catch(() => undefined); // awaited by the search stage, or before the output is discarded
    };
    try {
      const bundled = await logger.stage(
        'bundle',
        async () => {
          // The early bundle is used when the routes came out as it assumed (they always do, unless the
          // config or a document changed while being read); else it is let finish, then built again.
          let result: BundleResult;
          if (early && early.routes === bundleInputs(routes)) result = await early.bundled;
          else {
            await early?.bundled.catch(() => undefined);
            result = await bundler.bundle({ routes, siteData, linkTable: linkTables(content), markdown: site.markdown, changed: last && changed ? unapplied : undefined, customCss: config.theme.customCss });
          }
          await writeFiles({ outDir: staging.dir, files: unlessCommitted(result.files, staging.reuse) });
          if (!dev) result.files.clear(); // written: release the bytes (hundreds of MB at 10,000 pages)
          return result;
        },
        (b) => (b.reused ? 'reused the last build (no input changed)' : 'built'),
      );
      // Files that do not depend on the rendered pages, written before them: a start served early
      // has its static files and sidebars from the first request.
      const store = fileStore(cacheDir(root, 'files'));
      await logger.stage('files', async () => {
        // Watch mode writes only files its committed output does not hold (`reuse`): at its start,
        // all of them, which the store turns into links too.
        await copyStatic({ root, outDir: staging.dir, apiFiles: site.apiFiles, favicon: config.favicon, media: site.compiled.assets, reuse: staging.reuse });
        await writeFiles({ outDir: staging.dir, files: unlessCommitted(sidebarFiles(content), staging.reuse), store });
        // A split reference (split-reference.ts): each page's code files, and the list of its operations.
        const referenceViews = site.apis.flatMap((api) => referencePages(api)?.pages.map((page) => page.view) ?? [api.view as ApiView]);
        await writeFiles({ outDir: staging.dir, files: unlessCommitted(siteCodeFiles(referenceViews), staging.reuse) });
        await writeFiles({ outDir: staging.dir, files: unlessCommitted(new Map(site.apis.flatMap((api) => (api.tryIt ? [[api.tryIt.url, api.tryIt.json]] : []))), staging.reuse) });
        await writeFiles({ outDir: staging.dir, files: unlessCommitted(new Map(site.apis.flatMap((api) => [...(referencePages(api)?.files ?? [])])), staging.reuse) });
        await fs.writeFile(path.join(staging.dir, 'sitemap.xml'), sitemapXml({ routes, siteUrl: config.url, baseUrl: config.baseUrl }));
      });
      if (dev && !last && hooks?.serveEarly && routes.length >= earlyServeRoutes()) {
        hooks.serveEarly({ config, routes, bundled, dir: staging.dir });
        servedEarly = true;
        servedBase = config.baseUrl;
      }
      const pages = await logger.stage(
        'render',
        () => renderPages({ config, routes, bundled, outDir: staging.dir, cacheDir: options.pagesCache ?? cacheDir(root, 'pages'), reuse: staging.reuse, beside: dev ? undefined : indexBeside }),
        describeRendered,
      );
      const searched = await logger.stage(
        'search',
        () =>
          indexing ??
          buildSearchIndexes({
            pages,
            config,
            outDir: staging.dir,
            cacheDir: dev && last ? undefined : cacheDir(root, dev ? 'dev-search' : 'search'),
            // A watch session's start takes the index a build made of the same text (never writing to it).
            alsoIn: dev && !last ? cacheDir(root, 'search') : undefined,
            memos: searchTerms,
            reuse: staging.reuse,
          }),
        (s) => (s.behind ? `${s.files} files kept until the index state is built` : `${s.documents} documents, ${s.files} files${s.reused ? ', unchanged' : ''}`),
      );
      await logger.stage('write', async () => {
        await writeLlmsTxt({ config, content, pages, apis: site.apis, outDir: staging.dir, reuse: staging.reuse, holds: staging.holds, store });
        await writeHeadersFile({ outDir: staging.dir, pages, baseUrl: config.baseUrl, connectOrigins: consoleOrigins(site.apis.map((api) => api.view as ApiView)) });
        // A watch session's saves add to the store; the next build or session start prunes it.
        if (!dev || !last) await store.prune();
      });
      const files = staging.files ? (await staging.files()).map((file) => ({ path: file })) : await listFiles(staging.dir);
      await logger.stage(
        'links',
        async () => {
          const assets = new Set(files.filter((f) => !f.path.endsWith('.html')).map((f) => f.path));
          const problems = applyLinkPolicy(checkRenderedLinks({ pages, files: assets, config, compiled, memo: linkFacts }), config, logger);
          if (problems.length) throw new SiteError(problems);
          if (dev) return 'resolved (no linkinator pass in watch mode)';
          // linkinator's own finds (a stylesheet's url()s) come from the bundle alone: a reused bundle
          // that passed it before needs no second pass, and its module is not even loaded.
          if (bundled.assetsChecked) return 'assets unchanged since linkinator passed them';
          const { runLinkinator } = await (linkinator ?? import('./check/run-linkinator.ts'));
          const stylesheets = [...new Set([bundled.client.css, ...bundled.client.cssOf.values()])].map((url) => url.slice(1));
          const failures = (await runLinkinator({ dir: staging.dir, stylesheets, baseUrl: config.baseUrl })).map((failure) => ({
            file: path.join(staging.shownDir ?? staging.dir, failure.parent),
            message: `broken link to ${failure.url}${failure.status ? ` (HTTP ${failure.status})` : ''}`,
          }));
          // Under the site's policy like every broken link (a file a component links to that is not there).
          problems.push(...applyLinkPolicy(failures, config, logger));
          if (problems.length) throw new SiteError(problems);
          // Warned about: linkinator runs again next time, so the warning is not lost.
          if (!failures.length) await markAssetsChecked({ cacheDir: cacheDir(root), css: bundled.client.css });
          return 'assets checked with linkinator';
        },
        (detail) => detail,
      );
      await logger.stage('commit', commit);
      if (dev && !last) {
        // The start is served: what the first save would otherwise wait for is made meanwhile.
        warmCompiler(site.markdown);
        warmSearchMemos(searchTerms!);
      }
      const live = new Set(routes.map((r) => r.path));
      const removed = [...(last?.routes ?? [])].filter((r) => !live.has(r));
      last = { site, routes: live };
      unapplied = new Set();
      return { pages, files, site, changedRoutes: [...pages.filter((p) => !p.reused).map((p) => p.route.path), ...removed], searchBehind: searched.behind };
    } catch (error) {
      await indexing?.catch(() => undefined); // its worker writes into the output being discarded
      if (servedEarly) await commit();
      else await staging.discard();
      throw error;
    }
  };

  return {
    // A watch save runs with the background warming of search states paused (build-search-index.ts).
    run: (changed, hooks) => (dev ? pauseWarmingFor(runStages(changed, hooks)) : runStages(changed, hooks)),
    configDependencies: () => (last?.site ?? loaded)?.config.configDependencies ?? [],
    sourceFolders: () => {
      const config = (last?.site ?? loaded)?.config;
      if (!config) return [];
      const docs = [config.docs.path, ...(config.docs.versions?.older ?? []).map((v) => v.path)].map((p) => path.resolve(root, p));
      // The site's remark/rehype plugins and stylesheets too: a saved plugin recompiles what it applies to, a saved stylesheet rebundles.
      return [...docs, config.pages.path, ...(config.docs.sidebarPath ? [config.docs.sidebarPath] : []), path.join(root, 'src'), ...pluginFiles((last?.site ?? loaded)?.markdown.plugins), ...config.theme.customCss];
    },
    baseUrl: () => servedBase,
    dispose: () => bundler.dispose(),
  };
}

/** Routes from which a watch session's start serves before it has rendered them all (RunHooks.serveEarly). */
function earlyServeRoutes(): number {
  return envKnob('HUBGEN_EARLY_SERVE_ROUTES') ?? EARLY_SERVE_ROUTES;
}

/** `hubgen build`: one run of the pipeline into `outDir`, swapped into place only if it all passes. */
export async function buildSite({ root, outDir, logger, sourcemap, envOptions }: { root: string; outDir: string; logger: Logger; sourcemap?: boolean; envOptions: EnvOptions }): Promise<BuildSummary> {
  const unlock = await lockOutput(outDir);
  const pipeline = createPipeline({ root, logger, sourcemap, envOptions, stage: () => createStagingDir(outDir) });
  try {
    const { pages, files, site } = await pipeline.run();
    return { outDir, pages: pages.length, files: files.length, bytes: files.reduce((sum, f) => sum + (f.bytes ?? 0), 0), baseUrl: site.config.baseUrl };
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
