// The API changelog through the binary (apis[].changelog): the fixture's document committed four
// times in a repository made here (fixtures/changelog/README.md) builds a page with three entries,
// newest first, its breaking changes marked and every link resolved by the build's link check
// (the fixture throws on a broken link or anchor); RSS and Atom feeds that parse, a Markdown twin
// listed in llms.txt, search results and the reference's link to the page. A shallow clone says how
// far back it read; versions listed as files need no git.
import fs from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, hubgen, tempDir } from '../helpers/cli.ts';
import { changelogRepo, git } from '../helpers/changelog-repo.ts';
import { searchResults } from '../helpers/search-files.ts';
import type { LoadFile } from '../../shared/search/search-engine.ts';

const read = (dir: string, file: string) => fs.readFile(path.join(dir, file), 'utf8');
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
/** The entries' headings, their visible text: what a reader sees as the list of versions. */
const entryTitles = (html: string) => [...html.matchAll(/<h2 id="([^"]+)" class="changelog-entry__title">([^<]*)/g)].map((m) => ({ id: m[1], title: m[2] }));
/** The page's text for one entry, tags taken out. */
const entryText = (html: string, id: string) =>
  (new RegExp(`<section class="changelog-entry" aria-labelledby="${id}">([\\s\\S]*?)</section>`).exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

let repo = '';
let built: Awaited<ReturnType<typeof hubgen>>;

beforeAll(async () => {
  repo = await changelogRepo();
  built = await hubgen(['build', '--root', repo]);
});

describe('an API changelog from git history', () => {
  it('builds a page of three entries, newest first, named by x-changelog, info.version or date; the docs-only commit is none', async () => {
    expect(built.stderr).toBe('');
    expect(built.exitCode).toBe(0);
    const html = await read(repo, 'build/api-reference/changelog/index.html');
    expect(html).toContain('<h1>Shop API changelog</h1>');
    const entries = entryTitles(html);
    expect(entries.map((e) => e.title)).toEqual(['2026-03-10', 'Customers', '1.0.0']);
    expect(entries.map((e) => e.id)).toEqual([expect.stringMatching(/^2026-03-10-[0-9a-f]{7}$/), 'customers', 'v1.0.0']);
    expect(entryText(html, 'v1.0.0')).toContain('The first version: 4 operations');
    // The x-changelog's lines after its first are the entry's note.
    expect(entryText(html, 'customers')).toContain("The shop's customers, listed.");
    expect(entryText(html, 'customers')).toContain('version 1.1.0');
  });

  it('marks the breaking changes (a commit of the $ref\'d file alone) in words, and links each change to the reference', async () => {
    const html = await read(repo, 'build/api-reference/changelog/index.html');
    const newest = entryTitles(html)[0]!.id;
    const text = entryText(html, newest);
    expect(text).toContain('2 breaking');
    expect(text).toMatch(/Breaking The query parameter status no longer takes cancelled request-parameter-enum-value-removed/);
    expect(text).toMatch(/Breaking Added the required property currency \(in requests to POST \/orders \) new-required-request-property/);
    // In responses, a new required property breaks no client.
    expect(text).toMatch(/[^g] Added the required property currency \(in responses of/);
    expect(entryText(html, 'customers')).not.toContain('Breaking');
    // Links to where the reference has each operation and schema: the build's link check (onBrokenAnchors: 'throw') resolved them all.
    for (const href of ['/api-reference/#operation/listOrders', '/api-reference/#operation/createOrder', '/api-reference/#schema/Order', '/api-reference/#operation/listCustomers', '/api-reference/#operation/cancelOrder']) expect(html).toContain(`href="${href}"`);
    const reference = await read(repo, 'build/api-reference/index.html');
    for (const id of ['operation/listOrders', 'schema/Order', 'operation/listCustomers']) expect(reference).toContain(`id="${id}"`);
    // The reference leads to its changelog, from its header and its sidebar.
    expect(reference.match(/href="\/api-reference\/changelog\/"/g)?.length).toBe(2);
  });

  it('writes RSS and Atom feeds that parse, one item per entry linking to it, named in the page head', async () => {
    const html = await read(repo, 'build/api-reference/changelog/index.html');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/api-reference/changelog/rss.xml" title="Shop API changelog (RSS)"');
    const ids = entryTitles(html).map((e) => e.id);
    const rss = xml.parse(await read(repo, 'build/api-reference/changelog/rss.xml'));
    const items = [rss.rss.channel.item].flat();
    expect(items.map((item: { title: string }) => item.title)).toEqual(['Shop API 2026-03-10 (2 breaking)', 'Shop API Customers', 'Shop API 1.0.0']);
    expect(items.map((item: { link: string }) => item.link)).toEqual(ids.map((id) => `https://shop.example.com/api-reference/changelog/#${id}`));
    expect(new Date(items[0].pubDate).toISOString()).toBe('2026-03-10T12:00:00.000Z');
    expect(items[0]['content:encoded']).toContain('href="https://shop.example.com/api-reference/#operation/listOrders"');
    const atom = xml.parse(await read(repo, 'build/api-reference/changelog/atom.xml'));
    const entries = [atom.feed.entry].flat();
    expect(entries.map((entry: { link: { '@href': string } }) => entry.link['@href'])).toEqual(ids.map((id) => `https://shop.example.com/api-reference/changelog/#${id}`));
    expect(entries[0].updated).toBe('2026-03-10T12:00:00.000Z');
  });

  it('has a Markdown twin listed in llms.txt, and its entries are found by search', async () => {
    const twin = await read(repo, 'build/api-reference/changelog/index.md');
    expect(twin).toMatch(/^# Shop API changelog\n/);
    expect(twin).toContain('## Customers');
    expect(twin).toContain('**Breaking**: The query parameter `status` no longer takes `cancelled`');
    expect(twin).toContain('[`GET /customers`](/api-reference/#operation/listCustomers)');
    expect(await read(repo, 'build/llms.txt')).toContain('- [Shop API changelog](https://shop.example.com/api-reference/changelog/index.md)');
    const fromBuild: LoadFile = (file) => read(repo, path.join('build/search', file));
    const results = await searchResults(fromBuild, ['currency', 'customers']);
    expect(results['currency']).toContain(`/api-reference/changelog/#${entryTitles(await read(repo, 'build/api-reference/changelog/index.html'))[0]!.id} 2026-03-10`);
    expect(results['customers']).toContain('/api-reference/changelog/#customers Customers');
  });

  it('in a shallow clone, says how far back it read, at the changelog key and on the page, and still builds', async () => {
    const clone = path.join(await tempDir('hubgen-shallow-'), 'site');
    await git(path.dirname(clone), ['clone', '-q', '--depth', '2', `file://${repo}`, clone]);
    const result = await hubgen(['build', '--root', clone]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toMatch(/^\S*site\.config\.ts:9:\d+ warning the history of openapi\/shop\.yaml was read back to 2026-03-10 \([0-9a-f]{7}\) only: this clone of the repository is shallow\n  hint: The changelog page says so too\. For the whole history, clone without --depth \(actions\/checkout: fetch-depth: 0\) or run git fetch --unshallow\.$/);
    const html = await read(clone, 'build/api-reference/changelog/index.html');
    expect(html).toMatch(/This changelog goes back to March 10, 2026 \(commit <code>[0-9a-f]{7}<\/code>\) only/);
    expect(entryTitles(html).map((e) => e.title)).toEqual(['2026-03-10']);
    expect(entryText(html, entryTitles(html)[0]!.id)).toContain('The earliest version this build could read');
  });
});

describe('an API changelog from versions listed as files', () => {
  it('compares each listed file with the one before, outside git, dated as the config says', async () => {
    const site = await copyFixture('changelog');
    // Each version a folder of its own, as a team keeps released documents: the file and the one its $refs name.
    for (const [n, shop, schemas] of [[1, 'shop-1.yaml', 'schemas-1.yaml'], [2, 'shop-2.yaml', 'schemas-1.yaml']] as const) {
      await fs.mkdir(path.join(site, `released/${n}`), { recursive: true });
      await fs.copyFile(path.join(site, 'history', shop), path.join(site, `released/${n}/shop.yaml`));
      await fs.copyFile(path.join(site, 'history', schemas), path.join(site, `released/${n}/schemas.yaml`));
    }
    const config = await read(site, 'site.config.ts');
    await fs.writeFile(path.join(site, 'site.config.ts'), config.replace('changelog: true', "changelog: { versions: [{ spec: 'released/1/shop.yaml', date: '2026-01-10' }, { spec: 'released/2/shop.yaml', date: '2026-02-10' }] }"));
    const result = await hubgen(['build', '--root', site]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const html = await read(site, 'build/api-reference/changelog/index.html');
    // The current document (undated: on the page, in no feed), then the listed versions.
    expect(entryTitles(html).map((e) => e.title)).toEqual(['1.1.0', 'Customers', '1.0.0']);
    expect(entryText(html, entryTitles(html)[0]!.id)).toContain('2 breaking');
    const rss = xml.parse(await read(site, 'build/api-reference/changelog/rss.xml'));
    expect([rss.rss.channel.item].flat().map((item: { title: string }) => item.title)).toEqual(['Shop API Customers', 'Shop API 1.0.0']);
  });
});
