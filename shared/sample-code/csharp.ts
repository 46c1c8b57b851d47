// C# with HttpClient: one HttpRequestMessage, headers added without validation (a placeholder such as
// `{token}` is not a valid value yet), the body as HttpContent, sent by an async method. Written in the
// C# that every compiler takes — .NET's, and Mono's mcs (C# 7), which is what Debian packages and
// `check --samples` runs — so no top-level statements, async Main or raw string literals: a class
// with a Main that waits on the async method, and JSON in a verbatim string.
import type { SampleRequest, SampleBody } from './request.ts';
import { doubleQuoted, jsonText } from './literals.ts';

export function csharpSample(request: SampleRequest): string {
  const { credentials, body } = request;
  const usings = new Set(['System', 'System.Net.Http', 'System.Threading.Tasks']);
  const lines = [`var request = new HttpRequestMessage(new HttpMethod(${doubleQuoted(request.method)}), ${doubleQuoted(request.url)});`];
  if (credentials.basic !== undefined) {
    for (const name of ['System.Net.Http.Headers', 'System.Text']) usings.add(name);
    lines.push(`request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes(${doubleQuoted(credentials.basic)})));`);
  }
  for (const [name, value] of [...credentials.headers, ...request.headers]) lines.push(`request.Headers.TryAddWithoutValidation(${doubleQuoted(name)}, ${doubleQuoted(value)});`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) lines.push(`request.Headers.TryAddWithoutValidation("Cookie", ${doubleQuoted(cookies.map(([n, v]) => `${n}=${v}`).join('; '))});`);
  lines.push(...contentOf(body, usings));
  lines.push(
    '',
    'var response = await client.SendAsync(request);',
    'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");',
  );
  return [
    ...[...usings].sort().map((name) => `using ${name};`),
    '',
    'class Program',
    '{',
    '    static readonly HttpClient client = new HttpClient();',
    '',
    '    static void Main() => SendAsync().GetAwaiter().GetResult();',
    '',
    '    static async Task SendAsync()',
    '    {',
    // A verbatim string's lines are its text: they keep the column they are written at.
    ...indented(lines, '        '),
    '    }',
    '}',
  ].join('\n');
}

function contentOf(body: SampleBody | undefined, usings: Set<string>): string[] {
  switch (body?.kind) {
    case undefined:
      return [];
    case 'json':
    case 'raw':
      usings.add('System.Net.Http.Headers');
      return [
        `request.Content = new StringContent(${body.kind === 'json' ? verbatim(jsonText(body.value)) : doubleQuoted(body.text)});`,
        `request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse(${doubleQuoted(body.contentType)});`,
      ];
    case 'form':
      usings.add('System.Collections.Generic');
      return [
        'request.Content = new FormUrlEncodedContent(new[]',
        '{',
        ...body.fields.map(([name, value]) => `    new KeyValuePair<string, string>(${doubleQuoted(name)}, ${doubleQuoted(value)}),`),
        '});',
      ];
    case 'multipart':
      if (body.fields.some((field) => field.file)) usings.add('System.IO');
      return [
        'var form = new MultipartFormDataContent();',
        ...body.fields.map(({ name, value, file }) =>
          file
            ? `form.Add(new StreamContent(File.OpenRead(${doubleQuoted(value)})), ${doubleQuoted(name)}, Path.GetFileName(${doubleQuoted(value)}));`
            : `form.Add(new StringContent(${doubleQuoted(value)}), ${doubleQuoted(name)});`,
        ),
        'request.Content = form;',
      ];
  }
}

/** A verbatim string: the JSON as it reads, each `"` doubled. */
function verbatim(text: string): string {
  return `@"${text.replace(/"/g, '""')}"`;
}

/** Each line indented, but the lines inside a verbatim string, which are its text. */
function indented(lines: string[], by: string): string[] {
  return lines.flatMap((line) => {
    const [first, ...rest] = line.split('\n');
    return [first ? by + first : '', ...rest];
  });
}
