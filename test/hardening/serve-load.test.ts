// `hubgen serve` under a small loopback load: 50 keep-alive connections for two seconds, plain and
// gzip, through the same generator as bench/load-serve.mjs. Every answer must be the built file's
// bytes with the right status; there is no timing assertion (figures belong to the benchmark).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, copyFixture, tempDir } from '../helpers/cli.ts';

interface LoadResult {
  requests: number;
  errors: string[];
}

interface LoadModule {
  startServe(params: { root: string; outDir: string }): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
  expectedResponses(outDir: string): Promise<Map<string, { status: number; body: Buffer }>>;
  runLoad(params: { url: string; expected: Map<string, { status: number; body: Buffer }>; connections: number; durationMs: number; gzip?: boolean }): Promise<LoadResult>;
}

// Imported by URL: the generator is a plain script, runnable by hand, without type declarations.
const load: LoadModule = await import(pathToFileURL(path.join(REPO, 'bench/load-serve.mjs')).href);

let serve: Awaited<ReturnType<LoadModule['startServe']>>;
let outDir: string;

beforeAll(async () => {
  outDir = path.join(await tempDir('hubgen-load-'), 'build');
  serve = await load.startServe({ root: await copyFixture('basic'), outDir });
});
afterAll(async () => {
  await serve?.stop();
});

describe('hubgen serve under load', () => {
  it.each([false, true])('answers 50 concurrent connections with the built bytes and no error (gzip: %s)', async (gzip) => {
    const expected = await load.expectedResponses(outDir);
    expect(expected.size).toBeGreaterThan(10);
    const result = await load.runLoad({ url: serve.url, expected, connections: 50, durationMs: 2000, gzip });
    expect(result.errors).toEqual([]);
    expect(result.requests).toBeGreaterThan(expected.size);
  });
});
