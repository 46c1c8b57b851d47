// The blog in Chromium (fixtures/blog): the list, a post and a tag page at 390 and 1280 px in both
// colour modes, laid out within the window and passing axe; client navigation from a list to a post
// and on through its newer-post link; the excerpt with a component of its own hydrated; and under
// `serve --watch`, a draft shown and a saved post shown in the open page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration, overflowing, seriousViolations } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { copyFixture } from '../helpers/cli.ts';
import { startServe } from '../helpers/serve-process.ts';

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([copyFixture('blog').then(buildAndServe), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(route: string, { width, theme }: { width: number; theme: 'light' | 'dark' }, base = site.url): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(base + route);
  await waitForHydration(page);
  return { page, errors };
}

describe('blog pages in Chromium', () => {
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`the list, a post and a tag page at ${width} px, ${theme}: laid out in the window, axe finds nothing serious`, async () => {
        for (const route of ['/blog', '/blog/2024/01/10/first-release', '/blog/tags/release']) {
          const { page, errors } = await open(route, { width, theme });
          expect(await page.locator('h1').count(), route).toBe(1);
          expect(await overflowing(page), route).toEqual([]);
          // The recent posts: beside the content on wide screens, after it on narrow ones.
          const sidebar = await page.locator('.blog-sidebar').boundingBox();
          const main = await page.locator('.blog-layout__main').boundingBox();
          if (width === 1280) expect(sidebar!.x + sidebar!.width, route).toBeLessThanOrEqual(main!.x);
          else expect(sidebar!.y, route).toBeGreaterThanOrEqual(main!.y + main!.height);
          expect(await seriousViolations(page), route).toEqual([]);
          expect(errors, route).toEqual([]);
          await page.context().close();
        }
      });
    }
  }

  it('goes from the list to a post and on to the newer one without a page load, and pages through the list', async () => {
    const { page, errors } = await open('/blog/page/3', { width: 1280, theme: 'light' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Read more about First release' }).click();
    await page.waitForURL('**/blog/2024/01/10/first-release');
    await expect.poll(() => page.locator('h1').textContent()).toBe('First release');
    expect(await page.locator('#__blog-post-container').textContent()).toContain('None so far.');
    await page.getByRole('link', { name: /Newer post/ }).click();
    await page.waitForURL('**/blog/2024/02/05/api-keys');
    await expect.poll(() => page.locator('h1').textContent()).toBe('API keys');
    await page.getByRole('link', { name: '« Newer entries' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/blog/page/3');
    await page.getByRole('link', { name: '« Newer entries' }).click();
    await page.waitForURL('**/blog/page/2');
    // The excerpt with a component of its own, from the list page's module.
    await expect.poll(() => page.locator('mark.acme-highlight').textContent()).toBe('now signed');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the blog under serve --watch', () => {
  it('shows drafts, and a saved post in the open page without a reload', { timeout: 120_000 }, async () => {
    const root = await copyFixture('blog');
    const serve = await startServe(['--watch', '--root', root]);
    try {
      const draft = await open('/blog/2024/03/20/draft-plans', { width: 1280, theme: 'light' }, serve.url);
      expect(await draft.page.locator('.blog-post__badge').textContent()).toBe('Draft');
      await draft.page.context().close();
      const { page, errors } = await open('/blog/2024/01/10/first-release', { width: 1280, theme: 'light' }, serve.url);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const file = path.join(root, 'content/blog/2024-01-10-first-release.md');
      await serve.save(file, async () => fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('None so far.', 'One, fixed in 1.0.1.')));
      await expect.poll(() => page.locator('#__blog-post-container').textContent(), { timeout: 15_000 }).toContain('One, fixed in 1.0.1.');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await serve.stop();
    }
  });
});
