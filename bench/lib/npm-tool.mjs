// Tools the bench measures with or against (Lighthouse, Redoc's CLI…) are never dependencies of
// hubgen: each is installed on first use with npm into the bench's scratch folder, one folder per
// package and version, and reused by later runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder whose node_modules holds `pkg@version`, installing it there if needed. Throws with
 * npm's last lines when the install fails (offline, registry down): callers report the figure as
 * not measured.
 */
export function npmTool(scratch, pkg, version) {
  const dir = path.join(scratch, 'tools', `${pkg.replace(/[@/]/g, '_')}-${version}`);
  const installed = path.join(dir, 'node_modules', pkg, 'package.json');
  if (fs.existsSync(installed) && JSON.parse(fs.readFileSync(installed, 'utf8')).version === version) return dir;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${version}`], { cwd: dir, encoding: 'utf8' });
  if (npm.status !== 0) {
    throw new Error(`npm install ${pkg}@${version} failed: ${`${npm.stdout}${npm.stderr}`.trim().split('\n').slice(-5).join(' | ')}`);
  }
  return dir;
}
