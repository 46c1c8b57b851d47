// Hands a list of jobs to worker threads, a few queued at each: more than one, so a worker never
// waits for the main thread to hand it the next job while that thread is busy (reading OpenAPI
// documents, keeping results); few, so the workers finish together. Used by the stages that spread
// per-file work over every core (MDX compile, page render).
import { Worker } from 'node:worker_threads';
import { OutOfMemoryError } from './memory-guard.ts';

/**
 * What a worker answers for a job: `crash` (the error's stack) when it failed for a reason that is
 * hubgen's, not the job's; `outOfMemory` (the error's message) when it ran out of heap.
 */
export interface WorkerReply {
  id: number;
  crash?: string;
  outOfMemory?: string;
}

export async function runOnWorkers<Job, Reply extends WorkerReply>(params: {
  script: string;
  count: number;
  jobs: Job[];
  /** The message a worker gets for a job (`id` is added). */
  message?: (job: Job) => object;
  queued: number;
  /** Names the job in a crash's message. */
  describe: (job: Job) => string;
  onReply: (job: Job, reply: Reply) => unknown;
}): Promise<void> {
  const { script, count, jobs, queued: perWorker, describe, onReply } = params;
  const message = params.message ?? ((job: Job) => job as object);
  let next = 0;
  const pending: unknown[] = [];
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let queued = 0;
      const fill = () => {
        for (; queued < perWorker && next < jobs.length; queued++) {
          const id = next++;
          worker.postMessage({ id, ...message(jobs[id]) });
        }
        if (queued === 0) resolve();
      };
      worker.on('message', (reply: Reply) => {
        queued--;
        if (reply.outOfMemory) return reject(Object.assign(new OutOfMemoryError({}), { message: reply.outOfMemory }));
        // One line for the report; the worker's stack for --debug.
        if (reply.crash) return reject(Object.assign(new Error(`worker failed on ${describe(jobs[reply.id])}: ${reply.crash.split('\n')[0]}`), { stack: reply.crash }));
        pending.push(onReply(jobs[reply.id], reply));
        fill();
      });
      // A worker whose heap is exhausted ends with this code: a limit to raise, not a bug (memory-guard.ts).
      worker.on('error', (error: Error & { code?: string }) => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new OutOfMemoryError({ doing: 'on a worker thread' }) : error));
      fill();
    });
  const workers = Array.from({ length: count }, () => new Worker(script));
  try {
    await Promise.all(workers.map(run));
    await Promise.all(pending);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
