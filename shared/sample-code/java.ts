// Java 15 or later, with java.net.http alone: a request built by HttpRequest's builder, the reply
// read as text. java.net.http has no form or multipart encoder, so the sample writes the body itself.
import type { SampleRequest, SampleBody } from './request.ts';
import { doubleQuoted, formText, jsonText } from './literals.ts';

const BOUNDARY = 'hubgen-sample-boundary';

export function javaSample(request: SampleRequest): string {
  const { credentials, body } = request;
  const imports = new Set(['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse']);
  const builder = [`.uri(URI.create(${doubleQuoted(request.url)}))`];
  if (credentials.basic !== undefined) {
    imports.add('java.util.Base64');
    builder.push(`.header("Authorization", "Basic " + Base64.getEncoder().encodeToString(${doubleQuoted(credentials.basic)}.getBytes()))`);
  }
  for (const [name, value] of [...credentials.headers, ...request.headers]) builder.push(`.header(${doubleQuoted(name)}, ${doubleQuoted(value)})`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) builder.push(`.header("Cookie", ${doubleQuoted(cookies.map(([n, v]) => `${n}=${v}`).join('; '))})`);
  const { before, publisher, contentType } = bodyOf(body, imports);
  if (contentType) builder.push(`.header("Content-Type", ${contentType})`);
  builder.push(`.method(${doubleQuoted(request.method)}, ${publisher})`, '.build();');
  const main = [
    ...before,
    'HttpRequest request = HttpRequest.newBuilder()',
    ...builder.map((line) => `    ${line}`),
    'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.statusCode() + " " + response.body());',
  ];
  return [
    ...[...imports].sort().map((name) => `import ${name};`),
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
    ...main.map((line) => (line ? `        ${line}` : '')),
    '    }',
    '}',
  ].join('\n');
}

function bodyOf(body: SampleBody | undefined, imports: Set<string>): { before: string[]; publisher: string; contentType?: string } {
  switch (body?.kind) {
    case undefined:
      return { before: [], publisher: 'HttpRequest.BodyPublishers.noBody()' };
    case 'json':
      return { before: [], publisher: `HttpRequest.BodyPublishers.ofString(${textBlock(jsonText(body.value))})`, contentType: doubleQuoted(body.contentType) };
    case 'raw':
      return { before: [], publisher: `HttpRequest.BodyPublishers.ofString(${doubleQuoted(body.text)})`, contentType: doubleQuoted(body.contentType) };
    case 'form':
      return { before: [], publisher: `HttpRequest.BodyPublishers.ofString(${doubleQuoted(formText(body.fields))})`, contentType: '"application/x-www-form-urlencoded"' };
    case 'multipart': {
      imports.add('java.io.ByteArrayOutputStream');
      const before = ['ByteArrayOutputStream body = new ByteArrayOutputStream();'];
      for (const field of body.fields) {
        const disposition = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field.name}"`;
        if (!field.file) before.push(`body.write(${doubleQuoted(`${disposition}\r\n\r\n${field.value}\r\n`)}.getBytes());`);
        else {
          for (const name of ['java.nio.file.Files', 'java.nio.file.Path']) imports.add(name);
          before.push(
            `body.write((${doubleQuoted(`${disposition}; filename="`)} + Path.of(${doubleQuoted(field.value)}).getFileName() + "\\"\\r\\n\\r\\n").getBytes());`,
            `body.write(Files.readAllBytes(Path.of(${doubleQuoted(field.value)})));`,
            'body.write("\\r\\n".getBytes());',
          );
        }
      }
      before.push(`body.write(${doubleQuoted(`--${BOUNDARY}--\r\n`)}.getBytes());`, '');
      return { before, publisher: 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())', contentType: doubleQuoted(`multipart/form-data; boundary=${BOUNDARY}`) };
    }
  }
}

/** A text block (Java 15): the JSON as it reads, with only `\` and `"""` escaped. */
function textBlock(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
  return `"""\n${escaped.replace(/^/gm, '            ')}"""`;
}
