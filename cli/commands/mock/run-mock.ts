// `hubgen mock`: serves the site's documented APIs on 127.0.0.1 until interrupted, so readers and
// authors can run the samples against something that answers like the platform. Prints where each
// API lives and the key to use, then one line per request (status, method, path, operation).
import { randomBytes } from 'node:crypto';
import pc from 'picocolors';
import { loadConfig } from '../../config/load-config.ts';
import { loadMockApis } from './load-mock-apis.ts';
import { createMockApi } from './mock-api.ts';
import { startMockServer, type MockExchange } from './mock-server.ts';

export async function runMock({ root, api, port, key }: { root: string; api?: string; port: number; key?: string }): Promise<void> {
  const config = await loadConfig({ root });
  const sources = await loadMockApis({ config, only: api });
  const apis = await Promise.all(sources.map((source) => createMockApi({ source })));
  const secret = key ?? randomBytes(12).toString('hex');
  const server = await startMockServer({ apis, key: secret, port, onExchange: logExchange });
  const width = Math.max(...sources.map((s) => s.title.length));
  console.log(`${pc.green('✓')} mock API serving ${pc.bold(server.url)} (Ctrl+C to stop)`);
  for (const source of sources) console.log(`  ${source.title.padEnd(width)}  ${server.url}${source.basePath}`);
  console.log(`  key: ${secret} (HTTP basic as username and password, or the bearer token or API key a scheme asks for)`);
  const first = sources[0];
  console.log(pc.dim(`  try: curl -u '${secret}:${secret}' ${server.url}${first.basePath}${first.document.operations.find((op) => op.method === 'get' && !op.path.includes('{'))?.path ?? ''}`));
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** For commander: a port number, 0 for any free one. */
function logExchange(exchange: MockExchange): void {
  const status = exchange.status < 400 ? pc.green(String(exchange.status)) : pc.yellow(String(exchange.status));
  const detail = [...exchange.requestErrors, ...exchange.responseErrors.map((e) => `${pc.red('response does not match the document:')} ${e}`)];
  const operation = exchange.operationId ? pc.dim(` ${exchange.operationId}`) : '';
  process.stderr.write(`${status} ${exchange.method} ${exchange.url}${operation}${detail.length ? `: ${detail.join('; ')}` : ''}\n`);
}
