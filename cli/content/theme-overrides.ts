// A site's theme overrides, as Docusaurus's swizzling lays them out: every module under `src/theme/`
// is `@theme/<its path>`, written `<Name>.{tsx,ts,jsx,js}` or `<Name>/index.{tsx,ts,jsx,js}` (the
// form `docusaurus swizzle` writes), names nested as the theme's are (`DocItem/Footer`,
// `MDXComponents/A`). One of the theme's components (templates/theme-components.ts) is replaced by it;
// any other name is the site's own component, which its pages import as `@theme/<Name>`. Found
// again on every run (a watch session sees an override added or removed). What hubgen cannot use is a
// warning naming the file and why, never silence and never a failure.
import path from 'node:path';
import type { Problem } from '../support/errors.ts';
import { filesUnder } from '../support/files-under.ts';
import { NOT_PROVIDED, themeComponent } from '../../templates/theme-components.ts';

/** In the order a name's files are taken when it has several. */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];
/** Files of src/theme/ that are not components: tests, stories, declarations. */
const NOT_A_MODULE = /(\.d\.ts|\.(test|spec|stories)\.[jt]sx?)$/;

export interface ThemeOverrides {
  /** Name (the theme's, for a name it renamed) → the site's file, absolute. */
  files: Map<string, string>;
  warnings: Problem[];
}

export function findThemeOverrides(root: string): ThemeOverrides {
  const dir = path.join(root, 'src', 'theme');
  const candidates = new Map<string, string[]>();
  for (const file of filesUnder(dir)) {
    const name = overrideName(path.relative(dir, file));
    if (!name) continue;
    const canonical = themeComponent(name)?.name ?? name;
    candidates.set(canonical, [...(candidates.get(canonical) ?? []), file]);
  }
  const files = new Map<string, string>();
  const warnings: Problem[] = [];
  for (const [name, found] of [...candidates].sort(([a], [b]) => a.localeCompare(b))) {
    const [file, ...others] = found.sort(byPrecedence);
    for (const other of others) warnings.push({ file: other, message: `not used: ${path.relative(root, file)} is @theme/${name} too, and is taken first`, hint: 'Keep one file per theme component: `<Name>.tsx` or `<Name>/index.tsx`.' });
    const problem = unusable(name, file);
    if (problem) warnings.push(problem);
    files.set(name, file);
  }
  return { files, warnings };
}

/** `Footer/index.js` → Footer, `DocItem/Footer.tsx` → DocItem/Footer; undefined for what is no module. */
function overrideName(relative: string): string | undefined {
  const ext = path.extname(relative);
  if (!EXTENSIONS.includes(ext) || NOT_A_MODULE.test(relative)) return undefined;
  const parts = relative.slice(0, -ext.length).split(path.sep);
  if (parts.at(-1) === 'index') parts.pop();
  return parts.length ? parts.join('/') : undefined;
}

/** As webpack resolves `@theme/<Name>` in Docusaurus: the file `<Name>.<ext>` before the folder's index. */
function byPrecedence(a: string, b: string): number {
  const rank = (f: string) => (path.basename(f, path.extname(f)) === 'index' ? 10 : 0) + EXTENSIONS.indexOf(path.extname(f));
  return rank(a) - rank(b);
}

/** Why an override of this name does not do what it did in Docusaurus, if it does not. */
function unusable(name: string, file: string): Problem | undefined {
  const component = themeComponent(name);
  if (component?.use === 'import') {
    return { file, message: `@theme/${name} is replaced only where the site imports it: hubgen's layout does not render it (${component.gives})`, hint: 'See "Component overrides" in hubgen\'s README for the components its layout renders.' };
  }
  const missing = NOT_PROVIDED.find((n) => name === n.name || name.startsWith(`${n.name}/`));
  if (missing) return { file, message: `not used: hubgen has no @theme/${name} (${missing.why})` };
  return undefined;
}
