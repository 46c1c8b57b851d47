// The bundle cache shared by builds of one site that run at once: storing never fails because
// another build stored at the same moment, and what a later build reads is one bundle, whole.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsMayBeChecked, bundleCache, markAssetsChecked } from '../../../cli/bundle/bundle-cache.ts';
import type { BundleResult } from '../../../cli/bundle/bundle.ts';
import { tempDir } from '../../helpers/cli.ts';

async function site() {
  const cacheDir = await tempDir('hubgen-bundle-cache-');
  const input = path.join(cacheDir, 'entry.js');
  await fs.writeFile(input, 'export default 1;\n');
  let n = 0;
  const cache = bundleCache({ cacheDir, serverModulePath: () => path.join(cacheDir, `server-${++n}.cjs`), variant: 'test' });
  /** A bundle whose every part says which one it is. */
  const bundle = (name: string) => {
    const result: BundleResult = {
      client: { entry: `/assets/${name}.js`, css: `/assets/${name}.css`, headScript: '/assets/t.js', chunkOf: new Map(), cssOf: new Map(), importsOf: new Map() },
      files: new Map([[`/assets/${name}.js`, Buffer.from(`console.log('${name}')`)]]),
      serverModule: '',
      serverHash: name,
    };
    return { entries: ['/docs/intro'], serverEntries: [], result, serverCode: Buffer.from(`module.exports = '${name}';`), metafiles: [], workingDir: cacheDir, alsoRead: [input] };
  };
  return { cacheDir, cache, bundle };
}

describe('bundle cache', () => {
  it('keeps one whole bundle when builds store different bundles at once', async () => {
    const { cache, bundle } = await site();
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    await Promise.all(names.map((name) => cache.store(bundle(name))));
    const found = await cache.lookup(['/docs/intro'], []);
    expect(found).toBeDefined();
    const name = found!.serverHash;
    expect(names).toContain(name);
    expect(await fs.readFile(found!.serverModule, 'utf8')).toBe(`module.exports = '${name}';`);
    expect(found!.client.entry).toBe(`/assets/${name}.js`);
    const file = found!.files.get(`/assets/${name}.js`) as { copyFrom: string };
    expect(await fs.readFile(file.copyFrom, 'utf8')).toBe(`console.log('${name}')`);
  });

  it('leaves the stored bundle in place when another build stores the same one', async () => {
    const { cacheDir, cache, bundle } = await site();
    await cache.store(bundle('a'));
    const before = await fs.stat(path.join(cacheDir, 'bundle', 'current'));
    await Promise.all([cache.store(bundle('a')), cache.store(bundle('a'))]);
    expect((await fs.stat(path.join(cacheDir, 'bundle', 'current'))).ino).toBe(before.ino);
    expect((await fs.readdir(path.join(cacheDir, 'bundle')))).toEqual(['current']);
  });

  it('tells a build with no mark of a linkinator check (a cold one) that no bundle can come back checked', async () => {
    const { cacheDir, cache, bundle } = await site();
    expect(assetsMayBeChecked(cacheDir)).toBe(false);
    await cache.store(bundle('a'));
    expect(assetsMayBeChecked(cacheDir)).toBe(false);
    await markAssetsChecked({ cacheDir, css: '/assets/a.css' });
    expect(assetsMayBeChecked(cacheDir)).toBe(true);
    expect((await cache.lookup(['/docs/intro'], []))?.assetsChecked).toBe(true);
  });
});
