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

  it('refuses a body field the document does not allow with 400, logging the field', async () => {
    const out = await startMock(['--port', '0', '--key', 'k']);
    const [, url] = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)!;
    let log = '';
    child!.stderr!.on('data', (chunk: Buffer) => (log += chunk));
    const reply = await fetch(`${url}/api/v1/listings`, {
      method: 'POST',
      headers: { Authorization: 'Basic ' + btoa('k:k'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Mug', category_id: 12, order_type_id: 1, supplier_id: 311, colour: 'red' }),
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ code: 400, status: 'error', message: 'Some parameters are not correct' });
    const typed = await fetch(`${url}/api/v1/listings/abc`, { headers: { Authorization: 'Basic ' + btoa('k:k') } });
    expect(typed.status).toBe(400);
    await expect.poll(() => log).toContain('400 POST /api/v1/listings createListing: body: unknown field "colour"');
    await expect.poll(() => log).toContain('400 GET /api/v1/listings/abc');
    expect(log).toContain('path.id: must be integer');
  });

  it('answers the 41st request with the key within a minute with 429, on both APIs (one budget per key)', async () => {
    // 41 requests to a local server: all of them land within the minute of the first.
    const out = await startMock(['--port', '0', '--key', 'k']);
    const [, url] = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)!;
    const auth = { Authorization: 'Basic ' + btoa('k:k') };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await fetch(`${url}/api/v1/listings/1042`, { headers: auth })).status);
    expect(statuses).toEqual(Array(40).fill(200));
    const refused = await fetch(`${url}/api/v1/listings/1042`, { headers: auth });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 429, status: 'error', message: 'Too many requests' });
    expect((await fetch(`${url}/api/partners/v1/listings`, { headers: auth })).status).toBe(429);
    // A wrong key is turned away before the budget: 401, not 429.
    expect((await fetch(`${url}/api/v1/listings/1042`, { headers: { Authorization: 'Basic ' + btoa('other:other') } })).status).toBe(401);
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
