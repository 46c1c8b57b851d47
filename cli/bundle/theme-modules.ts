// The one resolver of the theme's modules, for the client and server bundles and `hubgen check`:
// - `@theme/<Name>`: the site's override (src/theme/, cli/content/theme-overrides.ts) when it has
//   one, else the theme's own (templates/theme-components.ts);
// - `@theme-original/<Name>` (and Docusaurus's `@theme-init/<Name>`): always the theme's own, what an
//   override wraps;
// - the theme's own imports of a component its layout renders: the override, so it replaces that
//   component on every page;
// - `hubgen/theme`: the props types (types only: nothing of it reaches a bundle).
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { TEMPLATES_DIR } from '../support/paths.ts';
import { closestMatch } from '../support/closest-match.ts';
import { THEME_COMPONENTS, themeComponent, type ThemeComponent } from '../../templates/theme-components.ts';

const NAMESPACE = 'hubgen-theme';

/** `overrides` is read at each build (a watch session sees a new override file): name → file. */
export function themeModules(overrides: () => Map<string, string>): Plugin {
  const rendered = renderedByFile();
  return {
    name: 'hubgen-theme-modules',
    setup(b) {
      b.onResolve({ filter: /^hubgen\/theme$/ }, () => ({ path: path.join(TEMPLATES_DIR, 'theme-props.ts') }));
      // The layout's own imports of what it renders (relative, from templates/).
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(TEMPLATES_DIR + path.sep)) return undefined;
        const file = path.resolve(args.resolveDir, args.path);
        const replaced = (rendered.get(file) ?? []).filter((c) => overrides().has(c.name));
        return replaced.length ? { path: `as-theme:${file}`, namespace: NAMESPACE } : undefined;
      });
      b.onResolve({ filter: /^@theme(-original|-init)?\// }, (args) => {
        const slash = args.path.indexOf('/');
        const [scope, name] = [args.path.slice(0, slash), args.path.slice(slash + 1)];
        const component = themeComponent(name);
        const override = overrides().get(component?.name ?? name);
        if (scope === '@theme' && override) return { path: override };
        if (component) return { path: `original:${component.name}`, namespace: NAMESPACE };
        return { errors: [{ text: unknownModule(args.path, override !== undefined) }] };
      });
      // One module per use (esbuild keys modules by path): `original:<Name>`, `as-theme:<file>`.
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const colon = args.path.indexOf(':');
        const [use, key] = [args.path.slice(0, colon), args.path.slice(colon + 1)];
        const contents = use === 'original' ? originalModule(themeComponent(key)!) : asThemeModule(key, rendered.get(key)!, overrides());
        return { contents, loader: 'js', resolveDir: TEMPLATES_DIR };
      });
    },
  };
}

/** The theme's file → the components its layout renders from it. */
function renderedByFile(): Map<string, ThemeComponent[]> {
  const byFile = new Map<string, ThemeComponent[]>();
  for (const c of THEME_COMPONENTS.filter((c) => c.use === 'layout')) {
    const file = path.join(TEMPLATES_DIR, c.file);
    byFile.set(file, [...(byFile.get(file) ?? []), c]);
  }
  return byFile;
}

/** The theme's own component, as the default export (the way a site imports it). */
function originalModule(component: ThemeComponent): string {
  const file = JSON.stringify(path.join(TEMPLATES_DIR, component.file));
  return component.exportName === 'default' ? `export { default } from ${file};\n` : `export { ${component.exportName} as default } from ${file};\n`;
}

/**
 * A theme file as the layout imports it, with its overridden components swapped for the site's (a
 * site's module exports its component as default; the theme may import it by name). An explicit
 * export wins over the star's of the same name.
 */
function asThemeModule(file: string, components: ThemeComponent[], overrides: Map<string, string>): string {
  const lines = [`export * from ${JSON.stringify(file)};`];
  let hasDefault = false;
  for (const c of components) {
    const override = overrides.get(c.name);
    if (!override) continue;
    hasDefault ||= c.exportName === 'default';
    lines.push(c.exportName === 'default' ? `export { default } from ${JSON.stringify(override)};` : `export { default as ${c.exportName} } from ${JSON.stringify(override)};`);
  }
  // `export *` leaves the default out: the theme's own default, unless an override took its place.
  if (!hasDefault && components.some((c) => c.exportName === 'default')) lines.push(`export { default } from ${JSON.stringify(file)};`);
  return lines.join('\n') + '\n';
}

function unknownModule(specifier: string, overridden: boolean): string {
  const name = specifier.slice(specifier.indexOf('/') + 1);
  if (overridden) return `${specifier}: the site's src/theme/${name} has no original in hubgen's theme to wrap`;
  const suggestion = closestMatch(name, THEME_COMPONENTS.map((c) => c.name), { slack: 3 });
  return `${specifier} is not one of the theme components hubgen provides${suggestion ? ` (did you mean @theme/${suggestion}?)` : ''}; the list is in hubgen's README, "Component overrides"`;
}
