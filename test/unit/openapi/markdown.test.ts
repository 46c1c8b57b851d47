// Descriptions that are plain sentences skip the markdown parser: they must come out exactly as
// the parser would render them, and anything markdown would read differently must go to the parser.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderParsed } from '../../../cli/openapi/markdown.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');

function descriptionsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => descriptionsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'description' || key === 'summary') && typeof v === 'string') found.push(v);
      else descriptionsIn(v, found);
    }
  }
  return found;
}

describe('renderMarkdown', () => {
  it('renders every description of the shipped API documents as the parser does', () => {
    const texts = ['admin.yaml', 'partners.yaml'].flatMap((file) => descriptionsIn(yaml.load(fs.readFileSync(path.join(REPO, 'openapi', file), 'utf8'))));
    expect(texts.length).toBeGreaterThan(500);
    for (const text of texts) expect(renderMarkdown(text).html, text).toBe(renderParsed(text).html);
  });

  it('leaves to the parser whatever markdown reads differently, and agrees with it on edge cases', () => {
    const cases = [
      'Plain sentence.',
      '  Padded sentence.  ',
      'Uses `code` and `more code` inline.',
      'An unpaired ` backtick.',
      'A `` double `` span.',
      'A ` spaced ` span.',
      '1. A list item',
      '- A bullet',
      '+ Another bullet',
      '= not a heading alone',
      'Visit https://example.com today',
      'Mail someone@example.com',
      'See www.example.com',
      'Price: 5 $ or 4 €',
      'Fish & chips',
      'a < b > c',
      'Snake_case_word and *stars*',
      '',
      '   ',
      "It's \"quoted\" (with parens) and 50% off; ok?",
      'Line one\nline two',
      '    Indented by four spaces',
      '     Indented by five',
      '\tIndented by a tab',
      '  \tTwo spaces and a tab',
      '   Three spaces only',
      'Trailing tab\t',
      '\u00a0No-break space first',
      'No-break space last\u00a0',
    ];
    for (const text of cases) expect(renderMarkdown(text).html, JSON.stringify(text)).toBe(renderParsed(text).html);
  });

  it('renders text indented by four spaces as a code block that keeps its text, on both paths', () => {
    for (const render of [renderMarkdown, renderParsed]) {
      const { html } = render('    Retry in 30 seconds');
      expect(html).toMatch(/^<div class="code-block"><pre tabindex="0"><code class="hljs[^"]*">/);
      expect(html.replace(/<[^>]+>/g, '')).toBe('Retry in 30 secondsCopy');
    }
  });
});
