// The content stage's blogs: each blog of the config, in each locale, read as Docusaurus's blog
// plugin reads one (blogUtils.js): every `.md`/`.mdx` of its folder but partials (`_`-prefixed) is a
// post, dated by front matter `date`, else its file name (blog-file-name.ts), else the file's first
// commit; titled by front matter, else its leading `# Title` (taken out of the body), else its name;
// newest first. Drafts are left out of production builds and shown by `serve`.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SiteError, type Problem } from '../../support/errors.ts';
import type { ResolvedConfig } from '../../config/load-config.ts';
import { blogTranslationDirs, type ResolvedBlog } from '../../config/blog-config.ts';
import { frontMatterLine, splitFrontMatter, type FrontMatter } from '../front-matter.ts';
import { parseBlogFileName } from './blog-file-name.ts';
import { splitAtTruncateMarker } from './truncate.ts';
import { readingTime } from './reading-time.ts';
import { joinUrl, postAuthors, readAuthorsMap, type AuthorsMap } from './blog-authors.ts';
import { postTags, readTagsFile, type TagsFile } from './blog-tags.ts';
import { blogExcerptText } from './excerpt-text.ts';
import type { BlogAuthor, BlogTagLink } from '../../../templates/blog/types.ts';

export interface BlogPost {
  file: string;
  /** Path from the blog folder, posix. */
  rel: string;
  locale: string;
  frontMatter: FrontMatter;
  /** The body as compiled: its truncate marker and leading `# Title` blanked out (positions kept). */
  body: string;
  /** What its list item shows: the body before the truncate marker (compiled on its own), or none: the whole post. */
  excerpt?: BlogExcerpt;
  title: string;
  description?: string;
  /** ISO, UTC. */
  date: string;
  permalink: string;
  tags: BlogTagLink[];
  authors: BlogAuthor[];
  readingTime?: number;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  /** Its tags the tags file does not list, and whether an author is written inline: for the blog's warnings. */
  inlineTags: string[];
  inlineAuthors: boolean;
}

/** A post's excerpt as the MDX stage compiles it: one object per post, kept while the post is. */
export interface BlogExcerpt {
  file: string;
  body: string;
  /** The post's (its `format` applies to the excerpt too). */
  frontMatter: FrontMatter;
}

/** One blog in one locale. */
export interface BlogContent {
  blog: ResolvedBlog;
  locale: string;
  /** '/blog', '/fr/blog'; '/' for a blog at the site root. */
  routeBase: string;
  /** Sorted as `sortPosts` says; drafts only under `serve`. */
  posts: BlogPost[];
  /** The authors map, its pages' permalinks under this locale's route; undefined without one. */
  authors?: AuthorsMap;
  /** Located warnings (onInlineTags, onInlineAuthors, onUntruncatedBlogPosts at 'warn'). */
  warnings: Problem[];
  /** The authors map and tags file as read, for watch mode (a save of either rereads the blog). */
  dataFiles: string[];
}

const POST_FILE = /\.mdx?$/;

/**
 * `production`: drafts are left out (a build, `check`); `serve` shows them. `reuse` (watch mode):
 * posts whose file did not change, of a blog whose data files did not, are the same objects as before.
 */
export async function loadBlogs({ config, production, reuse }: { config: ResolvedConfig; production: boolean; reuse?: { previous: BlogContent[]; changed: Set<string> } }): Promise<BlogContent[]> {
  const problems: Problem[] = [];
  const out: BlogContent[] = [];
  for (const blog of config.blogs) {
    const files = await listPostFiles(blog.path);
    for (const locale of config.i18n.locales) {
      const previous = reuse?.previous.find((b) => b.blog.id === blog.id && b.locale === locale);
      try {
        out.push(await loadBlog({ config, blog, locale, files, production, reuse: previous && reuse && unchangedData(previous, reuse.changed) ? { previous, changed: reuse.changed } : undefined }));
      } catch (error) {
        if (!(error instanceof SiteError)) throw error;
        problems.push(...error.problems);
      }
    }
  }
  if (problems.length) throw new SiteError(dedupe(problems));
  return out;
}

function unchangedData(previous: BlogContent, changed: Set<string>): boolean {
  return !previous.dataFiles.some((f) => changed.has(f));
}

async function loadBlog(params: { config: ResolvedConfig; blog: ResolvedBlog; locale: string; files: string[]; production: boolean; reuse?: { previous: BlogContent; changed: Set<string> } }): Promise<BlogContent> {
  const { config, blog, locale, files, production, reuse } = params;
  const prefix = locale === config.i18n.defaultLocale ? '' : `/${locale}`;
  // A blog at the root of a locale is its folder, as a locale's home page is (/fr/, served from fr/index.html).
  const routeBase = blog.routeBasePath ? joinUrl(prefix || '/', blog.routeBasePath) : `${prefix}/`;
  const dirs = [...(prefix ? blogTranslationDirs(config.root, blog, locale) : []), blog.path];
  // A translated authors map or tags file wins, as a translated post does.
  const findData = (name: string) => dirs.map((d) => path.join(d, name)).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile()) ?? path.join(blog.path, name);
  const authorsFile = findData(blog.authorsMapPath);
  const tagsFile = blog.tags === false ? undefined : findData(blog.tags ?? 'tags.yml');
  const authors = readAuthorsMap(authorsFile, joinUrl(routeBase, blog.authorsBasePath));
  const tags = tagsFile ? readTagsFile(tagsFile, { required: typeof blog.tags === 'string', configFile: config.configFile }) : undefined;
  const kept = new Map((reuse?.previous.posts ?? []).map((p) => [p.rel, p]));
  const problems: Problem[] = [];
  const posts: BlogPost[] = [];
  for (const rel of files) {
    const file = dirs.map((d) => path.join(d, rel)).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile())!;
    const known = kept.get(rel);
    if (known && known.file === file && !reuse!.changed.has(file)) {
      if (!(production && known.draft)) posts.push(known);
      continue;
    }
    try {
      const post = readPost({ config, blog, locale, rel, file, routeBase, authors, tags });
      if (!(production && post.draft)) posts.push(post);
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new SiteError(problems);
  checkPermalinks(posts);
  sortPosts(posts, blog.sortPosts);
  return { blog, locale, routeBase, posts, authors, warnings: blogWarnings({ blog, posts, tagsFile: tags ? tagsFile : undefined }), dataFiles: [authorsFile, ...(tagsFile ? [tagsFile] : [])] };
}

/** Post files of the blog folder (default locale's: a translation replaces one, never adds one), posix, sorted. */
async function listPostFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile() && POST_FILE.test(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').some((segment) => segment.startsWith('_')))
    .sort();
}

interface ReadPostParams {
  config: ResolvedConfig;
  blog: ResolvedBlog;
  locale: string;
  rel: string;
  file: string;
  routeBase: string;
  authors: AuthorsMap | undefined;
  tags: TagsFile | undefined;
}

function readPost({ config, blog, locale, rel, file, routeBase, authors, tags }: ReadPostParams): BlogPost {
  const { frontMatter, body: raw } = splitFrontMatter(file, readFileSync(file, 'utf8'));
  const named = parseBlogFileName(rel);
  const { body: withoutTitle, title: bodyTitle } = takeLeadingTitle(raw);
  const { body, excerpt } = splitAtTruncateMarker(withoutTitle);
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : named.slug;
  // Each part of the front matter is checked on its own: every mistake of the post is said at once.
  const problems: Problem[] = [];
  const checked = <T>(read: () => T, otherwise: T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      problems.push(...error.problems);
      return otherwise;
    }
  };
  const found = checked(() => postTags({ file, frontMatter, tagsFile: tags, tagsBase: joinUrl(routeBase, blog.tagsBasePath) }), { tags: [], inline: [] });
  const postAuthorList = checked(() => postAuthors({ file, frontMatter, map: authors }), []);
  const date = checked(() => postDate({ file, frontMatter, fromName: named.date }), '');
  if (problems.length) throw new SiteError(problems);
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : blogExcerptText(body);
  return {
    file,
    rel,
    locale,
    frontMatter,
    body,
    ...(excerpt !== undefined ? { excerpt: { file, body: excerpt, frontMatter } } : {}),
    title: typeof frontMatter.title === 'string' ? frontMatter.title : (bodyTitle ?? named.text),
    ...(description ? { description } : {}),
    date,
    permalink: joinUrl(routeBase, slug),
    tags: found.tags.map(({ inline: _inline, ...tag }) => tag),
    authors: postAuthorList,
    ...(blog.showReadingTime ? { readingTime: readingTime(body, locale) } : {}),
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    ...(blog.editUrl ? { editUrl: new URL(path.relative(config.root, path.join(blog.path, rel)).split(path.sep).join('/'), blog.editUrl.replace(/\/?$/, '/')).href } : {}),
    inlineTags: found.inline,
    inlineAuthors: postAuthorList.some((a) => !a.key),
  };
}

/**
 * A leading `# Title` (after any imports) is the post's title, shown by the theme above the body:
 * taken out of the body (the line blanked, so positions stay), as Docusaurus removes it.
 */
function takeLeadingTitle(body: string): { body: string; title?: string } {
  const lines = body.split('\n');
  let inImports = false;
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) {
      inImports = false;
      continue;
    }
    if (/^(import|export)\s/.test(line) || inImports) {
      inImports = true;
      continue;
    }
    const heading = /^#[ \t]+(.+?)[ \t]*#*[ \t]*$/.exec(line);
    if (!heading) return { body };
    lines[i] = '';
    return { body: lines.join('\n'), title: heading[1].replace(/\s*\{#[^{}\s]+\}$/, '') };
  }
  return { body };
}

/**
 * Front matter `date` (YAML's date or date-time, read as UTC as Docusaurus reads it), else the
 * file name's, else the file's first commit in git, else its modification time.
 */
function postDate({ file, frontMatter, fromName }: { file: string; frontMatter: FrontMatter; fromName?: string }): string {
  const written = frontMatter.date;
  if (written !== undefined && written !== null) {
    const text = String(written);
    const date = [new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`), new Date(text)].find((d) => !Number.isNaN(d.getTime()));
    if (!date) {
      const line = frontMatterLine(file, 'date');
      throw new SiteError([{ file, line, column: line && 1, message: `front matter "date" ${JSON.stringify(text)} is not a date`, hint: 'Write it as YYYY-MM-DD, or YYYY-MM-DDTHH:MM:SS (UTC).' }]);
    }
    return date.toISOString();
  }
  if (fromName) return new Date(`${fromName}T00:00:00Z`).toISOString();
  return firstCommitDate(file) ?? statSync(file).mtime.toISOString();
}

function firstCommitDate(file: string): string | undefined {
  try {
    const out = execFileSync('git', ['log', '--follow', '--diff-filter=A', '--format=%aI', '--', path.basename(file)], { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const first = out.trim().split('\n').pop();
    return first ? new Date(first).toISOString() : undefined;
  } catch {
    return undefined;
  }
}

/** Newest first (ties in path order), or oldest first, as Docusaurus sorts. */
function sortPosts(posts: BlogPost[], order: ResolvedBlog['sortPosts']): void {
  posts.sort((a, b) => (a.date === b.date ? (a.rel < b.rel ? -1 : 1) : a.date < b.date ? 1 : -1));
  if (order === 'ascending') posts.reverse();
}

/** Two posts at one URL (a `slug` given twice): an error naming both. */
function checkPermalinks(posts: BlogPost[]): void {
  const seen = new Map<string, BlogPost>();
  const problems: Problem[] = [];
  for (const post of posts) {
    const other = seen.get(post.permalink);
    if (other) {
      const line = frontMatterLine(post.file, 'slug');
      problems.push({ file: post.file, line, column: line && 1, message: `the post's URL ${post.permalink} is also ${other.rel}'s`, hint: 'Give one of them another `slug`.' });
    }
    seen.set(post.permalink, post);
  }
  if (problems.length) throw new SiteError(problems);
}

/**
 * What Docusaurus reports by the blog's `on…` options, one located line per kind for the whole blog
 * (at its first file, with the count), as hubgen reports front matter it ignores: the same line
 * once per post hides the warnings that matter. At 'throw' they are errors (blogProblems).
 */
function blogWarnings({ blog, posts, tagsFile }: { blog: ResolvedBlog; posts: BlogPost[]; tagsFile?: string }): Problem[] {
  const out: (Problem & { level: string })[] = [];
  const counted = (files: string[]) => (files.length > 1 ? ` (and ${files.length - 1} more post${files.length > 2 ? 's' : ''})` : '');
  const byPath = [...posts].sort((a, b) => (a.rel < b.rel ? -1 : 1));
  const inlineTags = byPath.filter((p) => p.inlineTags.length);
  if (tagsFile && inlineTags.length) {
    const first = inlineTags[0];
    const line = frontMatterLine(first.file, 'tags');
    out.push({ level: blog.onInlineTags, file: first.file, line, column: line && 1, message: `tags [${first.inlineTags.join(', ')}] are not in ${path.basename(tagsFile)}${counted(inlineTags.map((p) => p.file))}`, hint: `Add them to ${path.basename(tagsFile)}, or set the blog's onInlineTags: 'ignore'.` });
  }
  const inlineAuthors = byPath.filter((p) => p.inlineAuthors).map((p) => p.file);
  if (inlineAuthors.length) {
    const line = frontMatterLine(inlineAuthors[0], 'authors') ?? frontMatterLine(inlineAuthors[0], 'author');
    out.push({ level: blog.onInlineAuthors, file: inlineAuthors[0], line, column: line && 1, message: `authors written in the post, not in ${blog.authorsMapPath}${counted(inlineAuthors)}`, hint: `Declare them once in ${blog.authorsMapPath} and name them by key, or set the blog's onInlineAuthors: 'ignore'.` });
  }
  const untruncated = byPath.filter((p) => !p.excerpt).map((p) => p.file);
  if (untruncated.length) {
    out.push({ level: blog.onUntruncatedBlogPosts, file: untruncated[0], message: `no truncate marker: the blog's list pages show the post whole${counted(untruncated)}`, hint: `Put <!-- truncate --> (or {/* truncate */} in MDX) after the post's opening, or set the blog's onUntruncatedBlogPosts: 'ignore'.` });
  }
  const thrown = out.filter((p) => p.level === 'throw');
  if (thrown.length) throw new SiteError(thrown.map(({ level: _level, ...p }) => p));
  // 'log' is said too (Docusaurus logs it without the warning's colour); 'ignore' is not.
  return out.filter((p) => p.level === 'warn' || p.level === 'log').map(({ level: _level, ...p }) => p);
}

/** Untranslated posts are read once per locale: one problem of a file is said once. */
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\0${p.line}\0${p.column}\0${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
