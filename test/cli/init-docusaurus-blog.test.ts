// A Docusaurus blog moves as it is: `hubgen init --from docusaurus` carries the classic preset's
// `blog` options and each `@docusaurus/plugin-content-blog` instance, lists what it cannot carry,
// and the blog builds. The classic template is made by `create-docusaurus` from npm, as a team
// starting with Docusaurus makes it (skipped, saying so, when npm cannot reach its registry).
import fs from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen, tempDir } from '../helpers/cli.ts';
import { REGISTRY_UNREACHABLE } from '../helpers/npm-registry.ts';

const CREATE_DOCUSAURUS = 'create-docusaurus@3.10.2';
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const writtenConfig = async (dir: string) => JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(await fs.readFile(path.join(dir, 'site.config.ts'), 'utf8'))![1]);

describe('init --from docusaurus: blogs', () => {
  it("carries the classic preset's blog and a blog plugin instance, lists the functions it cannot carry, and both blogs build", async () => {
    const project = await copyFixture('docusaurus-blogs');
    const website = path.join(project, 'website');
    const init = await hubgen(['init', '--from', 'docusaurus', website]);
    expect(init.exitCode, String(init.stderr)).toBe(0);
    expect(init.stdout).toContain('presets[classic].blog.editUrl: a function');
    expect(init.stdout).toContain('presets[classic].blog.feedOptions.createFeedItems: a function');
    expect(init.stdout).toContain('presets[classic].blog.readingTime: a function');
    expect(init.stdout).toContain('plugins[0] (@docusaurus/plugin-content-blog).remarkPlugins');
    expect(init.stdout).not.toContain('hubgen has no blog');
    expect(init.stdout).not.toMatch(/plugins: .*plugin-content-blog/); // read, not "does not run"
    expect((await writtenConfig(website)).blog).toEqual([
      { path: 'blog', blogTitle: 'Engineering', blogSidebarTitle: 'All posts', blogSidebarCount: 'ALL', postsPerPage: 5, showReadingTime: false, feedOptions: { type: 'all', copyright: 'Copyright © 2024 Acme', limit: 10 }, id: 'default' },
      { path: 'news', id: 'news', routeBasePath: 'news', blogTitle: 'News', archiveBasePath: null, feedOptions: { type: 'rss' } },
    ]);
    const build = await hubgen(['build', '--root', website]);
    expect(build.exitCode, String(build.stderr)).toBe(0);
    const out = path.join(website, 'build');
    expect(await fs.readFile(path.join(out, 'blog/2024/06/01/hello.html'), 'utf8')).toContain('The first engineering post.');
    expect(await fs.readFile(path.join(out, 'news/2024/06/02/hello.html'), 'utf8')).toContain('The first news.');
    expect(xml.parse(await fs.readFile(path.join(out, 'news/rss.xml'), 'utf8')).rss.channel.item.title).toBe('Hello news');
    await expect(fs.stat(path.join(out, 'blog/feed.json'))).resolves.toBeTruthy();
    await expect(fs.stat(path.join(out, 'news/archive.html'))).rejects.toThrow();
  });

  it(`builds the blog of the classic template (${CREATE_DOCUSAURUS}): every post, tag and author page, and valid feeds`, { timeout: 300_000 }, async (context) => {
    const dir = await tempDir('hubgen-classic-');
    const create = await execa('npx', ['--yes', CREATE_DOCUSAURUS, 'site', 'classic', '--skip-install', '--javascript'], { cwd: dir, reject: false, timeout: 300_000, env: { npm_config_update_notifier: 'false' } });
    if (REGISTRY_UNREACHABLE.test(String(create.stderr))) context.skip(`npm cannot reach its registry: ${String(create.stderr).split('\n')[0]}`);
    expect(create.exitCode, String(create.stderr)).toBe(0);
    const site = path.join(dir, 'site');
    // The template's home page uses SVGs as components (issue 40's part of the work) and, through its
    // features component, clsx (a user has it installed): the blog needs neither, so the test goes without it.
    await fs.rm(path.join(site, 'src/pages/index.js'));

    const init = await hubgen(['init', '--from', 'docusaurus', site]);
    expect(init.exitCode, String(init.stderr)).toBe(0);
    expect(init.stdout).toContain('presets[classic].blog.feedOptions.xslt: feeds are written without a stylesheet');
    expect((await writtenConfig(site)).blog).toMatchObject({ path: 'blog', showReadingTime: true, onUntruncatedBlogPosts: 'warn', feedOptions: { type: ['rss', 'atom'] } });
    const build = await hubgen(['build', '--root', site]);
    expect(build.exitCode, String(build.stderr)).toBe(0);
    expect(String(build.stderr)).not.toMatch(/warning/); // authors.yml, tags.yml and a truncate marker in every post
    const out = path.join(site, 'build');
    const page = (file: string) => fs.readFile(path.join(out, file), 'utf8');
    // The template's four posts (a .md with {/* truncate */}, an MDX post, a folder post with its image).
    for (const post of ['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome']) expect(await page(`blog/${post}.html`), post).toContain('id="__blog-post-container"');
    expect(await page('blog/welcome.html')).toMatch(/<img src="\/assets\/media\/docusaurus-plushie-banner-[0-9a-f]+\.jpeg" alt="Docusaurus Plushie"/);
    // tags.yml's tags at their permalinks, authors.yml's authors with `page` (one with a custom permalink).
    for (const tag of ['facebook', 'hello', 'docusaurus', 'hola']) expect(await page(`blog/tags/${tag}.html`), tag).toContain('tagged with');
    expect(await page('blog/tags/hello.html')).toContain('Hello tag description');
    expect(await page('blog/authors/yangshun.html')).toContain('Yangshun Tay');
    expect(await page('blog/authors/all-sebastien-lorber-articles.html')).toContain('Sébastien Lorber');
    expect(await page('blog/authors.html')).toContain('href="https://x.com/sebastienlorber"');
    // The navbar's and footer's `to: '/blog'` resolve (the build checks every link).
    expect(await page('docs/intro.html')).toMatch(/href="\/blog"/);
    const rss = xml.parse(await page('blog/rss.xml')).rss;
    expect(rss['@version']).toBe('2.0');
    expect([rss.channel.item].flat().map((i: { title: string }) => i.title)).toEqual(['Welcome', 'MDX Blog Post', 'Long Blog Post', 'First Blog Post']);
    const atom = xml.parse(await page('blog/atom.xml')).feed;
    expect([atom.entry].flat()).toHaveLength(4);
    expect([atom.entry].flat()[0].link['@href']).toBe('https://your-docusaurus-site.example.com/blog/welcome');
  });
});
