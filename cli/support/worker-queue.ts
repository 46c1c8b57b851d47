// Hands a list of jobs to worker threads, a few queued at each: more than one, so a worker never
// waits for the main thread to hand it the next job while that thread is busy (reading OpenAPI
// documents, keeping results); few, so the workers finish together. Used by the stages that spread
// per-file work over every core (MDX compile, page render), and one job at a time by the OpenAPI
// stage (openapi/site-apis.ts), which also starts single workers of its own (a document shared by
// two threads).
import { Worker, type Transferable } from 'node:worker_threads';
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

/** How a worker's failures are reported, for the job it was doing (undefined: it held none). */
export interface WorkerFailures<Job> {
  /** The job failed for a reason that is hubgen's: `stack` is the worker's. */
  crashed(job: Job, stack: string): Error;
  /** The worker ran out of heap on the job and said so (`message`: its memory guard's words). */
  outOfMemory(job: Job, message: string): Error;
  /** The thread's heap is exhausted (ERR_WORKER_OUT_OF_MEMORY): the thread is gone. */
  heapExhausted(job: Job | undefined, error: Error): Error;
  /** The thread ended by itself (exit `code`) while it held a job. Without it, nothing waits for that. */
  stopped?(job: Job | undefined, code: number): Error;
}

/** The failures of the MDX and render workers: one line naming the job, the worker's stack for --debug. */
export function jobFailures<Job>(describe: (job: Job) => string): WorkerFailures<Job> {
  return {
    crashed: (job, stack) => Object.assign(new Error(`worker failed on ${describe(job)}: ${stack.split('\n')[0]}`), { stack }),
    outOfMemory: (_job, message) => Object.assign(new OutOfMemoryError({}), { message }),
    // A worker whose heap is exhausted ends with this code: a limit to raise, not a bug (support/memory-guard.ts).
    heapExhausted: () => new OutOfMemoryError({ doing: 'on a worker thread' }),
  };
}

/** One worker of a pool: jobs in, replies out, matched by `id`. */
export interface PoolWorker<Job, Reply> {
  /** Hands the worker a job (posted as `{ id, ...message }`); settles with its reply, or its failure. */
  run(id: number, job: Job, message: object, transfer?: Transferable[]): Promise<Reply>;
  /** A message outside any job: one a job in flight waits for. */
  send(message: unknown): void;
  stop(): Promise<unknown>;
}

/** A worker thread running `script`, whose failures are reported as `failures` says. */
export function startWorker<Job, Reply extends WorkerReply>(script: string, failures: WorkerFailures<Job>): PoolWorker<Job, Reply> {
  const worker = new Worker(script);
  const held = new Map<number, { job: Job; resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let ended: Error | undefined;
  const firstHeld = () => held.values().next().value?.job;
  const fail = (error: Error) => {
    ended ??= error;
    for (const { reject } of held.values()) reject(error);
    held.clear();
  };
  worker.on('message', (reply: Reply) => {
    const entry = held.get(reply.id);
    if (!entry) return; // an answer after the worker failed: its jobs are failed already
    const { job, resolve, reject } = entry;
    held.delete(reply.id);
    if (reply.outOfMemory !== undefined) reject(failures.outOfMemory(job, reply.outOfMemory));
    else if (reply.crash !== undefined) reject(failures.crashed(job, reply.crash));
    else resolve(reply);
  });
  worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? failures.heapExhausted(firstHeld(), error) : error));
  const { stopped } = failures;
  if (stopped) worker.on('exit', (code) => fail(stopped(firstHeld(), code)));
  return {
    run: (id, job, message, transfer) => {
      const reply = new Promise<Reply>((resolve, reject) => {
        if (ended) return reject(ended);
        held.set(id, { job, resolve, reject });
        worker.postMessage({ id, ...message }, transfer);
      });
      reply.catch(() => undefined); // a job nobody waits for any more (its pool failed) fails quietly
      return reply;
    },
    send: (message) => worker.postMessage(message),
    stop: () => worker.terminate(),
  };
}

/**
 * Runs `jobs` on `count` workers, each holding up to `queued` of them and taking the next as each
 * is answered. `onReply` gets every answer (what it returns is awaited before this settles). The
 * first failure ends the run: by default every worker is stopped at once. With `ownPace`, each
 * worker is stopped as soon as it has no job left, and after a failure the others finish the jobs
 * they hold (unawaited) but take no more: for workers that each hold a lot (an OpenAPI document and
 * its validator) and keep their results themselves (a cache entry each).
 */
export async function runOnPool<Job, Reply>(params: {
  start: () => PoolWorker<Job, Reply>;
  count: number;
  jobs: Job[];
  /** The message a worker gets for a job (`id` is added). */
  message: (job: Job) => object;
  queued: number;
  onReply: (job: Job, reply: Reply) => unknown;
  ownPace?: boolean;
}): Promise<void> {
  const { count, jobs, message, queued: perWorker, onReply, ownPace } = params;
  let next = 0;
  let failed = false;
  const pending: unknown[] = [];
  const workers = Array.from({ length: count }, params.start);
  const lane = (worker: PoolWorker<Job, Reply>) =>
    new Promise<void>((resolve, reject) => {
      let queued = 0;
      const fill = () => {
        for (; queued < perWorker && next < jobs.length && !(ownPace && failed); queued++) {
          const id = next++;
          worker.run(id, jobs[id], message(jobs[id])).then(
            (reply) => {
              queued--;
              pending.push(onReply(jobs[id], reply));
              fill();
            },
            (error: Error) => {
              failed = true;
              if (ownPace) void worker.stop().then(() => reject(error));
              else reject(error);
            },
          );
        }
        if (queued > 0) return;
        if (ownPace) void worker.stop().then(() => resolve());
        else resolve();
      };
      fill();
    });
  try {
    await Promise.all(workers.map(lane));
    await Promise.all(pending);
  } finally {
    if (!ownPace) await Promise.all(workers.map((w) => w.stop()));
  }
}

/** runOnPool on threads running `script`: the MDX and render stages' workers. */
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
  const { script, count, jobs, queued, describe, onReply } = params;
  const failures = jobFailures(describe);
  await runOnPool<Job, Reply>({
    start: () => startWorker<Job, Reply>(script, failures),
    count,
    jobs,
    message: params.message ?? ((job: Job) => job as object),
    queued,
    onReply,
  });
}
