// Whether a file is MDX or CommonMark, as Docusaurus decides it: front matter `format` ('md', 'mdx'
// or 'detect'; Docusaurus 2's `mdx.format` too), else the site's `markdown.format`, where 'detect'
// takes `.md` files as CommonMark and the others as MDX. In CommonMark, `{` and `<` are text and
// HTML is HTML; JSX, imports and expressions are MDX's only.

export type MarkdownFormat = 'md' | 'mdx';

export function markdownFormat(file: string, frontMatter: Record<string, unknown> | undefined, siteFormat: 'mdx' | 'md' | 'detect' = 'mdx'): MarkdownFormat {
  const own = frontMatter?.format ?? (typeof frontMatter?.mdx === 'object' && frontMatter.mdx !== null ? (frontMatter.mdx as { format?: unknown }).format : undefined);
  const format = own === 'md' || own === 'mdx' || own === 'detect' ? own : siteFormat;
  if (format === 'detect') return /\.md$/i.test(file) ? 'md' : 'mdx';
  return format;
}
