import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiOperation } from '../../../cli/openapi/document/types.ts';
import { FIXTURES, loadFiles, loadFixture } from './fixtures.ts';

describe('the API model', async () => {
  const result = await loadFixture('valid');
  const api = result.document!;

  it('is built from a valid document without diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(api).toMatchObject({
      file: path.join(FIXTURES, 'valid', 'api.yaml'),
      openapi: '3.1.0',
      title: 'Marketplace Admin API',
      version: '1.0.0',
      description: 'Manage **listings** of the marketplace.',
      security: [{ apiKey: [] }],
    });
  });

  it('has servers, security schemes and tags (declared first, then used-only)', () => {
    expect(api.servers).toEqual([
      {
        url: 'https://{store}.example.com/api',
        description: 'Your store',
        variables: { store: { default: 'demo', description: "The store's subdomain" } },
      },
    ]);
    expect(api.securitySchemes).toEqual({ apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your API key.' } });
    expect(api.tags).toEqual([
      { name: 'Listings', description: 'Products offered by vendors.', operationIds: ['getListing', 'updateListing'] },
      { name: 'Vendors', description: '', operationIds: ['updateListing'] },
    ]);
  });

  it('merges path-level parameters and inlines $ref parameters and responses', () => {
    const get = api.operations[0]!;
    const expected: ApiOperation = {
      operationId: 'getListing',
      anchorId: 'getListing',
      method: 'get',
      path: '/listings/{id}',
      summary: 'Get a listing',
      description: 'Returns one listing.',
      tags: ['Listings'],
      deprecated: false,
      security: [{ apiKey: [] }],
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          deprecated: false,
          description: "The listing's id.",
          schema: { kind: 'schema', type: 'integer', minimum: 1 },
        },
        {
          name: 'expand',
          in: 'query',
          required: false,
          deprecated: false,
          description: 'Related objects to include.',
          schema: { kind: 'schema', type: 'string', enum: ['vendor', 'images'] },
          example: 'vendor',
        },
      ],
      responses: [
        {
          status: '200',
          description: 'The listing.',
          contentType: 'application/json',
          schema: { kind: 'ref', ref: 'Listing' },
          example: { id: 42, title: 'Oak table', price: 120.5 },
        },
        {
          status: '401',
          description: 'Wrong credentials.',
          contentType: 'application/json',
          schema: { kind: 'ref', ref: 'Error' },
          example: { message: 'Unauthorized' },
          examples: { badKey: { message: 'Unauthorized' } },
        },
        { status: '429', description: 'Rate limit exceeded.' },
      ],
      codeSamples: [],
      callbacks: [],
    };
    expect(get).toEqual(expected);
  });

  it('has the request body, with a schema from another file, and code samples', () => {
    const patch = api.operations[1]!;
    expect(patch.operationId).toBe('updateListing');
    expect(patch.parameters.map((p) => p.name)).toEqual(['id']);
    expect(patch.requestBody).toEqual({
      required: true,
      description: 'The fields to change.',
      contentType: 'application/json',
      schema: { kind: 'ref', ref: 'ListingUpdate' },
      example: { title: 'Walnut table' },
    });
    expect(patch.codeSamples).toEqual([
      { lang: 'curl', label: 'cURL', source: 'curl -X PATCH https://demo.example.com/api/listings/42' },
    ]);
  });

  it('keeps component schemas by name, recursive ones as references', () => {
    expect(Object.keys(api.schemas)).toEqual(['Listing', 'Error', 'ListingUpdate']);
    expect(api.schemas['Listing']).toEqual({
      kind: 'schema',
      type: 'object',
      properties: [
        { name: 'id', required: true, schema: { kind: 'schema', type: 'integer', readOnly: true } },
        { name: 'title', required: true, schema: { kind: 'schema', type: 'string', maxLength: 200 } },
        { name: 'price', required: false, schema: { kind: 'schema', type: ['number', 'null'], nullable: true } },
        {
          name: 'related',
          required: false,
          schema: { kind: 'schema', type: 'array', items: { kind: 'ref', ref: 'Listing' } },
        },
      ],
    });
    expect(api.schemas['ListingUpdate']).toMatchObject({ additionalProperties: false });
  });
});

describe('operations without an operationId', () => {
  it('get a stable id from method and path, unique in the document', async () => {
    const result = await loadFiles({
      'api.yaml': `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /pets/{petId}:
    parameters: [{name: petId, in: path, required: true, schema: {type: string}}]
    get:
      responses: {'200': {description: ok}}
    delete:
      operationId: get/pets/:petId
      responses: {'200': {description: ok}}
  /pets/{petId}/photo files:
    parameters: [{name: petId, in: path, required: true, schema: {type: string}}]
    put:
      responses: {'200': {description: ok}}
  /pets:
    post:
      operationId: find pet by id
      responses: {'200': {description: ok}}
`,
    });
    expect(result.diagnostics).toEqual([]);
    // The declared "get/pets/:petId" keeps its id; the derived one steps aside.
    expect(result.document!.operations.map((op) => [op.operationId, op.anchorId])).toEqual([
      ['get/pets/:petId-2', 'get/pets/:petId-2'],
      ['get/pets/:petId', 'get/pets/:petId'],
      ['put/pets/:petId/photo%20files', 'put/pets/:petId/photo%20files'],
      ['find pet by id', 'find%20pet%20by%20id'],
    ]);
  });
});

describe('an operation listed under several tags', () => {
  it('shows under each tag, at its own anchor under the first and at the tag\'s under the others: no id repeats', async () => {
    const { buildReferenceView } = await import('../../../cli/openapi/view/reference-view.ts');
    const result = await loadFiles({
      'api.yaml': `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /embeddings:
    post:
      operationId: createEmbedding
      tags: [Inference, Embeddings]
      responses: {'200': {description: ok}}
`,
    });
    const { view, anchors } = buildReferenceView({ id: 'api', doc: result.document!, downloadUrl: '/api.yaml' });
    expect(view.tags.map((tag) => [tag.name, tag.operations.map((op) => op.anchor)])).toEqual([
      ['Inference', ['operation/createEmbedding']],
      ['Embeddings', ['tag/Embeddings/operation/createEmbedding']],
    ]);
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});
