// The request the console sends, made from what the reader filled in: the chosen server's URL with
// its variables, the path with its parameters, the query, headers, credentials where their scheme
// puts them, and the body in the operation's media type. Also the same request as curl, with the
// secrets masked until the reader reveals them.
import type { OAuthGrant, TryItOperation, TryItScheme } from './types.ts';
import { cookieValue, headerValue, parameterValue, pathSegment, queryPairs } from './serialize-parameter.ts';

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
  /** Cookies the browser cannot set on a request to another origin: shown in curl only. */
  cookies: [string, string][];
  body?: BodyInput;
  /** The secrets in it, for masking. */
  secrets: string[];
}

export const parameterKey = (where: string, name: string) => `${where}:${name}`;

export function buildRequest(input: ConsoleInput): ConsoleRequest {
  const { op, parameters } = input;
  const value = (where: string, name: string) => parameters[parameterKey(where, name)] ?? '';
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return parameter ? pathSegment(parameter, parameterValue(parameter, value('path', name))) : encodeURIComponent(value('path', name));
  });
  const url = new URL(input.serverUrl.replace(/\/+$/, '') + path);
  const headers: [string, string][] = [];
  const cookies: [string, string][] = [];
  // An empty field is a parameter the reader did not give: not sent (an optional one starts empty).
  for (const p of op.parameters) {
    const text = value(p.in, p.name);
    if (text === '' || p.in === 'path') continue;
    const typed = parameterValue(p, text);
    if (p.in === 'query') for (const [name, part] of queryPairs(p, typed)) url.searchParams.append(name, part);
    else if (p.in === 'querystring') url.search = text.replace(/^\?/, '');
    else if (p.in === 'header') headers.push([p.name, headerValue(p, typed)]);
    else if (p.in === 'cookie') cookies.push([p.name, cookieValue(typed)]);
  }
  const secrets: string[] = [];
  for (const [name, scheme] of input.schemes) {
    const credential = input.credentials[name] ?? { user: '', secret: '' };
    if (scheme.kind === 'basic') {
      headers.push(['Authorization', `Basic ${base64(`${credential.user}:${credential.secret}`)}`]);
      secrets.push(credential.secret, base64(`${credential.user}:${credential.secret}`));
      continue;
    }
    secrets.push(credential.secret);
    if (scheme.kind === 'bearer') headers.push(['Authorization', `Bearer ${credential.secret}`]);
    else if (scheme.in === 'query') url.searchParams.append(scheme.name!, credential.secret);
    else if (scheme.in === 'cookie') cookies.push([scheme.name!, credential.secret]);
    else headers.push([scheme.name!, credential.secret]);
  }
  if (input.body && (input.body.kind === 'json' || input.body.kind === 'raw')) headers.push(['Content-Type', input.body.contentType]);
  return { method: op.method, url: url.href, headers, cookies, body: input.body, secrets: secrets.filter((s) => s.length > 0) };
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

/** The request as a curl command; `reveal` false masks every secret. */
export function curlOf(request: ConsoleRequest, reveal: boolean): string {
  const mask = (text: string) => (reveal ? text : request.secrets.reduce((out, secret) => out.split(secret).join('•'.repeat(8)), text));
  const lines = [`curl -X ${request.method} ${shell(mask(request.url))}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shell(mask(`${name}: ${value}`))}`);
  if (request.cookies.length) lines.push(`  -b ${shell(mask(request.cookies.map(([n, v]) => `${n}=${v}`).join('; ')))}`);
  const body = request.body;
  if (body?.kind === 'json' || body?.kind === 'raw') lines.push(`  --data-binary ${shell(body.text)}`);
  if (body?.kind === 'form') for (const [name, value] of body.fields) lines.push(`  --data-urlencode ${shell(`${name}=${value}`)}`);
  if (body?.kind === 'multipart') {
    for (const [name, value] of body.fields) lines.push(`  --form-string ${shell(`${name}=${value}`)}`);
    for (const [name, file] of body.files) lines.push(`  -F ${shell(`${name}=@${file?.name ?? 'file'}`)}`);
  }
  return lines.join(' \\\n');
}

function shell(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
