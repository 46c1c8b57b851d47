// The blog's pieces, against what Docusaurus's blog plugin documents (website/docs/blog.mdx, the
// plugin's blogUtils, authors and tags modules): dates and URLs from file names, the truncate
// marker, reading time, descriptions, authors and their socials, tags and tags.yml, the options'
// defaults and their checks.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlogFileName } from '../../../cli/content/blog/blog-file-name.ts';
import { splitAtTruncateMarker } from '../../../cli/content/blog/truncate.ts';
import { readingTime } from '../../../cli/content/blog/reading-time.ts';
import { blogExcerptText } from '../../../cli/content/blog/excerpt-text.ts';
import { postAuthors, readAuthorsMap } from '../../../cli/content/blog/blog-authors.ts';
import { postTags, readTagsFile } from '../../../cli/content/blog/blog-tags.ts';
import { feedLinks, resolveBlogs } from '../../../cli/config/blog-config.ts';
import { validateConfig } from '../../../cli/config/validate-config.ts';
import { SiteError } from '../../../cli/support/errors.ts';

describe('parseBlogFileName', () => {
  // Docusaurus's "Example supported patterns" (website/docs/blog.mdx), each dated 2021-05-28.
  it.each([
    ['2021-05-28-my-blog-post-title.md', '/2021/05/28/my-blog-post-title'],
    ['2021-05-28-my-blog-post-title.mdx', '/2021/05/28/my-blog-post-title'],
    ['2021-05-28-my-blog-post-title/index.md', '/2021/05/28/my-blog-post-title'],
    ['2021-05-28/my-blog-post-title.md', '/2021/05/28/my-blog-post-title'],
    ['2021/05/28/my-blog-post-title.md', '/2021/05/28/my-blog-post-title'],
    ['2021/05-28-my-blog-post-title.md', '/2021/05/28/my-blog-post-title'],
    ['2021/05/28/my-blog-post-title/index.md', '/2021/05/28/my-blog-post-title'],
  ])('%s is dated 2021-05-28 at %s', (file, slug) => {
    expect(parseBlogFileName(file)).toEqual({ date: '2021-05-28', text: 'my-blog-post-title', slug });
  });

  it('keeps a folder before the date in the URL, pads a one-digit month and day, and takes an undated name as its slug', () => {
    expect(parseBlogFileName('releases/2024-3-9-v2.md')).toEqual({ date: '2024-03-09', text: 'v2', slug: '/2024/3/9/releases/v2' });
    expect(parseBlogFileName('notes/hello.md')).toEqual({ text: 'notes/hello', slug: '/notes/hello' });
    expect(parseBlogFileName('hello/index.mdx')).toEqual({ text: 'hello', slug: '/hello' });
  });
});

describe('the truncate marker', () => {
  it('finds <!-- truncate --> and {/* truncate */} with any spacing, and blanks it in the body (positions kept)', () => {
    for (const marker of ['<!-- truncate -->', '<!--truncate-->', '{/* truncate */}', '{/*truncate*/}']) {
      const body = `Opening.\n\n${marker}\n\nRest.`;
      const split = splitAtTruncateMarker(body);
      expect(split.excerpt).toBe('Opening.\n\n');
      expect(split.body).toHaveLength(body.length);
      expect(split.body).not.toContain('truncate');
      expect(split.body).toContain('Rest.');
    }
    expect(splitAtTruncateMarker('No marker, `{/*` `truncate` `*/}` in code.')).toEqual({ body: 'No marker, `{/*` `truncate` `*/}` in code.' });
  });
});

describe('readingTime', () => {
  it('counts words at 200 a minute, to two decimals', () => {
    expect(readingTime(Array(300).fill('word').join(' '), 'en')).toBe(1.5);
    expect(readingTime('', 'en')).toBe(0);
    expect(readingTime('one, two; three.', 'en')).toBe(0.02);
  });
});

describe('blogExcerptText (a description from the first line of prose)', () => {
  it('skips imports, headings, code and admonition openers, and takes off links, emphasis and code marks', () => {
    expect(blogExcerptText("import Tabs from '@theme/Tabs';\n\n# Title\n\n```js\nconst a = 1;\n```\n\n:::tip\n\nThe **new** [API](/docs/api) is `fast`.\n")).toBe('The new API is fast.');
    expect(blogExcerptText('\n\n')).toBeUndefined();
  });
});

async function dataFile(name: string, text: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hubgen-blog-unit-'));
  await fs.writeFile(path.join(dir, name), text);
  return path.join(dir, name);
}

describe('authors', () => {
  it('reads the map with pages (kebab-cased key, or its permalink) and socials made URLs, as Docusaurus does', async () => {
    const file = await dataFile('authors.yml', 'JaneDoe:\n  name: Jane\n  image_url: /img/jane.png\n  page: true\n  socials:\n    x: jane\n    linkedin: jane-d\n    stackoverflow: 82609\n    mastodon: https://fosstodon.org/@jane\n    newsletter: https://news.example.com\nomar:\n  name: Omar\n  page:\n    permalink: /all-omar\n');
    const map = readAuthorsMap(file, '/blog/authors')!;
    expect(map.get('JaneDoe')).toEqual({
      key: 'JaneDoe',
      name: 'Jane',
      imageURL: '/img/jane.png',
      page: { permalink: '/blog/authors/jane-doe' },
      socials: { x: 'https://x.com/jane', linkedin: 'https://www.linkedin.com/in/jane-d/', stackoverflow: 'https://stackoverflow.com/users/82609', mastodon: 'https://fosstodon.org/@jane', newsletter: 'https://news.example.com' },
    });
    expect(map.get('omar')!.page).toEqual({ permalink: '/blog/authors/all-omar' });
  });

  it('takes keys, a key with overrides, inline authors and the legacy author fields; an unknown key is an error at `authors`', async () => {
    const map = readAuthorsMap(await dataFile('authors.yml', 'jane:\n  name: Jane\n  title: Lead\n'), '/blog/authors');
    const post = await dataFile('post.md', '---\nauthors: x\n---\n');
    expect(postAuthors({ file: post, map, frontMatter: { authors: [{ key: 'jane', title: 'Guest' }] } })).toEqual([{ key: 'jane', name: 'Jane', title: 'Guest' }]);
    expect(postAuthors({ file: post, map, frontMatter: { authors: { name: 'Lee', image_url: 'https://x/lee.png' } } })).toEqual([{ name: 'Lee', imageURL: 'https://x/lee.png' }]);
    expect(postAuthors({ file: post, map, frontMatter: { author: 'Old', author_url: 'https://old.example.com' } })).toEqual([{ name: 'Old', url: 'https://old.example.com' }]);
    const unknown = () => postAuthors({ file: post, map, frontMatter: { authors: 'olga' } });
    expect(unknown).toThrow(SiteError);
    try {
      unknown();
    } catch (error) {
      expect((error as SiteError).problems[0]).toMatchObject({ line: 2, message: 'no author "olga" in the authors map', hint: 'Known authors: jane.' });
    }
    expect(() => postAuthors({ file: post, map, frontMatter: { authors: ['jane', 'jane'] } })).toThrow('names "jane" twice');
  });
});

describe('tags', () => {
  it('defaults a tags.yml entry from its key, and makes an inline tag kebab-cased under the tags route', async () => {
    const tagsFile = readTagsFile(await dataFile('tags.yml', 'release:\nnew-api:\n  label: New API\n  permalink: /api\n'), { required: false, configFile: 'x' })!;
    expect([...tagsFile]).toEqual([['release', { label: 'Release', permalink: '/release' }], ['new-api', { label: 'New API', permalink: '/api' }]]);
    const found = postTags({ file: 'p.md', frontMatter: { tags: ['release', 'new-api', 'Hello World', { label: 'Own', permalink: '/own-tag' }] }, tagsFile, tagsBase: '/blog/tags' });
    expect(found.tags.map((t) => [t.label, t.permalink, t.inline])).toEqual([
      ['Release', '/blog/tags/release', false],
      ['New API', '/blog/tags/api', false],
      ['Hello World', '/blog/tags/hello-world', true],
      ['Own', '/blog/tags/own-tag', true],
    ]);
    expect(found.inline).toEqual(['Hello World', 'Own']);
  });
});

describe('the blog options', () => {
  it("fill Docusaurus's defaults; 'ALL' is every post; feed type 'all' is the three feeds", () => {
    const [blog] = resolveBlogs({ title: 't', url: 'https://x', blog: { feedOptions: { type: 'all', limit: false }, blogSidebarCount: 'ALL', archiveBasePath: null } }, '/site');
    expect(blog).toMatchObject({ id: 'default', path: '/site/content/blog', routeBasePath: 'blog', tagsBasePath: 'tags', archiveBasePath: null, authorsBasePath: 'authors', pageBasePath: 'page', blogTitle: 'Blog', blogSidebarCount: Infinity, blogSidebarTitle: 'Recent posts', postsPerPage: 10, showReadingTime: true, sortPosts: 'descending', onInlineTags: 'warn' });
    expect(blog.feedOptions).toEqual({ types: ['rss', 'atom', 'json'], limit: Infinity });
    expect(resolveBlogs({ title: 't', url: 'https://x', blog: {} }, '/site')[0].feedOptions.types).toEqual(['rss', 'atom']);
  });

  it("link each blog's feeds from every page of a locale", () => {
    const config = { title: 'Acme', i18n: { defaultLocale: 'en' }, blogs: resolveBlogs({ title: 'Acme', url: 'https://x', blog: [{ routeBasePath: '/' }, { id: 'news', routeBasePath: 'news', feedOptions: { type: 'json', title: 'News' } }] }, '/s') };
    expect(feedLinks(config, 'fr')).toEqual([
      { type: 'application/rss+xml', href: '/fr/rss.xml', title: 'Acme RSS Feed' },
      { type: 'application/atom+xml', href: '/fr/atom.xml', title: 'Acme Atom Feed' },
      { type: 'application/feed+json', href: '/fr/news/feed.json', title: 'News JSON Feed' },
    ]);
  });

  it('are checked by the config schema: a wrong value names its key and what it may be; two blogs need two ids and routes', () => {
    const base = { title: 't', url: 'https://x' };
    expect(validateConfig({ ...base, blog: { postsPerPage: 0, feedOptions: { type: 'html' } } }).map((i) => [i.keyPath.join('.'), i.message])).toEqual([
      ['blog.postsPerPage', 'must be a number ≥ 1 or "ALL"'],
      ['blog.feedOptions.type', 'must be "rss" or "atom" or "json" or "all" or array or null'],
    ]);
    expect(validateConfig({ ...base, blog: [{ path: 'a' }, { path: 'b' }] }).map((i) => [i.keyPath.join('.'), i.message])).toEqual([
      ['blog.1', 'a second blog with the id "default" (also blog[0])'],
      ['blog.1', 'a second blog at /blog (also blog[0])'],
    ]);
    expect(validateConfig({ ...base, blog: [{ path: 'a' }, { id: 'b', path: 'b', routeBasePath: 'news' }] })).toEqual([]);
  });
});
