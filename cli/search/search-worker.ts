// Worker thread entry (bundled to dist/search-worker.js): builds the search indexes that
// index-while-rendering.ts hands it, while the main thread renders the pages, and answers with
// their summary, or that it ran out of memory, or the crash.
import { parentPort } from 'node:worker_threads';
import { isMemoryError } from '../support/memory-guard.ts';
import { indexScopes } from './search-scopes.ts';
import type { SearchIndexJob } from './index-while-rendering.ts';

parentPort!.on('message', async ({ id, job }: { id: number; job: SearchIndexJob }) => {
  try {
    parentPort!.postMessage({ id, summary: await indexScopes(job) });
  } catch (error) {
    if (isMemoryError(error)) parentPort!.postMessage({ id, outOfMemory: (error as Error).message });
    else parentPort!.postMessage({ id, crash: (error as Error).stack ?? String(error) });
  }
});
