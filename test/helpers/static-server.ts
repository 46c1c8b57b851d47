// Serves a built site on an ephemeral loopback port with hubgen's own static handler.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler } from '../../cli/commands/serve/static-server.ts';

export async function serveDir(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(createStaticHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
