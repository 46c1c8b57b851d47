// `_headers` at the output root: the Content-Security-Policy the built site runs under, in the
// Netlify / Cloudflare Pages format (a path pattern, then indented `Name: value` lines), so a host
// that reads it serves the site locked down with no configuration. The site needs no inline script
// or style and loads everything from its own origin; only images written with an absolute URL
// (in MDX or the config) widen `img-src`, by exactly their origins; the request console's servers
// widen `connect-src` by theirs (connect-origins.ts), and the console adds `blob:` to `img-src`: it
// shows an image reply from an object URL of the bytes it received (nothing is fetched again).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage } from '../render/render-pages.ts';

/** What the config's head tags and favicon load from other origins (render/site-head.ts), by directive. */
export interface HeadSources {
  script: string[];
  style: string[];
  img: string[];
}

/** What the request console needs of the policy, when it is on for any API. */
export interface ConsolePolicy {
  connectOrigins: string[];
}

/** The policy of a site whose pages are `pages`. */
export function contentSecurityPolicy(pages: RenderedPage[], tryIt?: ConsolePolicy, head: HeadSources = { script: [], style: [], img: [] }): string {
  const imageSources = [...new Set([...(tryIt ? ['blob:'] : []), ...head.img, ...[...new Set(pages.flatMap((page) => page.digest.imageOrigins))].sort()])];
  const connectOrigins = tryIt?.connectOrigins ?? [];
  const directives = [
    "default-src 'self'",
    `script-src 'self'${head.script.map((s) => ` ${s}`).join('')}`,
    ...(head.style.length ? [`style-src 'self' ${head.style.join(' ')}`] : []),
    ...(imageSources.length ? [`img-src 'self' ${imageSources.join(' ')}`] : []),
    ...(connectOrigins.length ? [`connect-src 'self' ${connectOrigins.join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
  ];
  return directives.join('; ');
}

/** The rules apply to every URL of the site: under its baseUrl, where the host serves it. */
export async function writeHeadersFile({ outDir, pages, baseUrl, tryIt, head }: { outDir: string; pages: RenderedPage[]; baseUrl: string; tryIt?: ConsolePolicy; head?: HeadSources }): Promise<void> {
  await fs.writeFile(path.join(outDir, '_headers'), `${baseUrl}*\n  Content-Security-Policy: ${contentSecurityPolicy(pages, tryIt, head)}\n`);
}
