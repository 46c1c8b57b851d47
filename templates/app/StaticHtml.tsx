// Finished HTML made at build time (sanitised markdown, highlighted code) that never changes in the
// browser. The server renders it; the client does not receive it a second time in the route data:
// it reads it back from the route's own page (on hydration: the document; on navigation: the fetched
// HTML) into that route's `staticHtml` map. Ids repeat across pages (every API reference has an
// `intro`), so the map belongs to one loaded route, never to the window: a route restored from the
// loader's cache must show its own blocks, not those of the last page fetched.
// Route props whose key ends in `Html` are server-only for this reason (see render-pages.ts).
import { createContext, createElement, useContext } from 'react';

/** A route's static blocks by id, as read from that route's HTML. */
export interface StaticHtmlBlocks {
  get(id: string): string | undefined;
}

/**
 * The static blocks of one parsed page, each read when first asked for: an API reference has
 * hundreds, most in parts hydrated later or never, and reading them all at once cost its start
 * tens of milliseconds of serialising HTML.
 */
export function collectStaticHtml(root: ParentNode): StaticHtmlBlocks {
  const elements = new Map<string, HTMLElement>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-static]')) elements.set(el.dataset.static!, el);
  const read = new Map<string, string>();
  return {
    get(id) {
      if (!read.has(id) && elements.has(id)) read.set(id, elements.get(id)!.innerHTML);
      return read.get(id);
    },
  };
}

/**
 * The blocks of a piece of HTML (deferred content's <noscript> text, see api-reference/deferred.tsx),
 * falling back to `outer` for the rest. Content React rendered itself has an empty <noscript>: its
 * blocks came with the route's fetched page, which `outer` holds.
 */
export function blocksWithin(html: string, outer: StaticHtmlBlocks): StaticHtmlBlocks {
  if (!html) return outer;
  const template = document.createElement('template');
  template.innerHTML = html;
  const own = collectStaticHtml(template.content);
  return { get: (id) => own.get(id) ?? outer.get(id) };
}

/** The current route's blocks; provided around the route's content (RouteContent). */
export const StaticHtmlContext = createContext<StaticHtmlBlocks>(new Map<string, string>());

interface Props {
  id: string;
  /** The HTML on the server; '' in the browser (emptied in the route data). */
  html?: string;
  /** 'template': parsed with the page but kept out of the document until shown (CodePanel). */
  as?: 'div' | 'span' | 'code' | 'p' | 'template' | 'li' | 'ul' | 'ol' | 'blockquote';
  className?: string;
}

export function StaticHtml({ id, html, as = 'div', className }: Props) {
  const blocks = useContext(StaticHtmlContext);
  const content = html || blocks.get(id) || '';
  return createElement(as, { className, 'data-static': id, dangerouslySetInnerHTML: { __html: content } });
}
