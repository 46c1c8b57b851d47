// Worker thread entry (bundled to dist/openapi-worker.js): builds the cache entries of the OpenAPI
// documents site-apis.ts sends it, one after another (build-api-entry.ts), and answers each with
// that the entry is written, or the document's problems, or that it ran out of memory, or the crash.
import { parentPort } from 'node:worker_threads';
import type { Problem } from '../errors.ts';
import { SiteError } from '../errors.ts';
import { isMemoryError, OutOfMemoryError } from '../memory-guard.ts';
import { buildApiEntry, type ApiJob } from './build-api-entry.ts';

export type WorkerReply = { problems: Problem[] } | { written: true } | { crash: string } | { outOfMemory: string };

async function reply(job: ApiJob): Promise<WorkerReply> {
  try {
    const result = await buildApiEntry(job);
    // The entry is in the cache file now: the main thread reads it from there, so the view is not
    // copied through a structured clone while this thread still holds it.
    return 'problems' in result ? result : { written: true };
  } catch (error) {
    if (error instanceof SiteError) return { problems: error.problems };
    if (isMemoryError(error)) return { outOfMemory: error instanceof OutOfMemoryError ? (error.doing ?? '') : '' };
    return { crash: (error as Error).stack ?? String(error) };
  }
}

parentPort!.on('message', async (job: ApiJob) => parentPort!.postMessage(await reply(job)));
