// hubgen promises a Node floor in package.json (`engines.node`). Every package that `npm ci`
// installs from the lockfile must accept that floor, or a fresh machine on the oldest supported
// Node gets EBADENGINE warnings today and, with the next patch release, a broken install.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/cli.ts';

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(REPO, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

/** The lockfile's packages that declare a Node range, and those whose range refuses `floor`. */
function checkEngines(floor: string, packages: Record<string, LockEntry>): { checked: number; excluding: string[] } {
  let checked = 0;
  const excluding: string[] = [];
  for (const [where, entry] of Object.entries(packages)) {
    if (!where || Array.isArray(entry.engines) || !entry.engines?.node) continue;
    checked++;
    if (!semver.satisfies(floor, entry.engines.node)) {
      excluding.push(`${where.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${entry.engines.node}`);
    }
  }
  return { checked, excluding };
}

describe('dependencies and the Node floor', () => {
  it('declares the floor the README and CI promise', () => {
    expect(manifest.engines.node).toBe('>=20.19');
  });

  it('installs no package whose engines.node excludes the floor', () => {
    const floor = semver.minVersion(manifest.engines.node)!.version;
    const { checked, excluding } = checkEngines(floor, lock.packages);
    // The lockfile records engines for well over a hundred packages: an empty walk would prove nothing.
    expect(checked).toBeGreaterThan(100);
    expect(excluding, `packages that refuse Node ${floor}`).toEqual([]);
  });

  it('names a package that needs a newer Node than the floor', () => {
    const packages: Record<string, LockEntry> = {
      '': { version: '0.1.0' },
      'node_modules/old-enough': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/a/node_modules/too-new': { version: '16.0.5', engines: { node: '>=22.19.0' } },
      'node_modules/split-range': { version: '2.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
    };
    expect(checkEngines('20.19.0', packages)).toEqual({ checked: 3, excluding: ['too-new@16.0.5 needs node >=22.19.0'] });
  });
});
