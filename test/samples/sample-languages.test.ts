// Every generated sample language sends the request its curl sample sends. Each case is a small
// document; its samples run for real, as `check --samples` runs them (cli/commands/samples/sample-programs.ts:
// curl in bash, Node.js, Python with requests, PHP with its curl extension, Ruby, and Go, Java and
// C# with Mono's mcs, each compiled once for every case) against a local server that records what
// arrives. Method, path and query, credentials, cookies, content type and body (parsed by type) must
// be the same as curl's. A runtime this machine lacks is skipped by name.
import { execa } from 'execa';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples } from '../../cli/openapi/samples/code-samples.ts';
import { secretPlaceholders } from '../../cli/openapi/samples/sample-credentials.ts';
import { runtimeHere, samplePrograms, type Runtime, type SampleProgram } from '../../cli/commands/samples/sample-programs.ts';
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

/** Each language's runtime, by its tab label. */
const RUNTIMES: Record<string, Runtime> = { curl: 'shell', 'Node.js': 'node', Python: 'python', Java: 'java', Go: 'go', Ruby: 'ruby', 'C#': 'csharp', PHP: 'php' };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hubgen-sample-languages-'));
const upload = path.join(work, 'upload.txt');
const here = Object.fromEntries(await Promise.all(Object.entries(RUNTIMES).map(async ([label, runtime]) => [label, await runtimeHere(runtime, work)] as const)));

let server: http.Server;
let base = '';
let seen: Seen | undefined;

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
    // Field order is the client library's choice (requests sends text before files); servers read fields by name.
    return multipartFields(type, bytes.toString('latin1')).sort(([a], [b]) => a.localeCompare(b));
  }
  return bytes.toString();
}

/**
 * A multipart body's fields, a file as `name: text`. Read as RFC 7578 and RFC 2183 allow, the way
 * servers read it: parameter values as tokens or quoted strings (.NET's HttpClient writes
 * `name=file`, which Node's own FormData parser refuses), `filename*` beside `filename`.
 */
function multipartFields(type: string, body: string): [string, string][] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(type)!.slice(1).find(Boolean)!;
  const parts = body.split(`--${boundary}`).slice(1, -1);
  return parts.map((part) => {
    const [head, ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const value = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const disposition = /^content-disposition:(.*)$/im.exec(head)![1];
    const parameter = (name: string) => new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(disposition)?.slice(1).find((v) => v !== undefined);
    const filename = parameter('filename');
    return [parameter('name')!, filename === undefined ? value : `${filename}: ${value}`];
  });
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

/** A case's sample in each language, and the placeholders of its secrets (its API keys are named after their schemes). */
async function samplesOf(example: (typeof CASES)[string]): Promise<{ sources: Map<string, string>; secrets: string[] }> {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    servers: [{ url: `${ORIGIN}/v1` }],
    paths: { [example.path]: { [example.method]: { operationId: 'op', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } }, ...example.operation } } },
    components: { securitySchemes: example.schemes ?? {} },
  };
  const loaded = await loadFiles({ 'api.yaml': JSON.stringify(document) });
  const doc = loaded.document!;
  return { sources: new Map(codeSamples(doc, doc.operations[0]).map((sample) => [sample.label, sample.source])), secrets: secretPlaceholders(doc) };
}

/** Each case's sample in one language as programs, made runnable against the recording server and built together. */
async function programsOf(label: string, cases: { sources: Map<string, string>; secrets: string[] }[]): Promise<SampleProgram[]> {
  const sources = cases.map(({ sources: samples, secrets }) => {
    let runnable = samples.get(label)!.replaceAll(ORIGIN, base).replaceAll('{file}', upload);
    for (const placeholder of secrets) runnable = runnable.replaceAll(placeholder, SECRET);
    return runnable;
  });
  return samplePrograms({ runtime: RUNTIMES[label], sources, dir: fs.mkdtempSync(path.join(work, 'programs-')) });
}

/** Runs a program as a child process (not synchronously: the recording server is in this process). */
async function run(label: string, program: SampleProgram): Promise<unknown> {
  if ('error' in program) throw new Error(`${label}: ${program.error}`);
  seen = undefined;
  await execa(program.command, program.args, { cwd: work, timeout: 120_000 });
  expect(seen, `${label} sent no request`).toBeDefined();
  return comparable(seen!);
}

describe('generated samples send what their curl sample sends', () => {
  for (const label of Object.keys(RUNTIMES)) {
    if (label === 'curl') continue;
    const runs = here[label] && here.curl;
    it.skipIf(!runs)(`${label}${runs ? '' : ' (not installed on this machine)'}`, async () => {
      const names = Object.keys(CASES);
      const cases = await Promise.all(Object.values(CASES).map(samplesOf));
      const [curl, programs] = await Promise.all([programsOf('curl', cases), programsOf(label, cases)]);
      for (const [i, name] of names.entries()) {
        const expected = await run('curl', curl[i]);
        expect(await run(label, programs[i]), `${label}: ${name}`).toEqual(expected);
      }
    }, 300_000);
  }
});
