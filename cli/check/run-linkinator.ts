// A second, independent pass over the written output with linkinator (local files only): catches
// anything the route-level check cannot see, such as a missing image or a stylesheet's url().
import { LinkChecker, LinkState } from 'linkinator';

export interface AssetFailure {
  url: string;
  /** URL path of the page (or stylesheet) holding the link. */
  parent: string;
  status?: number;
}

export async function runLinkinator({ dir }: { dir: string }): Promise<AssetFailure[]> {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: 'index.html',
    serverRoot: dir,
    recurse: true,
    cleanUrls: true,
    checkCss: true,
    concurrency: 50,
    timeout: 10_000,
    // Local files only: anything not on the temporary local server is skipped, never fetched.
    linksToSkip: async (link) => !/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(link),
  });
  return result.links
    .filter((l) => l.state === LinkState.BROKEN)
    .map((l) => ({ url: pathOf(l.url), parent: l.parent ? pathOf(l.parent) : '/', status: l.status }));
}

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname + u.hash;
  } catch {
    return url.startsWith('/') ? url : '/' + url;
  }
}
