// `hubgen serve` on a document whose $refs expand without end (issue 42 item 4; cli/commands/mock/inline-refs.ts):
// 26 schemas each naming the next twice, 67 million objects once every $ref is copied in, as the
// mock's definition did (Elasticsearch's: over 449 million; serve died in V8's fatal out-of-memory
// error). The mock builds each operation on its first request, within limits: the operation it
// cannot build is answered with 503 and the reason, the others as documented, and serve keeps
// serving. It answers from the bytes the build read (the document is removed once serve says
// "serving"), and builds no operation before it is asked for (--debug logs each one built).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.ts';
import { openapiSite } from '../helpers/openapi-site.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';

const DEPTH = 26;

function explosiveDocument(): string {
  const lines = ['openapi: 3.1.0', 'info: { title: Explosive API, version: "1.0" }', 'servers: [{ url: "https://api.example.com/v1" }]', 'paths:'];
  lines.push('  /ping:', '    get:', '      operationId: ping', '      summary: Ping', '      responses:', "        '200':", '          description: OK.', '          content:', '            application/json:');
  lines.push('              schema: { type: object, properties: { ok: { type: boolean } } }', '              example: { ok: true }');
  lines.push('  /explode:', '    get:', '      operationId: explode', '      summary: Explode', '      responses:', "        '200':", '          description: OK.', '          content:', '            application/json:');
  lines.push("              schema: { $ref: '#/components/schemas/S0' }", 'components:', '  schemas:');
  for (let i = 0; i < DEPTH; i++) {
    const next = i + 1 < DEPTH ? [`        left: { $ref: '#/components/schemas/S${i + 1}' }`, `        right: { $ref: '#/components/schemas/S${i + 1}' }`] : ['        leaf: { type: string }'];
    lines.push(`    S${i}:`, '      type: object', '      properties:', ...next);
  }
  return lines.join('\n') + '\n';
}

describe('hubgen serve on a document whose $refs expand to 67 million objects', () => {
  let serve: ServeProcess;
  let where: { baseUrl: string; key: string };
  let auth: { authorization: string };
  const built = () => [...serve.output().matchAll(/^mock: built api (\S+ \S+) \((\d+) objects/gm)].map((m) => `${m[1]} (${m[2]} objects)`);
  beforeAll(async () => {
    const file = path.join(await tempDir('hubgen-explosive-api-'), 'explosive.yaml');
    await fs.writeFile(file, explosiveDocument());
    const { root, spec } = await openapiSite({ source: file });
    serve = await startServe(['--root', root, '--debug']);
    // What the pages show is what the build read: the mock answers from that, not from the disk.
    await fs.rm(spec);
    where = (await (await fetch(`${serve.url}/__hubgen/mock/api.json`)).json()) as { baseUrl: string; key: string };
    auth = { authorization: `Basic ${Buffer.from(`${where.key}:${where.key}`).toString('base64')}` };
  }, 120_000);
  afterAll(async () => {
    await serve?.stop();
  });

  it('answers an operation from the bytes the build read, building only that operation', { timeout: 120_000 }, async () => {
    const ping = await fetch(`${serve.url}${where.baseUrl}/ping`, { headers: auth });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ ok: true });
    expect(built()).toEqual([expect.stringMatching(/^GET \/ping \(\d+ objects\)$/)]);
  });

  it('answers the operation its mock cannot build with 503 and why', { timeout: 120_000 }, async () => {
    const explode = await fetch(`${serve.url}${where.baseUrl}/explode`, { headers: auth });
    expect(explode.status).toBe(503);
    const body = (await explode.json()) as { message: string };
    expect(body.message).toMatch(/^hubgen's mock cannot answer GET \/explode: its parameters, body and responses, with every \$ref expanded, are more than [\d,]+ objects\.$/);
    // Built once, as its stub: the next request is answered from it.
    expect((await fetch(`${serve.url}${where.baseUrl}/explode`, { headers: auth })).status).toBe(503);
    expect(built()).toEqual([expect.stringMatching(/^GET \/ping /), 'GET /explode (1 objects)']);
    expect(serve.output()).not.toMatch(/heap out of memory|FATAL ERROR/);
  });
});
