// Ruby, with Net::HTTP from the standard library: a request object of the method's class, its
// headers set by name, the body as JSON text, a form, or a multipart form of File objects.
import type { SampleRequest, SampleBody } from './request.ts';
import { basicPair, dataLiteral, singleQuoted, type DataStyle } from './literals.ts';

const RUBY: DataStyle = { null: 'nil', true: 'true', false: 'false', string: singleQuoted, pair: ' => ', object: ['{', '}'] };
/** Net::HTTP's request class of each method OpenAPI has. */
const CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

export function rubySample(request: SampleRequest): string {
  const { credentials, body } = request;
  const requires = new Set(['net/http']);
  const lines = [`uri = URI(${singleQuoted(request.url)})`, `request = Net::HTTP::${CLASSES[request.method] ?? 'Get'}.new(uri)`];
  if (credentials.basic !== undefined) lines.push(`request.basic_auth(${basicPair(credentials.basic).map(singleQuoted).join(', ')})`);
  for (const [name, value] of [...credentials.headers, ...request.headers]) lines.push(`request[${singleQuoted(name)}] = ${singleQuoted(value)}`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) lines.push(`request['Cookie'] = ${singleQuoted(cookies.map(([n, v]) => `${n}=${v}`).join('; '))}`);
  lines.push(...bodyLines(body, requires));
  lines.push(
    '',
    "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|",
    '  http.request(request)',
    'end',
    request.reply === 'none' ? 'puts response.code' : 'puts response.code, response.body',
  );
  return [...[...requires].map((name) => `require '${name}'`), '', ...lines].join('\n');
}

function bodyLines(body: SampleBody | undefined, requires: Set<string>): string[] {
  switch (body?.kind) {
    case undefined:
      return [];
    case 'json':
      requires.add('json');
      return [`request['Content-Type'] = ${singleQuoted(body.contentType)}`, `request.body = JSON.generate(${dataLiteral(body.value, RUBY)})`];
    case 'raw':
      return [`request['Content-Type'] = ${singleQuoted(body.contentType)}`, `request.body = ${singleQuoted(body.text)}`];
    case 'form':
      return [`request.body = URI.encode_www_form([${body.fields.map(([n, v]) => `[${singleQuoted(n)}, ${singleQuoted(v)}]`).join(', ')}])`, "request['Content-Type'] = 'application/x-www-form-urlencoded'"];
    case 'multipart':
      return [
        'request.set_form([',
        ...body.fields.map(({ name, value, file }) => `  [${singleQuoted(name)}, ${file ? `File.open(${singleQuoted(value)})` : singleQuoted(value)}],`),
        "], 'multipart/form-data')",
      ];
  }
}
