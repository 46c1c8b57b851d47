// Checks values against the document's schemas: before anything is sent, a parameter's text read as
// its schema's type and a JSON body as parsed; after, a JSON reply against its response's schema.
// @cfworker/json-schema rather than ajv: ajv compiles validators with `new Function`, which the
// site's Content-Security-Policy forbids.
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import type { JsonSchema, TryItParameter } from './types.ts';

/** One problem: where (a JSON pointer, '' for the whole value) and what. */
export interface ValueProblem {
  pointer: string;
  message: string;
}

// Wrappers say "a property/item/branch failed"; the reader needs the failure under them.
const WRAPPER_KEYWORDS = new Set(['properties', 'items', 'prefixItems', 'additionalProperties', '$ref', 'allOf', 'anyOf', 'oneOf', 'unevaluatedProperties', 'unevaluatedItems', 'dependentSchemas', 'then', 'else', 'if']);

/** Which side of the exchange a value is: a request leaves out read-only properties, a reply write-only ones. */
export type Direction = 'request' | 'response';

export function validateValue(value: unknown, schema: JsonSchema, defs: Record<string, JsonSchema>, direction: Direction = 'request'): ValueProblem[] {
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  const result = new Validator({ ...(directed(schema, flag, defs) as JsonSchema), $defs: directedDefs(defs, flag) } as never, '2020-12', false).validate(value);
  if (result.valid) return [];
  const leaves = result.errors.filter((e) => !WRAPPER_KEYWORDS.has(e.keyword));
  return dedupe(leaves.length ? leaves : result.errors.slice(-1));
}

type Flag = 'readOnly' | 'writeOnly';

// The data's `required` lists read-only and write-only properties alike (cli/openapi/view/try-it-data.ts);
// each direction's copy of the component schemas is made once per data file.
const directedCache = new WeakMap<Record<string, JsonSchema>, Partial<Record<Flag, Record<string, JsonSchema>>>>();

function directedDefs(defs: Record<string, JsonSchema>, flag: Flag): Record<string, JsonSchema> {
  const cached = directedCache.get(defs) ?? {};
  directedCache.set(defs, cached);
  return (cached[flag] ??= Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, directed(schema, flag, defs) as JsonSchema])));
}

// Values, not schemas: left as they are even when they hold a `required` of their own.
const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'example', 'examples']);
// Maps whose keys are names (a property called `enum` is still a schema).
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

/** A copy of the schema whose objects no longer require the properties marked with `flag` (directly or on the component they reference). */
function directed(node: unknown, flag: Flag, defs: Record<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((item) => directed(item, flag, defs));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (VALUE_KEYWORDS.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object') out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, directed(schema, flag, defs)]));
    else out[key] = directed(value, flag, defs);
  }
  const properties = out.properties as Record<string, JsonSchema> | undefined;
  if (Array.isArray(out.required) && properties && typeof properties === 'object') {
    const required = (out.required as string[]).filter((name) => !hasFlag(properties[name], flag, defs));
    if (required.length) out.required = required;
    else delete out.required;
  }
  return out;
}

function hasFlag(schema: JsonSchema | undefined, flag: Flag, defs: Record<string, JsonSchema>): boolean {
  return resolve(schema, defs)?.[flag] === true || schema?.[flag] === true;
}

function dedupe(errors: OutputUnit[]): ValueProblem[] {
  const seen = new Set<string>();
  const problems: ValueProblem[] = [];
  for (const error of errors) {
    const pointer = error.instanceLocation.replace(/^#/, '');
    const key = `${pointer} ${error.error}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ pointer, message: error.error });
  }
  return problems;
}

/** The JSON value a parameter's text stands for, as its schema types it: '3' → 3 for an integer, 'a,b' → ['a','b'] for an array. */
export function parameterValue(text: string, schema: JsonSchema | undefined, defs: Record<string, JsonSchema>): unknown {
  const resolved = resolve(schema, defs);
  const type = typeOf(resolved);
  if (type === 'array') {
    const items = resolve(resolved?.items as JsonSchema | undefined, defs);
    return text === '' ? [] : text.split(',').map((part) => scalar(part.trim(), typeOf(items)));
  }
  if (type === 'object') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return scalar(text, type);
}

function scalar(text: string, type: string | undefined): unknown {
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function typeOf(schema: JsonSchema | undefined): string | undefined {
  const type = schema?.type;
  return Array.isArray(type) ? (type.find((t) => t !== 'null') as string | undefined) : (type as string | undefined);
}

function resolve(schema: JsonSchema | undefined, defs: Record<string, JsonSchema>, depth = 0): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || depth > 8) return schema;
  const name = decodeURIComponent(ref.replace(/^#\/\$defs\//, '')).replace(/~1/g, '/').replace(/~0/g, '~');
  return resolve(defs[name], defs, depth + 1);
}

/** Problems with the text of one parameter field: missing when required, else its schema's. */
export function checkParameter(parameter: TryItParameter, text: string, defs: Record<string, JsonSchema>): string | undefined {
  if (text === '') return parameter.required ? 'Required.' : undefined;
  if (!parameter.schema) return undefined;
  const problems = validateValue(parameterValue(text, parameter.schema, defs), parameter.schema, defs);
  return problems.length ? problems.map((p) => (p.pointer ? `${p.pointer}: ${p.message}` : p.message)).join(' ') : undefined;
}

/** Problems with a JSON body's text: a syntax error, or where it breaks the schema. */
export function checkJsonBody(text: string, schema: JsonSchema | undefined, defs: Record<string, JsonSchema>): ValueProblem[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [{ pointer: '', message: `Not valid JSON: ${(error as Error).message}` }];
  }
  return schema ? validateValue(value, schema, defs) : [];
}
