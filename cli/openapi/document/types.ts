// The OpenAPI stage's public types: the typed model the API reference renderer and search consume,
// and the diagnostics the loader reports to authors and CI.

export interface LoadedApi {
  /** Undefined when errors (syntax, schema, $ref) make a trustworthy model impossible. */
  document?: ApiDocument;
  diagnostics: ApiDiagnostic[];
  /** Every file the document was read from (itself and the files its $refs reached), with the hash of what was read. */
  files?: { file: string; hash?: string }[];
}

export interface ApiDiagnostic {
  severity: 'error' | 'warning';
  /** Stable id, e.g. `yaml-syntax`, `openapi-schema`, `ref-external`, `operation-tagged`. */
  rule: string;
  message: string;
  /** Absolute path of the file the problem is in. */
  file: string;
  /** 1-based line and column of the value the problem is about. */
  line: number;
  column: number;
  hint?: string;
}

export interface ApiDocument {
  file: string;
  openapi: string;
  title: string;
  version: string;
  /** Markdown. */
  description: string;
  servers: ApiServer[];
  securitySchemes: Record<string, ApiSecurityScheme>;
  security: ApiSecurityRequirement[];
  tags: ApiTag[];
  operations: ApiOperation[];
  /** Component schemas by name (plus schemas bundled from other files, named after their pointer). */
  schemas: Record<string, ApiSchema>;
  externalDocs?: { url: string; description?: string };
  /** 3.1 `webhooks`: requests the API sends; `path` is the webhook's name. */
  webhooks: ApiOperation[];
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string; identifier?: string };
  /** `x-tagGroups`: sidebar groups of tag names. */
  tagGroups: { name: string; tags: string[] }[];
}

export interface ApiServer {
  url: string;
  description?: string;
  variables: Record<string, { default: string; enum?: string[]; description?: string }>;
}

export interface ApiSecurityScheme {
  type: string;
  scheme?: string;
  description?: string;
  /** apiKey: where the key goes (header, query, cookie) and under which name. */
  in?: string;
  name?: string;
  bearerFormat?: string;
  /** 3.2: the scheme is being phased out. */
  deprecated?: boolean;
  /** oauth2: flow type (implicit, password, clientCredentials, authorizationCode, 3.2's deviceAuthorization) → its URLs and scopes. */
  flows?: Record<string, ApiOAuthFlow>;
  openIdConnectUrl?: string;
  /** `x-default` (ReadMe's and Mintlify's extension): what samples show for the secret; `user:password` for HTTP basic. */
  sampleSecret?: string;
}

export interface ApiOAuthFlow {
  authorizationUrl?: string;
  /** 3.2's device authorization flow (RFC 8628): where a device asks for its user code. */
  deviceAuthorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** Scope → what it grants. */
  scopes: Record<string, string>;
}

/** Scheme name → required scopes; one requirement object is satisfied when all its schemes are. */
export type ApiSecurityRequirement = Record<string, string[]>;

export interface ApiTag {
  name: string;
  description: string;
  operationIds: string[];
  /** `x-displayName`. */
  displayName?: string;
  /** `x-traitTag`: a section of prose, never a group of operations. */
  trait?: boolean;
  /** 3.2: a short name to show, the tag it is nested under, and what sort of tag it is (`nav`, `audience`…). */
  summary?: string;
  parent?: string;
  kind?: string;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options' | 'trace' | 'query';

export interface ApiOperation {
  /** As declared; for an operation without one, derived from method and path (`get/pets/:petId`). */
  operationId: string;
  /** The operationId, safe in a URL fragment and an HTML id: the operation is at `#operation/<anchorId>`. */
  anchorId: string;
  /** A method field's name (lower case), or one of 3.2's `additionalOperations` as it is sent (`COPY`). */
  method: string;
  path: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated: boolean;
  security: ApiSecurityRequirement[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** From `x-codeSamples`. */
  codeSamples: ApiCodeSample[];
  /** Requests the API makes back, by callback name; each operation's `path` is its URL expression. */
  callbacks: { name: string; operations: ApiOperation[] }[];
}

export interface ApiRequestBody {
  required: boolean;
  description: string;
  contentType: string;
  /** Every media type the body's content lists, when there are several (the changelog compares them). */
  mediaTypes?: string[];
  schema?: ApiSchema;
  /** 3.2: the schema of each item of a sequential media type (a stream: JSON Lines, Server-Sent Events). */
  itemSchema?: ApiSchema;
  example?: unknown;
}

export interface ApiCodeSample {
  lang: string;
  label?: string;
  source: string;
}

export interface ApiParameter {
  name: string;
  /** 3.2's `querystring`: the whole query string is this one value, serialised as its media type says. */
  in: 'query' | 'querystring' | 'path' | 'header' | 'cookie';
  /** The media type of a parameter given by `content` (a querystring's always is). */
  contentType?: string;
  required: boolean;
  deprecated: boolean;
  description: string;
  schema?: ApiSchema;
  example?: unknown;
  /** Serialisation, where the document gives it (OpenAPI's defaults otherwise: form in a query or cookie, simple in a path or header). */
  style?: string;
  explode?: boolean;
}

export interface ApiResponse {
  status: string;
  description: string;
  /** The media type shown: the JSON one when offered, else the first. */
  contentType?: string;
  /** Every media type the response's content lists, when there are several (the console checks a reply's type against them). */
  mediaTypes?: string[];
  schema?: ApiSchema;
  /** 3.2: the schema of each item of a streamed response (Server-Sent Events, JSON Lines…). */
  itemSchema?: ApiSchema;
  example?: unknown;
  examples?: Record<string, unknown>;
  links?: ApiLink[];
}

/** A response link: how a value of this response feeds another operation. */
export interface ApiLink {
  name: string;
  operationId?: string;
  operationRef?: string;
  description: string;
  /** Parameter name → runtime expression or value. */
  parameters: Record<string, string>;
}

export type ApiSchema = ApiSchemaRef | ApiSchemaNode;

/** A reference to a component schema, kept as a name so circular schemas stay finite. */
export interface ApiSchemaRef {
  kind: 'ref';
  /** Component schema name (a key of `ApiDocument.schemas`). */
  ref: string;
}

export interface ApiSchemaNode {
  kind: 'schema';
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  nullable?: boolean;
  properties?: ApiSchemaProperty[];
  additionalProperties?: boolean | ApiSchema;
  /** The schema of every item, or with `prefixItems` of the items after them. */
  items?: ApiSchema;
  /** A tuple: the schemas of the first items, in order (2020-12 `prefixItems`; draft-4's list `items`). */
  prefixItems?: ApiSchema[];
  /** A `$ref` that leads nowhere (or that hubgen does not follow), as written: shown as unresolved. */
  unresolved?: string;
  oneOf?: ApiSchema[];
  anyOf?: ApiSchema[];
  allOf?: ApiSchema[];
  minimum?: number;
  maximum?: number;
  /** The exclusive bounds (2020-12's numbers, or draft-4's `exclusiveMinimum: true` beside `minimum`). */
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /**
   * Which property tells oneOf/anyOf variants apart; mapping: its value → schema name; `written`:
   * values whose reference names no schema of the table, with the reference as written.
   */
  discriminator?: { propertyName: string; mapping: Record<string, string>; written?: Record<string, string> };
}

export interface ApiSchemaProperty {
  name: string;
  required: boolean;
  schema: ApiSchema;
}
