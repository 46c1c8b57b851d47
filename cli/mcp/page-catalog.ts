// The pages an assistant can read through `hubgen mcp`: every route that has a Markdown twin
// (routes/markdown-twin.ts), and each API tag's twin (a section of its reference page), each with
// the address of the page it is the Markdown of. A page is asked for by its URL (absolute, a site
// path, with or without the base, its twin's `.md` path) or by a doc's id.
import { joinBase, stripBase } from '../../shared/base-path.ts';
import type { SiteModel } from '../pipeline/load-site.ts';
import { closestMatch } from '../support/closest-match.ts';

export interface CatalogPage {
  /** The page's site path ('/docs/intro'; an API tag: '/api-reference/#tag/Orders'). */
  path: string;
  /** Its absolute address: the config's `url` and `baseUrl` in front. */
  url: string;
  title: string;
  description?: string;
  kind: 'doc' | 'page' | 'api' | 'api-tag' | 'blog-post' | 'api-changelog';
  locale: string;
  /** A doc's id and docs version. */
  docId?: string;
  version?: string;
  /** URL path of its Markdown twin, without the base: '/docs/intro.md'. */
  markdown: string;
  /** Its twin's absolute address. */
  markdownUrl: string;
}

export interface PageCatalog {
  pages: CatalogPage[];
  /** The page a reference names; an Error saying what was looked for, and what is near, otherwise. */
  find(params: { page: string; locale?: string; version?: string }): CatalogPage | Error;
  byTwin(markdownPath: string): CatalogPage | undefined;
  absolute(sitePath: string): string;
}

export function pageCatalog(site: SiteModel): PageCatalog {
  const { config } = site;
  const absolute = (sitePath: string) => new URL(joinBase(config.baseUrl, sitePath), config.url).href;
  const pages: CatalogPage[] = [];
  for (const route of site.routes) {
    if (!route.markdown) continue;
    const { props } = route;
    if (props.kind === 'notFound') continue;
    if (props.kind !== 'doc' && props.kind !== 'page' && props.kind !== 'api' && props.kind !== 'blogPost' && props.kind !== 'apiChangelog') continue;
    const kind = props.kind === 'blogPost' ? 'blog-post' : props.kind === 'apiChangelog' ? 'api-changelog' : props.kind;
    const doc = props.kind === 'doc' ? { docId: props.docId, version: props.version } : {};
    pages.push({ path: route.path, url: absolute(route.path), title: props.title || route.path, description: props.description, kind, locale: route.locale, ...doc, markdown: route.markdown, markdownUrl: absolute(route.markdown) });
  }
  const routeTwins = new Set(pages.map((page) => page.markdown));
  for (const api of site.apis) {
    for (const twin of api.markdown.twins) {
      if (routeTwins.has(twin.path) || !twin.page) continue;
      pages.push({ path: twin.page, url: absolute(twin.page), title: twin.title, description: twin.description, kind: 'api-tag', locale: config.i18n.defaultLocale, markdown: twin.path, markdownUrl: absolute(twin.path) });
    }
  }
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const byTwin = new Map<string, CatalogPage>();
  for (const page of pages) if (!byTwin.has(page.markdown)) byTwin.set(page.markdown, page);
  // The version a doc id names by default: the default instance's last, as navbar doc items take it.
  const currentVersion = site.content.main.version.name;
  return {
    pages,
    absolute,
    byTwin: (markdownPath) => byTwin.get(markdownPath),
    find({ page, locale, version }) {
      const sitePath = sitePathOf(page, config.baseUrl);
      const found = sitePath !== undefined ? (byTwin.get(sitePath) ?? byPath.get(sitePath) ?? byPath.get(toggleSlash(sitePath)) ?? byPath.get(withoutHash(sitePath))) : undefined;
      if (found) return found;
      const ofId = pages.filter((p) => p.docId === page && p.locale === (locale ?? config.i18n.defaultLocale) && p.version === (version ?? currentVersion));
      if (ofId.length) return ofId[0];
      const near = closestMatch(sitePath ?? page, [...byPath.keys(), ...pages.flatMap((p) => (p.docId ? [p.docId] : []))], { slack: 3, ignoreCase: true });
      return new Error(`no page "${page}": give a page's URL (${(pages.find((p) => p.kind === 'doc') ?? pages[0])?.url ?? 'https://…/docs/intro'}) or a doc id (${pages.find((p) => p.docId)?.docId ?? 'intro'})${near ? `. Did you mean ${near}?` : ''}`);
    },
  };
}

/** A URL or path as a site path without the base, query or (but for an API tag's) fragment; undefined for a bare id. */
function sitePathOf(reference: string, baseUrl: string): string | undefined {
  let pathname: string;
  let hash = '';
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(reference)) {
    try {
      const url = new URL(reference);
      pathname = decodeURIComponent(url.pathname);
      hash = url.hash;
    } catch {
      return undefined;
    }
  } else if (reference.startsWith('/')) {
    const [before, after] = reference.split('#', 2);
    pathname = before.split('?')[0];
    hash = after === undefined ? '' : `#${after}`;
  } else {
    return undefined;
  }
  return stripBase(baseUrl, pathname) + hash;
}

function toggleSlash(sitePath: string): string {
  return sitePath.endsWith('/') ? sitePath.slice(0, -1) : `${sitePath}/`;
}

function withoutHash(sitePath: string): string {
  return sitePath.replace(/#.*$/, '');
}
