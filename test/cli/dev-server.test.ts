// The dev server's safety and HTTP behaviour, with raw requests (paths sent exactly as written).
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { searchText as servedSearchText } from '../helpers/search-files.ts';

let site: string;
let serve: ServeProcess;
let port: number;
/** The session's output lives in the cache folder, in generation folders .hubgen/dev/<pid>/gen-<n>. */
let session: string;

beforeAll(async () => {
  site = await copyFixture('basic');
  serve = await startServe(['--watch', '--debug', '--root', site]);
  port = Number(new URL(serve.url).port);
  const sessions = await fs.readdir(path.join(site, '.hubgen', 'dev'));
  expect(sessions).toHaveLength(1);
  session = path.join(site, '.hubgen', 'dev', sessions[0]);
  // Nothing in build/: a deploy after a watch session can never ship dev files.
  await expect(fs.access(path.join(site, 'build'))).rejects.toThrow(/ENOENT/);
  // A symlink inside the output that leads out of it must not be followed.
  const generations = (await fs.readdir(session)).filter((entry) => entry.startsWith('gen-'));
  expect(generations.length).toBeGreaterThan(0);
  for (const generation of generations) await fs.symlink('/etc', path.join(session, generation, 'escape'));
});
afterAll(async () => {
  await serve?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and parses the response head. */
function raw(request: string, targetPort = port, host = '127.0.0.1'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(targetPort, host, () => socket.end(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: ${headers.Host ?? `127.0.0.1:${port}`}\r\nConnection: close\r\n${Object.entries(headers).filter(([k]) => k !== 'Host').map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);

describe('the dev server', () => {
  it('serves pages with the right content type, the 404 page with 404, and no CORS header', async () => {
    const page = await get('/docs/intro');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.body).toContain('/__hubgen/dev-client.js');
    const missing = await get('/docs/missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
  });

  it.each([
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/docs/..%5c..%5c..%5cetc%5cpasswd',
    '/docs\\..\\..\\etc\\passwd',
    '/index.html%00.js',
    '/index.html::$DATA',
    '/escape/passwd',
    '/%E0%A4%A',
  ])('refuses %s without serving anything outside the output', async (target) => {
    const res = await get(target);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('root:x:0');
  });

  it('refuses an unknown Host header (DNS rebinding) and accepts the loopback names', async () => {
    expect((await get('/docs/intro', { Host: 'evil.example.com' })).status).toBe(403);
    expect((await get('/docs/intro', { Host: `attacker.test:${port}` })).status).toBe(403);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) expect((await get('/docs/intro', { Host: host })).status, host).toBe(200);
  });

  it('refuses the reload channel to a foreign Origin', async () => {
    const foreign = await get('/__hubgen/events', { Origin: 'https://evil.example.com' });
    expect(foreign.status).toBe(403);
    const own = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /__hubgen/events HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n\r\n`));
      socket.once('data', (chunk) => {
        resolve(chunk.toString());
        socket.destroy();
      });
    });
    expect(own).toMatch(/^HTTP\/1\.1 200/);
    expect(own).toContain('text/event-stream');
  });

  it('answers HEAD, ETag revalidation and gzip', async () => {
    const head = await get('/docs/intro', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const etag = head.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/docs/intro', { 'If-None-Match': etag })).status).toBe(304);
    const gz = await get('/docs/intro', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers a malformed request with 400 and keeps running', async () => {
    const bad = await raw('NOT A REQUEST\r\n\r\n');
    expect(bad.status).toBe(400);
    expect((await get('/docs/intro')).status).toBe(200);
  });

  it('shuts down cleanly on Ctrl+C: exit code 0 and the port freed', async () => {
    const other = await startServe(['--watch', '--root', site, '--out', 'build-stop']);
    const otherPort = Number(new URL(other.url).port);
    expect(await other.stop()).toBe(0);
    await expect(raw('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', otherPort)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('listens on another interface only when asked, with a warning, and allows that Host', async () => {
    const other = await startServe(['--root', site, '--out', 'build-other', '--host', '127.0.0.2']);
    try {
      expect(other.output()).toContain('warn listening on 127.0.0.2');
      expect(other.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
      const otherPort = Number(new URL(other.url).port);
      const res = await raw(`GET / HTTP/1.1\r\nHost: 127.0.0.2:${otherPort}\r\nConnection: close\r\n\r\n`, otherPort, '127.0.0.2');
      expect(res.status).toBe(200);
    } finally {
      await other.stop();
    }
  });
});

describe('hubgen serve --host on the network', () => {
  it('answers any IP-literal Host (a phone on the LAN) and the --allowed-host names, refuses other names, and warns', async () => {
    const lan = await startServe(['--root', site, '--out', 'build-lan', '--host', '0.0.0.0', '--allowed-host', 'docs.lan', '--allowed-host', 'Preview.Example.Test']);
    try {
      expect(lan.output()).toContain('warn listening on 0.0.0.0: other machines on your network can read this site.');
      const lanPort = Number(new URL(lan.url).port);
      const status = async (host: string) => (await raw(`GET /docs/intro HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, lanPort)).status;
      for (const host of [`192.168.1.20:${lanPort}`, `10.0.0.7:${lanPort}`, `[fe80::1]:${lanPort}`, `docs.lan:${lanPort}`, 'preview.example.test', `localhost:${lanPort}`]) {
        expect(await status(host), host).toBe(200);
      }
      // DNS rebinding: a name the user did not give is still refused, even one that looks local.
      for (const host of [`evil.example.com:${lanPort}`, 'docs.lan.evil.test', `192.168.1.20.nip.io:${lanPort}`]) {
        expect(await status(host), host).toBe(403);
      }
    } finally {
      await lan.stop();
    }
  });
});

describe('the search index in watch mode', () => {
  it('takes in a saved doc once saves pause', async () => {
    const searchText = () => servedSearchText(async (file) => (await get(`/search/${file}`)).body);
    expect(await searchText()).not.toContain('zanzibarquokka');
    const doc = path.join(site, 'content/docs/intro.mdx');
    await fs.writeFile(doc, (await fs.readFile(doc, 'utf8')) + '\n## Zanzibarquokka\n\nA word no doc had.\n');
    await expect.poll(searchText, { timeout: 15_000 }).toContain('zanzibarquokka');
    // --debug: where the rebuild's time went, phase by phase.
    expect(serve.output()).toMatch(/rebuilt in .*intro\.mdx[\s\S]*content [\d.]+ m?s, mdx [\d.]+ m?s, routes [\d.]+ m?s, bundle [\d.]+ m?s, files [\d.]+ m?s, render [\d.]+ m?s, search [\d.]+ m?s, write [\d.]+ m?s, links [\d.]+ m?s, commit [\d.]+ m?s/);
  });
});
