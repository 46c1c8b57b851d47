// What compiling one MDX file gives: the compiler's output (CompiledSource, mdx-processor.ts) and
// the same once stored in the cache (CompiledMdx, mdx-cache.ts), which the later stages read. Kept
// apart from both so that neither the cache nor the compiler imports the other.
import type { TocEntry } from '../../templates/types.ts';
import type { Problem } from '../support/errors.ts';
import type { HtmlContent } from '../page-text/html-sections.ts';
import type { SourceLink } from './remark-collect-links.ts';
import type { HeadTag } from './remark-head.ts';
import type { EmbedUse } from './remark-collect-embeds.ts';

export interface CompiledMdx {
  /** Absolute path of the compiled ES module (imports react/jsx-runtime); for a static body, its file. */
  module: string;
  /**
   * The same module for server rendering, importing hubgen's own React, when JSX is all it imports
   * (nearly every doc): the render stage imports it directly, so it stays out of the server bundle.
   */
  serverModule?: string;
  /**
   * A static doc's body as finished HTML (rehype-static-body.ts), which has no module: the cache
   * file that holds it after its metadata line (readStaticBody).
   */
  staticBody?: string;
  toc: TocEntry[];
  ids: string[];
  links: SourceLink[];
  /** A plain Markdown doc's searchable text by section, from its tree (page-text/tree-sections.ts). */
  search?: HtmlContent;
  /** The doc opens with its own `# Title`: the layout shows no second h1. */
  titleInBody: boolean;
  /** Tags of a `<head>` in the MDX, for the document head. */
  head?: HeadTag[];
  /** The API parts it embeds (remark-collect-embeds.ts); absent when it embeds none. */
  embeds?: EmbedUse[];
  /** What was let through but should be said (markdown.mdx1Compat), printed on every build. */
  warnings: Problem[];
}

export interface CompiledSource {
  /** The compiled module ('' for a static body). */
  code: string;
  /** A static doc's body as finished HTML (rehype-static-body.ts), instead of a module. */
  html?: string;
  meta: Omit<CompiledMdx, 'module' | 'serverModule' | 'staticBody'>;
}
