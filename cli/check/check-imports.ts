// `hubgen check` resolves what MDX docs and React pages import the way `build` does: the same
// esbuild aliases, loaders and plugins (Docusaurus modules, `@site/`, partials, the site's
// node_modules), with nothing written. Only React pages and docs and MDX pages that import
// something are bundled (commands/check-site.ts picks them), so a site of plain docs pays nothing. React stays external: hubgen's own, it resolves.
import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import type { Problem } from '../support/errors.ts';
import type { Route } from '../routes/plan-routes.ts';
import { HUBGEN_NODE_MODULES, TEMPLATES_DIR } from '../support/paths.ts';
import { themeModules } from '../bundle/theme-modules.ts';
import { findThemeOverrides } from '../content/theme-overrides.ts';
import { importsBesideSource, reactFromHubgen } from '../bundle/esbuild-plugins.ts';
import { toProblem } from '../bundle/esbuild-errors.ts';
import { ASSET_LOADERS, docusaurusModules } from '../bundle/docusaurus-modules.ts';
import type { MarkdownOptions } from '../mdx/site-plugins.ts';

/** `routes`: React pages, and the MDX routes whose compiled module imports something. */
export async function checkImports({ routes, root, cacheDir, markdown }: { routes: Route[]; root: string; cacheDir: string; markdown?: MarkdownOptions }): Promise<Problem[]> {
  const sourceOf = new Map(routes.map((r) => [r.module, r.sourceFile]));
  const outRoot = path.join(cacheDir, 'check-imports');
  try {
    await build({
      entryPoints: [...sourceOf.keys()],
      bundle: true,
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      platform: 'browser',
      format: 'esm',
      outdir: outRoot,
      absWorkingDir: root,
      nodePaths: [path.join(root, 'node_modules'), HUBGEN_NODE_MODULES],
      plugins: [siteDataStub, themeModules(() => findThemeOverrides(root).files), importsBesideSource(path.join(cacheDir, 'mdx'), () => sourceOf), reactFromHubgen(), docusaurusModules({ root, client: false, markdown: () => markdown })],
      loader: { ...ASSET_LOADERS, '.css': 'empty' },
    });
    return [];
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    return errors.map((e) => toProblem(e, sourceOf, root));
  }
}

/**
 * The theme's `hubgen:site-data` has no file at check time; only its resolution matters here.
 * `hubgen/link` (in React pages) is the theme's, as in the bundle.
 */
const siteDataStub: Plugin = {
  name: 'hubgen-site-data-stub',
  setup(b) {
    b.onResolve({ filter: /^hubgen:site-data$/ }, () => ({ path: 'site-data', namespace: 'hubgen-check' }));
    b.onResolve({ filter: /^hubgen\/link$/ }, () => ({ path: path.join(TEMPLATES_DIR, 'link.ts') }));
    b.onLoad({ filter: /.*/, namespace: 'hubgen-check' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};
