// The routes of each blog, as Docusaurus's blog plugin makes them (routes.js): a page per post,
// the list pages (`/blog`, `/blog/page/2`…), the tags page and a list per tag, the authors page and
// a list per author with a page, and the archive. Unlisted posts get their page and nothing else;
// a tag whose posts are all unlisted is built but not listed.
import path from 'node:path';
import { TEMPLATES_DIR } from '../support/paths.ts';
import type { ContentGraph } from '../content/load-content.ts';
import type { BlogContent, BlogPost } from '../content/blog/load-blogs.ts';
import { joinUrl } from '../content/blog/blog-authors.ts';
import { excerptKey, type CompiledContent } from '../mdx/compile-content.ts';
import type { CompiledMdx } from '../mdx/compiled-mdx.ts';
import { readStaticBody } from '../mdx/mdx-cache.ts';
import type { BlogAuthor, BlogInfo, BlogListItem, BlogListRouteProps, BlogPagination, BlogPostSummary, BlogTagLink } from '../../templates/blog/types.ts';
import type { Route } from './route.ts';
import type { PageLink } from '../../templates/types.ts';
import { blogListModule } from './blog-list-module.ts';
import { pageMeta, shownToc } from './page-meta.ts';

const page = (name: string) => path.join(TEMPLATES_DIR, 'blog', `${name}.tsx`);
export const BLOG_PAGES = {
  post: page('BlogPostPage'),
  list: page('BlogListPage'),
  tagPosts: page('BlogTagsPostsPage'),
  authorPosts: page('BlogAuthorsPostsPage'),
  tags: page('BlogTagsListPage'),
  authors: page('BlogAuthorsListPage'),
  archive: page('BlogArchivePage'),
};

/** Every route of every blog in every locale. `cacheDir`: where a list page whose excerpts have components gets its module. */
export function blogRoutes({ content, compiled, cacheDir, dateLocale, configFile }: { content: ContentGraph; compiled: CompiledContent; cacheDir: string; dateLocale: (locale: string) => string; configFile: string }): Route[] {
  return content.blogs.flatMap((blog) => routesOfBlog({ blog, compiled, cacheDir, dateLocale: dateLocale(blog.locale), configFile }));
}

interface BlogPlan {
  /** The same route object as the last plan made for this path, when what it is made from is the same (keep). */
  keep: (route: Route, inputs: unknown[]) => Route;
  blog: BlogContent;
  compiled: CompiledContent;
  cacheDir: string;
  info: BlogInfo;
  summaries: Map<BlogPost, BlogPostSummary>;
  /** The site's config file: where the blog's generated pages say they come from. */
  source: string;
}

function routesOfBlog({ blog, compiled, cacheDir, dateLocale, configFile }: { blog: BlogContent; compiled: CompiledContent; cacheDir: string; dateLocale: string; configFile: string }): Route[] {
  const listed = blog.posts.filter((p) => !p.unlisted);
  const { routeBase } = blog;
  const { blogSidebarCount, blogSidebarTitle, archiveBasePath } = blog.blog;
  const sidebarPosts = blog.posts.slice(0, blogSidebarCount);
  const info: BlogInfo = {
    id: blog.blog.id,
    title: blog.blog.blogTitle,
    basePath: routeBase,
    tagsPath: joinUrl(routeBase, blog.blog.tagsBasePath),
    ...(archiveBasePath && listed.length ? { archivePath: joinUrl(routeBase, archiveBasePath) } : {}),
    ...(blog.authors?.size ? { authorsPath: joinUrl(routeBase, blog.blog.authorsBasePath) } : {}),
    ...(sidebarPosts.length ? { sidebar: { title: blogSidebarTitle, items: sidebarPosts.map((p) => ({ title: p.title, permalink: p.permalink, date: p.date, ...(p.unlisted ? { unlisted: true } : {}) })) } } : {}),
  };
  const format = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const summaries = new Map(blog.posts.map((p) => [p, summaryOf(p, format)]));
  const plan: BlogPlan = { keep: keeper(blog, JSON.stringify(info)), blog, compiled, cacheDir, info, summaries, source: configFile };
  return [
    ...blog.posts.map((post) => postRoute(plan, post, listed)),
    ...paginate(listed, routeBase, blog).map((p) => listRoute(plan, { ...p, kind: 'list', title: blog.blog.blogTitle, description: blog.blog.blogDescription })),
    ...tagRoutes(plan),
    ...authorRoutes(plan, listed),
    ...(info.archivePath ? [archiveRoute(plan, listed, info.archivePath)] : []),
  ];
}

/**
 * Watch mode plans every route of the blog on each save: a route made from the same things as last
 * time (the same post and compile objects: load-blogs.ts and the MDX cache keep them) is the same
 * Route object, so the render stage, the sitemap and search reuse what they made of it, as for docs
 * (plan-routes.ts). Kept per blog and locale; a new config (new ResolvedBlog objects) starts afresh.
 */
const keptRoutes = new WeakMap<object, Map<string, { inputs: unknown[]; route: Route }>>();

function keeper(blog: BlogContent, info: string): BlogPlan['keep'] {
  let kept = keptRoutes.get(blog.blog);
  if (!kept) keptRoutes.set(blog.blog, (kept = new Map()));
  const table = kept;
  return (route, inputs) => {
    const all = [info, ...inputs];
    const known = table.get(route.path);
    if (known && known.inputs.length === all.length && known.inputs.every((input, i) => input === all[i])) return known.route;
    table.set(route.path, { inputs: all, route });
    return route;
  };
}

// A post's summary, made once per post object (kept from save to save) and date format.
const summariesOf = new WeakMap<BlogPost, { format: string; summary: BlogPostSummary }>();

function summaryOf(post: BlogPost, format: Intl.DateTimeFormat): BlogPostSummary {
  const formatKey = format.resolvedOptions().locale;
  const known = summariesOf.get(post);
  if (known?.format === formatKey) return known.summary;
  const summary = makeSummary(post, format);
  summariesOf.set(post, { format: formatKey, summary });
  return summary;
}

function makeSummary(post: BlogPost, format: Intl.DateTimeFormat): BlogPostSummary {
  return {
    permalink: post.permalink,
    title: post.title,
    ...(post.description ? { description: post.description } : {}),
    date: post.date,
    dateText: format.format(new Date(post.date)),
    authors: post.authors,
    tags: post.tags,
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    ...(post.draft ? { draft: true } : {}),
    ...(post.unlisted ? { unlisted: true } : {}),
    truncated: Boolean(post.excerpt),
    ...(post.editUrl ? { editUrl: post.editUrl } : {}),
  };
}

function postRoute({ keep, blog, compiled, info, summaries }: BlogPlan, post: BlogPost, listed: BlogPost[]): Route {
  const mdx = compiled.get(post.file)!;
  const at = listed.indexOf(post);
  const [newer, older] = at >= 0 ? [link(listed[at - 1]), link(listed[at + 1])] : [];
  const route: Route = {
    path: post.permalink,
    locale: blog.locale,
    module: mdx.module,
    serverModule: mdx.serverModule,
    staticBody: mdx.staticBody,
    entry: `${post.file}#blog/${blog.blog.id}/${blog.locale}`,
    sourceFile: post.file,
    props: { kind: 'blogPost', title: post.title, description: post.description, post: summaries.get(post)!, toc: shownToc(post.frontMatter, mdx), ...(at >= 0 ? { newer, older } : {}), blog: info },
    ids: mdx.ids,
    search: mdx.search,
    noindex: post.unlisted,
    meta: pageMeta(post.frontMatter, mdx),
  };
  return keep(route, [post, mdx, summaries.get(post), newer?.label, newer?.href, older?.label, older?.href]);
}

function link(post: BlogPost | undefined): PageLink | undefined {
  return post ? { label: post.title, href: post.permalink } : undefined;
}

interface ListPage {
  path: string;
  posts: BlogPost[];
  pagination: BlogPagination;
}

/** Docusaurus's paginateBlogPosts: `<base>`, then `<base>/page/2`…; one (empty) page when there are no posts. */
function paginate(posts: BlogPost[], base: string, blog: BlogContent): ListPage[] {
  const { postsPerPage, pageBasePath } = blog.blog;
  const per = Number.isFinite(postsPerPage) ? postsPerPage : Math.max(1, posts.length);
  const totalPages = Math.max(1, Math.ceil(posts.length / per));
  const permalink = (i: number) => (i === 0 ? base : joinUrl(base, `${pageBasePath}/${i + 1}`));
  return Array.from({ length: totalPages }, (_, i) => ({
    path: permalink(i),
    posts: posts.slice(i * per, (i + 1) * per),
    pagination: {
      page: i + 1,
      totalPages,
      totalCount: posts.length,
      ...(i > 0 ? { previousPage: permalink(i - 1) } : {}),
      ...(i < totalPages - 1 ? { nextPage: permalink(i + 1) } : {}),
    },
  }));
}

interface ListKind {
  kind: 'list' | 'tagPosts' | 'authorPosts';
  title: string;
  description?: string;
  tag?: BlogListRouteProps['tag'];
  author?: BlogListRouteProps['author'];
  noindex?: boolean;
}

/**
 * A list of posts, each with its excerpt: static HTML in the page when the excerpt is Markdown only,
 * else a component of the page's own module (blog-list-module.ts), made for the pages that need one.
 */
function listRoute(plan: BlogPlan, list: ListPage & ListKind): Route {
  const { blog, compiled, cacheDir, info, summaries } = plan;
  const pageModule = BLOG_PAGES[list.kind];
  const withComponents: { key: string; module: string }[] = [];
  const items = list.posts.map((post): BlogListItem => {
    const excerpt = excerptOf(post, compiled);
    if (excerpt.staticBody) return { ...summaries.get(post)!, excerptHtml: staticHtml(excerpt) };
    const key = `e${withComponents.length}`;
    withComponents.push({ key, module: excerpt.module });
    return { ...summaries.get(post)!, excerptKey: key };
  });
  const module = withComponents.length ? blogListModule({ cacheDir, page: pageModule, excerpts: withComponents }) : pageModule;
  const title = list.pagination.page > 1 ? `${list.title} – page ${list.pagination.page}` : list.title;
  const inputs = [list.kind, title, list.description, JSON.stringify([list.pagination, list.tag ?? null, list.author ?? null]), list.noindex, ...list.posts.flatMap((post) => [post, summaries.get(post), excerptOf(post, compiled)])];
  return plan.keep({
    path: list.path,
    locale: blog.locale,
    module,
    entry: module,
    sourceFile: plan.source,
    sources: list.posts.map((post) => post.file),
    props: { kind: 'blogList', title, ...(list.description ? { description: list.description } : {}), items, pagination: list.pagination, ...(list.tag ? { tag: list.tag } : {}), ...(list.author ? { author: list.author } : {}), blog: info },
    ids: [],
    noindex: list.noindex ?? false,
  }, inputs);
}

/** What a post's list item shows: its excerpt's compile, or the whole post's when it has no truncate marker. */
function excerptOf(post: BlogPost, compiled: CompiledContent): CompiledMdx {
  return (post.excerpt && compiled.get(excerptKey(post.file))) || compiled.get(post.file)!;
}

// A static body's HTML by its compile (the same object from save to save: mdx-cache.ts): a post is
// on several lists, and a watch save plans every one of them again.
const staticHtmlOf = new WeakMap<CompiledMdx, string>();
function staticHtml(mdx: CompiledMdx): string {
  let html = staticHtmlOf.get(mdx);
  if (html === undefined) staticHtmlOf.set(mdx, (html = readStaticBody(mdx.staticBody!)));
  return html;
}

/** The tags page and each tag's list (all its posts are unlisted: built, but noindex and not on the tags page). */
function tagRoutes(plan: BlogPlan): Route[] {
  const { blog, info } = plan;
  const byTag = new Map<string, { tag: BlogTagLink; posts: BlogPost[] }>();
  for (const post of blog.posts) {
    for (const tag of post.tags) {
      const group = byTag.get(tag.permalink) ?? { tag, posts: [] };
      if (!group.posts.includes(post)) group.posts.push(post);
      byTag.set(tag.permalink, group);
    }
  }
  if (!byTag.size) return [];
  const routes: Route[] = [];
  const shown: (BlogTagLink & { count: number })[] = [];
  for (const { tag, posts } of byTag.values()) {
    const unlisted = posts.every((p) => p.unlisted);
    const items = unlisted ? posts : posts.filter((p) => !p.unlisted);
    const counted = { ...tag, count: items.length };
    if (!unlisted) shown.push(counted);
    const title = `${items.length === 1 ? 'One post' : `${items.length} posts`} tagged with "${tag.label}"`;
    routes.push(...paginate(items, tag.permalink, blog).map((p) => listRoute(plan, { ...p, kind: 'tagPosts', title, description: tag.description, tag: counted, noindex: unlisted })));
  }
  shown.sort((a, b) => a.label.localeCompare(b.label));
  routes.push(plan.keep({ path: info.tagsPath, locale: blog.locale, module: BLOG_PAGES.tags, entry: BLOG_PAGES.tags, sourceFile: plan.source, props: { kind: 'blogTags', title: 'Tags', tags: shown, blog: info }, ids: [], noindex: false }, [JSON.stringify(shown)]));
  return routes;
}

/** The authors page and a list for each author the map gives a page, as Docusaurus builds them (an author with no post included). */
function authorRoutes(plan: BlogPlan, listed: BlogPost[]): Route[] {
  const { blog, info } = plan;
  if (!blog.authors?.size || !info.authorsPath) return [];
  const postsOf = (key: string) => listed.filter((p) => p.authors.some((a) => a.key === key));
  const authors = [...blog.authors.values()].map((author): BlogAuthor & { count: number } => ({ ...author, count: postsOf(author.key!).length }));
  const routes: Route[] = [plan.keep({ path: info.authorsPath, locale: blog.locale, module: BLOG_PAGES.authors, entry: BLOG_PAGES.authors, sourceFile: plan.source, props: { kind: 'blogAuthors', title: 'Authors', authors, blog: info }, ids: [], noindex: false }, [JSON.stringify(authors)])];
  for (const author of authors) {
    if (!author.page) continue;
    const title = author.name ?? author.key!;
    routes.push(...paginate(postsOf(author.key!), author.page.permalink, blog).map((p) => listRoute(plan, { ...p, kind: 'authorPosts', title, description: author.description, author })));
  }
  return routes;
}

function archiveRoute(plan: BlogPlan, listed: BlogPost[], archivePath: string): Route {
  const { blog, info, summaries } = plan;
  const years = new Map<string, { title: string; permalink: string; date: string; dateText: string }[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    const { title, permalink, date, dateText } = summaries.get(post)!;
    years.set(year, [...(years.get(year) ?? []), { title, permalink, date, dateText }]);
  }
  return plan.keep({
    path: archivePath,
    locale: blog.locale,
    module: BLOG_PAGES.archive,
    entry: BLOG_PAGES.archive,
    sourceFile: plan.source,
    props: { kind: 'blogArchive', title: 'Archive', description: 'Archive', years: [...years].map(([year, posts]) => ({ year, posts })), blog: info },
    ids: [],
    noindex: false,
  }, listed.map((post) => summaries.get(post)));
}
