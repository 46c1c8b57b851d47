// `hubgen swizzle <Name>`: starts an override of a theme component (templates/theme-components.ts)
// in the site's src/theme/, as `docusaurus swizzle` does. By default a wrapper of the theme's own
// (`@theme-original/<Name>`), which keeps working across hubgen versions; `--eject` copies the
// theme's source instead, for the components whose source is one self-contained file (it imports
// only public modules, so the copy builds on its own).
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SiteError, type Problem } from '../../support/errors.ts';
import { closestMatch } from '../../support/closest-match.ts';
import { TEMPLATES_DIR } from '../../support/paths.ts';
import { findThemeOverrides } from '../../content/theme-overrides.ts';
import { THEME_COMPONENTS, themeComponent, type ThemeComponent } from '../../../templates/theme-components.ts';

export interface SwizzleParams {
  root: string;
  /** The components, as Docusaurus names them (or hubgen's earlier names). */
  names: string[];
  force?: boolean;
  /** Copy the theme's source rather than wrap it. */
  eject?: boolean;
}

/**
 * Writes an override of each component and returns their files. Every name is checked before any
 * file is written: all the problems at once, and nothing half-done.
 */
export async function swizzle({ root, names, force = false, eject = false }: SwizzleParams): Promise<string[]> {
  const planned: { file: string; component: ThemeComponent }[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    const plan = planOverride({ root, name, force, eject });
    if ('message' in plan) problems.push(plan);
    else planned.push(plan);
  }
  if (problems.length) throw new SiteError(problems);
  for (const { file, component } of planned) {
    const text = eject ? await fs.readFile(path.join(TEMPLATES_DIR, component.file), 'utf8') : wrapper(component);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  }
  return planned.map((p) => p.file);
}

/** Where a component's override goes, or why it cannot. */
function planOverride({ root, name, force, eject }: { root: string; name: string; force: boolean; eject: boolean }): { file: string; component: ThemeComponent } | Problem {
  const component = themeComponent(name);
  if (!component) return unknownComponent(root, name);
  if (eject && !component.eject) {
    return { file: path.join(root, 'src', 'theme'), message: `${component.name} cannot be ejected: its source is more than one file of hubgen's theme`, hint: `Wrap it instead: hubgen swizzle ${component.name}` };
  }
  const existing = findThemeOverrides(root).files.get(component.name);
  const ext = eject ? path.extname(component.file) : component.kind === 'hook' ? '.ts' : '.tsx';
  const file = existing ?? path.join(root, 'src', 'theme', ...component.name.split('/')) + ext;
  if (existsSync(file) && !force) {
    return { file, message: 'already exists; hubgen swizzle does not replace it', hint: `Edit it, or pass --force to write a fresh ${eject ? 'copy' : 'wrapper'} of the theme's ${component.name}.` };
  }
  return { file, component };
}

/** The components `hubgen swizzle` with no name lists: name, where it is used, whether it ejects. */
export function listComponents(): string[] {
  return THEME_COMPONENTS.map((c) => `${c.name.padEnd(44)} ${c.use === 'layout' ? 'rendered by the layout' : 'for imports          '} ${c.eject ? 'wrap, eject' : 'wrap'}`);
}

function unknownComponent(root: string, name: string): Problem {
  const suggestion = closestMatch(name, THEME_COMPONENTS.map((c) => c.name), { slack: 3, ignoreCase: true });
  return {
    file: path.join(root, 'src', 'theme'),
    message: `"${name}" is not a theme component hubgen lets a site replace`,
    hint: `${suggestion ? `Did you mean ${suggestion}? ` : ''}\`hubgen swizzle\` with no name lists them all.`,
  };
}

/** A wrapper that renders (or, for an object or a hook, re-exports) the theme's own. */
function wrapper(component: ThemeComponent): string {
  const { name, props } = component;
  const where =
    component.use === 'layout'
      ? `Replaces hubgen's ${name} wherever its layout renders it`
      : `Replaces @theme/${name} where the site's pages and MDX import it (hubgen's layout does not render it)`;
  const head = `// ${where}; see "Component overrides" in hubgen's README.\n`;
  if (component.kind === 'hook') return `${head}// The theme's own is re-exported: wrap it in a hook of your own to change what it returns.\nexport { default } from '@theme-original/${name}';\n`;
  if (component.kind === 'object') {
    return `${head}// \`Original\` is the theme's own: add entries, or replace some.\nimport Original from '@theme-original/${name}';\n\nexport default {\n  ...Original,\n};\n`;
  }
  const fn = `${name.replace(/[^A-Za-z0-9]/g, '')}Wrapper`;
  return `${head}// \`Original\` is the theme's own: keep it and add around it, or render your own instead.
import type { ${props} } from 'hubgen/theme';
import Original from '@theme-original/${name}';

export default function ${fn}(props: ${props}) {
  return (
    <>
      <Original {...props} />
    </>
  );
}
`;
}
