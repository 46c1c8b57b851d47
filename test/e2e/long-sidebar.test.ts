// A sidebar level too long to repeat in every page (issue #46): 80 top-level categories, each a
// category page and two docs. A page's HTML holds the first entries and the neighbours of its
// own, each run left out being one "more" link; with JavaScript that link shows the whole level in
// place, without it it leads to the first entry left out, whose page shows it and its neighbours.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, collectErrors } from '../helpers/browser.ts';
import { tempDir } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

const CATEGORIES = 80;
const name = (n: number) => `part-${String(n).padStart(2, '0')}`;

let site: BuiltSite;
let browser: Browser;

async function writeSite(): Promise<string> {
  const root = await tempDir('hubgen-long-sidebar-');
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  };
  await write('site.config.ts', `import { defineConfig } from 'hubgen/config';\nexport default defineConfig({ title: 'Long Sidebar', url: 'https://long.example.com' });\n`);
  await write('content/docs/intro.md', '---\nsidebar_position: 0\n---\n# Introduction\n\nThe first page.\n');
  for (let n = 1; n <= CATEGORIES; n++) {
    const dir = `content/docs/${name(n)}`;
    await write(`${dir}/_category_.yml`, `label: Part ${n}\nposition: ${n}\nlink:\n  type: doc\n  id: ${name(n)}/index\n`);
    await write(`${dir}/index.md`, `# Part ${n}\n\nThe category page of part ${n}.\n`);
    for (const doc of ['alpha', 'beta']) await write(`${dir}/${doc}.md`, `# Part ${n} ${doc}\n\nA doc of part ${n}.\n`);
  }
  return root;
}

beforeAll(async () => {
  [site, browser] = await Promise.all([writeSite().then(buildAndServe), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const topLevel = `nav.doc-sidebar__nav > ul.menu__list > li`;

describe('a sidebar level of 81 entries', () => {
  it('puts in the page the first entries, the page\'s neighbours and a "more" link for each run left out', async () => {
    const html = await fs.readFile(path.join(site.out, 'docs', name(40), 'beta.html'), 'utf8');
    const nav = html.slice(html.indexOf('doc-sidebar__nav'), html.indexOf('</nav>', html.indexOf('doc-sidebar__nav')));
    const labels = [...nav.matchAll(/class="menu__link menu__link--category[^"]*" href="[^"]+"[^>]*>Part (\d+)</g)].map((m) => Number(m[1]));
    expect(labels).toEqual([1, 2, 3, 4, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45]);
    expect([...nav.matchAll(/menu__link--more" href="([^"]+)">… (\d+) more</g)].map((m) => [m[1], Number(m[2])])).toEqual([
      [`/docs/${name(5)}`, 30],
      [`/docs/${name(46)}`, 35],
    ]);
  });

  it('shows the whole level in place when the reader follows a "more" link', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/${name(40)}/beta`);
    await page.locator('button.color-mode-toggle:not([disabled])').first().waitFor();
    expect(await page.locator(topLevel).count()).toBe(1 + 4 + 11 + 2);
    await page.getByRole('link', { name: '… 35 more' }).click();
    await expect.poll(() => page.locator(topLevel).count()).toBe(1 + CATEGORIES);
    expect(new URL(page.url()).pathname).toBe(`/docs/${name(40)}/beta`);
    // The page's own category is still open, its doc still marked.
    expect(await page.locator('.menu__link--active').textContent()).toBe('Part 40 beta');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript, a "more" link leads to the first entry left out, whose page shows it and its neighbours', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/docs/${name(40)}/beta`);
    await page.getByRole('link', { name: '… 35 more' }).click();
    await page.waitForURL(`**/docs/${name(46)}`);
    const labels = await page.locator(`${topLevel} .menu__link--category`).allTextContents();
    expect(labels).toContain('Part 46');
    expect(labels).toContain('Part 51');
    await context.close();
  });
});
