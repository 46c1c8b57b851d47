// The page menu in Chromium: "Copy page" puts the page's Markdown twin on the clipboard; the
// disclosure opens and closes with the keyboard (Escape gives the focus back); "View as Markdown"
// and the assistants' links name the page; nothing is requested from another origin; axe finds
// nothing serious at 390 and 1280 px in both colour modes (screenshots in test-results/page-menu/).
// `agents.pageMenu: false` leaves it out, and a value of the wrong type is a config error at its line.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { REPO, copyFixture, hubgen } from '../helpers/cli.ts';

let browser: Browser;
let site: BuiltSite;
let root: string;

beforeAll(async () => {
  root = await copyFixture('search-scopes');
  site = await buildAndServe(root);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(width: number, theme = 'light'): Promise<{ page: Page; foreign: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  const page = await context.newPage();
  const foreign: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).origin !== site.url && foreign.push(request.url())));
  await page.goto(`${site.url}/docs/intro`);
  await waitForHydration(page);
  await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
  return { page, foreign };
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run({ include: [['.doc-header']] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  });
}

describe('the page menu', () => {
  it("copies the page's Markdown, the same text as its .md file", async () => {
    const { page, foreign } = await open(1280);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Copied');
    const twin = await fs.readFile(path.join(site.out, 'docs/intro.md'), 'utf8');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('opens with the keyboard, links the Markdown and the assistants with the page in the prompt, and closes with Escape', async () => {
    const { page, foreign } = await open(1280);
    const summary = page.locator('.page-menu summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const list = page.locator('.page-menu__list');
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View as Markdown');
    const links = await list.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]));
    const prompt = encodeURIComponent('Read https://scopes.example.com/docs/intro (its Markdown: https://scopes.example.com/docs/intro.md) so I can ask you questions about it.');
    expect(links).toEqual([
      ['View as Markdown', '/docs/intro.md', null],
      ['Open in ChatGPT', `https://chatgpt.com/?hints=search&q=${prompt}`, '_blank'],
      ['Open in Claude', `https://claude.ai/new?q=${prompt}`, '_blank'],
    ]);
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    expect(foreign).toEqual([]);
    const markdown = await page.request.get(`${site.url}/docs/intro.md`);
    expect(await markdown.text()).toBe(await fs.readFile(path.join(site.out, 'docs/intro.md'), 'utf8'));
    await page.context().close();
  });

  it('looks right and axe finds nothing serious at 390 and 1280 px, light and dark (screenshots)', async () => {
    for (const width of [390, 1280]) {
      for (const theme of ['light', 'dark']) {
        const { page } = await open(width, theme);
        await page.locator('.page-menu summary').click();
        await page.screenshot({ path: path.join(REPO, 'test-results/page-menu', `open-${width}-${theme}.png`) });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${width} ${theme}`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `${width} ${theme}`).toEqual([]);
        await page.context().close();
      }
    }
  }, 180_000);
});

describe('agents.pageMenu', () => {
  it('false leaves the menu out; a value of the wrong type is an error at its line', async () => {
    const configFile = path.join(root, 'site.config.ts');
    const config = await fs.readFile(configFile, 'utf8');
    await fs.writeFile(configFile, config.replace("title: 'Search Scopes',", "title: 'Search Scopes',\n  agents: { pageMenu: false },"));
    const built = await hubgen(['build', '--root', root, '--out', 'off']);
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const html = await fs.readFile(path.join(root, 'off/docs/intro.html'), 'utf8');
    expect(html).not.toContain('page-menu');
    expect(html).toContain('<link rel="alternate" type="text/markdown" href="/docs/intro.md">');
    await fs.writeFile(configFile, config.replace("title: 'Search Scopes',", "title: 'Search Scopes',\n  agents: { pageMenu: 'no' },"));
    const bad = await hubgen(['check', '--root', root]);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/site\.config\.ts:7:\d+ error agents\.pageMenu: must be boolean/);
  }, 180_000);
});
