// `hubgen serve [--watch]`: take the port, build, then serve the output on 127.0.0.1 (or --host); a
// large site's watch start is served before its pages are all rendered (page-preview.ts). With --watch,
// the sources are watched (watch-sources.ts), each save rebuilt, and browsers told over the reload channel. A build
// error is shown in the terminal and in the browser overlay, and the server keeps running.
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { build as esbuild } from 'esbuild';
import pc from 'picocolors';
import { SiteError, type Problem } from '../../support/errors.ts';
import { createLogger, formatLocation, formatMs, formatProblem, type Logger } from '../../support/log.ts';
import { buildSite, createWatchPipeline, type Pipeline, type PipelineRun, type WatchPipeline } from '../../pipeline/build.ts';
import { TEMPLATES_DIR } from '../../support/paths.ts';
import { createStaticHandler, LOOPBACK_HOSTS } from './static-server.ts';
import { createReloadChannel, EVENTS_PATH } from './reload-channel.ts';
import { joinBase } from '../../../shared/base-path.ts';
import { createPagePreview, type PagePreview } from './page-preview.ts';
import { createMockRoute, type BuiltSite, type MockRoute } from './mock-route.ts';
import { watchSources, type Watcher } from './watch-sources.ts';
import type { EnvOptions } from '../../support/env-options.ts';

export interface ServeParams {
  root: string;
  outDir: string;
  port: number;
  host?: string;
  /** Host names besides loopback the server answers to (--allowed-host). */
  allowedHosts?: string[];
  watch?: boolean;
  open?: boolean;
  /** Print stack traces of failed rebuilds. */
  debug?: boolean;
  logger: Logger;
  /** What the environment overrides (support/env-options.ts), read at the command's start. */
  envOptions: EnvOptions;
}

const DEV_CLIENT_PATH = '/__hubgen/dev-client.js';

export async function serveSite(params: ServeParams): Promise<{ url: string; close(): Promise<void> }> {
  const { root, outDir, logger } = params;
  const host = params.host ?? '127.0.0.1';
  if (params.host && !LOOPBACK_HOSTS.includes(params.host)) {
    logger.warn(`listening on ${params.host}: other machines on your network can read this site.`);
  }
  const allowedHosts = [...LOOPBACK_HOSTS, ...[params.host ?? '', ...(params.allowedHosts ?? [])].filter(Boolean).map((h) => h.toLowerCase())];
  const channel = createReloadChannel({ allowedHosts });
  const mockRoute = createMockRoute({ root, allowedHosts, logger, debug: params.debug });
  const listening = await listen(params.port, host);
  const debug = params.debug ?? false;
  // --debug: each stage's detail and time, the first run's too (how a start spent its time).
  const stageLogger = createLogger({ quiet: true, memory: params.debug, stages: params.logger.stages });
  // Watch mode runs the build's own pipeline, into the cache folder: `build/` only ever holds a build.
  const session = params.watch ? await createWatchPipeline({ root, logger: stageLogger, envOptions: params.envOptions }) : undefined;
  // Watching starts before the first run: a save made while it runs is queued, not lost. (chokidar
  // also misses a file added the instant it reports 'ready'.)
  // The mock answers from what each run read (mock-route.ts), taken before the browsers are told to reload.
  const watcher = session
    ? watchSources({
        root,
        session,
        logger: stageLogger,
        rebuilt: (result, changed, start) => {
          mockRoute.siteBuilt(result.site);
          reportRebuild({ result, changed, start, session, logger: stageLogger, channel, debug });
        },
        failed: (error) => reportFailure(error, channel, debug),
      })
    : undefined;
  if (watcher) await watcher.ready;

  let builtBase = '/';
  const start: StartState = {};
  try {
    if (session) await runStart({ session, watcher: watcher!, channel, debug, start, built: mockRoute.siteBuilt });
    else {
      const built = await buildSite({ root, outDir, logger, envOptions: params.envOptions });
      builtBase = built.baseUrl;
      mockRoute.siteBuilt(built.site);
    }
  } catch (error) {
    await listening.close();
    throw error;
  }
  const baseUrl = () => session?.baseUrl() ?? builtBase;
  await mockRoute.ready;
  listening.serve(await requestHandler({ session, outDir, allowedHosts, baseUrl, channel, start, mockRoute }));
  const address = listening.server.address();
  const port = typeof address === 'object' && address ? address.port : params.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${baseUrl()}`;
  // The sources the config names are watched before "serving" is said (a start served early has
  // loaded its config by now); saves made during a start's background run are queued and rebuilt
  // once it is done.
  await watcher?.watchAlso([...session!.configDependencies(), ...session!.sourceFolders()]);
  if (start.starting) void start.starting.then(() => watcher?.begin());
  else watcher?.begin();
  const close = async () => {
    await watcher?.close();
    channel.close();
    await listening.close();
    await mockRoute.close();
    // A start still rendering is left to end with the process (waiting could take a minute): its
    // session folder is removed by the next start (dev-output.ts, removeDeadSessions).
    if (start.preview) return;
    await session?.dispose();
  };
  const stop = () => void close().then(() => process.exit(0));
  // Before the line below: stdout to a pipe is synchronous, so whoever reads "serving" may send
  // Ctrl+C at once, and until a listener exists the signal's default action kills the process.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const behind = start.preview ? `; rendering ${start.preview.pages} pages in the background (a page opened before its turn is rendered on request)` : '';
  console.log(`${pc.green('✓')} serving ${pc.bold(url)}${session ? ' and watching for changes' : ''} (Ctrl+C to stop)${behind}`);
  if (params.open) openBrowser(url);
  return { url, close };
}

/**
 * The port is taken first: a busy one is said at once, not after the build. Requests wait until
 * the site can be served (`serve`; whoever reads "serving" sends none before).
 */
async function listen(port: number, host: string): Promise<{ server: http.Server; serve(listener: http.RequestListener): void; close(): Promise<void> }> {
  let respond: http.RequestListener | undefined;
  let ready = () => {};
  const whenReady = new Promise<void>((resolve) => (ready = resolve));
  const server = http.createServer((req, res) => void whenReady.then(() => respond!(req, res)));
  server.on('clientError', (_error, socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    serve(listener) {
      respond = listener;
      ready();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A large site's start serves once its bundle is written, and finishes rendering meanwhile (build.ts
 * RunHooks): `preview` answers until then, `starting` is the rest of that run.
 */
interface StartState {
  preview?: PagePreview;
  starting?: Promise<void>;
}

/** The watch session's first run: done, or (a large site) served early and going on in `start.starting`. */
async function runStart(params: { session: WatchPipeline; watcher: Watcher; channel: ReloadChannel; debug: boolean; start: StartState; built: (site: BuiltSite) => void }): Promise<void> {
  const { session, watcher, channel, debug, start, built } = params;
  let servedEarly = () => {};
  const early = new Promise<void>((resolve) => (servedEarly = resolve));
  const startedAt = performance.now();
  const first = session.run(undefined, { serveEarly: (run) => ((start.preview = createPagePreview(run)), servedEarly()) });
  // The run's site, once it has one, is what the mock answers from (a start served early: once it is done).
  void first.then((run) => built(run.site), () => undefined);
  await Promise.race([first, early]).catch(async (error: unknown) => {
    await watcher.close(); // a broken site at start ends the command, as a build would
    await session.dispose();
    throw error;
  });
  if (!start.preview) return;
  start.starting = first
    .then(
      (run) => console.log(`${pc.green('✓')} rendered all ${run.pages.length} pages in ${formatMs(performance.now() - startedAt)}; search and link check done`),
      (error: unknown) => reportFailure(error, channel, debug),
    )
    .finally(() => {
      // The run's output is committed (or it failed, committed as far as it got): the view serves it.
      const done = start.preview;
      start.preview = undefined;
      return done?.dispose();
    });
}

/** Answers requests: the reload channel and dev client in watch mode, else the site's files. */
async function requestHandler(params: { session?: WatchPipeline; outDir: string; allowedHosts: string[]; baseUrl: () => string; channel: ReloadChannel; start: StartState; mockRoute: MockRoute }): Promise<http.RequestListener> {
  const { session, channel, start, mockRoute } = params;
  const devClient = session ? await bundleDevClient() : '';
  const handler = createStaticHandler(session ? (url) => start.preview?.lookup(url) ?? session.lookup(url) : params.outDir, {
    allowedHosts: params.allowedHosts,
    baseUrl: params.baseUrl,
    transformHtml: (html) => mockRoute.markPage(session ? html.replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script>\n</body>`) : html),
    prepare: (candidates) => start.preview?.prepare(candidates),
  });
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (session && pathname === EVENTS_PATH) return channel.handle(req, res);
    if (mockRoute.handle(req, res)) return;
    if (session && pathname === DEV_CLIENT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(devClient);
      return;
    }
    void handler(req, res);
  };
}

type ReloadChannel = ReturnType<typeof createReloadChannel>;

/** A rebuild that passed: the browsers reload the routes it changed, the terminal says what it did. */
function reportRebuild({ result, changed, start, session, logger, channel, debug }: { result: PipelineRun; changed: Set<string>; start: number; session: Pipeline; logger: Logger; channel: ReloadChannel; debug: boolean }): void {
  channel.setError(undefined);
  // (A run that only brought the search index up to date changed no page: no reload event.)
  if (changed.size > 0) channel.send('reload', { routes: result.changedRoutes.map((route) => joinBase(session.baseUrl(), route)) });
  const rendered = result.pages.filter((p) => !p.reused).length;
  const files = [...changed].map((f) => path.relative(process.cwd(), f)).join(', ');
  if (changed.size === 0) console.log(`${pc.green('✓')} search index brought up to date in ${formatMs(performance.now() - start)}`);
  else console.log(`${pc.green('✓')} rebuilt in ${formatMs(performance.now() - start)}: ${files} → ${rendered} page${rendered === 1 ? '' : 's'}`);
  if (debug) console.log(pc.dim(`  ${logger.timings.map((p) => `${p.name} ${formatMs(p.ms)}`).join(', ')}`));
}

/**
 * A failed run of a running server (a save, or the rest of a start served early): shown in the
 * terminal and the browser's overlay. The server outlives any of them, even one that is hubgen's
 * own fault, and the next save tries again.
 */
function reportFailure(error: unknown, channel: ReloadChannel, debug: boolean): void {
  const problems: Problem[] =
    error instanceof SiteError
      ? error.problems
      : [{ file: 'hubgen', message: `rebuild failed: ${(error as Error)?.message ?? String(error)}`, hint: 'This is a bug in hubgen; save again to retry, or rerun with --debug.' }];
  if (!(error instanceof SiteError) && debug) console.error((error as Error)?.stack);
  for (const problem of problems) console.error(formatProblem(problem));
  const data = problems.map((p) => ({ location: formatLocation(p), message: p.message, hint: p.hint }));
  channel.setError(data);
  channel.send('build-error', data);
}

async function bundleDevClient(): Promise<string> {
  const result = await esbuild({ entryPoints: [path.join(TEMPLATES_DIR, 'dev', 'dev-client.ts')], bundle: true, format: 'esm', write: false, minify: true, logLevel: 'silent' });
  return result.outputFiles[0].text;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true }).on('error', () => {}).unref();
}
