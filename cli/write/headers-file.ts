// `_headers` at the output root: the Content-Security-Policy the built site runs under, in the
// Netlify / Cloudflare Pages format (a path pattern, then indented `Name: value` lines), so a host
// that reads it serves the site locked down with no configuration. The site needs no inline script
// or style and loads everything from its own origin; only images written with an absolute URL
// (in MDX or the config) widen `img-src`, by exactly their origins; the request console's servers
// widen `connect-src` by theirs (connect-origins.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '../render/render-pages.ts';

/** The policy of a site whose pages are `pages`. */
export function contentSecurityPolicy(pages: RenderedPage[], connectOrigins: string[] = []): string {
  const imageOrigins = new Set(pages.flatMap((page) => page.digest.imageOrigins));
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    ...(imageOrigins.size ? [`img-src 'self' ${[...imageOrigins].sort().join(' ')}`] : []),
    ...(connectOrigins.length ? [`connect-src 'self' ${connectOrigins.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
  ];
  return directives.join('; ');
}

/** The rules apply to every URL of the site: under its baseUrl, where the host serves it. */
export async function writeHeadersFile({ outDir, pages, baseUrl, connectOrigins }: { outDir: string; pages: RenderedPage[]; baseUrl: string; connectOrigins?: string[] }): Promise<void> {
  await fs.writeFile(path.join(outDir, '_headers'), `${baseUrl}*\n  Content-Security-Policy: ${contentSecurityPolicy(pages, connectOrigins)}\n`);
}
