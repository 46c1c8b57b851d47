// `hubgen mcp` over the marketplace hub's build, driven by the MCP SDK's own client over stdio and
// over Streamable HTTP: every tool, each answer equal to what the site shows (search ranked by the
// search box's own engine over the same index files; pages and operations as their Markdown twins
// have them), links back to the pages, and bad input answered with an MCP error while the server
// goes on.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, hubgen, tempDir } from '../helpers/cli.ts';
import { callJson, callTool, httpClient, startHttpServer, stdioClient } from '../helpers/mcp-client.ts';
import { createSearchEngine } from '../../shared/search/search-engine.ts';

const ORIGIN = 'https://developers.example.com';
let out: string;
let client: Client;

beforeAll(async () => {
  out = path.join(await tempDir('hubgen-mcp-'), 'build');
  const built = await hubgen(['build', '--root', REPO, '--out', out]);
  if (built.exitCode !== 0) throw new Error(`build failed:\n${built.stderr}`);
  client = await stdioClient(['--root', REPO, '--out', out]);
  // The API documents load on the first API tool's call: here, not inside a test's time.
  await client.callTool({ name: 'list_apis', arguments: {} });
}, 240_000);

afterAll(async () => {
  await client?.close();
});

const twin = (urlPath: string) => fs.readFile(path.join(out, urlPath), 'utf8');

describe('hubgen mcp over stdio', () => {
  it('offers the seven tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_operation', 'get_schema', 'list_apis', 'list_operations', 'read_page', 'search_docs', 'send_request']);
  });

  it('search_docs ranks as the search box does, over the same index, linking pages and their Markdown', async () => {
    const engine = createSearchEngine({ load: (file) => fs.readFile(path.join(out, 'search', file), 'utf8') });
    for (const query of ['abandoned cart', 'custom_unit_price', 'reindex', 'webhook event']) {
      const { results } = await callJson<{ results: { url: string; title: string; markdown?: string }[] }>(client, 'search_docs', { query });
      const box = await engine.search(query);
      expect(results.length, query).toBeGreaterThan(0);
      expect(results.map((r) => r.url), query).toEqual(box.map((hit) => `${ORIGIN}${hit.url}`));
      expect(results.map((r) => r.title)).toEqual(box.map((hit) => hit.title));
    }
    const { results } = await callJson<{ results: { url: string; markdown?: string }[] }>(client, 'search_docs', { query: 'abandoned cart', limit: 3 });
    expect(results).toHaveLength(3);
    expect(results[0].markdown).toBe(`${ORIGIN}/docs/APIs/handle-cart-order-management-after-preauth-success.md`);
  });

  it("read_page gives a page's Markdown twin, byte for byte, by doc id, path, absolute URL or .md address", async () => {
    const intro = await twin('docs/intro.md');
    for (const page of ['intro', '/docs/intro', `${ORIGIN}/docs/intro`, `${ORIGIN}/docs/intro#core-ideas`, '/docs/intro.md']) {
      const { texts, isError, links } = await callTool(client, 'read_page', { page });
      expect(isError, page).toBe(false);
      expect(texts[0], page).toBe(intro);
      expect(links, page).toEqual([`${ORIGIN}/docs/intro`]);
    }
    const reference = await callTool(client, 'read_page', { page: '/api-reference/' });
    expect(reference.texts[0]).toBe(await twin('api-reference/index.md'));
    expect(reference.texts[0]).toContain('## [Listings](/api-reference/tag/listings.md)');
    const tag = await callTool(client, 'read_page', { page: `${ORIGIN}/api-reference/tag/orders.md` });
    expect(tag.texts[0]).toBe(await twin('api-reference/tag/orders.md'));
    expect(tag.links).toEqual([`${ORIGIN}/api-reference/#tag/Orders`]);
  });

  it('lists the APIs and their operations, filtered by tag and text, each with its place on the reference', async () => {
    const { apis } = await callJson<{ apis: { id: string; url: string; markdown: string; tags: string[] }[] }>(client, 'list_apis', {});
    expect(apis.map((a) => a.id)).toEqual(['admin', 'partners']);
    expect(apis[0]).toMatchObject({ url: `${ORIGIN}/api-reference/`, markdown: `${ORIGIN}/api-reference/index.md` });
    expect(apis[0].tags).toContain('Orders');
    const { operations } = await callJson<{ operations: { operationId: string; tags: string[]; url: string; api: string }[] }>(client, 'list_operations', { api: 'admin', tag: 'orders' });
    expect(operations.length).toBeGreaterThan(3);
    for (const op of operations) expect(op.tags).toContain('Orders');
    expect(operations.find((op) => op.operationId === 'listOrders')?.url).toBe(`${ORIGIN}/api-reference/#operation/listOrders`);
    const found = await callJson<{ operations: { operationId: string }[] }>(client, 'list_operations', { text: 'reindex' });
    expect(found.operations.map((op) => op.operationId)).toEqual(['reindexListings']);
  });

  it("get_operation gives the operation's Markdown as its tag's twin has it, and its schemas as JSON Schema", async () => {
    const { texts, links, isError } = await callTool(client, 'get_operation', { api: 'admin', operationId: 'createListing' });
    expect(isError).toBe(false);
    expect(await twin('api-reference/tag/listings.md')).toContain(texts[0]);
    expect(texts[0]).toMatch(/^## Create a listing\n\n`POST \/listings` \(operationId `createListing`\)/);
    const schemas = JSON.parse(texts[1]) as { requestBody: { required: boolean; content: Record<string, { type: string; properties: Record<string, { type: unknown }>; required: string[] }> }; responses: Record<string, { content: Record<string, { properties?: object }> }> };
    const body = schemas.requestBody.content['application/json'];
    expect(body.type).toBe('object');
    expect(body.properties.title.type).toBe('string');
    expect(JSON.stringify(schemas)).not.toContain('$ref');
    expect(schemas.responses['201'].content['application/json'].properties).toHaveProperty('id');
    expect(links).toEqual([`${ORIGIN}/api-reference/#operation/createListing`]);
  });

  it('get_schema gives a schema as the twins describe it and as JSON Schema', async () => {
    const { texts, links } = await callTool(client, 'get_schema', { api: 'admin', name: 'Listing' });
    expect(await twin('api-reference/tag/listings.md')).toContain(texts[0]);
    const schema = JSON.parse(texts[1]) as { properties: Record<string, { type: unknown }> };
    expect(schema.properties.title.type).toBe('string');
    expect(links).toEqual([`${ORIGIN}/api-reference/#schema/Listing`]);
  });

  it("send_request calls the site's mock with its key, and never a real server unless the config allows it", async () => {
    const list = await callJson<{ target: string; status: number; body: { id: number }[]; request: { url: string } }>(client, 'send_request', { api: 'admin', operationId: 'listListings' });
    expect(list).toMatchObject({ target: 'mock', status: 200 });
    expect(list.request.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/listings$/);
    const id = list.body[0].id;
    const one = await callJson<{ status: number; body: { id: number } }>(client, 'send_request', { api: 'admin', operationId: 'getListing', pathParams: { id } });
    expect(one).toMatchObject({ status: 200, body: { id } });
    const missing = await callJson<{ status: number }>(client, 'send_request', { api: 'admin', operationId: 'getListing', pathParams: { id: 987654321 } });
    expect(missing.status).toBe(404);
    const live = await callTool(client, 'send_request', { api: 'admin', operationId: 'listListings', target: 'live' });
    expect(live).toMatchObject({ isError: true, texts: [expect.stringContaining('live requests are off for this site')] });
  }, 180_000);

  it('answers bad input with an MCP error and keeps serving', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['read_page', { page: '/docs/intrp' }, /no page "\/docs\/intrp".*Did you mean \/docs\/intro\?/],
      ['get_operation', { operationId: 'createListing' }, /in several APIs \(admin, partners\)/],
      ['get_operation', { api: 'admin', operationId: 'getListings' }, /no operation "getListings" in the admin API\. Did you mean (getListing|listListings)\?/],
      ['get_schema', { api: 'nope', name: 'Listing' }, /no API "nope": the site's APIs are admin, partners/],
      ['send_request', { api: 'admin', operationId: 'getListing' }, /missing path parameter id/],
      ['search_docs', { query: 3 }, /Input validation error/],
      ['search_docs', { query: 'order', locale: 'xx' }, /no locale "xx"/],
      ['no_such_tool', {}, /Tool no_such_tool not found/],
    ];
    for (const [name, args, message] of cases) {
      const { isError, texts } = await callTool(client, name, args);
      expect(isError, name).toBe(true);
      expect(texts.join('\n'), name).toMatch(message);
    }
    await expect(client.readResource({ uri: `${ORIGIN}/docs/nope.md` })).rejects.toMatchObject({ code: -32602 });
    expect((await client.listTools()).tools.length).toBe(7);
  });

  it('lists a resource for every Markdown file of the site, read as the file is', async () => {
    const { resources } = await client.listResources();
    const files = (await fs.readdir(out, { recursive: true })).filter((f) => f.endsWith('.md')).map((f) => `${ORIGIN}/${f.split(path.sep).join('/')}`);
    expect(resources.map((r) => r.uri).sort()).toEqual(files.sort());
    expect(resources.every((r) => r.mimeType === 'text/markdown' && r.title)).toBe(true);
    const read = await client.readResource({ uri: `${ORIGIN}/docs/Webhooks/intro.md` });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: await twin('docs/Webhooks/intro.md') });
  });
});

describe('hubgen mcp --http', () => {
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  let http: Client;
  beforeAll(async () => {
    server = await startHttpServer(['--root', REPO, '--out', out]);
    http = await httpClient(server.url);
  }, 120_000);
  afterAll(async () => {
    await http?.close();
    await server?.stop();
  });

  it('answers the same tools over Streamable HTTP on loopback', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const viaStdio = await callTool(client, 'search_docs', { query: 'listing status' });
    expect(await callTool(http, 'search_docs', { query: 'listing status' })).toEqual(viaStdio);
    expect((await callTool(http, 'read_page', { page: 'intro' })).texts[0]).toBe(await twin('docs/intro.md'));
    expect((await callTool(http, 'get_operation', { api: 'partners', operationId: 'updateOrder' })).texts[0]).toContain('`PATCH /orders/{id}` (operationId `updateOrder`)');
    expect(await callJson(http, 'send_request', { api: 'admin', operationId: 'listOrders' })).toMatchObject({ status: 200 });
    expect(await callTool(http, 'get_schema', { name: 'Nope' })).toMatchObject({ isError: true });
  }, 180_000);

  it('refuses other Host names and pages of other origins', async () => {
    const port = new URL(server.url).port;
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const rebound = await rawPost(port, { ...headers, host: `evil.example:${port}` }, body);
    expect(rebound.status).toBe(403);
    const crossSite = await rawPost(port, { ...headers, host: `127.0.0.1:${port}`, origin: 'https://evil.example' }, body);
    expect(crossSite.status).toBe(403);
    const ok = await rawPost(port, { ...headers, host: `localhost:${port}` }, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }));
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBeUndefined();
  });
});

/** A POST with exactly these headers (fetch would set Host itself). */
async function rawPost(port: string, headers: Record<string, string>, body: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
