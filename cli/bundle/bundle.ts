// Stage: esbuild builds (1) the client: the hydration entry plus one entry per route, code split so
// React and the theme are shared once, minified, content-hashed; (2) the server bundle the render
// stage imports; (3) the tiny blocking colour-mode script that prevents a flash of the wrong theme.
// A Bundler keeps esbuild contexts alive, so watch mode rebuilds incrementally; `hubgen build` uses
// one bundle() call. Outputs are returned in memory; the caller decides where they go.
//
// A bundle's steps: plan it from the routes (bundle-plan.ts), write its entry files (entry-files.ts),
// reuse a bundle whose inputs are unchanged (bundle-modes.ts, bundle-cache.ts), else rebuild the
// esbuild contexts (incremental-contexts.ts, with the options below) and the head script
// (head-script.ts), and make the result (bundle-result.ts). What watch mode does differently is its
// BundleMode (bundle-modes.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import { ASSETS_DIR, HUBGEN_NODE_MODULES, TEMPLATES_DIR } from '../support/paths.ts';
import { ASSET_LOADERS, docusaurusModules, type PartialLinks } from './docusaurus-modules.ts';
import { themeModules } from './theme-modules.ts';
import { infimaStylesheet } from './infima.ts';
import { findThemeOverrides } from '../content/theme-overrides.ts';
import { importsBesideSource, reactFromHubgen, siteDataModule } from './esbuild-plugins.ts';
import { chunkName, planBundle, type BundlePlan } from './bundle-plan.ts';
import { entryFilesIn, type EntryFiles } from './entry-files.ts';
import { incrementalContexts, type IncrementalContexts } from './incremental-contexts.ts';
import { headScriptBuilder } from './head-script.ts';
import { buildMode, watchMode, type BundleMode, type FreshBundle } from './bundle-modes.ts';
import { bundleResultOf, serverModuleFiles, type BundleResult } from './bundle-result.ts';
import { joinBase } from '../../shared/base-path.ts';
import { SERVER_FLAG } from '../../shared/constants.ts';
import type { Route } from '../routes/plan-routes.ts';
import type { SiteData } from '../../templates/types.ts';
import type { MarkdownOptions } from '../mdx/site-plugins.ts';

export type { BundleResult, ClientManifest } from './bundle-result.ts';

export interface Bundler {
  /**
   * `linkTable`: where the links of a Markdown partial (imported as a component) lead, as for docs.
   * `markdown`: the site's Markdown options (its remark/rehype plugins, mdx1Compat), which partials
   * are compiled with, as docs are.
   * `changed` (watch mode): the files changed since the last bundle; when none of them is an input
   * of it, and the routes and site data are the same, the last bundle is reused without esbuild.
   * `customCss`: the site's own stylesheets (absolute paths), loaded after the theme's.
   */
  bundle(params: BundleParams): Promise<BundleResult>;
  dispose(): Promise<void>;
}

type BundleParams = { routes: Route[]; siteData: SiteData; linkTable?: PartialLinks; markdown?: MarkdownOptions; changed?: Set<string>; customCss?: string[]; clientModules?: string[] };

/** Builds once and disposes: what `hubgen build` needs. */
export async function bundle(params: { routes: Route[]; siteData: SiteData; root: string; cacheDir: string; sourcemap?: boolean; markdown?: MarkdownOptions; customCss?: string[]; clientModules?: string[] }): Promise<BundleResult> {
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

/** A bundler's parts and its state between bundles. */
interface BundlerState {
  root: string;
  cacheDir: string;
  /** esbuild's working directory. */
  outRoot: string;
  mode: BundleMode;
  entryFiles: EntryFiles;
  contexts: IncrementalContexts;
  headScript: ReturnType<typeof headScriptBuilder>;
  serverModulePath: () => string;
  /** What the esbuild plugins read, set by each bundle (the contexts outlive it). */
  pluginInputs: PluginInputs;
}

interface PluginInputs {
  /** Compiled module or entry file → the author's file (BundlePlan.sourceOf). */
  sourceOf: Map<string, string>;
  partialLinks?: PartialLinks;
  partialMarkdown?: MarkdownOptions;
  /** The site's src/theme/ overrides, found again at each bundle (a watch session may add one). */
  overrides: Map<string, string>;
}

export function createBundler({ root, cacheDir, dev = false, sourcemap = false, reuseLastBuild = false }: BundlerOptions): Bundler {
  const outRoot = path.join(cacheDir, 'client-out');
  const serverModulePath = serverModuleFiles(cacheDir);
  const modeOptions = { cacheDir, reuseLastBuild, serverModulePath };
  const bundler: BundlerState = {
    root,
    cacheDir,
    outRoot,
    mode: dev ? watchMode(modeOptions) : buildMode({ ...modeOptions, sourcemap }),
    entryFiles: entryFilesIn(path.join(cacheDir, 'entries')),
    contexts: incrementalContexts(outRoot),
    headScript: headScriptBuilder(outRoot),
    serverModulePath,
    pluginInputs: { sourceOf: new Map(), overrides: new Map() },
  };
  return {
    bundle: (params) => bundleSite(bundler, params),
    dispose: () => bundler.contexts.dispose(),
  };
}

/** One bundle: planned, its entry files written, then reused if its inputs are unchanged, else built. */
async function bundleSite(bundler: BundlerState, { routes, siteData, linkTable, markdown, changed, customCss, clientModules }: BundleParams): Promise<BundleResult> {
  const { entryFiles, mode, contexts } = bundler;
  const overrides = findThemeOverrides(bundler.root).files;
  const plan = planBundle({ routes, markdown, overrides, entryFile: entryFiles.entryFile });
  bundler.pluginInputs = { sourceOf: plan.sourceOf, partialLinks: linkTable, partialMarkdown: markdown, overrides };
  const infima = infimaStylesheet({ root: bundler.root, sources: [...new Set(plan.sourceOf.values())] });
  const wroteInput = await entryFiles.write({ plan, siteData, customCss, clientModules, infima });
  await fs.mkdir(path.join(bundler.cacheDir, 'server'), { recursive: true });
  const reused = await mode.reuse({ plan, started: contexts.started(), changed, wroteInput });
  if (reused) return reused;
  const fresh = await buildBundle(bundler, { plan, siteData });
  await mode.keep(fresh);
  return fresh.result;
}

/** esbuild's client and server builds and the head script, side by side; the server bundle written. */
async function buildBundle(bundler: BundlerState, { plan, siteData }: { plan: BundlePlan; siteData: SiteData }): Promise<FreshBundle> {
  const { outRoot, entryFiles } = bundler;
  await bundler.contexts.prepare({
    // esbuild fixes entry points per context: a new or removed route means new contexts.
    // Imported images' URLs carry the baseUrl: a new one means new contexts too.
    madeFor: [siteData.baseUrl, ...plan.entries, '', ...plan.serverEntries].join('\n'),
    options: () => ({ client: clientOptions(bundler, plan, siteData.baseUrl), server: serverOptions(bundler, plan, siteData.baseUrl) }),
  });
  // (The head script is built in the contexts' working directory, which now exists.)
  const [{ client, server }, headScript] = await Promise.all([bundler.contexts.rebuild(plan.sourceOf), bundler.headScript(siteData)]);
  const entryOf = new Map(plan.entries.map((e) => [path.relative(outRoot, entryFiles.entryFile(e)), e]));
  const { result, serverCode } = await bundleResultOf({ client, server, headScript, outRoot, entryOf, serverModule: bundler.serverModulePath() });
  return { plan, result, serverCode, client, server, headScript, outRoot };
}

/** What both bundles share: how modules resolve and load, and where imported assets go. */
function sharedOptions({ root, outRoot }: BundlerState, baseUrl: string): BuildOptions {
  return {
    bundle: true,
    logLevel: 'silent',
    jsx: 'automatic',
    // The site's own packages first (a docs folder beside the site root has no node_modules above it).
    nodePaths: [path.join(root, 'node_modules'), HUBGEN_NODE_MODULES],
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
}

function clientOptions(bundler: BundlerState, plan: BundlePlan, baseUrl: string): BuildOptions {
  const { root, outRoot, entryFiles, mode } = bundler;
  const shared = sharedOptions(bundler, baseUrl);
  return {
    ...shared,
    plugins: [siteRootUrls(baseUrl), ...sitePlugins(bundler, { client: true })],
    entryPoints: [
      { in: path.join(TEMPLATES_DIR, 'client.tsx'), out: 'client' },
      { in: entryFiles.siteStyleFile, out: 'style' },
      ...plan.entries.map((entry) => ({ in: entryFiles.entryFile(entry), out: chunkName(entry, root) })),
    ],
    outdir: path.join(outRoot, ASSETS_DIR),
    // A code block's markup is the server's alone (mdx/rehype-static-code.ts): dead code here.
    define: { ...shared.define, [SERVER_FLAG]: 'false' },
    format: 'esm',
    splitting: true,
    minify: mode.minify,
    // Production ships no maps unless asked: they were 1.4 of a petstore site's 1.75 MB.
    sourcemap: mode.sourcemap ? 'linked' : false,
    target: ['es2022'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
  };
}

function serverOptions(bundler: BundlerState, plan: BundlePlan, baseUrl: string): BuildOptions {
  const { entryFile } = bundler.entryFiles;
  const imports = plan.serverEntries.map((e, i) => `import * as M${i} from ${JSON.stringify(entryFile(e))};`).join('\n');
  const table = plan.serverEntries.map((e, i) => `  ${JSON.stringify(e)}: M${i},`).join('\n');
  return {
    ...sharedOptions(bundler, baseUrl),
    stdin: {
      contents: `export { renderRoute } from ${JSON.stringify(path.join(TEMPLATES_DIR, 'server.tsx'))};\n${imports}\nexport const pages = {\n${table}\n};\n`,
      resolveDir: TEMPLATES_DIR,
      sourcefile: 'hubgen-server-entry.js',
      loader: 'js',
    },
    outfile: path.join(bundler.outRoot, 'server.cjs'),
    platform: 'node',
    // CommonJS, so React can stay outside it (see reactFromHubgen).
    format: 'cjs',
    target: ['node20'],
    plugins: sitePlugins(bundler, { client: false }),
    // Stylesheets are the client's; CSS modules still give the server their class names.
    loader: { ...ASSET_LOADERS, '.css': 'empty' },
  };
}

/** The plugins that resolve a site's modules, in this order; the server's keep React external. */
function sitePlugins(bundler: BundlerState, { client }: { client: boolean }): Plugin[] {
  const { root, cacheDir, entryFiles } = bundler;
  const inputs = () => bundler.pluginInputs;
  return [
    siteDataModule(entryFiles.siteDataFile, entryFiles.clientModulesFile),
    themeModules(() => inputs().overrides),
    importsBesideSource(path.join(cacheDir, 'mdx'), () => inputs().sourceOf),
    ...(client ? [] : [reactFromHubgen()]),
    docusaurusModules({ root, client, linkTable: () => inputs().partialLinks, markdown: () => inputs().partialMarkdown }),
  ];
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
