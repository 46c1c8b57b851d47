// `hubgen diff` through the binary. Pairs of documents, one per kind of change (fixtures/openapi-diff/
// pets.yaml and each case's edit of it), are compared in one run: every pair an API of one site,
// its earlier version committed, its later one in the working copy, `hubgen diff --base HEAD
// --format json`; each pair must give exactly the rule ids and levels listed (oasdiff's where it has
// them: README "API changelog"). Then the forms a user and CI meet: two files, the text and
// Markdown outputs, the exit codes and --fail-on, and the mistakes (a broken document, an unknown ref).
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, hubgen, tempDir } from '../helpers/cli.ts';
import { commitAll } from '../helpers/changelog-repo.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Case {
  name: string;
  /** The later version, from the earlier; 'base': the base document itself (the earlier is `before`'s edit of it). */
  change: ((doc: Doc) => void) | 'base';
  /** The earlier version, when it is not the base document. */
  before?: (doc: Doc) => void;
  /** `id level` of each change, in any order. */
  expected: string[];
}

const pet = (doc: Doc) => doc.components.schemas.Pet;
const op = (doc: Doc, p: string, method: string) => doc.paths[p][method];
const param = (doc: Doc, name: string) => op(doc, '/pets', 'get').parameters.find((p: { name: string }) => p.name === name);

const CASES: Case[] = [
  // Operations and webhooks.
  { name: 'an operation added', change: (d) => (d.paths['/owners'] = { get: { operationId: 'listOwners', responses: { '200': { description: 'Owners.' } } } }), expected: ['endpoint-added info'] },
  { name: 'a path removed', change: (d) => delete d.paths['/pets/{petId}'], expected: ['api-path-removed-without-deprecation breaking', 'api-path-removed-without-deprecation breaking'] },
  { name: 'an operation removed', change: (d) => delete d.paths['/pets/{petId}'].delete, expected: ['api-removed-without-deprecation breaking'] },
  { name: 'a deprecated operation removed', before: (d) => (op(d, '/pets/{petId}', 'delete').deprecated = true), change: (d) => delete d.paths['/pets/{petId}'].delete, expected: ['api-removed-with-deprecation info'] },
  { name: 'an operation deprecated', change: (d) => (op(d, '/pets/{petId}', 'delete').deprecated = true), expected: ['endpoint-deprecated info'] },
  { name: 'an operation no longer deprecated', before: (d) => (op(d, '/pets/{petId}', 'delete').deprecated = true), change: 'base', expected: ['endpoint-reactivated info'] },
  { name: 'an operationId changed', change: (d) => (op(d, '/pets/{petId}', 'get').operationId = 'fetchPet'), expected: ['api-operation-id-removed info'] },
  { name: 'a webhook added', change: (d) => (d.webhooks.petReturned = { post: { operationId: 'petReturned', responses: { '200': { description: 'Received.' } } } }), expected: ['webhook-added info'] },
  { name: 'a webhook removed', change: (d) => delete d.webhooks.petAdopted, expected: ['webhook-removed breaking'] },
  { name: 'a deprecated webhook removed', before: (d) => (d.webhooks.petAdopted.post.deprecated = true), change: (d) => delete d.webhooks.petAdopted, expected: ['webhook-removed-with-deprecation info'] },
  { name: 'a webhook deprecated', change: (d) => (d.webhooks.petAdopted.post.deprecated = true), expected: ['webhook-deprecated info'] },
  // Parameters.
  { name: 'a required parameter added', change: (d) => op(d, '/pets', 'get').parameters.push({ name: 'owner', in: 'query', required: true, schema: { type: 'string' } }), expected: ['new-required-request-parameter breaking'] },
  { name: 'an optional parameter added', change: (d) => op(d, '/pets', 'get').parameters.push({ name: 'owner', in: 'query', schema: { type: 'string' } }), expected: ['new-optional-request-parameter info'] },
  { name: 'a parameter removed', change: (d) => (op(d, '/pets', 'get').parameters = op(d, '/pets', 'get').parameters.filter((p: { name: string }) => p.name !== 'X-Trace')), expected: ['request-parameter-removed warning'] },
  { name: 'a deprecated parameter removed', before: (d) => (param(d, 'X-Trace').deprecated = true), change: (d) => (op(d, '/pets', 'get').parameters = op(d, '/pets', 'get').parameters.filter((p: { name: string }) => p.name !== 'X-Trace')), expected: ['request-parameter-removed-with-deprecation info'] },
  { name: 'a parameter made required', change: (d) => (param(d, 'limit').required = true), expected: ['request-parameter-became-required breaking'] },
  { name: 'a parameter made optional', before: (d) => (param(d, 'limit').required = true), change: 'base', expected: ['request-parameter-became-optional info'] },
  { name: 'a parameter deprecated', change: (d) => (param(d, 'limit').deprecated = true), expected: ['request-parameter-deprecated info'] },
  { name: 'a parameter retyped', change: (d) => (param(d, 'limit').schema.type = 'boolean'), expected: ['request-parameter-type-changed breaking'] },
  { name: 'a parameter widened (integer to number)', change: (d) => (param(d, 'limit').schema.type = 'number'), expected: ['request-parameter-type-generalized info'] },
  { name: "a parameter's enum lost a value", change: (d) => (param(d, 'status').schema.enum = ['available']), expected: ['request-parameter-enum-value-removed breaking'] },
  { name: "a parameter's enum gained a value", change: (d) => param(d, 'status').schema.enum.push('pending'), expected: ['request-parameter-enum-value-added info'] },
  { name: 'a parameter became an enum', change: (d) => (param(d, 'limit').schema.enum = [10, 50]), expected: ['request-parameter-became-enum breaking'] },
  { name: 'a path parameter renamed (matched by its place)', change: (d) => {
    const item = d.paths['/pets/{petId}'];
    item.parameters[0].name = 'id';
    d.paths['/pets/{id}'] = item;
    delete d.paths['/pets/{petId}'];
  }, expected: [] },
  { name: "a header parameter's name in another case", change: (d) => (param(d, 'X-Trace').name = 'x-trace'), expected: [] },
  // Request bodies.
  { name: 'a request body made required', change: (d) => (op(d, '/pets', 'post').requestBody.required = true), expected: ['request-body-became-required breaking'] },
  { name: 'a request body made optional', before: (d) => (op(d, '/pets', 'post').requestBody.required = true), change: 'base', expected: ['request-body-became-optional info'] },
  { name: 'a required request body added', change: (d) => (op(d, '/pets/{petId}', 'delete').requestBody = { required: true, content: { 'application/json': { schema: { type: 'object' } } } }), expected: ['request-body-added-required breaking'] },
  { name: 'an optional request body added', change: (d) => (op(d, '/pets/{petId}', 'delete').requestBody = { content: { 'application/json': { schema: { type: 'object' } } } }), expected: ['request-body-added-optional info'] },
  { name: 'a request body removed', change: (d) => delete op(d, '/pets', 'post').requestBody, expected: ['request-body-removed breaking'] },
  { name: 'a request media type added', change: (d) => (op(d, '/pets', 'post').requestBody.content['application/xml'] = { schema: { type: 'object' } }), expected: ['request-body-media-type-added info'] },
  { name: 'a request media type removed', before: (d) => (op(d, '/pets', 'post').requestBody.content['application/xml'] = { schema: { type: 'object' } }), change: 'base', expected: ['request-body-media-type-removed breaking'] },
  // Properties of a schema read in requests (POST /pets) and responses (the rest, and the webhook's payload).
  { name: 'a required property added', change: (d) => (pet(d).properties.owner = { type: 'string' }, pet(d).required.push('owner')), expected: ['new-required-request-property breaking', 'response-required-property-added info'] },
  { name: 'a required property with a default added', change: (d) => (pet(d).properties.owner = { type: 'string', default: 'shelter' }, pet(d).required.push('owner')), expected: ['new-required-request-property-with-default breaking', 'response-required-property-added info'] },
  { name: 'an optional property added', change: (d) => (pet(d).properties.color = { type: 'string' }), expected: ['new-optional-request-property info', 'response-optional-property-added info'] },
  { name: 'an optional property removed', change: (d) => delete pet(d).properties.tag, expected: ['request-property-removed warning', 'response-optional-property-removed warning'] },
  { name: 'a read-only required property removed', change: (d) => (delete pet(d).properties.id, (pet(d).required = ['name'])), expected: ['response-required-property-removed breaking'] },
  { name: 'a property made required', change: (d) => pet(d).required.push('weight'), expected: ['request-property-became-required breaking', 'response-property-became-required info'] },
  { name: 'a property made optional', change: (d) => (pet(d).required = ['id']), expected: ['request-property-became-optional info', 'response-property-became-optional breaking'] },
  { name: 'a property retyped (number to string)', change: (d) => (pet(d).properties.weight.type = 'string'), expected: ['request-property-type-changed breaking', 'response-property-type-changed breaking'] },
  { name: 'a property narrowed (number to integer)', change: (d) => (pet(d).properties.weight.type = 'integer'), expected: ['request-property-type-changed breaking', 'response-property-type-specialized info'] },
  { name: 'a property no longer nullable', change: (d) => (pet(d).properties.nickname.type = 'string'), expected: ['request-property-became-not-nullable breaking'] },
  { name: 'a property made nullable', change: (d) => (pet(d).properties.tag.type = ['string', 'null']), expected: ['request-property-became-nullable info', 'response-property-became-nullable breaking'] },
  { name: "a property's enum lost a value", change: (d) => (pet(d).properties.status.enum = ['available']), expected: ['request-property-enum-value-removed breaking', 'response-property-enum-value-removed info'] },
  { name: "a property's enum gained a value", change: (d) => pet(d).properties.status.enum.push('pending'), expected: ['request-property-enum-value-added info', 'response-property-enum-value-added warning'] },
  // Responses.
  { name: 'a success status replaced', change: (d) => {
    const responses = op(d, '/pets', 'post').responses;
    responses['200'] = responses['201'];
    delete responses['201'];
  }, expected: ['response-success-status-removed breaking', 'response-success-status-added info'] },
  { name: 'an error status added and another removed', change: (d) => {
    op(d, '/pets/{petId}', 'get').responses['404'] = { description: 'No such pet.' };
    delete op(d, '/pets', 'get').responses['401'];
  }, expected: ['response-non-success-status-added info', 'response-non-success-status-removed info'] },
  { name: 'a response media type removed', before: (d) => (op(d, '/pets/{petId}', 'get').responses['200'].content['application/xml'] = { schema: { type: 'object' } }), change: 'base', expected: ['response-media-type-removed breaking'] },
  { name: 'a response media type added', change: (d) => (op(d, '/pets/{petId}', 'get').responses['200'].content['application/xml'] = { schema: { type: 'object' } }), expected: ['response-media-type-added info'] },
  { name: 'a response body retyped', change: (d) => (op(d, '/pets', 'get').responses['200'].content['application/json'].schema = { type: 'object' }), expected: ['response-body-type-changed breaking'] },
  // Security and servers.
  { name: "the API's key replaced by OAuth", change: (d) => (d.security = [{ oauth: ['pets:read'] }]), expected: ['api-global-security-added info', 'api-global-security-removed breaking'] },
  { name: 'OAuth added beside the key', change: (d) => d.security.push({ oauth: ['pets:read'] }), expected: ['api-global-security-added info'] },
  { name: "an operation's scope added", change: (d) => op(d, '/pets', 'post').security[0].oauth.push('pets:read'), expected: ['api-security-scope-added breaking'] },
  { name: "an operation's scope removed", change: (d) => (op(d, '/pets', 'post').security[0].oauth = []), expected: ['api-security-scope-removed info'] },
  { name: 'a server added and one removed', change: (d) => (d.servers = [{ url: 'https://api.pets.example.com/v2' }]), expected: ['server-added info', 'server-removed warning'] },
  // What no client's code depends on.
  { name: 'descriptions, summaries and examples edited', change: (d) => {
    d.info.description = 'Pets, now described.';
    op(d, '/pets', 'get').summary = 'List every pet';
    pet(d).properties.name.description = 'What the pet answers to.';
    pet(d).properties.name.example = 'Rex';
  }, expected: [] },
];

const base = yaml.load(await fs.readFile(path.join(FIXTURES, 'openapi-diff/pets.yaml'), 'utf8')) as Doc;
const version = (edit?: (doc: Doc) => void) => {
  const doc = structuredClone(base);
  edit?.(doc);
  return yaml.dump(doc);
};

/** A site with one API per case: the earlier versions committed, the later ones in the working copy. */
async function pairsSite(): Promise<string> {
  const site = await tempDir('hubgen-diff-');
  await fs.mkdir(path.join(site, 'openapi'));
  const apis = CASES.map((_, i) => `    { id: 'c${i}', spec: 'openapi/c${i}.yaml', route: '/c${i}/' },`).join('\n');
  await fs.writeFile(path.join(site, 'site.config.ts'), `import { defineConfig } from 'hubgen/config';\n\nexport default defineConfig({\n  title: 'Pairs',\n  url: 'https://pairs.example.com',\n  apis: [\n${apis}\n  ],\n});\n`);
  for (const [i, c] of CASES.entries()) await fs.writeFile(path.join(site, `openapi/c${i}.yaml`), version(c.before));
  await commitAll(site, 'The earlier versions');
  for (const [i, c] of CASES.entries()) await fs.writeFile(path.join(site, `openapi/c${i}.yaml`), c.change === 'base' ? version() : version((doc) => (c.before?.(doc), (c.change as (doc: Doc) => void)(doc))));
  return site;
}

let pairs = '';
let files = '';
beforeAll(async () => {
  pairs = await pairsSite();
  files = await tempDir('hubgen-diff-files-');
  const write = (name: string, text: string) => fs.writeFile(path.join(files, name), text);
  await Promise.all([
    write('v1.yaml', version()),
    write('v2-breaking.yaml', version(CASES.find((c) => c.name === 'a required property added')!.change as (doc: Doc) => void)),
    write('v2-added.yaml', version(CASES.find((c) => c.name === 'an operation added')!.change as (doc: Doc) => void)),
    write('v2-may-break.yaml', version(CASES.find((c) => c.name === 'a parameter removed')!.change as (doc: Doc) => void)),
    write('broken.yaml', 'openapi: 3.1.0\ninfo:\n  title: Broken\n  version: 1.0.0\npaths:\n  /pets: [unclosed\n'),
    write('dangling.yaml', version((doc) => (op(doc, '/pets/{petId}', 'get').responses['404'] = { $ref: '#/components/responses/Missing' }))),
  ]);
});

describe('hubgen diff: a pair of documents per kind of change', () => {
  it('gives each pair exactly its rule ids and levels (one --base run over every pair)', async () => {
    const result = await hubgen(['diff', '--base', 'HEAD', '--format', 'json', '--fail-on', 'none', '--root', pairs], { cwd: pairs });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const report = JSON.parse(String(result.stdout)) as { comparisons: { api: string; changes: { id: string; level: string }[] }[]; failed: boolean };
    const found = Object.fromEntries(report.comparisons.map((c) => [c.api, c.changes.map((change) => `${change.id} ${change.level}`).sort()]));
    expect(Object.fromEntries(CASES.map((c, i) => [`c${i} ${c.name}`, found[`c${i}`]]))).toEqual(Object.fromEntries(CASES.map((c, i) => [`c${i} ${c.name}`, [...c.expected].sort()])));
    expect(report.failed).toBe(false);
  });
});

describe('hubgen diff <old> <new>', () => {
  it('prints a breaking change with its rule and exits 1, so CI fails the pull request', async () => {
    const result = await hubgen(['diff', 'v1.yaml', 'v2-breaking.yaml'], { cwd: files });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('v2-breaking.yaml v1.yaml → v2-breaking.yaml');
    expect(result.stdout).toContain('2 changes: 1 breaking, 1 other change');
    expect(result.stdout).toContain('✗ breaking Added the required property `owner` [new-required-request-property]');
    expect(result.stdout).toContain('in requests of POST /pets');
  });

  it('exits 0 on changes that break no client, and --fail-on sets the bar', async () => {
    const added = await hubgen(['diff', 'v1.yaml', 'v2-added.yaml'], { cwd: files });
    expect(added.exitCode).toBe(0);
    expect(added.stdout).toContain('· Added `GET /owners` [endpoint-added]');
    expect((await hubgen(['diff', 'v1.yaml', 'v2-added.yaml', '--fail-on', 'any'], { cwd: files })).exitCode).toBe(1);
    expect((await hubgen(['diff', 'v1.yaml', 'v2-may-break.yaml'], { cwd: files })).exitCode).toBe(0);
    const warned = await hubgen(['diff', 'v1.yaml', 'v2-may-break.yaml', '--fail-on', 'warning'], { cwd: files });
    expect(warned.exitCode).toBe(1);
    expect(warned.stdout).toContain('! may break Removed the header parameter `X-Trace` [request-parameter-removed]');
    expect((await hubgen(['diff', 'v1.yaml', 'v2-breaking.yaml', '--fail-on', 'none'], { cwd: files })).exitCode).toBe(0);
  });

  it('writes Markdown for a pull request comment, breaking changes first', async () => {
    const result = await hubgen(['diff', 'v1.yaml', 'v2-breaking.yaml', '--format', 'markdown'], { cwd: files });
    expect(result.exitCode).toBe(1);
    expect(String(result.stdout).split('\n').slice(0, 7)).toEqual([
      '### API changes (`v2-breaking.yaml`)',
      '',
      'v1.yaml → v2-breaking.yaml: **2 changes: 1 breaking, 1 other change**.',
      '',
      '#### Breaking',
      '',
      'Schema `Pet` (requests of `POST /pets`): Added the required property `owner` <sub>new-required-request-property</sub>'.replace(/^/, '- '),
    ]);
  });

  it('refuses a document it cannot read, located, with exit 1 and nothing on stdout; a defect it can read past is a located warning', async () => {
    const result = await hubgen(['diff', 'v1.yaml', 'broken.yaml'], { cwd: files });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^broken\.yaml:7:1 error /);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const dangling = await hubgen(['diff', 'v1.yaml', 'dangling.yaml'], { cwd: files });
    expect(dangling.stderr).toMatch(/^dangling\.yaml:\d+:\d+ warning .*#\/components\/responses\/Missing/);
    expect(dangling.stdout).toContain('· Added the response `404` [response-non-success-status-added]');
    expect(dangling.exitCode).toBe(0);
  });

  it('names an unknown --base ref with a hint, and a missing argument', async () => {
    const unknown = await hubgen(['diff', '--base', 'origin/nowhere', '--root', pairs], { cwd: pairs });
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('error --base origin/nowhere: no such commit, branch or tag in this repository');
    expect(unknown.stderr).toContain('hint: Name a commit, a branch or a tag');
    const alone = await hubgen(['diff', 'v1.yaml'], { cwd: files });
    expect(alone.exitCode).toBe(1);
    expect(alone.stderr).toContain('name two documents (hubgen diff <old> <new>)');
  });
});
