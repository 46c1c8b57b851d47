// Markdown from OpenAPI descriptions → HTML at build time. The text is untrusted (API documents
// come from anywhere), so raw HTML is dropped and the result is sanitised with GitHub's rules:
// no scripts, no event handlers, no javascript: or data: URLs. External links get rel=noopener.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Root, Element } from 'hast';

export interface RenderedMarkdown {
  html: string;
  /** h2 headings with their ids, in order. */
  sections: { id: string; title: string }[];
}

const schema = {
  ...defaultSchema,
  // Keep our heading ids as they are (no 'user-content-' prefix): they are link targets.
  clobberPrefix: '',
  clobber: [],
};

export function renderMarkdown(markdown: string, { idPrefix = '' }: { idPrefix?: string } = {}): RenderedMarkdown {
  const sections: RenderedMarkdown['sections'] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype) // raw HTML in the markdown is not passed through
    .use(rehypeSanitize, schema)
    .use(() => (tree: Root) => {
      const slugger = new GithubSlugger();
      visit(tree, 'element', (node: Element) => {
        if (/^h[1-6]$/.test(node.tagName)) {
          const title = toString(node);
          const id = idPrefix + slugger.slug(title);
          node.properties.id = id;
          if (node.tagName === 'h2') sections.push({ id, title });
        }
        if (node.tagName === 'a' && typeof node.properties.href === 'string' && /^https?:/i.test(node.properties.href)) {
          node.properties.rel = ['noopener', 'noreferrer'];
          node.properties.target = '_blank';
        }
      });
    })
    .use(rehypeStringify);
  const html = String(processor.processSync(markdown ?? ''));
  return { html, sections };
}

/** Inline markdown (a summary or a short description) without the wrapping paragraph. */
export function renderInlineMarkdown(markdown: string): string {
  const { html } = renderMarkdown(markdown);
  return html.replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}
