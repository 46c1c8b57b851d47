// Stage: esbuild builds (1) the client: the hydration entry plus one entry per route, code split so
// React and the theme are shared once, minified, content-hashed; (2) the server bundle the render
// stage imports; (3) the tiny blocking colour-mode script that prevents a flash of the wrong theme.
// A Bundler keeps esbuild contexts alive, so watch mode rebuilds incrementally; `hubgen build` uses
// one bundle() call. Outputs are returned in memory; the caller decides where they go.
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { build, context, type BuildContext, type BuildOptions, type Metafile, type Plugin, type Message, type OutputFile } from 'esbuild';
import { SiteError, type Problem } from '../errors.ts';
import { writeFileAtomic } from '../write-file-atomic.ts';
import { ASSETS_DIR, HUBGEN_NODE_MODULES, HUBGEN_ROOT, TEMPLATES_DIR } from '../paths.ts';
import { bundleCache } from './bundle-cache.ts';
import { ASSET_LOADERS, docusaurusModules, type PartialLinks } from './docusaurus-modules.ts';
import { findThemeOverrides, themeOverrides } from './theme-overrides.ts';
import { joinBase } from '../../shared/base-path.ts';
import { SERVER_FLAG } from '../../shared/constants.ts';
import { isStaticDoc, type Route } from '../routes/plan-routes.ts';
import type { SiteData } from '../../templates/types.ts';
import { markdownKey, type MarkdownOptions } from '../mdx/site-plugins.ts';

export interface ClientManifest {
  entry: string;
  css: string;
  /** The blocking script of <head> (templates/head-script.ts). */
  headScript: string;
  /** URL of each route entry's chunk (keyed by Route.entry). */
  chunkOf: Map<string, string>;
  /** Stylesheet of each route entry that imports CSS (an npm component's, a CSS module), by Route.entry. */
  cssOf: Map<string, string>;
  /** Static imports of each output chunk, for modulepreload. */
  importsOf: Map<string, string[]>;
}

export interface BundleResult {
  client: ClientManifest;
  /** Client files by URL path ('/assets/…'): their bytes, or the cached file holding them. */
  files: Map<string, Uint8Array | { copyFrom: string }>;
  /** The server bundle, written to its own file, ready to import. */
  serverModule: string;
  /** Hash of the server bundle's code: the theme and every page module, as the render stage runs them. */
  serverHash: string;
  /** True when the last build's bundle was reused (nothing it was built from changed). */
  reused?: boolean;
  /** True when that reused bundle's assets already passed linkinator. */
  assetsChecked?: boolean;
}

export interface Bundler {
  /**
   * `linkTable`: where the links of a Markdown partial (imported as a component) lead, as for docs.
   * `markdown`: the site's Markdown options (its remark/rehype plugins, mdx1Compat), which partials
   * are compiled with, as docs are.
   * `changed` (watch mode): the files changed since the last bundle; when none of them is an input
   * of it, and the routes and site data are the same, the last bundle is reused without esbuild.
   * `customCss`: the site's own stylesheets (absolute paths), loaded after the theme's.
   */
  bundle(params: { routes: Route[]; siteData: SiteData; linkTable?: PartialLinks; markdown?: MarkdownOptions; changed?: Set<string>; customCss?: string[] }): Promise<BundleResult>;
  dispose(): Promise<void>;
}

const HEAD_SCRIPT_SOURCE = path.join(TEMPLATES_DIR, 'head-script.ts');

/** Builds once and disposes: what `hubgen build` needs. */
export async function bundle(params: { routes: Route[]; siteData: SiteData; root: string; cacheDir: string; sourcemap?: boolean; markdown?: MarkdownOptions; customCss?: string[] }): Promise<BundleResult> {
  const bundler = createBundler({ root: params.root, cacheDir: params.cacheDir, reuseLastBuild: true, sourcemap: params.sourcemap });
  try {
    return await bundler.bundle(params);
  } finally {
    await bundler.dispose();
  }
}

export interface BundlerOptions {
  /** The site's root: chunk names are derived from source paths relative to it. */
  root: string;
  cacheDir: string;
  /** Unminified, with source maps (watch mode). */
  dev?: boolean;
  /** Source maps in a production bundle (`hubgen build --sourcemap`); dev always has them. */
  sourcemap?: boolean;
  /**
   * Keep each bundle in .hubgen/bundle/ and reuse it while its inputs are unchanged. Watch mode:
   * in .hubgen/dev-bundle/, the session's first bundle only (its saves rebuild incrementally).
   */
  reuseLastBuild?: boolean;
}

export function createBundler({ root, cacheDir, dev = false, sourcemap = false, reuseLastBuild = false }: BundlerOptions): Bundler {
  const maps = dev || sourcemap;
  let sourceOf = new Map<string, string>();
  let partialLinks: PartialLinks | undefined;
  let partialMarkdown: MarkdownOptions | undefined;
  /** The site's src/theme/ overrides, found again at each bundle (a watch session may add one). */
  let overrides = new Map<string, string>();
  const outRoot = path.join(cacheDir, 'client-out');
  // Route entries and the site data are small real files, rewritten only when they change, so
  // esbuild's incremental rebuild sees unchanged inputs as unchanged (no plugin round trips).
  const entriesDir = path.join(cacheDir, 'entries');
  const siteDataFile = path.join(entriesDir, 'site-data.js');
  const siteStyleFile = path.join(entriesDir, 'site-style.css');
  const written = new Map<string, string>();
  let wroteInput = false;
  const writeIfChanged = async (file: string, contents: string) => {
    if (written.get(file) === contents) return;
    wroteInput = true;
    // A new process (each `hubgen build`) finds last build's files: reading one is cheaper than
    // rewriting it, and an untouched file keeps the bundle cache's and esbuild's view of it.
    if (!written.has(file) && readIfExists(file) === contents) {
      written.set(file, contents);
      return;
    }
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, contents);
    written.set(file, contents);
  };
  // Remembered: a watch save asks for every route's entry file (10,000 hashes and paths a save).
  const entryFiles = new Map<string, string>();
  const entryFile = (entry: string) => {
    let file = entryFiles.get(entry);
    if (!file) entryFiles.set(entry, (file = path.join(entriesDir, `${createHash('sha1').update(entry).digest('hex').slice(0, 16)}.js`)));
    return file;
  };
  const sidebarFile = (key: string) => path.join(entriesDir, `sidebar-${createHash('sha1').update(key).digest('hex').slice(0, 16)}.js`);
  let contexts: { client: BuildContext; server: BuildContext; entries: string } | undefined;
  let serverBuilds = 0;
  // One file per build: two builds of one site, or watch rebuilds, never share a module URL.
  const serverModulePath = () => path.join(cacheDir, 'server', `server-${process.pid}-${++serverBuilds}.cjs`);
  const lastBuild = reuseLastBuild ? bundleCache({ cacheDir, serverModulePath, variant: JSON.stringify({ dev, maps }), folder: dev ? 'dev-bundle' : 'bundle' }) : undefined;
  // The head script depends on the colour-mode settings only.
  let headScriptCache: { key: string; result: ReturnType<typeof bundleHeadScript> } | undefined;
  const headScript = (siteData: SiteData) => {
    const key = JSON.stringify(siteData.colorMode);
    if (headScriptCache?.key !== key) headScriptCache = { key, result: bundleHeadScript(siteData, outRoot) };
    return headScriptCache.result;
  };

  const createContexts = async (entries: string[], serverEntries: string[], baseUrl: string) => {
    const shared: BuildOptions = {
      bundle: true,
      logLevel: 'silent',
      jsx: 'automatic',
      // The site's own packages first (a docs folder beside the site root has no node_modules above it).
      nodePaths: [path.join(root, 'node_modules'), HUBGEN_NODE_MODULES],
      plugins: [siteRootUrls(baseUrl), siteDataModule(siteDataFile), themeOverrides(() => overrides), importsBesideSource(path.join(cacheDir, 'mdx'), () => sourceOf), docusaurusModules({ root, client: true, linkTable: () => partialLinks, markdown: () => partialMarkdown })],
      loader: ASSET_LOADERS,
      // Imported images and fonts: content-hashed files under assets/media/, same URL from both bundles.
      assetNames: 'media/[name]-[hash]',
      publicPath: joinBase(baseUrl, `/${ASSETS_DIR}`),
      define: { 'process.env.NODE_ENV': '"production"' },
      legalComments: 'none',
      write: false,
      metafile: true,
      absWorkingDir: outRoot,
    };
    const client = await context({
      ...shared,
      entryPoints: [
        { in: path.join(TEMPLATES_DIR, 'client.tsx'), out: 'client' },
        { in: siteStyleFile, out: 'style' },
        ...entries.map((entry) => ({ in: entryFile(entry), out: chunkName(entry, root) })),
      ],
      outdir: path.join(outRoot, ASSETS_DIR),
      // A code block's markup is the server's alone (mdx/rehype-static-code.ts): dead code here.
      define: { ...shared.define, [SERVER_FLAG]: 'false' },
      format: 'esm',
      splitting: true,
      minify: !dev,
      // Production ships no maps unless asked: they were 1.4 of a petstore site's 1.75 MB.
      sourcemap: maps ? 'linked' : false,
      target: ['es2022'],
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
    });
    const imports = serverEntries.map((e, i) => `import * as M${i} from ${JSON.stringify(entryFile(e))};`).join('\n');
    const table = serverEntries.map((e, i) => `  ${JSON.stringify(e)}: M${i},`).join('\n');
    const server = await context({
      ...shared,
      stdin: {
        contents: `export { renderRoute } from ${JSON.stringify(path.join(TEMPLATES_DIR, 'server.tsx'))};\n${imports}\nexport const pages = {\n${table}\n};\n`,
        resolveDir: TEMPLATES_DIR,
        sourcefile: 'hubgen-server-entry.js',
        loader: 'js',
      },
      outfile: path.join(outRoot, 'server.cjs'),
      platform: 'node',
      // CommonJS, so React can stay outside it (see reactFromHubgen).
      format: 'cjs',
      target: ['node20'],
      plugins: [siteDataModule(siteDataFile), themeOverrides(() => overrides), importsBesideSource(path.join(cacheDir, 'mdx'), () => sourceOf), reactFromHubgen(), docusaurusModules({ root, client: false, linkTable: () => partialLinks, markdown: () => partialMarkdown })],
      // Stylesheets are the client's; CSS modules still give the server their class names.
      loader: { ...ASSET_LOADERS, '.css': 'empty' },
    });
    return { client, server, entries: [baseUrl, ...entries, '', ...serverEntries].join('\n') };
  };

  // Watch mode: the last bundle, the files esbuild read for it, and its server code (the render
  // stage removes each server module file once it is loaded).
  let last: { result: BundleResult; inputs: Set<string>; routes: string; markdown: string; overrides: string; serverCode: Uint8Array } | undefined;

  return {
    async bundle({ routes, siteData, linkTable, markdown, changed, customCss }) {
      partialLinks = linkTable;
      partialMarkdown = markdown;
      // Partials are compiled inside esbuild, from no file of its inputs: their options are part of the key.
      const markdownOptions = `markdown:${markdownKey(markdown)}`;
      wroteInput = false;
      // Errors inside a compiled module or a route's entry file are reported on the author's file.
      sourceOf = new Map(routes.flatMap((r) => [[r.module, r.sourceFile], [entryFile(r.entry), r.sourceFile]]));
      const modules = new Map(routes.filter((r) => !isStaticDoc(r)).map((r) => [r.entry, r.module]));
      const entries = [...modules.keys()].sort();
      // Pages the render stage imports or reads directly (plain MDX) stay out of the server bundle.
      const serverEntries = [...new Set(routes.filter((r) => !r.serverModule && !r.staticBody).map((r) => r.entry))].sort();
      await writeIfChanged(siteDataFile, `export default ${JSON.stringify(siteData)};\n`);
      await writeIfChanged(siteStyleFile, siteStyle(siteData, customCss));
      // A docs sidebar's skeleton is a module of its own, loaded once for all its pages.
      const sidebarOf = new Map(routes.filter((r) => r.sidebar).map((r) => [r.entry, r.sidebar!]));
      for (const sidebar of new Map([...sidebarOf.values()].map((s) => [s.key, s])).values()) {
        await writeIfChanged(sidebarFile(sidebar.key), `export default ${JSON.stringify(sidebar.entries)};\n`);
      }
      for (const [entry, module] of modules) {
        const sidebar = sidebarOf.get(entry);
        const lines = [`export * from ${JSON.stringify(module)};`, `export { default } from ${JSON.stringify(module)};`];
        if (sidebar) lines.push(`export { default as sidebar } from ${JSON.stringify(sidebarFile(sidebar.key))};`);
        await writeIfChanged(entryFile(entry), lines.join('\n') + '\n');
      }
      await fs.mkdir(path.join(cacheDir, 'server'), { recursive: true });
      // (The routes are part of watch mode's keys: a Markdown partial's links follow the docs' paths.)
      const routesKey = routes.map((r) => `${r.path}\0${r.sourceFile}`).join('\n');
      // Which theme components the site overrides: a new src/theme/ file is no input of the last bundle.
      overrides = findThemeOverrides(root);
      const overridesKey = JSON.stringify([...overrides]);
      const cacheKey = [markdownOptions, overridesKey, ...(dev ? [routesKey] : []), ...entries];
      // Watch mode looks for a cached bundle at the session's start only: a save hashes no input.
      const cached = !dev || (!contexts && !last) ? lastBuild : undefined;
      const found = await cached?.lookup(cacheKey, serverEntries);
      if (found) {
        const { inputs, ...reused } = found;
        // A save that changes none of its inputs then reuses it too, as below.
        if (dev) last = { result: reused, inputs: new Set(inputs), routes: routesKey, markdown: markdownOptions, overrides: overridesKey, serverCode: await fs.readFile(reused.serverModule) };
        return reused;
      }
      // A save of a doc without components changes no input of the bundle: most watch rebuilds.
      if (last && changed && !wroteInput && last.routes === routesKey && last.markdown === markdownOptions && last.overrides === overridesKey && [...changed].every((f) => !last!.inputs.has(f))) {
        const serverModule = serverModulePath();
        await fs.writeFile(serverModule, last.serverCode);
        return { ...last.result, serverModule, reused: true };
      }
      last = undefined;
      // esbuild fixes entry points per context: a new or removed route means new contexts.
      // Imported images' URLs carry the baseUrl: a new one means new contexts too.
      if (contexts?.entries !== [siteData.baseUrl, ...entries, '', ...serverEntries].join('\n')) {
        await disposeContexts();
        await fs.mkdir(outRoot, { recursive: true });
        contexts = await createContexts(entries, serverEntries, siteData.baseUrl);
      }
      const [client, server, headScriptFile] = await Promise.all([
        rebuild(contexts.client, sourceOf, outRoot),
        rebuild(contexts.server, sourceOf, outRoot),
        headScript(siteData),
      ]);
      const files = new Map<string, Uint8Array>();
      for (const file of client.outputFiles) files.set(urlOf(outRoot, file.path), file.contents);
      files.set(headScriptFile.url, headScriptFile.contents);
      const serverModule = serverModulePath();
      // The server bundle's code (imported images and CSS modules add files of their own beside it).
      const serverCode = server.outputFiles.find((f) => f.path.endsWith('.cjs'))!.contents;
      await fs.writeFile(serverModule, serverCode);
      const result = {
        client: manifestFrom(client.metafile, outRoot, new Map(entries.map((e) => [path.relative(outRoot, entryFile(e)), e])), headScriptFile.url),
        files,
        serverModule,
        serverHash: createHash('sha1').update(serverCode).digest('hex'),
      };
      if (dev) {
        const inputs = new Set([...[client.metafile, server.metafile].flatMap((m) => Object.keys(m.inputs).map((input) => path.resolve(outRoot, input))), ...headScriptFile.inputs]);
        last = { result, inputs, routes: routesKey, markdown: markdownOptions, overrides: overridesKey, serverCode };
      }
      await cached?.store({
        entries: cacheKey,
        serverEntries,
        result,
        serverCode,
        metafiles: [client.metafile, server.metafile],
        workingDir: outRoot,
        alsoRead: headScriptFile.inputs,
      });
      return result;
    },
    async dispose() {
      await disposeContexts();
    },
  };

  async function disposeContexts() {
    if (!contexts) return;
    await Promise.all([contexts.client.dispose(), contexts.server.dispose()]);
    contexts = undefined;
  }
}

/** Sync on purpose: thousands of tiny reads in a row cost far less than as many async round trips. */
function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function urlOf(outRoot: string, file: string): string {
  return '/' + path.relative(outRoot, path.resolve(outRoot, file)).split(path.sep).join('/');
}

/** `entryOf` maps an entry file, as esbuild names it (relative to outRoot), to its route entry. */
function manifestFrom(metafile: Metafile, outRoot: string, entryOf: Map<string, string>, headScript: string): ClientManifest {
  const chunkOf = new Map<string, string>();
  const cssOf = new Map<string, string>();
  const importsOf = new Map<string, string[]>();
  let entry = '';
  let css = '';
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    importsOf.set(urlOf(outRoot, file), output.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(outRoot, i.path)));
    const point = output.entryPoint;
    if (!point) continue;
    if (point.endsWith('client.tsx')) entry = urlOf(outRoot, file);
    else if (point.endsWith('site-style.css')) css = urlOf(outRoot, file);
    else if (entryOf.has(point)) {
      chunkOf.set(entryOf.get(point)!, urlOf(outRoot, file));
      if (output.cssBundle) cssOf.set(entryOf.get(point)!, urlOf(outRoot, output.cssBundle));
    }
  }
  for (const e of entryOf.values()) if (!chunkOf.has(e)) throw new Error(`hubgen: no chunk was built for ${e}`);
  return { entry, css, headScript, chunkOf, cssOf, importsOf };
}

/** `inputs`: the files it was built from (absolute paths), for the bundle cache. */
async function bundleHeadScript(siteData: SiteData, outRoot: string): Promise<{ url: string; contents: Uint8Array; inputs: string[] }> {
  const result = await build({
    entryPoints: [HEAD_SCRIPT_SOURCE],
    define: { __HUBGEN_COLOR_MODE__: JSON.stringify(siteData.colorMode) },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: ['es2018'],
    logLevel: 'silent',
    absWorkingDir: outRoot,
    metafile: true,
  });
  const contents = result.outputFiles[0].contents;
  const name = `head-${createHash('sha256').update(contents).digest('hex').slice(0, 8)}.js`;
  return { url: `/${ASSETS_DIR}/${name}`, contents, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(outRoot, input)) };
}

/**
 * The stylesheet entry: the theme, the few styles that come from the config (the announcement bar's
 * colours; in the stylesheet, not in style attributes, so a strict CSP allows them), then the site's
 * customCss. The theme is in the cascade layer `hubgen` and the site's stylesheets in none, so any
 * rule of theirs beats the theme's whatever its specificity, with no `!important`.
 */
function siteStyle(siteData: SiteData, customCss: string[] = []): string {
  const bar = siteData.announcementBar;
  const rules = [
    bar?.backgroundColor && `background-color: ${cssValue(bar.backgroundColor)};`,
    bar?.textColor && `color: ${cssValue(bar.textColor)};`,
  ].filter(Boolean);
  return [
    `@import ${JSON.stringify(path.join(TEMPLATES_DIR, 'styles', 'index.css'))} layer(hubgen);`,
    ...customCss.map((file) => `@import ${JSON.stringify(file)};`),
    ...(rules.length ? [`@layer hubgen { .announcement-bar { ${rules.join(' ')} } }`] : []),
    '',
  ].join('\n');
}

/**
 * `url(/img/hero.png)` in a stylesheet names a file of static/, as in Docusaurus: left for the
 * browser, under the site's baseUrl (the link check then finds it in the output, or reports it).
 */
function siteRootUrls(baseUrl: string): Plugin {
  return {
    name: 'hubgen-css-site-root-urls',
    setup(b) {
      // Go regexps have no lookahead: a protocol-relative `//host/…` is told apart here.
      b.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' && !args.path.startsWith('//') ? { path: joinBase(baseUrl, args.path), external: true } : undefined));
    },
  };
}

/** A colour from the config, reduced to characters a colour can contain (no way out of the rule). */
function cssValue(value: string): string {
  return value.replace(/[^#a-zA-Z0-9(),.%\s-]/g, '');
}

/**
 * The server bundle requires React and react-dom from hubgen's own installation instead of
 * carrying them: each bundle (every watch rebuild) is then a fraction of the size to build, write
 * and load, and Node loads React once per process. Absolute paths, because the bundle lives in the
 * site's .hubgen/ folder, where no node_modules holds React.
 */
export function reactFromHubgen(): Plugin {
  const requireFromHubgen = createRequire(path.join(HUBGEN_ROOT, 'package.json'));
  return {
    name: 'hubgen-react-external',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: requireFromHubgen.resolve(args.path), external: true }));
    },
  };
}

/**
 * A compiled MDX module lives in .hubgen/mdx/, but the author wrote its relative imports
 * (`import PriceTable from './price-table.tsx'`) from the doc's own folder: resolve them there.
 */
export function importsBesideSource(mdxDir: string, sourceOf: () => Map<string, string>): Plugin {
  return {
    name: 'hubgen-mdx-relative-imports',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (!args.importer.startsWith(mdxDir + path.sep) || args.pluginData === 'beside-source') return undefined;
        const source = sourceOf().get(args.importer);
        if (!source) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: source, resolveDir: path.dirname(source), pluginData: 'beside-source' });
        return resolved.errors.length ? { errors: resolved.errors.map((e) => ({ text: e.text })) } : resolved;
      });
    },
  };
}

/**
 * `import site from 'hubgen:site-data'` in the theme resolves to the site's data file; `hubgen/link`
 * in a site's page to the theme's base-aware link, the same module the theme uses.
 */
function siteDataModule(file: string): Plugin {
  return {
    name: 'hubgen-site-data',
    setup(b) {
      b.onResolve({ filter: /^hubgen:site-data$/ }, () => ({ path: file }));
      b.onResolve({ filter: /^hubgen\/link$/ }, () => ({ path: path.join(TEMPLATES_DIR, 'link.ts') }));
    },
  };
}

/**
 * A route chunk's name: its file's base name and a hash of its source path (relative to the site,
 * or to the theme for hubgen's own pages, so the name is the same on every machine). Never an
 * index: adding a doc must rename no other chunk, or every "immutable" URL of the site changes.
 * esbuild appends the content hash.
 */
function chunkName(entry: string, root: string): string {
  const [file, key = ''] = entry.split('#');
  const stable = file.startsWith(TEMPLATES_DIR + path.sep) ? `hubgen:${path.relative(TEMPLATES_DIR, file)}` : path.relative(root, file);
  const id = createHash('sha1').update(stable.split(path.sep).join('/')).update('#' + key).digest('hex').slice(0, 8);
  const base = path.basename(file).replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_-]/g, '');
  return `${base || 'route'}-${id}`;
}

async function rebuild(ctx: BuildContext, sourceOf: Map<string, string>, outRoot: string): Promise<{ outputFiles: OutputFile[]; metafile: Metafile }> {
  try {
    const result = await ctx.rebuild();
    return { outputFiles: result.outputFiles!, metafile: result.metafile! };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new SiteError(errors.map((e) => toProblem(e, sourceOf, outRoot)));
  }
}

/** Where a line of compiled output (an import MDX keeps verbatim) stands in the author's file. */
function positionInSource(file: string, lineText: string): { line?: number; column?: number } {
  const needle = lineText.trim();
  if (!needle) return {};
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const lines = source.split(/\r?\n/);
  const index = lines.findIndex((l) => l.includes(needle));
  return index === -1 ? {} : { line: index + 1, column: lines[index].indexOf(needle) + 1 };
}

export function toProblem(message: Message, sourceOf: Map<string, string>, outRoot: string): Problem {
  const loc = message.location;
  const compiledFile = loc ? path.resolve(outRoot, loc.file) : undefined;
  const source = compiledFile ? sourceOf.get(compiledFile) : undefined;
  if (source && loc) {
    if (/No matching export in .* for import "default"/.test(message.text)) {
      return { file: source, message: 'the page module has no default export', hint: 'Add `export default function Page() { … }`.' };
    }
    // The location is inside compiled MDX or an entry file: find the same line in the author's file.
    return { file: source, ...positionInSource(source, loc.lineText), message: message.text, hint: loc.lineText ? `in: ${loc.lineText.trim()}` : undefined };
  }
  return { file: compiledFile ?? 'hubgen', line: loc?.line, column: loc ? loc.column + 1 : undefined, message: message.text };
}
