// Loads every OpenAPI document the config names, fails on errors (all of them, located), prints
// warnings (again on a cached build: they describe the document, not the run), and prepares each
// document's reference page view model and anchors.
import fs from 'node:fs';
import os from 'node:os';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../log.ts';
import { SiteError, type Problem } from '../errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ApiRouteInput } from '../routes/plan-routes.ts';
import { locateInSource } from '../config/locate-in-source.ts';
import { HUBGEN_ROOT } from '../paths.ts';
import { OutOfMemoryError } from '../memory-guard.ts';
import { cacheFileOf, readCachedApi, type CachedApi } from './api-cache.ts';
import type { ApiJob, ApiJobResult } from './build-api-entry.ts';

// Found from the package root: in the bundled CLI this code sits in a chunk under dist/chunks/.
const WORKER_SCRIPT = path.join(HUBGEN_ROOT, 'dist', 'openapi-worker.js');

export async function loadSiteApis({ config, logger }: { config: ResolvedConfig; logger?: Logger }): Promise<ApiRouteInput[]> {
  const report = (cached: CachedApi[]) => {
    for (const warning of cached.flatMap((c) => c.warnings)) logger?.warning(warning);
    return cached.map((c) => c.input);
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
  // however many APIs a site has.
  const results: (CachedApi | ApiJobResult)[] = inputs.map((i) => i.cached!);
  const misses = inputs.flatMap((input, index) => (input.cached ? [] : [{ input, index }]));
  const lane = async () => {
    for (let miss = misses.shift(); miss; miss = misses.shift()) {
      const { api, file, cache } = miss.input;
      results[miss.index] = await runApiJob({ api, index: miss.index, root: config.root, file, cache });
    }
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), misses.length) }, lane));
  const problems = results.flatMap((r) => ('problems' in r ? r.problems : []));
  if (problems.length) throw new SiteError(problems);
  return report(results as CachedApi[]);
}

/**
 * A cache miss is built in a worker thread: a document that needs more memory than Node's heap
 * allows ends that thread with ERR_WORKER_OUT_OF_MEMORY, which hubgen reports (exit 2, naming the
 * stage and the document) instead of dying of V8's fatal error. Run here when the CLI is not bundled.
 */
async function runApiJob(job: ApiJob): Promise<ApiJobResult> {
  if (!fs.existsSync(WORKER_SCRIPT)) return (await import('./build-api-entry.ts')).buildApiEntry(job);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SCRIPT, { workerData: job });
    const outOfMemory = (at?: string) =>
      new OutOfMemoryError({ doing: `reading ${path.relative(job.root, job.file)}${at ? `, ${at}` : ''}` });
    let reply: { problems: Problem[] } | { written: true } | { crash: string } | { outOfMemory: string } | undefined;
    worker.once('message', (message: typeof reply) => (reply = message));
    worker.once('error', (error: Error & { code?: string }) => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory() : error));
    worker.once('exit', (code) => {
      if (!reply) reject(new Error(`the OpenAPI worker for ${job.file} stopped (exit ${code}) without a result`));
      else if ('crash' in reply) reject(Object.assign(new Error(reply.crash.split('\n')[0]), { stack: reply.crash }));
      else if ('outOfMemory' in reply) reject(outOfMemory(reply.outOfMemory));
      else if ('problems' in reply) resolve(reply);
      else readFile(job.cache, 'utf8').then((text) => resolve(JSON.parse(text) as CachedApi), reject);
    });
  });
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

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..' + path.sep) && relative !== '..' && !path.isAbsolute(relative);
}
