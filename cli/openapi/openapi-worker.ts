// Worker thread entry (bundled to dist/openapi-worker.js): builds the cache entries of the OpenAPI
// documents site-apis.ts sends it, one after another (build-api-entry.ts), and answers each with
// that the entry is written (or, sharing a document, its part), or the document's problems, or that
// it ran out of memory, or the crash. A thread building the view of a shared document then receives
// the checking thread's part (build-api-entry.ts) as its next message.
import { parentPort } from 'node:worker_threads';
import type { Problem } from '../support/errors.ts';
import { SiteError } from '../support/errors.ts';
import { isMemoryError, OutOfMemoryError } from '../support/memory-guard.ts';
import { buildApiEntry, type ApiJob, type CheckedPart } from './build-api-entry.ts';

type Outcome = { problems: Problem[] } | { written: true } | { checked: CheckedPart } | { crash: string } | { outOfMemory: string };
/** What the thread answers for a job, with the job's `id` (support/worker-queue.ts matches them by it). */
export type OpenApiReply = { id: number } & Outcome;

/**
 * The checking thread's part, sent after the job: it may come before the job asks for it (the
 * other thread was quicker), so it is kept from the moment it comes.
 */
let checkedPart: (part: CheckedPart) => void = () => undefined;
let received: Promise<CheckedPart> | undefined;
const receive = () => received!;

async function reply(job: ApiJob): Promise<Outcome> {
  try {
    const result = await buildApiEntry(job, receive);
    if ('problems' in result) return result;
    // The entry is in the cache file now: the main thread reads it from there, so the view is not
    // copied through a structured clone while this thread still holds it.
    return 'input' in result ? { written: true } : { checked: result };
  } catch (error) {
    if (error instanceof SiteError) return { problems: error.problems };
    if (isMemoryError(error)) return { outOfMemory: error instanceof OutOfMemoryError ? (error.doing ?? '') : '' };
    return { crash: (error as Error).stack ?? String(error) };
  }
}

parentPort!.on('message', async (message: (ApiJob & { id: number }) | CheckedPart) => {
  if ('warnings' in message) return checkedPart!(message);
  received = new Promise((resolve) => (checkedPart = resolve));
  const { id, ...job } = message;
  parentPort!.postMessage({ id, ...(await reply(job)) } satisfies OpenApiReply);
});
