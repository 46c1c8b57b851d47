// The channel that tells browsers to reload: server-sent events on /__hubgen/events. A request
// with a foreign Origin is refused, so another site open in the author's browser cannot listen in.
import type http from 'node:http';
import { hostAllowed } from './static-server.ts';

export interface ReloadChannel {
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  send(event: 'reload' | 'build-error', data: unknown): void;
  /** The last build error, replayed to browsers that connect while it stands. */
  setError(data: unknown | undefined): void;
  close(): void;
}

export const EVENTS_PATH = '/__hubgen/events';

export function createReloadChannel({ allowedHosts }: { allowedHosts: string[] }): ReloadChannel {
  const clients = new Set<http.ServerResponse>();
  let lastError: unknown;
  const write = (res: http.ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  return {
    handle(req, res) {
      const origin = req.headers.origin;
      if (origin && !hostAllowed(safeHost(origin), allowedHosts)) {
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden: foreign Origin');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastError) write(res, 'build-error', lastError);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    send(event, data) {
      for (const res of clients) write(res, event, data);
    },
    setError(data) {
      lastError = data;
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
