// Go, with net/http alone (no module to fetch): a request built with http.NewRequest, its headers
// set one by one, a multipart body written by mime/multipart.
import type { SampleRequest } from './request.ts';
import { basicPair, doubleQuoted, formText, jsonText } from './literals.ts';

export function goSample(request: SampleRequest): string {
  const { credentials, body } = request;
  const imports = new Set(['fmt', 'io', 'net/http']);
  const before: string[] = [];
  let reader = 'nil';
  const headers: string[] = [];
  if (body?.kind === 'json' || body?.kind === 'raw') {
    imports.add('strings');
    reader = `strings.NewReader(${goText(body.kind === 'json' ? jsonText(body.value) : body.text)})`;
    headers.push(`req.Header.Set("Content-Type", ${doubleQuoted(body.contentType)})`);
  } else if (body?.kind === 'form') {
    imports.add('strings');
    reader = `strings.NewReader(${doubleQuoted(formText(body.fields))})`;
    headers.push('req.Header.Set("Content-Type", "application/x-www-form-urlencoded")');
  } else if (body?.kind === 'multipart') {
    for (const name of ['bytes', 'mime/multipart']) imports.add(name);
    before.push('var body bytes.Buffer', 'form := multipart.NewWriter(&body)');
    let files = 0;
    for (const field of body.fields) {
      if (!field.file) before.push(`form.WriteField(${doubleQuoted(field.name)}, ${doubleQuoted(field.value)})`);
      else {
        for (const name of ['os', 'path/filepath']) imports.add(name);
        // Each file its own names: `:=` needs a new variable on its left.
        const [file, part] = files++ === 0 ? ['file', 'part'] : [`file${files}`, `part${files}`];
        before.push(
          `${file}, err := os.Open(${doubleQuoted(field.value)})`,
          'if err != nil {',
          '\tpanic(err)',
          '}',
          `${part}, _ := form.CreateFormFile(${doubleQuoted(field.name)}, filepath.Base(${file}.Name()))`,
          `io.Copy(${part}, ${file})`,
        );
      }
    }
    before.push('form.Close()', '');
    reader = '&body';
    headers.push('req.Header.Set("Content-Type", form.FormDataContentType())');
  }
  if (credentials.basic !== undefined) headers.unshift(`req.SetBasicAuth(${basicPair(credentials.basic).map(doubleQuoted).join(', ')})`);
  for (const [name, value] of [...credentials.headers, ...request.headers]) headers.push(`req.Header.Set(${doubleQuoted(name)}, ${doubleQuoted(value)})`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) headers.push(`req.Header.Set("Cookie", ${doubleQuoted(cookies.map(([n, v]) => `${n}=${v}`).join('; '))})`);
  const main = [
    ...before,
    `req, err := http.NewRequest(${doubleQuoted(request.method)}, ${doubleQuoted(request.url)}, ${reader})`,
    'if err != nil {',
    '\tpanic(err)',
    '}',
    ...headers,
    '',
    'res, err := http.DefaultClient.Do(req)',
    'if err != nil {',
    '\tpanic(err)',
    '}',
    'defer res.Body.Close()',
    'reply, _ := io.ReadAll(res.Body)',
    'fmt.Println(res.StatusCode, string(reply))',
  ];
  return [
    'package main',
    '',
    'import (',
    ...[...imports].sort().map((name) => `\t${doubleQuoted(name)}`),
    ')',
    '',
    'func main() {',
    ...main.map((line) => (line ? `\t${line}` : '')),
    '}',
  ].join('\n');
}

/** A Go string of several lines: a raw string where it holds no backquote, else a quoted one. */
function goText(text: string): string {
  return text.includes('`') ? doubleQuoted(text) : `\`${text}\``;
}
