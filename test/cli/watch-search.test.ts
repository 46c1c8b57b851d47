// The search index follows a save in `serve --watch` with work in proportion to the change, on the
// marketplace hub itself (large enough for many shards): after a one-doc edit the files the edit
// does not touch keep their URLs and bytes, the files it replaced are no longer served, search finds
// the new word and not the old, and a cold `hubgen build` of the same sources writes the very index
// that is served.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { REPO, hubgen, tempDir, writeWhole } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { searchFiles, searchResults } from '../helpers/search-files.ts';
import type { LoadFile } from '../../shared/search/search-engine.ts';
import { MANIFEST_FILE } from '../../shared/search/search-format.ts';

const SITE_PARTS = ['site.config.ts', 'content', 'openapi', 'static'];
/** Reader queries of the ranking test, and the edited page's own words. */
const QUERIES = ['order', 'webhook', 'custom unit price', 'reindex listings', 'OrderItem', 'snippets', 'escape user text', 'zebrafinchfirst', 'zebrafinchsecond'];

let root: string;
let serve: ServeProcess;

beforeAll(async () => {
  root = path.join(await tempDir('hubgen-watch-search-'), 'site');
  for (const part of SITE_PARTS) await fs.cp(path.join(REPO, part), path.join(root, part), { recursive: true });
  serve = await startServe(['--watch', '--root', root]);
});
afterAll(async () => {
  await serve?.stop();
});

const served: LoadFile = async (file) => {
  const res = await fetch(new URL(`/search/${file}`, serve.url));
  if (!res.ok) throw new Error(`${res.status} for /search/${file}`);
  return res.text();
};
const status = async (file: string) => (await fetch(new URL(`/search/${file}`, serve.url))).status;

describe('search in serve --watch', () => {
  it('rewrites only what a one-doc edit changed, and serves what a cold build writes', async () => {
    onTestFailed(() => console.error(`serve --watch output:\n${serve.output()}`));
    const doc = path.join(root, 'content/docs/Themes/Default/snippets.mdx');
    const original = await fs.readFile(doc, 'utf8');
    await serve.save(doc, () => writeWhole(root, doc, original.replace('- **Escape user text** with `escape`.', '- **Escape user text** with `escape`, zebrafinchfirst.')));
    const before = await searchFiles(served);
    expect((await searchResults(served, ['zebrafinchfirst'])).zebrafinchfirst[0]).toMatch(/^\/docs\/Themes\/Default\/snippets#/);

    await serve.save(doc, () => writeWhole(root, doc, original.replace('- **Escape user text** with `escape`.', '- **Escape user text** with `escape`, zebrafinchsecond.')));
    const after = await searchFiles(served);
    const results = await searchResults(served, QUERIES);
    expect(results.zebrafinchsecond[0]).toMatch(/^\/docs\/Themes\/Default\/snippets#/);
    expect(results.zebrafinchfirst).toEqual([]);

    // Untouched files keep their URL and bytes; the ones the edit replaced are no longer served.
    const kept = [...after.keys()].filter((file) => before.has(file) && file !== MANIFEST_FILE);
    const replaced = [...before.keys()].filter((file) => !after.has(file));
    for (const file of kept) expect(after.get(file), file).toBe(before.get(file));
    for (const file of replaced) expect(await status(file), file).toBe(404);
    const docShards = (files: Map<string, string>) => [...files.keys()].filter((f) => f.startsWith('d-'));
    const termShards = (files: Map<string, string>) => [...files.keys()].filter((f) => f.startsWith('t-'));
    expect(termShards(after).length).toBeGreaterThan(4);
    expect(docShards(after).length).toBeGreaterThan(20);
    // One word of one section replaced by another (its length unchanged, so no other weight moves):
    // the term shards of the two words, and that section's document shard if its excerpt showed the word.
    expect(replaced.filter((f) => f.startsWith('d-')).length).toBeLessThanOrEqual(1);
    expect(replaced.filter((f) => f.startsWith('t-')).length).toBeGreaterThanOrEqual(1);
    expect(replaced.filter((f) => f.startsWith('t-')).length).toBeLessThanOrEqual(2);
    const added = [...after.keys()].filter((file) => !before.has(file) && file !== MANIFEST_FILE);
    expect(added.length).toBeLessThanOrEqual(replaced.length + 1);
    expect(kept.length).toBeGreaterThan((after.size * 3) / 4);

    // A cold build of the same sources: the same index, file for file, and so the same results.
    const built = await hubgen(['build', '--root', root]);
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const fromBuild: LoadFile = (file) => fs.readFile(path.join(root, 'build/search', file), 'utf8');
    expect(await searchFiles(fromBuild)).toEqual(after);
    expect(await searchResults(fromBuild, QUERIES)).toEqual(results);
  });
});
