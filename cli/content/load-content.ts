// Stage 2: content/ → ContentGraph. Reads docs (md/mdx with front matter) and pages (tsx/mdx),
// derives ids and routes from paths, and builds the sidebars.
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SiteError, type Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { DocsVersionOptions, ResolvedDocs } from '../config/docs-instances.ts';
import { docFileFilter } from './doc-files.ts';
import { splitFrontMatter, type FrontMatter } from './front-matter.ts';
import { buildSidebars, rememberInputs, sameSidebars, unchangedSidebars, type Sidebars } from './sidebars.ts';
import { readCategoryFile } from './category-file.ts';
import { loadSidebarsFile } from './sidebars-file.ts';
import { splitNumberPrefix, type CategoryMeta, type DocSource } from './doc-source.ts';
import { mayEmbed, tsxEmbeds } from './tsx-embeds.ts';
import type { EmbedUse } from '../../shared/api-embeds.ts';
import { loadBlogs, type BlogContent } from './blog/load-blogs.ts';

export type { CategoryMeta, DocSource } from './doc-source.ts';

export interface PageSource {
  file: string;
  route: string;
  locale: string;
  kind: 'tsx' | 'mdx';
  /** For MDX pages: front matter and body, as for docs. */
  frontMatter: FrontMatter;
  body: string;
  /** A React page's embedded API parts (tsx-embeds.ts); an MDX page's are found as it compiles. */
  embeds?: EmbedUse[];
  /** Where the file stops being UTF-8 (a warning: the page is built). */
  encodingProblem?: Problem;
}

/** A docs version (config/docs-instances.ts): its folder (default locale), its path segment after the docs base. */
export type DocsVersion = DocsVersionOptions;

/** The docs of one instance, one locale and one version, with their own sidebars. */
export interface DocSet {
  /** The docs instance ('default', or its `id` in the config). */
  pluginId: string;
  locale: string;
  version: DocsVersion;
  /** '/docs', '/docs/1.0', '/fr/docs', … */
  routeBase: string;
  docs: DocSource[];
  sidebars: Sidebars;
  /** Docs with `draft: true`: left out of the site. */
  draftIds: string[];
}

export interface ContentGraph {
  docSets: DocSet[];
  /** Every doc of every set (what the MDX stage compiles). */
  docs: DocSource[];
  /** The default instance's last version in the default locale: what navbar doc items refer to by default. */
  main: DocSet;
  pages: PageSource[];
  /** Each docs folder as read, by path: what the next watch save reuses of it (readDocFolder). */
  folders: Map<string, DocFolder>;
  /** Each blog of the config in each locale (blog/load-blogs.ts). */
  blogs: BlogContent[];
}

/** A docs folder as read: its files (relative, posix), and its category files' contents by folder. */
interface DocFolder {
  files: string[];
  /** The docs among `files`, each with its key (docKey): made with the listing and kept with it. */
  docFiles: { rel: string; key: string }[];
  categories: Map<string, CategoryMeta>;
}

const DOC_EXT = /\.mdx?$/;

type Collect = <T>(work: () => Promise<T>) => Promise<T | undefined>;

/**
 * `reuse` (watch mode, same config): docs of the previous graph whose file is not among `changed`
 * are taken as they were instead of read and parsed again: a save costs one file, not the site.
 */
export async function loadContent({ config, reuse, production = true }: { config: ResolvedConfig; reuse?: { previous: ContentGraph; changed: Set<string> }; production?: boolean }): Promise<ContentGraph> {
  const problems: Problem[] = [];
  const unchanged = new Map<string, DocSource>();
  for (const doc of reuse?.previous.docs ?? []) if (!reuse!.changed.has(doc.file)) unchanged.set(keyOf(doc), doc);
  const folders = new Map<string, DocFolder>();
  const readFolder = async (params: Omit<Parameters<typeof readDocFolder>[0], 'collect' | 'unchanged' | 'before'>) => {
    const read = await readDocFolder({ ...params, collect, unchanged, before: reuse && { folder: reuse.previous.folders.get(params.dir), changed: reuse.changed } });
    folders.set(params.dir, read);
    return read;
  };
  const collect: Collect = async (work) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const docSets: DocSet[] = [];
  for (const instance of config.docsInstances) {
    const sets = await loadInstance({ instance, config, readFolder, collect, previous: reuse?.previous });
    docSets.push(...sets);
  }
  const { defaultLocale, locales } = config.i18n;
  const pages: PageSource[] = [];
  for (const locale of locales) {
    const prefix = localePrefix(locale, defaultLocale);
    const defaults = await readPageFolder({ dir: config.pages.path, prefix, locale, collect });
    const translated = locale === defaultLocale ? [] : await readPageFolder({ dir: path.join(config.root, 'content', 'i18n', locale, 'pages'), prefix, locale, collect });
    const byRoute = new Map(defaults.map((p) => [p.route, p]));
    for (const page of translated) byRoute.set(page.route, page);
    pages.push(...byRoute.values());
  }
  const blogs = await collect(() => loadBlogs({ config, production, reuse: reuse && { previous: reuse.previous.blogs, changed: reuse.changed } }));
  if (problems.length) throw new SiteError(problems);
  pages.sort((a, b) => a.route.localeCompare(b.route));
  const main = docSets.find((s) => s.pluginId === config.docs.id && s.locale === defaultLocale && s.version.last)!;
  return { docSets, docs: docSets.flatMap((s) => s.docs), main, pages, folders, blogs: blogs ?? [] };
}

/** One docs instance's sets: each version in each locale, with its sidebars. */
async function loadInstance(params: {
  instance: ResolvedDocs;
  config: ResolvedConfig;
  readFolder: (params: Omit<Parameters<typeof readDocFolder>[0], 'collect' | 'unchanged' | 'before'>) => Promise<DocFolder & { docs: DocSource[] }>;
  collect: Collect;
  previous?: ContentGraph;
}): Promise<DocSet[]> {
  const { instance, config, readFolder, collect, previous } = params;
  const { defaultLocale, locales } = config.i18n;
  const isDoc = docFileFilter(instance);
  const configSidebars = instance.sidebars ? { sidebars: instance.sidebars, file: config.configFile, keyPath: [...instance.keyPath, 'sidebars'] } : undefined;
  const docSets: DocSet[] = [];
  for (const version of instance.versions) {
    const sidebarFile = version.current ? instance.sidebarPath : version.sidebarPath;
    const loaded = sidebarFile ? await collect(() => loadSidebarsFile(sidebarFile)) : undefined;
    const fromFile = loaded && !version.current ? { ...loaded, legacyVersionPrefix: `version-${version.name}/` } : loaded;
    const declared = fromFile ?? (version.current ? configSidebars : undefined);
    const defaultBase = joinRoute('/' + instance.routeBasePath, version.slug);
    // Each version's folder is read once; other locales reuse its docs under their prefix.
    const own = await readFolder({ dir: version.dir, routeBase: defaultBase, locale: defaultLocale, version: version.name, isDoc });
    for (const locale of locales) {
      const prefix = localePrefix(locale, defaultLocale);
      const routeBase = joinRoute(prefix, defaultBase);
      // Translations live in content/i18n/<locale>/<folder>; untranslated docs fall back to the default locale's.
      const translatedDir = locale === defaultLocale ? undefined : path.join(config.root, 'content', 'i18n', locale, translationFolder(instance.id, version));
      const translated = translatedDir ? await readFolder({ dir: translatedDir, routeBase, locale, version: version.name, isDoc }) : undefined;
      const byId = new Map(own.docs.map((d) => [d.id, prefix ? { ...d, locale, route: prefix + d.route } : d]));
      for (const doc of translated?.docs ?? []) byId.set(doc.id, doc);
      const all = [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
      const docs = all.filter((d) => d.frontMatter.draft !== true);
      const categories = new Map([...own.categories, ...(translated?.categories ?? [])]);
      const inputs = { docs, categories, declared, routeBase };
      const before = previous?.docSets.find((s) => s.pluginId === instance.id && s.locale === locale && s.version.name === version.name)?.sidebars;
      let sidebars = unchangedSidebars(inputs, before);
      if (!sidebars) {
        const built = await collect(() => buildSidebars(inputs));
        if (!built) continue;
        sidebars = sameSidebars(built, before) ? before! : built;
        rememberInputs(sidebars, inputs);
      }
      docSets.push({ pluginId: instance.id, locale, version, routeBase, docs, sidebars, draftIds: all.filter((d) => d.frontMatter.draft === true).map((d) => d.id) });
    }
  }
  return docSets;
}

/** A version's translations folder under content/i18n/<locale>/: docs, docs-<version>, <id>, <id>-<version>. */
function translationFolder(pluginId: string, version: DocsVersion): string {
  const base = pluginId === 'default' ? 'docs' : pluginId;
  return version.current ? base : `${base}-${version.name}`;
}

export function localePrefix(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

function docKey(file: string, locale: string, version: string): string {
  return `${file}\0${locale}\0${version}`;
}

// Watch mode keeps each unchanged doc, and with it its key: a save makes no key (nor path) per doc
// of the site, which at 10,000 docs was ~10 MB of garbage a save.
const keysOfDocs = new WeakMap<DocSource, string>();

function keyOf(doc: DocSource): string {
  let key = keysOfDocs.get(doc);
  if (!key) keysOfDocs.set(doc, (key = docKey(doc.file, doc.locale, doc.version)));
  return key;
}

/**
 * `before` (watch mode): the folder as the last run read it, and the files changed since. Its listing
 * is kept unless a changed path in it is new or gone, and each category file not changed keeps
 * its contents: a save reads one file, not every folder and category file of the site.
 */
async function readDocFolder(params: {
  dir: string;
  routeBase: string;
  locale: string;
  version: string;
  /** Which files of the folder are docs (the instance's include and exclude). */
  isDoc: (rel: string) => boolean;
  collect: Collect;
  unchanged: Map<string, DocSource>;
  before?: { folder?: DocFolder; changed: Set<string> };
}): Promise<DocFolder & { docs: DocSource[] }> {
  const { dir, collect, unchanged, before } = params;
  const kept = before?.folder && (await sameListing(dir, before.folder.files, before.changed)) ? before.folder : undefined;
  const files = kept?.files ?? (await listFiles(dir));
  // Files and folders whose name starts with `_` are partials (imported by docs), never pages.
  const docFiles = kept?.docFiles ?? files.filter((f) => DOC_EXT.test(f) && !isPartial(f) && params.isDoc(f)).map((rel) => ({ rel, key: docKey(path.join(dir, rel), params.locale, params.version) }));
  const read = ({ rel, key }: { rel: string; key: string }) => unchanged.get(key) ?? collect(() => readDoc({ ...params, rel }));
  const docs = (await Promise.all(docFiles.map(read))).filter((d): d is DocSource => d !== undefined);
  const categories = new Map<string, CategoryMeta>();
  for (const f of files.filter((f) => /(^|\/)_category_\.(json|ya?ml)$/.test(f))) {
    const file = path.join(dir, f);
    const folder = path.posix.dirname(f) === '.' ? '' : path.posix.dirname(f);
    const known = kept?.categories.get(folder);
    const meta = known?.file === file && !before!.changed.has(file) ? known : await collect(() => readCategoryFile(file));
    if (meta) categories.set(folder, meta);
  }
  return { docs, categories, files, docFiles };
}

/** Whether `dir` still holds exactly `files`, given the paths changed since they were listed: each changed path below it is one of them and still a file. */
async function sameListing(dir: string, files: string[], changed: Set<string>): Promise<boolean> {
  for (const file of changed) {
    if (!file.startsWith(dir + path.sep)) continue;
    if (!files.includes(path.relative(dir, file).split(path.sep).join('/'))) return false;
    if (!(await fs.stat(file).then((s) => s.isFile(), () => false))) return false;
  }
  return true;
}

async function readPageFolder(params: { dir: string; prefix: string; locale: string; collect: Collect }): Promise<PageSource[]> {
  const files = await listFiles(params.dir);
  const pages = await Promise.all(files.filter(isPageFile).map((f) => params.collect(() => readPage({ ...params, rel: f }))));
  return pages.filter((p): p is PageSource => p !== undefined);
}

/** Files below dir as posix paths relative to it; symlinks are not followed (they could leave the site). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The file's text. Read synchronously: a site has thousands of small sources, and a read through
 * the thread pool cost 5-8 times a direct one. Bytes that are not UTF-8 read as U+FFFD, as Node's
 * (and so Docusaurus's) readFile reads them, and the first is a located warning: the page is built.
 */
function readText(file: string): { text: string; encodingProblem?: Problem } {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(readFileSync(file));
  const bad = text.indexOf('\uFFFD');
  if (bad === -1) return { text };
  const before = text.slice(0, bad).split('\n');
  const encodingProblem = {
    file,
    line: before.length,
    column: before[before.length - 1].length + 1,
    message: 'the file is not valid UTF-8: its bytes there show as \uFFFD',
    hint: 'Save the file with UTF-8 encoding.',
  };
  return { text, encodingProblem };
}

async function readDoc(params: { dir: string; rel: string; routeBase: string; locale: string; version: string }): Promise<DocSource> {
  const { dir, rel, routeBase, locale, version } = params;
  const file = path.join(dir, rel);
  const { text, encodingProblem } = readText(file);
  const { frontMatter, body } = splitFrontMatter(file, text);
  const folder = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const fileStem = path.posix.basename(rel).replace(DOC_EXT, '');
  const { name, prefix } = splitNumberPrefix(fileStem);
  const baseId = typeof frontMatter.id === 'string' && frontMatter.id ? frontMatter.id : name;
  const id = folder ? `${folder}/${baseId}` : baseId;
  const isCategoryIndex = isCategoryIndexName(fileStem, folder);
  // As Docusaurus: folders lose their number prefixes in URLs; a slug is relative to the folder
  // unless it starts with '/'; a folder's own page (index, README, <folder>/<folder>) is the folder.
  const folderUrl = folder.split('/').map((segment) => splitNumberPrefix(segment).name).join('/');
  const slug = frontMatter.slug;
  const route = slug
    ? joinRoute(routeBase, slug.startsWith('/') ? slug : path.posix.join(folderUrl, slug))
    : joinRoute(routeBase, isCategoryIndex ? folderUrl : path.posix.join(folderUrl, baseId));
  const title = frontMatter.title ?? firstHeading(body) ?? name;
  return {
    id,
    file,
    dir: folder,
    fileStem,
    isCategoryIndex,
    route,
    locale,
    version,
    frontMatter,
    body,
    title,
    description: frontMatter.description,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    sidebarPosition: frontMatter.sidebar_position ?? prefix,
    sidebarClassName: typeof frontMatter.sidebar_class_name === 'string' ? frontMatter.sidebar_class_name : undefined,
    unlisted: frontMatter.unlisted ?? false,
    ...(encodingProblem ? { encodingProblem } : {}),
  };
}

const PAGE_EXT = /\.(tsx|jsx|js|mdx|md)$/;

/**
 * As Docusaurus's pages plugin: React modules (.tsx, .jsx, .js) and MDX (.mdx, .md) are pages,
 * except `_`-prefixed files and folders and tests; anything else in the folder (CSS modules,
 * images) is what pages import.
 */
function isPageFile(rel: string): boolean {
  return PAGE_EXT.test(rel) && !isPartial(rel) && !/\.test\.[jt]sx?$/.test(rel) && !rel.split('/').includes('__tests__');
}

/** `_partial.mdx`, `_shared/…`: imported by docs, never pages of their own. */
function isPartial(rel: string): boolean {
  return rel.split('/').some((segment) => segment.startsWith('_'));
}

function isCategoryIndexName(fileStem: string, folder: string): boolean {
  const name = splitNumberPrefix(fileStem).name.toLowerCase();
  const parent = splitNumberPrefix(path.posix.basename(folder)).name.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== '' && name === parent);
}

async function readPage(params: { dir: string; rel: string; prefix: string; locale: string }): Promise<PageSource> {
  const { dir, rel, prefix, locale } = params;
  const file = path.join(dir, rel);
  const stem = rel.replace(PAGE_EXT, '');
  // A locale's home page is its folder: /fr/ (served from fr/index.html by every static host); so is a
  // folder's index page (`examples/index.jsx` → /examples/), as in Docusaurus, which every host serves
  // at /examples too.
  const route = stem === 'index' ? `${prefix}/` : stem.endsWith('/index') ? `${joinRoute(prefix || '/', stem.slice(0, -'/index'.length))}/` : joinRoute(prefix || '/', stem);
  const { text, encodingProblem } = readText(file);
  const read = encodingProblem ? { encodingProblem } : {};
  if (/\.mdx?$/.test(rel)) {
    const { frontMatter, body } = splitFrontMatter(file, text);
    return { file, route, locale, kind: 'mdx', frontMatter, body, ...read };
  }
  const source = text;
  const embeds = mayEmbed(source) ? tsxEmbeds(source) : [];
  return { file, route, locale, kind: 'tsx', frontMatter: {}, body: '', ...(embeds.length ? { embeds } : {}), ...read };
}

function firstHeading(body: string): string | undefined {
  // Without a `{#custom-id}` (remark-heading-ids).
  return /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1].replace(/\s*\{#[^{}\s]+\}$/, '');
}

function joinRoute(base: string, rest: string): string {
  const joined = path.posix.join(base || '/', rest);
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
