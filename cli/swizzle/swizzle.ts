// `hubgen swizzle <Name>`: writes src/theme/<Name>.tsx, a component that wraps the theme's own
// (`@theme-original/<Name>`), for the site to edit. Wrapping only: a copy of the theme's source
// would import the theme's private modules, which change between hubgen versions.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { siteError } from '../support/errors.ts';
import { closestMatch } from '../support/closest-match.ts';
import { findThemeOverrides, THEME_COMPONENTS } from '../bundle/theme-overrides.ts';

/** The props each component is rendered with (README, "Component overrides"). */
const PROPS: Record<string, { signature: string; pass: string }> = {
  Footer: { signature: '()', pass: '' },
  Navbar: { signature: '(props: { route: unknown })', pass: ' {...props}' },
};

export async function swizzle({ root, name, force = false }: { root: string; name: string; force?: boolean }): Promise<string> {
  const names = Object.keys(THEME_COMPONENTS);
  if (!THEME_COMPONENTS[name]) {
    const suggestion = closestMatch(name, names, { slack: 3 });
    throw siteError({ file: path.join(root, 'src', 'theme'), message: `"${name}" is not a theme component hubgen lets a site replace`, hint: `${suggestion ? `Did you mean ${suggestion}? ` : ''}Components: ${names.join(', ')}.` });
  }
  const existing = findThemeOverrides(root).get(name);
  const file = existing ?? path.join(root, 'src', 'theme', `${name}.tsx`);
  if (existsSync(file) && !force) {
    throw siteError({ file, message: 'already exists; hubgen swizzle does not replace it', hint: `Edit it, or pass --force to write a fresh wrapper of the theme's ${name}.` });
  }
  const { signature, pass } = PROPS[name];
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(
    file,
    `// Replaces hubgen's ${name} wherever the theme renders it (see "Component overrides" in hubgen's
// README). \`Original\` is the theme's own: keep it and add around it, or render your own instead.
import Original from '@theme-original/${name}';

export default function ${name}${signature} {
  return (
    <>
      <Original${pass} />
    </>
  );
}
`,
  );
  return file;
}
