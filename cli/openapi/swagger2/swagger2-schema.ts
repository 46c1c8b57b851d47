// Swagger 2.0 schemas as OpenAPI 3.0 schemas (upgrade-swagger2.ts). A 2.0 Schema Object is nearly
// a 3.0 one: `type: file` becomes a binary string, `x-nullable` becomes `nullable`, a discriminator
// names its property in an object, and `$ref`s to definitions (or to other files) become $refs to
// components. Keys keep their names, so a problem found at a pointer below a converted schema is
// at the same pointer below the 2.0 one. Parameters, headers and items of 2.0 describe their type
// in place (`type`, `format`, `items`…); 3.0 wants a schema for them, made by `simpleSchema`.

import type { Swagger2Upgrade, Located } from './swagger2-context.ts';
import { isRecord } from '../document/json-pointer.ts';

/** The 3.0 form of a 2.0 Schema Object (or of a value that should be one: left as it is). */
export function upgradeSchema(up: Swagger2Upgrade, schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  if (Object.hasOwn(schema, '$ref')) {
    const target = up.targetOf(schema);
    // 3.0 ignores a Reference Object's other fields: only the $ref is kept.
    return target ? { $ref: up.refTo('schemas', target, upgradeSchemaTarget) } : { $ref: schema['$ref'] };
  }
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-')) result[key] = value; // extensions are data
    else if (key === 'properties' && isRecord(value)) result[key] = mapValues(value, (property) => upgradeSchema(up, property));
    else if ((key === 'additionalProperties' || key === 'not') && isRecord(value)) result[key] = upgradeSchema(up, value);
    else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) result[key] = value.map((item) => upgradeSchema(up, item));
    else if (key === 'items') result[key] = upgradeItems(up, value);
    else if (key === 'discriminator' && typeof value === 'string') result[key] = { propertyName: value };
    else result[key] = value;
  }
  if (schema['type'] === 'file') Object.assign(result, BINARY);
  if (typeof schema['x-nullable'] === 'boolean' && !Object.hasOwn(schema, 'nullable')) result['nullable'] = schema['x-nullable'];
  return upgradeType(result);
}

/**
 * 2.0's schemas are draft-04's: `type` may be a list, and may name `null`. 3.0 wants one type and
 * `nullable`: `[string, null]` becomes a nullable string, several types an `anyOf` of each (the
 * other keywords stay beside it: each applies to the values of its own type), `null` alone a
 * nullable schema whose only value is null.
 */
function upgradeType(schema: Record<string, unknown>): Record<string, unknown> {
  const type = schema['type'];
  if (type !== 'null' && !Array.isArray(type)) return schema;
  const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  const { type: _written, ...rest } = schema;
  const others = [...new Set(types.filter((t) => t !== 'null'))];
  const nullable = types.includes('null') ? { nullable: true } : {};
  if (others.length === 0) return { ...rest, ...nullable, ...(Object.hasOwn(rest, 'enum') ? {} : { enum: [null] }) };
  if (others.length === 1) return { ...rest, type: others[0], ...nullable };
  return { ...rest, anyOf: others.map((t) => ({ type: t })), ...nullable };
}

/** A schema $ref'd from another file (or from deep inside one), made a component. */
export function upgradeSchemaTarget(up: Swagger2Upgrade, target: Located): unknown {
  return upgradeSchema(up, target.value);
}

/** 2.0 allows a list of schemas as `items` (a tuple); 3.0 allows one, so the list becomes `anyOf`. */
function upgradeItems(up: Swagger2Upgrade, items: unknown): unknown {
  if (!Array.isArray(items)) return upgradeSchema(up, items);
  return items.length === 1 ? upgradeSchema(up, items[0]) : { anyOf: items.map((item) => upgradeSchema(up, item)) };
}

/** A file's content in 3.0: a string of bytes. */
export const BINARY = { type: 'string', format: 'binary' } as const;

/** The keywords a 2.0 parameter, header or items object shares with a schema. */
const SCHEMA_KEYWORDS = [
  'type', 'format', 'default', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength',
  'pattern', 'maxItems', 'minItems', 'uniqueItems', 'enum', 'multipleOf',
];

/** The schema of a 2.0 non-body parameter, header or items object, which describe their type in place. */
export function simpleSchema(described: Record<string, unknown>): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const key of SCHEMA_KEYWORDS) if (Object.hasOwn(described, key)) schema[key] = described[key];
  if (isRecord(described['items'])) schema['items'] = simpleSchema(described['items']);
  if (described['type'] === 'file') Object.assign(schema, BINARY);
  if (typeof described['x-nullable'] === 'boolean') schema['nullable'] = described['x-nullable'];
  return upgradeType(schema);
}

/** How a 3.0 parameter (or form field) sends an array, for the 2.0 `collectionFormat` (csv when absent). */
export type Serialization = { style?: string; explode?: boolean; 'x-collectionFormat'?: string };

/**
 * 3.0's `style` and `explode` for a 2.0 array's `collectionFormat`. In a query (or a form) 3.0's
 * default is one `name=value` per item, 2.0's a comma-separated list, so csv is written out there;
 * in a path or header both default to commas. What 3.0 cannot say (tab-separated values, or
 * `multi` outside a query) is kept as `x-collectionFormat`.
 */
export function serialization(described: Record<string, unknown>, location: string): Serialization {
  if (described['type'] !== 'array') return {};
  const format = typeof described['collectionFormat'] === 'string' ? described['collectionFormat'] : 'csv';
  const query = location === 'query' || location === 'formData';
  if (format === 'csv') return query ? { style: 'form', explode: false } : {};
  if (query && format === 'multi') return { style: 'form', explode: true };
  if (location === 'query' && format === 'ssv') return { style: 'spaceDelimited', explode: false };
  if (location === 'query' && format === 'pipes') return { style: 'pipeDelimited', explode: false };
  return { 'x-collectionFormat': format };
}

export function mapValues(map: Record<string, unknown>, convert: (value: unknown, key: string) => unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(map)) result[key] = convert(value, key);
  return result;
}
