// The Swagger 2.0 and OpenAPI 3.0 / 3.1 / 3.2 validators are ajv code generated when the CLI is built
// (scripts/generate-openapi-validators.mjs): they must accept and reject exactly what ajv compiling
// the same schemas at run time does, with the same errors (the messages and places authors see
// are made from them), on real documents and on broken ones.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv/dist/core.js';
import { openapiValidator } from '../../../cli/openapi/validate/ajv-instances.ts';
import { metaSchemaCompiler, type OpenApiLine } from '../../../cli/openapi/validate/openapi-meta-schemas.ts';
import { parseYaml } from '../../../cli/openapi/document/parse-yaml.ts';
import { validateSchema } from '../../../cli/openapi/validate/validate-schema.ts';
import { REPO } from '../../helpers/cli.ts';
import { CORPUS, SHARED } from '../../helpers/openapi-site.ts';
import { FIXTURES } from './fixtures.ts';

const compiledNow = new Map<OpenApiLine, ValidateFunction>();
function runTimeValidator(line: OpenApiLine): ValidateFunction {
  if (!compiledNow.has(line)) {
    const { ajv, schema } = metaSchemaCompiler(line, {});
    compiledNow.set(line, ajv.compile(schema));
  }
  return compiledNow.get(line)!;
}

function documentsIn(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ya?ml|json)$/.test(name) && !name.includes('_category_'))
    .map((name) => path.join(folder, name));
}

/** A file's documents as the validators see them, with their OpenAPI line (none for fragments). */
function load(file: string): { value: Record<string, unknown>; line: OpenApiLine } | undefined {
  const { source } = parseYaml({ file, text: fs.readFileSync(file, 'utf8') });
  const value = source?.value as Record<string, unknown> | undefined;
  const version = String(value?.['openapi'] ?? '');
  if (value?.['swagger'] === '2.0') return { value, line: '2.0' };
  const line = (['3.0', '3.1', '3.2'] as const).find((known) => version.startsWith(`${known}.`));
  return line ? { value: value!, line } : undefined;
}

/** Broken variants of a valid document, each a mistake authors make. */
const MISTAKES: Record<OpenApiLine, ((doc: any) => void)[]> = {
  '3.1': [
    (doc) => (doc.components = { schemas: { Pet: { type: 'text', required: 'name', properties: { tags: { minItems: -1 } } } } }),
    (doc) => (doc.info = { ...doc.info, license: { url: 'https://example.com' }, contact: { email: 5 } }),
    (doc) => (doc.paths = { '/a': { get: { responses: { 200: { content: { 'application/json': { schema: { $ref: 3 } } } } } } } }),
    (doc) => (doc.paths = { '/a': { get: { parameters: [{ name: 'x', in: 'body' }], responses: {} } } }),
    (doc) => (doc.servers = [{ url: 'https://{store}.example.com', variables: { store: { enum: [] } } }]),
    (doc) => (doc.tags = [{ name: 'x', descriptions: 'misspelt' }]),
  ],
  '3.2': [
    (doc) => (doc.components = { schemas: { Pet: { type: 'text', required: 'name' } } }),
    (doc) => (doc.paths = { '/a': { get: { parameters: [{ name: 'q', in: 'querystring', schema: { type: 'object' } }], responses: {} } } }),
    (doc) => (doc.paths = { '/a': { additionalOperations: { QUERY: { responses: {} } } } }),
    (doc) => (doc.tags = [{ name: 'x', parents: 'y' }]),
    (doc) => (doc.components = { examples: { a: { value: 1, dataValue: 1 } } }),
  ],
  '3.0': [
    (doc) => (doc.components = { schemas: { Pet: { type: 'text', nullable: 'yes', multipleOf: 0 } } }),
    (doc) => (doc.info = { ...doc.info, license: { url: 'https://example.com' } }),
    (doc) => (doc.paths = { '/a': { get: { parameters: [{ name: 'x', in: 'query', style: 'deepObject', schema: {} }], responses: { 200: {} } } } }),
    (doc) => (doc.paths = { a: {} }),
  ],
  '2.0': [
    (doc) => (doc.definitions = { Pet: { type: 'text', required: 'name' } }),
    (doc) => (doc.paths = { '/a': { get: { parameters: [{ name: 'x', in: 'query', type: 'integer', maximun: 1 }], responses: { 200: { description: 'x' } } } } }),
    (doc) => (doc.paths = { '/a': { post: { parameters: [{ name: 'b', in: 'body' }], responses: { 200: { $ref: 5 } } } } }),
    (doc) => (doc.securityDefinitions = { a: { type: 'oauth2', flow: 'implicit' }, b: { type: 'basic', name: 'x' } }),
  ],
};

describe('the generated OpenAPI validators', () => {
  const files = [...documentsIn(FIXTURES), ...documentsIn(CORPUS), ...documentsIn(path.join(REPO, 'openapi')), ...documentsIn(path.join(REPO, 'test/fixtures/swagger2'))];
  // Discord's document (shared corpus) is compared in a test of its own, skipped visibly where absent.
  const discord = path.join(SHARED, 'corpus/openapi/discord.json');
  const documents = files.flatMap((file) => {
    const loaded = load(file);
    return loaded ? [{ name: path.relative(REPO, file), ...loaded }] : [];
  });

  it('accept and reject what the run-time compiled ones do, with the same errors', async () => {
    const { cases, verdicts } = await compareValidators(documents);
    // Both kinds were compared: real documents pass, every mistake fails.
    expect(documents.length).toBeGreaterThan(20);
    expect(verdicts.accepted).toBeGreaterThan(15);
    expect(verdicts.rejected).toBeGreaterThanOrEqual(cases - documents.length);
  });

  it("accept and reject what the run-time compiled ones do on Discord's document, with the same errors", async (context) => {
    if (!fs.existsSync(discord)) context.skip(`${discord} is absent`);
    const loaded = load(discord);
    expect(loaded, 'Discord is an OpenAPI 3.x document').toBeDefined();
    const { cases, verdicts } = await compareValidators([{ name: path.relative(REPO, discord), ...loaded! }]);
    expect(verdicts).toEqual({ accepted: 1, rejected: cases - 1 });
  });

  it('give the located messages authors see (3.1, 3.0 and 2.0)', async () => {
    const check = async (text: string) => {
      const { source } = parseYaml({ file: 'doc.yaml', text });
      return (await validateSchema({ source: source! })).map((d) => `${d.line}:${d.column} ${d.message}`);
    };
    expect(await check(`openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet: {type: text}\n`)).toEqual([
      `6:17 components.schemas.Pet.type must be one of "array", "boolean", "integer", "null", "number", "object", "string"; got "text"`,
    ]);
    expect(await check(`openapi: 3.0.3\ninfo: {title: t, version: '1', contact: {email: nobody}}\npaths: {}\n`)).toEqual([
      `2:49 info.contact.email must match format "email"`,
    ]);
    // One parameter is checked as the kind its `in` names, not as each of 2.0's five kinds.
    const parameter = `swagger: '2.0'\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      parameters:\n        - {name: x, in: query, type: integer, maximun: 1}\n      responses: {200: {description: OK}}\n`;
    expect(await check(parameter)).toEqual([`7:47 paths['/a'].get.parameters[0]: unknown property 'maximun'`]);
  });
});

/** Each document and its MISTAKES through the generated and the run-time validator: same verdict, same errors. */
async function compareValidators(documents: { name: string; value: Record<string, unknown>; line: OpenApiLine }[]): Promise<{ cases: number; verdicts: { accepted: number; rejected: number } }> {
  const verdicts = { accepted: 0, rejected: 0 };
  const cases = documents.flatMap((doc) => [
    doc,
    ...MISTAKES[doc.line].map((mistake, i) => {
      const broken = structuredClone(doc.value);
      mistake(broken);
      return { ...doc, name: `${doc.name} with mistake ${i + 1}`, value: broken };
    }),
  ]);
  for (const { name, value, line } of cases) {
    const generated = await openapiValidator(line);
    const runTime = runTimeValidator(line);
    const verdict = generated(value);
    expect(verdict, name).toBe(runTime(value));
    expect(generated.errors ?? null, name).toEqual(runTime.errors ?? null);
    verdicts[verdict ? 'accepted' : 'rejected']++;
  }
  return { cases: cases.length, verdicts };
}
