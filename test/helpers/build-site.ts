// Builds a site once for a test file (through the real binary) and serves its output on loopback.
import path from 'node:path';
import { hubgen, tempDir } from './cli.ts';
import { serveDir } from './static-server.ts';

export interface BuiltSite {
  out: string;
  url: string;
  close(): Promise<void>;
}

export async function buildAndServe(root: string): Promise<BuiltSite> {
  const out = path.join(await tempDir('hubgen-out-'), 'build');
  const result = await hubgen(['build', '--root', root, '--out', out]);
  if (result.exitCode !== 0) throw new Error(`build of ${root} failed:\n${result.stderr}`);
  const server = await serveDir(out);
  return { out, url: server.url, close: server.close };
}
