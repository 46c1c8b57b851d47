// The blog part of `hubgen init --from docusaurus`: the classic preset's `blog` options and each
// `@docusaurus/plugin-content-blog` instance become `blog` in site.config.ts (one blog, or an array
// with their ids), option by option as the blog plugin documents them; what cannot be carried (an
// option given as a function, a custom component, remark plugins) is listed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BlogOptions } from '../../config/define-config.ts';
import { splitRemarkPlugins } from './docusaurus-remark-plugins.ts';
import { CLASSIC, entries, isObject, str, type Json } from './docusaurus-entries.ts';

export const BLOG_PLUGIN = /^(@docusaurus\/plugin-content-blog|content-blog)$/;

/** Options copied as they are when they have the type hubgen takes (the config schema checks the rest). */
const STRINGS = ['routeBasePath', 'tagsBasePath', 'authorsBasePath', 'pageBasePath', 'blogTitle', 'blogDescription', 'blogSidebarTitle', 'authorsMapPath', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'] as const;
const FEED_KEYS = ['title', 'description', 'copyright', 'language'] as const;

/** Options Docusaurus documents that do not carry over, and why. */
const NOT_CARRIED: Record<string, string> = {
  include: 'every .md/.mdx file of the blog folder is a post, except _-prefixed partials',
  exclude: 'every .md/.mdx file of the blog folder is a post, except _-prefixed partials',
  remarkPlugins: 'name each plugin by its module in markdown.remarkPlugins (it applies to the whole site)',
  rehypePlugins: 'name each plugin by its module in markdown.rehypePlugins (it applies to the whole site)',
  beforeDefaultRemarkPlugins: 'name each plugin by its module in markdown.remarkPlugins',
  beforeDefaultRehypePlugins: 'name each plugin by its module in markdown.rehypePlugins',
  readingTime: 'a function: hubgen counts 200 words a minute, as Docusaurus does by default',
  processBlogPosts: 'a function: posts are taken as the folder has them',
  truncateMarker: 'hubgen finds <!-- truncate --> and {/* truncate */}',
  editLocalizedFiles: 'the edit link names the default locale\'s file',
  showLastUpdateTime: 'not shown on posts',
  showLastUpdateAuthor: 'not shown on posts',
  blogListComponent: 'the blog uses hubgen\'s own pages (override them from src/theme/)',
  blogPostComponent: 'the blog uses hubgen\'s own pages (override them from src/theme/)',
  blogTagsListComponent: 'the blog uses hubgen\'s own pages (override them from src/theme/)',
  blogTagsPostsComponent: 'the blog uses hubgen\'s own pages (override them from src/theme/)',
  blogArchiveComponent: 'the blog uses hubgen\'s own pages (override them from src/theme/)',
  blogAuthorsListComponent: 'the blog uses hubgen\'s own pages (override them from src/theme/)',
  blogAuthorsPostsComponent: 'the blog uses hubgen\'s own pages (override them from src/theme/)',
};

/**
 * The blogs of a Docusaurus config: the classic preset's (on by default: carried when its folder
 * exists or its options are written out) and each blog plugin instance. `handled`: the package
 * names read here, which the "not read" line leaves out.
 */
export function carryBlogs({ raw, dir }: { raw: Json; dir: string }): { blog?: BlogOptions | BlogOptions[]; notCarried: string[]; handled: Set<string> } {
  const notCarried: string[] = [];
  const handled = new Set<string>();
  const blogs: BlogOptions[] = [];
  for (const [name, opts] of entries(raw.presets)) {
    if (!CLASSIC.test(name) || opts.blog === false) continue;
    const options = isObject(opts.blog) ? opts.blog : {};
    if (opts.blog !== undefined || existsSync(path.join(dir, str(options.path) ?? 'blog'))) blogs.push(blogOptions(options, 'presets[classic].blog', dir, notCarried));
  }
  entries(raw.plugins).forEach(([name, opts], i) => {
    if (!BLOG_PLUGIN.test(name)) return;
    handled.add(name);
    blogs.push(blogOptions(opts, `plugins[${i}] (${name})`, dir, notCarried));
  });
  if (!blogs.length) return { notCarried, handled };
  // Several blogs: each needs its id, as Docusaurus asks of its plugin instances.
  if (blogs.length > 1) blogs.forEach((blog, i) => (blog.id ??= i === 0 ? 'default' : `blog-${i}`));
  else if (blogs[0].id === 'default') delete blogs[0].id;
  return { blog: blogs.length === 1 ? blogs[0] : blogs, notCarried, handled };
}

function blogOptions(options: Json, at: string, dir: string, notCarried: string[]): BlogOptions {
  const blog: Record<string, unknown> = { path: relativePath(str(options.path) ?? 'blog') };
  if (str(options.id)) blog.id = str(options.id);
  for (const key of STRINGS) if (typeof options[key] === 'string') blog[key] = options[key];
  if (options.archiveBasePath === null || typeof options.archiveBasePath === 'string') blog.archiveBasePath = options.archiveBasePath;
  for (const key of ['blogSidebarCount', 'postsPerPage'] as const) if (typeof options[key] === 'number' || options[key] === 'ALL') blog[key] = options[key];
  if (typeof options.showReadingTime === 'boolean') blog.showReadingTime = options.showReadingTime;
  if (options.tags === false || options.tags === null || typeof options.tags === 'string') blog.tags = options.tags;
  if (options.sortPosts === 'ascending' || options.sortPosts === 'descending') blog.sortPosts = options.sortPosts;
  else if (typeof options.sortPosts === 'function') notCarried.push(`${at}.sortPosts: a function (posts are sorted by date, newest first)`);
  if (str(options.editUrl)) blog.editUrl = str(options.editUrl);
  else if (typeof options.editUrl === 'function') notCarried.push(`${at}.editUrl: a function (only a URL string can be carried: "Edit this page" is left out)`);
  const feed = feedOptions(options.feedOptions, at, notCarried);
  if (feed) blog.feedOptions = feed;
  for (const [key, why] of Object.entries(NOT_CARRIED)) {
    // The remark plugins hubgen has its own version of are carried to markdown.remarkPlugins.
    const value = key === 'remarkPlugins' ? splitRemarkPlugins(options[key], dir, `${at}.${key}`, []).others : options[key];
    if (value === undefined || value === false || (Array.isArray(value) && !value.length)) continue;
    notCarried.push(`${at}.${key}: ${why}`);
  }
  return blog as BlogOptions;
}

function feedOptions(value: unknown, at: string, notCarried: string[]): BlogOptions['feedOptions'] | undefined {
  if (!isObject(value)) return undefined;
  const feed: Record<string, unknown> = {};
  if (value.type === null || value.type === 'all' || typeof value.type === 'string' || Array.isArray(value.type)) feed.type = value.type;
  for (const key of FEED_KEYS) if (typeof value[key] === 'string') feed[key] = value[key];
  if (typeof value.limit === 'number' || value.limit === false || value.limit === null) feed.limit = value.limit;
  if (typeof value.createFeedItems === 'function') notCarried.push(`${at}.feedOptions.createFeedItems: a function (feed items are made as Docusaurus makes them by default)`);
  if (value.xslt) notCarried.push(`${at}.feedOptions.xslt: feeds are written without a stylesheet`);
  return Object.keys(feed).length ? (feed as BlogOptions['feedOptions']) : undefined;
}

/** Docusaurus resolves `path` from the site folder: './blog' and 'blog' alike. */
function relativePath(p: string): string {
  return path.posix.normalize(p.split(path.sep).join('/')).replace(/^\.\//, '');
}
