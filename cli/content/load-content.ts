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

export interface ContentGraph {
  docsDir: string;
  docs: DocSource[];
  pages: PageSource[];
  /** `_category_.yml` data by folder (relative to docs dir, '' for the root). */
  categories: Map<string, CategoryMeta>;
  sidebars: Sidebars;
}

const DOC_EXT = /\.mdx?$/;

export async function loadContent({ config }: { config: ResolvedConfig }): Promise<ContentGraph> {
  const docsDir = path.resolve(config.root, config.docs.path);
  const pagesDir = path.join(config.root, 'content', 'pages');
  const [docFiles, pageFiles] = await Promise.all([listFiles(docsDir), listFiles(pagesDir)]);

  const problems: Problem[] = [];
  const collect = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };

  const base = '/' + config.docs.routeBasePath;
  const docs = (await Promise.all(docFiles.filter((f) => DOC_EXT.test(f)).map((f) => collect(() => readDoc(docsDir, f, base))))).filter(
    (d): d is DocSource => d !== undefined,
  );
  const categories = new Map<string, CategoryMeta>();
  for (const f of docFiles.filter((f) => /(^|\/)_category_\.ya?ml$/.test(f))) {
    const meta = await collect(() => readCategory(path.join(docsDir, f)));
    if (meta) categories.set(path.posix.dirname(f) === '.' ? '' : path.posix.dirname(f), meta);
  }
  const pages = (
    await Promise.all(pageFiles.filter((f) => /\.(tsx|mdx)$/.test(f)).map((f) => collect(() => readPage(pagesDir, f))))
  ).filter((p): p is PageSource => p !== undefined);
  if (problems.length) throw new SiteError(problems);

  docs.sort((a, b) => a.id.localeCompare(b.id));
  pages.sort((a, b) => a.route.localeCompare(b.route));
  const sidebars = buildSidebars({ docs, categories, declared: config.docs.sidebars, configFile: config.configFile });
  return { docsDir, docs, pages, categories, sidebars };
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

async function readDoc(docsDir: string, rel: string, base: string): Promise<DocSource> {
  const file = path.join(docsDir, rel);
  const { frontMatter, body } = splitFrontMatter(file, await readText(file));
  const id = rel.replace(DOC_EXT, '');
  const name = path.posix.basename(id);
  const routeId = name === 'index' ? path.posix.dirname(id).replace(/^\.$/, '') : id;
  const slug = frontMatter.slug;
  const route = slug ? joinRoute(base, slug.startsWith('/') ? slug : path.posix.join(path.posix.dirname(id), slug)) : joinRoute(base, routeId);
  const title = frontMatter.title ?? firstHeading(body) ?? name;
  return {
    id,
    file,
    route,
    frontMatter,
    body,
    title,
    description: frontMatter.description,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    sidebarPosition: frontMatter.sidebar_position,
    unlisted: frontMatter.unlisted ?? false,
  };
}

async function readPage(pagesDir: string, rel: string): Promise<PageSource> {
  const file = path.join(pagesDir, rel);
  const stem = rel.replace(/\.(tsx|mdx)$/, '');
  const route = stem === 'index' ? '/' : '/' + stem.replace(/\/index$/, '');
  if (rel.endsWith('.mdx')) {
    const { frontMatter, body } = splitFrontMatter(file, await readText(file));
    return { file, route, kind: 'mdx', frontMatter, body };
  }
  return { file, route, kind: 'tsx', frontMatter: {}, body: '' };
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
  return /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1];
}

function joinRoute(base: string, rest: string): string {
  const joined = path.posix.join(base, rest);
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
