// llms.txt and the markdown twins of the marketplace hub, from a real build through the binary:
// every route of the spec is listed, every link resolves to a file of the output, each docs page's
// twin holds that page's text, and each API reference tag's twin holds its operations. A link that
// does not resolve fails the writer.
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO, hubgen, tempDir, copyFixture } from '../../helpers/cli.ts';
import { SPEC_ROUTES, SITE_TITLE } from '../../helpers/spec-routes.ts';
import { outputFileOf } from '../../../cli/routes/plan-routes.ts';
import { loadConfig } from '../../../cli/config/load-config.ts';
import { loadContent } from '../../../cli/content/load-content.ts';
import { writeLlmsTxt } from '../../../cli/write/llms-txt.ts';
import type { RenderedPage } from '../../../cli/render/render-pages.ts';

const ORIGIN = 'https://developers.example.com';
let out: string;
let llms: string;
/** Path of every link in llms.txt. */
let links: string[];

beforeAll(async () => {
  out = path.join(await tempDir('hubgen-llms-'), 'build');
  const result = await hubgen(['build', '--root', REPO, '--out', out]);
  if (result.exitCode !== 0) throw new Error(`build failed:\n${result.stderr}`);
  llms = await fs.readFile(path.join(out, 'llms.txt'), 'utf8');
  links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => new URL(m[1]).pathname);
});

const fileOf = (urlPath: string) => path.join(out, /\.(md|txt)$/.test(urlPath) ? urlPath.slice(1) : outputFileOf(urlPath));
const twinOf = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

/** Text of an HTML fragment, as a reader sees it. */
function textOf(html: string): string {
  return html
    .replace(/<a[^>]*>#<\/a>/g, '') // a heading's "Direct link to" anchor
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/** Markdown reduced to its text: no bold, code ticks or link targets. */
function plain(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]/g, '');
}

describe('llms.txt', () => {
  it('starts with the title and a one-paragraph summary, then link lists', () => {
    const [title, , quote, , summary, , section] = llms.split('\n');
    expect(title).toBe(`# ${SITE_TITLE}`);
    expect(quote).toMatch(/^> \S/);
    expect(summary).toMatch(/Markdown versions of its \d+ documentation pages, its \d+ blog posts and of the Admin API and Partners API references/);
    expect(section).toBe('## Docs');
    expect(llms).toContain('\n## API reference\n');
  });

  it('lists every route of the spec, as its markdown twin where it has one', () => {
    for (const route of SPEC_ROUTES) expect(links, route).toSatisfy((all: string[]) => all.includes(route) || all.includes(twinOf(route)));
  });

  it('lists each API reference tag', async () => {
    for (const [id, route] of [['admin', '/api-reference/'], ['partners', '/partners-api-reference/']]) {
      const doc = yaml.load(await fs.readFile(path.join(REPO, `openapi/${id}.yaml`), 'utf8')) as { tags: { name: string }[] };
      for (const tag of doc.tags) expect(links).toContain(`${route}tag/${tag.name.replace(/\s+/g, '-').toLowerCase()}.md`);
    }
  });

  it('links only to files the build wrote, all under the site URL', async () => {
    expect(links.length).toBeGreaterThan(30);
    for (const link of llms.matchAll(/\]\(([^)]+)\)/g)) expect(link[1].startsWith(`${ORIGIN}/`), link[1]).toBe(true);
    for (const urlPath of links) expect((await fs.stat(fileOf(urlPath))).isFile(), urlPath).toBe(true);
  });
});

describe('markdown twins', () => {
  it("hold each docs page's title, description, headings and paragraphs", async () => {
    const docs = links.filter((l) => l.startsWith('/docs'));
    expect(docs.length).toBe(SPEC_ROUTES.filter((r) => r.startsWith('/docs')).length);
    for (const twinPath of docs) {
      const route = twinPath.replace(/\.md$/, '');
      const [twin, page] = await Promise.all([fs.readFile(fileOf(twinPath), 'utf8'), fs.readFile(fileOf(route), 'utf8')]);
      const html = /<article[\s\S]*<\/article>/.exec(page)![0];
      const text = plain(twin);
      const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1];
      expect(twin.split('\n')[0], route).toBe(`# ${textOf(title)}`);
      const description = /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
      // Every doc of the hub has a description in its front matter: the twin quotes it under the title.
      expect(description, `${route}: meta description`).toBeDefined();
      expect(twin, route).toContain(`> ${textOf(description!)}`);
      for (const [, heading] of html.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)) expect(text, `${route}: ${textOf(heading)}`).toContain(textOf(heading));
      const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1])).filter((p) => p.length > 40);
      for (const paragraph of paragraphs.slice(0, 5)) expect(text.replace(/\s+/g, ' '), `${route}: ${paragraph}`).toContain(paragraph.replace(/\s+/g, ' '));
    }
  });

  it("hold each tag's operations with their method, path, samples and schemas", async () => {
    const twin = await fs.readFile(path.join(out, 'api-reference/tag/listings.md'), 'utf8');
    expect(twin.split('\n')[0]).toBe('# Listings: Admin API');
    for (const line of ['## Create a listing', '`POST /listings` (operationId `createListing`)', '### Request body', '| 201 | The listing was created. | Listing |', '## Schemas', '### Listing']) {
      expect(twin).toContain(line);
    }
    expect(twin).toContain("curl -X POST 'https://your-store.example.com/api/v1/listings'");
    expect(twin).toContain('| title | string | yes | Listing title (required). |');
    const partners = await fs.readFile(path.join(out, 'partners-api-reference/tag/orders.md'), 'utf8');
    expect(partners).toContain('`PATCH /orders/{id}` (operationId `updateOrder`)');
  });

  it('are linked from their own page, as its Markdown alternate', async () => {
    const html = await fs.readFile(path.join(out, 'docs/intro.html'), 'utf8');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/docs/intro.md">');
    expect(html).not.toContain('llms.txt');
    const reference = await fs.readFile(path.join(out, 'api-reference/index.html'), 'utf8');
    expect(reference).toContain('<link rel="alternate" type="text/markdown" href="/api-reference/index.md">');
  });
});

describe('llms-full.txt', () => {
  it("holds every page's twin in reading order, each with its address, and is linked from llms.txt", async () => {
    const full = await fs.readFile(path.join(out, 'llms-full.txt'), 'utf8');
    expect(llms).toContain(`- [Every page in one file](${ORIGIN}/llms-full.txt)`);
    const intro = await fs.readFile(path.join(out, 'docs/intro.md'), 'utf8');
    const [title, ...rest] = intro.split('\n');
    expect(full).toContain(`${title}\n\nSource: ${ORIGIN}/docs/intro\n${rest.join('\n')}`);
    expect(full).toContain(`# Orders: Admin API\n\nSource: ${ORIGIN}/api-reference/#tag/Orders\n`);
    expect(full.indexOf('Source: https://developers.example.com/docs/intro\n')).toBeLessThan(full.indexOf('Source: https://developers.example.com/api-reference/\n'));
    for (const twin of links.filter((l) => l.startsWith('/docs'))) expect(full, twin).toContain(`Source: ${ORIGIN}${twin.replace(/index\.md$/, '').replace(/\.md$/, '')}`);
  });

  it('keeps the guides and puts each API in a file of its own over the size cap', async () => {
    const root = await copyFixture('try-it-watch');
    const configFile = path.join(root, 'site.config.ts');
    await fs.writeFile(configFile, (await fs.readFile(configFile, 'utf8')).replace("title: 'Try It Watch',", "title: 'Try It Watch',\n  agents: { llmsFullMaxBytes: 1000 },"));
    const built = await hubgen(['build', '--root', root]);
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const read = (file: string) => fs.readFile(path.join(root, 'build', file), 'utf8');
    const [full, shop, index] = await Promise.all([read('llms-full.txt'), read('llms-full-shop.txt'), read('llms.txt')]);
    expect(full).toContain('Source: https://try-it-watch.example.com/docs/intro');
    expect(full).not.toContain('operationId');
    expect(shop).toMatch(/^# Try It Watch: Shop API\n/);
    expect(shop).toContain('(operationId `');
    expect(index).toContain('- [Every guide in one file](https://try-it-watch.example.com/llms-full.txt)');
    expect(index).toContain('- [The Shop API in one file](https://try-it-watch.example.com/llms-full-shop.txt)');
  }, 180_000);
});

describe('writeLlmsTxt', () => {
  it('fails with the links that resolve to no written file', async () => {
    const root = await copyFixture('basic');
    const config = await loadConfig({ root });
    const content = await loadContent({ config });
    const home = { route: { path: '/', props: { kind: 'page', title: 'Home' } }, file: 'index.html', html: '' } as unknown as RenderedPage;
    const outDir = await tempDir('hubgen-llms-missing-');
    await expect(writeLlmsTxt({ config, content, pages: [home], apis: [], outDir })).rejects.toThrow('llms.txt links to pages the build did not write: / (no index.html)');
  });
});
