import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../cli/openapi/document/parse-yaml.ts';
import { validateSchema } from '../../../cli/openapi/validate/validate-schema.ts';
import { loadFixture, STRICT, summary } from './fixtures.ts';

async function check(text: string): Promise<string[]> {
  const { source } = parseYaml({ file: 'doc.yaml', text });
  return (await validateSchema({ source: source! })).map((d) => `${d.line}:${d.column} [${d.rule}] ${d.message}`);
}

describe('validating against the official OpenAPI schema', () => {
  it('reports a value of the wrong type at the value: a warning by default (the rest renders), an error when strict', async () => {
    const byDefault = await loadFixture('wrong-type');
    expect(summary(byDefault)).toEqual(['5:8 warning [openapi-schema] paths must be object; got number 3']);
    expect(byDefault.document).toBeDefined();
    const result = await loadFixture('wrong-type', 'api.yaml', STRICT);
    expect(result.document).toBeUndefined();
    expect(summary(result)).toEqual(['5:8 error [openapi-schema] paths must be object; got number 3']);
  });

  it('validates 3.1 Schema Objects against JSON Schema 2020-12, at the bad value', async () => {
    expect(
      await check(`openapi: 3.1.0
info: {title: t, version: '1'}
paths: {}
components:
  schemas:
    Pet:
      type: object
      required: name
      properties:
        name: {type: text, description: OpenAPI keywords such as discriminator stay allowed}
        tags: {type: array, items: {type: string}, minItems: -1}
      discriminator: {propertyName: name}
`),
    ).toEqual([
      `10:22 [openapi-schema] components.schemas.Pet.properties.name.type must be one of "array", "boolean", "integer", "null", "number", "object", "string"; got "text"`,
      `11:62 [openapi-schema] components.schemas.Pet.properties.tags.minItems must be >= 0`,
      `8:17 [openapi-schema] components.schemas.Pet.required must be array; got "name"`,
    ]);
  });

  it('reports a parameter location that does not exist, once', async () => {
    const result = await loadFixture('bad-parameter-in', 'api.yaml', STRICT);
    expect(summary(result)).toEqual([
      `10:15 error [openapi-schema] paths['/items'].post.parameters[0].in must be one of "query", "header", "path", "cookie"; got "body"`,
    ]);
  });

  it('validates JSON documents with positions too', async () => {
    const result = await loadFixture('json-document', 'api.json', STRICT);
    expect(summary(result)).toEqual([
      `14:36 error [openapi-schema] paths['/items'].get.parameters[0].in must be one of "query", "header", "path", "cookie"; got "body"`,
    ]);
  });

  it('names an unsupported version and the supported ones', async () => {
    const result = await loadFixture('unknown-version');
    expect(summary(result)).toEqual([
      '1:10 error [openapi-version] unsupported OpenAPI version "4.0.0"; supported versions are Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x',
    ]);
  });

  it('explains an unquoted version number', async () => {
    expect(await check('openapi: 3.1\ninfo: {title: t, version: "1"}\npaths: {}\n')).toEqual([
      '1:10 [openapi-version] "openapi" must be a string such as "3.1.0", not the number 3.1',
    ]);
  });

  it('reports unknown properties at their key and missing ones at their object', async () => {
    const text = `openapi: 3.1.0
info:
  title: t
paths:
  /items:
    get:
      summry: Typo
      responses:
        '200':
          description: OK
`;
    expect(await check(text)).toEqual([
      "2:1 [openapi-schema] info: missing required property 'version'",
      "7:7 [openapi-schema] paths['/items'].get: unknown property 'summry'",
    ]);
  });

  it('turns "one of these properties" alternatives into one message', async () => {
    const text = `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /items:
    get:
      parameters:
        - name: q
          in: query
      responses:
        '200':
          description: OK
`;
    expect(await check(text)).toEqual([
      "7:11 [openapi-schema] paths['/items'].get.parameters[0] must have exactly one of 'schema' or 'content'",
    ]);
  });

  it('accepts what the published 3.1 schema wrongly rejects: relative $refs, templated server URLs', async () => {
    const text = `openapi: 3.1.0
info: {title: t, version: '1'}
servers:
  - url: https://{store}.example.com
    variables:
      store: {default: demo, description: Your store}
paths:
  /items:
    get:
      responses:
        '200':
          $ref: '#/components/responses/Ok'
components:
  responses:
    Ok:
      description: OK
`;
    expect(await check(text)).toEqual([]);
  });

  it('validates OpenAPI 3.0 documents with the 3.0 schema', async () => {
    const text = `openapi: 3.0.3
info: {title: t, version: '1'}
paths:
  /items:
    get:
      parameters:
        - name: q
          in: body
          schema: {type: string, nullable: true}
      responses:
        '200': {}
`;
    expect(await check(text)).toEqual([
      `8:15 [openapi-schema] paths['/items'].get.parameters[0].in must be one of "path", "query", "header", "cookie"; got "body"`,
      "11:9 [openapi-schema] paths['/items'].get.responses[200]: missing required property 'description'",
    ]);
  });
});
