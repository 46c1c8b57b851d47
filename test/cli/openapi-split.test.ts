// A reference too large for one page is split into pages (cli/openapi/split-reference.ts), built
// through the real binary: an index at the API's route, a page per tag (two for a tag of 250
// operations), the schemas on a page of their own; description links to an anchor of another page
// lead to that page, and the site's search, llms.txt, Markdown twins and sitemap cover every page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSplitReference } from '../helpers/split-reference.ts';
import { searchResults } from '../helpers/search-files.ts';
import { hubgen } from '../helpers/cli.ts';

const operationIds = (html: string) => [...html.matchAll(/<section class="api-operation" id="operation\/([^"]+)"/g)].map((m) => m[1]!);

describe('a reference of 750 operations in three tags', () => {
  let root: string;
  let build: string;
  const page = (file: string) => fs.readFile(path.join(build, file), 'utf8');
  beforeAll(async () => {
    root = await buildSplitReference();
    build = path.join(root, 'build');
  }, 300_000);

  it('is split: an index without operations, and each tag on pages of its own holding its operations', async () => {
    const index = await page('index.html');
    expect(operationIds(index)).toEqual([]);
    expect(index).toContain('<h1>Split API');
    for (const tag of ['Pets', 'Stores', 'Users']) {
      const slug = tag.toLowerCase();
      const first = operationIds(await page(`tag/${slug}.html`));
      const second = operationIds(await page(`tag/${slug}/2.html`));
      expect(first).toEqual(Array.from({ length: 200 }, (_, i) => `get${tag}${i + 1}`));
      expect(second).toEqual(Array.from({ length: 50 }, (_, i) => `get${tag}${i + 201}`));
      // The index lists every page.
      expect(index).toContain(`href="/tag/${slug}"`);
      expect(index).toContain(`href="/tag/${slug}/2"`);
    }
    expect(await page('webhooks.html')).toContain('id="webhook/petAdopted"');
    const schemas = await page('schemas.html');
    expect([...schemas.matchAll(/<section class="api-schema" id="schema\/(\w+)"/g)].map((m) => m[1])).toEqual(['Pet', 'Store', 'User']);
  });

  it("leads links to another page's anchors to that page, in descriptions and in the theme's own links", async () => {
    const index = await page('index.html');
    expect(index).toContain('href="tag/users/2#operation/getUsers250"');
    expect(index).toContain('href="tag/stores#tag/Stores"');
    const pets = await page('tag/pets.html');
    expect(pets).toContain('href="stores#operation/getStores1"');
    expect(pets).toContain('href="users#operation/getUsers2"'); // Redoc's #tag/Users/operation/getUsers2
    // The sidebar of a tag page links every page of the reference.
    expect(pets).toContain('href="/tag/users/2"');
  });

  it('covers every page in the search index, llms.txt, the Markdown twins and the sitemap', async () => {
    const load = (file: string) => fs.readFile(path.join(build, 'search', file), 'utf8');
    const results = await searchResults(load, ['getUsers250', 'getPets1']);
    expect(results['getUsers250']![0]).toMatch(/^\/tag\/users\/2#operation\/getUsers250 /);
    expect(results['getPets1']![0]).toMatch(/^\/tag\/pets#operation\/getPets1 /);
    const llms = await page('llms.txt');
    for (const slug of ['pets', 'stores', 'users']) expect(llms).toContain(`/tag/${slug}.md`);
    const twin = await page('tag/users.md');
    expect(twin).toContain('getUsers250');
    expect(twin).toContain('On the site: [/tag/users](/tag/users)');
    const sitemap = await page('sitemap.xml');
    for (const url of ['/tag/pets', '/tag/pets/2', '/tag/users/2', '/schemas']) expect(sitemap).toContain(`<loc>https://docs.example.com${url}</loc>`);
  });

  it('is counted once by hubgen check, as the whole document', async () => {
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toContain('Split API (/): 750 operations, 3 schemas, in 9 pages');
    expect(check.stdout).not.toContain('Pets (1 of 2)');
  });
});
