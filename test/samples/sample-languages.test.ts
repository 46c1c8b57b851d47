// Every generated sample language sends the request its curl sample sends. Each case is a small
// document; its samples run for real (curl in bash, Node.js, Python with requests, Java 17's
// single-file launcher, and Go, Ruby, PHP or .NET where this machine has them) against a local
// server that records what arrives. Method, path and query, credentials, cookies, content type and
// body (parsed by type) must be the same as curl's. A runtime this machine lacks is skipped by name.
import { spawnSync } from 'node:child_process';
import { execa } from 'execa';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples } from '../../cli/openapi/code-samples.ts';
import { SECRET_PLACEHOLDERS } from '../../cli/openapi/sample-credentials.ts';
import { loadFiles } from '../unit/openapi/fixtures.ts';

type Json = Record<string, unknown>;
interface Seen { method: string; url: string; headers: Record<string, string>; body: unknown }

const ORIGIN = 'https://api.example.com';
const SECRET = 'secret-123';

const CASES: Record<string, { path: string; method: string; operation: Json; schemes?: Json }> = {
  'JSON body, basic credentials, a header and a query parameter': {
    path: '/things/{id}',
    method: 'post',
    schemes: { basic: { type: 'http', scheme: 'basic' } },
    operation: {
      security: [{ basic: [] }],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', example: 'th 1' } },
        { name: 'filter', in: 'query', schema: { type: 'string', example: 'a&b' } },
        { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string', example: 'r-1' } },
      ],
      requestBody: { content: { 'application/json': { example: { name: "O'Brien \"quoted\" \\ back", tags: ['a', 'b'], nested: { ok: true, none: null, n: 1.5 }, empty: {} } } } },
    },
  },
  'API keys in the query and a cookie, bearer-less': {
    path: '/things',
    method: 'get',
    schemes: { q: { type: 'apiKey', in: 'query', name: 'api_key' }, c: { type: 'apiKey', in: 'cookie', name: 'session' } },
    operation: { security: [{ q: [], c: [] }] },
  },
  'a form with a repeated field, bearer token': {
    path: '/forms',
    method: 'post',
    schemes: { bearer: { type: 'http', scheme: 'bearer' } },
    operation: {
      security: [{ bearer: [] }],
      requestBody: { content: { 'application/x-www-form-urlencoded': { example: { name: 'a b+c', tag: ['x', 'y'] } } } },
    },
  },
  'multipart with a file and a text field, an API key header': {
    path: '/uploads',
    method: 'put',
    schemes: { key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    operation: {
      security: [{ key: [] }],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file', 'title'], properties: { file: { type: 'string', format: 'binary' }, title: { type: 'string', example: 'My file' } } },
          },
        },
      },
    },
  },
  'a raw text body with DELETE': {
    path: '/notes',
    method: 'delete',
    operation: { requestBody: { content: { 'text/plain': { example: 'line one\nline "two"' } } } },
  },
};

/** How each runtime runs a sample's source, if this machine has it. */
const RUNTIMES: Record<string, { probe: string[]; run: (source: string, dir: string) => string[] }> = {
  curl: { probe: ['curl', '--version'], run: (source) => ['bash', '-c', source] },
  'Node.js': { probe: [process.execPath, '--version'], run: (source) => [process.execPath, '--input-type=module', '--eval', source] },
  Python: { probe: ['python3', '-c', 'import requests'], run: (source) => ['python3', '-c', source] },
  Java: { probe: ['java', '-version'], run: (source, dir) => (fs.writeFileSync(path.join(dir, 'Main.java'), source), ['java', path.join(dir, 'Main.java')]) },
  Go: { probe: ['go', 'version'], run: (source, dir) => (fs.writeFileSync(path.join(dir, 'main.go'), source), ['go', 'run', path.join(dir, 'main.go')]) },
  Ruby: { probe: ['ruby', '--version'], run: (source) => ['ruby', '-e', source] },
  'C#': { probe: ['dotnet', '--version'], run: () => ['false'] },
  PHP: { probe: ['php', '-r', 'exit(function_exists("curl_init") ? 0 : 1);'], run: (source) => ['php', '-r', source.replace(/^<\?php\n/, '')] },
};

function available(probe: string[]): boolean {
  return spawnSync(probe[0], probe.slice(1), { stdio: 'ignore', timeout: 15_000 }).status === 0;
}

let server: http.Server;
let base = '';
let seen: Seen | undefined;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hubgen-sample-languages-'));
const upload = path.join(work, 'upload.txt');

beforeAll(async () => {
  fs.writeFileSync(upload, 'file contents\n');
  server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    seen = { method: request.method!, url: request.url!, headers: request.headers as Record<string, string>, body: await bodyOf(request.headers['content-type'], Buffer.concat(chunks)) };
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The body as data: JSON parsed, a form's pairs, a multipart form's fields (a file by its name and text). */
async function bodyOf(type: string | undefined, bytes: Buffer): Promise<unknown> {
  if (bytes.length === 0) return undefined;
  if (type?.startsWith('application/json')) return JSON.parse(bytes.toString());
  if (type?.startsWith('application/x-www-form-urlencoded')) return [...new URLSearchParams(bytes.toString())];
  if (type?.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
    // Field order is the client library's choice (requests sends text before files); servers read fields by name.
    const fields = await Promise.all([...form].map(async ([name, value]) => [name, typeof value === 'string' ? value : `${value.name}: ${await value.text()}`]));
    return fields.sort(([a], [b]) => String(a).localeCompare(String(b)));
  }
  return bytes.toString();
}

/** What a sample sent, with what differs by client and means nothing taken out. */
function comparable(request: Seen): unknown {
  const headers = request.headers;
  const cookies = headers.cookie?.split(/;\s*/).sort();
  return {
    method: request.method,
    url: request.url,
    authorization: headers.authorization,
    apiKey: headers['x-api-key'],
    requestId: headers['x-request-id'],
    cookies,
    contentType: headers['content-type']?.replace(/;\s*boundary=.*$/, '').replace(/;\s*charset=utf-8$/i, ''),
    body: request.body,
  };
}

async function samplesOf(example: (typeof CASES)[string]): Promise<Map<string, string>> {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    servers: [{ url: `${ORIGIN}/v1` }],
    paths: { [example.path]: { [example.method]: { operationId: 'op', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } }, ...example.operation } } },
    components: { securitySchemes: example.schemes ?? {} },
  };
  const loaded = await loadFiles({ 'api.yaml': JSON.stringify(document) });
  const doc = loaded.document!;
  return new Map(codeSamples(doc, doc.operations[0]).map((sample) => [sample.label, sample.source]));
}

/** Runs a sample as a child process (not synchronously: the recording server is in this process). */
async function run(label: string, source: string): Promise<unknown> {
  let runnable = source.replaceAll(ORIGIN, base).replaceAll('{file}', upload);
  for (const placeholder of SECRET_PLACEHOLDERS) runnable = runnable.replaceAll(placeholder, SECRET);
  const dir = fs.mkdtempSync(path.join(work, 'run-'));
  const [command, ...args] = RUNTIMES[label]!.run(runnable, dir);
  seen = undefined;
  await execa(command, args, { cwd: dir, timeout: 120_000 });
  expect(seen, `${label} sent no request`).toBeDefined();
  return comparable(seen!);
}

describe('generated samples send what their curl sample sends', () => {
  for (const [label, runtime] of Object.entries(RUNTIMES)) {
    if (label === 'curl') continue;
    const here = available(runtime.probe) && available(RUNTIMES.curl.probe);
    it.skipIf(!here)(`${label}${here ? '' : ' (not installed on this machine)'}`, async () => {
      for (const [name, example] of Object.entries(CASES)) {
        const samples = await samplesOf(example);
        const expected = await run('curl', samples.get('curl')!);
        expect(await run(label, samples.get(label)!), `${label}: ${name}`).toEqual(expected);
      }
    }, 300_000);
  }
});
