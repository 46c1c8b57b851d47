// The stages after the front ones (pipeline/load-site.ts), in the order runStages() calls them:
// each takes the run (run-state.ts) and what the stages before it returned, and returns its result.
// None assigns the pipeline's state: that is the commit's job (pipeline/build.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from '../support/errors.ts';
import { cacheDir } from '../support/paths.ts';
import { writeFiles } from '../output/write-files.ts';
import type { ReuseCommitted } from '../output/dev-output.ts';
import { linkTables } from '../mdx/link-table.ts';
import { siteCodeFiles } from '../openapi/code-files.ts';
import { referencePages } from '../openapi/split-reference.ts';
import type { Route } from '../routes/plan-routes.ts';
import { sidebarFiles } from '../routes/lazy-sidebar.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import { renderPages, type RenderedPage } from '../render/render-pages.ts';
import { headSources } from '../render/site-head.ts';
import { buildSearchIndexes } from '../search/search-scopes.ts';
import type { SearchIndexSummary } from '../search/build-search-index.ts';
import { indexWhileRendering } from '../search/index-while-rendering.ts';
import { copyStatic } from '../write/copy-static.ts';
import { sitemapXml } from '../write/sitemap.ts';
import { writeLlmsTxt } from '../write/llms-txt.ts';
import { writeHeadersFile } from '../write/headers-file.ts';
import { writeBlogFeeds } from '../write/blog-feeds.ts';
import { writeChangelogFeeds } from '../write/changelog-feeds.ts';
import { redirectFiles, redirectPairs } from '../write/redirect-pages.ts';
import { consolePolicy } from '../write/connect-origins.ts';
import { oauthCallbackFiles } from '../write/oauth-callback-page.ts';
import { checkRedirects, checkRenderedLinks } from '../check/check-links.ts';
import { applyLinkPolicy } from '../check/link-policy.ts';
import type { ApiView } from '../../templates/api-reference/types.ts';
import type { Run, Staging } from './run-state.ts';

export function bundleStage(run: Run): Promise<BundleResult> {
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
export function filesStage({ state, site, staging, store }: Run): Promise<void> {
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

export async function renderStage(run: Run, bundled: BundleResult): Promise<{ pages: RenderedPage[]; indexing?: Promise<SearchIndexSummary> }> {
  const { state, site, staging } = run;
  const { root } = state.options;
  // A build indexes on a worker thread while this one renders an API reference, when the pages'
  // text is known before they render (search/index-while-rendering.ts); watch mode indexes what
  // a save changed. Whoever ends the run awaits it: the search stage, or the discard of the output.
  let indexing: Promise<SearchIndexSummary> | undefined;
  const indexBeside = (rendering: Route[]) => {
    indexing = indexWhileRendering({ routes: site.routes, rendering, config: site.config, outDir: staging.dir, cacheDir: cacheDir(root, 'search') });
    indexing?.catch(() => undefined);
  };
  const render = () =>
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
    });
  try {
    return { pages: await state.options.logger.stage('render', render, describeRendered), indexing };
  } catch (error) {
    await indexing?.catch(() => undefined); // its worker writes into the output being discarded
    throw error;
  }
}

/** The search index: the one made beside the render stage (`indexing`), else made now. */
export function searchStage(run: Run, pages: RenderedPage[], indexing: Promise<SearchIndexSummary> | undefined): Promise<SearchIndexSummary> {
  const { state, site, staging } = run;
  return state.options.logger.stage(
    'search',
    () => indexing ?? buildSearchIndexes({ pages, config: site.config, outDir: staging.dir, reuse: staging.reuse, ...state.mode.searchCaches(run.first) }),
    (s) => (s.behind ? `${s.files} files kept until the index state is built` : `${s.documents} documents, ${s.files} files${s.reused ? ', unchanged' : ''}`),
  );
}

export function writeStage({ state, site, staging, store, first }: Run, pages: RenderedPage[]): Promise<void> {
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
export async function listOutput(staging: Staging): Promise<{ path: string; bytes?: number }[]> {
  return staging.files ? (await staging.files()).map((file) => ({ path: file })) : await listFiles(staging.dir);
}

export function linksStage(run: Run, { pages, files, bundled }: { pages: RenderedPage[]; files: { path: string }[]; bundled: BundleResult }): Promise<string> {
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

/**
 * Files named by their content (the bundle's assets, sidebar files): one the committed output
 * already holds has the same bytes and is carried over, not written again (watch mode).
 */
function unlessCommitted<T>(files: Map<string, T>, reuse: ReuseCommitted | undefined): Map<string, T> {
  if (!reuse) return files;
  return new Map([...files].filter(([url]) => !reuse(url, 'content-named')));
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
