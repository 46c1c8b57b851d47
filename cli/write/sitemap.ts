// sitemap.xml of every indexable route (unlisted and draft pages, and the 404 page, stay out).
import type { Route } from '../routes/plan-routes.ts';
import { escapeHtml } from '../render/html-document.ts';
import { absoluteUrl } from './absolute-url.ts';

export function sitemapXml({ routes, siteUrl, baseUrl }: { routes: Route[]; siteUrl: string; baseUrl: string }): string {
  const urls = routes
    .filter((r) => !r.noindex)
    .map((r) => `<url><loc>${escapeHtml(absoluteUrl({ siteUrl, baseUrl, path: r.path }))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
