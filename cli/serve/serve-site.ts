// `hubgen serve [--watch]`: build, then serve the output on 127.0.0.1 (or --host). With --watch,
// chokidar watches the site's sources; each change is debounced, one rebuild runs at a time (a
// change during a rebuild queues one more), and browsers are told over the reload channel. A build
// error is shown in the terminal and in the browser overlay, and the server keeps running.
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { build as esbuild } from 'esbuild';
import pc from 'picocolors';
import { watch } from 'chokidar';
import { SiteError, type Problem } from '../errors.ts';
import { formatLocation, formatMs, formatProblem, type Logger } from '../log.ts';
import { buildSite } from '../build.ts';
import { TEMPLATES_DIR } from '../paths.ts';
import { createStaticHandler, LOOPBACK_HOSTS } from './static-server.ts';
import { createReloadChannel, EVENTS_PATH } from './reload-channel.ts';
import { createDevSession } from './dev-session.ts';
import { joinBase } from '../../templates/base-path.ts';

export interface ServeParams {
  root: string;
  outDir: string;
  port: number;
  host?: string;
  watch?: boolean;
  open?: boolean;
  /** Print stack traces of failed rebuilds. */
  debug?: boolean;
  logger: Logger;
}

const DEV_CLIENT_PATH = '/__hubgen/dev-client.js';
const DEBOUNCE_MS = 20;

export async function serveSite(params: ServeParams): Promise<{ url: string; close(): Promise<void> }> {
  const { root, outDir, logger } = params;
  const host = params.host ?? '127.0.0.1';
  if (params.host && !LOOPBACK_HOSTS.includes(params.host)) {
    logger.warn(`listening on ${params.host}: other machines on your network can read this site.`);
  }
  const allowedHosts = [...LOOPBACK_HOSTS, ...(params.host ? [params.host.toLowerCase()] : [])];
  const channel = createReloadChannel({ allowedHosts });
  const session = params.watch ? createDevSession({ root, outDir }) : undefined;

  let builtBase = '/';
  if (session) await session.rebuild();
  else builtBase = (await buildSite({ root, outDir, logger })).baseUrl;
  const baseUrl = () => session?.baseUrl() ?? builtBase;

  const devClient = session ? await bundleDevClient() : '';
  const handler = createStaticHandler(outDir, {
    allowedHosts,
    baseUrl,
    transformHtml: session ? (html) => html.replace('</body>', `<script type="module" src="${DEV_CLIENT_PATH}"></script>\n</body>`) : undefined,
  });
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (session && pathname === EVENTS_PATH) return channel.handle(req, res);
    if (session && pathname === DEV_CLIENT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(devClient);
      return;
    }
    handler(req, res);
  });
  server.on('clientError', (_error, socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(params.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : params.port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${baseUrl()}`;
  const watcher = session ? watchSources({ root, session, channel, configDependencies: session.configDependencies(), debug: params.debug ?? false }) : undefined;
  const close = async () => {
    await watcher?.close();
    channel.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await session?.dispose();
  };
  const stop = () => void close().then(() => process.exit(0));
  // Before the line below: stdout to a pipe is synchronous, so whoever reads "serving" may send
  // Ctrl+C at once, and until a listener exists the signal's default action kills the process.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(`${pc.green('✓')} serving ${pc.bold(url)}${session ? ' and watching for changes' : ''} (Ctrl+C to stop)`);
  if (params.open) openBrowser(url);
  return { url, close };
}

function watchSources(params: { root: string; session: ReturnType<typeof createDevSession>; channel: ReturnType<typeof createReloadChannel>; configDependencies: string[]; debug: boolean }) {
  const { root, session, channel, debug } = params;
  const watched = [path.join(root, 'content'), path.join(root, 'openapi'), path.join(root, 'static'), path.join(root, 'site.config.ts'), TEMPLATES_DIR, ...params.configDependencies];
  const watcher = watch([...new Set(watched)], { ignoreInitial: true, ignored: (file) => /(^|[/\\])(\.hubgen|node_modules|\.git)([/\\]|$)/.test(file) });
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const run = async () => {
    if (running || pending.size === 0) return;
    running = true;
    const changed = pending;
    pending = new Set();
    try {
      const result = await session.rebuild(changed);
      channel.setError(undefined);
      channel.send('reload', { routes: result.routes === 'all' ? 'all' : result.routes.map((route) => joinBase(session.baseUrl(), route)) });
      // The search index follows the pages, after the reload was sent. (Deferring it until saves
      // pause cut the 1,000-page p50 from 2.6 to 1.4 s, but a full-suite CI run once lost the save
      // that followed a broken one with it; reverted until that is understood.)
      await session.refreshSearch();
      const files = [...changed].map((f) => path.relative(process.cwd(), f)).join(', ');
      console.log(`${pc.green('✓')} rebuilt in ${formatMs(result.ms)}: ${files} → ${result.pagesRendered} page${result.pagesRendered === 1 ? '' : 's'}`);
      if (debug) console.log(pc.dim(`  ${result.phases.map((p) => `${p.name} ${formatMs(p.ms)}`).join(', ')}`));
    } catch (error) {
      // The server outlives any failed rebuild, even one that is hubgen's own fault: the author
      // sees the error in the terminal and the browser, and the next save tries again.
      const problems: Problem[] =
        error instanceof SiteError
          ? error.problems
          : [{ file: 'hubgen', message: `rebuild failed: ${(error as Error)?.message ?? String(error)}`, hint: 'This is a bug in hubgen; save again to retry, or rerun with --debug.' }];
      if (!(error instanceof SiteError) && debug) console.error((error as Error)?.stack);
      for (const problem of problems) console.error(formatProblem(problem));
      const data = problems.map((p) => ({ location: formatLocation(p), message: p.message, hint: p.hint }));
      channel.setError(data);
      channel.send('build-error', data);
    } finally {
      running = false;
      if (pending.size > 0) void run();
    }
  };
  watcher.on('all', (_event, file) => {
    pending.add(path.resolve(file));
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
  });
  return watcher;
}

async function bundleDevClient(): Promise<string> {
  const result = await esbuild({ entryPoints: [path.join(TEMPLATES_DIR, 'dev', 'dev-client.ts')], bundle: true, format: 'esm', write: false, minify: true, logLevel: 'silent' });
  return result.outputFiles[0].text;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true }).on('error', () => {}).unref();
}
