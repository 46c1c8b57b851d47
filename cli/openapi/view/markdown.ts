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
import { visit } from '../../mdx/visit-tree.ts';
import { remarkLeanParse } from '../../mdx/lean-parse.ts';
import type { Root, Element, ElementContent } from 'hast';
import { highlightTree } from './highlight.ts';
import { memoByText } from '../../support/text-memo.ts';
import { COPY_CODE_LABEL } from '../../../shared/constants.ts';

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

declare module 'vfile' {
  interface DataMap {
    idPrefix: string;
    sections: RenderedMarkdown['sections'];
  }
}

// One processor for every description: attaching the plugins (GFM's syntax extensions above all)
// costs more than rendering a typical description, and an API document has hundreds of them.
let shared: ReturnType<typeof createProcessor> | undefined;
function createProcessor() {
  return unified()
    .use(remarkParse)
    .use(remarkLeanParse) // no email-autolink attempts in a description without an @
    .use(remarkGfm)
    .use(remarkRehype) // raw HTML in the markdown is not passed through
    .use(rehypeSanitize, schema)
    .use(() => (tree: Root, file) => {
      const slugger = new GithubSlugger();
      const sections: RenderedMarkdown['sections'] = [];
      visit(tree, 'element', (node: Element) => {
        if (/^h[1-6]$/.test(node.tagName)) {
          const title = toString(node);
          const id = outsideReserved((file.data.idPrefix ?? '') + slugger.slug(title));
          node.properties.id = id;
          if (node.tagName === 'h2') sections.push({ id, title });
        }
        if (node.tagName === 'a' && typeof node.properties.href === 'string' && /^https?:/i.test(node.properties.href)) {
          node.properties.rel = ['noopener', 'noreferrer'];
          node.properties.target = '_blank';
        }
      });
      file.data.sections = sections;
    })
    .use(() => codeBlocks)
    .use(rehypeStringify)
    .freeze();
}

/**
 * Ids beginning with '__' belong to the page itself (shared/constants.ts: ROOT_ID, MAIN_ID…):
 * a description's heading `## __hubgen_data` must not give a second element that id.
 */
function outsideReserved(id: string): string {
  return id.startsWith('__') ? `user-content-${id}` : id;
}

/**
 * Fenced code in a description looks like code in the docs: highlighted and boxed, with a copy
 * button (the reference page's one click handler copies it). It runs after the sanitiser: the
 * classes and the button are ours, the text is still the author's, escaped.
 */
function codeBlocks(tree: Root): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (!code) return;
    const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
    const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
    const tree = highlightTree(toString(code).replace(/\n$/, ''), language);
    const guessed = language ?? (tree.data as { language?: string } | undefined)?.language;
    code.properties.className = ['hljs', ...(guessed ? [`language-${guessed}`] : [])];
    code.children = tree.children as ElementContent[];
    node.properties.tabIndex = 0;
    const button: Element = {
      type: 'element',
      tagName: 'button',
      properties: { type: 'button', className: ['copy-button'], ariaLabel: COPY_CODE_LABEL, dataCopy: '' },
      children: [{ type: 'text', value: 'Copy' }],
    };
    parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children: [node, button] };
  });
}

export function renderMarkdown(markdown: string, { idPrefix = '' }: { idPrefix?: string } = {}): RenderedMarkdown {
  const plain = plainParagraph(markdown ?? '');
  return plain !== undefined ? { html: plain, sections: [] } : renderParsed(markdown, idPrefix);
}

/** Exported for the test that holds the plain-text shortcut to the parser's output. */
export function renderParsed(markdown: string, idPrefix = ''): RenderedMarkdown {
  const { html, sections } = parsedOnce(`${idPrefix}\0${markdown ?? ''}`);
  return { html, sections: sections.map((s) => ({ ...s })) }; // callers own what they get
}

const parsedOnce = memoByText((key): RenderedMarkdown => {
  const split = key.indexOf('\0');
  shared ??= createProcessor();
  const file = shared.processSync({ value: key.slice(split + 1), data: { idPrefix: key.slice(0, split) } });
  return { html: String(file), sections: file.data.sections ?? [] };
});

// Most descriptions are plain prose, perhaps with `code`, wrapped lines and several paragraphs:
// nothing markdown would read differently. They skip the parser, which costs a millisecond a call,
// and come out as the parser would write them (a unit test compares the two on every description
// of the shipped and the corpus documents). An underscore inside a word (`project_id`) is never
// emphasis, and a colon is only read as part of a URL (`https://`).
const SPECIAL = /[*[\]<>#|~\\!&\r@]|www\.|:\/\/|(^|[^A-Za-z0-9])_|_($|[^A-Za-z0-9])/;
/** A line that could open a block: a list item, a heading's underline, a code fence. */
const BLOCK_START = /^(\d+[.)](\s|$)|[-+=](\s|$)|--|==|```)/;

function plainParagraph(markdown: string): string | undefined {
  const text = markdown.trim();
  // Four columns of indent make a code block, and the parser keeps whitespace other than spaces
  // and tabs (a no-break space) at the ends of a paragraph, where trim() would drop it.
  const lead = markdown.slice(0, markdown.length - markdown.trimStart().length);
  const trail = markdown.slice(markdown.trimEnd().length);
  if (!/^ {0,3}$/.test(lead) || !/^[ \t\n]*$/.test(trail)) return undefined;
  if (!text) return '';
  if (SPECIAL.test(text)) return undefined;
  const paragraphs: string[] = [];
  // Paragraphs, one per run of lines between blank lines; each as indented as a first one may be.
  for (const block of text.split(/\n(?:[ \t]*\n)+/)) {
    const indent = block.length - block.trimStart().length;
    const html = indent <= 3 && /^ *$/.test(block.slice(0, indent)) ? paragraphHtml(block.slice(indent)) : undefined;
    if (html === undefined) return undefined;
    paragraphs.push(html);
  }
  return paragraphs.join('\n');
}

/** One paragraph's lines (the first not indented) as the parser writes them, or undefined. */
function paragraphHtml(block: string): string | undefined {
  const lines = block.split('\n');
  for (const [i, line] of lines.entries()) {
    // A soft break drops the spaces and tabs around it; two spaces before it are a hard break.
    const content = line.replace(/^[ \t]+|[ \t]+$/g, '');
    if (!content || /^\s|\s$/.test(content) || BLOCK_START.test(content)) return undefined;
    if (i < lines.length - 1 && !/^ ?$/.test(line.slice(line.trimEnd().length))) return undefined;
    lines[i] = content;
  }
  const parts = lines.join('\n').split('`');
  // Only simple code spans: paired single backticks with content on one line that needs no trimming.
  if (parts.length % 2 === 0) return undefined;
  for (let i = 1; i < parts.length; i += 2) if (!parts[i] || parts[i].trim() !== parts[i] || parts[i].includes('\n')) return undefined;
  return `<p>${parts.map((part, i) => (i % 2 ? `<code>${part}</code>` : part)).join('')}</p>`;
}

/**
 * Inline markdown (a summary or a short description) without the wrapping paragraph; a text of
 * more than one block (paragraphs, lists, code) stays block HTML: the caller must then put it in
 * a block element, or the browser restructures the page and hydration fails.
 */
export function renderInlineMarkdown(markdown: string): string {
  const { html } = renderMarkdown(markdown);
  return inlineHtmlOf(html) ?? html;
}

/** The content of HTML that is one paragraph, else undefined. */
export function inlineHtmlOf(html: string): string | undefined {
  const match = /^<p>([\s\S]*)<\/p>$/.exec(html.trim());
  return match && !/<\/?(p|div|ul|ol|pre|table|blockquote|h[1-6]|hr)\b/i.test(match[1]) ? match[1] : undefined;
}
