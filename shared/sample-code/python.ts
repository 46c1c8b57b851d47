// Python, with requests (the HTTP library most Python API clients use): credentials as `auth`, the
// body as `json=`, `data=` or `files=` so that requests sets the Content-Type itself.
import type { SampleRequest } from './request.ts';
import { basicPair, dataLiteral, doubleQuoted, namesRepeat, type DataStyle } from './literals.ts';

/** The methods requests has a function of its own for. */
const SHORTHANDS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const PYTHON: DataStyle = { null: 'None', true: 'True', false: 'False', string: doubleQuoted, pair: ': ', object: ['{', '}'] };

export function pythonSample(request: SampleRequest): string {
  const { credentials, body } = request;
  const args = [doubleQuoted(request.url)];
  if (credentials.basic !== undefined) args.push(`auth=(${basicPair(credentials.basic).map(doubleQuoted).join(', ')})`);
  const headers = [...credentials.headers, ...request.headers];
  if (body?.kind === 'raw') headers.push(['Content-Type', body.contentType]);
  if (body?.kind === 'json' && body.contentType !== 'application/json') headers.push(['Content-Type', body.contentType]);
  if (headers.length) args.push(`headers=${pairs(headers)}`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) args.push(`cookies=${pairs(cookies)}`);
  if (body?.kind === 'json') args.push(`json=${dataLiteral(body.value, PYTHON, '    ')}`);
  if (body?.kind === 'raw') args.push(`data=${doubleQuoted(body.text)}`);
  if (body?.kind === 'form') args.push(`data=${namesRepeat(body.fields) ? tuples(body.fields) : pairs(body.fields)}`);
  if (body?.kind === 'multipart') {
    const text = body.fields.filter((f) => !f.file).map((f): [string, string] => [f.name, f.value]);
    const files = body.fields.filter((f) => f.file);
    if (text.length) args.push(`data=${namesRepeat(text) ? tuples(text) : pairs(text)}`);
    if (files.length) args.push(`files={${files.map((f) => `${doubleQuoted(f.name)}: open(${doubleQuoted(f.value)}, "rb")`).join(', ')}}`);
  }
  const reply =
    request.reply === 'json' ? 'print(response.status_code, response.json())'
    : request.reply === 'text' ? 'print(response.status_code, response.text)'
    : 'print(response.status_code)';
  return [
    'import requests',
    '',
    ...(SHORTHANDS.has(request.method) ? [`response = requests.${request.method.toLowerCase()}(`] : ['response = requests.request(', `    ${doubleQuoted(request.method)},`]),
    ...args.map((arg) => `    ${arg},`),
    ')',
    reply,
  ].join('\n');
}

/** A dict literal of name/value pairs. */
function pairs(entries: [string, string][]): string {
  return `{${entries.map(([name, value]) => `${doubleQuoted(name)}: ${doubleQuoted(value)}`).join(', ')}}`;
}

/** A list of tuples, for fields whose names repeat. */
function tuples(entries: [string, string][]): string {
  return `[${entries.map(([name, value]) => `(${doubleQuoted(name)}, ${doubleQuoted(value)})`).join(', ')}]`;
}
