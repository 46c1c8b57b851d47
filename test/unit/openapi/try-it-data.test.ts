// The request console's data (cli/openapi/view/try-it-data.ts) and what the console makes of it on the
// page (templates/api-reference/try-it/): schemas as JSON Schema the browser validates with, the
// request built from the fields, and the curl shown with its secret masked.
import { describe, expect, it } from 'vitest';
import { tryItData, tryItFile } from '../../../cli/openapi/view/try-it-data.ts';
import { tryItKey, type TryItScheme } from '../../../templates/api-reference/try-it/types.ts';
import { buildRequest } from '../../../templates/api-reference/try-it/build-request.ts';
import { holdsSecrets, MASK, maskedCredentials, showMasked } from '../../../templates/api-reference/try-it/mask-secrets.ts';
import { SAMPLE_WRITERS } from '../../../shared/sample-code/writers.ts';
import { checkJsonBody, checkParameter, validateValue } from '../../../templates/api-reference/try-it/validate.ts';
import { loadFiles } from './fixtures.ts';

const document = `openapi: 3.0.3
info: {title: t, version: '1'}
servers: [{url: 'https://{region}.api.example.com/v2', variables: {region: {default: eu, enum: [eu, us]}}}]
components:
  securitySchemes:
    basic: {type: http, scheme: basic, x-default: 'key:key'}
    cookieKey: {type: apiKey, in: cookie, name: sid}
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id: {type: integer, readOnly: true}
        name: {type: string, minLength: 1}
        tag: {type: string, nullable: true}
        parent: {$ref: '#/components/schemas/Pet'}
    Account:
      type: object
      required: [id, email, password]
      properties:
        id: {type: integer, readOnly: true}
        email: {type: string}
        password: {type: string, writeOnly: true}
paths:
  /accounts:
    post:
      operationId: createAccount
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/Account'}}}
      responses:
        '201':
          description: created
          content:
            application/json: {schema: {$ref: '#/components/schemas/Account'}}
            application/xml: {schema: {type: object}}
        default: {description: error}
  /pets/{id}:
    put:
      operationId: putPet
      security: [{basic: []}, {cookieKey: []}]
      parameters:
        - {name: id, in: path, required: true, schema: {type: integer, minimum: 1}, example: 7}
        - {name: tags, in: query, schema: {type: array, items: {type: string}}, example: [a, b]}
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}, example: {name: Rex}}}
      responses:
        '200': {description: ok}
        4XX: {description: refused}
`;

async function data() {
  const result = await loadFiles({ 'api.yaml': document });
  return tryItData(result.document!);
}

describe('the console data', () => {
  it("names the languages the console writes its request in: the API's sample languages, else all nine", async () => {
    const result = await loadFiles({ 'api.yaml': document });
    expect(tryItData(result.document!, { sampleLanguages: ['go', 'curl'] }).sampleLanguages).toEqual(['go', 'curl']);
    expect(tryItData(result.document!).sampleLanguages).toEqual(['curl', 'python', 'javascript', 'node', 'go', 'java', 'csharp', 'php', 'ruby']);
  });

  it('holds each operation by method and path, with examples, schemes and statuses', async () => {
    const built = await data();
    const op = built.operations[tryItKey('put', '/pets/{id}')]!;
    expect(op.parameters.map((p) => [p.name, p.in, p.required, p.example])).toEqual([
      ['id', 'path', true, '7'],
      ['tags', 'query', false, 'a,b'],
    ]);
    expect(op.body).toMatchObject({ contentType: 'application/json', required: true, example: { name: 'Rex' }, schema: { $ref: '#/$defs/Pet' } });
    expect(op.security).toEqual([['basic'], ['cookieKey']]);
    expect(op.responses).toEqual([
      { status: '200', contentTypes: [] },
      { status: '4XX', contentTypes: [] },
    ]);
    expect(built.operations['POST /accounts']!.responses).toEqual([
      { status: '201', contentTypes: ['application/json', 'application/xml'], schema: { $ref: '#/$defs/Account' } },
      { status: 'default', contentTypes: [] },
    ]);
    expect(built.schemes).toEqual({ basic: { kind: 'basic', default: 'key:key' }, cookieKey: { kind: 'apiKey', in: 'cookie', name: 'sid' } });
    expect(built.servers).toEqual([{ url: 'https://{region}.api.example.com/v2', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }] }]);
  });

  it('turns schemas into JSON Schema: nullable allows null, read-only and write-only kept beside required', async () => {
    const built = await data();
    expect(built.schemas.Pet).toEqual({
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', minLength: 1 }, tag: { type: ['string', 'null'] }, parent: { $ref: '#/$defs/Pet' } },
    });
  });

  it('requires a read-only property only of a reply, and a write-only one only of a request', async () => {
    const built = await data();
    const schema = { $ref: '#/$defs/Account' };
    const missing = (value: unknown, direction: 'request' | 'response') => validateValue(value, schema, built.schemas, direction).map((p) => p.message);
    expect(missing({ email: 'a@example.com', password: 'pw' }, 'request')).toEqual([]);
    expect(missing({ email: 'a@example.com' }, 'request')).toEqual([expect.stringMatching(/password/)]);
    expect(missing({ id: 1, email: 'a@example.com' }, 'response')).toEqual([]);
    expect(missing({ email: 'a@example.com', password: 'pw' }, 'response')).toEqual([expect.stringMatching(/"id"/)]);
  });

  it('is a file named by its content', async () => {
    const result = await loadFiles({ 'api.yaml': document });
    const file = tryItFile(result.document!);
    expect(file.url).toMatch(/^\/assets\/api-try-it\/[0-9a-f]{16}\.json$/);
    expect(JSON.parse(file.json)).toEqual(await data());
  });
});

describe('the console on the page', () => {
  it('checks a JSON body against its schema through references, with the pointer of each problem', async () => {
    const built = await data();
    const schema = built.operations['PUT /pets/{id}']!.body!.schema;
    expect(checkJsonBody('{"name": "Rex", "tag": null}', schema, built.schemas)).toEqual([]);
    expect(checkJsonBody('{"name": "Rex", "parent": {"name": ""}}', schema, built.schemas)).toEqual([{ pointer: '/parent/name', message: expect.stringMatching(/too short/) }]);
    expect(checkJsonBody('{"name": ', schema, built.schemas)[0]!.message).toMatch(/^Not valid JSON/);
  });

  it('checks a parameter as its type reads it', async () => {
    const built = await data();
    const [id] = built.operations['PUT /pets/{id}']!.parameters;
    expect(checkParameter(id!, '3', built.schemas)).toBeUndefined();
    expect(checkParameter(id!, '0', built.schemas)).toMatch(/0/);
    expect(checkParameter(id!, 'x', built.schemas)).toMatch(/integer/);
    expect(checkParameter(id!, '', built.schemas)).toBe('Required.');
  });

  it('builds the request, and the same request in the samples\' model, every language masking the secret until revealed', async () => {
    const built = await data();
    const op = built.operations['PUT /pets/{id}']!;
    const input = {
      serverUrl: 'https://us.api.example.com/v2',
      op,
      parameters: { 'path:id': '7', 'query:tags': 'a, b' },
      schemes: [['basic', built.schemes.basic!]] as [string, TryItScheme][],
      credentials: { basic: { user: 'me', secret: 'hunter"2\\' } },
      body: { kind: 'json' as const, contentType: 'application/json', text: '{"name":"Rex"}' },
    };
    const request = buildRequest(input);
    expect(request.url).toBe('https://us.api.example.com/v2/pets/7?tags=a&tags=b');
    expect(request.headers).toEqual([
      ['Authorization', `Basic ${Buffer.from('me:hunter"2\\').toString('base64')}`],
      ['Content-Type', 'application/json'],
    ]);
    expect(request.sample).toEqual({
      method: 'PUT',
      url: 'https://us.api.example.com/v2/pets/7?tags=a&tags=b',
      credentials: { basic: 'me:hunter"2\\', headers: [], query: [], cookies: [] },
      headers: [],
      cookies: [],
      body: { kind: 'json', contentType: 'application/json', value: { name: 'Rex' } },
      reply: 'none',
    });
    // Masked by building the request again from masked credentials: a secret is hidden however a language escapes it.
    const masked = buildRequest({ ...input, credentials: maskedCredentials(input.credentials) });
    for (const [language, writer] of Object.entries(SAMPLE_WRITERS)) {
      const shown = showMasked(writer.write(masked.sample));
      expect(shown, language).not.toMatch(/hunter|\bme:|HubgenMasked/);
      expect(shown, language).toContain(MASK);
      expect(writer.write(request.sample), language).toMatch(/hunter/);
    }
    expect(holdsSecrets(input.credentials, ['basic'])).toBe(true);
    expect(holdsSecrets({ basic: { user: '', secret: '' } }, ['basic'])).toBe(false);
  });
});

describe("the console's origins in connect-src", () => {
  it('lists each absolute server origin, variables at their default or each allowed value, for consoles that are on', async () => {
    const { consoleOrigins } = await import('../../../cli/write/connect-origins.ts');
    const view = (servers: unknown, tryItUrl?: string) => ({ servers, ...(tryItUrl ? { tryItUrl } : {}) }) as never;
    const servers = [
      { url: 'https://{region}.api.example.com/v2', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }] },
      { url: 'https://{store}/api', variables: [{ name: 'store', default: 'shop.example.com' }] },
      { url: '/relative', variables: [] },
      { url: 'http://localhost:8080', variables: [] },
    ];
    expect(consoleOrigins([view(servers, '/assets/api-try-it/x.json')])).toEqual(['http://localhost:8080', 'https://eu.api.example.com', 'https://shop.example.com', 'https://us.api.example.com']);
    expect(consoleOrigins([view(servers)])).toEqual([]);
  });
});

describe('signing in: the OAuth 2 and OpenID Connect data', () => {
  const oauthDocument = `openapi: 3.1.0
info: {title: t, version: '1'}
servers: [{url: 'https://api.example.com/v1'}]
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        implicit: {authorizationUrl: 'https://auth.example.com/implicit', scopes: {old: Old}}
        authorizationCode: {authorizationUrl: 'https://auth.example.com/authorize', tokenUrl: 'https://auth.example.com/token', refreshUrl: 'https://refresh.example.com/token', scopes: {read: Read, write: Write}}
        clientCredentials: {tokenUrl: /oauth/token, scopes: {admin: Admin}}
    oidc: {type: openIdConnect, openIdConnectUrl: 'https://id.example.com/.well-known/openid-configuration'}
    onlyImplicit:
      type: oauth2
      flows: {implicit: {authorizationUrl: 'https://auth.example.com/implicit', scopes: {}}}
paths:
  /files:
    get:
      security: [{oauth: [read]}, {oidc: [openid, profile]}]
      responses: {'200': {description: ok}}
`;

  it('keeps the flows the console runs, every scope, the config client id, and the scopes each requirement names', async () => {
    const result = await loadFiles({ 'api.yaml': oauthDocument });
    const built = tryItData(result.document!, { oauthClientId: 'docs-console' });
    expect(built.schemes.oauth).toEqual({
      kind: 'bearer',
      oauth: {
        authorizationCode: { authorizationUrl: 'https://auth.example.com/authorize', tokenUrl: 'https://auth.example.com/token', refreshUrl: 'https://refresh.example.com/token' },
        clientCredentials: { tokenUrl: '/oauth/token' },
        scopes: { old: 'Old', read: 'Read', write: 'Write', admin: 'Admin' },
        clientId: 'docs-console',
      },
    });
    expect(built.schemes.oidc).toEqual({ kind: 'bearer', oauth: { openIdConnectUrl: 'https://id.example.com/.well-known/openid-configuration', scopes: {}, clientId: 'docs-console' } });
    // Implicit only: nothing the console runs, so the reader pastes a token.
    expect(built.schemes.onlyImplicit).toEqual({ kind: 'bearer' });
    expect(built.operations[tryItKey('get', '/files')]!.scopes).toEqual([{ oauth: ['read'] }, { oidc: ['openid', 'profile'] }]);
    const file = tryItFile(result.document!);
    expect(file.callback).toBe(true);
    expect(file.authUrls).toEqual(['/oauth/token', 'https://auth.example.com/token', 'https://id.example.com/.well-known/openid-configuration', 'https://refresh.example.com/token']);
  });

  it("adds the authorization servers' origins to connect-src: an absolute or protocol-relative URL's, not a relative one's (its API's server)", async () => {
    const { consolePolicy } = await import('../../../cli/write/connect-origins.ts');
    const view = { servers: [{ url: 'https://api.example.com/v1', variables: [] }], tryItUrl: '/assets/api-try-it/x.json' } as never;
    expect(consolePolicy([view], ['/oauth/token', 'https://auth.example.com/token', '//id.example.com/.well-known/openid-configuration', 'https://auth.example.com/refresh'])).toEqual({
      connectOrigins: ['https://api.example.com', 'https://auth.example.com', 'https://id.example.com'],
    });
  });
});

describe('parameters serialised as OpenAPI says (style, explode)', async () => {
  const { parameterValue, queryPairs, pathSegment, headerValue } = await import('../../../templates/api-reference/try-it/serialize-parameter.ts');
  const array: Record<string, unknown> = { type: 'array', items: { type: 'string' } };
  const object: Record<string, unknown> = { type: 'object' };
  const query = (style: string | undefined, explode: boolean | undefined, schema: Record<string, unknown>, text: string) => {
    const p = { name: 'p', in: 'query' as const, required: false, schema, ...(style ? { style } : {}), ...(explode === undefined ? {} : { explode }) };
    return queryPairs(p, parameterValue(p, text));
  };
  const path = (style: string | undefined, explode: boolean | undefined, schema: Record<string, unknown>, text: string) => {
    const p = { name: 'p', in: 'path' as const, required: true, schema, ...(style ? { style } : {}), ...(explode === undefined ? {} : { explode }) };
    return pathSegment(p, parameterValue(p, text));
  };

  it('in a query: form exploded by default, or not; space and pipe delimited; deepObject', () => {
    expect(query(undefined, undefined, array, 'a, b')).toEqual([['p', 'a'], ['p', 'b']]);
    expect(query('form', false, array, '["a","b"]')).toEqual([['p', 'a,b']]);
    expect(query('spaceDelimited', false, array, 'a,b')).toEqual([['p', 'a b']]);
    expect(query('pipeDelimited', false, array, 'a,b')).toEqual([['p', 'a|b']]);
    expect(query(undefined, undefined, object, '{"x":1,"y":"z"}')).toEqual([['x', '1'], ['y', 'z']]);
    expect(query('form', false, object, '{"x":1,"y":"z"}')).toEqual([['p', 'x,1,y,z']]);
    expect(query('deepObject', true, object, '{"x":1,"y":"z"}')).toEqual([['p[x]', '1'], ['p[y]', 'z']]);
    expect(query(undefined, undefined, { type: 'string' }, 'a, b')).toEqual([['p', 'a, b']]);
  });

  it('in a path: simple, label and matrix, each value percent-encoded; in a header: simple', () => {
    expect(path(undefined, undefined, array, 'a,b c')).toBe('a,b%20c');
    expect(path(undefined, true, object, '{"x":1,"y":2}')).toBe('x=1,y=2');
    expect(path('label', false, array, 'a,b')).toBe('.a,b');
    expect(path('label', true, array, 'a,b')).toBe('.a.b');
    expect(path('matrix', false, array, 'a,b')).toBe(';p=a,b');
    expect(path('matrix', true, array, 'a,b')).toBe(';p=a;p=b');
    expect(path('matrix', true, object, '{"x":1}')).toBe(';x=1');
    const header = { name: 'H', in: 'header' as const, required: false, schema: array };
    expect(headerValue(header, parameterValue(header, 'a, b'))).toBe('a,b');
  });
});
