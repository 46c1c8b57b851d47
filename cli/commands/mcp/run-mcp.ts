// `hubgen mcp`: the site as a Model Context Protocol server, for an assistant to search, read and try.
// Over stdio by default (an MCP client starts the command and speaks on its stdin and stdout, so
// nothing else is ever written to stdout), or over Streamable HTTP on loopback with --http. It
// answers from the built site, or with --watch from the sources, rebuilt on every save.
import pc from 'picocolors';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createLogger } from '../../support/log.ts';
import type { EnvOptions } from '../../support/env-options.ts';
import { LOOPBACK_HOSTS } from '../serve/static-server.ts';
import { builtSite, type SiteSource } from './docs-site.ts';
import { watchedSite } from './watch-site.ts';
import { createDocsService } from './docs-service.ts';
import { createDocsServer } from './docs-server.ts';
import { listenMcpHttp } from './mcp-http.ts';

export interface McpParams {
  root: string;
  outDir: string;
  watch?: boolean;
  /** Streamable HTTP on this port instead of stdio. */
  http?: { port: number; host?: string; allowedHosts: string[] };
  /** `--credential <api id>=<key>` and `--server <api id>=<url>`, for live requests. */
  credentials: Map<string, string>;
  servers: Map<string, string>;
  envOptions: EnvOptions;
}

export async function runMcp(params: McpParams): Promise<void> {
  const source: SiteSource = params.watch
    ? await watchedSite({ root: params.root, envOptions: params.envOptions })
    : await builtSite({ root: params.root, outDir: params.outDir, logger: createLogger({ quiet: true }), envOptions: params.envOptions });
  const { config } = (await source.current()).site;
  const service = createDocsService({ source, live: { allowed: config.agents?.liveRequests === true, credentials: params.credentials, servers: params.servers } });
  const { title, url: siteUrl } = await service.describe();
  const createServer = () => createDocsServer({ service, siteUrl });
  let stop: () => Promise<void>;
  if (params.http) {
    const host = params.http.host ?? '127.0.0.1';
    if (params.http.host && !LOOPBACK_HOSTS.includes(params.http.host)) process.stderr.write(`${pc.yellow('warn')} listening on ${params.http.host}: other machines on your network can use this MCP server.\n`);
    const allowedHosts = [...LOOPBACK_HOSTS, ...[params.http.host ?? '', ...params.http.allowedHosts].filter(Boolean).map((h) => h.toLowerCase())];
    const listening = await listenMcpHttp({ port: params.http.port, host, allowedHosts, createServer });
    stop = listening.close;
    process.stderr.write(`${pc.green('✓')} MCP server for ${title} at ${pc.bold(listening.url)} (Streamable HTTP${params.watch ? ', watching for changes' : ''}; Ctrl+C to stop)\n`);
  } else {
    const server = createServer();
    await server.connect(new StdioServerTransport());
    stop = () => server.close();
    // The client closing our stdin is how a stdio session ends.
    process.stdin.once('end', () => void shutdown());
    process.stderr.write(`${pc.green('✓')} MCP server for ${title} on stdio${params.watch ? ', watching for changes' : ''}\n`);
  }
  let stopping: Promise<void> | undefined;
  const shutdown = () => (stopping ??= stop().then(() => service.close()).finally(() => process.exit(0)));
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
