// Markdown dialects real Docusaurus sites use (issue 40, class 4), through the binary: init then
// build on fixtures/docusaurus-markdown-dialects (`markdown.format: 'detect'`: `.md` files are
// CommonMark, where `{` and `<` are text and HTML is HTML; front matter `format: md`; ```mdx-code-block
// fences unwrapped), and MDX 1 HTML (`<br>` left open, `style="…"` strings) in a Docusaurus 2 project.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

const bodyOf = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

describe('Markdown dialects after init --from docusaurus', () => {
  it("reads .md as CommonMark under markdown.format: 'detect', honours front matter format, unwraps mdx-code-block", async () => {
    const site = await copyFixture('docusaurus-markdown-dialects');
    const init = await hubgen(['init', '--from', 'docusaurus', '--root', site]);
    expect(init.exitCode).toBe(0);
    expect(await fs.readFile(path.join(site, 'site.config.ts'), 'utf8')).toContain('"format": "detect"');
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const plain = bodyOf(await fs.readFile(path.join(site, 'build/plain.html'), 'utf8'));
    expect(plain).toContain('Templates use {name} and {{ double }} braces; a &lt; b and a&lt;b are comparisons.');
    expect(plain).toContain('<div class="note">An HTML block with <b>bold</b> text.</div>');
    expect(plain).toContain('<kbd>Ctrl</kbd>+<kbd>C</kbd>');
    expect(plain).not.toContain('a comment nobody sees');
    const forced = bodyOf(await fs.readFile(path.join(site, 'build/forced.html'), 'utf8'));
    expect(forced).toContain('{not an expression} and <span>HTML</span>');
    const components = bodyOf(await fs.readFile(path.join(site, 'build/components.html'), 'utf8'));
    expect(components).toMatch(/role="tab"[^>]*>npm<\/button>/);
    expect(components).toContain('<p>Install with Yarn.</p>');
    expect(components).not.toContain('mdx-code-block');
    expect(components).toContain('language-jsx'); // another fence stays code
  });

  it('closes void elements and turns style strings into objects in a Docusaurus 2 (MDX 1) project', async () => {
    const site = await copyFixture('docusaurus-markdown-dialects');
    await fs.writeFile(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3' } }));
    await fs.writeFile(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'Old', url: 'https://old.example.com', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n");
    await fs.rm(path.join(site, 'docs'), { recursive: true });
    await fs.mkdir(path.join(site, 'docs'));
    await fs.writeFile(path.join(site, 'docs/old.md'), '---\ntitle: Old\n---\n\nLine one<br>line two.\n\n<img src="/img/x.png" alt="x" style="width: 50%; max-width: 20rem">\n\n<p style="color: red">Red</p>\n');
    await fs.mkdir(path.join(site, 'static/img'), { recursive: true });
    await fs.writeFile(path.join(site, 'static/img/x.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    expect((await hubgen(['init', '--from', 'docusaurus', '--root', site])).exitCode).toBe(0);
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const old = bodyOf(await fs.readFile(path.join(site, 'build/old.html'), 'utf8'));
    expect(old).toContain('Line one<br/>line two.');
    expect(old).toMatch(/<img src="\/img\/x.png" alt="x" style="width:50%;max-width:20rem"\/?>/);
    expect(old).toContain('<p style="color:red">Red</p>');
  });
});
