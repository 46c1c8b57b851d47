// The site's mock (cli/mock) on the docs' own origin under `hubgen serve`, so the request console
// reaches it with no CORS set-up: `/__hubgen/mock/<api id>/<the API's base path>/…` is handed to a
// mock server on another loopback port, and `/__hubgen/mock/<api id>.json` tells the console where
// that is and which key works. The mock is started on the first such request (loading it takes a
// good part of a second, which `serve` does not make every start wait for) and answers as
// `hubgen mock` does: its rate limit, validation and 404 messages. When the site has an API whose
// console is on, pages get a meta element that says a mock is there (a built site has none, so its
// console does not ask); a site without one is served as its files are, byte for byte.
//
// The mock takes the documents from the build, not from the disk: each run of the build hands over
// the files its OpenAPI stage read and checked (siteBuilt), whose bytes are kept as they were then
// (their sha256 checked against the build's), so the mock answers what the pages show, and is never
// validated twice. Loading it only parses them; each operation is built on its first request
// (cli/commands/mock/mock-api.ts). The console's question, where the mock is, is answered from the build at
// once, and starts loading the mock meanwhile. Under `serve --watch`, a rebuild that read other
// bytes for an API (or changed its entry in the config) drops the mock, which the next request
// loads again, with the same key (a console already open keeps working).
// `POST /__hubgen/mock/_reset` with the key puts every API back to its examples with a fresh
// rate-limit budget, as `check --samples` does between samples: a test that sends every operation
// needs more than the minute's 40 requests, and requests that do not depend on each other's writes.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config/load-config.ts';
import type { Logger } from '../../support/log.ts';
import { hostAllowed } from './static-server.ts';
import { isAuthorized } from '../mock/basic-auth.ts';
import { formatMs } from '../../support/log.ts';
import { builtSource, type BuiltApi, type StaleApi } from '../mock/load-mock-apis.ts';
import type { BuiltOperation } from '../mock/mock-api.ts';
import type { SiteModel } from '../../pipeline/load-site.ts';

export const MOCK_PREFIX = '/__hubgen/mock/';
/** Not an API id: ids are `[a-z0-9-]+`. */
const RESET_PATH = `${MOCK_PREFIX}_reset`;
/** How long after a console asks where the mock is that the mock starts loading. */
const WARM_AFTER_MS = 1000;
/** Read by templates/api-reference/try-it/servers.ts (MOCK_META). */
const MOCK_META_TAG = '<meta name="hubgen-mock" content="1">';

interface RunningMock {
  url: string;
  reset(): void;
  close(): Promise<void>;
}

/** What the mock takes from a run of the build: the config's APIs and what the OpenAPI stage read of each. */
export type BuiltSite = Pick<SiteModel, 'config' | 'apis'>;

/** An API whose console is on, as the last run of the build read it. */
interface ConsoleApi {
  id: string;
  /** Where its mock answers: the path of its first server ('/api/v1'). */
  basePath: string;
  /** The build's bytes of its files, or why the mock cannot have them. */
  source: BuiltApi | StaleApi;
}

export interface MockRoute {
  /** Answers a request under MOCK_PREFIX; false for any other path. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** The page with the meta element that offers the mock, when the site has an API with a console. */
  markPage(html: string): string;
  /** Settles once the route knows whether the site has such an API (its config is read). */
  ready: Promise<void>;
  /** A run of the build passed: the mock answers from what it read (a mock loaded from other bytes is dropped). */
  siteBuilt(site: BuiltSite): void;
  close(): Promise<void>;
}

export function createMockRoute({ root, allowedHosts, logger, debug = false }: { root: string; allowedHosts: string[]; logger: Logger; debug?: boolean }): MockRoute {
  // One key for the session: a console opened before the mock is loaded again still sends the right one.
  const key = randomBytes(12).toString('hex');
  let apis: { identity: string; byId: Map<string, ConsoleApi> } | undefined;
  let whenBuilt = () => {};
  const built = new Promise<void>((resolve) => (whenBuilt = resolve));
  let mock: Promise<RunningMock | Error> | undefined;
  const running = () => (mock ??= startMock({ apis: [...apis!.byId.values()], key, logger, debug }).catch((error: Error) => {
    logger.warn(`the console's mock could not start: ${error.message}`);
    return error;
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
      else void built.then(() => answer({ req, res, pathname, key, api: apiOf(pathname, apis!.byId), running }));
      return true;
    },
    markPage: (html) => (offered ? html.replace('</head>', `${MOCK_META_TAG}</head>`) : html),
    siteBuilt(site) {
      const identity = identityOf(site);
      if (apis?.identity !== identity) {
        apis = { identity, byId: consoleApis(site) };
        const current = mock;
        mock = undefined;
        void current?.then((started) => (started instanceof Error ? undefined : started.close()));
      }
      whenBuilt();
    },
    close: async () => {
      const started = await mock;
      if (started && !(started instanceof Error)) await started.close();
    },
  };
}

/** What the mock depends on: each console API's config entry and the bytes (by hash) the build read. */
function identityOf(site: BuiltSite): string {
  return JSON.stringify(site.apis.filter((input) => input.tryIt).map((input) => [site.config.apis.find((api) => api.id === input.id), input.files, input.tryIt!.basePath]));
}

/**
 * The APIs whose console is on, each with the bytes of its files as the build read them: read now,
 * and kept if their sha256 is the build's (a file saved or removed since then is the next build's).
 */
function consoleApis(site: BuiltSite): Map<string, ConsoleApi> {
  const byId = new Map<string, ConsoleApi>();
  for (const input of site.apis) {
    const api = site.config.apis.find((entry) => entry.id === input.id);
    if (!input.tryIt || !api) continue;
    byId.set(input.id, { id: input.id, basePath: input.tryIt.basePath, source: builtSource({ api, file: input.specFile, hashes: input.files ?? {} }) });
  }
  return byId;
}

/**
 * Resets the running mock (one not started yet has nothing to reset). The key is asked for, in an
 * Authorization header, so that another site open in the browser cannot reset it: such a request
 * needs a preflight, which this server does not grant.
 */
function reset(req: http.IncomingMessage, res: http.ServerResponse, key: string, mock: Promise<RunningMock | Error> | undefined): void {
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
  if (!isAuthorized({ header: req.headers.authorization, key })) return void res.writeHead(401).end();
  req.resume();
  void Promise.resolve(mock).then((started) => {
    if (started && !(started instanceof Error)) started.reset();
    res.writeHead(204).end();
  });
}

/** The console APIs whose files the build read as they are, parsed (not checked again), on one mock server. */
async function startMock({ apis, key, logger, debug }: { apis: ConsoleApi[]; key: string; logger: Logger; debug: boolean }): Promise<RunningMock> {
  const [{ mockApiFromBuild }, { createMockApi }, { startMockServer }] = await Promise.all([import('../mock/load-mock-apis.ts'), import('../mock/mock-api.ts'), import('../mock/mock-server.ts')]);
  const started = performance.now();
  const builtApis = apis.flatMap((api) => ('stale' in api.source ? [] : [api.source]));
  const sources = await Promise.all(builtApis.map((built) => mockApiFromBuild(built)));
  // --debug: what the mock built and when; every operation is built on its first request, not before.
  const onBuilt = debug ? (op: BuiltOperation) => logger.info(`mock: built ${op.api} ${op.method.toUpperCase()} ${op.path} (${op.objects} objects, ${formatMs(op.ms)})`) : undefined;
  const mockApis = await Promise.all(sources.map((source) => createMockApi({ source, onBuilt })));
  const server = await startMockServer({ apis: mockApis, key });
  if (debug) logger.info(`mock: loaded ${sources.map((source) => source.id).join(', ') || 'no API'} from the build's bytes in ${formatMs(performance.now() - started)}`);
  return { url: server.url, reset: server.reset, close: server.close };
}

function apiOf(pathname: string, byId: Map<string, ConsoleApi>): { api?: ConsoleApi; info: boolean; id: string } {
  const rest = pathname.slice(MOCK_PREFIX.length);
  const info = /^([a-z0-9-]+)\.json$/.exec(rest);
  const id = info?.[1] ?? rest.split('/')[0]!;
  return { api: byId.get(id), info: Boolean(info), id };
}

/** Where an API's mock is (from the build, at once: the mock loads meanwhile), or the request handed to the mock. */
function answer(params: { req: http.IncomingMessage; res: http.ServerResponse; pathname: string; key: string; api: ReturnType<typeof apiOf>; running: () => Promise<RunningMock | Error> }): void {
  const { req, res, key, api: { api, info, id }, running } = params;
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  if (!api) return void json(404, { error: 'no mock for this API' });
  if (info) {
    // The mock loads while the reader fills the form; a moment later, as its parse holds this thread
    // for a second or so on a large document, and the console's data file, asked for with this, comes first.
    setTimeout(() => void running(), WARM_AFTER_MS).unref();
    return void json(200, { baseUrl: `${MOCK_PREFIX}${id}${api.basePath}`, key });
  }
  if ('stale' in api.source) return void json(503, { code: 503, status: 'error', message: `hubgen's mock cannot answer: ${api.source.stale}.` });
  void running().then((mock) => {
    if (mock instanceof Error) return json(503, { code: 503, status: 'error', message: `hubgen's mock could not start: ${mock.message}` });
    forward(req, res, new URL(mock.url + (req.url ?? '/').slice(MOCK_PREFIX.length + id.length)));
  });
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
