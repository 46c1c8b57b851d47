// Markdown written for Docusaurus builds as Docusaurus renders it: admonitions, `{#custom-id}`
// headings, HTML comments, a body `# Title`, code block titles and highlighted lines, front matter;
// MDX 1 leniency and every syntax error of a file. The fixture is built once through the binary.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { copyFixture, hubgen, tempDir, writeWhole } from '../helpers/cli.ts';
import { startServe } from '../helpers/serve-process.ts';

let out: string;
let buildStderr: string;
const page = (route: string) => fs.readFile(path.join(out, `${route}.html`), 'utf8');
/** The article's HTML: what the author wrote, rendered. */
const article = async (route: string) => /<article class="doc-article">([\s\S]*?)<\/article>/.exec(await page(route))![1];

beforeAll(async () => {
  const site = await copyFixture('docusaurus-markdown');
  const result = await hubgen(['build', '--root', site]);
  buildStderr = String(result.stderr);
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

  it('moves a <head> of the MDX into the document head: its title as written, its meta tags', async () => {
    const html = await page('docs/heading-ids');
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
    expect(head).toContain('<title>Heading ids, the custom title</title>');
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual([`<meta name="description" content="Set by the page's own head">`]);
    expect(head).toContain('<meta property="og:type" content="article">');
    // Nothing of it in the body; client navigation sets the same title.
    expect(await article('docs/heading-ids')).not.toMatch(/<head|<title|og:type/);
    expect(html).toContain('"title":"Heading ids, the custom title"');
  });

  it("runs the site's own remark and rehype plugins from markdown.remarkPlugins / rehypePlugins, with their options", async () => {
    const html = await article('docs/site-plugins');
    expect(html).toContain('<p>The migration is finished.</p>');
    expect(html).toMatch(/<blockquote class="site-quote">\s*<p>A quoted line.<\/p>\s*<\/blockquote>/);
  });

  it('runs them on a Markdown partial (docs/_status.md imported as a component) too', async () => {
    const html = await article('docs/site-plugins');
    expect(html).toContain('<p>The work of the partial is finished.</p>');
    expect(html).toMatch(/<blockquote class="site-quote">\s*<p>A quoted line of the partial.<\/p>\s*<\/blockquote>/);
    expect(html).not.toContain('TODO');
  });

  it('a build after a plugin file is saved shows its new output in docs and partials (nothing reused from the last build)', async () => {
    const copy = await copyFixture('docusaurus-markdown');
    expect((await hubgen(['build', '--root', copy])).exitCode).toBe(0);
    const plugin = path.join(copy, 'plugins/remark-done.mjs');
    await fs.writeFile(plugin, (await fs.readFile(plugin, 'utf8')).replace("replaceAll('TODO', word)", "replaceAll('TODO', word.toUpperCase())"));
    expect((await hubgen(['build', '--root', copy])).exitCode).toBe(0);
    const html = await fs.readFile(path.join(copy, 'build/docs/site-plugins.html'), 'utf8');
    expect(html).toContain('The migration is FINISHED.');
    expect(html).toContain('The work of the partial is FINISHED.');
  });

  it('puts the file of each {@import} line in its place, nested too; an optional one that is not there puts nothing', async () => {
    const html = await article('docs/imports');
    expect(html).toMatch(/<p>Before the steps.<\/p>\s*<ol>\s*<li>Install the CLI.<\/li>\s*<li>Run it.<\/li>\s*<\/ol>\s*<p>A <strong>nested<\/strong> note, included by the steps.<\/p>\s*<p>After the steps.<\/p>/);
    expect(html).not.toContain('@import');
  });

  it('warns at its line about an {@import} file that is not there, and builds the page without it', async () => {
    const copy = await copyFixture('docusaurus-markdown');
    const doc = path.join(copy, 'content/docs/imports.md');
    await fs.writeFile(doc, (await fs.readFile(doc, 'utf8')).replace('After the steps.', '{@import ./missing.mdp}\n\nAfter the steps.'));
    const result = await hubgen(['build', '--root', copy]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toMatch(/content\/docs\/imports\.md:11:1 warning \{@import \.\/missing\.mdp\}: no file missing\.mdp; left out\n {2}hint: Write `\{@import optional …\}` for a file that may be absent\./);
    expect(result.stderr).not.toContain('generated-by-a-script');
    const html = await fs.readFile(path.join(copy, 'build/docs/imports.html'), 'utf8');
    expect(html).toContain('After the steps.');
    expect(html).not.toContain('@import');
  });

  it('serve --watch rebuilds when a plugin file is saved: docs and partials show its new output', async () => {
    const copy = await copyFixture('docusaurus-markdown');
    const serve = await startServe(['--watch', '--root', copy]);
    try {
      const get = async (route: string) => (await fetch(serve.url + route)).text();
      expect(await get('/docs/site-plugins')).toContain('The migration is finished.');
      const plugin = path.join(copy, 'plugins/remark-done.mjs');
      await serve.save(plugin, async () => writeWhole(copy, plugin, (await fs.readFile(plugin, 'utf8')).replace("replaceAll('TODO', word)", "replaceAll('TODO', word.toUpperCase())")));
      expect(await get('/docs/site-plugins')).toContain('The migration is FINISHED.');
      expect(await get('/docs/site-plugins')).toContain('The work of the partial is FINISHED.');
    } finally {
      await serve.stop();
    }
  });

  it('names a plugin that is not there at the config', async () => {
    const site = await copyFixture('docusaurus-markdown');
    const config = path.join(site, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace('./plugins/rehype-quote-class.mjs', './plugins/rehype-missing.mjs'));
    const result = await hubgen(['check', '--root', site]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.ts:9:\d+ error markdown\.rehypePlugins\[0\]: cannot find the plugin "\.\/plugins\/rehype-missing\.mjs"/);
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

  it('gives a code block its title bar, highlights lines by range and by magic comments, and numbers lines', async () => {
    const html = await article('docs/code-blocks');
    const blocks = html.split('<div class="code-block">').slice(1);
    expect(html).toMatch(/<div class="code-block-titled"><div class="code-block__title">src\/app.js<\/div><div class="code-block"><pre/);
    const marked = (block: string) => [...block.matchAll(/<span class="code-line( code-line--highlighted)?[^"]*">/g)].map((m) => Boolean(m[1]));
    expect(marked(blocks[0])).toEqual([true, false, true, true]);
    // The magic comments are gone; the lines they marked are highlighted and every line is numbered.
    expect(blocks[1]).not.toContain('highlight-');
    expect(marked(blocks[1])).toEqual([true, false, true, true]);
    expect(blocks[1].match(/code-line--numbered/g)).toHaveLength(4);
    // A highlighted comment spanning lines is split so that each line is whole.
    expect(blocks[2]).toContain('<span class="code-line code-line--highlighted"><span class="hljs-comment">spanning three</span>');
    expect(html).not.toMatch(/title=|\{1,3-4\}|showLineNumbers/);
  });

  it('applies hide_table_of_contents, toc heading levels, keywords and image; warns about a Docusaurus key it ignores and a misspelt one, not about the site\'s own data', async () => {
    const html = await page('docs/front-matter');
    expect(html).not.toContain('class="toc"');
    expect(html).toContain('<meta name="keywords" content="orders, webhooks">');
    expect(html).toContain('<meta property="og:image" content="https://docusaurus-markdown.example.com/img/card.png">');
    expect(await page('docs/deep-toc')).toMatch(/<ul class="toc__list"><li class="toc__item toc__item--h3"><a[^>]*>Level three<\/a><\/li><li class="toc__item toc__item--h4"><a[^>]*>Level four<\/a><\/li><\/ul>/);
    const lines = buildStderr.trim().split('\n');
    expect(lines[0]).toMatch(/content\/docs\/front-matter\.md:6:1 warning front matter "tags" is not used by hubgen and is ignored$/);
    expect(lines[2]).toMatch(/content\/docs\/front-matter\.md:9:1 warning front matter "sidebar_postion" is not used by hubgen and is ignored$/);
    expect(lines[3]).toBe('  hint: Did you mean "sidebar_position"?');
    // author and author_url are the site's own data, as Docusaurus lets them be: no warning.
    expect(buildStderr).not.toMatch(/"author(_url)?"/);
    expect(buildStderr.match(/warning/g)).toHaveLength(2);
  });
});

describe('MDX errors', () => {
  const site = async (body: string, config = '') => {
    const dir = await tempDir('hubgen-mdx-errors-');
    await fs.mkdir(path.join(dir, 'content/docs'), { recursive: true });
    await fs.writeFile(path.join(dir, 'site.config.ts'), `export default { title: 'T', url: 'https://t.example.com'${config} };\n`);
    await fs.writeFile(path.join(dir, 'content/docs/intro.mdx'), body);
    return dir;
  };
  const body = ['---', 'title: Intro', '---', '', 'A {@import ./x.md} directive.', '', 'Fine text.', '', 'Then a <!bad tag and {also bad}.', ''].join('\n');

  it('reports every syntax error of a file, each at its place', async () => {
    const result = await hubgen(['check', '--root', await site(body)]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/intro\.mdx:5:4 error MDX syntax error: Could not parse expression with acorn/);
    expect(result.stderr).toMatch(/content\/docs\/intro\.mdx:9:9 error MDX syntax error: Unexpected character `!`/);
    expect(result.stderr).toMatch(/content\/docs\/intro\.mdx:9:\d+ error MDX syntax error: Could not parse expression with acorn/);
    expect(result.stderr).toContain('✗ 3 problems found.');
  });

  // k3ai.github.io (Docusaurus 2): MDX 1 took a block opening with a tag as JSX whole, a tag followed by text on its line included.
  const mdx1Block = ['export const Highlight = ({ children }) => <mark>{children}</mark>;', '', '<details>', '  <summary>', '    <Highlight><b>Title</b>', '    <div>More</div>', '    </Highlight>', '  </summary>', '  Inside', '</details>', ''].join('\n');

  it('with markdown.mdx1Compat takes them as text, with a warning at each place; a tag opening a JSX block with text after it is a component', async () => {
    const dir = await site(body + '\n' + mdx1Block, ', markdown: { mdx1Compat: true }');
    const result = await hubgen(['build', '--root', dir]);
    expect(result.exitCode).toBe(0);
    expect(String(result.stderr).match(/content\/docs\/intro\.mdx:\d+:\d+ warning MDX syntax error: .*\(taken as text: markdown\.mdx1Compat\)/g)).toHaveLength(3);
    const html = await fs.readFile(path.join(dir, 'build/docs/intro.html'), 'utf8');
    expect(html).toContain('<p>A {@import ./x.md} directive.</p>');
    expect(html).toMatch(/<p>Then a &lt;!bad tag and \{also bad\}.<\/p>/);
    expect(html).toMatch(/<summary><mark>(<p>)?<b>Title<\/b>/);
    expect(html).not.toContain('&lt;Highlight');
  });
});


describe('front matter keys hubgen ignores, over a whole site', () => {
  it('are reported once per key, at the first file with the count, a typo with its hint; the site\'s own keys stay quiet', async () => {
    const dir = await tempDir('hubgen-front-matter-keys-');
    await fs.mkdir(path.join(dir, 'content/docs'), { recursive: true });
    await fs.writeFile(path.join(dir, 'site.config.ts'), "export default { title: 'T', url: 'https://t.example.com' };\n");
    // Eight docs with tags (Docusaurus reads them, hubgen does not) and an author (the site's own
    // data); two of them with sidebar_position misspelt.
    for (let n = 1; n <= 8; n++) {
      const typo = n % 3 === 0 ? ['sidebar_postion: 2'] : [];
      const lines = ['---', `title: Doc ${n}`, 'author: Ada', 'tags: [orders]', ...typo, '---', '', `Doc ${n}.`, ''];
      await fs.writeFile(path.join(dir, `content/docs/doc-${n}.md`), lines.join('\n'));
    }
    const result = await hubgen(['build', '--root', dir]);
    expect(result.exitCode).toBe(0);
    const lines = String(result.stderr).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/(^|\/)content\/docs\/doc-1\.md:4:1 warning front matter "tags" in 8 files \(this is the first\) is not used by hubgen and is ignored$/);
    expect(lines[1]).toMatch(/^ {2}hint: Known keys: id, title, /);
    expect(lines[2]).toMatch(/(^|\/)content\/docs\/doc-3\.md:5:1 warning front matter "sidebar_postion" in 2 files \(this is the first\) is not used by hubgen and is ignored$/);
    expect(lines[3]).toBe('  hint: Did you mean "sidebar_position"?');
  });
});
