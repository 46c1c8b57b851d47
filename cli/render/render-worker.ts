// Worker thread entry (bundled to dist/render-worker.js): renders and writes the pages that
// render-pages.ts hands it, and sends back each page's props and digest (what the later stages need).
import { parentPort } from 'node:worker_threads';
import { isMemoryError } from '../memory-guard.ts';
import { renderOnWorker, type RenderContext, type RenderJob } from './render-pages.ts';

parentPort!.on('message', async (message: { id: number; job: RenderJob; context: RenderContext }) => {
  try {
    parentPort!.postMessage({ id: message.id, ...(await renderOnWorker(message)) });
  } catch (error) {
    if (isMemoryError(error)) parentPort!.postMessage({ id: message.id, outOfMemory: (error as Error).message });
    else parentPort!.postMessage({ id: message.id, crash: (error as Error).stack ?? String(error) });
  }
});
