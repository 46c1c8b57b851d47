// curl, as a shell command: one option a line, every value single-quoted for the shell.
import type { SampleBody, SampleRequest } from './request.ts';

export function curlSample(request: SampleRequest): string {
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

/** A single-quoted shell word. */
function shell(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
