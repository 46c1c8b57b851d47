// The page cache (cli/render/page-cache.ts) as a later process finds it: each page's HTML under its
// key, the entries of a run in one file; entries files of stale pages removed and a watch
// session's many small ones merged, with every current page still restored.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../helpers/cli.ts';
import type { RouteProps } from '../../../templates/types.ts';

type CacheModule = typeof import('../../../cli/render/page-cache.ts');
/** The module as a new process loads it: nothing in memory. */
async function freshModule(): Promise<CacheModule> {
  vi.resetModules();
  return import('../../../cli/render/page-cache.ts');
}

let dir: string;
let out: string;
beforeEach(async () => {
  const root = await tempDir('hubgen-page-cache-');
  dir = path.join(root, 'pages');
  out = path.join(root, 'out');
});

const props = (n: number): RouteProps => ({ kind: 'page', title: `Page ${n}` }) as RouteProps;
const digest = (n: number) => ({ ids: new Set([`h-${n}`]), links: new Set([`/to/${n}`]), imageOrigins: [] });

/** Renders pages `numbers` as a run does: HTML stored, entries kept, flushed, stale pages forgotten. */
async function run(cache: ReturnType<CacheModule['pageCache']>, numbers: number[], current: number[]): Promise<void> {
  for (const n of numbers) {
    await cache.storeHtml(`key${n}`, path.join(out, `p${n}.html`), `<p>page ${n}</p>`);
    cache.keep(`key${n}`, { props: props(n), digest: digest(n) });
  }
  await cache.flush();
  await cache.keepOnly(new Set(current.map((n) => `key${n}`)));
}

const entriesFiles = async () => (await fs.readdir(dir)).filter((f) => f.startsWith('entries-'));

describe('page cache', () => {
  it('gives a later process each page’s HTML and entry, from one entries file per run', async () => {
    const { pageCache } = await freshModule();
    await run(pageCache(dir), [1, 2, 3], [1, 2, 3]);
    expect(await entriesFiles()).toHaveLength(1);

    const later = (await freshModule()).pageCache(dir);
    for (const n of [1, 2, 3]) {
      const target = path.join(out, 'again', `p${n}.html`);
      const page = await later.restore(`key${n}`, target);
      expect(page?.props).toEqual(props(n));
      expect(page?.digest.ids).toEqual(new Set([`h-${n}`]));
      expect(page?.digest.links).toEqual(new Set([`/to/${n}`]));
      expect(await fs.readFile(target, 'utf8')).toBe(`<p>page ${n}</p>`);
    }
    expect(await later.restore('key9', path.join(out, 'none.html'))).toBeUndefined();
  });

  it('removes entries files whose pages are all gone and merges a watch session’s many', async () => {
    const { pageCache } = await freshModule();
    const cache = pageCache(dir);
    await run(cache, [1, 2, 3, 4], [1, 2, 3, 4]);
    // Twenty saves, each re-rendering page 5 + i; pages 1-4 stay current throughout.
    for (let i = 0; i < 20; i++) await run(cache, [5 + i], [1, 2, 3, 4, 5 + i]);
    const files = await entriesFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThanOrEqual(9);
    // Only current pages' HTML is kept.
    expect((await fs.readdir(dir)).filter((f) => f.endsWith('.html')).sort()).toEqual(['key1.html', 'key2.html', 'key24.html', 'key3.html', 'key4.html']);

    const later = (await freshModule()).pageCache(dir);
    for (const n of [1, 2, 3, 4, 24]) expect((await later.restore(`key${n}`, path.join(out, 'later', `p${n}.html`)))?.props).toEqual(props(n));
    expect(await later.restore('key23', path.join(out, 'later', 'p23.html'))).toBeUndefined();

    // Once no current page is in the first run's file, it goes too.
    await run(later, [30], [30]);
    const left = await entriesFiles();
    expect(left).toHaveLength(1);
    expect(await fs.readFile(path.join(dir, left[0]), 'utf8')).toMatch(/^key30\t/);
  });
});
