// `hubgen mock` through the real binary: it prints where it serves and answers curl and fetch like
// the platform; `--api` narrows it to one API; bad options are user errors (exit 1).
import { execa, type ResultPromise } from 'execa';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, REPO, hubgen } from '../helpers/cli.ts';

let child: ResultPromise | undefined;
afterEach(async () => {
  child?.kill('SIGINT');
  await child;
  child = undefined;
});

/** Starts the mock and resolves with everything it printed up to its curl hint. */
function startMock(args: string[]): Promise<string> {
  child = execa(process.execPath, [BIN, 'mock', '--root', REPO, ...args], { env: { NO_COLOR: '1' }, reject: false });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      if (/try: .*\n/.test(out)) resolve(out);
    });
    child!.on('exit', () => reject(new Error(`mock exited early: ${out}`)));
  });
}

describe('hubgen mock', () => {
  it('prints its URL, the base path of each API and the key, then answers curl and fetch', async () => {
    const out = await startMock(['--port', '0', '--key', 'k']);
    const url = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    expect(url).toBeDefined();
    expect(out).toContain(`Admin API     ${url}/api/v1`);
    expect(out).toContain(`Partners API  ${url}/api/partners/v1`);
    expect(out).toContain('key: k');

    const curl = await execa('curl', ['-s', '-u', 'k:k', '-w', '\n%{http_code}', `${url}/api/v1/listings/1042`]);
    const [body, status] = curl.stdout.split('\n');
    expect(status).toBe('200');
    expect(JSON.parse(body)).toMatchObject({ id: 1042, title: 'Handmade ceramic mug, speckled glaze' });

    const refused = await fetch(`${url}/api/partners/v1/listings`, { headers: { Authorization: 'Basic ' + btoa('k:wrong') } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ code: 401, status: 'error', message: 'Unauthorized' });

    const created = await fetch(`${url}/api/partners/v1/listings`, {
      method: 'POST',
      headers: { Authorization: 'Basic ' + btoa('k:k'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Teapot', category_id: 12, order_type_id: 1, supplier_id: 311 }),
    });
    const [listing] = await created.json();
    expect((await fetch(`${url}/api/partners/v1/listings/${listing.id}`, { headers: { Authorization: 'Basic ' + btoa('k:k') } })).status).toBe(200);
  });

  it('prints a random key when none is given, and logs each request', async () => {
    const out = await startMock(['--port', '0']);
    const [, url] = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)!;
    const key = /key: (\S+)/.exec(out)![1];
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    let log = '';
    child!.stderr!.on('data', (chunk: Buffer) => (log += chunk));
    expect((await fetch(`${url}/api/v1/orders/58213`, { headers: { Authorization: 'Basic ' + btoa(`${key}:${key}`) } })).status).toBe(200);
    await expect.poll(() => log).toContain('200 GET /api/v1/orders/58213 getOrder');
  });

  it('serves only the API named by --api', async () => {
    const out = await startMock(['--port', '0', '--key', 'k', '--api', 'partners']);
    const [, url] = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)!;
    expect(out).not.toContain('Admin API');
    const auth = { Authorization: 'Basic ' + btoa('k:k') };
    expect((await fetch(`${url}/api/partners/v1/orders`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${url}/api/v1/orders`, { headers: auth })).status).toBe(404);
  });

  it('refuses an unknown API id and a bad port with exit code 1', async () => {
    const unknown = await hubgen(['mock', '--root', REPO, '--api', 'billing']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('no API with id "billing"');
    expect(unknown.stderr).toContain('Known ids: admin, partners.');
    const port = await hubgen(['mock', '--root', REPO, '--port', 'eighty']);
    expect(port.exitCode).toBe(1);
    expect(port.stderr).toContain('must be a port number');
  });
});
