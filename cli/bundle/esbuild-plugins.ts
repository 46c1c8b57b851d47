// The esbuild plugins of both bundles (and of `hubgen check`'s import resolution) that make a site's
// modules resolve as its author wrote them: beside the doc, against the site data, with hubgen's React.
// (What docs written for Docusaurus import is docusaurus-modules.ts; theme overrides, theme-modules.ts.)
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { HUBGEN_ROOT, TEMPLATES_DIR } from '../support/paths.ts';

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
 * `import site from 'hubgen:site-data'` in the theme resolves to the site's data file (and
 * `hubgen:client-modules` to the imports of the config's clientModules); `hubgen/link`
 * in a site's page to the theme's base-aware link, the same module the theme uses.
 */
export function siteDataModule(file: string, clientModules: string): Plugin {
  return {
    name: 'hubgen-site-data',
    setup(b) {
      b.onResolve({ filter: /^hubgen:site-data$/ }, () => ({ path: file }));
      // The config's clientModules, imported by the client entry only (client.tsx): they run in the browser, never on the server.
      b.onResolve({ filter: /^hubgen:client-modules$/ }, () => ({ path: clientModules }));
      b.onResolve({ filter: /^hubgen\/link$/ }, () => ({ path: path.join(TEMPLATES_DIR, 'link.ts') }));
    },
  };
}
