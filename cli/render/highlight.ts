// Build-time syntax highlighting for code hubgen generates (API samples, JSON examples), with the
// same highlight.js grammar and classes as the MDX code blocks, so one stylesheet colours both.
import { createLowlight, common } from 'lowlight';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { memoByText } from '../text-memo.ts';

const lowlight = createLowlight(common);

export function highlight(code: string, language: string): string {
  if (!lowlight.registered(language)) return escape(code);
  return highlightedHtml(`${language}\0${code}`);
}

const highlightedHtml = memoByText((key) => {
  const split = key.indexOf('\0');
  return toHtml(lowlight.highlight(key.slice(0, split), key.slice(split + 1)));
});

/** Languages a fence without a language is guessed among (the ones API descriptions show). */
const GUESSES = ['bash', 'json', 'javascript', 'http', 'xml', 'yaml'];

/** Highlighted tree of a fenced block from a description; an unnamed language is guessed. */
export function highlightTree(code: string, language: string | undefined): Root {
  if (language && lowlight.registered(language)) return lowlight.highlight(language, code);
  if (/^\s*(curl|wget|npm|npx|git)\s/.test(code)) return lowlight.highlight('bash', code);
  const guessed = lowlight.highlightAuto(code, { subset: GUESSES });
  // When no language scores, lowlight returns an empty tree: the code stays, as plain text.
  return guessed.children.length || !code ? guessed : { type: 'root', children: [{ type: 'text', value: code }] };
}

function escape(code: string): string {
  return code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
