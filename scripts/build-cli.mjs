// Bundles cli/ into dist/ so `hubgen` starts without a TypeScript loader (runs in `prepare`).
// Dependencies stay external: they are installed beside us and Node loads them natively. Except
// lowlight: its entry module re-exports every highlight.js grammar (about 190), so importing it cost
// each OpenAPI worker ~200 ms of CPU; bundled, only the parts hubgen imports (createLowlight and the
// 37 grammars of `common`, themselves still loaded from highlight.js) are kept.
import fs from 'node:fs';
import { build } from 'esbuild';
import { writeOpenApiValidators } from './generate-openapi-validators.mjs';

// Chunk names change with their contents: start clean so no stale chunk lingers.
fs.rmSync('dist', { recursive: true, force: true });
// The OpenAPI schemas' validators are code compiled here, not in every run (bundled below).
await writeOpenApiValidators();

await build({
  entryPoints: {
    cli: 'cli/main.ts',
    'define-config': 'cli/config/define-config.ts',
    'mdx-worker': 'cli/mdx/mdx-worker.ts',
    'openapi-worker': 'cli/openapi/openapi-worker.ts',
    // For bench/: search figures computed by the browser's own query code.
    'measure-search': 'cli/search/measure-search.ts',
    // For bench/: a build output served as `hubgen serve` serves it (gzip included), for Lighthouse.
    'static-server': 'cli/serve/static-server.ts',
  },
  outdir: 'dist',
  // Code splitting: each command's modules are a chunk loaded when the command runs.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackagesBut(['lowlight'])],
  sourcemap: 'linked',
  logLevel: 'warning',
});

/** `packages: 'external'`, but for the named packages, which are bundled (and tree-shaken). */
function externalPackagesBut(bundled) {
  return {
    name: 'external-packages-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (bundled.includes(args.path) ? undefined : { path: args.path, external: true }));
    },
  };
}
