// What each link a doc writes leads to, decided before the doc is compiled (the table is part of
// its cache key, so a renamed target recompiles the docs that link to it):
// - a link to a Markdown file (`./other.md#part`, `../api/store.mdx`) becomes the URL of that doc,
//   with its front matter `id` and `slug` (the reader would otherwise land on raw Markdown, or on a
//   404): resolved from the linking file's folder, then from the docs folder, as Docusaurus does;
// - a relative image or file (`./diagram.png`) becomes a content-hashed asset under /assets/media/;
// - an internal link with a trailing slash (`/guides/`) becomes the page's own URL (`/guides`),
//   which every static host serves;
// - Docusaurus's `pathname:///files/report.pdf` (a link to a static file, past the router) becomes
//   the file's site path (`/files/report.pdf`), which gets the baseUrl and is checked like any link.
// Candidates are found with a generous scan of the text; only link nodes are rewritten (by
// remark-resolve-links.ts), so a scan that finds too much changes nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentGraph } from '../content/load-content.ts';

export interface LinkTable {
  /** Target as written → URL to use instead. */
  rewrites: Record<string, string>;
  /** Asset URL → source file, for the write stage to copy and the checks to know. */
  assets: Record<string, string>;
}

export interface LinkContext {
  /** Doc source file → its route, for the doc set the linking file belongs to. */
  routeOfFile: Map<string, string>;
  /** Folder of the docs the linking file belongs to ('' for pages). */
  docsDir: string;
  /** Every route the content stage knows (docs, pages, API references). */
  routes: Set<string>;
  /** The linking file's route. */
  route: string;
}

export const MEDIA_DIR = '/assets/media';

type LinkTables = (file: string, body: string) => LinkTable | undefined;

/**
 * What the link tables of a pipeline's runs keep from run to run (a watch session: from save to
 * save), made by the pipeline (or by loadSite, for `hubgen check`'s one run) and passed to both the
 * MDX stage and the bundle stage.
 */
export interface LinkTableMemo {
  /** The tables of each content graph: asked for by the MDX stage and again by the bundle stage (its Markdown partials) of each run. */
  tablesOf: WeakMap<ContentGraph, LinkTables>;
  /** The graph whose tables were made last, and those tables. */
  lastMade?: { content: ContentGraph; tables: LinkTables };
  /**
   * The last table of each file, with the text and the site's signature it was made from: a watch save
   * scans only the docs it changed (scanning every doc's text was most of the mdx stage of a save).
   */
  remembered: Map<string, { body: string; signature: string; table: LinkTable | undefined }>;
  /** The signature of the tables made last (makeLinkTables). */
  lastSignature: string;
  /** Each media file's URL, with the size and mtime it was hashed at (mediaAsset). */
  hashes: MediaHashes;
}

type MediaHashes = Map<string, { mtimeMs: number; size: number; url: string }>;

export function createLinkTableMemo(): LinkTableMemo {
  return { tablesOf: new WeakMap(), remembered: new Map(), lastSignature: '', hashes: new Map() };
}

/** The link table of any source of the site: each doc resolves within its own doc set. */
export function linkTables(content: ContentGraph, memo: LinkTableMemo): LinkTables {
  let tables = memo.tablesOf.get(content);
  if (!tables) {
    // A watch save that moved no doc (most edit a doc's text) keeps the last graph's tables: making
    // them again cost ~13 MB of maps and signature a save at 10,000 docs.
    tables = memo.lastMade && sameFilesAndRoutes(memo.lastMade.content, content) ? memo.lastMade.tables : makeLinkTables(content, memo);
    memo.tablesOf.set(content, tables);
    memo.lastMade = { content, tables };
  }
  return tables;
}

/** Whether two graphs have the same doc sets, docs and pages, at the same files and routes: all a table reads of the graph. */
function sameFilesAndRoutes(a: ContentGraph, b: ContentGraph): boolean {
  const sameList = <T extends { file: string; route: string }>(x: T[], y: T[]) => x.length === y.length && x.every((item, i) => item === y[i] || (item.file === y[i].file && item.route === y[i].route));
  return (
    a.main.version.dir === b.main.version.dir &&
    sameList(a.main.docs, b.main.docs) &&
    a.docSets.length === b.docSets.length &&
    a.docSets.every((set, i) => set.version.dir === b.docSets[i].version.dir && sameList(set.docs, b.docSets[i].docs)) &&
    sameList(a.pages, b.pages) &&
    a.blogs.length === b.blogs.length &&
    a.blogs.every((blog, i) => blog.posts.length === b.blogs[i].posts.length && blog.posts.every((post, j) => post === b.blogs[i].posts[j] || (post.file === b.blogs[i].posts[j].file && post.permalink === b.blogs[i].posts[j].permalink)))
  );
}

function makeLinkTables(content: ContentGraph, memo: LinkTableMemo): LinkTables {
  const { remembered } = memo;
  const routes = new Set([...content.docs.map((d) => d.route), ...content.pages.map((p) => p.route)]);
  const contextOf = new Map<string, Omit<LinkContext, 'route'>>();
  const routeOf = new Map<string, string>();
  // The first set holding a file wins: the default locale's current docs before translations.
  for (const set of content.docSets) {
    const docsDir = set.version.dir;
    const routeOfFile = new Map(set.docs.map((d) => [d.file, d.route]));
    for (const doc of set.docs) {
      if (contextOf.has(doc.file)) continue;
      contextOf.set(doc.file, { routeOfFile, docsDir, routes });
      routeOf.set(doc.file, doc.route);
    }
  }
  const main = { routeOfFile: new Map(content.main.docs.map((d) => [d.file, d.route])), docsDir: content.main.version.dir, routes };
  for (const page of content.pages) routeOf.set(page.file, page.route);
  // A blog post links to another by its file (`./2021-08-26-welcome.md`), as Docusaurus resolves it,
  // within its blog and locale (the default locale's first), or to a doc of the current docs.
  for (const blog of content.blogs) {
    const routeOfFile = new Map([...main.routeOfFile, ...blog.posts.map((p): [string, string] => [p.file, p.permalink])]);
    for (const post of blog.posts) {
      routes.add(post.permalink);
      if (contextOf.has(post.file)) continue;
      contextOf.set(post.file, { routeOfFile, docsDir: blog.blog.path, routes });
      routeOf.set(post.file, post.permalink);
    }
  }
  // What any table can depend on besides its own text: every doc set's files and routes, and every route.
  let signature = JSON.stringify([content.docSets.map((set) => [set.version.dir, set.docs.map((d) => [d.file, d.route])]), [...routes], content.blogs.map((b) => b.posts.map((p) => p.file))]);
  // Each doc's remembered table is checked against it: the same text as last time is made the same
  // string, so each check compares two pointers, not MBs (at 10,000 docs, ~1.5 MB for each doc).
  if (signature === memo.lastSignature) signature = memo.lastSignature;
  else memo.lastSignature = signature;
  return (file, body) => {
    const known = remembered.get(file);
    if (known && known.body === body && known.signature === signature) return known.table;
    const table = linkTable(file, body, { ...(contextOf.get(file) ?? main), route: routeOf.get(file) ?? '/' }, memo.hashes);
    // A table with media files is made again each time: an image beside the doc may have changed.
    if (table && Object.keys(table.assets).length) remembered.delete(file);
    else remembered.set(file, { body, signature, table });
    return table;
  };
}

const CANDIDATE = /\]\(\s*<?([^)\s>]+)|^\s*\[[^\]]+\]:\s*<?([^\s>]+)|\b(?:href|src|to)\s*=\s*["']([^"']+)["']/gm;
const PATHNAME = /^pathname:\/\//i;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;
const MARKDOWN = /\.mdx?$/i;

/** `hashes`: the media files hashed already (LinkTableMemo.hashes). */
export function linkTable(file: string, body: string, context: LinkContext, hashes: MediaHashes = new Map()): LinkTable | undefined {
  const rewrites: Record<string, string> = {};
  const assets: Record<string, string> = {};
  for (const match of body.matchAll(CANDIDATE)) {
    const written = match[1] ?? match[2] ?? match[3];
    if (written && PATHNAME.test(written) && !(written in rewrites)) {
      rewrites[written] = written.replace(PATHNAME, '');
      continue;
    }
    if (!written || EXTERNAL.test(written) || written in rewrites) continue;
    const [target, suffix] = splitSuffix(written);
    let decoded: string;
    try {
      decoded = decodeURIComponent(target);
    } catch {
      continue;
    }
    if (MARKDOWN.test(decoded)) {
      const route = markdownTarget(file, decoded, context);
      if (route) rewrites[written] = route + suffix;
    } else if (!decoded.startsWith('/') && path.extname(decoded)) {
      const asset = mediaAsset(path.resolve(path.dirname(file), decoded), hashes);
      if (asset) {
        rewrites[written] = asset.url + suffix;
        assets[asset.url] = asset.file;
      }
    } else if (target.length > 1 && target.endsWith('/')) {
      const resolved = new URL(target, `http://site.invalid${context.route}`).pathname.slice(0, -1);
      if (context.routes.has(resolved)) rewrites[written] = resolved + suffix;
    }
  }
  return Object.keys(rewrites).length ? { rewrites, assets } : undefined;
}

function splitSuffix(written: string): [string, string] {
  const at = written.search(/[?#]/);
  return at === -1 ? [written, ''] : [written.slice(0, at), written.slice(at)];
}

function markdownTarget(file: string, target: string, context: LinkContext): string | undefined {
  const candidates = target.startsWith('/')
    ? [path.join(context.docsDir, target)]
    : [path.resolve(path.dirname(file), target), ...(context.docsDir ? [path.resolve(context.docsDir, target)] : [])];
  for (const candidate of candidates) {
    const route = context.routeOfFile.get(candidate);
    if (route) return route;
  }
  return undefined;
}

/** `/assets/media/<name>-<hash>.<ext>` for a file beside the doc, or undefined when there is none. */
function mediaAsset(file: string, hashes: MediaHashes): { url: string; file: string } | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;
  const known = hashes.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return { url: known.url, file };
  const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
  const ext = path.extname(file);
  const name = path.basename(file, ext).replace(/[^A-Za-z0-9_-]+/g, '-');
  const url = `${MEDIA_DIR}/${name}-${hash}${ext.toLowerCase()}`;
  hashes.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, url });
  return { url, file };
}
