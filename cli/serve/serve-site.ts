// `hubgen serve`: build once, then serve the output on 127.0.0.1 until interrupted.
import http from 'node:http';
import pc from 'picocolors';
import type { Logger } from '../log.ts';
import { buildSite } from '../build.ts';
import { createStaticHandler } from './static-server.ts';

export async function serveSite({ root, outDir, port, logger }: { root: string; outDir: string; port: number; logger: Logger }): Promise<void> {
  const summary = await buildSite({ root, outDir, logger });
  const server = http.createServer(createStaticHandler(outDir));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`${pc.green('✓')} built ${summary.pages} pages; serving ${pc.bold(`http://127.0.0.1:${actualPort}/`)} (Ctrl+C to stop)`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
