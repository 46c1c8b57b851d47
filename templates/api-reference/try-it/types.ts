// What the request console needs of a reference beyond its page's props: each operation's
// parameter and body schemas, request examples and security, built at build time
// (cli/openapi/view/try-it-data.ts) into one JSON file per reference that the console fetches when a
// reader opens it. Kept out of the page's props, which every reader downloads.
import type { SampleLanguage } from '../../../shared/sample-code/languages.ts';

/**
 * A JSON Schema (2020-12) as the browser validates it; references point into `TryItData.schemas`.
 * A property's `readOnly` / `writeOnly` are kept, and its object's `required` lists it anyway: one
 * schema serves both directions, and validate.ts drops what a direction does not require.
 */
export type JsonSchema = Record<string, unknown>;

/** How a scheme's credentials are sent: as the samples send them (sample-credentials.ts). */
export interface TryItScheme {
  /** basic: user and password; bearer: a token (HTTP bearer, OAuth2, OpenID Connect); apiKey: a key. */
  kind: 'basic' | 'bearer' | 'apiKey';
  /** An API key's place and name. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  /** The scheme's `x-default`: `user:password` for basic. */
  default?: string;
  /** OAuth 2 and OpenID Connect: how the console signs a reader in to get the bearer token. */
  oauth?: TryItOAuth;
}

/**
 * The flows the console runs (the implicit and password flows are not offered: OAuth 2.1 drops
 * them, and the implicit one puts the token in a URL). URLs as the document writes them: a relative
 * one is resolved against the chosen server when the console runs.
 */
export interface TryItOAuth {
  authorizationCode?: { authorizationUrl: string; tokenUrl: string; refreshUrl?: string };
  clientCredentials?: { tokenUrl: string; refreshUrl?: string };
  /** OpenAPI 3.2's `deviceAuthorization` flow (RFC 8628). */
  deviceAuthorization?: { deviceAuthorizationUrl: string; tokenUrl: string; refreshUrl?: string };
  /** OpenID Connect: the discovery document, which names the endpoints (and whether a device flow is offered). */
  openIdConnectUrl?: string;
  /** Every scope the scheme's flows list, with what it grants. */
  scopes: Record<string, string>;
  /** A public client's id from the site's config (`apis[].tryIt.oauth.clientId`). */
  clientId?: string;
}

export type FlowName = 'authorizationCode' | 'clientCredentials' | 'deviceAuthorization';

/** What a sign-in leaves beside the access token (the credential's secret), to show and refresh it. */
export interface OAuthGrant {
  flow: FlowName;
  clientId: string;
  /** Client credentials only: the secret the reader typed, to ask again when the token expires. */
  clientSecret?: string;
  /** The scopes granted (those the reply names, else those asked for). */
  scopes: string[];
  /** When the access token expires, ms since the epoch; unknown when the server does not say. */
  expiresAt?: number;
  refreshToken?: string;
}

export interface TryItParameter {
  name: string;
  /** 3.2's `querystring`: the field is the whole query string, as it is sent. */
  in: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
  required: boolean;
  /** OpenAPI's serialisation, as the document gives it or its default for `in` (form and exploded in a query). */
  style?: string;
  explode?: boolean;
  schema?: JsonSchema;
  /** The document's example (or one made from the schema), as the field shows it. */
  example?: string;
}

export interface TryItBody {
  contentType: string;
  required: boolean;
  schema?: JsonSchema;
  /** The request example: a JSON value (JSON, form and multipart bodies) or text (raw bodies). */
  example?: unknown;
  /** A form's or multipart body's top-level properties that are not files, as fields. */
  fields?: string[];
  /** Multipart fields that are files (`format: binary`). */
  files?: string[];
}

export interface TryItOperation {
  method: string;
  /** The path under the server URL, with `{parameters}`. */
  path: string;
  parameters: TryItParameter[];
  body?: TryItBody;
  /** Alternatives (any one is enough), each the names of the schemes it takes; empty: none. */
  security: string[][];
  /** Beside `security`, the scopes each alternative requires, by scheme (only where some are listed). */
  scopes?: Record<string, string[]>[];
  /** Documented responses, in the document's order. */
  responses: TryItResponse[];
}

export interface TryItResponse {
  /** '200', '4XX' or 'default'. */
  status: string;
  /** The media types its content lists; none: documented without a body. */
  contentTypes: string[];
  /** The schema of its JSON media type, which a reply's JSON body is checked against. */
  schema?: JsonSchema;
}

export interface TryItServer {
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[] }[];
}

export interface TryItData {
  servers: TryItServer[];
  /** The languages the reference's samples are in (the site's `sampleLanguages`): the console shows its request in each. */
  sampleLanguages: SampleLanguage[];
  schemes: Record<string, TryItScheme>;
  /** Component schemas by name, the targets of `$ref: '#/$defs/<name>'`. */
  schemas: Record<string, JsonSchema>;
  /** By `tryItKey(method, path)`. */
  operations: Record<string, TryItOperation>;
}

/** An operation's key in `TryItData.operations`: method and path are unique in a document. */
export const tryItKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** What the page tells the console: where its data is (undefined: the console is off for this API). */
export interface TryItSource {
  apiId: string;
  dataUrl: string;
}
