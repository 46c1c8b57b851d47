// Property-based tests: hubgen never fails as a bug (exit 2) on an OpenAPI document a user wrote.
// fast-check generates documents from parts and mutates the real documents of the corpus
// (openapi-arbitrary.ts); each is loaded, checked and turned into its reference view in process
// (many runs: the OpenAPI stage is where documents differ), and a few are built through the real
// binary (the render stage too). A document either builds or has problems, each located at a
// file:line:column; nothing throws. The seed is fixed (HUBGEN_FC_SEED overrides it) and printed
// by fast-check with the shrunk counterexample when a property fails.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../cli/openapi/load-api.ts';
import { buildReferenceView } from '../../cli/openapi/reference-view.ts';
import { apiTagTwins } from '../../cli/openapi/markdown-twins.ts';
import { hubgen } from '../helpers/cli.ts';
import { siteConfigFor } from '../../bench/lib/openapi-population.mjs';
import { corpusDocuments, generatedDocument, mutatedDocument, serialised } from './openapi-arbitrary.ts';

const SEED = Number(process.env['HUBGEN_FC_SEED'] ?? 20261127);
const RUNS = 300;
const documents = fc.oneof(
  generatedDocument.map((value) => ({ name: 'generated', value })),
  mutatedDocument(corpusDocuments()),
);
const cases = documents.chain(({ name, value }) => serialised(value).map((file) => ({ name, value, ...file })));

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'hubgen-properties-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

let counter = 0;
async function writeCase(file: string, text: string): Promise<{ root: string; spec: string }> {
  const root = path.join(folder, String(counter++));
  await fs.mkdir(path.join(root, 'openapi'), { recursive: true });
  await fs.writeFile(path.join(root, 'openapi', file), text);
  await fs.writeFile(path.join(root, 'site.config.ts'), siteConfigFor(`openapi/${file}`));
  return { root, spec: path.join(root, 'openapi', file) };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The operations a document declares (`get /pets`), read from its `paths` as written. */
function declaredOperations(document: unknown): string[] {
  const paths = (document as { paths?: unknown })?.paths;
  if (!paths || typeof paths !== 'object') return [];
  return Object.entries(paths as Record<string, unknown>).flatMap(([route, item]) =>
    item && typeof item === 'object' && !('$ref' in item) ? METHODS.filter((m) => (item as Record<string, unknown>)[m] && typeof (item as Record<string, unknown>)[m] === 'object').map((m) => `${m} ${route}`) : [],
  );
}

describe('any OpenAPI document, generated or mutated', () => {
  it('is loaded, checked and viewed without throwing; every problem has a file, line and column', async () => {
    let viewed = 0;
    await fc.assert(
      fc.asyncProperty(cases, async ({ name, value, file, text }) => {
        const { spec } = await writeCase(file, text);
        const result = await loadApi({ file: spec, root: path.dirname(spec) });
        for (const problem of result.diagnostics) {
          expect(problem.file, problem.message).toBe(spec);
          expect(problem.line, problem.message).toBeGreaterThanOrEqual(1);
          expect(problem.column, problem.message).toBeGreaterThanOrEqual(1);
        }
        if (result.diagnostics.some((d) => d.severity === 'error')) {
          if (process.env['HUBGEN_FC_TALLY']) await fs.appendFile(process.env['HUBGEN_FC_TALLY'], result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${name} ${d.rule} ${d.message.slice(0, 60)}`)[0] + '\n');
          return;
        }
        const document = result.document!;
        const { view } = buildReferenceView({ id: 'api', doc: document, downloadUrl: `/openapi/${file}` });
        // Every operation the model holds is in the view; for a generated document (plain path
        // items, no $refs among them), every operation it declares is in the model.
        const inView = new Set(view.tags.flatMap((tag) => tag.operations).map((op) => `${op.method} ${op.path}`));
        const modelled = document.operations.map((op) => `${op.method} ${op.path}`);
        expect(modelled.filter((op) => !inView.has(op))).toEqual([]);
        if (name === 'generated') expect(declaredOperations(value).filter((op) => !modelled.includes(op))).toEqual([]);
        apiTagTwins({ document, route: '/', title: document.title });
        viewed++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // Not a vacuous property: a good share of the documents are valid and reach the view.
    expect(viewed).toBeGreaterThan(RUNS / 5);
    console.log(`openapi properties: ${viewed} of ${RUNS} documents valid and viewed (seed ${SEED})`);
  }, 300_000);

  it('builds through the binary with exit 0, or exit 1 with located problems: never exit 2', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async ({ file, text }) => {
        const { root } = await writeCase(file, text);
        const result = await hubgen(['--root', root, 'build'], { cwd: root });
        expect(result.stderr, 'a bug in hubgen').not.toContain('bug in hubgen');
        expect([0, 1], String(result.stderr)).toContain(result.exitCode);
        if (result.exitCode === 1) expect(String(result.stderr)).toMatch(new RegExp(`openapi/${file.replace('.', '\\.')}:\\d+:\\d+ error `));
      }),
      { seed: SEED, numRuns: 16 },
    );
  }, 600_000);
});
