// Loads every OpenAPI document the config names, fails on errors (all of them, located), prints
// warnings (again on a cached build: they describe the document, not the run), and prepares each
// document's reference page view model and anchors.
import fs from 'node:fs';
import os from 'node:os';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { Logger } from '../support/log.ts';
import { SiteError, type Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ApiRouteInput } from './api-route-input.ts';
import { locateInSource } from '../config/locate-in-source.ts';
import { HUBGEN_ROOT } from '../support/paths.ts';
import { OutOfMemoryError } from '../support/memory-guard.ts';
import { optimiseLater } from '../support/optimise-later.ts';
import { cacheFileOf, readCachedApi, rememberViewKey, type CachedApi } from './api-cache.ts';
import type { ApiJob, ApiJobResult, CheckedPart } from './build-api-entry.ts';
import type { OpenApiReply } from './openapi-worker.ts';
import { runOnPool, startWorker, type PoolWorker, type WorkerFailures } from '../support/worker-queue.ts';
import type { EnvOptions } from '../support/env-options.ts';
import { isInside } from '../support/inside-folder.ts';

// Found from the package root: in the bundled CLI this code sits in a chunk under dist/chunks/.
const WORKER_SCRIPT = path.join(HUBGEN_ROOT, 'dist', 'openapi-worker.js');

/** The site's APIs, and (for --debug) how many were built now rather than read from the cache, on how many workers. */
export interface SiteApis {
  inputs: ApiRouteInput[];
  built: number;
  workers: number;
}

/** A document without a usable cache entry, and its place among the site's APIs. */
interface Miss {
  input: { api: ResolvedConfig['apis'][number]; file: string; cache: string };
  index: number;
}

/**
 * `busyThreads`: worker threads that run beside this stage (the MDX compiles), once known.
 * One lane per core; `envOptions.openapiThreads` sets the number (at least 1), for measuring and for the test
 * that a site with more documents than lanes builds them all.
 */
export async function loadSiteApis({
  config,
  logger,
  busyThreads,
  envOptions,
}: {
  config: ResolvedConfig;
  logger?: Logger;
  busyThreads?: Promise<number>;
  envOptions: Pick<EnvOptions, 'openapiThreads'>;
}): Promise<SiteApis> {
  const report = (cached: CachedApi[]) => {
    for (const warning of cached.flatMap((c) => c.warnings)) logger?.warning(warning);
    return cached.map((c) => ({ ...c.input, files: c.files }));
  };
  const outside = (await Promise.all(config.apis.map((api, i) => specOutsideRoot(config, api.spec, i)))).filter((p) => p !== undefined);
  if (outside.length) throw new SiteError(outside);
  const inputs = await Promise.all(
    config.apis.map(async (api) => {
      const file = path.resolve(config.root, api.spec);
      const cache = await cacheFileOf(config, api, file);
      const cached = await readCachedApi(cache, file);
      return { api, file, cache, cached };
    }),
  );
  // Only the documents without a usable entry are loaded (the validator and renderer load only then),
  // one worker per core at a time: each holds a document and a validator, so memory stays bounded
  // however many APIs a site has. A lane's worker builds its documents one after another: starting
  // a worker (loading its modules) costs about as much CPU as building a small document.
  const results: (CachedApi | BuildResult)[] = inputs.map((i) => i.cached!);
  const misses: Miss[] = inputs.flatMap((input, index) => (input.cached ? [] : [{ input, index }]));
  const built = misses.length;
  if (built > 0) optimiseLater();
  const workers = await buildMisses({ root: config.root, misses, results, busyThreads, openapiThreads: envOptions.openapiThreads });
  const problems = results.flatMap((r) => ('problems' in r ? r.problems : []));
  if (problems.length) throw new SiteError(problems);
  // Entries the workers wrote are read once every worker has ended, so that no worker's copy of a
  // large view is still alive beside the one parsed here.
  for (const [i, result] of results.entries()) {
    if ('writtenTo' in result) results[i] = JSON.parse(await readFile(result.writtenTo, 'utf8')) as CachedApi;
    rememberViewKey(results[i] as CachedApi, inputs[i].cache);
  }
  return { inputs: report(results as CachedApi[]), built, workers: fs.existsSync(WORKER_SCRIPT) ? workers : 0 };
}

/** Builds the documents without a usable cache entry into `results` (by their place); returns on how many threads. */
async function buildMisses(params: { root: string; misses: Miss[]; results: (CachedApi | BuildResult)[]; busyThreads?: Promise<number>; openapiThreads?: number }): Promise<number> {
  const { root, misses, results } = params;
  const built = misses.length;
  // With two cores or more per document, two threads share each one (build-api-entry.ts): a large
  // document's checks and view then take half the time they take one after the other. A small one
  // is not worth the second thread's start (petstore's stage took ~0.2 s longer shared). Cores the
  // MDX compiles hold are not spare: both threads parse the whole document, and that extra work
  // then delays the compiles (1,000 docs beside a 662 kB document: 0.5 s longer shared, 3-4 s more CPU).
  const busy = built > 0 ? ((await params.busyThreads) ?? 0) : 0;
  const spare = (params.openapiThreads ?? os.availableParallelism()) - busy;
  const shared = fs.existsSync(WORKER_SCRIPT) && spare >= 2 * built && misses.every((miss) => sizeOf(miss.input.file) >= SHARED_FROM_BYTES);
  const workers = shared ? 2 * built : Math.min(params.openapiThreads ?? openapiLanes(os.availableParallelism(), busy), built);
  const jobOf = ({ input: { api, file, cache }, index }: Miss): ApiJob => ({ api, index, root, file, cache });
  if (shared) {
    await Promise.all(
      misses.map(async (miss) => {
        results[miss.index] = await buildShared(root, jobOf(miss));
      }),
    );
  } else if (built > 0) {
    // A lane's worker reads its next document once done with one; after a failure, the other lanes
    // stop after their current document.
    await runOnPool<ApiJob, BuildResult>({
      start: () => apiBuilder(root),
      count: workers,
      jobs: misses.map(jobOf),
      message: (job) => job,
      queued: 1,
      onReply: (job, result) => (results[job.index] = result),
      ownPace: true,
    });
  }
  return workers;
}

/** A document from this size (its own file: DigitalOcean's is 111 kB of $refs to ~2,900 others) is shared by two threads. */
const SHARED_FROM_BYTES = 64 * 1024;

function sizeOf(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Lanes for the documents: the cores the MDX compiles' worker threads leave, at least one. A thread
 * more than the cores only adds its start and its own JIT warm-up of the same code (each isolate
 * compiles the YAML parser, ajv, Markdown and highlighting again): this repo's site (2 APIs beside
 * 18 docs on one worker, 2 cores) took ~0.15 s less CPU, and less time, with its two documents read
 * one after the other on one lane than on two.
 */
export function openapiLanes(cores: number, mdxThreads: number): number {
  return Math.max(1, cores - mdxThreads);
}

/**
 * One document on two threads: one reads and checks it, the other builds its view from the files
 * the first one parsed (posted on their own channel once their $refs are resolved) and waits for
 * the first one's part. The document's errors are the checking thread's: when it finds any, the
 * other thread (building a view of a document that will not be published, or still waiting for the
 * files) is stopped and its outcome does not count; it writes no cache entry without that part.
 */
async function buildShared(root: string, job: ApiJob): Promise<BuildResult> {
  const checker = apiBuilder(root);
  const viewer = apiBuilder(root);
  try {
    const { port1, port2 } = new MessageChannel();
    const viewing = viewer.run(0, job, { ...job, share: 'view', peer: port2 }, [port2]);
    viewing.catch(() => undefined); // counted only once the document checks out
    const checked = await checker.run(0, job, { ...job, share: 'check', peer: port1 }, [port1]);
    if (!('checked' in checked)) return checked;
    viewer.send(checked.checked);
    return await viewing;
  } finally {
    await Promise.all([checker.stop(), viewer.stop()]);
  }
}

/** A built entry, or where a worker wrote it. */
type BuildResult = ApiJobResult | { writtenTo: string } | { checked: CheckedPart };

/**
 * Builds cache misses in a worker thread (openapi-worker.ts), one at a time: a document that needs
 * more memory than Node's heap allows ends that thread with ERR_WORKER_OUT_OF_MEMORY, which hubgen
 * reports (exit 2, naming the stage and the document) instead of dying of V8's fatal error. Builds
 * in this thread when the CLI is not bundled.
 */
function apiBuilder(root: string): PoolWorker<ApiJob, BuildResult> {
  if (!fs.existsSync(WORKER_SCRIPT)) {
    return { run: async (_id, _job, message) => (await import('./build-api-entry.ts')).buildApiEntry(message as ApiJob), send: () => undefined, stop: async () => undefined };
  }
  const worker = startWorker<ApiJob, OpenApiReply>(WORKER_SCRIPT, openapiFailures(root));
  return {
    run: async (id, job, message, transfer) => {
      const reply = await worker.run(id, job, message, transfer);
      if ('problems' in reply) return { problems: reply.problems };
      if ('checked' in reply) return { checked: reply.checked };
      // The entry is in the cache file, not a structured clone of it: read once the workers have ended.
      return { writtenTo: job.cache };
    },
    // To a thread that builds a shared document's view: the other thread's part, while its job is pending.
    send: (part) => worker.send(part),
    stop: () => worker.stop(),
  };
}

/** A crash in the worker's own words; running out of memory and stopping name the document. */
function openapiFailures(root: string): WorkerFailures<ApiJob> {
  const outOfMemory = (job: ApiJob, at?: string) =>
    new OutOfMemoryError({ doing: `reading ${path.relative(root, job.file)}${at ? `, ${at}` : ''}` });
  return {
    crashed: (_job, stack) => Object.assign(new Error(stack.split('\n')[0]), { stack }),
    outOfMemory,
    heapExhausted: (job, error) => (job ? outOfMemory(job) : error),
    stopped: (job, code) => new Error(`the OpenAPI worker${job ? ` for ${job.file}` : ''} stopped (exit ${code}) without a result`),
  };
}

/**
 * A document is published with the site (its download link), so it must be a file of the site: one
 * outside the root, by its path or through a symlink, would be read from and copied to elsewhere.
 */
async function specOutsideRoot(config: ResolvedConfig, spec: string, index: number): Promise<Problem | undefined> {
  const file = path.resolve(config.root, spec);
  const real = await realpath(file).catch(() => file);
  const realRoot = await realpath(config.root).catch(() => config.root);
  if (isInside(file, config.root) && isInside(real, realRoot)) return undefined;
  const at = await locateInSource(await readFile(config.configFile, 'utf8'), ['apis', index, 'spec']);
  return {
    file: config.configFile,
    ...at,
    message: `apis[${index}].spec: ${JSON.stringify(spec)} is outside the site folder${isInside(file, config.root) ? ' (through a symlink)' : ''}`,
    hint: 'Keep OpenAPI documents inside the site (for example in openapi/): hubgen reads and publishes only files of the site.',
  };
}

