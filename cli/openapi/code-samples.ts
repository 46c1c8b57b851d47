// Writes the samples of an operation, in the languages the site chose (sample-languages.ts), from the
// request it makes (sample-request.ts): method, full URL on the first server, the operation's own
// credentials, and its body in its request media type. curl and fetch are written here, the other
// languages in sample-code/. `x-codeSamples` in the document replace the generated ones.
import type { ApiDocument, ApiOperation } from './types.ts';
import { sampleRequest, type SampleBody, type SampleRequest } from './sample-request.ts';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_LANGUAGE_LABELS, type SampleLanguage } from '../config/sample-languages.ts';
import { pythonSample } from './sample-code/python.ts';
import { goSample } from './sample-code/go.ts';
import { javaSample } from './sample-code/java.ts';
import { csharpSample } from './sample-code/csharp.ts';
import { phpSample } from './sample-code/php.ts';
import { rubySample } from './sample-code/ruby.ts';

export interface CodeSample {
  label: string;
  language: string;
  source: string;
  /** A browser sample that relies on a cookie the browser holds: it cannot run anywhere else. */
  browserCookies?: true;
}

/** The server URL with its variables at their defaults, as the document gives it: https://your-store.example.com/api/v1 */
export function baseUrlOf(doc: ApiDocument): string {
  const server = doc.servers[0];
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (match, name: string) => server.variables[name]?.default ?? match);
}

/** Where a sample sends a request whose server URL is relative: a host the reader fills in, as `{token}` is. */
export const RELATIVE_SERVER_ORIGIN = 'https://{host}';

/**
 * The base URL samples use: an absolute URL. OpenAPI allows a relative server URL (`/api/v2`,
 * `//api.example.com`), relative to where the document is served, which a sample cannot know: a
 * protocol-relative one gets https, a path the `{host}` placeholder (the reference says so).
 */
export function samplesBaseUrl(doc: ApiDocument): string {
  // A trailing slash is the path's own first character (`/` and `/api/v1` give `https://{host}/api/v1`, never `//`).
  const url = baseUrlOf(doc).replace(/\/+$/, '');
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  // No server at all: the API is where the document is served from, as a relative URL says (OpenAPI's default server is `/`).
  return RELATIVE_SERVER_ORIGIN + (url === '' || url.startsWith('/') ? '' : '/') + url;
}

/** The path part of a server URL, read as text: a host with `{variables}` is no URL to parse. */
export function serverPathOf(url: string): string {
  const path = url.replace(/^([a-z][a-z\d+.-]*:)?\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Each language's writer and the highlight.js grammar of what it writes. */
const WRITERS: Record<SampleLanguage, { grammar: string; write: (request: SampleRequest) => string }> = {
  curl: { grammar: 'bash', write: curl },
  python: { grammar: 'python', write: pythonSample },
  javascript: { grammar: 'javascript', write: (request) => fetchSample(request, 'browser') },
  node: { grammar: 'javascript', write: (request) => fetchSample(request, 'node') },
  go: { grammar: 'go', write: goSample },
  java: { grammar: 'java', write: javaSample },
  csharp: { grammar: 'csharp', write: csharpSample },
  php: { grammar: 'php', write: phpSample },
  ruby: { grammar: 'ruby', write: rubySample },
};

export function codeSamples(doc: ApiDocument, op: ApiOperation, languages: readonly SampleLanguage[] = DEFAULT_SAMPLE_LANGUAGES): CodeSample[] {
  if (op.codeSamples.length > 0) {
    return op.codeSamples.map((s) => ({ label: s.label ?? s.lang, language: languageOf(s.lang), source: s.source }));
  }
  const request = sampleRequest({ doc, op, baseUrl: samplesBaseUrl(doc) });
  // A browser sends its own cookies: a browser sample that needs one cannot run anywhere else.
  const browserCookies = request.credentials.cookies.length > 0 || request.cookies.length > 0;
  return languages.map((id) => ({
    label: SAMPLE_LANGUAGE_LABELS[id],
    language: WRITERS[id].grammar,
    source: WRITERS[id].write(request),
    ...(id === 'javascript' && browserCookies ? { browserCookies: true as const } : {}),
  }));
}

function curl(request: SampleRequest): string {
  const { credentials, body } = request;
  // -g: a secret's placeholder in the URL has braces, which curl would otherwise read as a glob.
  const lines = [`curl${request.url.includes('{') ? ' -g' : ''} -X ${request.method} ${shell(request.url)}`];
  if (credentials.basic !== undefined) lines.push(`  -u ${shell(credentials.basic)}`);
  for (const [name, value] of [...credentials.headers, ...request.headers]) lines.push(`  -H ${shell(`${name}: ${value}`)}`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) lines.push(`  -b ${shell(cookies.map(([name, value]) => `${name}=${value}`).join('; '))}`);
  if (body) lines.push(...curlBody(body));
  return lines.join(' \\\n');
}

function curlBody(body: SampleBody): string[] {
  switch (body.kind) {
    case 'json':
      return [`  -H ${shell(`Content-Type: ${body.contentType}`)}`, `  --data ${shell(JSON.stringify(body.value, null, 2))}`];
    case 'form':
      // curl sends application/x-www-form-urlencoded itself, and encodes each value.
      return body.fields.map(([name, value]) => `  --data-urlencode ${shell(`${name}=${value}`)}`);
    case 'multipart':
      // curl sends multipart/form-data itself; --form-string keeps a value that starts with @ or < as text.
      return body.fields.map(({ name, value, file }) =>
        file ? `  -F ${shell(`${name}=@${value}`)}` : `  ${/^[@<]/.test(value) ? '--form-string' : '-F'} ${shell(`${name}=${value}`)}`,
      );
    case 'raw':
      return [`  -H ${shell(`Content-Type: ${body.contentType}`)}`, `  --data-binary ${shell(body.text)}`];
  }
}

/**
 * fetch in Node.js or in a browser. They differ in two places: basic credentials are base64-encoded
 * with Buffer or btoa, and a browser sends its own cookies (`credentials: 'include'`) where Node
 * sets a Cookie header, which browsers do not let a page set.
 */
function fetchSample(request: SampleRequest, runtime: 'node' | 'browser'): string {
  const { credentials, body } = request;
  const headers: string[] = [];
  if (credentials.basic !== undefined) {
    const encoded = runtime === 'node' ? `Buffer.from(${js(credentials.basic)}).toString('base64')` : `btoa(${js(credentials.basic)})`;
    headers.push(`Authorization: 'Basic ' + ${encoded},`);
  }
  for (const [name, value] of [...credentials.headers, ...request.headers]) headers.push(`${key(name)}: ${js(value)},`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length && runtime === 'node') headers.push(`Cookie: ${js(cookies.map(([name, value]) => `${name}=${value}`).join('; '))},`);
  if (body?.kind === 'json' || body?.kind === 'raw') headers.push(`'Content-Type': ${js(body.contentType)},`);

  const before: string[] = [];
  const options = [`  method: '${request.method}',`];
  if (headers.length) options.push(`  headers: {\n${headers.map((h) => `    ${h}`).join('\n')}\n  },`);
  if (cookies.length && runtime === 'browser') options.push(`  credentials: 'include',`);
  if (body?.kind === 'json') options.push(`  body: JSON.stringify(${indent(JSON.stringify(body.value, null, 2), '  ')}),`);
  if (body?.kind === 'raw') options.push(`  body: ${js(body.text)},`);
  if (body?.kind === 'form') options.push(`  body: new URLSearchParams(${formFields(body.fields)}),`);
  if (body?.kind === 'multipart') {
    if (runtime === 'node' && body.fields.some((f) => f.file)) before.push(`import { openAsBlob } from 'node:fs';`, `import { basename } from 'node:path';`, '');
    before.push('const form = new FormData();');
    for (const field of body.fields) before.push(`form.append(${js(field.name)}, ${field.file ? fileOf(field.value, runtime) : js(field.value)});`);
    options.push('  body: form,');
  }
  const result =
    request.reply === 'json' ? 'console.log(response.status, await response.json());'
    : request.reply === 'text' ? 'console.log(response.status, await response.text());'
    : 'console.log(response.status);';
  return [...before, `const response = await fetch(${js(request.url)}, {`, ...options, '});', result].join('\n');
}

/** An object literal, or pairs when a name repeats (an array sent as repeated fields). */
function formFields(fields: [string, string][]): string {
  const names = fields.map(([name]) => name);
  if (new Set(names).size < names.length) return `[\n${fields.map(([n, v]) => `    [${js(n)}, ${js(v)}],`).join('\n')}\n  ]`;
  return `{\n${fields.map(([n, v]) => `    ${key(n)}: ${js(v)},`).join('\n')}\n  }`;
}

function fileOf(placeholder: string, runtime: 'node' | 'browser'): string {
  // A Blob has no name: without the third argument the server is told the file is called `blob`.
  return runtime === 'node' ? `await openAsBlob(${js(placeholder)}), basename(${js(placeholder)})` : `document.querySelector('input[type=file]').files[0]`;
}

/** A single-quoted shell word. */
function shell(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A single-quoted JavaScript string. */
function js(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** An object key, quoted only when it must be. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : js(name);
}

function indent(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}

function languageOf(lang: string): string {
  const l = lang.toLowerCase();
  if (l === 'curl' || l === 'shell' || l === 'sh') return 'bash';
  if (l.includes('node') || l === 'js' || l === 'javascript') return 'javascript';
  return l;
}
