// The site's `baseUrl` (say '/repo/') in front of a site path. Inside hubgen every path is the
// site's own ('/docs/intro'); the prefix is added only where a URL leaves for the browser (an href,
// a src, a fetch), on the server and in the client alike. Pure, so both sides can import it.

/**
 * '/docs/intro' under '/repo/' is '/repo/docs/intro'. A URL that is not a site path (another
 * origin, '//host', '#hash', 'mailto:') or that already starts with the base (an author who
 * wrote the full path) is left as it is, as Docusaurus's useBaseUrl does.
 */
export function joinBase(base: string, url: string): string;
export function joinBase(base: string, url: string | undefined): string | undefined;
export function joinBase(base: string, url: string | undefined): string | undefined {
  if (!url || base === '/' || !url.startsWith('/') || url.startsWith('//') || url.startsWith(base)) return url;
  return base + url.slice(1);
}

/** The site path of a URL path under the base: '/repo/docs/intro' → '/docs/intro'. */
export function stripBase(base: string, pathname: string): string {
  if (base === '/' || !pathname.startsWith(base.slice(0, -1))) return pathname;
  return '/' + pathname.slice(base.length);
}

/** How the theme opens a link to another site: in a new tab, telling it nothing of this page. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link to another site (a scheme, but not mailto:), which the theme opens in a new tab (mdx/components.tsx Link). */
export function isExternalHref(href: string | undefined): boolean {
  return Boolean(href && /^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:'));
}

/** Whether joinBase can change this href: a site path ('/…', not '//host'). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A site path written with a trailing slash (`/docs/1.x/`, as Docusaurus sites with `trailingSlash`
 * write them) for a page served without one (`/docs/1.x`): the page's own path, which every static
 * host serves. Any other href as it is.
 */
export function pageHref(href: string, isPage: (path: string) => boolean): string {
  const at = href.search(/[?#]/);
  const [path, suffix] = at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  return path.length > 1 && path.endsWith('/') && !path.startsWith('//') && isPage(path.slice(0, -1)) ? path.slice(0, -1) + suffix : href;
}
