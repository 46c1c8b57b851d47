// Page budgets on what the browser receives (issue 42 item 3; cli/openapi/split-reference.ts and
// page-weight.ts): a schema-heavy reference of few operations (its JSON small, its HTML large, as
// Elasticsearch's is) is built through the real binary, and every page of it is measured as the
// browser receives it: gzip bytes of the whole HTML (its <noscript> and route data included) and
// elements at load (tags outside <noscript>, <script> and <template>, which a browser running
// scripts does not make elements of). An operation too heavy for any page is not in its page: the
// page holds its name bar and the URL of its content, a JSON file.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHeavyReference } from '../helpers/heavy-reference.ts';

const GZIP_BUDGET = 1_000_000;
const ELEMENTS_BUDGET = 20_000;
/** Elements a browser running scripts makes of the HTML at load. */
function elementsAtLoad(html: string): number {
  const shown = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<template[\s\S]*?<\/template>/g, '');
  return shown.match(/<[a-zA-Z]/g)?.length ?? 0;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((file) => file.endsWith('.html') && file !== '404.html').sort();
}

describe('a schema-heavy reference of 61 operations', () => {
  let build: string;
  beforeAll(async () => {
    build = path.join(await buildHeavyReference(), 'build');
  }, 600_000);

  it('has every page within 1 MB gzip and 20,000 elements at load', async () => {
    const pages = await htmlFiles(build);
    const measured = await Promise.all(
      pages.map(async (file) => {
        const html = await fs.readFile(path.join(build, file));
        return { file, gzip: zlib.gzipSync(html).length, elements: elementsAtLoad(html.toString('utf8')) };
      }),
    );
    for (const page of measured) {
      expect(page.gzip, `${page.file}: gzip bytes`).toBeLessThanOrEqual(GZIP_BUDGET);
      expect(page.elements, `${page.file}: elements at load`).toBeLessThanOrEqual(ELEMENTS_BUDGET);
    }
    expect(measured.length).toBeGreaterThan(1);
    // Every operation is on a page.
    const html = (await Promise.all(pages.map((file) => fs.readFile(path.join(build, file), 'utf8')))).join('\n');
    for (let i = 0; i < 60; i++) expect(html).toContain(`id="operation/getThing${i}"`);
  });

  it('holds back the operation too heavy for a page: its page has its name bar and the URL of its content', async () => {
    const pages = await htmlFiles(build);
    const texts = await Promise.all(pages.map((file) => fs.readFile(path.join(build, file), 'utf8')));
    const page = texts.find((text) => text.includes('id="operation/bulkImport"'));
    expect(page).toBeDefined();
    const section = page!.slice(page!.indexOf('id="operation/bulkImport"'));
    const own = section.slice(0, section.indexOf('<section class="api-operation"') === -1 ? undefined : section.indexOf('<section class="api-operation"'));
    expect(own).toContain('Import everything');
    expect(own).not.toContain('data-property="item0"');
    const url = /"contentUrl":"([^"]+)"/.exec(page!)?.[1];
    expect(url).toMatch(/\.json$/);
    const loaded = JSON.parse(await fs.readFile(path.join(build, url!), 'utf8')) as { op: { anchor: string; requestBody: { schema: { properties: { name: string }[] } } }; schemas: Record<string, unknown> };
    expect(loaded.op.anchor).toBe('operation/bulkImport');
    expect(loaded.op.requestBody.schema.properties).toHaveLength(300);
    expect(Object.keys(loaded.schemas)).toContain('Thing0');
  });
});
