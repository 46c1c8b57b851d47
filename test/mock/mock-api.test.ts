// The mock, in process, through real HTTP: each error path of the platform (401, 429, 400, 404 with
// the documented messages), state that follows writes, and every reply checked against the documents.
// The rate-limit test drives the mock's clock instead of sleeping.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/config/load-config.ts';
import { loadMockApis } from '../../cli/commands/mock/load-mock-apis.ts';
import { createMockApi } from '../../cli/commands/mock/mock-api.ts';
import { startMockServer, type MockExchange, type MockServer } from '../../cli/commands/mock/mock-server.ts';
import { REPO } from '../helpers/cli.ts';
import { loadDocumentSchemas, type DocumentSchemas } from './document-schemas.ts';

const KEY = 'test-secret';
let clock = 0;
let server: MockServer;
let schemas: DocumentSchemas;
/** Every exchange of the file, with the body the client received. */
const seen: { exchange: MockExchange; body: unknown }[] = [];

beforeAll(async () => {
  const config = await loadConfig({ root: REPO });
  const apis = await Promise.all((await loadMockApis({ config })).map((source) => createMockApi({ source })));
  server = await startMockServer({ apis, key: KEY, now: () => clock });
  schemas = await loadDocumentSchemas(['admin', 'partners']);
});
afterAll(() => server?.close());
beforeEach(() => {
  server.reset();
  clock = 0;
});

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

async function call(method: string, path: string, options: { body?: unknown; raw?: string; authorization?: string | null } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const authorization = options.authorization === undefined ? 'Basic ' + btoa(`${KEY}:${KEY}`) : options.authorization;
  if (authorization !== null) headers.Authorization = authorization;
  const res = await fetch(server.url + path, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
  const text = await res.text();
  const body = text ? JSON.parse(text) : undefined;
  seen.push({ exchange: server.exchanges.at(-1)!, body });
  return { status: res.status, body, headers: res.headers };
}

const error = (code: number, message: string) => ({ code, status: 'error', message });

describe('authentication: the key as username and password', () => {
  it('answers 200 to the key and 401 with the documented body to anything else', async () => {
    expect((await call('GET', '/api/v1/listings')).status).toBe(200);
    for (const authorization of [null, 'Basic ' + btoa('wrong:wrong'), 'Basic ' + btoa(`${KEY}:other`), 'Basic ' + btoa(`${KEY}:`), `Bearer ${KEY}`, 'Basic !!!']) {
      const reply = await call('GET', '/api/v1/listings', { authorization });
      expect(reply.status, String(authorization)).toBe(401);
      expect(reply.body).toEqual(error(401, 'Unauthorized'));
      expect(reply.headers.get('www-authenticate')).toMatch(/^Basic/);
    }
    expect((await call('GET', '/api/partners/v1/orders', { authorization: null })).status).toBe(401);
  });
});

describe('rate limit: 40 requests per minute per key', () => {
  it('answers the 41st request in a minute with 429, and serves again once the minute has passed', async () => {
    for (let i = 0; i < 40; i += 1) {
      clock = i * 1000; // 40 requests spread over 39 seconds
      expect((await call('GET', '/api/v1/listings/1042')).status).toBe(200);
    }
    clock = 59_999;
    const refused = await call('GET', '/api/v1/listings/1042');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(error(429, 'Too many requests'));
    expect((await call('GET', '/api/partners/v1/listings')).status).toBe(429); // one budget per key, both APIs
    clock = 60_000; // the first request has left the window
    expect((await call('GET', '/api/v1/listings/1042')).status).toBe(200);
    expect((await call('GET', '/api/v1/listings/1042')).status).toBe(429);
  });

  it('does not count requests without the key', async () => {
    for (let i = 0; i < 45; i += 1) await call('GET', '/api/v1/listings', { authorization: null });
    expect((await call('GET', '/api/v1/listings')).status).toBe(200);
  });
});

describe('validation: 400 Some parameters are not correct', () => {
  it.each([
    ['a path parameter of the wrong type', 'GET', '/api/v1/listings/abc', undefined, 'path.id: must be integer'],
    ['an unknown query parameter', 'GET', '/api/v1/listings?colour=red', undefined, 'unknown query parameter "colour"'],
    ['a query value outside its enum', 'GET', '/api/v1/listings/reindex?scope=everything', undefined, 'query.scope: must be equal to one of the allowed values'],
    ['a body without a required field', 'POST', '/api/v1/listings', { title: 'Mug', category_id: 12, order_type_id: 1 }, "body: must have required property 'supplier_id'"],
    ['a body with an unknown field', 'POST', '/api/v1/listings', { title: 'Mug', category_id: 12, order_type_id: 1, supplier_id: 311, colour: 'red' }, 'body: unknown field "colour"'],
    ['an unknown field deep in a body', 'PATCH', '/api/v1/orders/58213', { order_items: [{ id: 90211, custom_price: 45 }] }, 'body.order_items.0: unknown field "custom_price"'],
    ['a body field of the wrong type', 'PATCH', '/api/partners/v1/listings/1042', { title: 'Mug', category_id: '12', order_type_id: 1, supplier_id: 311 }, 'body.category_id: must be integer'],
    ['a value outside its enum', 'POST', '/api/v1/notifications/send', { type: 'sms', object_id: 58213 }, 'body.type: must be equal to one of the allowed values'],
  ])('refuses %s', async (_what, method, path, body, problem) => {
    const reply = await call(method, path, { body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(error(400, 'Some parameters are not correct'));
    expect(server.exchanges.at(-1)!.requestErrors).toContain(problem);
  });

  it('refuses a body that is not JSON', async () => {
    const reply = await call('POST', '/api/v1/listings', { raw: '{"title": ' });
    expect(reply.status).toBe(400);
    expect(server.exchanges.at(-1)!.requestErrors.join('\n')).toMatch(/^body: not valid JSON/m);
  });

  it('accepts the documented filters, with names as the documents spell them', async () => {
    const reply = await call('GET', '/api/v1/orders?status=new,pending&start_on_date[value]=2026-01-15T09:30:00Z&start_on_date[condition_type]=gt');
    expect(reply.status).toBe(200);
    expect(reply.body.map((order: { status: string }) => order.status)).toEqual(['new']);
  });
});

describe('unknown ids and paths: 404 with the documented messages', () => {
  it.each([
    ['DELETE', '/api/v1/listings/999999', error(404, 'Error. No listing deleted.')],
    ['DELETE', '/api/v1/listings/1042/variants/999999', error(404, 'Error. No variant deleted.')],
    ['DELETE', '/api/v1/listings/1042/add-ons/999999', error(404, 'Error. No add-on deleted.')],
    ['PATCH', '/api/v1/collections/no-such-collection', error(404, 'Collection not found')],
    ['DELETE', '/api/v1/collections/no-such-collection', error(404, 'Collection not found')],
    ['GET', '/api/v1/collections/no-such-collection/listings', error(404, 'Collection not found')],
    ['GET', '/api/v1/listings/999999', error(404, 'Not found')],
    ['GET', '/api/v1/listings/999999/variants', error(404, 'Not found')],
    ['GET', '/api/v1/orders/999999', error(404, 'Not found')],
    ['DELETE', '/api/partners/v1/listings/999999', { success: false, message: 'Error. No listing deleted.' }],
  ])('%s %s', async (method, path, expected) => {
    const body = method === 'PATCH' ? { handle: 'mugs', title: 'Mugs' } : undefined;
    const reply = await call(method, path, { body });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(expected);
  });

  it('answers paths and methods no operation documents with 404 and the error body', async () => {
    for (const [method, path] of [['GET', '/api/v1/listingz'], ['PUT', '/api/v1/listings'], ['GET', '/api/v2/listings'], ['GET', '/']]) {
      const reply = await call(method, path);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body).toEqual(error(404, 'Not found'));
      expect(server.exchanges.at(-1)!.operationId).toBeUndefined();
    }
  });
});

describe('state: an in-memory store seeded from the examples', () => {
  it('starts from the documents’ examples', async () => {
    const listings = await call('GET', '/api/v1/listings');
    expect(listings.body.map((l: { id: number }) => l.id)).toEqual([1042, 1043]);
    expect((await call('GET', '/api/v1/listings/1042')).body.supplier.business_name).toBe('Fernhill Clayworks');
  });

  it.each(['/api/v1', '/api/partners/v1'])('creates a listing, reads it back, deletes it, then answers 404 (%s)', async (base) => {
    const listing = { title: 'Stoneware teapot', category_id: 12, order_type_id: 1, supplier_id: 311, price: 54, status: 'draft' };
    const created = await call('POST', `${base}/listings`, { body: listing });
    expect(created.status).toBe(base === '/api/v1' ? 201 : 200);
    const record = base === '/api/v1' ? created.body : created.body[0]; // the Partners API answers a list
    expect(record).toMatchObject(listing);
    expect(record.id).toBe(1044);

    const read = await call('GET', `${base}/listings/${record.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(record);
    expect((await call('GET', `${base}/listings`)).body.map((l: { id: number }) => l.id)).toContain(record.id);

    const deleted = await call('DELETE', `${base}/listings/${record.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { success: true, message: 'Listing deleted' } });
    expect((await call('GET', `${base}/listings/${record.id}`)).status).toBe(404);
    expect((await call('DELETE', `${base}/listings/${record.id}`)).body.message).toBe('Error. No listing deleted.');
  });

  it("shows an order's new status on read, and keeps the fields a patch leaves out", async () => {
    const before = (await call('GET', '/api/v1/orders/58213')).body;
    const patched = await call('PATCH', '/api/v1/orders/58213', { body: { status: 'shipped', order_items: [{ id: before.order_items[0].id, custom_unit_price: 45 }] } });
    expect(patched).toMatchObject({ status: 201, body: { success: true, message: 'Order updated' } });
    const after = (await call('GET', '/api/v1/orders/58213')).body;
    expect(after.status).toBe('shipped');
    expect(after.order_items[0]).toEqual({ ...before.order_items[0], custom_unit_price: 45 });
    expect(after.amount).toBe(before.amount);
    expect((await call('GET', '/api/v1/orders?status=shipped')).body.map((o: { id: number }) => o.id)).toEqual([58213]);
    expect((await call('GET', '/api/partners/v1/orders/58213')).body.status).toBe(before.status); // each API has its own store
  });

  it('keeps nested records with their parent', async () => {
    const created = await call('POST', '/api/v1/listings/1042/variants', { body: { title: 'Sage glaze, 350 ml', price: 29 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Sage glaze, 350 ml', listing_id: 1042 });
    const variants = (await call('GET', '/api/v1/listings/1042/variants')).body.map((v: { id: number }) => v.id);
    expect(variants).toEqual([8801, 8802, created.body.id]);
    expect((await call('GET', `/api/v1/variants/${created.body.id}`)).body.title).toBe('Sage glaze, 350 ml');
    expect((await call('DELETE', `/api/v1/listings/1042/variants/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/v1/variants/${created.body.id}`)).status).toBe(404);
  });

  it('keeps a collection under the handle the client chose', async () => {
    const created = await call('POST', '/api/v1/collections', { body: { handle: 'teapots', title: 'Teapots', parent_handle: 'handmade-tableware' } });
    expect(created.body).toMatchObject({ handle: 'teapots', title: 'Teapots' });
    expect((await call('PATCH', '/api/v1/collections/teapots', { body: { handle: 'teapots', title: 'Teapots & kettles' } })).status).toBe(201);
    const titles = (await call('GET', '/api/v1/collections')).body.map((c: { title: string }) => c.title);
    expect(titles).toContain('Teapots & kettles');
  });

  it('goes back to the examples on reset', async () => {
    await call('DELETE', '/api/v1/listings/1042');
    server.reset();
    expect((await call('GET', '/api/v1/listings/1042')).status).toBe(200);
  });
});

describe('responses', () => {
  it('answers every operation with a documented response; 204 without a body', async () => {
    const reply = await call('DELETE', '/api/v1/payment-gateways/1');
    expect(reply).toMatchObject({ status: 204, body: undefined });
    expect((await call('POST', '/api/v1/notifications/send', { body: { type: 'new_order_supplier', object_id: 58213 } })).status).toBe(200);
    expect((await call('GET', '/api/v1/listings/reindex')).body).toEqual({ totalListingsToReindex: 1250, listingsReindexedCount: 999, duration: 41.7 });
  });

  // Runs last: every reply this file received, checked against the documents themselves.
  it('sent only replies that validate against their operation’s response schema', () => {
    expect(seen.length).toBeGreaterThan(80);
    for (const { exchange, body } of seen) {
      const where = `${exchange.method} ${exchange.url} → ${exchange.status}`;
      expect(exchange.responseErrors, where).toEqual([]);
      if (!exchange.operationId) continue;
      expect(schemas.errors({ api: exchange.api!, operationId: exchange.operationId, status: exchange.status, body }), where).toEqual([]);
    }
  });
});
