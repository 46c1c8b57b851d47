// `hubgen serve` through the real binary: builds, listens on loopback, serves routes at their exact
// paths, the not-found page with 404, and nothing outside the output folder.
import http from 'node:http';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, copyFixture } from '../helpers/cli.ts';

let child: ReturnType<typeof execa>;
let base: string;

beforeAll(async () => {
  const site = await copyFixture('basic');
  child = execa(process.execPath, [BIN, 'serve', '--root', site, '--port', '0'], { env: { NO_COLOR: '1' }, reject: false });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const url = /serving (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', () => reject(new Error(`serve exited early: ${out}`)));
  });
});
afterAll(async () => {
  child?.kill('SIGINT');
  await child;
});

/** A raw request, so paths are sent exactly as written (fetch would normalise `..`). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hubgen serve', () => {
  it('listens on 127.0.0.1 and serves every route at its exact path', async () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const path of ['/', '/docs/intro', '/docs/guides/intro', '/docs/guides/first']) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain('<div id="__hubgen">');
    }
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const res = await rawGet('/docs/missing');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page Not Found');
  });

  it.each(['/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/docs/..%5c..%5cetc%5cpasswd', '/index.html%00.js'])(
    'never serves a file outside the output for %s',
    async (path) => {
      const res = await rawGet(path);
      expect(res.body).not.toContain('root:');
      expect([400, 404]).toContain(res.status);
    },
  );
});
