// Build-time syntax highlighting for code hubgen generates (API samples, JSON examples), with the
// same highlight.js grammar and classes as the MDX code blocks, so one stylesheet colours both.
import { createLowlight, common } from 'lowlight';
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { memoByText } from '../../support/text-memo.ts';
import { jsonHtml } from './highlight-json.ts';

const lowlight = createLowlight(common);

export function highlight(code: string, language: string): string {
  if (language === 'json') {
    const html = jsonHtml(code);
    if (html !== undefined) return html;
  }
  return grammarHtml(code, language);
}

/** Highlighted by the highlight.js grammar itself (exported for the test that JSON's scan matches it). */
export function grammarHtml(code: string, language: string): string {
  if (!lowlight.registered(language)) return escape(code);
  return highlightedHtml(`${language}\0${code}`);
}

const highlightedHtml = memoByText((key) => {
  const split = key.indexOf('\0');
  return toHtml(withoutUnstyledSpans(lowlight.highlight(key.slice(0, split), key.slice(split + 1))));
});

/**
 * Classes highlight.js emits that the theme gives no colour (templates/styles/code.css): their spans
 * change nothing a reader sees. JSON's punctuation alone was about a sixth of the API reference's
 * elements (4,562 of 26,182 on the Admin API page), and every element costs style and layout.
 */
const UNSTYLED = new Set(['hljs-punctuation', 'hljs-operator']);

/** The tree with unstyled spans replaced by their text (a span of nothing else). */
function withoutUnstyledSpans<T extends Root | Element>(node: T): T {
  const children: (RootContent | ElementContent)[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') children.push(child);
    else if (isUnstyled(child)) children.push(...withoutUnstyledSpans(child).children);
    else children.push(withoutUnstyledSpans(child));
  }
  return { ...node, children } as T;
}

function isUnstyled(element: Element): boolean {
  const classes = element.properties.className;
  return element.tagName === 'span' && Array.isArray(classes) && classes.length === 1 && UNSTYLED.has(String(classes[0]));
}

/** Languages a fence without a language is guessed among (the ones API descriptions show). */
const GUESSES = ['bash', 'json', 'javascript', 'http', 'xml', 'yaml'];

/** Highlighted tree of a fenced block from a description; an unnamed language is guessed. */
export function highlightTree(code: string, language: string | undefined): Root {
  if (language && lowlight.registered(language)) return withoutUnstyledSpans(lowlight.highlight(language, code));
  if (/^\s*(curl|wget|npm|npx|git)\s/.test(code)) return withoutUnstyledSpans(lowlight.highlight('bash', code));
  const guessed = withoutUnstyledSpans(lowlight.highlightAuto(code, { subset: GUESSES }));
  // When no language scores, lowlight returns an empty tree: the code stays, as plain text.
  return guessed.children.length || !code ? guessed : { type: 'root', children: [{ type: 'text', value: code }] };
}

function escape(code: string): string {
  return code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
