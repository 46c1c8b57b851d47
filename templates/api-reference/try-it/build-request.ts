// The request the console sends, made from what the reader filled in: the chosen server's URL with
// its variables, the path with its parameters, the query, headers, credentials where their scheme
// puts them, and the body in the operation's media type; and the same request in the model the
// reference's samples are written from (shared/sample-code/request.ts), for the code the console shows.
import type { OAuthGrant, TryItOperation, TryItScheme } from './types.ts';
import { cookieValue, headerValue, parameterValue, pathSegment, queryPairs } from './serialize-parameter.ts';
import { isJson, type SampleBody, type SampleCredentials, type SampleRequest } from '../../../shared/sample-code/request.ts';

/** A scheme's credentials as typed: basic takes `user` and `secret` (the password), the others `secret`. */
export interface Credential {
  user: string;
  secret: string;
  /** A token the console signed in for (the secret): its flow, scopes, expiry and refresh token. */
  oauth?: OAuthGrant;
}

export type BodyInput =
  | { kind: 'json' | 'raw'; contentType: string; text: string }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'multipart'; fields: [string, string][]; files: [string, File | undefined][] };

export interface ConsoleInput {
  /** The server URL with its variables filled in. */
  serverUrl: string;
  op: TryItOperation;
  /** `${in}:${name}` → the field's text. */
  parameters: Record<string, string>;
  /** The schemes of the chosen security requirement, by name. */
  schemes: [name: string, scheme: TryItScheme][];
  credentials: Record<string, Credential>;
  body?: BodyInput;
}

export interface ConsoleRequest {
  method: string;
  url: string;
  headers: [string, string][];
  /** Cookies the browser cannot set on a request to another origin: shown in the code only. */
  cookies: [string, string][];
  body?: BodyInput;
  /** The same request as the samples' writers take it (shared/sample-code/), for the code the console shows. */
  sample: SampleRequest;
}

export const parameterKey = (where: string, name: string) => `${where}:${name}`;

export function buildRequest(input: ConsoleInput): ConsoleRequest {
  const sample = sampleRequestOf(input);
  const { credentials } = sample;
  const headers: [string, string][] = [...sample.headers, ...credentials.headers];
  if (credentials.basic !== undefined) headers.push(['Authorization', `Basic ${base64(credentials.basic)}`]);
  if (input.body && (input.body.kind === 'json' || input.body.kind === 'raw')) headers.push(['Content-Type', input.body.contentType]);
  return { method: sample.method, url: sample.url, headers, cookies: [...sample.cookies, ...credentials.cookies], body: input.body, sample };
}

/**
 * The request as the reader filled it in, in the samples' model: parameters where their `in` puts
 * them (an empty field is one the reader did not give, and is not sent), credentials where their
 * scheme does, the body as it will be sent.
 */
function sampleRequestOf(input: ConsoleInput): SampleRequest {
  const { op, parameters } = input;
  const value = (where: string, name: string) => parameters[parameterKey(where, name)] ?? '';
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? pathSegment(parameter, parameterValue(parameter, value('path', name))) : encodeURIComponent(value('path', name));
  });
  const url = new URL(input.serverUrl.replace(/\/+$/, '') + path);
  const headers: [string, string][] = [];
  const cookies: [string, string][] = [];
  for (const p of op.parameters) {
    const text = value(p.in, p.name);
    if (text === '' || p.in === 'path') continue;
    const typed = parameterValue(p, text);
    if (p.in === 'query') for (const [name, part] of queryPairs(p, typed)) url.searchParams.append(name, part);
    else if (p.in === 'querystring') url.search = text.replace(/^\?/, '');
    else if (p.in === 'header') headers.push([p.name, headerValue(p, typed)]);
    else if (p.in === 'cookie') cookies.push([p.name, cookieValue(typed)]);
  }
  const credentials: SampleCredentials = { headers: [], query: [], cookies: [] };
  for (const [name, scheme] of input.schemes) {
    const credential = input.credentials[name] ?? { user: '', secret: '' };
    if (scheme.kind === 'basic') credentials.basic = `${credential.user}:${credential.secret}`;
    else if (scheme.kind === 'bearer') credentials.headers.push(['Authorization', `Bearer ${credential.secret}`]);
    else if (scheme.in === 'query') credentials.query.push([scheme.name!, credential.secret]);
    else if (scheme.in === 'cookie') credentials.cookies.push([scheme.name!, credential.secret]);
    else credentials.headers.push([scheme.name!, credential.secret]);
  }
  for (const [name, secret] of credentials.query) url.searchParams.append(name, secret);
  return { method: op.method.toUpperCase(), url: url.href, credentials, headers, cookies, body: sampleBodyOf(input.body), reply: replyOf(op) };
}

/** The body as the samples write it: what fetchBody sends, a file by its name. */
function sampleBodyOf(body: BodyInput | undefined): SampleBody | undefined {
  if (!body) return undefined;
  if (body.kind === 'form') return { kind: 'form', fields: body.fields.filter(([, value]) => value !== '') };
  if (body.kind === 'multipart') {
    return {
      kind: 'multipart',
      fields: [
        ...body.fields.filter(([, value]) => value !== '').map(([name, value]) => ({ name, value, file: false })),
        ...body.files.flatMap(([name, file]) => (file ? [{ name, value: file.name, file: true }] : [])),
      ],
    };
  }
  if (body.kind === 'json') {
    // Written as the language's own data; text that is not JSON yet (the check flags it) as it stands.
    try {
      return { kind: 'json', contentType: body.contentType, value: JSON.parse(body.text) };
    } catch {
      return { kind: 'raw', contentType: body.contentType, text: body.text };
    }
  }
  return { kind: 'raw', contentType: body.contentType, text: body.text };
}

/** How a sample reads the reply: as the reference's samples do, by the first documented success with a body. */
function replyOf(op: TryItOperation): SampleRequest['reply'] {
  const success = op.responses.find((response) => response.status.startsWith('2') && response.contentTypes.length > 0);
  return !success ? 'none' : isJson(success.contentTypes[0]) ? 'json' : 'text';
}

/** UTF-8 safe base64, for HTTP basic. */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** What fetch sends as the body. */
export function fetchBody(body: BodyInput | undefined): BodyInit | undefined {
  if (!body) return undefined;
  if (body.kind === 'form') return new URLSearchParams(body.fields.filter(([, value]) => value !== ''));
  if (body.kind !== 'multipart') return body.text;
  const form = new FormData();
  // An empty optional field is left out rather than sent as ''.
  for (const [name, value] of body.fields) if (value !== '') form.append(name, value);
  for (const [name, file] of body.files) if (file) form.append(name, file, file.name);
  return form;
}
