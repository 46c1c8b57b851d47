// Bundles cli/ into dist/ so `hubgen` starts without a TypeScript loader (runs in `prepare`).
// Dependencies stay external: they are installed beside us and Node loads them natively.
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
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
