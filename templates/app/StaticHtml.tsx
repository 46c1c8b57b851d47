// Finished HTML made at build time (sanitised markdown, highlighted code) that never changes in the
// browser. The server renders it; the client does not receive it a second time in the route data:
// it reads it back from the page itself (on hydration) or from the fetched page (on navigation).
// Route props whose key ends in `Html` are server-only for this reason (see render-pages.ts).
import { createElement } from 'react';

const registry = new Map<string, string>();

/** Collects every static block of a parsed page; called before hydration and after each fetch. */
export function collectStaticHtml(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-static]')) registry.set(el.dataset.static!, el.innerHTML);
}

interface Props {
  id: string;
  /** The HTML on the server; '' in the browser (emptied in the route data). */
  html?: string;
  as?: 'div' | 'span' | 'code' | 'p';
  className?: string;
}

export function StaticHtml({ id, html, as = 'div', className }: Props) {
  const content = html || registry.get(id) || '';
  return createElement(as, { className, 'data-static': id, dangerouslySetInnerHTML: { __html: content } });
}
