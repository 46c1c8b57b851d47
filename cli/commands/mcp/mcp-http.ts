// `hubgen mcp --http`: the MCP server over Streamable HTTP at /mcp on a loopback port, stateless (a
// new protocol session per request, over the process's one DocsService), answering with JSON. As
// strict as `hubgen serve`: only loopback Host names and IP addresses (DNS rebinding), plus the
// --allowed-host names; a browser page of another origin is refused (its Origin header), and no
// CORS headers are sent, so no web page can drive it.
import http from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { hostAllowed } from '../serve/static-server.ts';

export const MCP_PATH = '/mcp';

export async function listenMcpHttp({ port, host, allowedHosts, createServer }: { port: number; host: string; allowedHosts: string[]; createServer: () => McpServer }): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => void respond({ req, res, allowedHosts, createServer }));
  server.on('clientError', (_error, socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}${MCP_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function respond({ req, res, allowedHosts, createServer }: { req: http.IncomingMessage; res: http.ServerResponse; allowedHosts: string[]; createServer: () => McpServer }): Promise<void> {
  if (!hostAllowed(req.headers.host, allowedHosts)) return void res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: unknown Host header');
  const origin = req.headers.origin;
  if (origin !== undefined && !originAllowed(origin, allowedHosts)) return void res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: a page of another origin');
  if ((req.url ?? '/').split('?')[0] !== MCP_PATH) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not Found: the MCP endpoint is ${MCP_PATH}`);
  const server = createServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => void transport.close().then(() => server.close()));
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: (error as Error).message }, id: null }));
  }
}

function originAllowed(origin: string, allowedHosts: string[]): boolean {
  try {
    return hostAllowed(new URL(origin).host, allowedHosts);
  } catch {
    return false;
  }
}
