// `hubgen serve` on a document whose $refs expand without end (issue 42 item 4; cli/commands/mock/inline-refs.ts):
// 26 schemas each naming the next twice, 67 million objects once every $ref is copied in, as the
// mock's definition did (Elasticsearch's: over 449 million; serve died in V8's fatal out-of-memory
// error). The mock copies an operation at a time within limits: the operation it cannot build is
// answered with 503 and the reason, the others as documented, and serve keeps serving.
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
  beforeAll(async () => {
    const file = path.join(await tempDir('hubgen-explosive-api-'), 'explosive.yaml');
    await fs.writeFile(file, explosiveDocument());
    const { root } = await openapiSite({ source: file });
    serve = await startServe(['--root', root]);
  }, 120_000);
  afterAll(async () => {
    await serve?.stop();
  });

  it("answers the operation its mock cannot build with 503 and why, the others as documented", { timeout: 120_000 }, async () => {
    const where = (await (await fetch(`${serve.url}/__hubgen/mock/api.json`)).json()) as { baseUrl: string; key: string };
    const auth = { authorization: `Basic ${Buffer.from(`${where.key}:${where.key}`).toString('base64')}` };
    const explode = await fetch(`${serve.url}${where.baseUrl}/explode`, { headers: auth });
    expect(explode.status).toBe(503);
    const body = (await explode.json()) as { message: string };
    expect(body.message).toMatch(/^hubgen's mock cannot answer GET \/explode: its parameters, body and responses, with every \$ref expanded, are more than [\d,]+ objects\.$/);
    const ping = await fetch(`${serve.url}${where.baseUrl}/ping`, { headers: auth });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ ok: true });
    expect(serve.output()).not.toMatch(/heap out of memory|FATAL ERROR/);
  });
});
