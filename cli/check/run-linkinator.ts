// A second, independent pass over the written output with linkinator (local files only), served
// over HTTP: catches what the route-level check cannot see, the url()s of the stylesheets.
//
// It starts from the stylesheets (the site's one, and each that a route imports), not from a page:
// the route-level check already resolves every page's links, scripts, images and media against the
// output files. Crawling every page cost 12 s at 1,000 pages and, with a thousand start pages on a
// loaded machine, timed out on pages that were there; even one page cost 4.5 s when it was
// DigitalOcean's reference (16 MB of HTML parsed for the one stylesheet link it holds).
import { LinkChecker, LinkState } from 'linkinator';

export interface AssetFailure {
  url: string;
  /** URL path of the stylesheet holding the link. */
  parent: string;
  status?: number;
}

/** `stylesheets`: the CSS files (relative to dir) to start from. */
/** `baseUrl`: the site's prefix in its URLs, which its files on disk do not have. */
export async function runLinkinator({ dir, stylesheets, baseUrl }: { dir: string; stylesheets: string[]; baseUrl: string }): Promise<AssetFailure[]> {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: stylesheets,
    serverRoot: dir,
    recurse: true,
    cleanUrls: true,
    checkCss: true,
    concurrency: 50,
    // Generous: a large API reference page is one big file, read by a loaded machine.
    timeout: 60_000,
    // Local files only: anything not on the temporary local server is skipped, never fetched. Page
    // routes (no file extension) are left to the route checker, which knows hubgen's URL rules
    // (/docs is docs.html beside a docs/ folder; linkinator's server would look in the folder).
    // linkinator serves the folder at /: a URL under the baseUrl is looked up without it.
    urlRewriteExpressions: baseUrl === '/' ? [] : [{ pattern: new RegExp(`^(https?://[^/]+)${escapeRegExp(baseUrl)}`), replacement: '$1/' }],
    linksToSkip: async (link) => !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(link) || isPageRoute(link),
  });
  return result.links
    .filter((l) => l.state === LinkState.BROKEN)
    .map((l) => ({ url: pathOf(l.url), parent: l.parent ? pathOf(l.parent) : '/', status: l.status }));
}

function isPageRoute(link: string): boolean {
  const { pathname } = new URL(link);
  return pathname.endsWith('/') || !/\.[a-z0-9]+$/i.test(pathname);
}

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname + u.hash;
  } catch {
    return url.startsWith('/') ? url : '/' + url;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
