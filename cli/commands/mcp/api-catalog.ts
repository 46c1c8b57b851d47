// The site's API references as `hubgen mcp` hands them to an assistant: each operation with the
// address of its place on the reference page, its Markdown (the very lines of its tag's twin) and
// its request and response schemas resolved into self-contained JSON Schema; each component schema
// likewise. The documents are the mock's (commands/mock/load-mock-apis.ts): checked by the OpenAPI stage, with
// the model the reference is built from and a copy with every $ref inlined.
import { operationAnchor, schemaAnchor } from '../../../shared/api-anchors.ts';
import type { MockApiSource } from '../mock/load-mock-apis.ts';
import { operationMarkdown, schemaMarkdown } from '../../openapi/view/markdown-twins.ts';
import type { ApiOperation } from '../../openapi/document/types.ts';
import { isRecord } from '../../openapi/document/json-pointer.ts';
import { closestMatch } from '../../support/closest-match.ts';

export interface OperationRef {
  api: MockApiSource;
  op: ApiOperation;
}

export interface OperationSummary {
  api: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tags: string[];
  deprecated?: true;
  url: string;
}

export function summaryOf({ api, op }: OperationRef, absolute: (sitePath: string) => string): OperationSummary {
  return { api: api.id, operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, summary: op.summary, tags: op.tags, ...(op.deprecated ? { deprecated: true as const } : {}), url: absolute(`${api.route}#${operationAnchor(op.anchorId)}`) };
}

/** The operations of one API (or all), by tag (case-insensitive) and by words found in their id, path, summary or description. */
export function listOperations({ apis, api, tag, text }: { apis: MockApiSource[]; api?: string; tag?: string; text?: string }): OperationRef[] | Error {
  const chosen = api === undefined ? apis : apis.filter((a) => a.id === api);
  if (chosen.length === 0) return unknownApi(apis, api!);
  const words = (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (op: ApiOperation) => {
    const haystack = `${op.operationId} ${op.method} ${op.path} ${op.summary} ${op.description}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  return chosen.flatMap((a) => a.document.operations.filter((op) => (tag === undefined || op.tags.some((t) => t.toLowerCase() === tag.toLowerCase())) && matches(op)).map((op) => ({ api: a, op })));
}

/** One operation by id; `api` may be left out when only one API has that id. */
export function findOperation({ apis, api, operationId }: { apis: MockApiSource[]; api?: string; operationId: string }): OperationRef | Error {
  const chosen = api === undefined ? apis : apis.filter((a) => a.id === api);
  if (chosen.length === 0) return unknownApi(apis, api!);
  const found = chosen.flatMap((a) => a.document.operations.filter((op) => op.operationId === operationId).map((op) => ({ api: a, op })));
  if (found.length === 1) return found[0];
  if (found.length > 1) return new Error(`operationId "${operationId}" is in several APIs (${found.map((f) => f.api.id).join(', ')}): say which with "api"`);
  const near = closestMatch(operationId, chosen.flatMap((a) => a.document.operations.map((op) => op.operationId)), { slack: 3, ignoreCase: true });
  return new Error(`no operation "${operationId}"${api ? ` in the ${api} API` : ''}${near ? `. Did you mean ${near}?` : ''} (list_operations lists them)`);
}

/** What get_operation returns beside its Markdown: each parameter, the request body and each response, schemas as JSON Schema. */
export function operationSchemas({ api, op }: OperationRef): Record<string, unknown> {
  const operation = resolvedOperation(api, op);
  const parameters = (Array.isArray(operation?.parameters) ? operation.parameters : []).filter(isRecord).map((p) => ({ name: p.name, in: p.in, required: p.required === true, ...(p.description ? { description: p.description } : {}), schema: jsonSchema(api, p.schema) }));
  const body = isRecord(operation?.requestBody) ? operation.requestBody : undefined;
  const requestBody = body && { required: body.required === true, content: mediaSchemas(api, body.content) };
  const responses = Object.fromEntries(Object.entries(isRecord(operation?.responses) ? operation.responses : {}).filter(([, r]) => isRecord(r)).map(([status, r]) => [status, { description: (r as Record<string, unknown>).description ?? '', content: mediaSchemas(api, (r as Record<string, unknown>).content) }]));
  return { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, parameters, ...(requestBody ? { requestBody } : {}), responses };
}

export function operationMarkdownOf({ api, op }: OperationRef): string {
  return operationMarkdown({ document: api.document, op, sampleLanguages: api.sampleLanguages }).join('\n').trimEnd() + '\n';
}

/** A component schema: its Markdown section (as in the tag twins) and itself as JSON Schema. */
export function findSchema({ apis, api, name, absolute }: { apis: MockApiSource[]; api?: string; name: string; absolute: (sitePath: string) => string }): { api: string; name: string; url: string; markdown: string; schema: unknown } | Error {
  const chosen = api === undefined ? apis : apis.filter((a) => a.id === api);
  if (chosen.length === 0) return unknownApi(apis, api!);
  const found = chosen.filter((a) => Object.hasOwn(a.document.schemas, name));
  if (found.length > 1) return new Error(`schema "${name}" is in several APIs (${found.map((a) => a.id).join(', ')}): say which with "api"`);
  if (found.length === 0) {
    const near = closestMatch(name, chosen.flatMap((a) => Object.keys(a.document.schemas)), { slack: 3, ignoreCase: true });
    return new Error(`no schema "${name}"${api ? ` in the ${api} API` : ''}${near ? `. Did you mean ${near}?` : ''}`);
  }
  const [source] = found;
  const components = isRecord(source.resolved.components) && isRecord(source.resolved.components.schemas) ? source.resolved.components.schemas : {};
  return { api: source.id, name, url: absolute(`${source.route}#${schemaAnchor(name)}`), markdown: schemaMarkdown({ document: source.document, name }).join('\n').trimEnd() + '\n', schema: jsonSchema(source, components[name]) };
}

function unknownApi(apis: MockApiSource[], api: string): Error {
  return new Error(`no API "${api}": the site's APIs are ${apis.map((a) => a.id).join(', ') || 'none'}`);
}

function resolvedOperation(api: MockApiSource, op: ApiOperation): Record<string, unknown> | undefined {
  const paths = isRecord(api.resolved.paths) ? api.resolved.paths : {};
  const item = paths[op.path];
  if (!isRecord(item)) return undefined;
  const operation = item[op.method];
  if (!isRecord(operation)) return undefined;
  // Parameters of the path item apply to each of its operations, unless the operation names its own.
  const own = Array.isArray(operation.parameters) ? operation.parameters.filter(isRecord) : [];
  const shared = (Array.isArray(item.parameters) ? item.parameters.filter(isRecord) : []).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  return { ...operation, parameters: [...shared, ...own] };
}

function mediaSchemas(api: MockApiSource, content: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(isRecord(content) ? content : {}).map(([type, media]) => [type, isRecord(media) && media.schema !== undefined ? jsonSchema(api, media.schema) : {}]));
}

/**
 * An OpenAPI schema object as JSON Schema: 3.1's are JSON Schema 2020-12 already; 3.0's
 * `nullable: true` becomes a `null` type and its `example` an `examples` list. (Cycles were cut at
 * their second visit by the inlining, with an empty schema.)
 */
function jsonSchema(api: MockApiSource, schema: unknown): unknown {
  if (!api.document.openapi.startsWith('3.0') && !api.document.openapi.startsWith('2.')) return schema;
  const convert = (value: unknown): unknown => {
    if (!isRecord(value)) return value;
    const { nullable, example, ...rest } = value;
    const out: Record<string, unknown> = { ...rest };
    for (const key of ['items', 'additionalProperties', 'not']) if (isRecord(out[key])) out[key] = convert(out[key]);
    for (const key of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(convert);
    if (isRecord(out.properties)) out.properties = Object.fromEntries(Object.entries(out.properties).map(([name, property]) => [name, convert(property)]));
    if (nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
    if (example !== undefined && out.examples === undefined) out.examples = [example];
    return out;
  };
  return convert(schema);
}
