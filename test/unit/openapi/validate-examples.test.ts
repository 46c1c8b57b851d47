import { describe, expect, it } from 'vitest';
import { loadFiles, loadFixture, summary } from './fixtures.ts';

describe('validating examples against their schemas', () => {
  it('reports an example that violates its schema, at the offending value', async () => {
    const result = await loadFixture('example-invalid');
    expect(summary(result)).toEqual([
      '31:24 error [example-valid] example of POST /listings response 201 (application/json) does not match its schema: /price must be number',
    ]);
    // Example errors leave the model usable.
    expect(result.document?.operations[0]?.operationId).toBe('createListing');
  });

  it('accepts valid examples, including ones checked through $refs and recursive schemas', async () => {
    expect((await loadFixture('circular-schema')).diagnostics).toEqual([]);
    expect((await loadFixture('valid')).diagnostics).toEqual([]);
  });

  it('understands OpenAPI 3.0 schemas (boolean exclusiveMinimum, nullable)', async () => {
    const result = await loadFiles({
      'api.yaml': `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /items:
    get:
      parameters:
        - name: price
          in: query
          schema: {type: number, minimum: 0, exclusiveMinimum: true}
          example: 0
        - name: note
          in: query
          schema: {type: string, nullable: true}
          example: null
      responses:
        '200': {description: OK}
`,
    });
    expect(result.diagnostics.filter((d) => d.rule === 'example-valid').map((d) => `${d.line}:${d.column} ${d.message}`))
      .toEqual(['10:20 example of parameter "price" of GET /items does not match its schema: must be > 0']);
  });
});
