// What `hubgen build` ships as client assets, through the real binary: no source maps unless asked,
// and chunk names that survive the site growing (long-term caching of "immutable" URLs).
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen, snapshotDir } from '../helpers/cli.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

async function readAll(dir: string, files: string[]): Promise<string> {
  return (await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')))).join('\n');
}

describe('source maps', () => {
  it('are left out of a default build and shipped with --sourcemap', async () => {
    const site = await copyFixture('basic');
    const out = path.join(site, 'build');
    const plain = await hubgen(['build', '--root', site]);
    expect(plain.exitCode, String(plain.stderr)).toBe(0);
    const files = await filesUnder(out);
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(await readAll(out, scripts)).not.toContain('sourceMappingURL');

    // The same sources again with the flag: the cached bundle without maps must not be reused.
    const mapped = await hubgen(['build', '--sourcemap', '--root', site]);
    expect(mapped.exitCode, String(mapped.stderr)).toBe(0);
    const withMaps = await filesUnder(out);
    const clientScript = withMaps.find((f) => /^assets\/client-[^/]+\.js$/.test(f))!;
    expect(clientScript).toBeDefined();
    expect(withMaps).toContain(`${clientScript}.map`);
    expect(await fs.readFile(path.join(out, clientScript), 'utf8')).toContain(`//# sourceMappingURL=/${clientScript}.map`);
    const map = JSON.parse(await fs.readFile(path.join(out, `${clientScript}.map`), 'utf8')) as { sources: string[] };
    expect(map.sources.some((s) => s.includes('client.tsx'))).toBe(true);
  });
});

/** A route's chunk: assets/<file>-<hash of its source path>-<content hash>.js. */
const ROUTE_CHUNK = /^[\w-]+-[0-9a-f]{8}-[A-Z0-9]+\.js$/;

describe('chunk names', () => {
  it('adding a page renames no existing asset and leaves every other page byte-identical', async () => {
    const site = await copyFixture('basic');
    const out = path.join(site, 'build');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const before = await snapshotDir(out);
    const assetsBefore = [...before.keys()].filter((f) => f.startsWith('assets/'));
    // The home page and the not-found page; plain docs have no chunk (static-docs.test.ts).
    expect(assetsBefore.filter((f) => ROUTE_CHUNK.test(f.slice('assets/'.length))).length).toBe(2);

    await fs.writeFile(path.join(site, 'content/pages/about.mdx'), '---\ntitle: About\n---\n\n# About us\n\nA page added later.\n');
    const again = await hubgen(['build', '--root', site]);
    expect(again.exitCode, String(again.stderr)).toBe(0);
    const after = await snapshotDir(out);
    expect(after.has('about.html')).toBe(true);
    expect(Buffer.from(after.get('about.html')!, 'base64').toString()).toContain('A page added later.');
    for (const asset of assetsBefore) expect(after.get(asset), asset).toBe(before.get(asset));
    for (const page of [...before.keys()].filter((f) => f.endsWith('.html'))) expect(after.get(page), page).toBe(before.get(page));
  });

  it('adding a doc with a component to a sidebar keeps the name of every other route chunk', async () => {
    const site = await copyFixture('basic');
    const out = path.join(site, 'build');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const stableNames = async () => (await filesUnder(path.join(out, 'assets'))).filter((f) => ROUTE_CHUNK.test(f)).map((f) => f.replace(/-[A-Z0-9]+\.js$/, ''));
    const before = await stableNames();
    expect(before.length).toBe(2);

    // A doc with a component of its own gets a chunk; it sorts first, where an index would shift all others.
    await fs.writeFile(path.join(site, 'content/docs/guides/badge.tsx'), 'export default function Badge() { return <b>new</b>; }\n');
    await fs.writeFile(path.join(site, 'content/docs/guides/aardvark.mdx'), "---\ntitle: Aardvark\nsidebar_position: 0\n---\n\nimport Badge from './badge.tsx';\n\nFirst in line <Badge />.\n");
    const again = await hubgen(['build', '--root', site]);
    expect(again.exitCode, String(again.stderr)).toBe(0);
    const after = await stableNames();
    expect(after.length).toBe(3);
    expect(after.some((name) => name.startsWith('aardvark-'))).toBe(true);
    for (const name of before) expect(after, name).toContain(name);
  });
});

/** The basic fixture plus a doc with a component of its own (compiled to a module that is bundled). */
async function siteWithComponentDoc(): Promise<string> {
  const site = await copyFixture('basic');
  await fs.writeFile(path.join(site, 'content/docs/guides/badge.tsx'), 'export default function Badge() { return <b>new</b>; }\n');
  await fs.writeFile(path.join(site, 'content/docs/guides/aardvark.mdx'), "---\ntitle: Aardvark\n---\n\nimport Badge from './badge.tsx';\n\n## A heading\n\nFirst in line <Badge />.\n");
  return site;
}

/**
 * Builds `site` with a stage on the main thread (`variable`=0), then again on two workers with that
 * stage's cache folder emptied; each build's --debug line must match its pattern, and both must
 * write the same files, byte for byte. Returns what the workers wrote.
 */
async function expectSameOnWorkers(site: string, stage: { variable: string; cache: string; onMain: RegExp; onWorkers: RegExp }): Promise<Map<string, string>> {
  const out = path.join(site, 'build');
  const here = await hubgen(['build', '--debug', '--root', site], { env: { [stage.variable]: '0' } });
  expect(here.exitCode, String(here.stderr)).toBe(0);
  expect(String(here.stderr)).toMatch(stage.onMain);
  const onMain = await snapshotDir(out);
  await fs.rm(path.join(site, '.hubgen', stage.cache), { recursive: true });
  const workers = await hubgen(['build', '--debug', '--root', site], { env: { [stage.variable]: '2' } });
  expect(workers.exitCode, String(workers.stderr)).toBe(0);
  expect(String(workers.stderr)).toMatch(stage.onWorkers);
  const onWorkers = await snapshotDir(out);
  expect([...onWorkers.keys()].sort()).toEqual([...onMain.keys()].sort());
  for (const [file, bytes] of onMain) expect(onWorkers.get(file), file).toBe(bytes);
  return onWorkers;
}

describe('MDX compiled on worker threads', () => {
  it('writes the same files as compiled on the main thread', async () => {
    // Compiled again on the workers: the rest of the cache may serve, as it is keyed by what the compile wrote.
    await expectSameOnWorkers(await siteWithComponentDoc(), {
      variable: 'HUBGEN_MDX_THREADS',
      cache: 'mdx',
      onMain: /\[mdx\] \d+ files, \d+ compiled on the main thread/,
      onWorkers: /\[mdx\] \d+ files, \d+ compiled on 2 worker threads/,
    });
  });
});

describe('pages rendered on worker threads', () => {
  it('writes the same files as rendered on the main thread, and reports a page that throws at the same place', async () => {
    // Besides plain docs and the API reference: a doc with a component (a module the worker imports) and a React page.
    const site = await siteWithComponentDoc();
    const out = path.join(site, 'build');
    const onWorkers = await expectSameOnWorkers(site, {
      variable: 'HUBGEN_RENDER_THREADS',
      cache: 'pages',
      onMain: /\[render\] (\d+) pages, \1 rendered, 0 unchanged/,
      onWorkers: /\[render\] (\d+) pages, \1 rendered on 2 worker threads, 0 unchanged/,
    });

    // Two pages that throw: both reported, located and in route order, as on the main thread; nothing written.
    await fs.mkdir(path.join(site, 'content/pages'), { recursive: true });
    await fs.writeFile(path.join(site, 'content/pages/broken-a.tsx'), "export default function A(): never { throw new Error('A needs rows'); }\n");
    await fs.writeFile(path.join(site, 'content/pages/broken-b.tsx'), "export default function B(): never { throw new Error('B needs rows'); }\n");
    const failures: string[] = [];
    for (const threads of ['0', '2']) {
      const failed = await hubgen(['build', '--root', site], { env: { HUBGEN_RENDER_THREADS: threads } });
      expect(failed.exitCode).toBe(1);
      failures.push(String(failed.stderr).replace(/\s+in \d[\d.]* m?s/g, ''));
    }
    expect(failures[0]).toMatch(/content\/pages\/broken-a\.tsx(:\d+:\d+)? error rendering \/broken-a failed: A needs rows[\s\S]*content\/pages\/broken-b\.tsx(:\d+:\d+)? error rendering \/broken-b failed: B needs rows/);
    expect(failures[1]).toBe(failures[0]);
    expect(String(failures[1])).not.toMatch(/at \S+ \(|worker failed/);
    expect(await snapshotDir(out)).toEqual(onWorkers);
  });
});
