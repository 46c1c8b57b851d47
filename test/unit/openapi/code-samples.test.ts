// Generated samples over small documents: each security kind puts its credentials where the scheme
// says, each request media type sends its body as that type, and the values come from the
// document's examples. The expected lines are the ones a reader copies, written out by hand.
import { describe, expect, it } from 'vitest';
import { codeSamples } from '../../../cli/openapi/samples/code-samples.ts';
import { loadFiles } from './fixtures.ts';

type Json = Record<string, unknown>;

const OK = { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } };

/** The samples of the document's one operation, by label. */
async function samplesOf({ operation, schemes = {}, security, path = '/things', method = 'get', schemas = {} }: {
  operation: Json;
  schemes?: Json;
  security?: unknown[];
  path?: string;
  method?: string;
  schemas?: Json;
}): Promise<Record<string, string>> {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    servers: [{ url: 'https://api.example.com/v1' }],
    ...(security ? { security } : {}),
    paths: { [path]: { [method]: { operationId: 'op', responses: OK, ...operation } } },
    components: { securitySchemes: schemes, schemas },
  };
  const loaded = await loadFiles({ 'api.yaml': JSON.stringify(document) });
  // The marketplace's house rules (tags, summaries, 401/429, security) are style, not validity.
  const STYLE = /^(operation-|responses-|security-defined|no-unused-components)/;
  expect(loaded.diagnostics.filter((d) => d.severity === 'error' && !STYLE.test(d.rule)).map((d) => `${d.rule}: ${d.message}`)).toEqual([]);
  const doc = loaded.document!;
  return Object.fromEntries(codeSamples(doc, doc.operations[0]).map((s) => [s.label, s.source]));
}

describe('generated samples: security', () => {
  it('sends no credentials for `security: []`, even when the document requires some', async () => {
    const samples = await samplesOf({ operation: { security: [] }, schemes: { bearer: { type: 'http', scheme: 'bearer' } }, security: [{ bearer: [] }] });
    expect(samples['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things'`);
    expect(samples['Node.js']).toBe(
      [`const response = await fetch('https://api.example.com/v1/things', {`, `  method: 'GET',`, `});`, `console.log(response.status, await response.json());`].join('\n'),
    );
  });

  it('sends HTTP basic as user:password placeholders, or as the scheme\'s x-default', async () => {
    const plain = await samplesOf({ schemes: { basic: { type: 'http', scheme: 'basic' } }, security: [{ basic: [] }], operation: {} });
    expect(plain['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things' \\\n  -u '{username}:{password}'`);
    expect(plain['Node.js']).toContain(`    Authorization: 'Basic ' + Buffer.from('{username}:{password}').toString('base64'),`);
    expect(plain['JavaScript']).toContain(`    Authorization: 'Basic ' + btoa('{username}:{password}'),`);
    const key = await samplesOf({ schemes: { basic: { type: 'http', scheme: 'basic', 'x-default': '{key}:{key}' } }, security: [{ basic: [] }], operation: {} });
    expect(key['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things' \\\n  -u '{key}:{key}'`);
  });

  it('sends a bearer token, and OAuth2 and OpenID Connect access tokens as bearer tokens', async () => {
    const bearer = await samplesOf({ schemes: { token: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, security: [{ token: [] }], operation: {} });
    expect(bearer['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things' \\\n  -H 'Authorization: Bearer {token}'`);
    expect(bearer['JavaScript']).toContain(`    Authorization: 'Bearer {token}',`);
    const flows = { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { read: 'Read things' } } };
    const oauth = await samplesOf({ schemes: { oauth: { type: 'oauth2', flows } }, operation: { security: [{ oauth: ['read'] }] } });
    expect(oauth['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things' \\\n  -H 'Authorization: Bearer {access_token}'`);
    const oidc = await samplesOf({ schemes: { oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration' } }, security: [{ oidc: [] }], operation: {} });
    expect(oidc['Node.js']).toContain(`    Authorization: 'Bearer {access_token}',`);
  });

  it('puts an API key in its header, query parameter or cookie, its placeholder named after its scheme', async () => {
    const header = await samplesOf({ schemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' } }, security: [{ ApiKeyAuth: [] }], operation: {} });
    expect(header['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things' \\\n  -H 'X-API-Key: {ApiKeyAuth}'`);
    expect(header['Node.js']).toContain(`    'X-API-Key': '{ApiKeyAuth}',`);
    const query = await samplesOf({ schemes: { api_key: { type: 'apiKey', in: 'query', name: 'api_key' } }, security: [{ api_key: [] }], operation: {} });
    // -g: curl would read the placeholder's braces as a glob.
    expect(query['curl']).toBe(`curl -g -X GET 'https://api.example.com/v1/things?api_key={api_key}'`);
    expect(query['JavaScript']).toContain(`fetch('https://api.example.com/v1/things?api_key={api_key}', {`);
    const cookie = await samplesOf({ schemes: { 'session key': { type: 'apiKey', in: 'cookie', name: 'session' } }, security: [{ 'session key': [] }], operation: {} });
    expect(cookie['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things' \\\n  -b 'session={session_key}'`);
    expect(cookie['Node.js']).toContain(`    Cookie: 'session={session_key}',`);
    // A page cannot set a Cookie header: the browser sends the cookie it holds.
    expect(cookie['JavaScript']).toContain(`  credentials: 'include',`);
    expect(cookie['JavaScript']).not.toContain('Cookie:');
  });

  it("uses the operation's own security over the document's, and every scheme of its first requirement", async () => {
    const schemes = { basic: { type: 'http', scheme: 'basic' }, tenant: { type: 'apiKey', in: 'header', name: 'X-Tenant' }, token: { type: 'http', scheme: 'bearer' } };
    const samples = await samplesOf({ schemes, security: [{ basic: [] }], operation: { security: [{ token: [], tenant: [] }, { basic: [] }] } });
    expect(samples['curl']).toBe(`curl -X GET 'https://api.example.com/v1/things' \\\n  -H 'Authorization: Bearer {token}' \\\n  -H 'X-Tenant: {tenant}'`);
  });
});

describe('generated samples: request bodies and parameters', () => {
  const post = (content: Json) => ({ requestBody: { required: true, content } });

  it('sends JSON from the media type example, else its first named example', async () => {
    const example = await samplesOf({ method: 'post', operation: post({ 'application/json': { schema: { type: 'object' }, example: { name: "Mary's mug", price: 12 } } }) });
    expect(example['curl']).toBe(
      [`curl -X POST 'https://api.example.com/v1/things'`, `  -H 'Content-Type: application/json'`, `  --data '{\n  "name": "Mary'\\''s mug",\n  "price": 12\n}'`].join(' \\\n'),
    );
    expect(example['Node.js']).toContain(`  body: JSON.stringify({\n    "name": "Mary's mug",\n    "price": 12\n  }),`);
    const named = await samplesOf({
      method: 'post',
      operation: post({ 'application/json': { schema: { type: 'object' }, examples: { first: { value: { name: 'Teapot' } }, second: { value: { name: 'Cup' } } } } }),
    });
    expect(named['curl']).toContain(`  --data '{\n  "name": "Teapot"\n}'`);
  });

  it('builds a JSON body from schema and property examples when the media type has none, leaving out readOnly fields', async () => {
    const schemas = {
      Thing: {
        type: 'object',
        required: ['name', 'size', 'id'],
        properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', example: 'Gear' }, size: { type: 'integer', minimum: 3 }, note: { type: 'string' } },
      },
    };
    const samples = await samplesOf({ method: 'post', schemas, operation: post({ 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } }) });
    expect(samples['curl']).toContain(`  --data '{\n  "name": "Gear",\n  "size": 3\n}'`);
  });

  it('sends a form-urlencoded body field by field: arrays repeat the name, objects use brackets', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, metadata: { type: 'object' } } };
    const samples = await samplesOf({
      method: 'post',
      schemes: { token: { type: 'http', scheme: 'bearer' } },
      security: [{ token: [] }],
      operation: post({ 'application/x-www-form-urlencoded': { schema, example: { name: 'Gear & co', tags: ['a', 'b'], metadata: { order_id: '6735' } } } }),
    });
    expect(samples['curl']).toBe(
      [
        `curl -X POST 'https://api.example.com/v1/things'`,
        `  -H 'Authorization: Bearer {token}'`,
        `  --data-urlencode 'name=Gear & co'`,
        `  --data-urlencode 'tags=a'`,
        `  --data-urlencode 'tags=b'`,
        `  --data-urlencode 'metadata[order_id]=6735'`,
      ].join(' \\\n'),
    );
    expect(samples['Node.js']).toContain(
      [`  body: new URLSearchParams([`, `    ['name', 'Gear & co'],`, `    ['tags', 'a'],`, `    ['tags', 'b'],`, `    ['metadata[order_id]', '6735'],`, `  ]),`].join('\n'),
    );
    expect(samples['Node.js']).not.toContain('Content-Type');
    const single = await samplesOf({ method: 'post', operation: post({ 'application/x-www-form-urlencoded': { schema, example: { name: 'Gear' } } }) });
    expect(single['JavaScript']).toContain(`  body: new URLSearchParams({\n    name: 'Gear',\n  }),`);
  });

  it('sends multipart/form-data with a file field for a binary property', async () => {
    const schema = { type: 'object', required: ['file', 'title'], properties: { file: { type: 'string', format: 'binary' }, title: { type: 'string', example: 'Cover' } } };
    const samples = await samplesOf({ method: 'post', operation: post({ 'multipart/form-data': { schema } }) });
    expect(samples['curl']).toBe([`curl -X POST 'https://api.example.com/v1/things'`, `  -F 'file=@{file}'`, `  -F 'title=Cover'`].join(' \\\n'));
    expect(samples['Node.js']).toBe(
      [
        `import { openAsBlob } from 'node:fs';`,
        `import { basename } from 'node:path';`,
        ``,
        `const form = new FormData();`,
        `form.append('file', await openAsBlob('{file}'), basename('{file}'));`,
        `form.append('title', 'Cover');`,
        `const response = await fetch('https://api.example.com/v1/things', {`,
        `  method: 'POST',`,
        `  body: form,`,
        `});`,
        `console.log(response.status, await response.json());`,
      ].join('\n'),
    );
    expect(samples['JavaScript']).toContain(`form.append('file', document.querySelector('input[type=file]').files[0]);`);
  });

  it('sends any other media type as it is', async () => {
    const samples = await samplesOf({ method: 'post', operation: post({ 'text/plain': { schema: { type: 'string' }, example: 'hello' } }) });
    expect(samples['curl']).toBe([`curl -X POST 'https://api.example.com/v1/things'`, `  -H 'Content-Type: text/plain'`, `  --data-binary 'hello'`].join(' \\\n'));
  });

  it('fills path and query parameters from their examples; optional query parameters without one stay out', async () => {
    const parameters = [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 1042 },
      { name: 'status', in: 'query', schema: { type: 'string', enum: ['draft', 'published'] }, example: 'published' },
      { name: 'fields', in: 'query', required: true, schema: { type: 'array', items: { type: 'string' } }, examples: { two: { value: ['id', 'title'] } } },
      { name: 'page', in: 'query', schema: { type: 'integer' } },
      { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
    ];
    const samples = await samplesOf({ path: '/things/{id}', operation: { parameters } });
    expect(samples['curl']).toBe(
      `curl -X GET 'https://api.example.com/v1/things/1042?status=published&fields=id&fields=title' \\\n  -H 'X-Request-Id: 3fa85f64-5717-4562-b3fc-2c963f66afa6'`,
    );
  });
});
