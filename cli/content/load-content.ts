// Stage 2: content/ → ContentGraph. Reads docs (md/mdx with front matter) and pages (tsx/mdx),
// derives ids and routes from paths, and builds the sidebars.
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { SiteError, siteError, type Problem } from '../errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { splitFrontMatter, type FrontMatter } from './front-matter.ts';
import { buildSidebars, type Sidebars } from './sidebars.ts';

export interface DocSource {
  /** Path without extension, relative to the docs folder: 'APIs/intro'. */
  id: string;
  file: string;
  route: string;
  locale: string;
  /** Name of the docs version this doc belongs to. */
  version: string;
  frontMatter: FrontMatter;
  /** MDX body, front matter blanked out so positions match the file. */
  body: string;
  title: string;
  description?: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  unlisted: boolean;
}

export interface PageSource {
  file: string;
  route: string;
  locale: string;
  kind: 'tsx' | 'mdx';
  /** For MDX pages: front matter and body, as for docs. */
  frontMatter: FrontMatter;
  body: string;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
}

export interface DocsVersion {
  name: string;
  label: string;
  /** Folder of this version's docs (default locale). */
  dir: string;
  /** Path segment after the docs base: '' for the current version, the name for older ones. */
  slug: string;
}

/** The docs of one locale and one version, with their own sidebars. */
export interface DocSet {
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
  /** The default locale's current docs: what navbar doc items and sidebars in the config refer to. */
  main: DocSet;
  pages: PageSource[];
  versions: DocsVersion[];
}

const DOC_EXT = /\.mdx?$/;

type Collect = <T>(work: () => Promise<T>) => Promise<T | undefined>;

/**
 * `reuse` (watch mode, same config): docs of the previous graph whose file is not among `changed`
 * are taken as they were instead of read and parsed again: a save costs one file, not the site.
 */
export async function loadContent({ config, reuse }: { config: ResolvedConfig; reuse?: { previous: ContentGraph; changed: Set<string> } }): Promise<ContentGraph> {
  const problems: Problem[] = [];
  const unchanged = new Map<string, DocSource>();
  for (const doc of reuse?.previous.docs ?? []) if (!reuse!.changed.has(doc.file)) unchanged.set(docKey(doc.file, doc.locale, doc.version), doc);
  const collect: Collect = async (work) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const { defaultLocale, locales } = config.i18n;
  const versions = docsVersions(config);
  const docSets: DocSet[] = [];
  for (const version of versions) {
    const defaultBase = joinRoute('/' + config.docs.routeBasePath, version.slug);
    // Each version's folder is read once; other locales reuse its docs under their prefix.
    const own = await readDocFolder({ dir: version.dir, routeBase: defaultBase, locale: defaultLocale, version: version.name, collect, unchanged });
    for (const locale of locales) {
      const prefix = localePrefix(locale, defaultLocale);
      const routeBase = joinRoute(prefix, defaultBase);
      // Translations live in content/i18n/<locale>/docs; untranslated docs fall back to the default locale's.
      const translatedDir = locale === defaultLocale ? undefined : path.join(config.root, 'content', 'i18n', locale, version.slug ? `docs-${version.slug}` : 'docs');
      const translated = translatedDir ? await readDocFolder({ dir: translatedDir, routeBase, locale, version: version.name, collect, unchanged }) : undefined;
      const byId = new Map(own.docs.map((d) => [d.id, prefix ? { ...d, locale, route: prefix + d.route } : d]));
      for (const doc of translated?.docs ?? []) byId.set(doc.id, doc);
      const all = [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
      const docs = all.filter((d) => d.frontMatter.draft !== true);
      const categories = new Map([...own.categories, ...(translated?.categories ?? [])]);
      const declared = version.slug === '' ? config.docs.sidebars : undefined;
      const sidebars = buildSidebars({ docs, categories, declared, configFile: config.configFile });
      docSets.push({ locale, version, routeBase, docs, sidebars, draftIds: all.filter((d) => d.frontMatter.draft === true).map((d) => d.id) });
    }
  }
  const pages: PageSource[] = [];
  for (const locale of locales) {
    const prefix = localePrefix(locale, defaultLocale);
    const defaults = await readPageFolder({ dir: path.join(config.root, 'content', 'pages'), prefix, locale, collect });
    const translated = locale === defaultLocale ? [] : await readPageFolder({ dir: path.join(config.root, 'content', 'i18n', locale, 'pages'), prefix, locale, collect });
    const byRoute = new Map(defaults.map((p) => [p.route, p]));
    for (const page of translated) byRoute.set(page.route, page);
    pages.push(...byRoute.values());
  }
  if (problems.length) throw new SiteError(problems);
  pages.sort((a, b) => a.route.localeCompare(b.route));
  const main = docSets.find((s) => s.locale === defaultLocale && s.version.slug === '')!;
  return { docSets, docs: docSets.flatMap((s) => s.docs), main, pages, versions };
}

/** The current docs (docs.path) and any older versions from the config, newest first. */
function docsVersions(config: ResolvedConfig): DocsVersion[] {
  const current = config.docs.versions?.current;
  return [
    { name: current?.name ?? 'current', label: current?.label ?? 'Next', dir: path.resolve(config.root, config.docs.path), slug: '' },
    ...(config.docs.versions?.older ?? []).map((v) => ({ name: v.name, label: v.label ?? v.name, dir: path.resolve(config.root, v.path), slug: v.name })),
  ];
}

export function localePrefix(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

function docKey(file: string, locale: string, version: string): string {
  return `${file}\0${locale}\0${version}`;
}

async function readDocFolder(params: { dir: string; routeBase: string; locale: string; version: string; collect: Collect; unchanged: Map<string, DocSource> }) {
  const { dir, collect, unchanged } = params;
  const files = await listFiles(dir);
  const read = (rel: string) => unchanged.get(docKey(path.join(dir, rel), params.locale, params.version)) ?? collect(() => readDoc({ ...params, rel }));
  const docs = (await Promise.all(files.filter((f) => DOC_EXT.test(f)).map(read))).filter((d): d is DocSource => d !== undefined);
  const categories = new Map<string, CategoryMeta>();
  for (const f of files.filter((f) => /(^|\/)_category_\.ya?ml$/.test(f))) {
    const meta = await collect(() => readCategory(path.join(dir, f)));
    if (meta) categories.set(path.posix.dirname(f) === '.' ? '' : path.posix.dirname(f), meta);
  }
  return { docs, categories };
}

async function readPageFolder(params: { dir: string; prefix: string; locale: string; collect: Collect }): Promise<PageSource[]> {
  const files = await listFiles(params.dir);
  const pages = await Promise.all(files.filter((f) => /\.(tsx|mdx)$/.test(f)).map((f) => params.collect(() => readPage({ ...params, rel: f }))));
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

async function readText(file: string): Promise<string> {
  const bytes = await fs.readFile(file);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const bad = text.indexOf('\uFFFD');
  if (bad !== -1) {
    const before = text.slice(0, bad).split('\n');
    throw siteError({
      file,
      line: before.length,
      column: before[before.length - 1].length + 1,
      message: 'the file is not valid UTF-8',
      hint: 'Save the file with UTF-8 encoding.',
    });
  }
  return text;
}

async function readDoc(params: { dir: string; rel: string; routeBase: string; locale: string; version: string }): Promise<DocSource> {
  const { dir, rel, routeBase, locale, version } = params;
  const file = path.join(dir, rel);
  const { frontMatter, body } = splitFrontMatter(file, await readText(file));
  const id = rel.replace(DOC_EXT, '');
  const name = path.posix.basename(id);
  const routeId = name === 'index' ? path.posix.dirname(id).replace(/^\.$/, '') : id;
  const slug = frontMatter.slug;
  const route = slug
    ? joinRoute(routeBase, slug.startsWith('/') ? slug : path.posix.join(path.posix.dirname(id), slug))
    : joinRoute(routeBase, routeId);
  const title = frontMatter.title ?? firstHeading(body) ?? name;
  return {
    id,
    file,
    route,
    locale,
    version,
    frontMatter,
    body,
    title,
    description: frontMatter.description,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    sidebarPosition: frontMatter.sidebar_position,
    unlisted: frontMatter.unlisted ?? false,
  };
}

async function readPage(params: { dir: string; rel: string; prefix: string; locale: string }): Promise<PageSource> {
  const { dir, rel, prefix, locale } = params;
  const file = path.join(dir, rel);
  const stem = rel.replace(/\.(tsx|mdx)$/, '');
  // A locale's home page is its folder: /fr/ (served from fr/index.html by every static host).
  const route = stem === 'index' ? `${prefix}/` : joinRoute(prefix || '/', stem.replace(/\/index$/, ''));
  if (rel.endsWith('.mdx')) {
    const { frontMatter, body } = splitFrontMatter(file, await readText(file));
    return { file, route, locale, kind: 'mdx', frontMatter, body };
  }
  return { file, route, locale, kind: 'tsx', frontMatter: {}, body: '' };
}

async function readCategory(file: string): Promise<CategoryMeta> {
  try {
    const data = yaml.load(await readText(file), { schema: yaml.JSON_SCHEMA }) as CategoryMeta | null;
    return data ?? {};
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    throw siteError({ file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : 1, message: `invalid YAML: ${(error as { reason?: string }).reason}` });
  }
}

function firstHeading(body: string): string | undefined {
  // Without a `{#custom-id}` (remark-heading-ids).
  return /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1].replace(/\s*\{#[^{}\s]+\}$/, '');
}

function joinRoute(base: string, rest: string): string {
  const joined = path.posix.join(base || '/', rest);
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
