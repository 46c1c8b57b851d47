// Component overrides, as Docusaurus's swizzling: a site's `src/theme/<Name>.tsx` (or .jsx, .js,
// .ts) replaces one of the theme components listed here, everywhere the theme renders it, and may
// wrap the original, imported as `@theme-original/<Name>`. `@theme/<Name>` in the site's own code
// is the override when there is one, else the original. Each component's props are documented in
// the README ("Component overrides"); the list is short on purpose: each name is an interface hubgen
// keeps.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { TEMPLATES_DIR } from '../support/paths.ts';

/** Name → the theme's file (from templates/) and the name it is exported under there. */
export const THEME_COMPONENTS: Record<string, { file: string; exportName: string }> = {
  AnnouncementBar: { file: 'layout/AnnouncementBar.tsx', exportName: 'AnnouncementBar' },
  Footer: { file: 'footer/Footer.tsx', exportName: 'Footer' },
  Navbar: { file: 'navbar/Navbar.tsx', exportName: 'Navbar' },
  SearchBox: { file: 'search/SearchBox.tsx', exportName: 'SearchBox' },
  // The blog's parts (templates/blog/), named as Docusaurus names them.
  BlogPostPage: { file: 'blog/BlogPostPage.tsx', exportName: 'BlogPostPage' },
  BlogLayout: { file: 'blog/BlogLayout.tsx', exportName: 'BlogLayout' },
  BlogSidebar: { file: 'blog/BlogSidebar.tsx', exportName: 'BlogSidebar' },
  BlogPostItem: { file: 'blog/BlogPostItem.tsx', exportName: 'BlogPostItem' },
  BlogPostItems: { file: 'blog/BlogPostItems.tsx', exportName: 'BlogPostItems' },
  BlogAuthor: { file: 'blog/BlogAuthor.tsx', exportName: 'BlogAuthor' },
  BlogPostPaginator: { file: 'blog/BlogPostPaginator.tsx', exportName: 'BlogPostPaginator' },
  BlogListPaginator: { file: 'blog/BlogListPaginator.tsx', exportName: 'BlogListPaginator' },
};

const EXTENSIONS = ['.tsx', '.jsx', '.js', '.ts'];
const NAMESPACE = 'hubgen-theme';

/** The site's overrides that exist now: name → absolute path. */
export function findThemeOverrides(root: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of Object.keys(THEME_COMPONENTS)) {
    const file = EXTENSIONS.map((ext) => path.join(root, 'src', 'theme', name + ext)).find((f) => existsSync(f));
    if (file) found.set(name, file);
  }
  return found;
}

/**
 * Redirects the theme's own imports of a listed component to the site's override, and resolves
 * `@theme-original/<Name>` and `@theme/<Name>`. `overrides` is read at each build (a watch session
 * sees a new override file).
 */
export function themeOverrides(overrides: () => Map<string, string>): Plugin {
  const byFile = new Map(Object.entries(THEME_COMPONENTS).map(([name, c]) => [path.join(TEMPLATES_DIR, c.file), name]));
  return {
    name: 'hubgen-theme-overrides',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(TEMPLATES_DIR + path.sep)) return undefined;
        const name = byFile.get(path.resolve(args.resolveDir, args.path));
        return name && overrides().has(name) ? { path: `as-theme:${name}`, namespace: NAMESPACE } : undefined;
      });
      b.onResolve({ filter: /^@theme(-original)?\/[A-Za-z]+$/ }, (args) => {
        const [scope, name] = args.path.split('/');
        if (!THEME_COMPONENTS[name]) return undefined;
        const original = scope === '@theme-original' || !overrides().has(name);
        return { path: `${original ? 'original' : 'override'}:${name}`, namespace: NAMESPACE };
      });
      // One module per use (esbuild keys modules by path): `original:`, `override:`, `as-theme:`.
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const [use, name] = args.path.split(':');
        const component = THEME_COMPONENTS[name];
        const original = JSON.stringify(path.join(TEMPLATES_DIR, component.file));
        const override = JSON.stringify(overrides().get(name) ?? '');
        // The theme imports its components by name; a site's module exports its component as default.
        const contents =
          use === 'original'
            ? `export { ${component.exportName} as default } from ${original};\n`
            : use === 'as-theme'
              ? `export { default as ${component.exportName} } from ${override};\n`
              : `export { default } from ${override};\n`;
        return { contents, loader: 'js', resolveDir: TEMPLATES_DIR };
      });
    },
  };
}
