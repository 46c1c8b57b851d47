// Each page's inputs and its page cache key (page-cache.ts): what its HTML is made from. A watch
// session plans every page of the site on each save, so what a save did not change is not hashed
// again: the planner remembers, by the identity of the run's own objects, what it made of them.
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Route } from '../routes/plan-routes.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { RouteProps } from '../../templates/types.ts';
import type { PageCache } from './page-cache.ts';
import { pageInputs, type PageInputs } from './render-page.ts';
import { viewKeyOf } from '../openapi/api-cache.ts';

export interface PagePlanner {
  /** A route's page inputs, and its cache key when there is a cache. */
  plan(params: { config: ResolvedConfig; route: Route; bundled: BundleResult; cache?: PageCache }): { inputs: PageInputs; key?: string };
}

/**
 * Owned by a pipeline, for all of its runs. Its memos are WeakMaps keyed by the runs' own objects
 * (routes, sidebar skeletons, API views): they go with the objects, and a planner used once (a
 * build) costs nothing more.
 */
export function createPagePlanner(): PagePlanner {
  // A sidebar skeleton is shared by all pages of the sidebar, and an API reference's view model (MBs
  // of JSON) is the same object from save to save while its document is unchanged: each is hashed
  // once, not once per page and save.
  const objectHashes = new WeakMap<object, string>();
  const hashOnce = (value: object): string => {
    let hash = objectHashes.get(value);
    if (!hash) objectHashes.set(value, (hash = createHash('sha1').update(JSON.stringify(value)).digest('hex')));
    return hash;
  };
  /**
   * Watch mode: each route's page inputs and cache key, with the bundle and config they were made
   * from. A route a save did not change is the same object (plan-routes.ts): its key is not made and
   * hashed again (at 1,000 pages, ~8 ms of every save; at 10,000, ten times that).
   */
  const plannedPages = new WeakMap<Route, { client: object; server: string; config: ResolvedConfig; cached: boolean; inputs: PageInputs; key?: string }>();
  return {
    plan({ config, route, bundled, cache }) {
      const known = plannedPages.get(route);
      if (known && known.client === bundled.client && known.server === bundled.serverHash && known.config === config && known.cached === Boolean(cache)) return known;
      const inputs = pageInputs({ config, route, bundled });
      const entries = route.sidebar?.entries;
      const sidebar = entries && hashOnce(entries);
      // The module too: a directly imported page (route.serverModule) is not part of the server bundle.
      const key = cache?.keyOf({ server: bundled.serverHash, entry: route.entry, module: route.module, sidebar, document: { ...inputs.document, props: keyedProps(route.props, hashOnce) } });
      plannedPages.set(route, { client: bundled.client, server: bundled.serverHash, config, cached: Boolean(cache), inputs, key });
      return { inputs, key };
    },
  };
}

/**
 * A route's props for its cache key, without re-hashing MBs a save did not change (at 1,000 pages,
 * 2.3 MB of API view and 2.5 MB of open paths were stringified and hashed on every save):
 * - an API reference's view, by the identity of the cache entry it came from (api-cache.ts), else
 *   by its hash (hashOnce);
 * - a doc's open sidebar path, by the categories it opens: their contents are in the key already,
 *   as the skeleton (the sidebar's hash) names each closed category's children by a hash of their
 *   content (routes/lazy-sidebar.ts), nested ones included.
 */
function keyedProps(props: RouteProps, hashOnce: (value: object) => string): unknown {
  if (props.kind === 'api' && props.api && typeof props.api === 'object') return { ...props, api: viewKeyOf(props.api) ?? hashOnce(props.api) };
  if (props.kind === 'doc') return { ...props, sidebarOpen: Object.keys(props.sidebarOpen ?? {}) };
  return props;
}

/**
 * An API reference's props as its page cache entry keeps them: without the view, which its route
 * holds (the same one: the view's hash is part of the page's key, keyedProps). Written into each
 * entry, DigitalOcean's 9.7 MB view cost every build ~30 ms of this thread to stringify, and a
 * rebuild as much to parse again.
 */
export function propsToCache(props: RouteProps): RouteProps {
  // Typed as RouteProps though the view is gone: only propsFromCache reads it, and puts it back.
  return props.kind === 'api' ? { ...props, api: undefined as never } : props;
}

export function propsFromCache(cached: RouteProps, route: Route): RouteProps {
  return cached.kind === 'api' && route.props.kind === 'api' ? { ...cached, api: route.props.api } : cached;
}
