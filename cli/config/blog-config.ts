// The config's `blog` (one blog, or several as an array) with Docusaurus's defaults filled in, as
// its blog plugin fills them (@docusaurus/plugin-content-blog's options): what the content, routes
// and write stages read.
import path from 'node:path';
import type { BlogFeedType, BlogOptions, BlogReportLevel, SiteConfig } from './define-config.ts';

export interface ResolvedBlog {
  id: string;
  /** Absolute folder of the posts. */
  path: string;
  /** As written in the config, relative to the site root (for messages and edit URLs). */
  relPath: string;
  /** Without leading or trailing slash: '' serves the blog at the site root. */
  routeBasePath: string;
  tagsBasePath: string;
  /** null: no archive page. */
  archiveBasePath: string | null;
  authorsBasePath: string;
  pageBasePath: string;
  blogTitle: string;
  blogDescription: string;
  /** Infinity for 'ALL'; 0: no sidebar. */
  blogSidebarCount: number;
  blogSidebarTitle: string;
  /** Infinity for 'ALL'. */
  postsPerPage: number;
  showReadingTime: boolean;
  authorsMapPath: string;
  /** undefined: tags.yml when it is there; false: none. */
  tags: string | false | undefined;
  sortPosts: 'descending' | 'ascending';
  editUrl?: string;
  feedOptions: { types: BlogFeedType[]; title?: string; description?: string; copyright?: string; language?: string; limit: number };
  onInlineTags: BlogReportLevel;
  onInlineAuthors: BlogReportLevel;
  onUntruncatedBlogPosts: BlogReportLevel;
  /** Where the config says it (`['blog']` or `['blog', 1]`), for messages placed in site.config.ts. */
  keyPath: (string | number)[];
}

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

export function resolveBlogs(config: SiteConfig, root: string): ResolvedBlog[] {
  const blogs = config.blog === undefined ? [] : Array.isArray(config.blog) ? config.blog : [config.blog];
  return blogs.map((blog, i) => resolveBlog(blog, root, Array.isArray(config.blog) ? ['blog', i] : ['blog']));
}

function resolveBlog(blog: BlogOptions, root: string, keyPath: (string | number)[]): ResolvedBlog {
  const relPath = blog.path ?? 'content/blog';
  return {
    id: blog.id ?? 'default',
    path: path.resolve(root, relPath),
    relPath,
    routeBasePath: trimSlashes(blog.routeBasePath ?? 'blog'),
    tagsBasePath: trimSlashes(blog.tagsBasePath ?? 'tags'),
    archiveBasePath: blog.archiveBasePath === null ? null : trimSlashes(blog.archiveBasePath ?? 'archive'),
    authorsBasePath: trimSlashes(blog.authorsBasePath ?? 'authors'),
    pageBasePath: trimSlashes(blog.pageBasePath ?? 'page'),
    blogTitle: blog.blogTitle ?? 'Blog',
    blogDescription: blog.blogDescription ?? 'Blog',
    blogSidebarCount: blog.blogSidebarCount === 'ALL' ? Infinity : (blog.blogSidebarCount ?? 5),
    blogSidebarTitle: blog.blogSidebarTitle ?? 'Recent posts',
    postsPerPage: blog.postsPerPage === 'ALL' ? Infinity : (blog.postsPerPage ?? 10),
    showReadingTime: blog.showReadingTime ?? true,
    authorsMapPath: blog.authorsMapPath ?? 'authors.yml',
    tags: blog.tags === null ? false : blog.tags,
    sortPosts: blog.sortPosts ?? 'descending',
    editUrl: blog.editUrl,
    feedOptions: resolveFeedOptions(blog.feedOptions),
    onInlineTags: blog.onInlineTags ?? 'warn',
    onInlineAuthors: blog.onInlineAuthors ?? 'warn',
    onUntruncatedBlogPosts: blog.onUntruncatedBlogPosts ?? 'warn',
    keyPath,
  };
}

function resolveFeedOptions(options: BlogOptions['feedOptions']): ResolvedBlog['feedOptions'] {
  const type: NonNullable<BlogOptions['feedOptions']>['type'] = options?.type === undefined ? ['rss', 'atom'] : options.type;
  const types: BlogFeedType[] = type === null ? [] : type === 'all' ? ['rss', 'atom', 'json'] : Array.isArray(type) ? type : [type];
  const limit = options?.limit === false || options?.limit === null ? Infinity : (options?.limit ?? 20);
  return { types, title: options?.title, description: options?.description, copyright: options?.copyright, language: options?.language, limit };
}

/**
 * The folder a blog's translations are read from in a locale other than the default, as docs'
 * are (content/i18n/<locale>/docs): content/i18n/<locale>/blog (blog-<id> for another blog);
 * and where Docusaurus keeps them, i18n/<locale>/docusaurus-plugin-content-blog[-<id>]: a file
 * in the first wins.
 */
export function blogTranslationDirs(root: string, blog: ResolvedBlog, locale: string): string[] {
  const suffix = blog.id === 'default' ? '' : `-${blog.id}`;
  return [path.join(root, 'content', 'i18n', locale, `blog${suffix}`), path.join(root, 'i18n', locale, `docusaurus-plugin-content-blog${suffix}`)];
}

/** A feed's file under its blog's route. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
const FEED_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const;
const FEED_NAMES = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' } as const;

/**
 * The `<link rel="alternate">` of each blog's feeds in a locale, which every page of that locale
 * carries in its head, as Docusaurus adds them: readers find the feeds from any page.
 */
export function feedLinks(config: { title: string; blogs: ResolvedBlog[]; i18n: { defaultLocale: string } }, locale: string): { type: string; href: string; title: string }[] {
  return config.blogs.flatMap((blog) => {
    const folder = [locale === config.i18n.defaultLocale ? '' : locale, blog.routeBasePath].filter(Boolean).join('/');
    const title = blog.feedOptions.title ?? config.title;
    return blog.feedOptions.types.map((type) => ({ type: FEED_TYPES[type], href: `/${folder ? `${folder}/` : ''}${FEED_FILES[type]}`, title: `${title} ${FEED_NAMES[type]}` }));
  });
}
