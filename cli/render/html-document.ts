// The HTML document around a rendered route: head (title, description, stylesheet, the head script
// naming the client entry and exactly the chunks the route needs, which it loads after the first
// paint) and the route data for hydration.
import type { RouteData } from '../../templates/types.ts';
import { ROOT_ID, ROUTE_DATA_ID } from '../../shared/constants.ts';
import type { HeadTag } from '../mdx/remark-head.ts';

export interface DocumentParams {
  lang: string;
  defaultMode: 'light' | 'dark';
  title: string;
  description?: string;
  keywords?: string[];
  /** Absolute URL of the page's social card image. */
  image?: string;
  canonical?: string;
  /** The page's Markdown twin (routes/markdown-twin.ts), for assistants: `<link rel="alternate" type="text/markdown">`. */
  markdown?: string;
  favicon?: string;
  /** A `<head>` of the page's MDX: its meta description replaces the description. */
  headTags?: HeadTag[];
  /** The site's blog feeds (`<link rel="alternate">`), on every page as Docusaurus puts them. */
  feeds?: { type: string; href: string; title: string }[];
  noindex: boolean;
  /** The config's headTags, stylesheets and scripts, as HTML (site-head.ts). */
  siteHead?: string[];
  css: string;
  /** The route's own stylesheets (CSS imported by its components), after the theme's. */
  routeCss?: string[];
  headScript: string;
  entry: string;
  preloads: string[];
  appHtml: string;
  data: RouteData;
}

export function htmlDocument(p: DocumentParams): string {
  // The <title> of headTags is the caller's `title` already (render-pages.ts: the route data carries it too).
  const own = (p.headTags ?? []).filter((t) => t.tag !== 'title');
  const ownDescription = own.some((t) => t.tag === 'meta' && t.attributes.name === 'description');
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    p.description && !ownDescription ? `<meta name="description" content="${escapeHtml(p.description)}">` : '',
    ...own.map((t) => `<${t.tag}${Object.entries(t.attributes).filter(([name]) => /^[A-Za-z][\w:-]*$/.test(name)).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('')}>`),
    p.keywords?.length ? `<meta name="keywords" content="${escapeHtml(p.keywords.join(', '))}">` : '',
    p.image ? `<meta property="og:image" content="${escapeHtml(p.image)}">` : '',
    p.image ? `<meta name="twitter:image" content="${escapeHtml(p.image)}">` : '',
    p.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    p.canonical ? `<link rel="canonical" href="${escapeHtml(p.canonical)}">` : '',
    p.markdown ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(p.markdown)}">` : '',
    p.favicon ? `<link rel="icon" href="${escapeHtml(p.favicon)}">` : '',
    ...(p.feeds ?? []).map((f) => `<link rel="alternate" type="${escapeHtml(f.type)}" href="${escapeHtml(f.href)}" title="${escapeHtml(f.title)}">`),
    ...(p.siteHead ?? []),
    `<link rel="stylesheet" href="${p.css}">`,
    ...(p.routeCss ?? []).map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script src="${p.headScript}" data-entry="${p.entry}" data-preload="${p.preloads.join(' ')}"></script>`,
  ].filter(Boolean);
  return (
    `<!doctype html>\n<html lang="${escapeHtml(p.lang)}" data-theme="${p.defaultMode}">\n<head>\n${head.join('\n')}\n</head>\n` +
    `<body>\n<div id="${ROOT_ID}">${p.appHtml}</div>\n` +
    `<script id="${ROUTE_DATA_ID}" type="application/json">${serializeJson(p.data)}</script>\n</body>\n</html>\n`
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * JSON safe inside <script>: no `</script>`, no HTML comment openers, no JS line separators.
 * Values of keys ending in `Html` are emptied: that HTML is already in the page once, and the
 * client reads it from there (templates/app/StaticHtml.tsx). The key stays, so both sides agree
 * on what exists.
 */
export function serializeJson(value: unknown): string {
  return JSON.stringify(value, (key, v) => (key.endsWith('Html') && typeof v === 'string' ? '' : v))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
