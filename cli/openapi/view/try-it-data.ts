// The request console's data for one reference (templates/api-reference/try-it/types.ts): every
// operation's parameters and body with their schemas as JSON Schema, request examples, security and
// documented responses (with the schema a JSON reply is checked against), the servers and the
// security schemes. Written as one JSON file named by its
// content, fetched by the console when a reader opens it, so the page's props do not grow.
import { createHash } from 'node:crypto';
import type { ApiDocument, ApiOAuthFlow, ApiOperation, ApiResponse, ApiSchema, ApiSecurityScheme } from '../document/types.ts';
import { exampleValue, resolveSchema } from '../samples/example-value.ts';
import { querystringOf } from '../samples/sample-request.ts';
import { samplesBaseUrl, serverPathOf } from '../samples/code-samples.ts';
import { ASSETS_DIR } from '../../support/paths.ts';
import { DEFAULT_SAMPLE_LANGUAGES, type SampleLanguage } from '../../../shared/sample-code/languages.ts';
import type { JsonSchema, TryItBody, TryItData, TryItOAuth, TryItOperation, TryItResponse, TryItScheme } from '../../../templates/api-reference/try-it/types.ts';

export interface TryItFile {
  /** From the output root, without the site's baseUrl. */
  url: string;
  json: string;
  /** The absolute URLs the console signs readers in through (token, device, discovery endpoints), for `connect-src`. */
  authUrls?: string[];
  /** Whether a flow needs the callback page (authorization code, or OpenID Connect). */
  callback?: boolean;
  /** Where the API is served, the path of its first server ('/api/v1'): where `hubgen serve`'s mock answers it (serve/mock-route.ts). */
  basePath: string;
}

/** The console's settings from `apis[].tryIt` in the config. */
export interface TryItSettings {
  oauthClientId?: string;
  /** The API's sample languages (`apis[].sampleLanguages`, else the site's): the console writes its request in them. */
  sampleLanguages?: readonly SampleLanguage[];
}

export function tryItFile(doc: ApiDocument, settings: TryItSettings = {}): TryItFile {
  const data = tryItData(doc, settings);
  const json = JSON.stringify(data);
  const flows = Object.values(data.schemes).flatMap((scheme) => (scheme.oauth ? [scheme.oauth] : []));
  const authUrls = flows.flatMap((flow) => [
    flow.openIdConnectUrl,
    flow.authorizationCode?.tokenUrl,
    flow.authorizationCode?.refreshUrl,
    flow.clientCredentials?.tokenUrl,
    flow.clientCredentials?.refreshUrl,
    flow.deviceAuthorization?.deviceAuthorizationUrl,
    flow.deviceAuthorization?.tokenUrl,
    flow.deviceAuthorization?.refreshUrl,
  ]).filter((url): url is string => Boolean(url));
  return {
    url: `/${ASSETS_DIR}/api-try-it/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`,
    json,
    basePath: serverPathOf(samplesBaseUrl(doc)).replace(/\/+$/, ''),
    ...(authUrls.length ? { authUrls: [...new Set(authUrls)].sort() } : {}),
    ...(flows.some((flow) => flow.authorizationCode || flow.openIdConnectUrl) ? { callback: true } : {}),
  };
}

export function tryItData(doc: ApiDocument, settings: TryItSettings = {}): TryItData {
  const schemes: Record<string, TryItScheme> = {};
  for (const [name, scheme] of Object.entries(doc.securitySchemes)) {
    const kind = consoleScheme(scheme, settings);
    if (kind) schemes[name] = kind;
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(doc.schemas)) schemas[name] = jsonSchemaOf(schema);
  const operations: Record<string, TryItOperation> = {};
  // The key tryItKey (try-it/types.ts) makes on the page; cli/ takes only types from templates/.
  for (const op of doc.operations) operations[`${op.method.toUpperCase()} ${op.path}`] = operationData(doc, op);
  return {
    sampleLanguages: [...(settings.sampleLanguages ?? DEFAULT_SAMPLE_LANGUAGES)],
    servers: doc.servers.map((server) => ({
      url: server.url,
      ...(server.description ? { description: server.description } : {}),
      variables: Object.entries(server.variables).map(([name, v]) => ({ name, default: v.default, ...(v.enum ? { enum: v.enum } : {}) })),
    })),
    schemes,
    schemas,
    operations,
  };
}

/** As the samples send credentials (sample-credentials.ts); a scheme the console cannot fill (mutual TLS) is left out. */
function consoleScheme(scheme: ApiSecurityScheme, settings: TryItSettings): TryItScheme | undefined {
  const withDefault = scheme.sampleSecret === undefined ? {} : { default: scheme.sampleSecret };
  if (scheme.type === 'http') {
    const kind = (scheme.scheme ?? '').toLowerCase();
    return kind === 'basic' ? { kind: 'basic', ...withDefault } : kind === 'bearer' ? { kind: 'bearer', ...withDefault } : undefined;
  }
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return { kind: 'bearer', ...withDefault, ...signIn(scheme, settings) };
  if (scheme.type === 'apiKey' && scheme.name) {
    const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    return { kind: 'apiKey', in: where, name: scheme.name, ...withDefault };
  }
  return undefined;
}

/** The flows of an OAuth 2 or OpenID Connect scheme the console can run; none: the reader pastes a token. */
function signIn(scheme: ApiSecurityScheme, settings: TryItSettings): { oauth?: TryItOAuth } {
  const oauth: TryItOAuth = { scopes: {} };
  const flows = scheme.flows ?? {};
  for (const flow of Object.values(flows)) Object.assign(oauth.scopes, flow.scopes);
  const refresh = (flow: ApiOAuthFlow) => (flow.refreshUrl ? { refreshUrl: flow.refreshUrl } : {});
  const code = flows['authorizationCode'];
  if (code?.authorizationUrl && code.tokenUrl) oauth.authorizationCode = { authorizationUrl: code.authorizationUrl, tokenUrl: code.tokenUrl, ...refresh(code) };
  const client = flows['clientCredentials'];
  if (client?.tokenUrl) oauth.clientCredentials = { tokenUrl: client.tokenUrl, ...refresh(client) };
  const device = flows['deviceAuthorization'];
  if (device?.deviceAuthorizationUrl && device.tokenUrl) oauth.deviceAuthorization = { deviceAuthorizationUrl: device.deviceAuthorizationUrl, tokenUrl: device.tokenUrl, ...refresh(device) };
  if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl) oauth.openIdConnectUrl = scheme.openIdConnectUrl;
  if (!oauth.authorizationCode && !oauth.clientCredentials && !oauth.deviceAuthorization && !oauth.openIdConnectUrl) return {};
  if (settings.oauthClientId) oauth.clientId = settings.oauthClientId;
  return { oauth };
}

function operationData(doc: ApiDocument, op: ApiOperation): TryItOperation {
  return {
    method: op.method.toUpperCase(),
    path: op.path,
    parameters: op.parameters.map((p) => {
      const example = p.example ?? exampleValue({ doc, schema: p.schema, direction: 'request' });
      return {
        name: p.name,
        in: p.in,
        required: p.required,
        ...(p.style ? { style: p.style } : {}),
        ...(p.explode === undefined ? {} : { explode: p.explode }),
        ...(p.schema ? { schema: jsonSchemaOf(p.schema) } : {}),
        ...(example === undefined ? {} : { example: p.in === 'querystring' ? querystringOf(p, example) : fieldText(example) }),
      };
    }),
    ...(op.requestBody ? { body: bodyData(doc, op.requestBody) } : {}),
    ...securityData(op),
    responses: op.responses.map(responseData),
  };
}

/** The alternatives' scheme names, and beside them the scopes each requires where any does. */
function securityData(op: ApiOperation): Pick<TryItOperation, 'security' | 'scopes'> {
  const requirements = op.security.filter((requirement) => Object.keys(requirement).length > 0);
  const security = requirements.map((requirement) => Object.keys(requirement));
  const anyScopes = requirements.some((requirement) => Object.values(requirement).some((scopes) => scopes.length > 0));
  return anyScopes ? { security, scopes: requirements } : { security };
}

const JSON_MEDIA = /^application\/([\w.+-]+\+)?json\b/i;

/** The model keeps one media type's schema per response, the JSON one when offered: the one a JSON reply is checked against. */
function responseData(response: ApiResponse): TryItResponse {
  const contentTypes = response.mediaTypes ?? (response.contentType ? [response.contentType] : []);
  const json = response.schema && response.contentType && JSON_MEDIA.test(response.contentType);
  return { status: response.status, contentTypes, ...(json ? { schema: jsonSchemaOf(response.schema!) } : {}) };
}

function bodyData(doc: ApiDocument, body: NonNullable<ApiOperation['requestBody']>): TryItBody {
  const example = body.example ?? exampleValue({ doc, schema: body.schema, direction: 'request' });
  const node = resolveSchema(doc, body.schema);
  const properties = [...(node?.properties ?? []), ...(node?.allOf ?? []).flatMap((part) => resolveSchema(doc, part)?.properties ?? [])];
  const files = properties.filter((property) => isBinary(doc, property.schema)).map((property) => property.name);
  const fields = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(body.contentType)
    ? properties.filter((property) => !files.includes(property.name) && !(property.schema.kind === 'schema' && property.schema.readOnly)).map((property) => property.name)
    : [];
  // A form's optional fields are left out of the generated example; the one a property gives is shown.
  const filled = fields.length && typeof example === 'object' && example !== null ? { ...(example as object) } : example;
  for (const property of properties) {
    const own = resolveSchema(doc, property.schema)?.example;
    if (filled !== example && own !== undefined && fields.includes(property.name)) (filled as Record<string, unknown>)[property.name] ??= own;
  }
  return {
    contentType: body.contentType,
    required: body.required,
    ...(body.schema ? { schema: jsonSchemaOf(body.schema) } : {}),
    ...(filled === undefined ? {} : { example: filled }),
    ...(fields.length ? { fields } : {}),
    ...(files.length ? { files } : {}),
  };
}

function isBinary(doc: ApiDocument, schema: ApiSchema): boolean {
  const node = resolveSchema(doc, schema);
  return !!node && (node.format === 'binary' || (!!node.items && isBinary(doc, node.items)));
}

/** A parameter's value as a reader types it: arrays comma-separated, objects as JSON. */
function fieldText(value: unknown): string {
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.join(',');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * The model's schema as JSON Schema 2020-12: `nullable` becomes a type that allows null.
 * `readOnly` and `writeOnly` stay, and `required` lists such properties too: the same component
 * serves a request (where a read-only one is not sent) and a reply (where a write-only one is not
 * returned), and the browser drops them from `required` for the side it checks (validate.ts).
 * Component schemas stay references, so a circular one stays finite.
 */
export function jsonSchemaOf(schema: ApiSchema): JsonSchema {
  if (schema.kind === 'ref') return { $ref: `#/$defs/${encodeURIComponent(schema.ref.replace(/~/g, '~0').replace(/\//g, '~1'))}` };
  const out: JsonSchema = {};
  const types = schema.type === undefined ? undefined : Array.isArray(schema.type) ? [...schema.type] : [schema.type];
  if (types && schema.nullable && !types.includes('null')) types.push('null');
  if (types) out.type = types.length === 1 ? types[0] : types;
  for (const key of ['format', 'enum', 'const', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'readOnly', 'writeOnly'] as const) {
    if (schema[key] !== undefined) out[key] = schema[key];
  }
  if (schema.enum && schema.nullable && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
  if (schema.properties) {
    out.properties = Object.fromEntries(schema.properties.map((p) => [p.name, jsonSchemaOf(p.schema)]));
    const required = schema.properties.filter((p) => p.required).map((p) => p.name);
    if (required.length) out.required = required;
  }
  if (schema.additionalProperties !== undefined) {
    out.additionalProperties = typeof schema.additionalProperties === 'boolean' ? schema.additionalProperties : jsonSchemaOf(schema.additionalProperties);
  }
  if (schema.items) out.items = jsonSchemaOf(schema.items);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map(jsonSchemaOf);
  return out;
}
