// JSON examples are highlighted by one scan (cli/openapi/view/highlight-json.ts) instead of highlight.js's
// grammar: the HTML must be the same bytes the grammar gives, for every example a reference shows.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import { grammarHtml, highlight } from '../../../cli/openapi/view/highlight.ts';
import { jsonHtml } from '../../../cli/openapi/view/highlight-json.ts';
import { FIXTURES, REPO } from '../../helpers/cli.ts';
import { SHARED } from '../../helpers/openapi-site.ts';

/** Every `example` and `examples` value of a parsed document. */
function examplesIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => examplesIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'example' || key === 'value') found.push(child);
      examplesIn(child, found);
    }
  }
  return found;
}

const documents = [
  path.join(REPO, 'openapi/admin.yaml'),
  path.join(REPO, 'openapi/partners.yaml'),
  ...fs.readdirSync(path.join(FIXTURES, 'openapi-corpus'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => path.join(FIXTURES, 'openapi-corpus', f)),
];

// Large real documents (DigitalOcean's ~2,900 files, Discord's) from the shared corpus: a test of
// their own, skipped with the reason where they are absent.
const SHARED_DOCUMENTS = ['discord.json', 'digitalocean'].map((name) => path.join(SHARED, 'corpus/openapi', name));

const crafted: unknown[] = [
  {},
  [],
  { a: [] , b: {} },
  { 'key: with colon': 'value: with colon', quote: 'say "hi"', slash: 'a\\b\\\\', tags: '<b>&amp;</b> > x' },
  { unicode: 'café ✓ 日本 \u2028 \u0001 tab\there', emoji: '🙂' },
  { numbers: [0, -1, 1.5, -0.25, 1e21, 1.5e-7, 123456789012345680000], literals: [true, false, null] },
  { nested: { deeper: [{ id: 1, name: 'x', ok: true }, null, 'string', 2] } },
  'just a string',
  42,
  null,
  { '': '', ' ': ' ', '"': '"' },
];

describe('JSON highlighted by a scan', () => {
  it('gives the bytes of the highlight.js grammar for every example of the site and fixture documents, and for awkward values', () => {
    const values = [...crafted, ...documents.flatMap((file) => examplesIn(yaml.load(fs.readFileSync(file, 'utf8'))))];
    expect(values.length).toBeGreaterThan(100);
    expectGrammarBytes(values);
  }, 120_000);

  it("gives the bytes of the highlight.js grammar for every example of Discord's and DigitalOcean's documents", (context) => {
    const missing = SHARED_DOCUMENTS.filter((at) => !fs.existsSync(at));
    if (missing.length > 0) context.skip(`absent from the shared corpus: ${missing.join(', ')}`);
    const files = SHARED_DOCUMENTS.flatMap((at) =>
      fs.statSync(at).isDirectory()
        ? fs.readdirSync(at, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => path.join(at, f))
        : [at],
    );
    const values = files.flatMap((file) => examplesIn(yaml.load(fs.readFileSync(file, 'utf8'))));
    expect(values.length).toBeGreaterThan(1000);
    expectGrammarBytes(values);
  }, 120_000);

  it('gives the HTML written here for representative JSON, as the scan and as the grammar', () => {
    // Literal expectations (highlight.js 11's JSON grammar: keys hljs-attr, literals a keyword
    // inside hljs-literal, text escaped as hast writes it), not one path against the other.
    const expected: [string, string][] = [
      ['{"a": 1}', '{<span class="hljs-attr">"a"</span>: <span class="hljs-number">1</span>}'],
      ['[true, null, "x"]', '[<span class="hljs-literal"><span class="hljs-keyword">true</span></span>, <span class="hljs-literal"><span class="hljs-keyword">null</span></span>, <span class="hljs-string">"x"</span>]'],
      [
        '{\n  "name": "Mug",\n  "price": -1.5e3,\n  "tags": []\n}',
        '{\n  <span class="hljs-attr">"name"</span>: <span class="hljs-string">"Mug"</span>,\n  <span class="hljs-attr">"price"</span>: <span class="hljs-number">-1.5e3</span>,\n  <span class="hljs-attr">"tags"</span>: []\n}',
      ],
      ['"<b>&"', '<span class="hljs-string">"&#x3C;b>&#x26;"</span>'],
    ];
    for (const [code, html] of expected) {
      expect(jsonHtml(code), `scan: ${code}`).toBe(html);
      expect(highlight(code, 'json'), `highlight: ${code}`).toBe(html);
      expect(grammarHtml(code, 'json'), `grammar: ${code}`).toBe(html);
    }
  });

  it('leaves text that is not JSON as JSON.stringify writes it to the grammar', () => {
    for (const code of ['{ // comment\n}', "{'single': 1}", 'undefined', '{"a": 01}']) {
      expect(jsonHtml(code), code).toBeUndefined();
      expect(highlight(code, 'json')).toBe(grammarHtml(code, 'json'));
    }
  });
});

function expectGrammarBytes(values: unknown[]): void {
  for (const value of values) {
    const code = JSON.stringify(value, null, 2);
    if (code === undefined) continue;
    expect(jsonHtml(code), code).toBeDefined();
    expect(highlight(code, 'json'), code).toBe(grammarHtml(code, 'json'));
  }
}
