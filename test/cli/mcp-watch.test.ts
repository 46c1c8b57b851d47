// `hubgen mcp --watch` answers from the sources and follows a save; with the config's
// `agents.liveRequests` and a key given to --credential, send_request's "live" target calls the
// API's real server (here a `hubgen mock` on loopback standing in for it, with its own key), and
// the mock target never sees that key.
import fs from 'node:fs/promises';
import path from 'node:path';
import { execa, type ResultPromise } from 'execa';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, copyFixture, writeWhole } from '../helpers/cli.ts';
import { callJson, callTool, stdioClient } from '../helpers/mcp-client.ts';

const KEY = 'live-key-7f3a';
let root: string;
let real: ResultPromise;
let client: Client;

beforeAll(async () => {
  root = await copyFixture('try-it-watch');
  const configFile = path.join(root, 'site.config.ts');
  await fs.writeFile(configFile, (await fs.readFile(configFile, 'utf8')).replace("title: 'Try It Watch',", "title: 'Try It Watch',\n  agents: { liveRequests: true },"));
  real = execa(process.execPath, [BIN, 'mock', '--root', root, '--port', '0', '--key', KEY], { env: { NO_COLOR: '1' }, reject: false });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    real.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const found = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found) resolve(found[1]);
    });
    void real.then(() => reject(new Error(`hubgen mock ended: ${out}`)));
  });
  client = await stdioClient(['--watch', '--root', root, '--credential', `shop=${KEY}`, '--server', `shop=${url}/v1`]);
}, 180_000);

afterAll(async () => {
  await client?.close();
  real?.kill('SIGINT');
  await real;
});

describe('hubgen mcp --watch', () => {
  it('reads the sources, and a saved doc on the next call', async () => {
    const first = await callTool(client, 'read_page', { page: '/docs/intro' });
    expect(first.texts[0]).toContain('The [Shop API](/api-reference/) greets whoever asks.');
    const doc = path.join(root, 'content/docs/intro.mdx');
    await writeWhole(root, doc, (await fs.readFile(doc, 'utf8')).replace('greets whoever asks', 'greets everyone who asks'));
    await expect.poll(async () => (await callTool(client, 'read_page', { page: '/docs/intro' })).texts[0], { timeout: 30_000, interval: 200 }).toContain('greets everyone who asks');
    const { results } = await callJson<{ results: { url: string }[] }>(client, 'search_docs', { query: 'everyone' });
    expect(results[0]?.url).toBe('https://try-it-watch.example.com/docs/intro');
  });

  it('sends a live request only with the key the user gave, to the server the user named', async () => {
    const live = await callJson<{ target: string; status: number; request: { url: string } }>(client, 'send_request', { operationId: 'getGreeting', target: 'live' });
    expect(live).toMatchObject({ target: 'live', status: 200 });
    expect(live.request.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\//);
    const mock = await callJson<{ target: string; status: number; request: { url: string } }>(client, 'send_request', { operationId: 'getGreeting' });
    expect(mock).toMatchObject({ target: 'mock', status: 200 });
    expect(new URL(mock.request.url).port).not.toBe(new URL(live.request.url).port);
  });
});
