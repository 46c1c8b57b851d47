// Loads a route on the client: fetch its HTML (which names its chunk and carries its props), then
// import the chunk. Reading the target's own HTML means no site-wide manifest is shipped, so the
// cost of navigation does not grow with the number of pages.
import type { ComponentType } from 'react';
import type { RouteData, SidebarEntry } from '../types.ts';
import { ROUTE_DATA_ID } from '../../shared/constants.ts';
import { collectStaticHtml, type StaticHtmlBlocks } from './StaticHtml.tsx';
import { fetchJsonOnce } from './fetch-json.ts';

export interface LoadedRoute {
  data: RouteData;
  /** The route's module; none in the browser for a static doc (its body is HTML in the page). */
  Page?: ComponentType<Record<string, unknown>>;
  /** A doc route's sidebar skeleton: a module of its own, shared by every page of that sidebar. */
  sidebar?: SidebarEntry[];
  /** The build-time HTML blocks of this route's page (absent on the server: props carry them). */
  staticHtml?: StaticHtmlBlocks;
}


const cache = new Map<string, Promise<LoadedRoute>>();

/** Parses the route data script out of a page's HTML. */
export function parseRouteData(html: string): RouteData {
  // The data is the page's last element (html-document.ts): searched from the end, so nothing in the
  // page's content before it can be taken for it.
  const open = `<script id="${ROUTE_DATA_ID}" type="application/json">`;
  const start = html.lastIndexOf(open);
  const end = start < 0 ? -1 : html.indexOf('</script>', start);
  if (end < 0) throw new Error('The page has no hubgen route data');
  return JSON.parse(html.slice(start + open.length, end)) as RouteData;
}

/** A chunk that fails to import means the deployment changed under us: reload the whole page. */
export class ChunkLoadError extends Error {
  constructor(chunk: string, cause: unknown) {
    super(`Failed to load ${chunk}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Forgets loaded routes (watch mode: the files changed on disk). */
export function invalidateRoutes(): void {
  cache.clear();
}

export function loadRoute(pathname: string): Promise<LoadedRoute> {
  let pending = cache.get(pathname);
  if (!pending) {
    pending = fetchRoute(pathname);
    cache.set(pathname, pending);
    // A failure must not stick: the next attempt (Retry) fetches again.
    pending.catch(() => cache.delete(pathname));
  }
  return pending;
}

async function fetchRoute(pathname: string): Promise<LoadedRoute> {
  const response = await fetch(pathname, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok && response.status !== 404) throw new Error(`Loading ${pathname} failed: ${response.status} ${response.statusText}`);
  const html = await response.text();
  const data = parseRouteData(html);
  const staticHtml = collectStaticHtml(new DOMParser().parseFromString(html, 'text/html'));
  const [loaded] = await Promise.all([importRoute(data), linkStylesheets(data.css ?? [])]);
  return { data, staticHtml, ...loaded };
}

/**
 * A route whose components import CSS names its stylesheets: link each one the document does not
 * have yet, and wait for it, so the page never shows unstyled.
 */
function linkStylesheets(hrefs: string[]): Promise<unknown> {
  const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  return Promise.all(
    hrefs
      .filter((href) => !have.has(href))
      .map(
        (href) =>
          new Promise<void>((resolve) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
            // A stylesheet that fails to load must not block the page: it shows unstyled instead.
            link.onload = link.onerror = () => resolve();
            document.head.append(link);
          }),
      ),
  );
}

/** A route's code: its chunk; for a static doc, which has none, only its sidebar skeleton (JSON). */
export async function importRoute(data: RouteData): Promise<Pick<LoadedRoute, 'Page' | 'sidebar'>> {
  if (!data.chunk) return { sidebar: data.sidebarUrl ? await fetchJsonOnce<SidebarEntry[]>(data.sidebarUrl) : undefined };
  const { chunk } = data;
  let mod: { default?: LoadedRoute['Page']; sidebar?: SidebarEntry[] };
  try {
    mod = await import(/* @vite-ignore */ chunk);
  } catch (error) {
    throw new ChunkLoadError(chunk, error);
  }
  if (!mod.default) throw new Error(`The page module ${chunk} has no default export`);
  return { Page: mod.default, sidebar: mod.sidebar };
}

/** Prefetching is skipped on 2g and data-saver connections. */
export function shouldPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** Paths whose prefetch failed: hovering again does not fetch again (a click still does). */
const failedPrefetches = new Set<string>();

export function prefetchRoute(pathname: string): void {
  if (!shouldPrefetch() || cache.has(pathname) || failedPrefetches.has(pathname)) return;
  loadRoute(pathname).catch(() => {
    failedPrefetches.add(pathname); // the real navigation retries it
  });
}
