// llms.txt (the llmstxt.org format) at the output root, and the markdown twins it links to
// (markdown-twins.ts): the site's title, a one-paragraph summary, then a link list of every docs page
// and of each API reference tag, and the other pages under "Optional". The twins are linked from here
// only, not from the HTML. Every link must resolve to a file of the output; one that does not fails
// the build here, before an assistant is sent to a 404.
import { absoluteUrls, type AbsoluteUrl } from './absolute-url.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ContentGraph, DocSource } from '../content/load-content.ts';
import type { BlogPost } from '../content/blog/load-blogs.ts';
import { flattenSidebar } from '../content/sidebars.ts';
import type { RenderedPage } from '../render/render-pages.ts';
import { outputFileOf, type ApiRouteInput } from '../routes/plan-routes.ts';
import { generatedIndexTwin, pageTwin, type MarkdownTwin } from './markdown-twins.ts';
import { changelogMarkdown } from '../changelog/changelog-markdown.ts';
import { notesOf } from '../changelog/build-changelog.ts';
import type { SiteChangelogs } from '../changelog/site-changelogs.ts';
import { llmsFullFiles } from './llms-full.ts';
import type { ReuseCommitted } from '../output/dev-output.ts';
import { createHash } from 'node:crypto';
import { forEachLimited } from '../output/for-each-limited.ts';
import { writeFiles } from '../output/write-files.ts';
import type { FileStore } from '../output/file-store.ts';

/** What llms.txt's runs keep from run to run, in a watch session (made by its pipeline). */
export interface LlmsTxtMemo {
  /** The order of the last run's docs (docsInReadingOrder). */
  readingOrder?: { sidebars: object; listed: DocSource[]; permutation: number[] };
  /** The pipeline's absolute URLs, shared with sitemap.xml (absolute-url.ts). */
  absoluteUrl: AbsoluteUrl;
}

export function createLlmsTxtMemo(absoluteUrl: AbsoluteUrl = absoluteUrls()): LlmsTxtMemo {
  return { absoluteUrl };
}

interface Link {
  title: string;
  path: string;
  notes?: string;
}

/**
 * `apis`: the OpenAPI stage's result, which holds each reference's Markdown twins (cached with it).
 * Watch mode: `reuse` carries over twins the committed output holds with the same text, and
 * `holds` tells whether the output being staged holds a file (carried over or written). A build
 * links the twins from its `store`. `memo`: what the pipeline's runs keep from run to run (the
 * reading order, the absolute URLs), none for a run of its own.
 */
export async function writeLlmsTxt(params: {
  config: ResolvedConfig;
  content: ContentGraph;
  pages: RenderedPage[];
  apis: ApiRouteInput[];
  /** The APIs' changelogs (apis[].changelog): their pages' twins hold each entry's note. */
  changelogs?: SiteChangelogs;
  outDir: string;
  reuse?: ReuseCommitted;
  holds?: (urlPath: string) => Promise<boolean>;
  store?: FileStore;
  memo?: LlmsTxtMemo;
}): Promise<void> {
  const { config, content, pages, outDir, reuse } = params;
  const memo = params.memo ?? createLlmsTxtMemo();
  const { absoluteUrl } = memo;
  const docs = docsInReadingOrder(content, memo).map(docTwin);
  const others = otherPages({ content, pages });
  const apis = params.apis.map((api) => ({ id: api.id, route: api.route, title: api.title, summary: api.markdown.summary, overview: api.markdown.overview, twins: api.markdown.twins }));
  const changelogs = changelogTwins(pages, params.changelogs);
  const changelogOf = (id: string) => changelogs.filter((c) => c.apiId === id && c.locale === config.i18n.defaultLocale).map((c) => c.twin);
  const apiTwins = apis.flatMap((api) => [...(api.overview ? [api.overview] : []), ...api.twins]);
  const pageTwins = others.flatMap((page) => (page.twin ? [page.twin] : []));
  const full = llmsFullFiles({ config, groups: { docs: [...docs, ...pageTwins], apis: apis.map((api) => ({ id: api.id, title: api.title, twins: [...(api.overview ? [api.overview] : []), ...api.twins, ...changelogOf(api.id)] })) }, absoluteUrl });
  const blogs = blogsOf(content, config);
  // Every page's twin, those llms.txt does not list too (older versions, translations, unlisted docs, generated indexes).
  const twins = [...docs, ...unlistedTwins({ content, pages, listed: docs }), ...pageTwins, ...apiTwins, ...changelogs.map((c) => c.twin), ...content.blogs.flatMap((blog) => blog.posts.map(postTwin))];
  const written = twins.filter((twin) => !reuse?.(twin.path, textHash(twin)));
  const files = new Map(written.map((twin) => [twin.path, twin.markdown]));
  for (const file of full.files) if (!reuse?.(file.path, createHash('sha1').update(file.text).digest('base64'))) files.set(file.path, file.text);
  await writeFiles({ outDir, files, store: params.store });

  const asLink = (twin: MarkdownTwin): Link => ({ title: twin.title, path: twin.path, notes: twin.description });
  const lineOf = (link: Link) => `- [${link.title}](${absoluteUrl({ siteUrl: config.url, baseUrl: config.baseUrl, path: link.path })})${link.notes ? `: ${link.notes}` : ''}`;
  const twinLine = (twin: MarkdownTwin) => {
    const known = linesOfTwins.get(twin);
    if (known && known.siteUrl === config.url && known.baseUrl === config.baseUrl) return known.line;
    const line = lineOf(asLink(twin));
    linesOfTwins.set(twin, { siteUrl: config.url, baseUrl: config.baseUrl, line });
    return line;
  };
  const sections: [string, string[]][] = [
    ['Docs', docs.map(twinLine)],
    ['API reference', apis.flatMap((api) => [lineOf({ title: api.title, path: api.overview?.path ?? api.route, notes: api.summary }), ...api.twins.map(twinLine), ...changelogOf(api.id).map(twinLine)])],
    ...blogs.map((blog): [string, string[]] => [blog.title, blog.twins.map(twinLine)]),
    ['Full text', full.links.map(lineOf)],
    ['Optional', others.map((page) => (page.twin ? twinLine(page.twin) : lineOf(page.link)))],
  ];
  const lines = [`# ${config.title}`, ''];
  if (config.tagline) lines.push(`> ${config.tagline}`, '');
  lines.push(summary({ config, docs: docs.length, posts: blogs.reduce((n, blog) => n + blog.twins.length, 0), apis: apis.map((api) => api.title) }), '');
  for (const [heading, links] of sections) if (links.length) lines.push(`## ${heading}`, '', ...links, '');
  const text = lines.join('\n').trimEnd() + '\n';
  if (!reuse?.('/llms.txt', createHash('sha1').update(text).digest('base64'))) await fs.writeFile(path.join(outDir, 'llms.txt'), text);
  // The twins were just placed; every other link is checked.
  const holds = params.holds ?? ((urlPath: string) => isFile(path.join(outDir, urlPath)));
  await assertLinksResolve({ holds, paths: [...apis.map((api) => api.route), ...others.flatMap((page) => (page.twin ? [] : [page.link.path]))] });
}

function summary({ config, docs, posts, apis }: { config: ResolvedConfig; docs: number; posts: number; apis: string[] }): string {
  const references = apis.length
    ? ` and of the ${apis.join(' and ')} reference${apis.length > 1 ? 's' : ''}, one file per tag with each operation's parameters, request and response bodies, examples and code samples`
    : '';
  const blog = posts ? `${references ? ',' : ' and'} its ${posts} blog post${posts > 1 ? 's' : ''}` : '';
  return `${config.title}: the links below point to Markdown versions of its ${docs} documentation pages${blog}${references}. A page's Markdown file holds the same text as the HTML page at the same address without \`.md\`.`;
}

/**
 * Each blog's listed posts of the default locale, newest first, each with its Markdown twin (its
 * source, as a doc's), under the blog's title; drafts and unlisted posts stay out, as from the sitemap.
 */
function blogsOf(content: ContentGraph, config: ResolvedConfig): { title: string; twins: MarkdownTwin[] }[] {
  return content.blogs
    .filter((blog) => blog.locale === config.i18n.defaultLocale && blog.posts.some((p) => !p.unlisted && !p.draft))
    .map((blog) => ({ title: blog.blog.blogTitle, twins: blog.posts.filter((p) => !p.unlisted && !p.draft).map(postTwin) }));
}

function postTwin(post: BlogPost): MarkdownTwin {
  let twin = twinsOfPosts.get(post);
  if (!twin) twinsOfPosts.set(post, (twin = pageTwin({ route: post.permalink, title: post.title, description: post.description, body: post.body })));
  return twin;
}

/** Each API changelog page's twin (its entries as the page has them, in its locale). */
function changelogTwins(pages: RenderedPage[], changelogs: SiteChangelogs | undefined): { apiId: string; locale: string; twin: MarkdownTwin }[] {
  return pages.flatMap(({ route }) => {
    const { props } = route;
    if (props.kind !== 'apiChangelog' || !route.markdown) return [];
    const markdown = changelogMarkdown({ title: props.title, description: props.description ?? '', view: props.changelog, notes: notesOf(changelogs?.get(props.apiId)), link: (p) => p });
    return [{ apiId: props.apiId, locale: route.locale, twin: { path: route.markdown, title: props.title, description: props.description, markdown } }];
  });
}

/**
 * The twins of the docs llms.txt does not list (other versions and locales, unlisted docs) and of
 * generated index pages: each page that has a twin gets it, whether or not llms.txt names it.
 */
function unlistedTwins({ content, pages, listed }: { content: ContentGraph; pages: RenderedPage[]; listed: MarkdownTwin[] }): MarkdownTwin[] {
  const listedPaths = new Set(listed.map((twin) => twin.path));
  const docs = content.docs.map(docTwin).filter((twin) => !listedPaths.has(twin.path));
  const indexes = pages.flatMap(({ route }) => (route.props.kind === 'doc' && route.props.generatedIndex && route.markdown ? [generatedIndexTwin({ path: route.markdown, title: route.props.title, description: route.props.description, items: route.props.generatedIndex.items })] : []));
  return [...docs, ...indexes];
}

/** The other pages (home, landing pages), linked as they are; an MDX page gets a twin like a doc. */
function otherPages({ content, pages }: { content: ContentGraph; pages: RenderedPage[] }): { link: Link; twin?: MarkdownTwin }[] {
  const mdxPages = new Map(content.pages.filter((page) => page.kind === 'mdx').map((page) => [page.route, page]));
  const others: { link: Link; twin?: MarkdownTwin }[] = [];
  for (const { route } of pages) {
    if (route.props.kind !== 'page') continue;
    const title = route.props.title || route.path;
    const { description } = route.props;
    const mdx = mdxPages.get(route.path);
    const twin = mdx ? pageTwin({ route: route.path, title, description, body: mdx.body }) : undefined;
    others.push({ link: { title, path: twin?.path ?? route.path, notes: description }, twin });
  }
  return others;
}

/**
 * The current docs of the default locale (older versions and translations would repeat them), in the
 * order of their sidebars, then any doc no sidebar lists; unlisted docs stay out, as from the sitemap.
 */
function docsInReadingOrder(content: ContentGraph, memo: LlmsTxtMemo): DocSource[] {
  const listed = content.main.docs.filter((doc) => !doc.unlisted);
  // Watch mode: the same sidebars over docs of the same ids and routes give the same order.
  const last = memo.readingOrder;
  const sidebars = content.main.sidebars;
  if (last?.sidebars === sidebars && last.listed.length === listed.length && last.listed.every((doc, i) => doc === listed[i] || (doc.id === listed[i].id && doc.route === listed[i].route))) {
    memo.readingOrder = { ...last, listed };
    return last.permutation.map((i) => listed[i]);
  }
  const ordered = readingOrder(content, listed);
  const at = new Map(listed.map((doc, i) => [doc, i]));
  memo.readingOrder = { sidebars, listed, permutation: ordered.map((doc) => at.get(doc)!) };
  return ordered;
}

function readingOrder(content: ContentGraph, listed: DocSource[]): DocSource[] {
  const order = Object.values(content.main.sidebars.byId).flatMap((entries) => flattenSidebar(entries).flatMap((entry) => (entry.docId ? [entry.docId] : [])));
  const position = new Map<string, number>();
  order.forEach((id, at) => position.has(id) || position.set(id, at));
  const rank = (doc: DocSource) => position.get(doc.id) ?? order.length;
  return [...listed].sort((a, b) => rank(a) - rank(b) || a.route.localeCompare(b.route));
}

// Watch mode keeps the docs a save did not change (the same objects: load-content.ts), and each API's
// twins with its cached view: what is known of them is not made or hashed again on every save.
const twinsOfDocs = new WeakMap<DocSource, MarkdownTwin>();
const twinsOfPosts = new WeakMap<BlogPost, MarkdownTwin>();
/** Each twin's line of llms.txt, for the site URL it was made with. */
const linesOfTwins = new WeakMap<MarkdownTwin, { siteUrl: string; baseUrl: string; line: string }>();
const hashesOfTwins = new WeakMap<MarkdownTwin, string>();

function docTwin(doc: DocSource): MarkdownTwin {
  let twin = twinsOfDocs.get(doc);
  if (!twin) twinsOfDocs.set(doc, (twin = pageTwin({ route: doc.route, title: doc.title, description: doc.description, body: doc.body })));
  return twin;
}

/** A twin's text, in the few bytes watch mode keeps to know it unchanged. */
function textHash(twin: MarkdownTwin): string {
  let hash = hashesOfTwins.get(twin);
  if (!hash) hashesOfTwins.set(twin, (hash = createHash('sha1').update(twin.markdown).digest('base64')));
  return hash;
}

async function isFile(file: string): Promise<boolean> {
  return Boolean((await fs.stat(file).catch(() => undefined))?.isFile());
}

async function assertLinksResolve({ holds, paths }: { holds: (urlPath: string) => Promise<boolean>; paths: string[] }): Promise<void> {
  const fileOf = (urlPath: string) => (/\.(md|txt)$/.test(urlPath) ? urlPath.slice(1) : outputFileOf(urlPath));
  const absent = new Set<string>();
  await forEachLimited(paths, async (urlPath) => {
    if (!(await holds('/' + fileOf(urlPath)))) absent.add(urlPath);
  });
  const missing = paths.filter((urlPath) => absent.has(urlPath)).map((urlPath) => `${urlPath} (no ${fileOf(urlPath)})`);
  if (missing.length) throw new Error(`llms.txt links to pages the build did not write: ${missing.join(', ')}`);
}
