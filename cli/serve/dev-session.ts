// Watch mode's incremental builder. It keeps the previous site model, the esbuild contexts and the
// rendered pages in memory; on a change it reruns only the stages whose inputs changed (loadSite),
// rebuilds the bundles incrementally, re-renders only the routes whose output changed, and updates
// the output folder in an order that keeps it consistent for the server: new assets first, then
// pages (each renamed into place), then stale assets removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { SiteError } from '../errors.ts';
import { createLogger } from '../log.ts';
import { cacheDir, TEMPLATES_DIR } from '../paths.ts';
import { loadSite, type SiteModel } from '../load-site.ts';
import { buildSiteData } from '../render/site-data.ts';
import { createBundler, type BundleResult } from '../bundle/bundle.ts';
import { renderPages, type RenderedPage } from '../render/render-pages.ts';
import { checkRenderedLinks } from '../check/check-links.ts';
import { copyStatic } from '../write/copy-static.ts';
import { buildSearchIndex } from '../search/build-search-index.ts';
import { searchablePages } from '../search/searchable-pages.ts';
import { writeFiles } from '../write/write-files.ts';
import { sidebarFiles } from '../routes/lazy-sidebar.ts';
import type { Route } from '../routes/plan-routes.ts';

export interface RebuildResult {
  /** Route paths whose HTML changed, or 'all'. */
  routes: string[] | 'all';
  pagesRendered: number;
  ms: number;
  /** Where the time went, phase by phase (printed with --debug). */
  phases: { name: string; ms: number }[];
}

export interface DevSession {
  /** Rebuilds for these changed files (absolute paths); the first call builds everything. */
  rebuild(changed?: Set<string>): Promise<RebuildResult>;
  /** Files to watch besides the site's folders: the config's own imports. */
  configDependencies(): string[];
  /** The path the site is served under, as the last good build's config says. */
  baseUrl(): string;
  /** Rebuilds the search index from the current pages (after the browser was told to reload). */
  refreshSearch(): Promise<void>;
  dispose(): Promise<void>;
}

export function createDevSession({ root, outDir }: { root: string; outDir: string }): DevSession {
  const logger = createLogger({ quiet: true });
  const bundler = createBundler({ root, cacheDir: cacheDir(root), dev: true });
  let site: SiteModel | undefined;
  let previousFiles = new Set<string>();
  let staticFiles: string[] = [];
  const pages = new Map<string, RenderedPage>();
  const renderKeys = new Map<string, string>();

  return {
    async rebuild(changed) {
      const start = performance.now();
      logger.timings.length = 0;
      const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
        const began = performance.now();
        const result = await work();
        logger.timings.push({ name, ms: performance.now() - began });
        return result;
      };
      const next = await loadSite({ root, logger, previous: site, changed: site ? changed : undefined });
      const siteData = buildSiteData({ config: next.config, content: next.content });
      const bundled = await timed('bundle', () => bundler.bundle({ routes: next.routes, siteData }));
      // A template or config change can alter any page's HTML without changing its props.
      const everything = !site || !changed || [...changed].some((f) => f.startsWith(TEMPLATES_DIR + path.sep) || next.config.configDependencies.includes(f));
      const keys = new Map(next.routes.map((route) => [route.path, renderKey(route, bundled)]));
      const stale = next.routes.filter((route) => everything || renderKeys.get(route.path) !== keys.get(route.path));

      await timed('write assets', async () => {
        const newFiles = new Map([...bundled.files].filter(([url]) => !previousFiles.has(url)));
        await writeFiles({ outDir, files: newFiles });
        if (!site || next.content !== site.content) await writeFiles({ outDir, files: sidebarFiles(next.content) });
        const staticDir = path.join(root, 'static') + path.sep;
        if (!site || !changed || [...changed].some((f) => f.startsWith(staticDir) || next.apiFiles.includes(f))) {
          staticFiles = await copyStatic({ root, outDir, apiFiles: next.apiFiles, favicon: next.config.favicon });
        }
      });
      const rendered = await timed('render', () => renderPages({ config: next.config, routes: stale, bundled, outDir }));
      for (const page of rendered) pages.set(page.route.path, page);
      const live = new Set(next.routes.map((r) => r.path));
      for (const routePath of [...pages.keys()]) if (!live.has(routePath)) pages.delete(routePath);

      const files = new Set([...bundled.files.keys(), ...staticFiles]);
      const problems = await timed('links', async () => checkRenderedLinks({ pages: [...pages.values()], files, config: next.config, compiled: next.compiled }));
      if (problems.length) throw new SiteError(problems);

      for (const [routePath, key] of keys) renderKeys.set(routePath, key);
      await timed('remove stale', () => removeStale(outDir, previousFiles, bundled.files));
      previousFiles = new Set(bundled.files.keys());
      site = next;
      if (!changed) await buildSearchIndex({ pages: searchablePages({ pages: [...pages.values()], config: next.config }), outDir }); // search works at once
      const phases = logger.timings.map(({ name, ms }) => ({ name, ms }));
      return { routes: everything ? 'all' : stale.map((r) => r.path), pagesRendered: rendered.length, ms: performance.now() - start, phases };
    },
    configDependencies: () => site?.config.configDependencies ?? [],
    baseUrl: () => site?.config.baseUrl ?? '/',
    refreshSearch: async () => {
      if (site) await buildSearchIndex({ pages: searchablePages({ pages: [...pages.values()], config: site.config }), outDir });
    },
    dispose: () => bundler.dispose(),
  };
}

/** Everything a route's HTML depends on besides the theme: its props and the assets it loads. */
function renderKey(route: Route, bundled: BundleResult): string {
  const { client } = bundled;
  const chunk = client.chunkOf.get(route.entry) ?? '';
  return createHash('sha1')
    .update(propsKey(route))
    .update(chunk + JSON.stringify(client.importsOf.get(chunk)))
    .update(client.entry + client.css + client.themeInit)
    .digest('hex');
}

/** The API view model is large and rebuilt only with its document: key it by identity, not by content. */
const viewIds = new WeakMap<object, number>();
let nextViewId = 0;
function propsKey(route: Route): string {
  if (route.props.kind !== 'api') return JSON.stringify(route.props);
  const view = route.props.api as object;
  if (!viewIds.has(view)) viewIds.set(view, nextViewId++);
  return JSON.stringify({ ...route.props, api: undefined }) + `#view${viewIds.get(view)}`;
}

async function removeStale(outDir: string, before: Set<string>, now: Map<string, unknown>): Promise<void> {
  await Promise.all([...before].filter((url) => !now.has(url)).map((url) => fs.rm(path.join(outDir, url), { force: true })));
}
