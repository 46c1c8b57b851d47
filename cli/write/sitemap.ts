// sitemap.xml of every indexable route (unlisted and draft pages, and the 404 page, stay out).
import type { Route } from '../routes/plan-routes.ts';
import { escapeHtml } from '../render/html-document.ts';
import { absoluteUrls, type AbsoluteUrl } from './absolute-url.ts';

/** `absoluteUrl`: the pipeline's, which remembers the URLs of its runs (absolute-url.ts). */
export function sitemapXml({ routes, siteUrl, baseUrl, absoluteUrl = absoluteUrls() }: { routes: Route[]; siteUrl: string; baseUrl: string; absoluteUrl?: AbsoluteUrl }): string {
  const lineOf = (route: Route) => {
    const known = lines.get(route);
    if (known && known.siteUrl === siteUrl && known.baseUrl === baseUrl) return known.line;
    const line = `<url><loc>${escapeHtml(absoluteUrl({ siteUrl, baseUrl, path: route.path }))}</loc></url>`;
    lines.set(route, { siteUrl, baseUrl, line });
    return line;
  };
  const urls = routes
    .filter((r) => !r.noindex)
    .map(lineOf)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Watch mode keeps an unchanged doc's Route object (plan-routes.ts): its line is made once. */
const lines = new WeakMap<Route, { siteUrl: string; baseUrl: string; line: string }>();
