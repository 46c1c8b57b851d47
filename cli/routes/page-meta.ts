// What a page's front matter and MDX put in its head and aside: `keywords` and `image` (meta tags),
// the MDX's own `<head>` tags, and the table of contents it shows. Shared by docs, pages and posts.
import type { FrontMatter } from '../content/front-matter.ts';
import type { CompiledMdx } from '../mdx/compiled-mdx.ts';
import type { HeadTag } from '../mdx/remark-head.ts';
import type { TocEntry } from '../../templates/types.ts';

export interface PageMeta {
  keywords?: string[];
  image?: string;
  /** The tags of a `<head>` in the MDX. */
  head?: HeadTag[];
}

/** `keywords` (a list or a comma-separated string) and `image` from front matter; the MDX's own `<head>` tags. */
export function pageMeta(frontMatter: FrontMatter, mdx: CompiledMdx | undefined): PageMeta | undefined {
  const { keywords, image } = frontMatter;
  const list = Array.isArray(keywords) ? keywords.map(String) : typeof keywords === 'string' ? keywords.split(',').map((k) => k.trim()) : undefined;
  if (!list?.length && typeof image !== 'string' && !mdx?.head) return undefined;
  return { keywords: list?.length ? list : undefined, image: typeof image === 'string' ? image : undefined, head: mdx?.head };
}

/**
 * The table of contents the page shows: `toc_min_heading_level`–`toc_max_heading_level` (h2–h3 by
 * default), none on `hide_table_of_contents`.
 */
export function shownToc(frontMatter: FrontMatter, mdx: CompiledMdx): TocEntry[] {
  if (frontMatter.hide_table_of_contents === true) return [];
  const min = typeof frontMatter.toc_min_heading_level === 'number' ? frontMatter.toc_min_heading_level : 2;
  const max = typeof frontMatter.toc_max_heading_level === 'number' ? frontMatter.toc_max_heading_level : 3;
  return mdx.toc.filter((entry) => entry.depth >= min && entry.depth <= Math.max(min, max));
}

