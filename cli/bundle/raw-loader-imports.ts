// `import source from '!!raw-loader!./example.js'` (and `raw-loader!…`, `require(…).default`): a
// file's text, as webpack's raw-loader gives it to Docusaurus sites that show a file's source in a
// code block. The path after the prefix resolves as any import of the file would (beside a doc's
// own source for a compiled doc), and the module's default export is the text.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';

const RAW = 'hubgen-raw-text';
const PREFIX = /^!*raw-loader!/;

export function loadRawLoaderImports(b: PluginBuild): void {
  b.onResolve({ filter: PREFIX }, async (args) => {
    const file = args.path.replace(PREFIX, '');
    const resolved = await b.resolve(file, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
    if (resolved.errors.length) return { errors: resolved.errors.map((e) => ({ text: e.text })) };
    return { path: resolved.path, namespace: RAW };
  });
  // An ES module, as raw-loader 4 emits it: `import x from` gives the text, and so does `require(…).default`.
  b.onLoad({ filter: /.*/, namespace: RAW }, async (args) => ({
    contents: `export default ${JSON.stringify(await fs.readFile(args.path, 'utf8'))};\n`,
    loader: 'js',
    resolveDir: path.dirname(args.path),
    watchFiles: [args.path],
  }));
}
