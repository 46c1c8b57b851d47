// `hubgen serve` through the real binary: builds, listens on loopback, serves routes at their exact
// paths, the not-found page with 404, and nothing outside the output folder.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, copyFixture, hubgen } from '../helpers/cli.ts';
import { startServe } from '../helpers/serve-process.ts';

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

describe('hubgen serve of a site with baseUrl /sub/', () => {
  it('serves the site under /sub/, sends / there, and has nothing outside it', async () => {
    const site = await copyFixture('basic');
    const configFile = path.join(site, 'site.config.ts');
    await fs.writeFile(configFile, (await fs.readFile(configFile, 'utf8')).replace("url: 'https://basic.example.com',", "url: 'https://basic.example.com',\n  baseUrl: '/sub/',"));
    // A React page's raw <a href="/docs/intro"> would lead outside the site: refused, with the fix.
    const refused = await hubgen(['build', '--root', site]);
    expect(refused.exitCode).toBe(1);
    // Named where the page writes it, not at the navbar item of the config with the same path.
    expect(refused.stderr).toMatch(/content\/pages\/index\.tsx:8:\d+ error broken link to \/docs\/intro: is outside the site's baseUrl \/sub\//);
    expect(refused.stderr).toContain('/sub/docs/intro');
    const page = path.join(site, 'content/pages/index.tsx');
    const source = await fs.readFile(page, 'utf8');
    await fs.writeFile(page, `import { Link } from 'hubgen/link';\n${source.replace('<a href="/docs/intro">Read the docs</a>', '<Link href="/docs/intro">Read the docs</Link>')}`);
    const serve = await startServe(['--root', site]);
    try {
      expect(serve.output()).toMatch(/serving http:\/\/127\.0\.0\.1:\d+\/sub\//);
      expect(await (await fetch(`${serve.url}/sub/`)).text()).toContain('<a href="/sub/docs/intro">Read the docs</a>');
      const intro = await fetch(`${serve.url}/sub/docs/intro`);
      expect(intro.status).toBe(200);
      const html = await intro.text();
      const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      expect(css).toMatch(/^\/sub\/assets\/.*\.css$/);
      expect((await fetch(serve.url + css)).status).toBe(200);
      const home = await fetch(`${serve.url}/`, { redirect: 'manual' });
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe('/sub/');
      expect((await fetch(`${serve.url}/sub/`)).status).toBe(200);
      const outside = await fetch(`${serve.url}/docs/intro`);
      expect(outside.status).toBe(404);
      expect(await outside.text()).toContain('Page Not Found');
    } finally {
      await serve.stop();
    }
  });
});

describe('failures the user can fix', () => {
  it('a busy port: exit 1, what happened and what to do, no "bug in hubgen"', async () => {
    const site = await copyFixture('basic');
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as net.AddressInfo).port;
    try {
      const result = await hubgen(['serve', '--root', site, '--port', String(port)]);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain(`127.0.0.1:${port} error port ${port} is already in use`);
      expect(result.stderr).toContain(`hint: Stop the program using it, or pick another port: --port ${port + 1} (--port 0 picks a free one).`);
      expect(result.stderr).not.toContain('bug in hubgen');
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace without --debug
      // Said before building: nothing was built or written.
      expect(result.stdout).not.toMatch(/built/);
      expect(existsSync(path.join(site, 'build'))).toBe(false);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('an output folder it may not write: exit 1 naming the folder, with what to do', async (ctx) => {
    const site = await copyFixture('basic');
    const locked = path.join(site, 'locked');
    await fs.mkdir(locked);
    // Root ignores permission bits; an immutable folder refuses even root (chattr, on ext4/tmpfs-less /tmp).
    const lock = await execa('chattr', ['+i', locked], { reject: false });
    if (lock.exitCode !== 0) ctx.skip(`cannot make a folder immutable here (${lock.stderr.trim()})`);
    try {
      const result = await hubgen(['build', '--root', site, '--out', 'locked/build']);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toMatch(/error no permission to write .*locked/);
      expect(result.stderr).toContain('hint: Check who owns that folder and its permissions, or build somewhere else with --out <folder>.');
      expect(result.stderr).not.toContain('bug in hubgen');
    } finally {
      await execa('chattr', ['-i', locked], { reject: false });
    }
  });
});
