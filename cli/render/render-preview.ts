// A page rendered on request, outside any run's page cache and bookkeeping: a watch session's start
// on a large site serves a page this way when it is asked for before the start has rendered it
// (commands/serve/page-preview.ts, through the pipeline's EarlyStart).
import type { Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { NOT_FOUND_PATH, outputFileOf, type Route } from '../routes/plan-routes.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import { pageInputs, renderPage, writePage } from './render-page.ts';
import { loadPage, type ServerBundles } from './server-bundle.ts';

export interface PagesOnRequest {
  /** Pages the run renders. */
  pages: number;
  /** The output file of each page the run renders (`/docs/intro.html`). */
  pageFiles: Set<string>;
  /** The not-found page's output file. */
  notFoundFile: string;
  /** Renders the page whose output file is `file` into `target`, on this thread: its problem, if it fails. */
  renderPage(file: string, target: string): Promise<Problem | undefined>;
}

/**
 * The run's pages, to render on request. The server bundle is loaded now, while its file exists:
 * the render stage removes it when done.
 */
export function pagesOnRequest({ config, routes, bundled, servers }: { config: ResolvedConfig; routes: Route[]; bundled: BundleResult; servers: ServerBundles }): PagesOnRequest {
  const server = servers.load(bundled.serverModule, bundled.serverHash);
  const routeOf = new Map(routes.map((route) => ['/' + outputFileOf(route.path), route]));
  return {
    pages: routes.length,
    pageFiles: new Set(routeOf.keys()),
    notFoundFile: '/' + outputFileOf(NOT_FOUND_PATH),
    async renderPage(file, target) {
      const route = routeOf.get(file);
      if (!route) return undefined;
      const result = await renderPage(route, pageInputs({ config, route, bundled }), config.configFile, () => loadPage(route, server));
      if ('problem' in result) return result.problem;
      await writePage(target, result.page.html);
    },
  };
}
