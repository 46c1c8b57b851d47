// The blog as Docusaurus's blog plugin documents it, through the real binary: fixtures/blog (every
// feature of one blog) built once, and fixtures/blog-root (a blog at '/', a second blog, a locale).
// Feeds are parsed with a real XML parser and checked against what RSS 2.0, Atom 1.0 and JSON Feed
// 1.1 require.
import fs from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

const read = (dir: string, file: string) => fs.readFile(path.join(dir, file), 'utf8');
const exists = (dir: string, file: string) => fs.stat(path.join(dir, file)).then(() => true, () => false);
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
/** The visible text of the page's <main>, tags taken out. */
const mainText = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('a blog (fixtures/blog)', () => {
  let root: string;
  let out: string;
  let stderr: string;
  beforeAll(async () => {
    root = await copyFixture('blog');
    const build = await hubgen(['build', '--root', root]);
    stderr = String(build.stderr);
    expect(build.exitCode, stderr).toBe(0);
    out = path.join(root, 'build');
  }, 120_000);

  it('builds a page per post at the URL its file name, folder or slug gives, and leaves drafts and partials out', async () => {
    for (const file of ['blog/2024/01/10/first-release.html', 'blog/2024/02/05/api-keys.html', 'blog/2024/03/01/webhooks.html', 'blog/2024/05/01/deep-dive.html', 'blog/custom/path.html', 'blog/2024/04/01/hidden.html']) {
      expect(await exists(out, file), file).toBe(true);
    }
    expect(await exists(out, 'blog/2024/03/20/draft-plans.html')).toBe(false);
    expect(await exists(out, 'blog/shared-note.html')).toBe(false);
    const renamed = await read(out, 'blog/custom/path.html');
    // The leading `# Title` is the post's title (shown once), the front matter date wins over the path's.
    expect(renamed).toContain('<title>Renamed endpoints | Acme</title>');
    expect(renamed.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(renamed).toContain('<time dateTime="2024-04-16T09:30:00.000Z">April 16, 2024</time>');
    expect(renamed).toContain('<meta name="keywords" content="rename, path">');
    expect(renamed).toContain('<meta property="og:image" content="https://acme.example.com/img/jane.png">');
  });

  it('shows a post with its authors, date, reading time, tags, edit link, table of contents and newer/older posts', async () => {
    const html = await read(out, 'blog/2024/01/10/first-release.html');
    const text = mainText(html);
    expect(text).toContain('January 10, 2024 · 1 min read');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Omar Diaz');
    expect(html).toContain('href="/blog/authors/jane"');
    expect(html).toContain('href="https://github.com/janedoe"');
    expect(html).toContain('<img class="blog-author__avatar" src="/img/jane.png"');
    expect(html).toContain('href="/blog/tags/release"');
    expect(html).toContain('href="https://github.com/acme/site/edit/main/content/blog/2024-01-10-first-release.md"');
    expect(html).toMatch(/class="toc__link[^"]*" href="#what-is-in-it"/);
    // The whole post, the truncate marker gone; a link to another post's file leads to its page.
    expect(text).toContain('The first release of the Acme API is out.');
    expect(text).toContain('None so far.');
    expect(html).toContain('href="/blog/2024/02/05/api-keys"');
    expect(text).toContain('Newer post');
    expect(html).toMatch(/pagination-nav__link--prev" href="\/blog\/2024\/02\/05\/api-keys"/);
    expect(text).not.toContain('Older post');
    const deep = await read(out, 'blog/2024/05/01/deep-dive.html');
    expect(deep).toMatch(/href="#bursts"/);
  });

  it('lists posts newest first with their excerpts, postsPerPage to a page, at /blog/page/N', async () => {
    const first = await read(out, 'blog.html');
    const titles = (html: string) => [...html.matchAll(/<h2 class="blog-post__title"><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(titles(first)).toEqual(['/blog/2024/05/01/deep-dive', '/blog/custom/path']);
    expect(titles(await read(out, 'blog/page/2.html'))).toEqual(['/blog/2024/03/01/webhooks', '/blog/2024/02/05/api-keys']);
    expect(titles(await read(out, 'blog/page/3.html'))).toEqual(['/blog/2024/01/10/first-release']);
    expect(first).toContain('href="/blog/page/2"');
    const third = mainText(await read(out, 'blog/page/3.html'));
    // The excerpt ends at the marker, and "Read more" leads on.
    expect(third).toContain('The first release of the Acme API is out.');
    expect(third).not.toContain('None so far.');
    expect(third).toContain('Read more');
    // An excerpt with a component of its own renders it (the list page then has a module).
    const second = await read(out, 'blog/page/2.html');
    expect(second).toContain('<mark class="acme-highlight">now signed</mark>');
    expect(second).not.toContain('Verifying a signature');
    expect(mainText(first)).not.toContain('Draft plans');
    expect(mainText(first)).not.toContain('Hidden note');
  });

  it('has the recent-posts sidebar (blogSidebarCount, blogSidebarTitle), an archive by year, and pages for tags and authors', async () => {
    const list = await read(out, 'blog.html');
    const sidebar = /<nav class="blog-sidebar"[\s\S]*?<\/nav>/.exec(list)![0];
    expect(sidebar).toContain('Latest');
    // The three newest posts, of which the unlisted one is shown only on its own page (as Docusaurus's sidebar does).
    expect([...sidebar.matchAll(/<a class="blog-sidebar__link[^"]*" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/blog/2024/05/01/deep-dive', '/blog/custom/path']);
    expect(await read(out, 'blog/2024/04/01/hidden.html')).toMatch(/blog-sidebar__link--active" href="\/blog\/2024\/04\/01\/hidden"/);
    const archive = mainText(await read(out, 'blog/archive.html'));
    expect(archive).toContain('2024');
    expect(archive).toMatch(/January 10, 2024 – First release/);
    expect(archive).not.toContain('Hidden note');
    const tags = mainText(await read(out, 'blog/tags.html'));
    expect(tags).toMatch(/API\s*2/);
    expect(tags).toMatch(/Release\s*2/);
    // A tag whose only post is unlisted has its page, but is not listed.
    expect(tags).not.toContain('internal');
    expect(await exists(out, 'blog/tags/internal.html')).toBe(true);
    const api = await read(out, 'blog/tags/api-changes.html');
    expect(mainText(api)).toContain('2 posts tagged with "API"');
    expect(mainText(api)).toContain('Changes to the API');
    const authors = mainText(await read(out, 'blog/authors.html'));
    expect(authors).toMatch(/Jane Doe .*3 posts/);
    expect(authors).toMatch(/Omar Diaz .*3 posts/);
    // jane has a page (page: true), paginated as the list is; omar has none.
    expect(await exists(out, 'blog/authors/jane.html')).toBe(true);
    expect(await exists(out, 'blog/authors/jane/page/2.html')).toBe(true);
    expect(await exists(out, 'blog/authors/omar.html')).toBe(false);
  });

  it('keeps an unlisted post out of lists, feeds and the sitemap, with noindex on its page', async () => {
    const hidden = await read(out, 'blog/2024/04/01/hidden.html');
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    const sitemap = await read(out, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://acme.example.com/blog/2024/01/10/first-release</loc>');
    expect(sitemap).not.toContain('hidden');
    expect(sitemap).not.toContain('tags/internal');
    expect(await read(out, 'blog/rss.xml')).not.toContain('Hidden note');
  });

  it('writes an RSS 2.0 feed of the newest `limit` listed posts', async () => {
    const rss = xml.parse(await read(out, 'blog/rss.xml'));
    expect(rss.rss['@version']).toBe('2.0');
    const { channel } = rss.rss;
    expect(channel.title).toBe('Acme Blog');
    expect(channel.link).toBe('https://acme.example.com/blog');
    expect(channel.description).toBe('Acme Blog');
    expect(channel.copyright).toBe('Copyright Acme');
    const items = [channel.item].flat();
    expect(items.map((i: { link: string }) => i.link)).toEqual(['https://acme.example.com/blog/2024/05/01/deep-dive', 'https://acme.example.com/blog/custom/path', 'https://acme.example.com/blog/2024/03/01/webhooks', 'https://acme.example.com/blog/2024/02/05/api-keys']);
    for (const item of items) {
      expect(item.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.pubDate)), item.pubDate).toBe(false);
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
    const keys = items[3];
    expect(keys.description).toBe('How keys are issued and rotated.');
    // The body as the page renders it, its links and images absolute.
    expect(keys['content:encoded']).toContain('Rotate keys every 90 days.');
    expect(keys['content:encoded']).toMatch(/<img src="https:\/\/acme\.example\.com\/assets\/media\/diagram-[0-9a-f]+\.png"/);
    expect([keys.category].flat()).toEqual(['API', 'security']);
  });

  it('writes an Atom 1.0 feed and a JSON Feed 1.1', async () => {
    const atom = xml.parse(await read(out, 'blog/atom.xml')).feed;
    expect(atom['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.id).toBe('https://acme.example.com/blog');
    expect(atom.updated).toBe('2024-05-01T00:00:00.000Z');
    const entries = [atom.entry].flat();
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^https:\/\/acme\.example\.com\/blog\//);
      expect(entry.title['#text']).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect([entry.link].flat()[0]['@href']).toBe(entry.id);
    }
    expect([entries[2].author].flat().map((a: { name: string }) => a.name)).toEqual(['Jane Doe', 'Lee Park']);
    const json = JSON.parse(await read(out, 'blog/feed.json'));
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.title).toBe('Acme Blog');
    expect(json.home_page_url).toBe('https://acme.example.com/blog');
    expect(json.feed_url).toBe('https://acme.example.com/blog/feed.json');
    expect(json.items).toHaveLength(4);
    for (const item of json.items) {
      expect(typeof item.id).toBe('string');
      expect(item.content_html).toBeTruthy();
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
    }
    expect(json.items[2].authors).toEqual([{ name: 'Jane Doe', url: 'https://jane.example.com', avatar: 'https://acme.example.com/img/jane.png' }, { name: 'Lee Park', url: 'https://lee.example.com' }]);
    const home = await read(out, 'index.html');
    expect(home).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Acme RSS Feed">');
    expect(home).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Acme Atom Feed">');
  });

  it('lists the posts in llms.txt with Markdown twins, and searches them', async () => {
    const llms = await read(out, 'llms.txt');
    expect(llms).toContain('## Acme blog');
    expect(llms).toContain('- [API keys](https://acme.example.com/blog/2024/02/05/api-keys.md): How keys are issued and rotated.');
    expect(llms).not.toContain('Hidden note');
    const twin = await read(out, 'blog/2024/02/05/api-keys.md');
    expect(twin).toMatch(/^# API keys\n\n> How keys are issued and rotated\.\n\nEvery request carries an API key\./);
    const shards = (await fs.readdir(path.join(out, 'search'))).filter((f) => f.endsWith('.json'));
    const search = (await Promise.all(shards.map((f) => read(path.join(out, 'search'), f)))).join('\n');
    expect(search).toContain('/blog/2024/05/01/deep-dive#buckets');
    expect(search).toContain('Acme blog');
  });

  it('warns once per blog about inline tags and authors, at the first post that has them', () => {
    expect(stderr).toContain('content/blog/2024-02-05-api-keys/index.md:4:1 warning tags [security] are not in tags.yml (and 1 more post)');
    expect(stderr).toContain('content/blog/2024-03-01/webhooks.mdx:3:1 warning authors written in the post, not in authors.yml');
    expect(stderr.match(/warning tags/g)).toHaveLength(1);
  });
});

describe('blog components a site overrides', () => {
  it("src/theme/BlogSidebar.tsx wraps the theme's recent posts, and src/theme/BlogPostItem.tsx each post", async () => {
    const root = await copyFixture('blog');
    await fs.mkdir(path.join(root, 'src/theme'), { recursive: true });
    await fs.writeFile(path.join(root, 'src/theme/BlogSidebar.tsx'), "import Original from '@theme-original/BlogSidebar';\nexport default function BlogSidebar(props) {\n  return <><p className=\"acme-note\">Subscribe to the feed</p><Original {...props} /></>;\n}\n");
    await fs.writeFile(path.join(root, 'src/theme/BlogPostItem.tsx'), "import Original from '@theme-original/BlogPostItem';\nexport default function BlogPostItem(props) {\n  return <div className=\"acme-post\"><Original {...props} /></div>;\n}\n");
    const build = await hubgen(['build', '--root', root]);
    expect(build.exitCode, String(build.stderr)).toBe(0);
    for (const file of ['blog.html', 'blog/2024/01/10/first-release.html', 'blog/tags/api-changes.html']) {
      const html = await read(path.join(root, 'build'), file);
      expect(html, file).toContain('<p class="acme-note">Subscribe to the feed</p><nav class="blog-sidebar"');
      expect(html, file).toContain('<div class="acme-post"><article class="blog-post');
    }
  });
});

describe('blog mistakes', () => {
  it('a misspelt blog option is an error at its line in site.config.ts', async () => {
    const root = await copyFixture('blog');
    const file = path.join(root, 'site.config.ts');
    await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('postsPerPage: 2', 'postPerPage: 2').replace("blogSidebarCount: 3", "blogSidebarCount: 'some'"));
    const check = await hubgen(['check', '--root', root]);
    expect(check.exitCode).toBe(1);
    expect(check.stderr).toMatch(/site\.config\.ts:\d+:\d+ error blog\.postPerPage: is not a recognised key/);
    expect(check.stderr).toMatch(/site\.config\.ts:\d+:\d+ error blog\.blogSidebarCount: must be integer or "ALL"/);
    expect(check.stderr).not.toContain('    at ');
  });

  it('an author key the map lacks, a bad date and a broken link in a post are errors at their place', async () => {
    const root = await copyFixture('blog');
    const post = path.join(root, 'content/blog/2024-01-10-first-release.md');
    await fs.writeFile(post, (await fs.readFile(post, 'utf8')).replace('authors: [jane, omar]', 'authors: [jane, olga]\ndate: someday').replace('(./2024-02-05-api-keys/index.md)', '(/blog/nowhere)'));
    const build = await hubgen(['build', '--root', root]);
    expect(build.exitCode).toBe(1);
    expect(build.stderr).toContain('content/blog/2024-01-10-first-release.md:3:1 error no author "olga" in the authors map');
    expect(build.stderr).toContain('hint: Known authors: jane, omar.');
    expect(build.stderr).toContain('content/blog/2024-01-10-first-release.md:4:1 error front matter "date" "someday" is not a date');
    await fs.writeFile(post, (await fs.readFile(post, 'utf8')).replace('[jane, olga]\ndate: someday', '[jane, omar]'));
    const again = await hubgen(['build', '--root', root]);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toMatch(/content\/blog\/2024-01-10-first-release\.md:\d+:\d+ error broken link to \/blog\/nowhere/);
    expect(await exists(root, 'build')).toBe(false);
  });
});

describe('a blog at the site root, a second blog and a locale (fixtures/blog-root)', () => {
  let out: string;
  beforeAll(async () => {
    const root = await copyFixture('blog-root');
    const build = await hubgen(['build', '--root', root]);
    expect(build.exitCode, String(build.stderr)).toBe(0);
    out = path.join(root, 'build');
  }, 120_000);

  it("serves the blog's list at / (routeBasePath '/'), every post on one page (postsPerPage 'ALL'), no archive, no sidebar, no reading time", async () => {
    const home = await read(out, 'index.html');
    expect(home).toContain('<title>Notes | Field notes</title>');
    expect([...home.matchAll(/<h2 class="blog-post__title"><a href="([^"]+)">/g)].map((m) => m[1])).toEqual(['/2023/06/02/second', '/2023/06/01/first', '/2023/05/30/third']);
    expect(await exists(out, 'page/2.html')).toBe(false);
    expect(await exists(out, 'archive.html')).toBe(false);
    expect(home).not.toContain('blog-sidebar');
    expect(home).not.toContain('min read');
    expect(await exists(out, 'feed.json')).toBe(true);
    expect(await exists(out, 'rss.xml')).toBe(false);
  });

  it('builds the second blog at its own route with its own feed, and the locale from its translated posts', async () => {
    expect(await exists(out, 'changelog/2023/07/01/v1.html')).toBe(true);
    expect(xml.parse(await read(out, 'changelog/rss.xml')).rss.channel.item.title).toBe('Version 1');
    const french = await read(out, 'fr/2023/06/01/first.html');
    expect(french).toContain('<html lang="fr"');
    expect(mainText(french)).toContain('Premier billet');
    // Untranslated posts fall back to the default locale's, under the locale's prefix.
    expect(mainText(await read(out, 'fr/2023/06/02/second.html'))).toContain('The second post.');
    expect(await exists(out, 'fr/feed.json')).toBe(true);
    expect(JSON.parse(await read(out, 'fr/feed.json')).language).toBe('fr');
  });
});
