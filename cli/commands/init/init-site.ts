// `hubgen init [dir]`: starts a new site from the starter in hubgen's own `starter/` folder: a
// site.config.ts, a docs intro, a home page, a first blog post, one OpenAPI document (the team's own with --openapi, else
// a small example) wired to /api-reference/, static/, a .gitignore and the npm scripts.
//
// Nothing the folder already holds is replaced without --force: every file that would be is
// reported at once, so one rerun fixes them all. package.json and .gitignore are merged, never
// replaced: a script or ignore line of the team's stays as it is.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { SiteError, siteError, type Problem } from '../../support/errors.ts';
import { CONFIG_FILE } from '../../config/load-config.ts';
import { HUBGEN_ROOT } from '../../support/paths.ts';

export const STARTER_DIR = path.join(HUBGEN_ROOT, 'starter');

export interface InitSiteOptions {
  /** The site folder; created when missing. */
  dir: string;
  /** The team's own OpenAPI document, copied into openapi/. */
  openapi?: string;
  force?: boolean;
}

export interface InitSiteReport {
  /** Files written, relative to dir. */
  written: string[];
  /** npm scripts added to package.json. */
  scriptsAdded: string[];
  /** npm scripts left as the team had them (same name, another command). */
  scriptsKept: string[];
  /** Whether package.json already lists hubgen as a dependency. */
  hubgenInstalled: boolean;
}

const SCRIPTS: Record<string, string> = { build: 'hubgen build', serve: 'hubgen serve --watch', check: 'hubgen check' };
const IGNORED = ['node_modules/', 'build/', '.hubgen/'];
const EXAMPLE_SPEC = 'openapi/example.yaml';

interface ApiSource {
  /** Files to write: path in the site → bytes. */
  files: Map<string, Buffer>;
  spec: string;
  title: string;
  server: string;
}

export async function initSite({ dir, openapi, force = false }: InitSiteOptions): Promise<InitSiteReport> {
  const docusaurus = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs'].map((f) => path.join(dir, f)).find((f) => existsSync(f));
  if (docusaurus && !force) {
    throw siteError({ file: docusaurus, message: 'this is a Docusaurus project: hubgen init without --from starts a new site', hint: 'Run hubgen init --from docusaurus to build its docs as they are, or pass --force to start a new site here anyway.' });
  }
  const api = openapi ? await readTeamApi(path.resolve(openapi)) : await readExampleApi();
  const title = await siteTitle(dir);
  const files = new Map<string, Buffer | string>([
    [CONFIG_FILE, siteConfig(title, api)],
    ['content/docs/intro.mdx', fill(await starter('content/docs/intro.mdx'), { __TITLE__: mdxText(title), __SERVER__: api.server })],
    ['content/pages/index.tsx', fill(await starter('content/pages/index.tsx'), { __TITLE__: JSON.stringify(title), __TAGLINE__: JSON.stringify(tagline(api)) })],
    ['static/img/logo.svg', await starter('static/img/logo.svg')],
    ...(await firstPost(title)),
    ...api.files,
  ]);
  const existing = [...files.keys()].filter((file) => existsSync(path.join(dir, file)));
  if (existing.length && !force) {
    throw new SiteError(
      existing.map((file): Problem => ({
        file: path.join(dir, file),
        message: 'already exists; hubgen init does not replace it',
        hint: 'Move it away, run hubgen init in an empty folder (hubgen init my-docs), or pass --force to replace the starter files.',
      })),
    );
  }
  for (const [file, content] of files) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
  const written = [...files.keys()];
  if (await mergeGitignore(dir)) written.push('.gitignore');
  const pkg = await mergePackageJson(dir);
  if (pkg.written) written.push('package.json');
  return { written, scriptsAdded: pkg.added, scriptsKept: pkg.kept, hubgenInstalled: pkg.hubgenInstalled };
}

/**
 * The blog's first post, dated the day the site starts (its file name carries the date, as a
 * Docusaurus post's does), and the authors map it names its author from.
 */
async function firstPost(title: string): Promise<[string, string][]> {
  const today = new Date().toISOString().slice(0, 10);
  const values = { __TITLE__: mdxText(title), __DATE__: today, __PATH__: today.replace(/-/g, '/') };
  return [
    [`content/blog/${today}-welcome.md`, fill(await starter('content/blog/welcome.md'), values)],
    ['content/blog/authors.yml', fill(await starter('content/blog/authors.yml'), { __TITLE__: title.replace(/[\n"]/g, ' ') })],
  ];
}

async function starter(file: string): Promise<string> {
  return fs.readFile(path.join(STARTER_DIR, file), 'utf8');
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/__[A-Z]+__/g, (key) => values[key] ?? key);
}

/** Text safe in MDX prose: what would open JSX, an expression or emphasis is escaped. */
function mdxText(text: string): string {
  return text.replace(/[\\`*_{}<>[\]#]/g, (c) => `\\${c}`);
}

/** The title: package.json's name when there is one, else the folder's ("acme-api" → "Acme API docs"). */
async function siteTitle(dir: string): Promise<string> {
  let name = path.basename(path.resolve(dir));
  try {
    const pkg = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8'));
    if (typeof pkg.name === 'string' && pkg.name) name = pkg.name.replace(/^@[^/]+\//, '');
  } catch {
    // No package.json (or not JSON: mergePackageJson reports that).
  }
  const words = name
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((w) => (/^(api|sdk|cli|ui|id)$/i.test(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)));
  const base = words.join(' ') || 'My API';
  return /\b(docs|documentation|developers?)$/i.test(base) ? base : `${base} docs`;
}

function tagline(api: ApiSource): string {
  return `Guides and the reference of the ${api.title}.`;
}

async function readExampleApi(): Promise<ApiSource> {
  const text = await starter(EXAMPLE_SPEC);
  return { files: new Map([[EXAMPLE_SPEC, Buffer.from(text)]]), spec: EXAMPLE_SPEC, ...describeApi(text, EXAMPLE_SPEC) };
}

/**
 * The team's document, copied into openapi/. A document split over files (`$ref: './schemas.yaml'`)
 * is copied with its folder's other YAML and JSON files, as hubgen resolves $refs only inside the
 * document's folder.
 */
async function readTeamApi(file: string): Promise<ApiSource> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw siteError({ file, message: error.code === 'ENOENT' ? 'no such file' : `cannot be read (${error.code ?? error.message})`, hint: 'Pass the path of your OpenAPI document (YAML or JSON), from the current folder: hubgen init --openapi ./openapi.yaml' });
  });
  if (!/\.(ya?ml|json)$/i.test(file)) throw siteError({ file, message: 'is not a YAML or JSON file', hint: 'An OpenAPI document ends in .yaml, .yml or .json.' });
  const described = describeApi(text, file);
  const spec = `openapi/${path.basename(file)}`;
  const files = new Map<string, Buffer>([[spec, Buffer.from(text)]]);
  if (/\$ref['"]?\s*:\s*['"]?(?!#)[^\s'"]/.test(text)) {
    const folder = path.dirname(file);
    for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      const relative = path.relative(folder, full);
      if (!entry.isFile() || full === file || !/\.(ya?ml|json)$/i.test(entry.name) || /(^|[/\\])(node_modules|\.[^/\\]+)([/\\]|$)/.test(relative)) continue;
      files.set(`openapi/${relative.split(path.sep).join('/')}`, await fs.readFile(full));
    }
  }
  return { files, spec, ...described };
}

function describeApi(text: string, file: string): { title: string; server: string } {
  let doc: unknown;
  try {
    doc = yaml.load(text);
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    throw siteError({ file, line: mark ? mark.line + 1 : undefined, column: mark ? mark.column + 1 : undefined, message: `is not valid YAML or JSON: ${(error as { reason?: string }).reason ?? (error as Error).message}`, hint: 'Fix it, or run hubgen init without --openapi to start from an example document.' });
  }
  const record = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
  if (typeof record(doc).openapi !== 'string' && typeof record(doc).swagger !== 'string') {
    throw siteError({ file, message: 'is not an OpenAPI document (it has no `openapi` version field)', hint: 'Pass an OpenAPI 3.0 or 3.1 document, or run hubgen init without --openapi.' });
  }
  const info = record(record(doc).info);
  const servers = record(doc).servers;
  const server = Array.isArray(servers) && typeof record(servers[0]).url === 'string' ? (record(servers[0]).url as string) : 'https://api.example.com';
  const title = typeof info.title === 'string' && info.title.trim() ? info.title.trim() : 'API';
  return { title: /\bapi$/i.test(title) ? title : `${title} API`, server };
}

function siteConfig(title: string, api: ApiSource): string {
  const str = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  return `// The site's settings: title, navbar, footer and the OpenAPI documents it renders. Every key is
// listed in hubgen's README ("Config reference"); a mistake is reported at its line.
import { defineConfig } from 'hubgen/config';

export default defineConfig({
  title: ${str(title)},
  tagline: ${str(tagline(api))},
  // The address the site is published at, for canonical links and the sitemap.
  url: 'https://docs.example.com',
  navbar: {
    title: ${str(title)},
    logo: { src: '/img/logo.svg', alt: ${str(`${title} logo`)} },
    items: [
      { label: 'Docs', to: '/docs/intro', position: 'left' },
      { label: 'API reference', to: '/api-reference/', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: '/docs/intro' },
          { label: 'API reference', to: '/api-reference/' },
          { label: 'Blog', to: '/blog' },
        ],
      },
    ],
    copyright: ${str(`${title} · Built with hubgen`)},
  },
  // changelog: the document's history in git, compared version by version, at /api-reference/changelog/.
  apis: [{ id: 'api', spec: ${str(api.spec)}, route: '/api-reference/', title: ${str(api.title)}, changelog: true }],
  // The posts of content/blog/ at /blog, with tag and author pages, an archive and RSS and Atom feeds.
  blog: { blogTitle: 'Blog', blogDescription: ${str(`News and release notes of the ${api.title}`)} },
});
`;
}

/** Adds the lines hubgen needs ignored; returns whether the file changed. */
async function mergeGitignore(dir: string): Promise<boolean> {
  const file = path.join(dir, '.gitignore');
  const text = existsSync(file) ? await fs.readFile(file, 'utf8') : '';
  const lines = new Set(text.split(/\r?\n/).map((line) => line.trim().replace(/^\//, '')));
  const missing = IGNORED.filter((entry) => !lines.has(entry) && !lines.has(entry.replace(/\/$/, '')));
  if (!missing.length) return false;
  await fs.writeFile(file, `${text}${text && !text.endsWith('\n') ? '\n' : ''}${text ? '\n' : ''}# hubgen: dependencies, the built site and its caches\n${missing.join('\n')}\n`);
  return true;
}

async function mergePackageJson(dir: string): Promise<{ written: boolean; added: string[]; kept: string[]; hubgenInstalled: boolean }> {
  const file = path.join(dir, 'package.json');
  let pkg: Record<string, unknown>;
  if (existsSync(file)) {
    try {
      pkg = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      throw siteError({ file, message: `is not valid JSON (${(error as Error).message})`, hint: 'Fix it so npm can read it, then run hubgen init again (it adds the build, serve and check scripts).' });
    }
  } else {
    const name = path.basename(path.resolve(dir)).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+/, '') || 'docs';
    pkg = { name, private: true };
  }
  const scripts = (typeof pkg.scripts === 'object' && pkg.scripts !== null ? pkg.scripts : {}) as Record<string, string>;
  const added: string[] = [];
  const kept: string[] = [];
  for (const [name, command] of Object.entries(SCRIPTS)) {
    if (scripts[name] === undefined) {
      scripts[name] = command;
      added.push(name);
    } else if (scripts[name] !== command) kept.push(name);
  }
  pkg.scripts = scripts;
  const deps = { ...(pkg.dependencies as object), ...(pkg.devDependencies as object) } as Record<string, string>;
  const hubgenInstalled = 'hubgen' in deps;
  const written = added.length > 0 || !existsSync(file);
  if (written) await fs.writeFile(file, JSON.stringify(pkg, null, 2) + '\n');
  return { written, added, kept, hubgenInstalled };
}
