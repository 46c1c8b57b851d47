// The one list of theme components (templates/theme-components.ts) holds what it says: each file
// exists and exports the component under the name the list gives, each props type is exported from
// hubgen/theme (templates/theme-props.ts), each component marked ejectable is one self-contained file,
// and the README's "Component overrides" table is the list, row for row.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_PROVIDED, THEME_COMPONENTS, type ThemeComponent } from '../../../templates/theme-components.ts';
import { REPO } from '../../helpers/cli.ts';

const TEMPLATES = path.join(REPO, 'templates');
const source = (file: string) => fs.readFileSync(path.join(TEMPLATES, file), 'utf8');

/** The README row of a component: what the table says of it. */
function readmeRow(c: ThemeComponent): string {
  const use = c.use === 'layout' ? 'layout' : 'import';
  return `| \`${c.name}\` | \`${c.props}\` | ${use} | ${c.eject ? 'yes' : 'no'} | ${c.gives} |`;
}

function readmeTable(): string[] {
  const readme = fs.readFileSync(path.join(REPO, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Component overrides'), readme.indexOf('### Coming from Docusaurus'));
  return section.split('\n').filter((line) => /^\| `[^`]+` \|/.test(line));
}

describe('the list of theme components', () => {
  it('names each component once, aliases included, and none it says hubgen does not provide', () => {
    const names = THEME_COMPONENTS.flatMap((c) => [c.name, ...(c.aliases ?? [])]);
    expect(names.length).toBe(new Set(names).size);
    for (const missing of NOT_PROVIDED) expect(names.filter((n) => n === missing.name || n.startsWith(`${missing.name}/`)), missing.name).toEqual([]);
  });

  it("points each name at a file of the theme that exports it, and at a props type of hubgen/theme", () => {
    const props = source('theme-props.ts');
    for (const c of THEME_COMPONENTS) {
      const text = source(c.file);
      const exported =
        c.exportName === 'default'
          ? /export default |export \{[^}]*\bas default\b[^}]*\}|export \{ default \}/.test(text)
          : new RegExp(`export (async )?(function|const|class) ${c.exportName}\\b|export \\{[^}]*\\b(as )?${c.exportName}\\b[^}]*\\}`).test(text);
      expect(exported, `${c.name}: ${c.file} exports ${c.exportName}`).toBe(true);
      expect(props, `${c.name}: hubgen/theme exports ${c.props}`).toMatch(new RegExp(`export (interface|type) ${c.props}\\b`));
    }
  });

  it('marks ejectable only components whose source is one file importing public modules only', () => {
    for (const c of THEME_COMPONENTS.filter((c) => c.eject)) {
      const imports = [...source(c.file).matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
      const privateImports = imports.filter((i) => !/^(react(\/.*)?|react-dom|@theme\/.+|@docusaurus\/.+|hubgen\/(theme|link)|clsx)$/.test(i));
      expect(privateImports, `${c.name} (${c.file})`).toEqual([]);
      expect(c.exportName, c.name).toBe('default');
    }
  });

  it('is the README\'s "Component overrides" table, row for row', () => {
    const expected = THEME_COMPONENTS.map(readmeRow);
    // On a mismatch the expected rows are printed: paste them into the README.
    expect(readmeTable().join('\n')).toBe(expected.join('\n'));
  });
});
