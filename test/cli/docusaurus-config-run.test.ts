// `hubgen init --from docusaurus` runs a Docusaurus config as Node (and Docusaurus) runs it, through
// the binary: a TypeScript ESM config with import.meta.url/dirname/filename, createRequire,
// fileURLToPath, top-level await, `require.resolve('./sidebars')` naming sidebars.ts, an async
// config function and plugins written as functions (fixtures/docusaurus-config-run), which then
// builds; the same file as `.mts`; and a CommonJS `.cts` exporting an async function.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

const CJS_CONFIG = `const path = require('node:path');

module.exports = async function createConfig() {
  return {
    // Relative to the folder Docusaurus runs from: the site's.
    title: JSON.parse(require('node:fs').readFileSync('src/product.json', 'utf8')).name,
    // A file a plugin generates during its build, required only when the function runs.
    customFields: { generated: async () => require('./docs/api/generated-sidebar.cjs') },
    tagline: \`Forms from \${path.basename(__filename)}\`,
    url: 'https://forms.example.com',
    presets: require('./config/presets.cjs'),
    plugins: [function localPlugin() { return { name: 'local' }; }],
  };
};
`;

async function initAndBuild(variant: { file: string; text?: string }, { build: shouldBuild = true } = {}) {
  const site = await copyFixture('docusaurus-config-run');
  const source = path.join(site, 'docusaurus.config.ts');
  const text = variant.text ?? (await fs.readFile(source, 'utf8'));
  await fs.rm(source);
  await fs.writeFile(path.join(site, variant.file), text);
  const init = await hubgen(['init', '--from', 'docusaurus', site]);
  const written = init.exitCode === 0 ? await fs.readFile(path.join(site, 'site.config.ts'), 'utf8') : '';
  const config = written ? JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(written)![1]) : undefined;
  const build = init.exitCode === 0 && shouldBuild ? await hubgen(['build', '--root', site]) : undefined;
  return { site, init, config, build };
}

describe('a Docusaurus config runs as Node runs it', () => {
  it('TypeScript ESM: import.meta, createRequire, fileURLToPath, top-level await, require.resolve of a .ts, async config, function plugins', async () => {
    const { site, init, config, build } = await initAndBuild({ file: 'docusaurus.config.ts' });
    expect(init.stderr).toBe('');
    expect(init.exitCode).toBe(0);
    expect(config).toMatchObject({
      title: 'Forms',
      tagline: 'Forms for TypeScript',
      docs: { path: 'docs', sidebarPath: 'sidebars.ts' },
      theme: { customCss: './src/css/custom.css' },
    });
    expect(init.stdout).toContain('plugins: 2 given as code');
    expect(build!.stderr).toBe('');
    expect(build!.exitCode).toBe(0);
    expect(await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8')).toContain('ran as Node runs it');
  }, 180_000);

  it('the same module as docusaurus.config.mts', async () => {
    const { init, config } = await initAndBuild({ file: 'docusaurus.config.mts' }, { build: false });
    expect(init.stderr).toBe('');
    expect(config).toMatchObject({ title: 'Forms', tagline: 'Forms for modules', docs: { sidebarPath: 'sidebars.ts' } });
  });

  it('CommonJS docusaurus.config.cts: module.exports of an async function, __filename, run from the site\'s folder, a generated file required lazily, presets from another folder resolving ../sidebars.js to sidebars.ts', async () => {
    const { init, config } = await initAndBuild({ file: 'docusaurus.config.cts', text: CJS_CONFIG }, { build: false });
    expect(init.stderr).toBe('');
    expect(config).toMatchObject({ title: 'Forms', tagline: 'Forms from docusaurus.config.cts', docs: { sidebarPath: 'sidebars.ts' } });
    expect(init.stdout).toContain('plugins: 1 given as code');
  });
});
