// A site's own stylesheets in the languages Docusaurus sites write them, compiled with the site's
// own packages as Docusaurus's plugins do (hubgen depends on none of them):
// - Sass/SCSS (`docusaurus-plugin-sass`): a `.scss`/`.sass` customCss, `import './x.scss'` and
//   `*.module.scss` (CSS modules, renamed by docusaurus-modules.ts), compiled with the site's
//   `sass` (or `sass-embedded`); `~pkg/…` and bare package paths load from its node_modules, as
//   sass-loader has them. Without the package: a located error saying what to install.
// - PostCSS with the site's own config (postcss.config.*, .postcssrc*), or, for a site with only a
//   tailwind.config.* (Tailwind's Docusaurus guide adds the plugins in a local plugin's
//   configurePostCss), Tailwind and autoprefixer: every stylesheet of the site (not the theme's,
//   not node_modules') goes through them, run from the site's folder.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type { PartialMessage, PluginBuild } from 'esbuild';
import { loadJsModule } from '../config/load-js-module.ts';

export interface StylesheetResult {
  css?: string;
  errors?: PartialMessage[];
  watchFiles?: string[];
}

export interface SiteStylesheets {
  /** A stylesheet of the site as CSS: Sass compiled, then through the site's PostCSS when it has a config. */
  read(file: string): Promise<StylesheetResult>;
}

/** One per bundle: PostCSS runs one stylesheet at a time (it runs from the site's folder, see inFolder). */
export function siteStylesheets(root: string): SiteStylesheets {
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    async read(file) {
      const compiled = /\.s[ac]ss$/.test(file) ? await compileSass(file, root) : { css: await fs.promises.readFile(file, 'utf8') };
      if (compiled.errors || !postCssConfigFile(root)) return compiled;
      return { ...(await serially(() => withPostCss(file, compiled.css!, root))), watchFiles: compiled.watchFiles };
    },
  };
}

/**
 * The site's `.scss`/`.sass` files (and, with a PostCSS config, its `.css` files) that are not CSS
 * modules (docusaurus-modules.ts renames those): CSS in the client bundle, nothing in the server's.
 */
export function loadSiteStylesheets(b: PluginBuild, { root, client, stylesheets }: { root: string; client: boolean; stylesheets: SiteStylesheets }): void {
  const ownCss = postCssConfigFile(root) ? /\.(css|s[ac]ss)$/ : /\.s[ac]ss$/;
  b.onLoad({ filter: ownCss, namespace: 'file' }, async (args) => {
    if (/\.module\.(css|s[ac]ss)$/.test(args.path) || !args.path.startsWith(root + path.sep) || /[/\\](node_modules|\.hubgen)[/\\]/.test(args.path)) return undefined;
    if (!client) return { contents: '', loader: 'empty' };
    const result = await stylesheets.read(args.path);
    if (result.errors) return { errors: result.errors };
    return { contents: result.css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: result.watchFiles };
  });
}

interface SassApi {
  compileAsync(file: string, options: Record<string, unknown>): Promise<{ css: string; loadedUrls: URL[] }>;
}

/** One Sass file compiled with the site's own compiler; its errors located in the Sass source. */
export async function compileSass(file: string, root: string): Promise<StylesheetResult> {
  const sass = siteSass(root);
  if (!sass) {
    const text = `${path.relative(root, file)} is Sass, which the site's own "sass" package compiles (as docusaurus-plugin-sass does), and it is not installed: npm install --save-dev sass`;
    return { errors: [{ text, location: { file, line: 1, column: 0 } }] };
  }
  const modules = path.join(root, 'node_modules');
  const tildeImporter = {
    findFileUrl: (url: string) => (url.startsWith('~') ? pathToFileURL(path.join(modules, url.slice(1))) : null),
  };
  try {
    const result = await sass.compileAsync(file, { loadPaths: [modules], importers: [tildeImporter], style: 'expanded', quietDeps: true, logger: { warn: () => {} } });
    return { css: result.css, watchFiles: result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)) };
  } catch (error) {
    const span = (error as { span?: { url?: URL; start: { line: number; column: number }; context?: string } }).span;
    const text = (error as { sassMessage?: string }).sassMessage ?? (error as Error).message;
    const where = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
    return { errors: [{ text, location: { file: where, line: (span?.start.line ?? 0) + 1, column: span?.start.column ?? 0, lineText: span?.context?.split('\n')[0] } }] };
  }
}

function siteSass(root: string): SassApi | undefined {
  const requireFromSite = createRequire(path.join(root, 'package.json'));
  for (const name of ['sass', 'sass-embedded']) {
    try {
      return requireFromSite(name) as SassApi;
    } catch {
      // not installed: the next one, then the located error
    }
  }
  return undefined;
}

const POSTCSS_CONFIGS = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.ts', '.postcssrc.js', '.postcssrc.cjs', '.postcssrc.json', '.postcssrc'];
const TAILWIND_CONFIGS = ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts'];

/**
 * The file that says the site's CSS goes through PostCSS: its PostCSS config, else its Tailwind
 * config (Tailwind's recipe for Docusaurus adds the plugins from a local plugin's
 * configurePostCss, with no PostCSS config file).
 */
export function postCssConfigFile(root: string): string | undefined {
  return [...POSTCSS_CONFIGS, ...TAILWIND_CONFIGS].map((name) => path.join(root, name)).find((file) => fs.existsSync(file));
}

interface PostCssApi {
  (plugins: unknown[]): { process(css: string, options: { from: string }): Promise<{ css: string }> };
}

/** CSS through the site's PostCSS plugins (none without a config); a failure is located in the stylesheet. */
async function withPostCss(file: string, css: string, root: string): Promise<StylesheetResult> {
  const configFile = postCssConfigFile(root);
  if (!configFile) return { css };
  const requireFromSite = createRequire(path.join(root, 'package.json'));
  const missing = (name: string) => ({ errors: [{ text: `the site's stylesheets go through PostCSS (as ${path.basename(configFile)} asks), and the site's own "${name}" package is not installed: npm install --save-dev ${name}`, location: { file: configFile, line: 1, column: 0 } }] });
  let postcss: PostCssApi;
  let plugins: unknown[];
  try {
    postcss = requireFromSite('postcss') as PostCssApi;
  } catch {
    return missing('postcss');
  }
  try {
    plugins = TAILWIND_CONFIGS.includes(path.basename(configFile)) ? tailwindPlugins(configFile, requireFromSite) : await postCssPlugins(configFile, requireFromSite);
  } catch (error) {
    const name = /Cannot find (?:module|package) '([^']+)'/.exec((error as Error).message)?.[1];
    if (name) return missing(name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/'));
    throw error;
  }
  try {
    const result = await inFolder(root, () => postcss(plugins).process(css, { from: file }));
    return { css: result.css };
  } catch (error) {
    const located = error as { line?: number; column?: number; reason?: string; file?: string };
    return { errors: [{ text: located.reason ?? (error as Error).message, location: { file: located.file ?? file, line: located.line ?? 1, column: Math.max(0, (located.column ?? 1) - 1) } }] };
  }
}

/** A PostCSS config's plugins: `{ plugins: { name: options } }` or `{ plugins: [plugin, …] }`, names required from the site. */
async function postCssPlugins(configFile: string, requireFromSite: NodeRequire): Promise<unknown[]> {
  const exported = configFile.endsWith('.json') || path.basename(configFile) === '.postcssrc'
    ? JSON.parse(await fs.promises.readFile(configFile, 'utf8'))
    : (await loadJsModule({ file: configFile })).value;
  const config = typeof exported === 'function' ? await exported({ env: 'production' }) : exported;
  const plugins = (config as { plugins?: unknown })?.plugins ?? [];
  const named = (name: string, options: unknown) => {
    const plugin = requireFromSite(name) as { default?: unknown };
    const factory = (plugin.default ?? plugin) as (options?: unknown) => unknown;
    return options === true || options === undefined || (options && typeof options === 'object' && !Object.keys(options).length) ? factory() : factory(options);
  };
  if (Array.isArray(plugins)) return plugins.filter(Boolean).map((p) => (typeof p === 'string' ? named(p, undefined) : Array.isArray(p) ? named(p[0], p[1]) : p));
  return Object.entries(plugins as Record<string, unknown>).filter(([, options]) => options !== false).map(([name, options]) => named(name, options));
}

/**
 * What Tailwind's Docusaurus recipe pushes in configurePostCss: Tailwind (its v4 PostCSS plugin
 * when the site has it, else v3's `tailwindcss` with this config), then autoprefixer if installed.
 */
function tailwindPlugins(configFile: string, requireFromSite: NodeRequire): unknown[] {
  const optional = (name: string) => {
    try {
      return requireFromSite(name) as (options?: unknown) => unknown;
    } catch {
      return undefined;
    }
  };
  const v4 = optional('@tailwindcss/postcss');
  const tailwind = v4 ? v4() : (requireFromSite('tailwindcss') as (config: string) => unknown)(configFile);
  const autoprefixer = optional('autoprefixer');
  return autoprefixer ? [tailwind, autoprefixer()] : [tailwind];
}

/**
 * Runs PostCSS from the site's folder: Tailwind reads its `content` globs and tailwind.config.js
 * relative to the current folder, as it does when Docusaurus builds from there.
 */
async function inFolder<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  if (before === dir) return work();
  process.chdir(dir);
  try {
    return await work();
  } finally {
    process.chdir(before);
  }
}
