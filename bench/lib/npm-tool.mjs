// Tools the bench measures with or against (Lighthouse, Redoc's CLI, Rspress, Docusaurus…) are
// never dependencies of hubgen: each is installed on first use with npm into the bench's scratch
// folder, one folder per package and version, and reused by later runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder whose node_modules holds `pkg@version`, installing it there if needed. `companions`
 * are further specs installed beside it in the same folder (peer dependencies such as react, or a
 * preset the tool loads by name); they are part of the folder's name, so changing them gives a
 * fresh install. Throws with npm's last lines when the install fails (offline, registry down):
 * callers report the figure as not measured.
 */
export function npmTool(scratch, pkg, version, companions = []) {
  const name = [`${pkg}-${version}`, ...companions].join('+').replace(/[@/^~<>=* ]/g, '_');
  const dir = path.join(scratch, 'tools', name);
  const installed = path.join(dir, 'node_modules', pkg, 'package.json');
  const ready = path.join(dir, '.installed'); // written last: an interrupted install is redone
  if (fs.existsSync(installed) && JSON.parse(fs.readFileSync(installed, 'utf8')).version === version && (!companions.length || fs.existsSync(ready))) return dir;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${version}`, ...companions], { cwd: dir, encoding: 'utf8' });
  if (npm.status !== 0) {
    throw new Error(`npm install ${[`${pkg}@${version}`, ...companions].join(' ')} failed: ${`${npm.stdout}${npm.stderr}`.trim().split('\n').slice(-5).join(' | ')}`);
  }
  fs.writeFileSync(ready, '');
  return dir;
}
