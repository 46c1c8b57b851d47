// The site's mock (cli/mock) on the docs' own origin under `hubgen serve`, so the request console
// reaches it with no CORS set-up: `/__hubgen/mock/<api id>/<the API's base path>/…` is handed to a
// mock server on another loopback port, and `/__hubgen/mock/<api id>.json` tells the console where
// that is and which key works. The mock is started on the first such request (loading it takes a
// good part of a second, which `serve` does not make every start wait for) and answers as
// `hubgen mock` does: its rate limit, validation and 404 messages. When the site has an API whose
// console is on, pages get a meta element that says a mock is there (a built site has none, so its
// console does not ask); a site without one is served as its files are, byte for byte.
//
// Under `serve --watch` the mock follows the documents: a rebuild that took in a file the mock was
// loaded from (a document, a file its $refs reach, the config) drops it, and the next request loads
// it again from the saved files, with the same key (a console already open keeps working).
// `POST /__hubgen/mock/_reset` with the key puts every API back to its examples with a fresh
// rate-limit budget, as `check --samples` does between samples: a test that sends every operation
// needs more than the minute's 40 requests, and requests that do not depend on each other's writes.
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config/load-config.ts';
import type { Logger } from '../../support/log.ts';
import { hostAllowed } from './static-server.ts';
import { isAuthorized } from '../mock/basic-auth.ts';

export const MOCK_PREFIX = '/__hubgen/mock/';
/** Not an API id: ids are `[a-z0-9-]+`. */
const RESET_PATH = `${MOCK_PREFIX}_reset`;
/** Read by templates/api-reference/try-it/servers.ts (MOCK_META). */
const MOCK_META_TAG = '<meta name="hubgen-mock" content="1">';

interface RunningMock {
  url: string;
  key: string;
  /** API id → its base path ('/api/v1'). */
  basePaths: Map<string, string>;
  /** What it was loaded from: the config, its imports, and each document's files. */
  files: Set<string>;
  reset(): void;
  close(): Promise<void>;
}

export interface MockRoute {
  /** Answers a request under MOCK_PREFIX; false for any other path. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** The page with the meta element that offers the mock, when the site has an API with a console. */
  markPage(html: string): string;
  /** Settles once the route knows whether the site has such an API (its config is read). */
  ready: Promise<void>;
  /** A rebuild took in these files: a mock loaded from any of them (or one that failed to load) is loaded again on its next request. */
  sourcesChanged(files: Iterable<string>): void;
  close(): Promise<void>;
}

export function createMockRoute({ root, allowedHosts, logger }: { root: string; allowedHosts: string[]; logger: Logger }): MockRoute {
  // One key for the session: a console opened before the mock is loaded again still sends the right one.
  const key = randomBytes(12).toString('hex');
  let mock: Promise<RunningMock | undefined> | undefined;
  const running = () => (mock ??= startMock(root, key).catch((error: unknown) => {
    logger.warn(`the console's mock could not start: ${(error as Error).message}`);
    return undefined;
  }));
  let offered = false;
  const ready = loadConfig({ root }).then(
    (config) => void (offered = config.apis.some((api) => api.tryIt !== false)),
    () => undefined, // a config that does not load fails the build, which says why
  );
  return {
    ready,
    handle(req, res) {
      const pathname = (req.url ?? '/').split('?')[0]!;
      if (!pathname.startsWith(MOCK_PREFIX)) return false;
      // The key is in the answer: only to the hosts the server answers at all (no DNS rebinding).
      if (!hostAllowed(req.headers.host, allowedHosts)) {
        res.writeHead(403).end();
        return true;
      }
      if (pathname === RESET_PATH) reset(req, res, key, mock);
      else void running().then((started) => answer(req, res, pathname, started));
      return true;
    },
    markPage: (html) => (offered ? html.replace('</head>', `${MOCK_META_TAG}</head>`) : html),
    sourcesChanged(files) {
      const current = mock;
      if (!current) return;
      void current.then((started) => {
        if (mock !== current || (started && ![...files].some((file) => started.files.has(path.resolve(file))))) return;
        mock = undefined;
        return started?.close();
      });
    },
    close: async () => (await mock)?.close(),
  };
}

/**
 * Resets the running mock (one not started yet has nothing to reset). The key is asked for, in an
 * Authorization header, so that another site open in the browser cannot reset it: such a request
 * needs a preflight, which this server does not grant.
 */
function reset(req: http.IncomingMessage, res: http.ServerResponse, key: string, mock: Promise<RunningMock | undefined> | undefined): void {
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
  if (!isAuthorized({ header: req.headers.authorization, key })) return void res.writeHead(401).end();
  req.resume();
  void Promise.resolve(mock).then((started) => {
    started?.reset();
    res.writeHead(204).end();
  });
}

async function startMock(root: string, key: string): Promise<RunningMock> {
  const [{ loadMockApis }, { createMockApi }, { startMockServer }] = await Promise.all([import('../mock/load-mock-apis.ts'), import('../mock/mock-api.ts'), import('../mock/mock-server.ts')]);
  const config = await loadConfig({ root });
  const consoleApis = new Set(config.apis.filter((api) => api.tryIt !== false).map((api) => api.id));
  const sources = (await loadMockApis({ config })).filter((source) => consoleApis.has(source.id));
  const apis = await Promise.all(sources.map((source) => createMockApi({ source })));
  const server = await startMockServer({ apis, key });
  const files = new Set([config.configFile, ...config.configDependencies, ...sources.flatMap((source) => source.files)].map((file) => path.resolve(file)));
  return { url: server.url, key, basePaths: new Map(sources.map((s) => [s.id, s.basePath])), files, reset: server.reset, close: server.close };
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, mock: RunningMock | undefined): void {
  const rest = pathname.slice(MOCK_PREFIX.length);
  const info = /^([a-z0-9-]+)\.json$/.exec(rest);
  const id = info?.[1] ?? rest.split('/')[0]!;
  const basePath = mock?.basePaths.get(id);
  if (!mock || basePath === undefined) {
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'no mock for this API' }));
    return;
  }
  if (info) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ baseUrl: `${MOCK_PREFIX}${id}${basePath}`, key: mock.key }));
    return;
  }
  forward(req, res, new URL(mock.url + (req.url ?? '/').slice(MOCK_PREFIX.length + id.length)));
}

/** The request as it came, to the mock's own port; its reply as it comes back. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, target: URL): void {
  const headers = { ...req.headers, host: target.host };
  const upstream = http.request(target, { method: req.method, headers }, (reply) => {
    res.writeHead(reply.statusCode ?? 502, reply.headers);
    reply.pipe(res);
  });
  upstream.on('error', () => res.headersSent || res.writeHead(502).end());
  req.pipe(upstream);
}
