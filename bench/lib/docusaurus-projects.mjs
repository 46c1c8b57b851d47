// The real Docusaurus projects of ../shared/corpus/docusaurus as bench targets: each is copied to
// the scratch folder and prepared as test/corpus/docusaurus-projects.test.ts prepares it (its
// header says why): `hubgen init --from docusaurus`, the npm packages its docs and pages import
// at the ranges its package.json declares, and the test-only override for what the mirror lacks
// (onBrokenLinks 'warn', redux's errors page removed). The copy is made once per scratch folder.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DOCUSAURUS_PROJECTS = [
  { name: 'redux', install: ['react-lite-youtube-embed', 'classnames'], remove: ['website/src/pages/errors.js'], docsSample: '/introduction/getting-started' },
  { name: 'devicescript', install: ['clsx'], remove: [], docsSample: '/intro' },
];

/** The prepared project's site root (its website/ folder), or an error message. */
export function prepareDocusaurusProject({ project, corpus, scratch, bin }) {
  const source = path.join(corpus, project.name);
  if (!fs.existsSync(source)) return { error: `${source} is absent` };
  const dir = path.join(scratch, `docusaurus-${project.name}`);
  const website = path.join(dir, 'website');
  const ready = path.join(dir, '.prepared');
  if (fs.existsSync(ready)) return { root: website };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(source, dir, { recursive: true });
  const init = spawnSync(process.execPath, [bin, 'init', '--from', 'docusaurus', website], { encoding: 'utf8' });
  if (init.status !== 0) return { error: `init failed: ${init.stderr}` };
  const declared = JSON.parse(fs.readFileSync(path.join(website, 'package.json'), 'utf8')).dependencies ?? {};
  const specs = project.install.map((name) => `${name}@${declared[name]}`);
  const npm = spawnSync('npm', ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', ...specs], { encoding: 'utf8' });
  if (npm.status !== 0) return { error: `npm install ${specs.join(' ')} failed: ${npm.stderr.slice(-500)}` };
  for (const file of project.remove) fs.rmSync(path.join(dir, file));
  const configFile = path.join(website, 'site.config.ts');
  const config = JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(fs.readFileSync(configFile, 'utf8'))[1]);
  fs.writeFileSync(configFile, `import { defineConfig } from 'hubgen/config';\nexport default defineConfig(${JSON.stringify({ ...config, onBrokenLinks: 'warn' }, null, 2)});\n`);
  fs.writeFileSync(ready, '');
  return { root: website };
}
