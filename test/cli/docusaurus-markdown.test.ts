// Markdown written for Docusaurus builds as Docusaurus renders it: admonitions, `{#custom-id}`
// headings, HTML comments, a body `# Title`, `hide_title`. Built once through the real binary.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

let out: string;
const page = (route: string) => fs.readFile(path.join(out, `${route}.html`), 'utf8');
/** The article's HTML: what the author wrote, rendered. */
const article = async (route: string) => /<article class="doc-article">([\s\S]*?)<\/article>/.exec(await page(route))![1];

beforeAll(async () => {
  const site = await copyFixture('docusaurus-markdown');
  const result = await hubgen(['build', '--root', site]);
  expect(result.stderr).toBe('');
  expect(result.exitCode).toBe(0);
  out = path.join(site, 'build');
});

describe('Docusaurus markdown', () => {
  it('renders admonitions of every type, with titles in both syntaxes, nested, and no literal :::', async () => {
    const html = await article('docs/admonitions');
    expect(html).toMatch(/<div class="admonition admonition--note"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Note<\/div><div class="admonition__content">\s*<p>A note with <strong>bold<\/strong> text.<\/p>/);
    expect(html).toMatch(/admonition--tip"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Title after a space<\/div>/);
    expect(html).toMatch(/admonition--info"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Title in <code>brackets<\/code><\/div>/);
    // The danger box sits inside the warning box's content.
    expect(html).toMatch(/admonition--warning"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Outer box<\/div><div class="admonition__content">\s*<div class="admonition admonition--danger">.*?Danger<\/div><div class="admonition__content">\s*<p>Nested danger.<\/p>/s);
    expect(html).toMatch(/admonition--warning"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Caution<\/div>/);
    // Colons in prose stay text; `:::` in code stays code; nowhere else is there a literal `:::`.
    expect(html).toMatch(/ratio of 3(<!-- -->)?:2(<!-- -->)? and Note(<!-- -->)?:this(<!-- -->)? stays as written/);
    expect(html).toContain('<code class="hljs language-md">:::note inside code stays');
    expect(html.replace(/<pre[\s\S]*?<\/pre>/g, '')).not.toContain(':::');
  });

  it('gives a heading its {#custom-id}, without the braces, and links to it resolve', async () => {
    const html = await article('docs/heading-ids');
    expect(html).toMatch(/<h2 id="install">Installing the CLI<a class="hash-link" href="#install"/);
    expect(html).toMatch(/<h3 id="plain-heading">Plain heading/);
    expect(html).not.toContain('{#');
  });

  it('drops HTML comments outside code and keeps them in code', async () => {
    const html = await article('docs/comments');
    expect(html).toContain('<p>Visible text. </p>');
    expect(html).not.toMatch(/comment on its own|an inline comment/);
    expect(html).toContain('<code>&lt;!-- this --&gt;</code>');
  });

  it('takes a leading body # Title as the page title, with one h1', async () => {
    const html = await page('docs/body-title');
    expect(html).toContain('<title>The title from the body | Docusaurus Markdown</title>');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(await article('docs/body-title')).toMatch(/<h1 id="the-title-from-the-body">The title from the body<a/);
    // The sidebar names it by that title too.
    expect(html).toMatch(/<a[^>]*href="\/docs\/body-title"[^>]*>The title from the body</);
  });

  it('leaves out the title on hide_title', async () => {
    const html = await article('docs/hidden-title');
    expect(html).not.toContain('<h1');
    expect(html).toContain('Only text, no h1.');
  });
});
