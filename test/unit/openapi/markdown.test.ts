// Descriptions that are plain sentences skip the markdown parser: they must come out exactly as
// the parser would render them, and anything markdown would read differently must go to the parser.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderParsed } from '../../../cli/openapi/view/markdown.ts';
import { CORPUS, SHARED } from '../../helpers/openapi-site.ts';

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

  it('renders every description of the fixture corpus documents as the parser does', () => {
    const files = fs.readdirSync(CORPUS).filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => path.join(CORPUS, f));
    const texts = [...new Set(files.flatMap((file) => descriptionsIn(yaml.load(fs.readFileSync(file, 'utf8')))))];
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(renderMarkdown(text).html, JSON.stringify(text)).toBe(renderParsed(text).html);
  });

  it('renders every description of the shared corpus documents as the parser does', (context) => {
    // DigitalOcean's ~2,900 files and Discord's document (descriptions in the style of large real
    // APIs: snake_case names, URLs, wrapped lines), read from the shared corpus; skipped, with the
    // reason, where it is absent (never compared on fewer cases).
    const shared = path.join(SHARED, 'corpus/openapi');
    if (!fs.existsSync(shared)) context.skip(`${shared} is absent`);
    const files = fs.readdirSync(shared, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => path.join(shared, f));
    const texts = [...new Set(files.flatMap((file) => descriptionsIn(yaml.load(fs.readFileSync(file, 'utf8')))))];
    expect(texts.length).toBeGreaterThan(5000);
    for (const text of texts) expect(renderMarkdown(text).html, JSON.stringify(text)).toBe(renderParsed(text).html);
  }, 120_000);

  it('renders representative descriptions to the HTML written here, on both paths', () => {
    // Literal expectations, not one path against the other: CommonMark as remark reads it, HTML as
    // hast-util-to-html writes it (& and < as hex references), external links opening a new tab.
    const expected: [string, string][] = [
      ['Plain sentence.', '<p>Plain sentence.</p>'],
      ['Uses `code` inline.', '<p>Uses <code>code</code> inline.</p>'],
      ['Fish & chips, a < b > c', '<p>Fish &#x26; chips, a &#x3C; b > c</p>'],
      ['A snake_case name and *stars*', '<p>A snake_case name and <em>stars</em></p>'],
      ['Line one\nline two', '<p>Line one\nline two</p>'],
      ['A paragraph\n\nand another', '<p>A paragraph</p>\n<p>and another</p>'],
      ['Text\n- a list item', '<p>Text</p>\n<ul>\n<li>a list item</li>\n</ul>'],
      ['Two trailing spaces  \nhard break', '<p>Two trailing spaces<br>\nhard break</p>'],
      ['Visit https://example.com today', '<p>Visit <a href="https://example.com" rel="noopener noreferrer" target="_blank">https://example.com</a> today</p>'],
      ['**bold** [link](https://example.com/x)', '<p><strong>bold</strong> <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">link</a></p>'],
    ];
    for (const [text, html] of expected) {
      expect(renderMarkdown(text).html, `fast path: ${JSON.stringify(text)}`).toBe(html);
      expect(renderParsed(text).html, `parser: ${JSON.stringify(text)}`).toBe(html);
    }
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
      'Ends with a newline\n',
      'Ends with blank lines\n\n \n',
      'A snake_case name, a _leading and trailing_ underscore, __dunder__',
      'Words_ and _words',
      'See https://example.com/a_b or http://x.y',
      'Default: `3m`. Ratio 1:2',
      'Wrapped line one\nline two with `code`\nand three',
      'Trailing space \nnext line',
      'Two trailing spaces  \nhard break',
      'Trailing tab\t\nnext line',
      'Indented continuation\n    four spaces in\n\tand a tab',
      'A paragraph\n\nand another',
      'Heading text\n===',
      'Heading text\n---',
      'Text\n- a list item',
      'Text\n+ a list item',
      'Text\n1. an ordered item',
      'Text\n2) an ordered item',
      'Text\n-1 is not a list',
      'Text\n```\ncode\n```',
      'A `code span\nacross lines`',
      'Text\n\u00a0no-break space first on a line',
      'Text\u00a0\nno-break space last on a line',
      'Text\r\nwith a carriage return',
      'One paragraph\n\nand `another`\n',
      'One\n \t\n\nTwo after blank lines with spaces',
      'One\n\n   Two indented by three',
      'One\n\n    Two indented by four',
      'One\n\n\tTwo indented by a tab',
      'One\n\n\u00a0Two after a no-break space',
      'One\n\n- a list',
      'One `code\n\nsplit` by a blank line',
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
