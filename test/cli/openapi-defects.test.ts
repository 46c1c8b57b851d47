// A renderer renders (issue 42): the defects public API descriptions publish — $refs to nothing,
// draft 4's tuples, type lists, null and exclusive flags, a duplicate in `required`, a path
// parameter declared elsewhere or not required, a repeated operationId, an undeclared security
// scheme — each build with a default config, each a located warning naming the real fault, each
// page shows what the document says; with `strict: true` each is an error and nothing is written.
// And the samples as OpenAPI says: no server, ignored header parameters, API keys by scheme.
// The fixture site (test/fixtures/openapi-defects) is built twice, in beforeAll.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { copyFixture, hubgen } from '../helpers/cli.ts';

let lenient: { root: string; build: Result; check: Result };
let strict: { root: string; build: Result };
const page = (id: string) => fs.readFile(path.join(lenient.root, 'build', id, 'index.html'), 'utf8');

beforeAll(async () => {
  const root = await copyFixture('openapi-defects');
  const strictRoot = await copyFixture('openapi-defects');
  const config = path.join(strictRoot, 'site.config.ts');
  await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace('route: `/${id}/` })', 'route: `/${id}/`, strict: true })'));
  const [build, strictBuild] = await Promise.all([hubgen(['--root', root, 'build']), hubgen(['--root', strictRoot, 'build'])]);
  lenient = { root, build, check: await hubgen(['--root', root, 'check']) };
  strict = { root: strictRoot, build: strictBuild };
}, 300_000);

/** Each defect's finding: file, line and column, severity left out, the rule, and words of its message. */
const FINDINGS = [
  ['dangling-ref.yaml:19:27', 'ref-missing', '$ref "#/components/schemas/ModifierToggleOverrideType" points to nothing'],
  ['dangling-ref.yaml:22:17', 'ref-missing', '$ref "#/components/responses/NotFound" points to nothing'],
  ['tuple-items.yaml:20:21', 'openapi-schema', 'is a list of schemas (a tuple, as JSON Schema draft 4 writes one)'],
  ['tuple-items.yaml:23:21', 'openapi-schema', "unknown property 'additionalItems'"],
  ['type-lists.yaml:18:30', 'openapi-schema', 'nickname.type is a list of types'],
  ['draft4-bounds.yaml:16:15', 'openapi-schema', 'required must NOT have duplicate items'],
  ['draft4-bounds.yaml:19:68', 'openapi-schema', "exclusiveMinimum must be a number (the bound itself) in OpenAPI 3.1; got boolean true, JSON Schema draft 4's flag"],
  ['path-param-in-query.yaml:12:15', 'path-params', '{job_identifier} in the path template is declared `in: query`, not `in: path`'],
  ['path-param-not-required.yaml:11:11', 'openapi-schema', 'path parameter "id" must have `required: true`'],
  ['duplicate-operation-id.yaml:12:20', 'operation-id-unique', 'operationId "items" of POST /items is already used by GET /items'],
  ['undefined-scheme.yaml:6:5', 'security-scheme-defined', 'security scheme "//" is not defined'],
] as const;

describe('OpenAPI defects with a default config', () => {
  it('build, each defect a located warning that names it', () => {
    expect(lenient.build.exitCode).toBe(0);
    const output = `${lenient.build.stdout}\n${lenient.build.stderr}`;
    for (const [place, rule, words] of FINDINGS) {
      const line = output.split('\n').find((l) => l.includes(`${place} warning`) && l.endsWith(`[${rule}]`));
      expect(line, `${place} [${rule}]`).toContain(words);
    }
    // Valid Swagger 2.0 (type lists, null, tuples) is upgraded without a finding; the Okta kind is not "a wrong in".
    expect(output).not.toContain('swagger2-types.json');
    expect(output).not.toMatch(/hook-keys.*must be one of/);
  });

  it('and check finds the same, counting each operation once', () => {
    expect(lenient.check.exitCode).toBe(0);
    expect(lenient.check.stdout).toContain('Duplicate operationId (/duplicate-operation-id/): 2 operations');
    for (const [place] of FINDINGS) expect(`${lenient.check.stdout}\n${lenient.check.stderr}`).toContain(place);
  });

  it('show a $ref to nothing as an unresolved schema and response', async () => {
    const html = await page('dangling-ref');
    expect(html).toContain('<code>#/components/schemas/ModifierToggleOverrideType</code> leads to nothing');
    expect(html).toMatch(/404<\/span>.*Unresolved <code>\$ref<\/code>: <code>#\/components\/responses\/NotFound<\/code>/s);
  });

  it("show a tuple's items by position, and draft 4's bounds and types as they mean", async () => {
    const tuple = await page('tuple-items');
    expect(tuple).toContain('array [number, number, …]');
    for (const item of ['[0]', '[1]', '[2…]']) expect(tuple).toContain(`data-property="${item}"`);
    const bounds = await page('draft4-bounds');
    expect(bounds).toContain('&gt; 0');
    expect(bounds).not.toContain('&gt;= 0');
    const lists = await page('type-lists');
    expect(lists).toContain('nickname</code><span class="schema-prop__type">string<span class="schema-prop__format"> or null</span>');
    expect(lists).toContain('string | integer');
    const upgraded = await page('swagger2-types');
    expect(upgraded).toMatch(/locale<\/code><span class="schema-prop__type">null</);
  });

  it('give a repeated operationId an anchor of its own, and leave an undeclared scheme unlinked', async () => {
    const html = await page('duplicate-operation-id');
    expect(html).toContain('id="operation/items"');
    expect(html).toContain('id="operation/items-2"');
    expect(await page('undefined-scheme')).toContain('<code>//</code>');
  });

  it('show a parameter as declared', async () => {
    const html = await page('path-param-in-query');
    expect(html).toMatch(/<h4>Query<!-- --> parameters<\/h4><ul class="schema-tree api-params"><li class="schema-prop" data-parameter="job_identifier">/);
  });
});

describe('samples and fields as OpenAPI says', () => {
  it('without a server: one {host} placeholder, never //, and the page says so', async () => {
    const html = await page('no-server');
    expect(html).toContain('https://{host}/api/v1/namespaces');
    expect(html).not.toContain('{host}//');
    expect(html).toContain('No server is named: samples use <code>https://{host}</code>');
  });

  it('ignore Accept, Content-Type and Authorization header parameters, and name an API key after its scheme', async () => {
    const html = await page('no-server');
    expect(html).toContain('data-parameter="X-Trace"');
    for (const ignored of ['Accept', 'Content-Type', 'Authorization']) expect(html).not.toContain(`data-parameter="${ignored}"`);
    expect(html).not.toContain('vnd.pagerduty');
    expect(html.match(/Content-Type: application\/json/g)).toHaveLength(1);
    expect(html).toContain('X-Api-Token: {api_token}');
  });

  it('send and show a JSON example stored as a string as JSON', async () => {
    const html = await page('no-server');
    expect(html).toContain('labels');
    expect(html).not.toContain('\\&quot;name\\&quot;');
  });

  it('show a version badge only for a version, with one v', async () => {
    expect(await page('no-server')).not.toContain('class="api-version"');
    expect(await page('swagger2-types')).not.toContain('class="api-version"');
    expect(await page('type-lists')).toContain('<span class="api-version">v1</span>');
    expect(await page('draft4-bounds')).toContain('<span class="api-version">v2.3.0</span>');
  });
});

describe('OpenAPI defects with strict: true', () => {
  it('fail the build, each defect an error at its place, nothing written', async () => {
    expect(strict.build.exitCode).toBe(1);
    const output = `${strict.build.stdout}\n${strict.build.stderr}`;
    for (const [place, rule] of FINDINGS) expect(output).toMatch(new RegExp(`${place.replace(/[.]/g, '\\.')} error .*\\[${rule}\\]`));
    await expect(fs.access(path.join(strict.root, 'build'))).rejects.toThrow();
  });
});
