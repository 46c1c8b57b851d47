import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadApi } from '../../../cli/openapi/load-api.ts';
import type { LintConfig } from '../../../cli/config/lint-rules.ts';
import { FIXTURES, loadFiles, loadFixture, summary } from './fixtures.ts';

/** The example-valid problems of a load, as line:column and message. */
const exampleProblems = (result: Awaited<ReturnType<typeof loadFiles>>) =>
  result.diagnostics.filter((d) => d.rule === 'example-valid').map((d) => `${d.line}:${d.column} ${d.message}`);

describe('validating examples against their schemas', () => {
  it('reports an example that violates its schema, at the offending value: a warning by default, off or an error by config', async () => {
    const result = await loadFixture('example-invalid');
    expect(summary(result)).toEqual([
      '31:24 warning [example-valid] example of POST /listings response 201 (application/json) does not match its schema: /price must be number',
    ]);
    // A mismatched example leaves the model usable.
    expect(result.document?.operations[0]?.operationId).toBe('createListing');
    const root = path.join(FIXTURES, 'example-invalid');
    const at = (lint: LintConfig) => loadApi({ file: path.join(root, 'api.yaml'), root, lint }).then(summary);
    expect(await at({ 'example-valid': 'error' })).toEqual([
      '31:24 error [example-valid] example of POST /listings response 201 (application/json) does not match its schema: /price must be number',
    ]);
    expect(await at({ 'example-valid': 'off' })).toEqual([]);
  });

  it("checks a schema's own examples (schema-example): a warning by default, off or an error by config", async () => {
    const files = {
      'api.yaml': `openapi: 3.1.0
info: {title: t, version: '1'}
paths: {}
components:
  schemas:
    Item:
      type: object
      properties:
        price: {type: integer, minimum: 0, example: -5}
        tags: {type: array, items: {type: string}, examples: [[a, b], [3]]}
        owner: {$ref: 'owner.yaml'}
      example: {price: 3, tags: [a]}
`,
      'owner.yaml': `type: string
format: email
example: not-an-address
`,
    };
    expect(summary(await loadFiles(files))).toEqual([
      "9:53 warning [schema-example] the schema's own example does not match it: must be >= 0",
      "10:72 warning [schema-example] the schema's own example does not match it: /0 must be string",
      "3:10 warning [schema-example] the schema's own example does not match it: must match format \"email\"",
    ]);
    expect(summary(await loadFiles(files, { 'schema-example': 'off' }))).toEqual([]);
    expect(summary(await loadFiles(files, { 'schema-example': 'error' }))[0]).toMatch(/^9:53 error \[schema-example\]/);
  });

  it("checks each field's own example against that field, when many fields share one schema (3.0 bounds and nullable included)", async () => {
    const result = await loadFiles({
      'api.yaml': `openapi: 3.0.3
info: {title: t, version: '1'}
paths: {}
components:
  schemas:
    Prices:
      type: object
      properties:
        low: {type: number, minimum: 0, exclusiveMinimum: true, description: Lowest, example: 0}
        high: {type: number, minimum: 0, exclusiveMinimum: true, description: Highest, example: 5}
        mid: {type: number, minimum: 0, exclusiveMinimum: true, example: 2}
        note: {type: string, nullable: true, example: null}
        code: {type: string, nullable: true, description: A code, example: 7}
`,
    });
    expect(summary(result)).toEqual([
      "9:95 warning [schema-example] the schema's own example does not match it: must be > 0",
      "13:76 warning [schema-example] the schema's own example does not match it: must be string",
    ]);
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
    expect(exampleProblems(result)).toEqual(['10:20 example of parameter "price" of GET /items does not match its schema: must be > 0']);
  });

  it('rewrites 3.0 bounds deep inside a schema (in lists, beside $refs), leaving the rest as written', async () => {
    const result = await loadFiles({
      'api.yaml': `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /items:
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                sizes:
                  type: array
                  items:
                    allOf:
                      - {$ref: '#/components/schemas/Size'}
                      - {type: number, maximum: 10, exclusiveMaximum: true, exclusiveMinimum: false}
            examples:
              low: {value: {sizes: [2, 1]}}
              high: {value: {sizes: [10]}}
      responses:
        '200': {description: OK}
components:
  schemas:
    Size: {type: number, minimum: 1, exclusiveMinimum: true}
`,
    });
    expect(exampleProblems(result)).toEqual([
      '19:40 example "low" of the request body of POST /items (application/json) does not match its schema: /sizes/1 must be > 1',
      '20:38 example "high" of the request body of POST /items (application/json) does not match its schema: /sizes/0 must be < 10',
    ]);
  });

  it('checks parameters whose schemas are alike each at its own place, and reports those in a file that is no schema itself', async () => {
    const result = await loadFiles({
      'api.yaml': `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /items/{id}:
    get:
      parameters:
        - name: id
          in: path
          required: true
          description: The item
          schema: {type: integer}
          example: 7
        - name: page
          in: query
          schema: {type: integer, description: A page}
          example: first
        - $ref: 'parameters.yaml#/type'
      responses:
        '200': {description: OK}
`,
      // As DigitalOcean's images/parameters.yml: as a schema, the file's \`type\` is no type.
      'parameters.yaml': `type:
  name: type
  in: query
  schema: {type: string}
  example: 3
`,
    });
    expect(result.diagnostics.filter((d) => d.rule === 'example-valid').map((d) => `${d.file.split('/').pop()} ${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'api.yaml 16:20 warning example of parameter "page" of GET /items/{id} does not match its schema: must be integer',
      'parameters.yaml 4:3 warning cannot check the examples of parameter "type" of GET /items/{id}: its schema does not compile (type must be JSONType or JSONType[]: [object Object])',
    ]);
  });
});
