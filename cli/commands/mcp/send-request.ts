// send_request: an operation called with the arguments an assistant gives, against the site's mock
// (mock/: its auth, rate limit, validation and example data, on a loopback port of its own, started
// on first use, with a key only this process knows and sends for the assistant), or, when the
// config allows it (`agents.liveRequests`) and asked to, against the API's real server with the key
// the user gave `hubgen mcp --credential`. Nothing else is ever called.
import { randomBytes } from 'node:crypto';
import type { MockApiSource } from '../mock/load-mock-apis.ts';
import type { MockServer } from '../mock/mock-server.ts';
import type { ApiDocument, ApiOperation } from '../../openapi/document/types.ts';
import { baseUrlOf } from '../../openapi/samples/code-samples.ts';

export interface RequestArguments {
  pathParams?: Record<string, string | number | boolean>;
  query?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface RequestOutcome {
  target: 'mock' | 'live';
  request: { method: string; url: string };
  status: number;
  contentType?: string;
  body: unknown;
}

/** Where live requests go and with which key, per API id: `hubgen mcp --credential` and `--server`. */
export interface LiveAccess {
  allowed: boolean;
  credentials: Map<string, string>;
  servers: Map<string, string>;
}

/** The site's mock, started on first use and kept for the session (its store keeps what was written). */
export interface MockHandle {
  server(apis: MockApiSource[]): Promise<MockServer>;
  close(): Promise<void>;
}

export function createMockHandle(): MockHandle {
  let started: { apis: MockApiSource[]; server: Promise<MockServer> } | undefined;
  const start = async (apis: MockApiSource[]) => {
    const [{ createMockApi }, { startMockServer }] = await Promise.all([import('../mock/mock-api.ts'), import('../mock/mock-server.ts')]);
    return startMockServer({ apis: await Promise.all(apis.map((source) => createMockApi({ source }))), key: randomBytes(12).toString('hex') });
  };
  return {
    async server(apis) {
      // A new set of documents (watch mode: one was saved) gets a mock of its own.
      if (started?.apis !== apis) {
        const old = started?.server;
        started = { apis, server: start(apis) };
        void old?.then((server) => server.close(), () => undefined);
      }
      return started.server;
    },
    async close() {
      await (await started?.server.catch(() => undefined))?.close();
    },
  };
}

export async function sendRequest(params: { apis: MockApiSource[]; api: MockApiSource; op: ApiOperation; args: RequestArguments; target: 'mock' | 'live'; mock: MockHandle; live: LiveAccess }): Promise<RequestOutcome | Error> {
  const { api, op, args, target } = params;
  const path = fillPath(op.path, args.pathParams ?? {});
  if (path instanceof Error) return path;
  let base: string;
  let key: string;
  if (target === 'live') {
    const access = liveBase(params.live, api);
    if (access instanceof Error) return access;
    ({ base, key } = access);
  } else {
    const server = await params.mock.server(params.apis);
    ({ key } = server);
    base = server.url + api.basePath;
  }
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(args.query ?? {})) for (const item of [value].flat()) url.searchParams.append(name, String(item));
  const headers = new Headers(args.headers ?? {});
  applyCredentials({ document: api.document, op, key, url, headers });
  const hasBody = args.body !== undefined;
  if (hasBody && !headers.has('content-type')) headers.set('content-type', op.requestBody?.contentType ?? 'application/json');
  const sent = { method: op.method.toUpperCase(), url: redacted(url, key) };
  let response: Response;
  try {
    response = await fetch(url, { method: sent.method, headers, body: hasBody ? (typeof args.body === 'string' ? args.body : JSON.stringify(args.body)) : undefined, redirect: 'manual' });
  } catch (error) {
    return new Error(`${sent.method} ${sent.url} failed: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
  }
  const contentType = response.headers.get('content-type') ?? undefined;
  const text = await response.text();
  return { target, request: sent, status: response.status, contentType, body: /json/i.test(contentType ?? '') ? parseJson(text) : text };
}

function liveBase(live: LiveAccess, api: MockApiSource): { base: string; key: string } | Error {
  if (!live.allowed) return new Error('live requests are off for this site: send_request calls the mock (target "mock"); the site\'s config turns them on with agents.liveRequests: true');
  const key = live.credentials.get(api.id);
  if (!key) return new Error(`no key for the ${api.id} API: start hubgen mcp with --credential ${api.id}=<key> to call its real server`);
  const base = live.servers.get(api.id) ?? baseUrlOf(api.document);
  if (!/^https?:\/\/[^{}]+$/i.test(base)) return new Error(`the ${api.id} API's server is "${base}": start hubgen mcp with --server ${api.id}=<https://…> to say which host to call`);
  return { base, key };
}

function fillPath(template: string, values: Record<string, string | number | boolean>): string | Error {
  const missing: string[] = [];
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in values)) missing.push(name);
    return encodeURIComponent(String(values[name] ?? ''));
  });
  return missing.length ? new Error(`missing path parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (give them in "pathParams")`) : path;
}

/**
 * The key presented the way the operation's first security requirement asks (the document's when
 * it names none): HTTP basic with the key as username and password (the platform's scheme), a
 * bearer token (also OAuth2 and OpenID Connect), or an API key in its header, query or cookie.
 */
function applyCredentials({ document, op, key, url, headers }: { document: ApiDocument; op: ApiOperation; key: string; url: URL; headers: Headers }): void {
  const requirement = (op.security.length ? op.security : document.security)[0] ?? {};
  for (const name of Object.keys(requirement)) {
    const scheme = document.securitySchemes[name];
    if (!scheme || headers.has('authorization')) continue;
    if (scheme.type === 'http' && (scheme.scheme ?? '').toLowerCase() === 'basic') headers.set('authorization', `Basic ${Buffer.from(`${key}:${key}`).toString('base64')}`);
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') headers.set('authorization', `${scheme.type === 'http' && scheme.scheme ? capitalised(scheme.scheme) : 'Bearer'} ${key}`);
    else if (scheme.type === 'apiKey' && scheme.name) {
      if (scheme.in === 'query') url.searchParams.set(scheme.name, key);
      else if (scheme.in === 'cookie') headers.set('cookie', `${scheme.name}=${key}`);
      else headers.set(scheme.name, key);
    }
  }
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** The URL as shown back: a key in the query is not repeated to the assistant. */
function redacted(url: URL, key: string): string {
  return url.href.split(encodeURIComponent(key)).join('<key>');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
