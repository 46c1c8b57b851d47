// C# (.NET 6 or later, top-level statements), with HttpClient: one HttpRequestMessage, headers added
// without validation (a placeholder such as `{token}` is not a valid value yet), the body as HttpContent.
import type { SampleRequest, SampleBody } from './request.ts';
import { doubleQuoted, jsonText } from './literals.ts';

export function csharpSample(request: SampleRequest): string {
  const { credentials, body } = request;
  const usings = new Set(['System.Net.Http.Headers']);
  const lines = [
    'using var client = new HttpClient();',
    `var request = new HttpRequestMessage(new HttpMethod(${doubleQuoted(request.method)}), ${doubleQuoted(request.url)});`,
  ];
  if (credentials.basic !== undefined) {
    usings.add('System.Text');
    lines.push(`request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes(${doubleQuoted(credentials.basic)})));`);
  }
  for (const [name, value] of [...credentials.headers, ...request.headers]) lines.push(`request.Headers.TryAddWithoutValidation(${doubleQuoted(name)}, ${doubleQuoted(value)});`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) lines.push(`request.Headers.TryAddWithoutValidation("Cookie", ${doubleQuoted(cookies.map(([n, v]) => `${n}=${v}`).join('; '))});`);
  lines.push(...contentOf(body));
  lines.push(
    '',
    'var response = await client.SendAsync(request);',
    'Console.WriteLine($"{(int)response.StatusCode} {await response.Content.ReadAsStringAsync()}");',
  );
  return [...[...usings].sort().map((name) => `using ${name};`), '', ...lines].join('\n');
}

function contentOf(body: SampleBody | undefined): string[] {
  switch (body?.kind) {
    case undefined:
      return [];
    case 'json':
    case 'raw':
      return [
        `request.Content = new StringContent(${body.kind === 'json' ? rawString(jsonText(body.value)) : doubleQuoted(body.text)});`,
        `request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse(${doubleQuoted(body.contentType)});`,
      ];
    case 'form':
      return [
        'request.Content = new FormUrlEncodedContent(new[]',
        '{',
        ...body.fields.map(([name, value]) => `    KeyValuePair.Create(${doubleQuoted(name)}, ${doubleQuoted(value)}),`),
        '});',
      ];
    case 'multipart':
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

/** A raw string literal (C# 11): the JSON as it reads, its delimiter longer than any run of quotes in it. */
function rawString(text: string): string {
  const longest = Math.max(0, ...(text.match(/"+/g) ?? []).map((run) => run.length));
  const quotes = '"'.repeat(Math.max(3, longest + 1));
  return `${quotes}\n${text}\n${quotes}`;
}
