// Where hubgen's own files live (its templates and node_modules), whether it runs from the bundled
// dist/cli.js or from source under vitest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === 'hubgen') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('hubgen: cannot find its own package.json');
    dir = parent;
  }
}

export const HUBGEN_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const TEMPLATES_DIR = path.join(HUBGEN_ROOT, 'templates');
/** What the theme and the build both import (bundled with the theme, so watched with it). */
export const SHARED_DIR = path.join(HUBGEN_ROOT, 'shared');
/** The output folder of every built asset (bundles, stylesheets, data files the pages fetch). */
export const ASSETS_DIR = 'assets';
/** The favicon of a site whose config names none: written by the files stage (write/copy-static.ts), linked by every page. */
export const DEFAULT_FAVICON = '/favicon.svg';
export const HUBGEN_NODE_MODULES = path.join(HUBGEN_ROOT, 'node_modules');
export const HUBGEN_VERSION: string = JSON.parse(fs.readFileSync(path.join(HUBGEN_ROOT, 'package.json'), 'utf8')).version;
/**
 * Part of every cache key: a hash of the running CLI's code (dist/ once bundled, cli/ from source),
 * so a changed hubgen never reuses what an older one cached, even without a version bump.
 */
export const HUBGEN_BUILD_ID: string = buildId(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The bundled CLI's id is written by scripts/build-cli.mjs (dist/build-id.txt, a hash of dist/'s
 * code): reading 5 MB of code to hash it cost every process and every worker thread ~20 ms at start.
 */
function buildId(codeDir: string): string {
  const dist = path.join(HUBGEN_ROOT, 'dist');
  if (codeDir === dist || codeDir.startsWith(dist + path.sep)) {
    try {
      return fs.readFileSync(path.join(dist, 'build-id.txt'), 'utf8').trim();
    } catch {
      // An older or partial dist/: hash it as from source.
    }
  }
  return hashCode(codeDir);
}

function hashCode(dir: string): string {
  const hash = createHash('sha256').update(HUBGEN_VERSION);
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(js|ts)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(file.slice(dir.length)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Cache folder of a site (gitignored). */
export function cacheDir(root: string, ...parts: string[]): string {
  return path.join(root, '.hubgen', ...parts);
}
