// A build bundles while the OpenAPI workers run (the bundle needs the routes' entries, not the
// references' contents), and loads linkinator while the MDX compiles: the run's front stages are
// handed these hooks (pipeline/load-site.ts) and the bundle stage takes what they made.
import { cacheDir } from '../support/paths.ts';
import { linkTables, type LinkTableMemo } from '../mdx/link-table.ts';
import { isStaticDoc, type Route } from '../routes/plan-routes.ts';
import { buildSiteData } from '../render/site-data.ts';
import { assetsMayBeChecked } from '../bundle/bundle-cache.ts';
import type { BundleResult, Bundler } from '../bundle/bundle.ts';
import type { RoutesBeforeApis } from './load-site.ts';

/**
 * A build bundles while the OpenAPI workers run: the bundle needs the routes' entries, not the
 * references' contents. And a new bundle is checked by linkinator at the end: its module (~100 ms
 * to load) is loaded while this thread waits for the workers, not then.
 */
export interface BundleAhead {
  beforeApis?: (front: RoutesBeforeApis) => void;
  whileCompiling?: () => void;
  /** The bundle made ahead, if it was made from these routes. */
  bundled(routes: Route[]): Promise<BundleResult | undefined>;
  /** Resolves once a bundle made ahead is done (or failed). */
  settled(): Promise<unknown>;
  linkinator(): Promise<typeof import('../check/run-linkinator.ts')>;
}

export const NOTHING_AHEAD: BundleAhead = {
  bundled: async () => undefined,
  settled: async () => undefined,
  linkinator: () => import('../check/run-linkinator.ts'),
};

export function bundleAhead(root: string, bundler: Bundler, links: LinkTableMemo): BundleAhead {
  let early: { routes: string; bundled: Promise<BundleResult> } | undefined;
  let linkinator: Promise<typeof import('../check/run-linkinator.ts')> | undefined;
  const loadLinkinator = () => {
    linkinator ??= import('../check/run-linkinator.ts');
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
    linkinator: () => linkinator ?? import('../check/run-linkinator.ts'),
  };
}

/** What the bundle takes from the routes (bundle.ts): two route lists with the same give the same bundle. */
function bundleInputs(routes: Route[]): string {
  return JSON.stringify(routes.map((r) => [r.path, r.entry, r.module, r.sourceFile, r.serverModule ?? null, r.staticBody ?? null, isStaticDoc(r), r.sidebar?.key ?? null]));
}

