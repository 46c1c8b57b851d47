// Serves a built site on loopback with hubgen's static handler plus extra response headers, the way
// a host applies `_headers` (a Content-Security-Policy, for one).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from '../../cli/commands/serve/static-server.ts';

export async function serveWithHeaders(dir: string, headers: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const handle = createStaticHandler(dir);
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Content-Security-Policy line of a `_headers` file (for the `/*` pattern). */
export function policyOf(headersFile: string): string | undefined {
  return /^\/\*\n(?:[ \t]+.*\n)*?[ \t]+Content-Security-Policy:\s*(.+)$/m.exec(headersFile)?.[1].trim();
}
