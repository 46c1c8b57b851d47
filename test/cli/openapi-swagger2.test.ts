// Swagger 2.0 documents as APIs publish them (test/fixtures/swagger2) pass `hubgen check` and
// `hubgen build` with a default config, upgraded to OpenAPI 3.0 as they load; a broken one is
// reported at its place in the 2.0 file. Each document is checked and built once, in beforeAll.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { FIXTURES, hubgen } from '../helpers/cli.ts';
import { openapiSite } from '../helpers/openapi-site.ts';

const SWAGGER2 = path.join(FIXTURES, 'swagger2');

/** Each document: where it is, its title and operations as `check` counts them, its operation ids. */
const DOCUMENTS: Record<string, { source: string; spec?: string; summary: string; anchors: string[] }> = {
  'the classic petstore (JSON)': {
    source: path.join(SWAGGER2, 'petstore.json'),
    summary: 'Swagger Petstore (/): 7 operations, 4 schemas',
    anchors: ['addPet', 'findPetsByStatus', 'getPetById', 'updatePetWithForm', 'deletePet', 'getInventory', 'placeOrder'],
  },
  'a file upload (YAML)': { source: path.join(SWAGGER2, 'upload.yaml'), summary: 'File uploads (/): 1 operations, 1 schemas', anchors: ['uploadFile'] },
  'a document over three files': {
    source: path.join(SWAGGER2, 'multi-file'),
    spec: 'api.yaml',
    summary: 'Bookshop (/): 3 operations, 3 schemas',
    anchors: ['listBooks', 'addBook', 'getBook'],
  },
};

const outcomes = new Map<string, { check: Result; build: Result; html: string }>();

beforeAll(async () => {
  const names = Object.keys(DOCUMENTS);
  // Two at a time: each run is one process, and the machine is shared.
  const next = async (): Promise<void> => {
    const name = names.shift();
    if (!name) return;
    const { root } = await openapiSite(DOCUMENTS[name]!);
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    const build = await hubgen(['--root', root, 'build'], { cwd: root });
    const html = await fs.readFile(path.join(root, 'build/index.html'), 'utf8').catch(() => '');
    outcomes.set(name, { check, build, html });
    return next();
  };
  await Promise.all([next(), next()]);
}, 300_000);

describe.each(Object.entries(DOCUMENTS))('Swagger 2.0: %s, with a default config', (name, expected) => {
  it('passes hubgen check, counting its operations, with no error or warning', () => {
    const { check } = outcomes.get(name)!;
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toContain(expected.summary);
  });

  it('builds, every operation at its anchor on the reference page', () => {
    const { build, html } = outcomes.get(name)!;
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    for (const anchor of expected.anchors) expect(html).toContain(`id="operation/${anchor}"`);
  });
});

describe('the upgraded reference', () => {
  it('sends requests to the server made of host, basePath and schemes', () => {
    const { html } = outcomes.get('the classic petstore (JSON)')!;
    // One server per scheme, in the document's order: the first is the one samples use.
    expect(html).toContain('<li class="api-server"><code>https://petstore.swagger.io/v2</code></li><li class="api-server"><code>http://petstore.swagger.io/v2</code></li>');
    expect(html).toContain('https://petstore.swagger.io/v2/pet/10');
  });

  it('shows a form with a file as a multipart request body with a binary field', () => {
    const { html } = outcomes.get('a file upload (YAML)')!;
    expect(html).toContain('<span class="api-operation__content-type">multipart/form-data</span>');
    expect(html).toMatch(/<code class="schema-prop__name ">file<\/code><span class="schema-prop__type">string<span class="schema-prop__format"> \(<!-- -->binary<!-- -->\)/);
  });
});

describe('the samples of an upgraded reference', () => {
  it('run against the mock, which serves the upgraded document (its security schemes, servers and bodies)', async () => {
    // Three languages: the upgrade is the subject, not the compilers (check --samples runs every language it has a runtime for).
    const { root } = await openapiSite({ source: path.join(SWAGGER2, 'petstore.json'), apiExtra: "sampleLanguages: ['curl', 'node', 'python']" });
    const result = await hubgen(['--root', root, 'check', '--samples'], { cwd: root });
    expect(result.stderr).not.toContain('bug in hubgen');
    // The petstore documents only errors for some operations (405, 404): those samples fail, as
    // they would for the same document in 3.0; the others get a documented success.
    expect(result.stderr).toContain('sample on / (addPet): POST /v2/pet: answered 405, not a success');
    for (const succeeds of ['getInventory', 'placeOrder', 'findPetsByStatus']) expect(result.stderr).not.toContain(`(${succeeds})`);
    expect(result.exitCode).toBe(1);
  });
});

describe('a broken Swagger 2.0 document', () => {
  it('fails check under strict with each problem at its file:line:column in the 2.0 file', async () => {
    const { root } = await openapiSite({ source: path.join(SWAGGER2, 'broken.yaml'), apiExtra: 'strict: true' });
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(check.exitCode).toBe(1);
    expect(check.stderr).toContain(`openapi/broken.yaml:13:11 error paths['/things'].get.parameters[0]: unknown property 'maximun' [openapi-schema]`);
    expect(check.stderr).toContain('openapi/broken.yaml:18:19 error $ref "#/definitions/Thing" points to nothing: no "Thing" at #/definitions in broken.yaml [ref-missing]');
    expect(check.stderr).not.toMatch(/TypeError|at .*\.js:\d+/);
  });
});
