// The figures measureSearch reports come from the files the client would really fetch.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../cli/search/build-search-index.ts';
import { measureSearch } from '../../../cli/search/measure-search.ts';
import { tempDir } from '../../helpers/cli.ts';
import { adminApi, apiPage, docPage } from './fake-pages.ts';

describe('measureSearch', () => {
  it('reports the index size and, per query, the files, bytes and time a cold client spends', async () => {
    const outDir = await tempDir('hubgen-search-');
    const pages = [apiPage('/api-reference/', adminApi), docPage('/docs/intro', 'Introduction', '<h2 id="a">Listings</h2><p>Reindex them.</p>')];
    await buildSearchIndex({ pages, outDir });
    const figures = await measureSearch({ outDir, queries: ['reindex', 'qqqzzz'] });

    const files = (await fs.readdir(path.join(outDir, 'search'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    const sizes = await Promise.all(files.map(async (e) => (await fs.stat(path.join(e.parentPath, e.name))).size));
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    expect(figures.index).toMatchObject({ files: files.length, bytes });
    expect(figures.index.gzipBytes).toBeGreaterThan(0);
    const [reindex, none] = figures.queries;
    expect(reindex).toMatchObject({ query: 'reindex', top: '/api-reference/#operation/reindexListings' });
    expect(reindex.files).toBeGreaterThanOrEqual(3); // manifest, a term shard, a document shard
    expect(reindex.bytes).toBeLessThanOrEqual(bytes);
    expect(reindex.coldMs).toBeGreaterThan(0);
    expect(none).toMatchObject({ results: 0, top: undefined });
  });
});
