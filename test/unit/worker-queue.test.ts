// How a worker's failure reaches the report (cli/support/worker-queue.ts): a crash is one line naming the job,
// its stack kept for --debug; running out of heap is hubgen's memory limit (exit 2 with a hint).
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobFailures, runOnPool, runOnWorkers, startWorker } from '../../cli/support/worker-queue.ts';
import { OutOfMemoryError } from '../../cli/support/memory-guard.ts';
import { tempDir } from '../helpers/cli.ts';

/** A worker script that answers each job as `answer` says. */
async function workerScript(answer: string): Promise<string> {
  const file = path.join(await tempDir('worker-queue-'), 'worker.mjs');
  await fs.writeFile(file, `import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (job) => { ${answer} });\n`);
  return file;
}

type Reply = { id: number; done?: string };
const run = (script: string, jobs: string[], onReply: (job: string, reply: Reply) => unknown = () => undefined) =>
  runOnWorkers<string, Reply>({ script, count: 2, jobs, message: (job) => ({ job }), queued: 2, describe: (job) => job, onReply });

describe('jobs on worker threads', () => {
  it('hands every job to a worker once and gets every reply', async () => {
    const script = await workerScript("parentPort.postMessage({ id: job.id, done: job.job.toUpperCase() });");
    const replies: string[] = [];
    await run(script, ['a', 'b', 'c', 'd', 'e'], (job, reply) => replies.push(`${job}:${reply.done}`));
    expect(replies.sort()).toEqual(['a:A', 'b:B', 'c:C', 'd:D', 'e:E']);
  });

  it("reports a worker's crash in one line naming the job, with the worker's stack kept apart", async () => {
    const script = await workerScript("parentPort.postMessage({ id: job.id, crash: 'TypeError: x is undefined\\n    at render (/x/render.js:1:1)' });");
    const error = (await run(script, ['/docs/intro']).catch((e: Error) => e)) as Error;
    expect(error.message).toBe('worker failed on /docs/intro: TypeError: x is undefined');
    expect(error.stack).toContain('at render (/x/render.js:1:1)');
  });

  it('reports a worker that ran out of heap as hubgen running out of memory', async () => {
    const script = await workerScript("parentPort.postMessage({ id: job.id, outOfMemory: 'out of memory rendering /docs/big: the heap holds 1900 MB of its 2048 MB limit' });");
    const error = await run(script, ['/docs/big']).catch((e: Error) => e);
    expect(error).toBeInstanceOf(OutOfMemoryError);
    expect((error as Error).message).toBe('out of memory rendering /docs/big: the heap holds 1900 MB of its 2048 MB limit');
  });

  it('at its own pace, hands each worker its next job when done, and after a failure lets the others finish theirs but take no more', async () => {
    // Job "fail" crashes at once; the others take 150 ms, so the failure comes while they are held.
    const script = await workerScript(
      "if (job.job === 'fail') parentPort.postMessage({ id: job.id, crash: 'Error: broken' }); else setTimeout(() => parentPort.postMessage({ id: job.id, done: job.job }), 150);",
    );
    const replies: string[] = [];
    const failures = jobFailures<string>((job) => job);
    // A worker is stopped once it holds no job left: when both are, every job that will run has run.
    let stoppedCount = 0;
    let workerStopped = () => {};
    const bothStopped = new Promise<void>((resolve) => (workerStopped = () => void (++stoppedCount === 2 && resolve())));
    const error = await runOnPool<string, Reply>({
      start: () => {
        const worker = startWorker<string, Reply>(script, failures);
        return { ...worker, stop: () => worker.stop().then(workerStopped) };
      },
      count: 2,
      jobs: ['slow', 'fail', 'never-1', 'never-2'],
      message: (job) => ({ job }),
      queued: 1,
      onReply: (job) => replies.push(job),
      ownPace: true,
    }).catch((e: Error) => e);
    expect((error as Error).message).toBe('worker failed on fail: Error: broken');
    await bothStopped;
    expect(replies).toEqual(['slow']);
  });
});
