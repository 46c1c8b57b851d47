// The folder boundaries (.dependency-cruiser.cjs) hold: no import breaks a rule beyond the ones
// listed in .dependency-cruiser-known-violations.json (what issue #35's restructuring removes).
// And the rules do catch a break: a small tree with a theme module importing the build fails them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { REPO, tempDir } from '../helpers/cli.ts';

const DEPCRUISE = path.join(REPO, 'node_modules/.bin/depcruise');

describe('dependency rules between folders', () => {
  it('hold for cli/, templates/ and shared/, known violations aside', async () => {
    const result = await execa(DEPCRUISE, ['cli', 'templates', 'shared', '--config', '.dependency-cruiser.cjs', '--ignore-known', '.dependency-cruiser-known-violations.json', '--output-type', 'err'], { cwd: REPO, reject: false });
    expect(result.stdout + result.stderr).toContain('no dependency violations found');
    expect(result.exitCode).toBe(0);
  });

  it('fail on a new violation: a theme module importing the build, a build module importing a theme value', async () => {
    const root = await tempDir('hubgen-deps-');
    await fs.cp(path.join(REPO, '.dependency-cruiser.cjs'), path.join(root, '.dependency-cruiser.cjs'));
    await fs.writeFile(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true } }));
    await fs.mkdir(path.join(root, 'cli'));
    await fs.mkdir(path.join(root, 'templates'));
    await fs.writeFile(path.join(root, 'cli/build.ts'), "import { ACCENT } from '../templates/colors.ts';\nexport const build = () => ACCENT;\n");
    await fs.writeFile(path.join(root, 'templates/colors.ts'), "export const ACCENT = '#d6336c';\n");
    await fs.writeFile(path.join(root, 'templates/page.ts'), "import { build } from '../cli/build.ts';\nexport const page = build;\n");
    const result = await execa(DEPCRUISE, ['cli', 'templates', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: root, reject: false });
    expect(result.exitCode).not.toBe(0);
    expect(result.stdout).toContain('error templates-never-import-cli: templates/page.ts → cli/build.ts');
    expect(result.stdout).toContain('error cli-imports-only-types-from-templates: cli/build.ts → templates/colors.ts');
  });

  it('fail on shared/ importing Node or a side, a stage importing a later one, and two stage folders importing each other', async () => {
    const root = await tempDir('hubgen-deps-');
    await fs.cp(path.join(REPO, '.dependency-cruiser.cjs'), path.join(root, '.dependency-cruiser.cjs'));
    await fs.writeFile(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true } }));
    const files: Record<string, string> = {
      'shared/format.ts': "import path from 'node:path';\nimport { version } from 'react';\nimport { ACCENT } from '../templates/colors.ts';\nexport const format = () => path.sep + ACCENT + version;\n",
      'templates/colors.ts': "export const ACCENT = '#d6336c';\n",
      // config/ reads content/, which reads config/: a folder cycle, and an upward import.
      'cli/config/load-config.ts': "import { docs } from '../content/load-content.ts';\nexport const config = () => docs;\n",
      'cli/content/load-content.ts': "import { DEFAULTS } from '../config/defaults.ts';\nexport const docs = DEFAULTS;\n",
      'cli/config/defaults.ts': 'export const DEFAULTS = [];\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await fs.writeFile(path.join(root, file), text);
    }
    const result = await execa(DEPCRUISE, ['cli', 'templates', 'shared', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: root, reject: false });
    expect(result.exitCode).not.toBe(0);
    expect(result.stdout).toContain('error shared-imports-no-node: shared/format.ts → path');
    // react is not installed in the temporary tree: the rule matches the name as well as the resolved file.
    expect(result.stdout).toMatch(/error shared-imports-no-react: shared\/format\.ts → (node_modules\/)?react\b/);
    expect(result.stdout).toContain('error shared-imports-neither-cli-nor-templates: shared/format.ts → templates/colors.ts');
    expect(result.stdout).toContain('error stages-import-downward-only: cli/config/load-config.ts → cli/content/load-content.ts');
    expect(result.stdout).toMatch(/error no-folder-cycles: cli\/config → \s*cli\/content →\s*cli\/config/);
  });
});
