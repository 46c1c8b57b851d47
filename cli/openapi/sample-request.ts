// The request a generated sample makes (shared/sample-code/request.ts): method, URL (path
// parameters and query filled), credentials (sample-credentials.ts), required header and cookie
// parameters, and the body in the operation's request media type — JSON, form-urlencoded, multipart
// or raw text. Values come from the document's examples (parameter, media type, schema, property),
// else from example-value.ts.
import type { ApiDocument, ApiOperation, ApiParameter, ApiSchema } from './types.ts';
import { exampleValue, jsonInString, resolveSchema } from './example-value.ts';
import { sampleCredentials } from './sample-credentials.ts';
import { FILE_PLACEHOLDER, isJson, type SampleBody, type SampleCredentials, type SampleRequest } from '../../shared/sample-code/request.ts';

export function sampleRequest({ doc, op, baseUrl }: { doc: ApiDocument; op: ApiOperation; baseUrl: string }): SampleRequest {
  const credentials = sampleCredentials({ doc, op });
  const required = (where: ApiParameter['in']) =>
    op.parameters.filter((p) => p.in === where && p.required).map((p): [string, string] => [p.name, text(parameterValue(doc, p))]);
  const success = op.responses.find((r) => r.status.startsWith('2') && (r.schema || r.contentType));
  return {
    method: op.method.toUpperCase(),
    url: baseUrl + pathOf(doc, op) + queryOf(doc, op, credentials),
    credentials,
    headers: required('header'),
    cookies: required('cookie'),
    body: bodyOf(doc, op),
    reply: !success ? 'none' : !success.contentType || isJson(success.contentType) ? 'json' : 'text',
  };
}

function pathOf(doc: ApiDocument, op: ApiOperation): string {
  return op.path.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return param ? encodeURIComponent(text(parameterValue(doc, param))) : match;
  });
}

/**
 * Required query parameters, and optional ones the document gives an example for (a filter worth
 * showing); then an API key that goes in the query. Arrays repeat the name (OpenAPI's default, form
 * with explode); objects use brackets (deepObject), the style real APIs use for them. Names and
 * values are percent-encoded — curl reads raw brackets as a glob range — except a secret's
 * placeholder, which stays readable.
 */
function queryOf(doc: ApiDocument, op: ApiOperation, credentials: SampleCredentials): string {
  const shown = op.parameters.filter((p) => p.in === 'query' && !p.deprecated && (p.required || p.example !== undefined || schemaExample(doc, p.schema) !== undefined));
  const pairs = shown.flatMap((p) => flatten(p.name, parameterValue(doc, p))).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  // 3.2's querystring parameter is the whole query string (and excludes query parameters).
  const whole = op.parameters.find((p) => p.in === 'querystring');
  if (whole) pairs.unshift(querystringOf(whole, parameterValue(doc, whole)));
  pairs.push(...credentials.query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * A 3.2 querystring parameter's value as the query string it is sent as: a string as written (an
 * example's `serializedValue` is already encoded), JSON (or any other media type) percent-encoded
 * whole, and form fields (application/x-www-form-urlencoded, the usual one) pair by pair.
 */
export function querystringOf(param: ApiParameter, value: unknown): string {
  if (typeof value === 'string') return value.replace(/^\?/, '');
  const type = (param.contentType ?? 'application/x-www-form-urlencoded').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return encodeURIComponent(JSON.stringify(value));
  return entries(value).flatMap(([name, v]) => flatten(name, v)).map(([name, v]) => `${encodeURIComponent(name)}=${encodeURIComponent(v)}`).join('&');
}

function parameterValue(doc: ApiDocument, param: ApiParameter): unknown {
  if (param.example !== undefined) return param.example;
  return exampleValue({ doc, schema: param.schema, direction: 'request' }) ?? 'value';
}

function bodyOf(doc: ApiDocument, op: ApiOperation): SampleBody | undefined {
  const body = op.requestBody;
  if (!body) return undefined;
  const value = body.example ?? exampleValue({ doc, schema: body.schema, direction: 'request' });
  if (value === undefined) return undefined;
  const contentType = body.contentType.toLowerCase();
  if (isJson(contentType)) return { kind: 'json', contentType: body.contentType, value: jsonInString(value) };
  if (contentType.startsWith('application/x-www-form-urlencoded')) return { kind: 'form', fields: entries(value).flatMap(([name, v]) => flatten(name, v)) };
  if (contentType.startsWith('multipart/form-data')) {
    const properties = propertiesOf(doc, body.schema);
    return {
      kind: 'multipart',
      fields: entries(value).map(([name, v]) => {
        const file = isBinary(doc, properties.get(name));
        return { name, value: file ? FILE_PLACEHOLDER : typeof v === 'object' && v !== null ? JSON.stringify(v) : text(v), file };
      }),
    };
  }
  return { kind: 'raw', contentType: body.contentType, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) };
}

/** `{ a: { b: 1 }, c: [1, 2] }` → a[b]=1, c=1, c=2; arrays of objects are indexed: d[0][e]=1. */
function flatten(name: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) {
    return value.some((item) => typeof item === 'object' && item !== null)
      ? value.flatMap((item, i) => flatten(`${name}[${i}]`, item))
      : value.map((item) => [name, text(item)]);
  }
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, v]) => flatten(`${name}[${key}]`, v));
  return [[name, text(value)]];
}

function entries(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/** A body's top-level properties, through references and allOf. */
function propertiesOf(doc: ApiDocument, schema: ApiSchema | undefined, depth = 0): Map<string, ApiSchema> {
  const node = resolveSchema(doc, schema);
  const out = new Map<string, ApiSchema>();
  if (!node || depth > 8) return out;
  for (const part of node.allOf ?? []) for (const [name, s] of propertiesOf(doc, part, depth + 1)) out.set(name, s);
  for (const property of node.properties ?? []) out.set(property.name, property.schema);
  return out;
}

/** A file upload: `format: binary` (3.0), or an array of them. */
function isBinary(doc: ApiDocument, schema: ApiSchema | undefined): boolean {
  const node = resolveSchema(doc, schema);
  if (!node) return false;
  return node.format === 'binary' || (!!node.items && isBinary(doc, node.items));
}

function schemaExample(doc: ApiDocument, schema: ApiSchema | undefined): unknown {
  return resolveSchema(doc, schema)?.example;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}
