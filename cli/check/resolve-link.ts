// Decides whether one link from one page leads somewhere: a route, a file in the output, and (for
// #fragments) an id on the target page. External links are never fetched.
import { closestMatch } from '../support/closest-match.ts';
import { safeDecode } from '../page-text/html-links.ts';

export interface SiteIndex {
  /** Every route path. */
  routes: Set<string>;
  /** Ids present on each route's page. */
  idsOf: Map<string, Set<string>>;
  /** Non-HTML files in the output (assets, the OpenAPI downloads), as URL paths. */
  files: Set<string>;
}

export interface BrokenLink {
  reason: string;
  hint?: string;
  /** The page exists; only its #fragment does not (the site's onBrokenAnchors policy applies). */
  anchor?: boolean;
  /** A link to a Markdown file that names no doc (the site's onBrokenMarkdownLinks policy applies). */
  markdown?: boolean;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const SCRIPT_URL_REASON = 'uses a script URL scheme, which hubgen refuses';

/** Returns why the link is broken, or undefined when it resolves. */
export function resolveLink(fromPath: string, href: string, site: SiteIndex): BrokenLink | undefined {
  const trimmed = href.trim();
  // An image as a data: URL (a favicon, an inline icon) runs nothing; any other data: URL may be a document.
  if (/^data:image\//i.test(trimmed)) return undefined;
  if (/^(javascript|vbscript|data):/i.test(trimmed.replace(/[\s\u0000-\u001f]/g, ''))) {
    return { reason: SCRIPT_URL_REASON, hint: 'Link to a page or an https:// address.' };
  }
  if (EXTERNAL.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, `http://site.invalid${fromPath}`);
  } catch {
    return { reason: 'is not a valid URL' };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { reason: 'has a malformed percent-encoding' };
  }
  // As browsers do: the fragment as written names an id (`#operation/find%20pet`), else decoded.
  const raw = url.hash.slice(1);
  const fragment = raw && site.idsOf.get(pathname)?.has(raw) ? raw : safeDecode(raw);
  // A Markdown file is never a page: a `./other.md` that named no doc of the site stays as written,
  // and must not resolve to the Markdown twin of a page that happens to sit at that path.
  if (/\.mdx?$/i.test(pathname)) {
    return { reason: 'is a Markdown file, not a doc of this site', hint: 'Link to a doc by its file, relative to this one (./other.md) or to the docs folder, or by its URL.', markdown: true };
  }
  if (site.files.has(pathname)) return undefined;
  // A page served from a folder's index.html (/examples/) is served at /examples too, by every host.
  if (!site.routes.has(pathname) && !pathname.endsWith('/') && site.routes.has(pathname + '/')) pathname += '/';
  if (!site.routes.has(pathname)) {
    const alternative = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname + '/';
    const near = site.routes.has(alternative) ? alternative : closestMatch(pathname, site.routes, { slack: 3 });
    return { reason: `no page has the path ${pathname}`, hint: near ? `Did you mean ${near}?` : undefined };
  }
  if (fragment && !site.idsOf.get(pathname)?.has(fragment)) {
    const near = closestMatch(fragment, site.idsOf.get(pathname) ?? new Set(), { slack: 3 });
    return { reason: `${pathname} has no anchor #${fragment}`, hint: near ? `Did you mean #${near}?` : undefined, anchor: true };
  }
  return undefined;
}

/** The path of the site a link leads to (what resolveLink looks up), or undefined for an external or malformed one. */
export function linkTarget(fromPath: string, href: string): string | undefined {
  const trimmed = href.trim();
  if (EXTERNAL.test(trimmed)) return undefined;
  const plain = plainPath(trimmed);
  if (plain !== undefined) return plain;
  try {
    return decodeURIComponent(new URL(trimmed, `http://site.invalid${fromPath}`).pathname);
  } catch {
    return undefined;
  }
}

/**
 * A root-relative link of plain characters and no dot segments (`/docs/intro#setup`) leads to its
 * path as written: what URL parsing and decoding would give, without them. A large site's pages
 * hold hundreds of thousands of such links (10,000 pages: ~1.7 s of URL parsing at a watch start).
 */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~/]*(?=[?#]|$)/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

function plainPath(href: string): string | undefined {
  const path = PLAIN_PATH.exec(href)?.[0];
  return path === undefined || DOT_SEGMENT.test(path) ? undefined : path;
}
