// Builds the typed ApiDocument the API reference renderer and search consume, from a document
// that has passed schema validation and $ref resolution. Parameters, request bodies and responses
// given by `$ref` are inlined into each operation; schemas stay references by name.

import type {
  ApiCodeSample,
  ApiDocument,
  LoadedApi,
  ApiLink,
  ApiOAuthFlow,
  ApiOperation,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiSecurityRequirement,
  ApiSecurityScheme,
  ApiServer,
  ApiTag,
} from '../document/types.ts';
import type { ApiSources } from '../document/resolve-refs.ts';
import { SchemaBuilder } from './build-schema.ts';
import { isRecord } from '../document/json-pointer.ts';
import {
  derefChild,
  effectiveParameters,
  listOperations,
  pathItemOperations,
  responseStatuses,
  type LocatedValue,
  type OperationSite,
} from '../document/list-operations.ts';

/** 6. The model of sound sources (for a shared document, those another thread loaded and checks), with the files they were read from. */
export function modelOf(sources: ApiSources): LoadedApi {
  const files = sources.readFrom ?? [...sources.files.values()].map(({ file, hash }) => ({ file, hash }));
  return { document: buildModel({ sources }), diagnostics: [], files };
}

export function buildModel(params: { sources: ApiSources }): ApiDocument {
  const { sources } = params;
  const document = sources.main.value as Record<string, unknown>;
  const info = record(document['info']);
  const components = record(document['components']);
  const schemas = new SchemaBuilder(sources);
  const security = securityRequirements(document['security']);
  const sites = listOperations(sources);
  const ids = operationIds(sites);
  const operations = sites.map((site, index) => buildOperation(site, ids[index]!, sources, schemas, security));
  const hookSites = listOperations(sources, 'webhooks');
  const hookIds = operationIds(hookSites);
  const webhooks = hookSites.map((site, index) => buildOperation(site, hookIds[index]!, sources, schemas, security));

  const model: ApiDocument = {
    file: sources.main.file,
    openapi: String(document['openapi']),
    title: text(info['title']),
    version: text(info['version']),
    description: text(info['description']),
    servers: list(document['servers']).filter(isRecord).map(buildServer),
    securitySchemes: buildSecuritySchemes(sources, components),
    security,
    tags: buildTags(document['tags'], operations, sources),
    operations,
    webhooks,
    tagGroups: list(document['x-tagGroups'])
      .filter(isRecord)
      .map((group) => ({ name: text(group['name']), tags: list(group['tags']).filter((tag): tag is string => typeof tag === 'string') })),
    schemas: schemas.flush(),
  };
  if (typeof info['termsOfService'] === 'string') model.termsOfService = info['termsOfService'];
  const contact = record(info['contact']);
  if (Object.keys(contact).length) {
    model.contact = { ...optionalText('name', contact['name']), ...optionalText('url', contact['url']), ...optionalText('email', contact['email']) };
  }
  const license = record(info['license']);
  if (typeof license['name'] === 'string') {
    model.license = { name: license['name'], ...optionalText('url', license['url']), ...optionalText('identifier', license['identifier']) };
  }
  const externalDocs = record(document['externalDocs']);
  if (typeof externalDocs['url'] === 'string') {
    model.externalDocs = { url: externalDocs['url'], ...optionalText('description', externalDocs['description']) };
  }
  return model;
}

function buildOperation(
  site: OperationSite,
  { operationId, anchorId }: { operationId: string; anchorId: string },
  sources: ApiSources,
  schemas: SchemaBuilder,
  globalSecurity: ApiSecurityRequirement[],
): ApiOperation {
  const { operation } = site;
  const located: LocatedValue = { value: operation, file: site.file, pointer: site.pointer };
  const body = derefChild(sources, located, 'requestBody') ?? unresolvedPart(operation['requestBody'], located);
  return {
    operationId,
    anchorId,
    method: site.method,
    path: site.path,
    summary: text(operation['summary']),
    description: text(operation['description']),
    tags: list(operation['tags']).filter((tag): tag is string => typeof tag === 'string'),
    deprecated: operation['deprecated'] === true,
    security: Array.isArray(operation['security']) ? securityRequirements(operation['security']) : globalSecurity,
    parameters: effectiveParameters(sources, site).filter((p) => !isIgnoredHeader(p.value)).map((parameter) => buildParameter(parameter, sources, schemas)),
    ...(body ? { requestBody: buildRequestBody(body, sources, schemas) } : {}),
    responses: responseStatuses(operation).flatMap((status) => {
      const response = derefChild(sources, located, 'responses', status) ?? unresolvedPart(record(operation['responses'])[status], located);
      return response ? [buildResponse(status, response, sources, schemas)] : [];
    }),
    codeSamples: buildCodeSamples(list(operation['x-codeSamples'] ?? operation['x-code-samples']).map((sample) => sources.valueOf(sample))),
    callbacks: Object.keys(record(operation['callbacks'])).flatMap((name) => {
      const callback = derefChild(sources, located, 'callbacks', name);
      if (!callback) return [];
      const sites = pathItemOperations(sources, callback.value, callback.file, callback.pointer);
      const ids = operationIds(sites);
      return [{ name, operations: sites.map((inner, index) => buildOperation(inner, ids[index]!, sources, schemas, globalSecurity)) }];
    }),
  };
}

/**
 * OpenAPI: a header parameter named Accept, Content-Type or Authorization "SHALL be ignored" (the
 * media types and security schemes say those): shown, sent or offered as a field, it would be sent twice.
 */
function isIgnoredHeader(parameter: Record<string, unknown>): boolean {
  return parameter['in'] === 'header' && typeof parameter['name'] === 'string' && /^(accept|content-type|authorization)$/i.test(parameter['name']);
}

/**
 * A request body or response given as a `$ref` that leads nowhere (reported as ref-missing): shown
 * with its status and a description that says so, rather than left out.
 */
function unresolvedPart(value: unknown, owner: LocatedValue): LocatedValue | undefined {
  if (!isRecord(value) || !Object.hasOwn(value, '$ref')) return undefined;
  return { value: { description: `Unresolved \`$ref\`: \`${String(value['$ref'])}\` leads to nothing this reference holds.` }, file: owner.file, pointer: owner.pointer };
}

function buildParameter(parameter: LocatedValue, sources: ApiSources, schemas: SchemaBuilder): ApiParameter {
  const { value } = parameter;
  // A parameter has either a schema or a `content` map with one media type.
  const media = value['schema'] === undefined ? firstMediaType(parameter, sources) : undefined;
  const source = media?.value ?? value;
  const result: ApiParameter = {
    name: text(value['name']),
    in: value['in'] as ApiParameter['in'],
    ...(media ? { contentType: media.contentType } : {}),
    required: value['required'] === true,
    deprecated: value['deprecated'] === true,
    description: text(value['description']),
  };
  if (source['schema'] !== undefined) result.schema = schemas.build(source['schema']);
  if (typeof value['style'] === 'string') result.style = value['style'];
  if (typeof value['explode'] === 'boolean') result.explode = value['explode'];
  const example = exampleOf(media ?? parameter, sources);
  if (example !== undefined) result.example = example;
  return result;
}

function buildRequestBody(body: LocatedValue, sources: ApiSources, schemas: SchemaBuilder): ApiRequestBody {
  const media = firstMediaType(body, sources);
  const result: ApiRequestBody = {
    required: body.value['required'] === true,
    description: text(body.value['description']),
    contentType: media?.contentType ?? '',
  };
  const mediaTypes = Object.keys(record(body.value['content']));
  if (mediaTypes.length > 1) result.mediaTypes = mediaTypes;
  if (media && media.value['schema'] !== undefined) result.schema = schemas.build(media.value['schema']);
  if (media && media.value['itemSchema'] !== undefined) result.itemSchema = schemas.build(media.value['itemSchema']);
  const example = media && exampleOf(media, sources);
  if (example !== undefined) result.example = example;
  return result;
}

function buildResponse(status: string, response: LocatedValue, sources: ApiSources, schemas: SchemaBuilder): ApiResponse {
  const media = firstMediaType(response, sources);
  const result: ApiResponse = { status, description: text(response.value['description']) };
  const links = buildLinks(response, sources);
  if (links.length) result.links = links;
  if (!media) return result;
  result.contentType = media.contentType;
  const mediaTypes = Object.keys(record(response.value['content']));
  if (mediaTypes.length > 1) result.mediaTypes = mediaTypes;
  if (media.value['schema'] !== undefined) result.schema = schemas.build(media.value['schema']);
  if (media.value['itemSchema'] !== undefined) result.itemSchema = schemas.build(media.value['itemSchema']);
  const examples = namedExamples(media, sources);
  const example = Object.hasOwn(media.value, 'example') ? sources.valueOf(media.value['example']) : Object.values(examples ?? {})[0];
  if (example !== undefined) result.example = example;
  if (examples) result.examples = examples;
  return result;
}

function buildLinks(response: LocatedValue, sources: ApiSources): ApiLink[] {
  return Object.keys(record(response.value['links'])).flatMap((name) => {
    const link = derefChild(sources, response, 'links', name)?.value;
    if (!link) return [];
    const parameters = Object.fromEntries(
      Object.entries(record(link['parameters'])).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    return [{ name, ...optionalText('operationId', link['operationId']), ...optionalText('operationRef', link['operationRef']), description: text(link['description']), parameters }];
  });
}

/** The media type the reference shows: JSON when offered, else the first one. */
function firstMediaType(owner: LocatedValue, sources: ApiSources): (LocatedValue & { contentType: string }) | undefined {
  const types = Object.keys(record(owner.value['content']));
  const contentType = types.find((type) => /^application\/([\w.+-]+\+)?json\b/.test(type)) ?? types[0];
  if (contentType === undefined) return undefined;
  const media = derefChild(sources, owner, 'content', contentType);
  return media && { ...media, contentType };
}

/** `example`, else the value of the first of `examples`. */
function exampleOf(owner: LocatedValue, sources: ApiSources): unknown {
  if (Object.hasOwn(owner.value, 'example')) return sources.valueOf(owner.value['example']);
  const examples = namedExamples(owner, sources);
  return examples ? Object.values(examples)[0] : undefined;
}

function namedExamples(owner: LocatedValue, sources: ApiSources): Record<string, unknown> | undefined {
  const names = Object.keys(record(owner.value['examples']));
  if (names.length === 0) return undefined;
  const examples: Record<string, unknown> = {};
  for (const name of names) {
    const example = derefChild(sources, owner, 'examples', name);
    const value = example && exampleObjectValue(example.value, sources);
    if (value !== undefined) examples[name] = value;
  }
  return examples;
}

/**
 * An Example Object's value: `value`, or 3.2's `dataValue` (the data, before serialisation), else
 * its `serializedValue` as written (a JSON one read back as data).
 */
export function exampleObjectValue(example: Record<string, unknown>, sources: ApiSources): unknown {
  if (Object.hasOwn(example, 'dataValue')) return sources.valueOf(example['dataValue']);
  if (Object.hasOwn(example, 'value')) return sources.valueOf(example['value']);
  const serialized = example['serializedValue'];
  if (typeof serialized !== 'string') return undefined;
  try {
    return /^\s*[[{]/.test(serialized) ? JSON.parse(serialized) : serialized;
  } catch {
    return serialized;
  }
}

function buildCodeSamples(value: unknown): ApiCodeSample[] {
  return list(value)
    .filter(isRecord)
    .filter((sample) => typeof sample['lang'] === 'string' && typeof sample['source'] === 'string')
    .map((sample) => ({
      lang: sample['lang'] as string,
      ...optionalText('label', sample['label']),
      source: sample['source'] as string,
    }));
}

function buildServer(server: Record<string, unknown>): ApiServer {
  const variables: ApiServer['variables'] = {};
  for (const [name, raw] of Object.entries(record(server['variables']))) {
    const variable = record(raw);
    variables[name] = {
      default: text(variable['default']),
      ...(Array.isArray(variable['enum']) ? { enum: variable['enum'].map(String) } : {}),
      ...optionalText('description', variable['description']),
    };
  }
  return { url: text(server['url']), ...optionalText('description', server['description']), variables };
}

function buildSecuritySchemes(sources: ApiSources, components: Record<string, unknown>): Record<string, ApiSecurityScheme> {
  const schemes: Record<string, ApiSecurityScheme> = {};
  const owner = { value: components, file: sources.main.file, pointer: '/components' };
  for (const name of Object.keys(record(components['securitySchemes']))) {
    const scheme = derefChild(sources, owner, 'securitySchemes', name)?.value ?? {};
    schemes[name] = {
      type: text(scheme['type']),
      ...optionalText('scheme', scheme['scheme']),
      ...optionalText('description', scheme['description']),
      ...optionalText('in', scheme['in']),
      ...optionalText('name', scheme['name']),
      ...optionalText('bearerFormat', scheme['bearerFormat']),
      ...(scheme['deprecated'] === true ? { deprecated: true } : {}),
      ...optionalText('openIdConnectUrl', scheme['openIdConnectUrl']),
      ...optionalText('sampleSecret', scheme['x-default']),
    };
    if (isRecord(scheme['flows'])) schemes[name].flows = buildFlows(scheme['flows']);
  }
  return schemes;
}

function buildFlows(flows: Record<string, unknown>): Record<string, ApiOAuthFlow> {
  const result: Record<string, ApiOAuthFlow> = {};
  for (const [type, raw] of Object.entries(flows)) {
    const flow = record(raw);
    if (!isRecord(raw)) continue;
    result[type] = {
      ...optionalText('authorizationUrl', flow['authorizationUrl']),
      ...optionalText('deviceAuthorizationUrl', flow['deviceAuthorizationUrl']),
      ...optionalText('tokenUrl', flow['tokenUrl']),
      ...optionalText('refreshUrl', flow['refreshUrl']),
      scopes: Object.fromEntries(Object.entries(record(flow['scopes'])).map(([scope, what]) => [scope, text(what)])),
    };
  }
  return result;
}

function securityRequirements(value: unknown): ApiSecurityRequirement[] {
  return list(value)
    .filter(isRecord)
    .map((requirement) =>
      Object.fromEntries(Object.entries(requirement).map(([name, scopes]) => [name, list(scopes).map(String)])),
    );
}

/** Declared tags in their order, then tags only operations use, in order of first use. */
function buildTags(declared: unknown, operations: ApiOperation[], sources: ApiSources): ApiTag[] {
  const tags = new Map<string, ApiTag>();
  for (const tag of list(declared).filter(isRecord)) {
    const name = text(tag['name']);
    // A description kept in another file is a $ref (compose-document.ts accepts it).
    const description = text(sources.valueOf(tag['description']));
    if (name && !tags.has(name)) {
      tags.set(name, {
        name,
        description,
        operationIds: [],
        ...optionalText('displayName', tag['x-displayName']),
        ...(tag['x-traitTag'] === true ? { trait: true } : {}),
        ...optionalText('summary', tag['summary']),
        ...optionalText('parent', tag['parent']),
        ...optionalText('kind', tag['kind']),
      });
    }
  }
  for (const operation of operations) {
    for (const name of operation.tags) {
      if (!tags.has(name)) tags.set(name, { name, description: '', operationIds: [] });
      tags.get(name)!.operationIds.push(operation.operationId);
    }
  }
  return [...tags.values()];
}

/**
 * Each operation's operationId and anchor id. An operation without an operationId gets one
 * derived from method and path that reads like the route (`GET /pets/{petId}` → `get/pets/:petId`).
 * The anchor id (`#operation/<anchor id>`) is the operationId with every character that is not
 * safe in a URL fragment percent-encoded (`find pet by id` → `find%20pet%20by%20id`, as valid an
 * HTML id as a fragment). Both stay the same while the document does and never equal another
 * operation's: a derived id that would clash gets `-2`, `-3`…
 */
function operationIds(sites: OperationSite[]): { operationId: string; anchorId: string }[] {
  const declared = sites.map((site) => text(site.operation['operationId']).trim());
  const taken = new Set(declared.filter(Boolean).flatMap((id) => [id, fragmentSafe(id)]));
  const used = new Set<string>();
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    return id;
  };
  return sites.map((site, index) => {
    const own = declared[index];
    // An operationId used twice (reported by operation-id-unique) names the first; the next gets `-2`.
    if (!own) {
      const id = unique(fragmentSafe(site.method + site.path.replace(/\{([^}]*)\}/g, ':$1')));
      taken.add(id);
      return { operationId: id, anchorId: id };
    }
    const id = used.has(own) ? unique(own) : own;
    used.add(id);
    taken.add(id);
    return { operationId: id, anchorId: fragmentSafe(id) };
  });
}

/** Percent-encodes what RFC 3986 does not allow unencoded in a fragment (and `%`, so it is reversible). */
function fragmentSafe(id: string): string {
  return id.replace(/[^A-Za-z0-9\-._~/:@!$&'()*+,;=]/gu, (c) => encodeURIComponent(c));
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function optionalText<K extends string>(key: K, value: unknown): { [P in K]?: string } {
  return (typeof value === 'string' ? { [key]: value } : {}) as { [P in K]?: string };
}

