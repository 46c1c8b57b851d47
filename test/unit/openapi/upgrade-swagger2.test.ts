// Swagger 2.0 documents are checked as written, upgraded to OpenAPI 3.0 in memory and then loaded
// like any other (cli/openapi/swagger2/upgrade-swagger2.ts): what the upgrade makes of each 2.0 construct,
// and that every problem, found before or after the upgrade, is placed in the 2.0 file that has it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkApi, loadApi, type ApiDiagnostic, type ApiSchemaNode } from '../../../cli/openapi/load-api.ts';
import { apiLintConfig } from '../../../cli/config/lint-rules.ts';
import type { ApiSources } from '../../../cli/openapi/document/resolve-refs.ts';
import { modelOf } from '../../../cli/openapi/model/build-model.ts';
import { jsonSources, receiveSources, shareSources } from '../../../cli/openapi/shared-sources.ts';
import { FIXTURES as ROOT_FIXTURES } from '../../helpers/cli.ts';
import { loadFiles } from './fixtures.ts';

const SWAGGER2 = path.join(ROOT_FIXTURES, 'swagger2');

/** The upgraded document of a fixture, with its diagnostics. */
async function upgraded(file: string, root = SWAGGER2) {
  let sources: ApiSources | undefined;
  const checked = await checkApi({ file: path.join(SWAGGER2, file), root, whenResolved: (s) => (sources = s) });
  return { document: sources?.main.value as any, sources, diagnostics: checked.diagnostics };
}

/** `file:line:column severity [rule] message`, the file relative to the fixtures. */
function located(diagnostics: ApiDiagnostic[], root: string): string[] {
  return diagnostics.map((d) => `${path.relative(root, d.file)}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`);
}

describe('a Swagger 2.0 document upgraded to OpenAPI 3.0', () => {
  it('keeps the classic petstore whole: servers, components, request bodies, forms, security', async () => {
    const { document, diagnostics } = await upgraded('petstore.json');
    expect(diagnostics).toEqual([]);
    expect(document.openapi).toBe('3.0.3');
    expect(document.swagger).toBeUndefined();
    expect(document.servers).toEqual([{ url: 'https://petstore.swagger.io/v2' }, { url: 'http://petstore.swagger.io/v2' }]);
    expect(Object.keys(document.components.schemas)).toEqual(['Category', 'Order', 'Tag', 'Pet']);
    // #/definitions/.. refs now lead to components, x-nullable is 3.0's nullable.
    expect(document.components.schemas.Pet.properties.category).toEqual({ $ref: '#/components/schemas/Category' });
    expect(document.components.schemas.Pet.properties.status.nullable).toBe(true);
    const addPet = document.paths['/pet'].post;
    expect(addPet.parameters).toBeUndefined();
    expect(addPet.requestBody).toMatchObject({
      description: 'Pet object that needs to be added to the store',
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } }, 'application/xml': { schema: { $ref: '#/components/schemas/Pet' } } },
    });
    const form = document.paths['/pet/{petId}'].post.requestBody.content;
    expect(Object.keys(form)).toEqual(['application/x-www-form-urlencoded']);
    expect(form['application/x-www-form-urlencoded'].schema.properties.name).toEqual({ description: 'Updated name of the pet', type: 'string' });
    // collectionFormat: multi is one name=value per item.
    expect(document.paths['/pet/findByStatus'].get.parameters[0]).toMatchObject({ in: 'query', style: 'form', explode: true, schema: { type: 'array' } });
    const getPet = document.paths['/pet/{petId}'].get;
    expect(getPet.parameters[0]).toMatchObject({ name: 'petId', in: 'path', required: true, schema: { type: 'integer', format: 'int64' }, example: 10 });
    expect(getPet.responses['200'].content['application/xml'].schema).toEqual({ $ref: '#/components/schemas/Pet' });
    expect(getPet.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(document.paths['/store/inventory'].get.responses['200'].content['application/json'].example).toEqual({ available: 12, sold: 3 });
    expect(document.components.securitySchemes).toEqual({
      api_key: { type: 'apiKey', name: 'api_key', in: 'header' },
      petstore_auth: {
        type: 'oauth2',
        flows: { implicit: { authorizationUrl: 'https://petstore.swagger.io/oauth/authorize', scopes: { 'read:pets': 'read your pets', 'write:pets': 'modify pets in your account' } } },
      },
    });
  });

  it('sends a form with a file as multipart/form-data, the file a binary string', async () => {
    const { document, diagnostics } = await upgraded('upload.yaml');
    expect(diagnostics).toEqual([]);
    // No host: the API is where the document is served, under basePath.
    expect(document.servers).toEqual([{ url: '/files' }]);
    const operation = document.paths['/uploads'].post;
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { description: 'The file to upload', type: 'string', format: 'binary' },
              note: { description: 'What the file is', type: 'string' },
              labels: { type: 'array', items: { type: 'string' } },
            },
            required: ['file'],
          },
        },
      },
    });
    expect(operation['x-internal-id']).toBe('upload-1');
    expect(operation.responses['201'].headers.Location).toEqual({ description: 'Where the file is kept', schema: { type: 'string' } });
    expect(document.components.securitySchemes.basic).toEqual({ type: 'http', scheme: 'basic' });
  });

  it('makes the definitions of other files components of the one document, and remembers every file it read', async () => {
    const root = path.join(SWAGGER2, 'multi-file');
    const { document, diagnostics, sources } = await upgraded('multi-file/api.yaml', root);
    expect(diagnostics).toEqual([]);
    expect(document.servers).toEqual([{ url: 'https://api.bookshop.example/v1' }]);
    expect(Object.keys(document.components.schemas).sort()).toEqual(['Author', 'Book', 'Error']);
    expect(document.components.schemas.Book.properties.author).toEqual({ $ref: '#/components/schemas/Author' });
    expect(document.paths['/books/{bookId}'].parameters).toEqual([{ $ref: '#/components/parameters/bookId' }]);
    expect(document.components.parameters.bookId).toMatchObject({ in: 'path', required: true, schema: { type: 'string' }, example: 'b-1' });
    // csv in a query: 3.0 must be told not to explode the array.
    expect(document.paths['/books'].get.parameters[1]).toMatchObject({ name: 'tags', style: 'form', explode: false });
    // The cache is keyed by the 2.0 files, also when another thread builds the view.
    const files = ['api.yaml', 'definitions.yaml', 'parameters.yaml'].map((name) => path.join(root, name));
    const loaded = await loadApi({ file: files[0]!, root });
    expect(loaded.files!.map((f) => f.file).sort()).toEqual(files);
    const received = modelOf(receiveSources(structuredClone(shareSources(sources!))));
    expect(received.files).toEqual(loaded.files);
    expect(received.document).toEqual(loaded.document);
  });

  it('makes a valid 3.0 document of the less common 2.0 constructs', async () => {
    const result = await loadFiles({
      'api.yaml': `swagger: '2.0'
info: {title: T, version: '1'}
host: api.example.com
basePath: /
consumes: [application/json]
produces: [application/json]
parameters:
  Body: {name: pet, in: body, required: true, schema: {$ref: '#/definitions/Pet'}}
  Token: {name: token, in: formData, type: string, required: true}
  Ids: {name: ids, in: query, type: array, items: {type: integer}, collectionFormat: pipes}
responses:
  Gone: {description: Gone}
securityDefinitions:
  code: {type: oauth2, flow: accessCode, authorizationUrl: 'https://a.example.com/auth', tokenUrl: 'https://a.example.com/token', scopes: {}}
  app: {type: oauth2, flow: application, tokenUrl: 'https://a.example.com/token', scopes: {read: Read}}
paths:
  /pets:
    post:
      parameters: [{$ref: '#/parameters/Body'}, {$ref: '#/parameters/Ids'}]
      responses: {'201': {description: Made}, '410': {$ref: '#/responses/Gone'}}
  /login:
    parameters:
      - {$ref: '#/parameters/Token'}
    post:
      consumes: [application/x-www-form-urlencoded]
      parameters:
        - {name: tags, in: formData, type: array, items: {type: string}}
      responses: {'204': {description: In}}
  /pets/{id}:
    $ref: 'paths/pet.yaml'
definitions:
  Pet:
    type: object
    discriminator: kind
    required: [kind]
    properties:
      kind: {type: string}
      owner: {$ref: 'shared.yaml#/Pet'}
  Cat:
    allOf: [{$ref: '#/definitions/Pet'}, {type: object, properties: {lives: {type: integer}}}]
`,
      'shared.yaml': `Pet: {type: object, properties: {name: {type: string}}}
`,
      'paths/pet.yaml': `get:
  parameters: [{name: id, in: path, required: true, type: string}]
  produces: [application/octet-stream]
  responses:
    '200': {description: The photo, schema: {type: file}}
    '410': {$ref: '../api.yaml#/responses/Gone'}
`,
    });
    expect(result.diagnostics).toEqual([]);
    const operations = Object.fromEntries(result.document!.operations.map((op) => [`${op.method} ${op.path}`, op]));
    expect(Object.keys(operations)).toEqual(['post /pets', 'post /login', 'get /pets/{id}']);
    expect(result.document!.servers.map((s) => s.url)).toEqual(['https://api.example.com']);
    expect(operations['post /pets']!.requestBody).toMatchObject({ required: true, contentType: 'application/json', schema: { kind: 'ref', ref: 'Pet' } });
    // The path item's form field and the operation's are one form.
    expect(operations['post /login']!.requestBody!.schema).toMatchObject({ properties: [{ name: 'token', required: true }, { name: 'tags', required: false }] });
    expect(operations['get /pets/{id}']!.responses[0]).toMatchObject({ contentType: 'application/octet-stream', schema: { type: 'string', format: 'binary' } });
    expect(Object.values(result.document!.securitySchemes).map((scheme) => Object.keys(scheme.flows ?? {}))).toEqual([['authorizationCode'], ['clientCredentials']]);
    // The document's Pet and the other file's Pet are two components.
    expect(Object.keys(result.document!.schemas).sort()).toEqual(['Cat', 'Pet', 'Pet-2']);
  });

  it('is left to the checking thread by the view of a JSON document', async () => {
    expect(await jsonSources(path.join(SWAGGER2, 'petstore.json'), SWAGGER2)).toBeUndefined();
  });
});

describe('problems of a Swagger 2.0 document', () => {
  it('are reported in the 2.0 file as written, once: a $ref to a missing definition, a 2.0 schema violation', async () => {
    const { diagnostics, document } = await upgraded('broken.yaml');
    expect(located(diagnostics, SWAGGER2)).toEqual([
      `broken.yaml:13:11 warning [openapi-schema] paths['/things'].get.parameters[0]: unknown property 'maximun'`,
      `broken.yaml:18:19 warning [ref-missing] $ref "#/definitions/Thing" points to nothing: no "Thing" at #/definitions in broken.yaml`,
    ]);
    // Upgraded all the same: the dangling $ref stays as written, for the reference to show unresolved.
    expect(document.openapi).toBe('3.0.3');
    const strict = await checkApi({ file: path.join(SWAGGER2, 'broken.yaml'), root: SWAGGER2, lint: apiLintConfig({ strict: true }) });
    expect(located(strict.diagnostics, SWAGGER2).map((line) => line.split(' [')[0])).toEqual(['broken.yaml:13:11 error', 'broken.yaml:18:19 error']);
  });

  it("carry draft 4's type lists and null into 3.0's nullable and anyOf, with no finding: they are valid 2.0", async () => {
    const result = await loadFiles({
      'api.yaml': `swagger: '2.0'
info: {title: T, version: '1'}
paths:
  /things:
    get:
      responses:
        '200':
          description: ok
          schema:
            type: object
            properties:
              name: {type: [string, 'null']}
              id: {type: [string, integer]}
              gone: {type: 'null'}
              pair: {type: array, items: [{type: string}, {type: integer}]}
`,
    });
    expect(result.diagnostics).toEqual([]);
    const schema = result.document!.operations[0]!.responses[0]!.schema as ApiSchemaNode;
    const property = (name: string) => schema.properties!.find((p) => p.name === name)!.schema;
    expect(property('name')).toMatchObject({ type: 'string', nullable: true });
    expect(property('id')).toMatchObject({ anyOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(property('gone')).toMatchObject({ nullable: true, enum: [null] });
  });

  it('found once it is upgraded, are placed where the 2.0 part was written, in whichever file', async () => {
    const result = await loadFiles({
      'api.yaml': `swagger: '2.0'
info: {title: T, version: '1'}
paths:
  /pets/{id}:
    parameters:
      - $ref: 'parts.yaml#/id'
    get:
      operationId: getPet
      responses:
        '200':
          description: A pet
          schema:
            $ref: 'parts.yaml#/Pet'
          examples:
            application/json: {name: 7}
`,
      'parts.yaml': `id:
  name: id
  in: path
  required: true
  type: integer
  x-example: seven
Pet:
  type: object
  properties:
    name:
      type: string
`,
    });
    expect(result.diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.severity} [${d.rule}]`)).toEqual([
      'api.yaml:15:38 warning [example-valid]',
      'parts.yaml:6:14 warning [example-valid]',
    ]);
  });

  it('name what is supported when the version is not 2.0', async () => {
    const result = await loadFiles({ 'api.yaml': `swagger: '1.2'\ninfo: {title: T, version: '1'}\npaths: {}\n` });
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} [${d.rule}] ${d.message}`)).toEqual([
      '1:10 [openapi-version] unsupported Swagger version "1.2"; supported versions are Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x',
    ]);
  });
});
