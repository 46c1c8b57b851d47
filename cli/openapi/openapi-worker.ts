// Worker thread entry (bundled to dist/openapi-worker.js): builds one OpenAPI document's cache entry
// (build-api-entry.ts) for site-apis.ts and posts it back, or the document's problems, or that it ran out of memory, or the crash.
import { parentPort, workerData } from 'node:worker_threads';
import { SiteError } from '../errors.ts';
import { isMemoryError, OutOfMemoryError } from '../memory-guard.ts';
import { buildApiEntry, type ApiJob } from './build-api-entry.ts';

try {
  const result = await buildApiEntry(workerData as ApiJob);
  // The entry is in the cache file now: the main thread reads it from there once this thread has
  // ended, so the two copies of a large view never live at once (a structured clone would overlap).
  parentPort!.postMessage('problems' in result ? result : { written: true });
} catch (error) {
  if (error instanceof SiteError) parentPort!.postMessage({ problems: error.problems });
  else if (isMemoryError(error)) parentPort!.postMessage({ outOfMemory: error instanceof OutOfMemoryError ? (error.doing ?? '') : '' });
  else parentPort!.postMessage({ crash: (error as Error).stack ?? String(error) });
}
