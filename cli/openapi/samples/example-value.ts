// Example values made from a schema, for the request bodies samples send and the responses the
// reference shows when the document gives no example of its own. A schema's own example (or default,
// const, first enum value) wins; otherwise a value by type and format that stays within the schema's
// bounds. readOnly fields are left out of requests and writeOnly ones out of responses; allOf
// branches merge, oneOf/anyOf take their first branch. Deterministic: the same schema always gives
// the same value. Hand-written because it is small and must follow our model (ApiSchema), not raw
// JSON Schema.
//
// Linear in size: a named schema is not expanded again inside itself (recursion stops there), and a
// budget of values caps the whole example, so a document whose schemas nest each other many times
// over (Stripe's expandable objects) still gives a short example.
import type { ApiDocument, ApiSchema, ApiSchemaNode, ApiSchemaProperty } from '../document/types.ts';
import { STRING_FORMATS } from './string-formats.ts';

/** Which way the value travels: a request leaves out readOnly fields, a response writeOnly ones. */
export type Direction = 'request' | 'response';

/** Values an example may hold in all, containers included: a screenful of JSON. */
const BUDGET = 200;
const MAX_DEPTH = 8;


interface Walk {
  doc: ApiDocument;
  direction: Direction;
  /** Values still allowed. */
  budget: number;
  /** Named schemas being expanded on the current path. */
  open: Set<string>;
}

export function exampleValue({ doc, schema, direction }: { doc: ApiDocument; schema: ApiSchema | undefined; direction: Direction }): unknown {
  return valueOf({ doc, direction, budget: BUDGET, open: new Set() }, schema, 0);
}

function valueOf(walk: Walk, schema: ApiSchema | undefined, depth: number): unknown {
  if (!schema || depth > MAX_DEPTH || walk.budget <= 0) return undefined;
  if (schema.kind === 'ref') {
    if (walk.open.has(schema.ref)) return undefined;
    walk.open.add(schema.ref);
    try {
      return valueOf(walk, walk.doc.schemas[schema.ref], depth);
    } finally {
      walk.open.delete(schema.ref);
    }
  }
  walk.budget -= 1;
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const parts = [...(schema.allOf ?? []), firstBranch(walk, schema.oneOf ?? schema.anyOf)].filter((s): s is ApiSchema => s !== undefined);
  if (parts.length) return merged(walk, schema, parts, depth);
  switch (typeOf(schema)) {
    case 'object':
      return objectOf(walk, schema.properties ?? [], schema.additionalProperties, depth);
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => valueOf(walk, item, depth + 1) ?? null);
      const item = valueOf(walk, schema.items, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, 1);
    case 'number':
      return numberOf(schema, 1.5);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** allOf branches (and the first oneOf/anyOf branch) with the schema's own properties: objects merge, else the first value. */
function merged(walk: Walk, schema: ApiSchemaNode, parts: ApiSchema[], depth: number): unknown {
  const values = parts.map((part) => valueOf(walk, part, depth)).filter((v) => v !== undefined);
  if (schema.properties?.length || typeOf(schema) === 'object') values.unshift(objectOf(walk, schema.properties ?? [], schema.additionalProperties, depth));
  if (values.length > 0 && values.every(isPlainObject)) return Object.assign({}, ...values);
  return values[0];
}

/** The branch a sample shows: the first that is not just `null`. */
function firstBranch(walk: Walk, branches: ApiSchema[] | undefined): ApiSchema | undefined {
  if (!branches?.length) return undefined;
  return branches.find((branch) => typeOf(resolveSchema(walk.doc, branch)) !== 'null') ?? branches[0];
}

function objectOf(walk: Walk, properties: ApiSchemaProperty[], additional: ApiSchemaNode['additionalProperties'], depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const shown = properties.filter(({ schema }) => {
    const node = resolveSchema(walk.doc, schema);
    return !(walk.direction === 'request' ? node?.readOnly : node?.writeOnly);
  });
  // A request shows what it must send; when nothing is required (a PATCH), it shows every field.
  const required = shown.filter((p) => p.required);
  const chosen = walk.direction === 'request' && required.length > 0 ? required : shown;
  for (const property of chosen) {
    const value = valueOf(walk, property.schema, depth + 1);
    if (value !== undefined) out[property.name] = value;
  }
  if (properties.length === 0 && typeof additional === 'object') {
    const value = valueOf(walk, additional, depth + 1);
    if (value !== undefined) out['key'] = value;
  }
  return out;
}

function stringOf(schema: ApiSchemaNode): string {
  let text = STRING_FORMATS[schema.format ?? ''] ?? 'string';
  if (schema.minLength !== undefined && text.length < schema.minLength) text = text.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}

function numberOf(schema: ApiSchemaNode, fallback: number): number {
  if (schema.minimum !== undefined) return schema.minimum;
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + (fallback === 1 ? 1 : 0.5);
  const maximum = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  if (maximum !== undefined && maximum < fallback) return maximum;
  return fallback;
}

/** The one type a value takes: the first that is not null, or one implied by the keywords present. */
function typeOf(schema: ApiSchemaNode | undefined): string | undefined {
  if (!schema) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? types[0];
  if (type) return type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return undefined;
}

/**
 * An example a document stored as a string of JSON (`example: '{"id": 1}'`, common in converted
 * documents) as the JSON it holds, for a JSON body: shown and sent as that JSON, not as a string.
 */
export function jsonInString(example: unknown): unknown {
  if (typeof example !== 'string' || !/^\s*[[{]/.test(example)) return example;
  try {
    return JSON.parse(example);
  } catch {
    return example;
  }
}

/** A reference followed to its schema (a few hops at most: a name can alias another). */
export function resolveSchema(doc: ApiDocument, schema: ApiSchema | undefined): ApiSchemaNode | undefined {
  for (let hops = 0; schema && hops < 8; hops += 1) {
    if (schema.kind === 'schema') return schema;
    schema = doc.schemas[schema.ref];
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
