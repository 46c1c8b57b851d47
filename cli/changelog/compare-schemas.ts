// Compares the schema of a parameter or body in two versions: types and formats, nullability,
// enums, and (for bodies) object properties, recursively through arrays and allOf. A change inside
// a component schema belongs to that schema (`owner`): it is worked out once per schema and
// direction and shared by every operation that uses it. Requests and responses are judged in
// opposite directions (a client sends one and reads the other), as oasdiff judges them.
import type { ApiSchema, ApiSchemaNode } from '../openapi/document/types.ts';
import { CHANGE_RULES, type ChangeId, type ChangeLevel } from './change-rules.ts';

export type Direction = 'request' | 'response';

/** A change found in a schema; `owner`: the component schema it is in, `path` relative to it. */
export interface SchemaFinding {
  id: ChangeId;
  level: ChangeLevel;
  text: string;
  owner?: string;
  direction: Direction;
}

/** Where the compared schema sits: a parameter, a body (whose media type says whether it is strongly typed), or a property. */
export interface SchemaPlace {
  direction: Direction;
  kind: 'parameter' | 'body';
  /** How the place is named in a sentence: "the query parameter `status`", "the response 200 body". */
  label: string;
  /** JSON: `1` and `"1"` differ (oasdiff's "strongly typed"); a parameter's text or a form's does not tell them apart. */
  strongly: boolean;
}

export interface SchemaComparison {
  old: Record<string, ApiSchema>;
  new: Record<string, ApiSchema>;
  /** Each component's findings by `name direction strongly`, once worked out (null while being worked out: a cycle). */
  memo: Map<string, SchemaFinding[] | null>;
}

interface At {
  place: SchemaPlace;
  /** Property names from the place (or from the owning schema's root); '[]' for an array's items. */
  path: string[];
  /** The component the path starts at. */
  owner?: string;
}

export function compareSchemas(old: ApiSchema | undefined, next: ApiSchema | undefined, place: SchemaPlace, cmp: SchemaComparison): SchemaFinding[] {
  if (!old || !next) return [];
  return walk(old, next, { place, path: [] }, cmp);
}

function walk(old: ApiSchema, next: ApiSchema, at: At, cmp: SchemaComparison): SchemaFinding[] {
  if (old.kind === 'ref' && next.kind === 'ref' && old.ref === next.ref && at.place.kind === 'body') return component(old.ref, at.place, cmp);
  const a = resolve(old, cmp.old);
  const b = resolve(next, cmp.new);
  return a && b ? compareNodes(a, b, at, cmp) : [];
}

/** A component's own changes and those of the components it uses, once per direction. */
function component(name: string, place: SchemaPlace, cmp: SchemaComparison): SchemaFinding[] {
  const key = `${name} ${place.direction} ${place.strongly}`;
  if (cmp.memo.has(key)) return cmp.memo.get(key) ?? [];
  cmp.memo.set(key, null);
  const a = resolve({ kind: 'ref', ref: name }, cmp.old);
  const b = resolve({ kind: 'ref', ref: name }, cmp.new);
  const found = a && b ? compareNodes(a, b, { place, path: [], owner: name }, cmp) : [];
  cmp.memo.set(key, found);
  return found;
}

/** Follows references (a chain of them, not a cycle) to the node they name. */
function resolve(schema: ApiSchema, schemas: Record<string, ApiSchema>): ApiSchemaNode | undefined {
  let current: ApiSchema | undefined = schema;
  for (let hops = 0; current?.kind === 'ref' && hops < 16; hops += 1) current = schemas[current.ref];
  return current?.kind === 'schema' ? current : undefined;
}

function compareNodes(a: ApiSchemaNode, b: ApiSchemaNode, at: At, cmp: SchemaComparison): SchemaFinding[] {
  const found = [...typeChanges(a, b, at), ...enumChanges(a, b, at)];
  if (at.place.kind === 'parameter') return found;
  found.push(...propertyChanges(a, b, at, cmp));
  if (a.items && b.items) found.push(...walk(a.items, b.items, { ...at, path: [...at.path, '[]'] }, cmp));
  return found;
}

/** `id` by where the change is: the parameter, the body itself, or a property in it. */
function idAt(at: At, ids: { parameter?: ChangeId; body?: ChangeId; property?: ChangeId }): ChangeId | undefined {
  if (at.place.kind === 'parameter') return ids.parameter;
  return at.path.length === 0 && !at.owner ? ids.body : ids.property;
}

function finding(at: At, id: ChangeId | undefined, text: string, level?: ChangeLevel): SchemaFinding[] {
  if (!id) return [];
  return [{ id, level: level ?? CHANGE_RULES[id].level, text, direction: at.place.direction, ...(at.owner ? { owner: at.owner } : {}) }];
}

/** The compared value in a sentence: the place itself, a schema, or a property of either. */
function subject(at: At): string {
  if (at.path.length === 0) return at.owner ? `\`${at.owner}\`` : at.place.label;
  const name = at.path.join('.').replace(/\.\[\]/g, '[]');
  return at.owner ? `the property \`${name}\`` : `the property \`${name}\` of ${at.place.label}`;
}

const typesOf = (node: ApiSchemaNode) => (node.type === undefined ? [] : [node.type].flat().filter((t) => t !== 'null').sort());
const nullable = (node: ApiSchemaNode) => node.nullable === true || [node.type].flat().includes('null');
const typeText = (node: ApiSchemaNode) => `${typesOf(node).join(' or ') || 'any type'}${node.format ? ` (${node.format})` : ''}`;

function typeChanges(a: ApiSchemaNode, b: ApiSchemaNode, at: At): SchemaFinding[] {
  const found: SchemaFinding[] = [];
  const [from, to] = [typesOf(a), typesOf(b)];
  if (from.join() !== to.join() || (a.format ?? '') !== (b.format ?? '')) {
    // A client sends requests: the new type must take every old value. It reads responses: every new value must be an old one.
    const widened = at.place.direction === 'request' ? accepts(b, a, at.place.strongly) : accepts(a, b, at.place.strongly);
    const text = `the type of ${subject(at)} changed from \`${typeText(a)}\` to \`${typeText(b)}\``;
    if (at.place.direction === 'request') {
      const id = widened ? idAt(at, { parameter: 'request-parameter-type-generalized', body: 'request-body-type-generalized', property: 'request-property-type-generalized' }) : idAt(at, { parameter: 'request-parameter-type-changed', body: 'request-body-type-changed', property: 'request-property-type-changed' });
      found.push(...finding(at, id, text));
    } else {
      // Narrowed (every new value an old one): oasdiff's "specialized".
      found.push(...finding(at, widened ? idAt(at, { body: 'response-body-type-specialized', property: 'response-property-type-specialized' }) : idAt(at, { body: 'response-body-type-changed', property: 'response-property-type-changed' }), text));
    }
  }
  if (nullable(a) !== nullable(b) && at.place.kind === 'body') {
    const text = nullable(b) ? `${subject(at)} may now be null` : `${subject(at)} may no longer be null`;
    if (at.place.direction === 'response' && nullable(b)) found.push(...finding(at, idAt(at, { body: 'response-body-became-nullable', property: 'response-property-became-nullable' }), text));
    if (at.place.direction === 'request') found.push(...finding(at, idAt(at, nullable(b) ? { body: 'request-body-became-nullable', property: 'request-property-became-nullable' } : { body: 'request-body-became-not-nullable', property: 'request-property-became-not-nullable' }), text));
  }
  return found.map((f) => ({ ...f, text: f.text.charAt(0).toUpperCase() + f.text.slice(1) }));
}

/**
 * Whether `wide` takes every value `narrow` takes (oasdiff's isTypeContained and
 * isFormatContained): integer into number, anything into a string where values are text, no type
 * (any value), a list of types that holds the old one, a wider format of the same type.
 */
function accepts(wide: ApiSchemaNode, narrow: ApiSchemaNode, strongly: boolean): boolean {
  const [to, from] = [typesOf(wide), typesOf(narrow)];
  if (to.length > 0 && from.join() !== to.join()) {
    const contained = (from.length > 0 && from.every((t) => to.includes(t) || (t === 'integer' && to.includes('number')))) || (!strongly && to.join() === 'string');
    if (!contained) return false;
  }
  if ((narrow.format ?? '') === (wide.format ?? '') || wide.format === undefined) return true;
  const formats: Record<string, string[]> = { double: ['float'], int64: ['int32'], bigint: ['int32', 'int64'], 'date-time': ['date', 'time'] };
  return narrow.format !== undefined && (formats[wide.format] ?? []).includes(narrow.format);
}

const shown = (values: unknown[]) => values.map((v) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``).join(', ');

function enumChanges(a: ApiSchemaNode, b: ApiSchemaNode, at: At): SchemaFinding[] {
  const request = at.place.direction === 'request';
  const keyOf = (v: unknown) => JSON.stringify(v);
  if (!b.enum) return []; // no enum any more: every value is taken, which breaks no one
  if (!a.enum) {
    return request ? finding(at, idAt(at, { parameter: 'request-parameter-became-enum', body: 'request-body-became-enum', property: 'request-property-became-enum' }), `${capital(subject(at))} now takes only ${shown(b.enum)}`) : [];
  }
  const before = new Set(a.enum.map(keyOf));
  const after = new Set(b.enum.map(keyOf));
  const removed = a.enum.filter((v) => !after.has(keyOf(v)));
  const added = b.enum.filter((v) => !before.has(keyOf(v)));
  const found: SchemaFinding[] = [];
  if (removed.length) {
    const id = request ? idAt(at, { parameter: 'request-parameter-enum-value-removed', body: 'request-body-enum-value-removed', property: 'request-property-enum-value-removed' }) : idAt(at, { body: 'response-mediatype-enum-value-removed', property: 'response-property-enum-value-removed' });
    found.push(...finding(at, id, `${capital(subject(at))} no longer ${request ? 'takes' : 'returns'} ${shown(removed)}`));
  }
  if (added.length) {
    const id = request ? idAt(at, { parameter: 'request-parameter-enum-value-added', property: 'request-property-enum-value-added', body: 'request-property-enum-value-added' }) : idAt(at, { body: 'response-body-enum-value-added', property: 'response-property-enum-value-added' });
    found.push(...finding(at, id, `${capital(subject(at))} ${request ? 'takes' : 'may return'} the new value${added.length > 1 ? 's' : ''} ${shown(added)}`));
  }
  return found;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Property {
  name: string;
  required: boolean;
  schema: ApiSchema;
}

/** An object's properties, its allOf parts' merged in (a property required by any part is required). */
function propertiesOf(node: ApiSchemaNode, schemas: Record<string, ApiSchema>, depth = 0): Map<string, Property> {
  const props = new Map<string, Property>();
  for (const part of depth < 8 ? (node.allOf ?? []) : []) {
    const resolved = resolve(part, schemas);
    if (resolved) for (const [name, p] of propertiesOf(resolved, schemas, depth + 1)) props.set(name, { ...p, required: p.required || props.get(name)?.required === true });
  }
  for (const p of node.properties ?? []) props.set(p.name, { name: p.name, required: p.required || props.get(p.name)?.required === true, schema: p.schema });
  return props;
}

/** A property the direction does not carry: read-only ones are not sent, write-only ones not returned. */
function skipped(p: Property, schemas: Record<string, ApiSchema>, direction: Direction): boolean {
  const node = resolve(p.schema, schemas);
  return direction === 'request' ? node?.readOnly === true : node?.writeOnly === true;
}

function propertyChanges(a: ApiSchemaNode, b: ApiSchemaNode, at: At, cmp: SchemaComparison): SchemaFinding[] {
  const before = propertiesOf(a, cmp.old);
  const after = propertiesOf(b, cmp.new);
  const { direction } = at.place;
  const request = direction === 'request';
  const found: SchemaFinding[] = [];
  for (const [name, old] of before) {
    if (skipped(old, cmp.old, direction)) continue;
    const inner: At = { ...at, path: [...at.path, name] };
    const next = after.get(name);
    if (!next || skipped(next, cmp.new, direction)) {
      const id: ChangeId = request ? 'request-property-removed' : old.required ? 'response-required-property-removed' : 'response-optional-property-removed';
      found.push(...finding(inner, id, `Removed ${request ? 'the' : old.required ? 'the required' : 'the optional'} property \`${propertyName(inner)}\`${where(inner)}`));
      continue;
    }
    if (old.required !== next.required) found.push(...requiredChange(inner, next, cmp));
    found.push(...walk(old.schema, next.schema, inner, cmp));
  }
  for (const [name, next] of after) {
    if ((before.has(name) && !skipped(before.get(name)!, cmp.old, direction)) || skipped(next, cmp.new, direction)) continue;
    const inner: At = { ...at, path: [...at.path, name] };
    const withDefault = resolve(next.schema, cmp.new)?.default !== undefined;
    const id: ChangeId = request ? (next.required ? (withDefault ? 'new-required-request-property-with-default' : 'new-required-request-property') : 'new-optional-request-property') : next.required ? 'response-required-property-added' : 'response-optional-property-added';
    found.push(...finding(inner, id, `Added the ${next.required ? 'required' : 'optional'} property \`${propertyName(inner)}\`${where(inner)}`));
  }
  return found;
}

function requiredChange(at: At, next: Property, cmp: SchemaComparison): SchemaFinding[] {
  const name = `\`${propertyName(at)}\`${where(at)}`;
  if (at.place.direction === 'request') {
    if (!next.required) return finding(at, 'request-property-became-optional', `The property ${name} became optional`);
    const withDefault = resolve(next.schema, cmp.new)?.default !== undefined;
    return finding(at, withDefault ? 'request-property-became-required-with-default' : 'request-property-became-required', `The property ${name} became required`);
  }
  return finding(at, next.required ? 'response-property-became-required' : 'response-property-became-optional', `The property ${name} became ${next.required ? 'required' : 'optional'}`);
}

const propertyName = (at: At) => at.path.join('.').replace(/\.\[\]/g, '[]');
/** Where a property is, when it is not in a component schema (which the outputs name instead). */
const where = (at: At) => (at.owner ? '' : ` of ${at.place.label}`);
