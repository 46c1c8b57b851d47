// One URL of the site as the routes stage plans it: what renders it, its props and where it comes from.
import type { HtmlContent } from '../page-text/html-sections.ts';
import type { RouteProps, SidebarEntry } from '../../templates/types.ts';
import type { PageMeta } from './page-meta.ts';
import type { Problem } from '../support/errors.ts';

export interface Route {
  /** URL path exactly as served: '/docs/intro', '/api-reference/'. */
  path: string;
  locale: string;
  /** The ES module whose default export renders the page body. */
  module: string;
  /** Its server variant, imported directly by the render stage (see CompiledMdx): not bundled. */
  serverModule?: string;
  /** A static doc's body as HTML, instead of a module: the MDX cache file holding it (CompiledMdx). */
  staticBody?: string;
  /**
   * A doc's sidebar skeleton (lazy-sidebar.ts): a module shared by every page of the sidebar that
   * has a chunk, and the JSON file `url` for a static doc (which has none).
   */
  sidebar?: { key: string; entries: SidebarEntry[]; url: string };
  /**
   * Stable name of the route's client entry: the author's file for content (its compiled module's
   * name changes with every edit), the module itself for theme pages. Watch mode relies on it.
   */
  entry: string;
  /** The author's file this route comes from (for error messages). */
  sourceFile: string;
  /** Other files whose text the page shows (a blog list's posts, by their excerpts): where its links may be written. */
  sources?: string[];
  props: RouteProps;
  /** A plain Markdown doc's searchable text by section, from its compiled tree (the search stage indexes it). */
  search?: HtmlContent;
  /** Ids present in the page's own content (headings), known before rendering. */
  ids: string[];
  noindex: boolean;
  /** Front matter `keywords` and `image` (social card), for the document head. */
  meta?: PageMeta;
  /** What planning found to warn about (a part of a remote API), printed by the pipeline. */
  warnings?: Problem[];
  /** URL path of the page's Markdown twin (markdown-twin.ts), without the base; none for a React page. */
  markdown?: string;
}
