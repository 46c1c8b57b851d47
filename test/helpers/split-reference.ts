// A generated OpenAPI document large enough to be split into pages (cli/openapi/split-reference.ts:
// more than 700 operations): three tags of 250 small operations, so each tag takes two pages (200
// operations a page at most), one schema per tag, a webhook, and description links across pages,
// written as hubgen's anchors and as Redoc's.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { hubgen, tempDir } from './cli.ts';
import { openapiSite } from './openapi-site.ts';

export const SPLIT_TAGS = ['Pets', 'Stores', 'Users'];
export const OPERATIONS_PER_TAG = 250;

export function splitDocument(): string {
  const lines = [
    'openapi: 3.1.0',
    'info: { title: Split API, version: "1.0", description: "See [the last user](#operation/getUsers250) and [stores](#tag/Stores)." }',
    'tags:',
  ];
  for (const tag of SPLIT_TAGS) lines.push(`  - name: ${tag}`, `    description: All about ${tag.toLowerCase()}.`);
  lines.push('paths:');
  for (const tag of SPLIT_TAGS) {
    const thing = tag.toLowerCase().slice(0, -1);
    for (let i = 1; i <= OPERATIONS_PER_TAG; i++) {
      const n = String(i).padStart(3, '0');
      lines.push(
        `  /${tag.toLowerCase()}/${n}/{id}:`,
        '    get:',
        `      operationId: get${tag}${i}`,
        `      summary: Get ${thing} ${n}`,
        `      tags: [${tag}]`,
        ...(tag === 'Pets' && i === 1 ? ['      description: Like [the first store](#operation/getStores1), or Redoc-style [this one](#tag/Users/operation/getUsers2).'] : []),
        '      parameters:',
        '        - { name: id, in: path, required: true, schema: { type: integer } }',
        '      responses:',
        "        '200':",
        '          description: OK.',
        '          content:',
        '            application/json:',
        `              schema: { $ref: '#/components/schemas/${tag.slice(0, -1)}' }`,
      );
    }
  }
  lines.push('webhooks:', '  petAdopted:', '    post:', '      summary: A pet was adopted', '      responses:', "        '200': { description: Received. }");
  lines.push('components:', '  schemas:');
  for (const tag of SPLIT_TAGS) {
    lines.push(`    ${tag.slice(0, -1)}:`, '      type: object', '      properties:', '        id: { type: integer }', `        name: { type: string, description: The ${tag.toLowerCase().slice(0, -1)}'s name. }`);
  }
  return lines.join('\n') + '\n';
}

/** The document built with the default config (the reference at /), through the real binary. */
export async function buildSplitReference(): Promise<string> {
  const file = path.join(await tempDir('hubgen-split-api-'), 'split.yaml');
  await fs.writeFile(file, splitDocument());
  const { root } = await openapiSite({ source: file });
  const build = await hubgen(['--root', root, 'build'], { cwd: root });
  expect(build.stderr).toBe('');
  expect(build.exitCode).toBe(0);
  return root;
}
