// Swagger 2.0 operations as OpenAPI 3.0 ones (upgrade-swagger2.ts): what changed shape between the
// two. A `body` parameter becomes the request body, in each media type the operation `consumes`;
// `formData` parameters become the fields of one form (multipart/form-data when one is a file); the
// other parameters keep their place with their type moved into a `schema`; a response's `schema`
// goes under each media type the operation `produces`. Each converted part records the 2.0 place it
// came from (Swagger2Upgrade.from), where renumbering or renaming would lose it.

import type { Located, Origin, Swagger2Upgrade } from './swagger2-context.ts';
import { isRecord, joinPointer } from './json-pointer.ts';
import { mapValues, serialization, simpleSchema, upgradeSchema } from './swagger2-schema.ts';

/** A 2.0 parameter as an operation lists it: where it is written, and what it is once dereferenced. */
export interface ListedParameter {
  /** The list item, a $ref or the parameter itself. */
  written: unknown;
  at: Origin;
  /** The parameter it stands for (the item, or its $ref's target). */
  parameter: Located & { value: Record<string, unknown> };
  /** Set when the item is a $ref: its target. */
  referenced?: Located;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const OPERATION_ONLY_2 = new Set(['parameters', 'consumes', 'produces', 'responses', 'schemes']);

/** A 2.0 parameter list (an operation's or a path item's), each item dereferenced; unresolved ones are left out. */
export function listParameters(up: Swagger2Upgrade, list: unknown, origin: Origin): ListedParameter[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((written, index) => {
    const at = { file: origin.file, pointer: joinPointer(origin.pointer, index) };
    const resolved = up.sources.deref(written, at.file, at.pointer);
    if (!resolved || !isRecord(resolved.value)) return [];
    const parameter = { ...resolved, value: resolved.value };
    return [{ written, at, parameter, ...(resolved.value !== written ? { referenced: resolved } : {}) }];
  });
}

/**
 * The 3.0 operation at `at` for a 2.0 one; `inherited` are its path item's parameters, of which the
 * body and form fields become part of its request body (3.0 has no path-level request body).
 */
export function upgradeOperation(up: Swagger2Upgrade, operation: Located & { value: Record<string, unknown> }, inherited: ListedParameter[], at: string): Record<string, unknown> {
  const own = listParameters(up, operation.value['parameters'], { file: operation.file, pointer: joinPointer(operation.pointer, 'parameters') });
  const key = (p: ListedParameter) => `${String(p.parameter.value['in'])} ${String(p.parameter.value['name'])}`;
  const ownKeys = new Set(own.map(key));
  const all = [...inherited.filter((p) => !ownKeys.has(key(p))), ...own];
  const consumes = mediaTypes(operation.value['consumes'], up.consumes);
  const produces = mediaTypes(operation.value['produces'], up.produces);

  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(operation.value)) if (!OPERATION_ONLY_2.has(name)) result[name] = value;
  const parameters = upgradeParameterList(up, own.filter((p) => !inBody(p)), joinPointer(at, 'parameters'));
  if (parameters.length > 0) result['parameters'] = parameters;
  const body = all.find((p) => p.parameter.value['in'] === 'body');
  const fields = all.filter((p) => p.parameter.value['in'] === 'formData');
  const requestAt = joinPointer(at, 'requestBody');
  if (body) {
    result['requestBody'] = bodyRequest(up, body, sameList(consumes, up.consumes), consumes, requestAt);
    // What code generators name the body argument, where swagger2openapi keeps it (openapi-generator reads it there).
    if (typeof body.parameter.value['name'] === 'string') result['x-codegen-request-body-name'] = body.parameter.value['name'];
  } else if (fields.length > 0) {
    result['requestBody'] = formRequest(up, fields, consumes, requestAt);
  }
  if (isRecord(operation.value['responses'])) {
    const responses = { file: operation.file, pointer: joinPointer(operation.pointer, 'responses'), value: operation.value['responses'] };
    result['responses'] = upgradeResponses(up, responses, produces, joinPointer(at, 'responses'));
  }
  return result;
}

/** Parameters that are neither the body nor form fields, as 3.0 lists them (a $ref stays one). */
export function upgradeParameterList(up: Swagger2Upgrade, listed: ListedParameter[], at: string): unknown[] {
  return listed.map((p, index) => {
    const itemAt = joinPointer(at, index);
    up.from(itemAt, p.at);
    if (p.referenced) return { $ref: up.refTo('parameters', p.referenced, upgradeParameterTarget) };
    return upgradeParameter(up, p.parameter, itemAt);
  });
}

function inBody(p: ListedParameter): boolean {
  return p.parameter.value['in'] === 'body' || p.parameter.value['in'] === 'formData';
}

export function upgradeParameterTarget(up: Swagger2Upgrade, target: Located, at: string): unknown {
  return isRecord(target.value) ? upgradeParameter(up, { ...target, value: target.value }, at) : target.value;
}

/** A query, path or header parameter: its type moves into `schema`, `x-example` becomes its example. */
function upgradeParameter(up: Swagger2Upgrade, parameter: Located & { value: Record<string, unknown> }, at: string): Record<string, unknown> {
  const p = parameter.value;
  const result: Record<string, unknown> = { name: p['name'], in: p['in'] };
  for (const key of ['description', 'required', 'deprecated']) if (Object.hasOwn(p, key)) result[key] = p[key];
  if (p['in'] === 'query' && Object.hasOwn(p, 'allowEmptyValue')) result['allowEmptyValue'] = p['allowEmptyValue'];
  Object.assign(result, serialization(p, String(p['in'])));
  result['schema'] = simpleSchema(p);
  if (Object.hasOwn(p, 'x-example')) {
    result['example'] = p['x-example'];
    up.from(joinPointer(at, 'example'), { file: parameter.file, pointer: joinPointer(parameter.pointer, 'x-example') });
  }
  for (const [key, value] of Object.entries(p)) if (key.startsWith('x-')) result[key] = value;
  return result;
}

/**
 * The request body of a `body` parameter. One that is a $ref to the document's parameters becomes
 * a $ref to a request body of components when the operation consumes what the document does
 * (`shared`): that request body's media types are the document's.
 */
function bodyRequest(up: Swagger2Upgrade, body: ListedParameter, shared: boolean, consumes: string[], at: string): unknown {
  up.from(at, body.at);
  if (body.referenced && shared) return { $ref: up.refTo('requestBodies', body.referenced, (u, target, to) => bodyFromParameter(u, target, u.consumes, to)) };
  return bodyFromParameter(up, body.parameter, consumes, at);
}

function bodyFromParameter(up: Swagger2Upgrade, parameter: Located, consumes: string[], at: string): unknown {
  if (!isRecord(parameter.value)) return parameter.value;
  const p = parameter.value;
  const schema = upgradeSchema(up, p['schema']);
  const content: Record<string, unknown> = {};
  for (const type of consumes) {
    content[type] = { schema };
    up.from(joinPointer(at, 'content', type, 'schema'), { file: parameter.file, pointer: joinPointer(parameter.pointer, 'schema') });
  }
  const result: Record<string, unknown> = {};
  if (Object.hasOwn(p, 'description')) result['description'] = p['description'];
  if (Object.hasOwn(p, 'required')) result['required'] = p['required'];
  result['content'] = content;
  for (const [key, value] of Object.entries(p)) if (key.startsWith('x-')) result[key] = value;
  return result;
}

/** `formData` parameters as the fields of one form: multipart when one is a file (3.0: a binary string). */
function formRequest(up: Swagger2Upgrade, fields: ListedParameter[], consumes: string[], at: string): Record<string, unknown> {
  up.from(at, fields[0]!.at);
  const hasFile = fields.some((f) => f.parameter.value['type'] === 'file');
  const declared = consumes.filter((type) => FORM_TYPES.includes(type));
  const types = hasFile ? ['multipart/form-data'] : declared.length > 0 ? declared : ['application/x-www-form-urlencoded'];
  const properties: Record<string, unknown> = {};
  const encoding: Record<string, unknown> = {};
  for (const { parameter } of fields) {
    const field = parameter.value;
    const name = String(field['name']);
    properties[name] = { ...(typeof field['description'] === 'string' ? { description: field['description'] } : {}), ...simpleSchema(field) };
    const style = serialization(field, 'formData');
    if (style.style) encoding[name] = { style: style.style, explode: style.explode };
  }
  const required = fields.filter((f) => f.parameter.value['required'] === true).map((f) => String(f.parameter.value['name']));
  const schema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  const content: Record<string, unknown> = {};
  for (const type of types) {
    const urlencoded = type === 'application/x-www-form-urlencoded' && Object.keys(encoding).length > 0;
    content[type] = { schema, ...(urlencoded ? { encoding } : {}) };
    for (const { parameter } of fields) up.from(joinPointer(at, 'content', type, 'schema', 'properties', String(parameter.value['name'])), parameter);
  }
  return { ...(required.length > 0 ? { required: true } : {}), content };
}

/** An operation's responses; one that is a $ref to the document's stays one when the operation produces what the document does. */
function upgradeResponses(up: Swagger2Upgrade, responses: Located & { value: Record<string, unknown> }, produces: string[], at: string): Record<string, unknown> {
  const sameTypes = sameList(produces, up.produces);
  return mapValues(responses.value, (written, status) => {
    if (status.startsWith('x-')) return written;
    const origin = { file: responses.file, pointer: joinPointer(responses.pointer, status) };
    const statusAt = joinPointer(at, status);
    up.from(statusAt, origin);
    const target = isRecord(written) && Object.hasOwn(written, '$ref') ? up.targetOf(written) : undefined;
    // A response with no body is the same whatever the operation produces.
    const shared = sameTypes || (isRecord(target?.value) && !Object.hasOwn(target.value, 'schema') && !Object.hasOwn(target.value, 'examples'));
    if (target && shared) return { $ref: up.refTo('responses', target, upgradeResponseTarget) };
    if (target) up.from(statusAt, target);
    return upgradeResponse(up, target ?? { ...origin, value: written }, produces, statusAt);
  });
}

/** A response: its schema and examples under each media type, its headers' types in schemas. */
export function upgradeResponse(up: Swagger2Upgrade, response: Located, produces: string[], at: string): unknown {
  if (!isRecord(response.value)) return response.value;
  const r = response.value;
  const result: Record<string, unknown> = { description: typeof r['description'] === 'string' ? r['description'] : '' };
  if (isRecord(r['headers'])) result['headers'] = mapValues(r['headers'], (header) => (isRecord(header) ? upgradeHeader(header) : header));
  const content: Record<string, Record<string, unknown>> = {};
  if (Object.hasOwn(r, 'schema')) {
    const schema = upgradeSchema(up, r['schema']);
    for (const type of produces) {
      content[type] = { schema };
      up.from(joinPointer(at, 'content', type, 'schema'), { file: response.file, pointer: joinPointer(response.pointer, 'schema') });
    }
  }
  // 2.0 gives one example per media type; one for a type the operation does not list adds it.
  if (isRecord(r['examples'])) {
    for (const [type, example] of Object.entries(r['examples'])) {
      content[type] = { ...(content[type] ?? (Object.hasOwn(r, 'schema') ? { schema: upgradeSchema(up, r['schema']) } : {})), example };
      up.from(joinPointer(at, 'content', type, 'example'), { file: response.file, pointer: joinPointer(response.pointer, 'examples', type) });
    }
  }
  if (Object.keys(content).length > 0) result['content'] = content;
  for (const [key, value] of Object.entries(r)) if (key.startsWith('x-')) result[key] = value;
  return result;
}

export function upgradeResponseTarget(up: Swagger2Upgrade, target: Located, at: string): unknown {
  return upgradeResponse(up, target, up.produces, at);
}

function upgradeHeader(header: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (Object.hasOwn(header, 'description')) result['description'] = header['description'];
  result['schema'] = simpleSchema(header);
  for (const [key, value] of Object.entries(header)) if (key.startsWith('x-')) result[key] = value;
  return result;
}

/** An operation's own list of media types, else the document's. */
export function mediaTypes(own: unknown, inherited: string[]): string[] {
  return Array.isArray(own) && own.length > 0 ? own.filter((type): type is string => typeof type === 'string') : inherited;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
