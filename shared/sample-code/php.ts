// PHP, with its own curl extension (in every PHP distribution: Debian's php-curl, Docker's php
// images), so the sample runs without Composer or a library: one handle whose options say the
// method, credentials, headers and body; a 4xx reply prints as a 2xx does.
import type { SampleRequest, SampleBody } from './request.ts';
import { dataLiteral, formText, namesRepeat, singleQuoted, type DataStyle } from './literals.ts';

const PHP: DataStyle = { null: 'null', true: 'true', false: 'false', string: singleQuoted, pair: ' => ', object: ['[', ']'], emptyObject: 'new \\stdClass()' };

export function phpSample(request: SampleRequest): string {
  const { credentials, body } = request;
  const options: string[] = [
    // HEAD has no body to wait for: CURLOPT_NOBODY, not a custom method.
    request.method === 'HEAD' ? 'CURLOPT_NOBODY => true,' : `CURLOPT_CUSTOMREQUEST => ${singleQuoted(request.method)},`,
    'CURLOPT_RETURNTRANSFER => true,',
  ];
  if (credentials.basic !== undefined) options.push(`CURLOPT_USERPWD => ${singleQuoted(credentials.basic)},`);
  const headers = [...credentials.headers, ...request.headers];
  const { option, contentType } = bodyOption(body);
  if (contentType) headers.push(['Content-Type', contentType]);
  if (headers.length) options.push(`CURLOPT_HTTPHEADER => [\n${headers.map(([n, v]) => `        ${singleQuoted(`${n}: ${v}`)},`).join('\n')}\n    ],`);
  const cookies = [...credentials.cookies, ...request.cookies];
  if (cookies.length) options.push(`CURLOPT_COOKIE => ${singleQuoted(cookies.map(([n, v]) => `${n}=${v}`).join('; '))},`);
  if (option) options.push(option);
  return [
    '<?php',
    `$curl = curl_init(${singleQuoted(request.url)});`,
    'curl_setopt_array($curl, [',
    ...options.map((line) => `    ${line}`),
    ']);',
    '$body = curl_exec($curl);',
    "echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE), ' ', $body, PHP_EOL;",
  ].join('\n');
}

function bodyOption(body: SampleBody | undefined): { option?: string; contentType?: string } {
  switch (body?.kind) {
    case undefined:
      return {};
    case 'json':
      return { option: `CURLOPT_POSTFIELDS => json_encode(${dataLiteral(body.value, PHP, '    ')}, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE),`, contentType: body.contentType };
    case 'raw':
      return { option: `CURLOPT_POSTFIELDS => ${singleQuoted(body.text)},`, contentType: body.contentType };
    case 'form':
      // A string is sent urlencoded; http_build_query writes a repeated name PHP's way (`tag[0]=…`), so such a form goes as its text.
      if (namesRepeat(body.fields)) return { option: `CURLOPT_POSTFIELDS => ${singleQuoted(formText(body.fields))},` };
      return { option: `CURLOPT_POSTFIELDS => http_build_query([\n${body.fields.map(([n, v]) => `        ${singleQuoted(n)} => ${singleQuoted(v)},`).join('\n')}\n    ]),` };
    case 'multipart':
      // An array is sent as multipart/form-data; a CURLFile is a file (a value starting with @ stays text).
      return {
        option: `CURLOPT_POSTFIELDS => [\n${body.fields.map(({ name, value, file }) => `        ${singleQuoted(name)} => ${file ? `new CURLFile(${singleQuoted(value)}, '', basename(${singleQuoted(value)}))` : singleQuoted(value)},`).join('\n')}\n    ],`,
      };
  }
}
