// Each blog's feeds, as Docusaurus's blog plugin writes them (feed.js): `rss.xml` (RSS 2.0),
// `atom.xml` (Atom 1.0) and `feed.json` under the blog's route, per locale, as `feedOptions.type`
// asks (written with no post too: every page links them); the newest `limit` listed posts, each with its body as the page renders it (links and
// images made absolute), its description, date, authors and tags. RSS and Atom are written by the
// `feed` library (the one Docusaurus uses); JSON Feed by hand, in version 1.1, which that library
// does not write (it writes 1.0, with a single `author`).
import fs from 'node:fs/promises';
import path from 'node:path';
import { Feed, type Item } from 'feed';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { BlogContent, BlogPost } from '../content/blog/load-blogs.ts';
import type { RenderedPage } from '../render/render-pages.ts';
import type { AbsoluteUrl } from './absolute-url.ts';
import type { ReuseCommitted } from '../output/dev-output.ts';
import { createHash } from 'node:crypto';
import { DEFAULT_FAVICON } from '../support/paths.ts';

import { FEED_FILES } from '../config/blog-config.ts';

function feedPath(blog: BlogContent, type: keyof typeof FEED_FILES): string {
  return `${blog.routeBase.replace(/\/$/, '')}/${FEED_FILES[type]}`;
}

/** Drafts (shown by `serve`) and unlisted posts are in no feed. */
const inFeed = (post: BlogPost) => !post.draft && !post.unlisted;

export async function writeBlogFeeds({ config, blogs, pages, outDir, absoluteUrl, reuse }: { config: ResolvedConfig; blogs: BlogContent[]; pages: RenderedPage[]; outDir: string; absoluteUrl: AbsoluteUrl; reuse?: ReuseCommitted }): Promise<void> {
  const bodies = new Map(pages.flatMap((page) => (page.digest.blogPostHtml !== undefined ? [[page.route.path, page.digest.blogPostHtml] as const] : [])));
  const url = (p: string) => absoluteUrl({ siteUrl: config.url, baseUrl: config.baseUrl, path: p });
  for (const blog of blogs) {
    const posts = blog.posts.filter(inFeed).slice(0, blog.blog.feedOptions.limit);
    // Written with no post too (every page links the feeds: feedLinks in blog-config.ts).
    if (!blog.blog.feedOptions.types.length) continue;
    const items = posts.map((post) => feedItem(post, url, bodies.get(post.permalink) ?? ''));
    const files = feedFiles({ config, blog, items, url });
    for (const [file, text] of files) {
      if (reuse?.(file, createHash('sha1').update(text).digest('base64'))) continue;
      const target = path.join(outDir, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, text);
    }
  }
}

function feedItem(post: BlogPost, url: (p: string) => string, body: string): Item {
  const link = url(post.permalink);
  // A feed holds absolute URLs only: an author's site path (an avatar in static/) made one, anything else left out.
  const absolute = (value: string | undefined) => (value && /^https?:\/\//.test(value) ? value : value?.startsWith('/') && !value.startsWith('//') ? url(value) : undefined);
  return {
    title: post.title,
    id: link,
    link,
    date: new Date(post.date),
    description: post.description,
    content: absoluteLinks(body, link),
    // Atom asks for the term, RSS and JSON Feed read the name.
    category: post.tags.map((tag) => ({ name: tag.label, term: tag.label })),
    ...(post.authors.length ? { author: post.authors.map((a) => ({ name: a.name ?? a.key ?? '', link: absolute(a.url), email: a.email, avatar: absolute(a.imageURL) })) } : {}),
  };
}

function feedFiles({ config, blog, items, url }: { config: ResolvedConfig; blog: BlogContent; items: Item[]; url: (p: string) => string }): Map<string, string> {
  const options = blog.blog.feedOptions;
  const home = url(blog.routeBase);
  const feed = new Feed({
    id: home,
    title: options.title ?? `${config.title} Blog`,
    link: home,
    description: options.description ?? `${config.title} Blog`,
    // The newest post's date: the same feed for the same posts, whenever it is built (none yet: the epoch).
    updated: items[0]?.date ?? new Date(0),
    language: options.language ?? config.i18n.localeConfigs?.[blog.locale]?.htmlLang ?? blog.locale,
    favicon: url(config.favicon ?? DEFAULT_FAVICON),
    copyright: options.copyright ?? '',
    generator: 'hubgen',
    feedLinks: { rss: url(feedPath(blog, 'rss')), atom: url(feedPath(blog, 'atom')), json: url(feedPath(blog, 'json')) },
  });
  for (const item of items) feed.addItem(item);
  const files = new Map<string, string>();
  for (const type of options.types) {
    const text = type === 'rss' ? feed.rss2() : type === 'atom' ? feed.atom1() : jsonFeed(feed, items);
    files.set(feedPath(blog, type), text);
  }
  return files;
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): `authors` arrays, the feed's `language`. */
function jsonFeed(feed: Feed, items: Item[]): string {
  const { options } = feed;
  const author = (a: { name?: string; link?: string; avatar?: string }) => ({ ...(a.name ? { name: a.name } : {}), ...(a.link ? { url: a.link } : {}), ...(a.avatar ? { avatar: a.avatar } : {}) });
  const json = {
    version: 'https://jsonfeed.org/version/1.1',
    title: options.title,
    home_page_url: options.link,
    feed_url: options.feedLinks?.json,
    ...(options.description ? { description: options.description } : {}),
    ...(options.favicon ? { favicon: options.favicon } : {}),
    ...(options.language ? { language: options.language } : {}),
    items: items.map((item) => ({
      id: item.id,
      url: item.link,
      title: item.title,
      content_html: item.content || item.description || '',
      ...(item.description ? { summary: item.description } : {}),
      date_published: item.date.toISOString(),
      ...(item.author?.length ? { authors: item.author.map(author) } : {}),
      ...(item.category?.length ? { tags: item.category.map((c) => c.name).filter(Boolean) } : {}),
    })),
  };
  return JSON.stringify(json, null, 2) + '\n';
}

/**
 * Links and images of a post's body made absolute (relative to the post's URL), as Docusaurus does:
 * a feed reader resolves nothing against the site. The body is the theme's React output, whose
 * attributes are double-quoted.
 */
function absoluteLinks(html: string, base: string): string {
  return html.replace(/(<(?:a|img)\b[^>]*?\s(?:href|src)=")([^"]*)"/g, (whole, before: string, value: string) => {
    try {
      return `${before}${new URL(value.replace(/&amp;/g, '&'), base).href.replace(/&/g, '&amp;')}"`;
    } catch {
      return whole;
    }
  });
}
