// An example value of a schema as the reference's view model holds it (SchemaView), for a schema
// embedded in a doc with `example` (cli/routes/embed-slices.ts). The view is what the routes stage
// has of an API (the document itself stays with the OpenAPI stage and its cache), so this follows
// example-value.ts's rules on the view: the schema's own example, else its default, else its first
// allowed value, else a value by type and format; a response's view (writeOnly fields left out);
// oneOf/anyOf take their first variant, allOf merges. Deterministic, and bounded like that one.
import type { SchemaView } from '../../../templates/api-reference/types.ts';
import { STRING_FORMATS } from '../samples/string-formats.ts';

type Schemas = Record<string, SchemaView>;
type SchemaNode = Extract<SchemaView, { kind: 'node' }>;

/** Values an example may hold in all, containers included: a screenful of JSON. */
const BUDGET = 200;

export function viewExample(schema: SchemaView, schemas: Schemas): unknown {
  return valueOf(schema, { schemas, trail: [], left: { values: BUDGET } });
}

interface Walk {
  schemas: Schemas;
  /** Named schemas entered above this point: one is not expanded inside itself. */
  trail: string[];
  left: { values: number };
}

function valueOf(schema: SchemaView, walk: Walk): unknown {
  if (walk.left.values-- <= 0) return undefined;
  if (schema.kind === 'ref') {
    const target = walk.schemas[schema.name];
    if (!target || walk.trail.includes(schema.name)) return undefined;
    return valueOf(target, { ...walk, trail: [...walk.trail, schema.name] });
  }
  const given = schema.example ?? schema.default;
  if (given !== undefined) return parsed(given);
  if (schema.enum?.length) return schema.type.includes('string') ? schema.enum[0] : parsed(schema.enum[0]!);
  if (schema.composition) return compositionValue(schema, walk);
  if (schema.properties || schema.additional) return objectValue(schema, walk);
  if (schema.items) {
    const item = valueOf(schema.items, walk);
    return item === undefined ? [] : [item];
  }
  return scalarValue(schema);
}

function compositionValue(schema: SchemaNode, walk: Walk): unknown {
  const { keyword, variants } = schema.composition!;
  if (keyword !== 'allOf') return variants[0] ? valueOf(variants[0], walk) : undefined;
  const merged: Record<string, unknown> = {};
  for (const variant of variants) {
    const part = valueOf(variant, walk);
    if (part && typeof part === 'object' && !Array.isArray(part)) Object.assign(merged, part);
  }
  return Object.assign(merged, schema.properties ? (objectValue(schema, walk) as object) : {});
}

function objectValue(schema: SchemaNode, walk: Walk): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const property of schema.properties ?? []) {
    const target = property.schema.kind === 'ref' ? walk.schemas[property.schema.name] : property.schema;
    // An example of what the API returns: writeOnly fields (passwords) never come back.
    if (target?.kind === 'node' && target.writeOnly) continue;
    const item = valueOf(property.schema, walk);
    if (item !== undefined) value[property.name] = item;
  }
  return value;
}

function scalarValue(schema: SchemaNode): unknown {
  const type = schema.type;
  if (type.includes('string')) return STRING_FORMATS[schema.format ?? ''] ?? 'string';
  if (type.includes('integer') || type.includes('number')) return 0;
  if (type.includes('boolean')) return true;
  if (type.includes('object')) return {};
  if (type.startsWith('array')) return [];
  return null;
}

/** The view keeps examples and defaults as JSON text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
