// A path of the site as an absolute URL, as sitemap.xml and llms.txt list every page. Remembered:
// watch mode writes both anew on every save, with an address for each of thousands of pages, and
// parsing each with URL was most of their cost.
import { joinBase } from '../../shared/base-path.ts';

/** `path` ('/docs/intro') under the site's `baseUrl`, on its `siteUrl`'s host. */
export type AbsoluteUrl = (params: { siteUrl: string; baseUrl: string; path: string }) => string;

/** An AbsoluteUrl that remembers the URLs it made, for as long as its owner keeps it (a pipeline: all of its runs). */
export function absoluteUrls(): AbsoluteUrl {
  let known: { site: string; urls: Map<string, string> } | undefined;
  return ({ siteUrl, baseUrl, path }) => {
    const site = `${siteUrl}\0${baseUrl}`;
    if (known?.site !== site) known = { site, urls: new Map() };
    let url = known.urls.get(path);
    if (url === undefined) known.urls.set(path, (url = new URL(joinBase(baseUrl, path), siteUrl).href));
    return url;
  };
}
