// Stage: esbuild builds (1) the client: the hydration entry plus one entry per route module, code
// split so React and the theme are shared once, minified, content-hashed; (2) the server bundle the
// render stage imports; (3) the tiny blocking colour-mode script that prevents a flash of the wrong theme.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { build, type BuildOptions, type Metafile, type Plugin, type Message } from 'esbuild';
import { SiteError, type Problem } from '../errors.ts';
import { HUBGEN_NODE_MODULES, TEMPLATES_DIR } from '../paths.ts';
import type { Route } from '../routes/plan-routes.ts';
import type { SiteData } from '../../templates/types.ts';

export interface ClientManifest {
  entry: string;
  css: string;
  themeInit: string;
  /** URL of each route module's chunk. */
  chunkOf: Map<string, string>;
  /** Static imports of each output chunk, for modulepreload. */
  importsOf: Map<string, string[]>;
}

export interface BundleResult {
  client: ClientManifest;
  serverModule: string;
}

export const ASSETS_DIR = 'assets';

interface Params {
  routes: Route[];
  siteData: SiteData;
  outDir: string;
  cacheDir: string;
  /** module file → the author's file it was compiled from (MDX cache → .mdx), for error messages. */
  sourceOf: Map<string, string>;
}

export async function bundle(params: Params): Promise<BundleResult> {
  const modules = [...new Set(params.routes.map((r) => r.module))].sort();
  const [client, serverModule] = await Promise.all([bundleClient(params, modules), bundleServer(params, modules)]);
  return { client, serverModule };
}

function common(params: Params): BuildOptions {
  return {
    bundle: true,
    logLevel: 'silent',
    jsx: 'automatic',
    nodePaths: [HUBGEN_NODE_MODULES],
    plugins: [virtualModules(params.siteData)],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
  };
}

async function bundleClient(params: Params, modules: string[]): Promise<ClientManifest> {
  const assetsDir = path.join(params.outDir, ASSETS_DIR);
  const routeEntries = modules.map((module, i) => ({ in: `hubgen-route:${module}`, out: `r/${chunkName(module, i)}` }));
  const result = await run(params, {
    ...common(params),
    entryPoints: [
      { in: path.join(TEMPLATES_DIR, 'client.tsx'), out: 'client' },
      { in: path.join(TEMPLATES_DIR, 'styles', 'index.css'), out: 'style' },
      ...routeEntries,
    ],
    outdir: assetsDir,
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: 'linked',
    target: ['es2022'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    metafile: true,
    write: true,
  });
  const themeInit = await bundleThemeInit(params, assetsDir);
  return manifestFrom(result.metafile!, params.outDir, modules, themeInit);
}

function manifestFrom(metafile: Metafile, outDir: string, modules: string[], themeInit: string): ClientManifest {
  const url = (file: string) => '/' + path.relative(outDir, path.resolve(file)).split(path.sep).join('/');
  const chunkOf = new Map<string, string>();
  const importsOf = new Map<string, string[]>();
  let entry = '';
  let css = '';
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    importsOf.set(url(file), output.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)));
    const point = output.entryPoint;
    if (!point) continue;
    if (point.endsWith('client.tsx')) entry = url(file);
    else if (point.endsWith('index.css')) css = url(file);
    else if (point.includes('hubgen-route:')) chunkOf.set(point.slice(point.indexOf('hubgen-route:') + 'hubgen-route:'.length), url(file));
  }
  for (const module of modules) if (!chunkOf.has(module)) throw new Error(`hubgen: no chunk was built for ${module}`);
  return { entry, css, themeInit, chunkOf, importsOf };
}

async function bundleThemeInit(params: Params, assetsDir: string): Promise<string> {
  const result = await run(params, {
    ...common(params),
    entryPoints: [path.join(TEMPLATES_DIR, 'color-mode', 'theme-init.ts')],
    define: { __HUBGEN_COLOR_MODE__: JSON.stringify(params.siteData.colorMode) },
    format: 'iife',
    minify: true,
    write: false,
    target: ['es2018'],
  });
  const code = result.outputFiles![0].text;
  const name = `theme-init-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  await fs.writeFile(path.join(assetsDir, name), code);
  return `/${ASSETS_DIR}/${name}`;
}

let serverBuilds = 0;

async function bundleServer(params: Params, modules: string[]): Promise<string> {
  const imports = modules.map((m, i) => `import * as M${i} from ${JSON.stringify(m)};`).join('\n');
  const table = modules.map((m, i) => `  ${JSON.stringify(m)}: M${i},`).join('\n');
  const entry = `export { renderRoute } from ${JSON.stringify(path.join(TEMPLATES_DIR, 'server.tsx'))};\n${imports}\nexport const pages = {\n${table}\n};\n`;
  // One file per build: two builds of one site (or watch rebuilds) never overwrite each other's.
  const outfile = path.join(params.cacheDir, 'server', `server-${process.pid}-${++serverBuilds}.mjs`);
  await run(params, {
    ...common(params),
    stdin: { contents: entry, resolveDir: TEMPLATES_DIR, sourcefile: 'hubgen-server-entry.js', loader: 'js' },
    outfile,
    platform: 'node',
    format: 'esm',
    target: ['node20'],
    // react-dom/server is CommonJS that requires Node built-ins: give the ESM bundle a real require.
    banner: { js: "import { createRequire as __hubgenCreateRequire } from 'node:module'; const require = __hubgenCreateRequire(import.meta.url);" },
    loader: { '.css': 'empty' },
    write: true,
  });
  return outfile;
}

/** `hubgen-route:<module>` re-exports a route module; `hubgen:site-data` is the site-wide data. */
function virtualModules(siteData: SiteData): Plugin {
  return {
    name: 'hubgen-virtual',
    setup(b) {
      b.onResolve({ filter: /^hubgen-route:/ }, (args) => ({ path: args.path, namespace: 'hubgen' }));
      b.onResolve({ filter: /^hubgen:site-data$/ }, () => ({ path: 'site-data', namespace: 'hubgen' }));
      b.onLoad({ filter: /.*/, namespace: 'hubgen' }, (args) => {
        if (args.path === 'site-data') return { contents: `export default ${JSON.stringify(siteData)};`, loader: 'js' };
        const module = args.path.slice('hubgen-route:'.length);
        return { contents: `export { default } from ${JSON.stringify(module)};`, loader: 'js', resolveDir: path.dirname(module) };
      });
    },
  };
}

function chunkName(module: string, index: number): string {
  const base = path.basename(module).replace(/\.[^.]+$/, '');
  return /^[0-9a-f]{20}$/.test(base) ? `doc${index}` : base;
}

async function run(params: Params, options: BuildOptions) {
  try {
    return await build(options);
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new SiteError(errors.map((e) => toProblem(e, params.sourceOf)));
  }
}

function toProblem(message: Message, sourceOf: Map<string, string>): Problem {
  const loc = message.location;
  const compiledFile = loc ? path.resolve(loc.file) : undefined;
  const source = compiledFile ? sourceOf.get(compiledFile) : undefined;
  if (source && loc) {
    // The location is inside the compiled MDX; name the author's file and the import that failed.
    return { file: source, message: message.text, hint: loc.lineText ? `in: ${loc.lineText.trim()}` : undefined };
  }
  return { file: compiledFile ?? 'hubgen', line: loc?.line, column: loc ? loc.column + 1 : undefined, message: message.text };
}
