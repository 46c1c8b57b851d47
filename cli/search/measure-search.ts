// Figures for the search index of a built site: its total size, and for each query what a reader's
// browser would download (files, bytes raw and gzipped, from a cold start) and how long the query
// takes. It runs the browser's own query code (shared/search/search-engine.ts) over the files in
// the output folder, so the bytes counted are exactly the ones the client would fetch.
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_DIR } from '../../shared/search/search-format.ts';
import { createSearchEngine } from '../../shared/search/search-engine.ts';

export interface QueryFigures {
  query: string;
  results: number;
  /** URL of the first result. */
  top?: string;
  files: number;
  bytes: number;
  gzipBytes: number;
  /** First query on a fresh engine: manifest and shards read from disk, parsed, index assembled. */
  coldMs: number;
  /** The same query again, everything loaded: the median of WARM_RUNS. */
  warmMs: number;
}

export interface SearchFigures {
  index: { files: number; bytes: number; gzipBytes: number };
  queries: QueryFigures[];
}

const WARM_RUNS = 5;

export async function measureSearch({ outDir, queries }: { outDir: string; queries: string[] }): Promise<SearchFigures> {
  const root = path.join(outDir, SEARCH_DIR);
  const all = (await fs.readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const index = { files: all.length, bytes: 0, gzipBytes: 0 };
  for (const entry of all) {
    const data = await fs.readFile(path.join(entry.parentPath, entry.name));
    index.bytes += data.length;
    index.gzipBytes += gzipSync(data).length;
  }
  const figures: QueryFigures[] = [];
  for (const query of queries) figures.push(await measureQuery(root, query));
  return { index, queries: figures };
}

async function measureQuery(root: string, query: string): Promise<QueryFigures> {
  const loaded: Buffer[] = [];
  const engine = createSearchEngine({
    load: async (file) => {
      const data = await fs.readFile(path.join(root, file));
      loaded.push(data);
      return data.toString('utf8');
    },
  });
  let start = performance.now();
  const hits = await engine.search(query);
  const coldMs = performance.now() - start;
  const warm: number[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    start = performance.now();
    await engine.search(query);
    warm.push(performance.now() - start);
  }
  return {
    query,
    results: hits.length,
    top: hits[0]?.url,
    files: loaded.length,
    bytes: loaded.reduce((sum, data) => sum + data.length, 0),
    gzipBytes: loaded.reduce((sum, data) => sum + gzipSync(data).length, 0),
    coldMs: round(coldMs),
    warmMs: round(warm.sort((a, b) => a - b)[WARM_RUNS >> 1]),
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;
