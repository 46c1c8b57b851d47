// Bundles cli/ into dist/ so `hubgen` starts without a TypeScript loader, and writes the type
// declarations of `hubgen/config` (dist/types/). Runs in `prepare` (npm ci in this repository) and in
// `prepack` (npm pack and npm publish: the tarball ships dist/, which git does not hold).
// Its dependencies are bundled too, but for the few named in EXTERNAL below. Node's ESM loader costs
// per file, and the unified/remark/micromark family alone is hundreds of small modules: importing
// the OpenAPI worker's dependencies from node_modules took ~300 ms of each cold build (a
// 3-operation petstore built in ~2 s, Redoc's build-docs in ~1 s), one bundled file ~50 ms.
// lowlight is the extreme case: its entry re-exports every highlight.js grammar (about 190);
// bundled, only the 37 grammars of `common` that hubgen imports are kept.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import ts from 'typescript';
import { writeOpenApiValidators } from './generate-openapi-validators.mjs';

/**
 * Loaded from node_modules as installed, never bundled:
 * - react, react-dom: the site's server bundle and components must share hubgen's one React;
 * - esbuild: a native binary beside its JS API; typescript: 9 MB, loaded only by `init`;
 * - openapi-backend, execa: loaded only by `mock` and `check --samples`;
 * - chokidar: its optional native fsevents on macOS;
 * - hubgen/config: a site's config imports it by that name (load-config.ts resolves it).
 */
const EXTERNAL = ['react', 'react-dom', 'esbuild', 'typescript', 'openapi-backend', 'execa', 'chokidar', 'hubgen'];

// `npm pack` and `npm publish` run prepack, then prepare: the second run would redo the same work.
if (process.env.npm_lifecycle_event === 'prepare' && ['pack', 'publish'].includes(process.env.npm_command ?? '') && fs.existsSync('dist/build-id.txt')) {
  process.exit(0);
}

// Chunk names change with their contents: start clean so no stale chunk lingers.
fs.rmSync('dist', { recursive: true, force: true });
// The OpenAPI schemas' validators are code compiled here, not in every run (bundled below).
await writeOpenApiValidators();

await build({
  entryPoints: {
    cli: 'cli/commands/main.ts',
    'define-config': 'cli/config/define-config.ts',
    'mdx-worker': 'cli/mdx/mdx-worker.ts',
    'openapi-worker': 'cli/openapi/openapi-worker.ts',
    'render-worker': 'cli/render/render-worker.ts',
    'search-worker': 'cli/search/search-worker.ts',
    // For bench/: search figures computed by the browser's own query code.
    'measure-search': 'cli/search/measure-search.ts',
    // For bench/: a build output served as `hubgen serve` serves it (gzip included), for Lighthouse.
    'static-server': 'cli/commands/serve/static-server.ts',
  },
  outdir: 'dist',
  // Code splitting: each command's modules are a chunk loaded when the command runs.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [bundledPackagesBut(EXTERNAL)],
  // Bundled CommonJS packages (ajv, undici, commander…) call require(): ESM has none of its own.
  banner: { js: "import { createRequire as __hubgenCreateRequire } from 'node:module'; const require = __hubgenCreateRequire(import.meta.url);" },
  sourcemap: 'linked',
  logLevel: 'warning',
});

// The CLI's id, part of every cache key (cli/support/paths.ts): hashed once here, not at every start.
const version = JSON.parse(fs.readFileSync('package.json', 'utf8')).version;
const buildId = createHash('sha256').update(version);
for (const file of fs.readdirSync('dist', { recursive: true }).filter((f) => f.endsWith('.js')).sort()) {
  buildId.update(file).update(fs.readFileSync(path.join('dist', file)));
}
fs.writeFileSync('dist/build-id.txt', buildId.digest('hex').slice(0, 16) + '\n');

writeConfigTypes();
writeThemeTypes();

/**
 * `hubgen/config`'s types for a site's site.config.ts (package.json `exports`): declarations emitted
 * from the source, so an installed copy needs none of cli/. The sources import each other with `.ts`
 * extensions; the declarations name the `.js` twins, which resolve to the `.d.ts` files beside them.
 */
function writeConfigTypes() {
  const outDir = 'dist/types';
  const program = ts.createProgram(['cli/config/define-config.ts'], {
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
    // The repository's root: the config's types name the sample languages of shared/sample-code/.
    rootDir: '.',
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length) throw new Error(`hubgen/config types: ${ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' })}`);
  program.emit(undefined, (file, text) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text.replace(/(from\s+['"]\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1.js$2'));
  });
}

/**
 * `hubgen/theme`: the props of the theme's components (templates/theme-props.ts), for a site's
 * overrides written in TypeScript. Types only: its JavaScript is an empty module, so a plain
 * `import { FooterProps } from 'hubgen/theme'` that a bundler keeps still loads.
 */
function writeThemeTypes() {
  const outDir = 'dist/types/theme';
  const program = ts.createProgram(['templates/theme-props.ts'], {
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
    rootDir: 'templates',
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    types: [],
  });
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length) throw new Error(`hubgen/theme types: ${ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' })}`);
  program.emit(undefined, (file, text) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text.replace(/(from\s+['"]\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1.js$2'));
  });
  fs.writeFileSync('dist/theme.js', '// hubgen/theme holds types only (dist/types/theme/theme-props.d.ts).\nexport {};\n');
}

/** Every package import bundled (and tree-shaken), but for those of `external` and Node's own. */
function bundledPackagesBut(external) {
  return {
    name: 'bundled-packages-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return args.path.startsWith('node:') || external.includes(name) ? { path: args.path, external: true } : undefined;
      });
    },
  };
}
