// JavaScript's fetch, in Node.js or in a browser. They differ in two places: basic credentials are
// base64-encoded with Buffer or btoa, and a browser sends its own cookies (`credentials: 'include'`)
// where Node sets a Cookie header, which browsers do not let a page set.
import type { SampleRequest } from './request.ts';

export function fetchSample(request: SampleRequest, runtime: 'node' | 'browser'): string {
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
