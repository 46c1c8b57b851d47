// PHP, with Guzzle (the HTTP client most PHP API libraries are built on): one `request` call whose
// options say the credentials and the body; `http_errors` off so that a 4xx reply prints as a 2xx does.
import type { SampleRequest, SampleBody } from '../sample-request.ts';
import { basicPair, dataLiteral, formText, namesRepeat, singleQuoted, type DataStyle } from './literals.ts';

const PHP: DataStyle = { null: 'null', true: 'true', false: 'false', string: singleQuoted, pair: ' => ', object: ['[', ']'], emptyObject: 'new \\stdClass()' };

export function phpSample(request: SampleRequest): string {
  const { credentials, body } = request;
  const options: string[] = [];
  if (credentials.basic !== undefined) options.push(`'auth' => [${basicPair(credentials.basic).map(singleQuoted).join(', ')}],`);
  const headers = [...credentials.headers, ...request.headers];
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) headers.push(['Cookie', cookies.map(([n, v]) => `${n}=${v}`).join('; ')]);
  const { option, contentType } = bodyOption(body);
  if (contentType) headers.push(['Content-Type', contentType]);
  if (headers.length) options.push(`'headers' => [\n${headers.map(([n, v]) => `        ${singleQuoted(n)} => ${singleQuoted(v)},`).join('\n')}\n    ],`);
  if (option) options.push(option);
  options.push(`'http_errors' => false,`);
  return [
    '<?php',
    "require 'vendor/autoload.php';",
    '',
    '$client = new GuzzleHttp\\Client();',
    `$response = $client->request(${singleQuoted(request.method)}, ${singleQuoted(request.url)}, [`,
    ...options.map((line) => `    ${line}`),
    ']);',
    "echo $response->getStatusCode(), ' ', $response->getBody(), PHP_EOL;",
  ].join('\n');
}

function bodyOption(body: SampleBody | undefined): { option?: string; contentType?: string } {
  switch (body?.kind) {
    case undefined:
      return {};
    case 'json':
      return { option: `'json' => ${dataLiteral(body.value, PHP, '    ')},`, contentType: body.contentType === 'application/json' ? undefined : body.contentType };
    case 'raw':
      return { option: `'body' => ${singleQuoted(body.text)},`, contentType: body.contentType };
    case 'form':
      // form_params writes a repeated name PHP's way (`tag[0]=…`): a repeated field goes as its text.
      if (namesRepeat(body.fields)) return { option: `'body' => ${singleQuoted(formText(body.fields))},`, contentType: 'application/x-www-form-urlencoded' };
      return { option: `'form_params' => [\n${body.fields.map(([n, v]) => `        ${singleQuoted(n)} => ${singleQuoted(v)},`).join('\n')}\n    ],` };
    case 'multipart':
      return {
        option: `'multipart' => [\n${body.fields
          .map(({ name, value, file }) => `        ['name' => ${singleQuoted(name)}, 'contents' => ${file ? `fopen(${singleQuoted(value)}, 'r')` : singleQuoted(value)}],`)
          .join('\n')}\n    ],`,
      };
  }
}
