// The mock's HTTP side: listens on 127.0.0.1, hands each request to the API whose base path it is
// under, applies the rate limit before anything else (as the platform's gateway would), and keeps a
// log of what it saw. One server holds one store and one rate-limit budget; several servers can share
// the same MockApis (the sample check runs a few side by side).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'openapi-backend';
import type { MockApi, MockOutcome } from './mock-api.ts';
import type { MockStore } from './mock-store.ts';
import { createRateLimiter, RATE_LIMIT } from './rate-limiter.ts';
import { isAuthorized } from './basic-auth.ts';
import { errorBody } from './error-body.ts';
import { formBody } from './form-body.ts';

/** One request as the mock saw it. */
export interface MockExchange extends Omit<MockOutcome, 'reply'> {
  /** Id of the API it went to; undefined when its path is under no API's base path. */
  api?: string;
  method: string;
  /** Path and query, as sent. */
  url: string;
  status: number;
}

export interface MockServer {
  /** http://127.0.0.1:<port> */
  url: string;
  key: string;
  /** Every request since start or the last reset, in order. */
  readonly exchanges: MockExchange[];
  /** Back to the examples, with a fresh rate-limit budget and an empty log. */
  reset(): void;
  close(): Promise<void>;
}

export interface MockServerOptions {
  apis: MockApi[];
  key: string;
  /** 0 picks a free port. */
  port?: number;
  /** Milliseconds; tests pass their own clock to cross the rate-limit window without waiting. */
  now?: () => number;
  onExchange?: (exchange: MockExchange) => void;
}

/** Request bodies beyond this are refused: the documented bodies are a few kilobytes. */
const MAX_BODY_BYTES = 1024 * 1024;

export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const { apis, key, onExchange } = options;
  const limiter = createRateLimiter({ ...RATE_LIMIT, now: options.now ?? Date.now });
  const stores = new Map<MockApi, MockStore>(apis.map((api) => [api, api.createStore()]));
  const exchanges: MockExchange[] = [];
  // Longest base path first, so an API under another's path gets its own requests.
  const byBase = [...apis].sort((a, b) => b.source.basePath.length - a.source.basePath.length);

  const server = http.createServer((req, res) => {
    respond({ req }).then(
      ({ exchange, body }) => {
        exchanges.push(exchange);
        onExchange?.(exchange);
        send({ res, status: exchange.status, body });
      },
      (error: unknown) => {
        // A bug in the mock, not in the request: say so instead of hanging up.
        process.stderr.write(`mock: ${(error as Error).stack ?? String(error)}\n`);
        send({ res, status: 500, body: errorBody({ status: 500 }) });
      },
    );
  });

  async function respond({ req }: { req: http.IncomingMessage }): Promise<{ exchange: MockExchange; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const seen = { method, url: url.pathname + url.search };
    const api = byBase.find((a) => url.pathname === a.source.basePath || url.pathname.startsWith(a.source.basePath + '/'));
    if (!api) return { exchange: { ...seen, status: 404, requestErrors: [], responseErrors: [] }, body: errorBody({ status: 404 }) };
    const text = await readBody(req);
    if (text === undefined) {
      return { exchange: { ...seen, api: api.source.id, status: 400, requestErrors: ['body: larger than 1 MiB'], responseErrors: [] }, body: errorBody({ status: 400 }) };
    }
    const form = /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '');
    const body = form ? formBody(text) : text || undefined;
    const request: Request = { method, path: url.pathname, query: queryOf(url.searchParams), headers: req.headers as Request['headers'], body };
    const authorized = isAuthorized({ header: req.headers.authorization, key });
    const outcome = authorized && !limiter.take({ key })
      ? await api.refuse({ request, status: 429 })
      : await api.handle({ request, store: stores.get(api)!, key });
    const { reply, ...rest } = outcome;
    return { exchange: { ...seen, api: api.source.id, status: reply.status, ...rest }, body: reply.body };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    exchanges,
    reset() {
      for (const store of stores.values()) store.reset();
      limiter.reset();
      exchanges.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Flat names as the documents spell them: `start_on_date[value]` is one parameter, not a nested object. */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/** The body as text, or undefined when it is too large. */
async function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send({ res, status, body }: { res: http.ServerResponse; status: number; body: unknown }): void {
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Basic realm="store API"' } : {};
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
