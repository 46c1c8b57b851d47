// `hubgen check --samples`: runs every sample the site shows (collect-samples.ts) against the mock and
// checks what the mock saw. Each request must match a documented operation (for a reference sample,
// the very operation it documents), pass that operation's validation, and get a documented success
// reply (2xx) that matches the operation's responses; the sample itself must finish without error. A
// documented error reply is a failure too: a 404 means the sample uses an id the store, seeded from
// the documents' examples, does not hold, so a reader who copies it gets the same 404.
// A failure names the page, where the sample is written and the problem; all are reported together.
// Every language runs whose runtime this machine has (sample-programs.ts: curl, JavaScript, Python,
// PHP, Ruby, and Go, Java and C# compiled once per language); the others are counted as not run,
// with what to install.
//
// Every sample starts from a fresh mock state (run-sample.ts resets it): the store back to its
// examples, so no sample depends on another's writes, and a new rate-limit budget, so 200+ samples
// never meet the 40-per-minute limit meant for one client. A few mock servers, sharing the compiled
// APIs, run samples side by side; each runs one sample at a time, so its log is that sample's.
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { SiteError, type Problem } from '../../support/errors.ts';
import type { ResolvedConfig } from '../../config/load-config.ts';
import type { ContentGraph } from '../../content/load-content.ts';
import { loadMockApis } from '../mock/load-mock-apis.ts';
import { createMockApi, type MockApi } from '../mock/mock-api.ts';
import { startMockServer, type MockExchange } from '../mock/mock-server.ts';
import { guideSamples, referenceSamples, type Sample, type SkippedSample } from './collect-samples.ts';
import { runnableSource, runSample, SAMPLE_TIMEOUT_MS, type SampleRun } from './run-sample.ts';
import { RUNTIME_NEEDS, runtimeHere, samplePrograms, type Runtime, type SampleProgram } from './sample-programs.ts';

export async function checkSamples({ config, content }: { config: ResolvedConfig; content: ContentGraph }): Promise<{ lines: string[] }> {
  if (config.apis.length === 0) return { lines: ['samples: the config lists no APIs, so no sample calls one'] };
  const sources = await loadMockApis({ config });
  const apis = await Promise.all(sources.map((source) => createMockApi({ source })));
  const reference = await referenceSamples({ apis: sources });
  const collected = [...guideSamples({ content, apis: sources }), ...reference.samples];
  // Programs are written and built here: compiled samples, a PHP or Ruby file, the C# probe.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hubgen-samples-'));
  try {
    const here = await runtimesHere({ samples: collected, dir });
    const samples = collected.filter((sample) => here.has(sample.runtime));
    const skipped = [
      ...reference.skipped,
      ...collected.filter((sample) => !here.has(sample.runtime)).map((sample): SkippedSample => ({ page: sample.page, label: sample.label, why: 'no-runtime', runtime: sample.runtime, operationId: sample.operationId })),
    ];
    const origins = [...new Set(sources.flatMap((source) => (source.origin ? [source.origin] : [])))];
    const runs = await runAll({ samples, apis, origins, dir });
    const problems: Problem[] = samples.flatMap((sample, i) =>
      findProblems({ sample, run: runs[i] }).map((detail) => ({ ...sample.location, message: `${nameOf(sample)}: ${detail}` })),
    );
    if (problems.length) throw new SiteError(problems);
    return { lines: summary({ samples, runs, skipped }) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The runtimes of the samples' languages that this machine has, each asked once. */
async function runtimesHere({ samples, dir }: { samples: Sample[]; dir: string }): Promise<Set<Runtime>> {
  const wanted = [...new Set(samples.map((sample) => sample.runtime))];
  const found = await Promise.all(wanted.map((runtime) => runtimeHere(runtime, dir)));
  return new Set(wanted.filter((_, i) => found[i]));
}

/**
 * Runs the samples on a few mock servers side by side, each server one sample at a time. Each
 * sample is given its server first, so that a compiled one is built with that server's address:
 * every language's samples are built together (sample-programs.ts) before any runs.
 */
async function runAll({ samples, apis, origins, dir }: { samples: Sample[]; apis: MockApi[]; origins: string[]; dir: string }): Promise<SampleRun[]> {
  const key = randomBytes(12).toString('hex');
  // Twice the cores: a sample spends part of its time waiting for the mock, which runs in this process.
  const servers = await Promise.all(Array.from({ length: Math.min(8, 2 * os.availableParallelism()) }, () => startMockServer({ apis, key })));
  const serverOf = (i: number) => servers[i % servers.length];
  try {
    const programs: SampleProgram[] = new Array(samples.length);
    const runtimes = [...new Set(samples.map((sample) => sample.runtime))];
    await Promise.all(
      runtimes.map(async (runtime) => {
        const indices = samples.flatMap((sample, i) => (sample.runtime === runtime ? [i] : []));
        const sources = indices.map((i) => runnableSource({ source: samples[i].source, secrets: samples[i].secrets, server: serverOf(i), origins }));
        const built = await samplePrograms({ runtime, sources, dir: path.join(dir, runtime) });
        indices.forEach((sampleIndex, j) => (programs[sampleIndex] = built[j]));
      }),
    );
    const runs: SampleRun[] = new Array(samples.length);
    await Promise.all(
      servers.map(async (server, s) => {
        for (let i = s; i < samples.length; i += servers.length) runs[i] = await runSample({ program: programs[i], server });
      }),
    );
    return runs;
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

function nameOf(sample: Sample): string {
  return `${sample.label} sample on ${sample.page}${sample.operationId ? ` (${sample.operationId})` : ''}`;
}

function findProblems({ sample, run }: { sample: Sample; run: SampleRun }): string[] {
  if (run.notRun) return [run.notRun];
  const problems = run.exchanges.flatMap((exchange) => exchangeProblems({ sample, exchange }));
  const before = run.exchanges.length === 0 ? ' before making a request' : '';
  if (run.timedOut) problems.push(`did not finish within ${SAMPLE_TIMEOUT_MS / 1000} s${before}`);
  else if (run.exitCode !== 0) {
    // A documented error reply the sample did not expect (a 404 for an id the examples lack) is the usual cause.
    const refused = run.exchanges.find((exchange) => exchange.status >= 400);
    const after = refused ? ` (after ${refused.method} ${refused.url} answered ${refused.status})` : '';
    problems.push(`exited with code ${run.exitCode}${before}${run.error ? `: ${run.error}` : ''}${after}`);
  }
  else if (before) problems.push('made no request to the mock API');
  return problems;
}

function exchangeProblems({ sample, exchange }: { sample: Sample; exchange: MockExchange }): string[] {
  const call = `${exchange.method} ${exchange.url}`;
  if (!exchange.operationId) return [`${call}: no documented operation has this method and path`];
  const problems: string[] = [];
  if (sample.operationId && exchange.operationId !== sample.operationId) problems.push(`${call}: calls ${exchange.operationId}, not ${sample.operationId}`);
  if (exchange.requestErrors.length) problems.push(`${call}: the request does not match the document: ${exchange.requestErrors.join('; ')}`);
  else if (exchange.status < 200 || exchange.status > 299) problems.push(`${call}: answered ${exchange.status}, not a success${REFUSALS[exchange.status] ?? ''}`);
  if (exchange.responseErrors.length) problems.push(`${call}: the mock's reply does not match the document: ${exchange.responseErrors.join('; ')}`);
  return problems;
}

/** Why the mock refuses a sample, for the statuses a sample usually meets. */
const REFUSALS: Record<number, string> = {
  401: ": the credentials do not meet the operation's security",
  404: ": no record has that id; use one the document's examples hold (they seed the mock's store; a generated sample takes its path parameter's `example`)",
};

function summary({ samples, runs, skipped }: { samples: Sample[]; runs: SampleRun[]; skipped: SkippedSample[] }): string[] {
  const groups = new Map<string, { count: number; page?: string }>();
  for (const sample of samples) {
    const group = groups.get(sample.group) ?? { count: 0, page: sample.group === 'guides' ? undefined : sample.page };
    group.count += 1;
    groups.set(sample.group, group);
  }
  const parts = [...groups].map(([name, { count, page }]) => (page ? `${count} on the ${name} reference (${page})` : `${count} on guide pages`));
  const statuses = new Map<number, number>();
  for (const { status } of runs.flatMap((run) => run.exchanges)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}× ${status}`);
  const lines = [
    `samples: ${samples.length} run against the mock API (${parts.join(', ')})`,
    `samples: every request matched its operation, validated and succeeded; answered ${answered.join(', ')}`,
  ];
  const languages = skipped.filter((sample) => sample.why === 'language');
  if (languages.length) {
    const where = [...new Set(languages.map((sample) => `${sample.label} on ${sample.page}`))].join(', ');
    lines.push(`samples: ${languages.length} not run, in languages the check cannot run (${where})`);
  }
  for (const [runtime, { name, needs }] of Object.entries(RUNTIME_NEEDS)) {
    const missing = skipped.filter((sample) => sample.why === 'no-runtime' && sample.runtime === runtime);
    if (missing.length) lines.push(`samples: ${missing.length} ${name} samples not run: ${needs}`);
  }
  const cookies = skipped.filter((sample) => sample.why === 'browser-cookies');
  if (cookies.length) {
    const where = cookies.map((sample) => `${sample.label} on ${sample.page} (${sample.operationId})`).join(', ');
    lines.push(`samples: ${cookies.length} not run, sending the cookie a browser holds (${where})`);
  }
  return lines;
}
