// Stage: the site search index. Every rendered page (docs and React pages by their HTML, API
// references by their view model) becomes search documents, indexed once with MiniSearch and
// written as small shards under `search/` in the output (see shard-index.ts for why and how).
import path from 'node:path';
import type { RenderedPage } from '../render/render-pages.ts';
import { writeFiles } from '../write/write-files.ts';
import { SEARCH_DIR } from '../../templates/search/search-format.ts';
import { searchDocuments } from './search-document.ts';
import { shardIndex } from './shard-index.ts';

export interface SearchIndexSummary {
  documents: number;
  files: number;
  bytes: number;
}

/** Files written at once: a 10,000-page site has thousands of shards, more than a process may hold open. */
const WRITE_BATCH = 256;

export async function buildSearchIndex({ pages, outDir }: { pages: RenderedPage[]; outDir: string }): Promise<SearchIndexSummary> {
  const documents = searchDocuments(pages);
  const files = [...shardIndex({ documents })];
  for (let i = 0; i < files.length; i += WRITE_BATCH) {
    await writeFiles({ outDir: path.join(outDir, SEARCH_DIR), files: new Map(files.slice(i, i + WRITE_BATCH)) });
  }
  return { documents: documents.length, files: files.length, bytes: files.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0) };
}
