// A generated reference whose HTML is heavy and its JSON light, as Elasticsearch's is (issue 42 item
// 3): 60 operations whose responses name 10 of 40 wide schemas each (every named schema is expanded
// once in its operation's HTML), and one operation, bulkImport, whose body names 300 of them: too
// heavy for any page (cli/openapi/split-reference.ts). Descriptions are seeded words, so that pages
// compress as prose does, not as one repeated line.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { hubgen, tempDir } from './cli.ts';
import { openapiSite } from './openapi-site.ts';

export const HEAVY_OPERATIONS = 60;
const SCHEMAS = 40;
const FIELDS = 40;

/** Seeded words, so that descriptions compress as prose does, not as one repeated line. */
export function words(seed: number, count: number): string {
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'zu', 'pe', 'gri', 'dal'];
  let x = seed * 2654435761 + 1;
  const next = () => ((x = (x * 1103515245 + 12345) % 2147483648), x);
  return Array.from({ length: count }, () => Array.from({ length: 2 + (next() % 3) }, () => syllables[next() % syllables.length]).join('')).join(' ');
}

/** 60 operations whose responses name 10 of 40 wide schemas each, and one whose body names 300. */
export function heavyDocument(): string {
  const lines = ['openapi: 3.1.0', 'info: { title: Heavy API, version: "1.0" }', 'paths:'];
  for (let i = 0; i < HEAVY_OPERATIONS; i++) {
    lines.push(`  /things/${i}:`, '    get:', `      operationId: getThing${i}`, `      summary: Get thing ${i}`, `      tags: [Tag${i % 3}]`, '      responses:', "        '200':", '          description: OK.', '          content:', '            application/json:', '              schema:', '                type: object', '                properties:');
    for (let k = 0; k < 10; k++) lines.push(`                  part${k}: { $ref: '#/components/schemas/Thing${(i + k) % SCHEMAS}' }`);
  }
  lines.push('  /bulk:', '    post:', '      operationId: bulkImport', '      summary: Import everything', '      tags: [Tag0]', '      requestBody:', '        content:', '          application/json:', '            schema:', '              type: object', '              properties:');
  for (let k = 0; k < 300; k++) lines.push(`                item${k}: { $ref: '#/components/schemas/Thing${k % SCHEMAS}' }`);
  lines.push('      responses:', "        '204': { description: Imported. }", 'components:', '  schemas:');
  for (let s = 0; s < SCHEMAS; s++) {
    lines.push(`    Thing${s}:`, '      type: object', '      properties:');
    for (let f = 0; f < FIELDS; f++) lines.push(`        field${f}: { type: string, description: "${words(s * FIELDS + f, 10)}" }`);
  }
  return lines.join('\n') + '\n';
}

/** The document built with the default config (the reference at /), through the real binary: the site's root. */
export async function buildHeavyReference(): Promise<string> {
  const file = path.join(await tempDir('hubgen-heavy-api-'), 'heavy.yaml');
  await fs.writeFile(file, heavyDocument());
  const { root } = await openapiSite({ source: file });
  const build = await hubgen(['--root', root, 'build'], { cwd: root });
  expect(build.stderr).toBe('');
  expect(build.exitCode).toBe(0);
  return root;
}
