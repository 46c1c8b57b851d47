// An API changelog page in Chromium (the repository of fixtures/changelog, made by the test): at 390
// and 1280 px in both colour modes it is laid out within the window, its breaking changes say so in
// words, axe finds nothing serious; the reference's link leads to it, and a change's link leads to
// the operation in the reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, idInView, launchBrowser, waitForHydration, overflowing, seriousViolations } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { changelogRepo } from '../helpers/changelog-repo.ts';

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([changelogRepo().then(buildAndServe), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(route: string, { width, theme }: { width: number; theme: 'light' | 'dark' }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + route);
  await waitForHydration(page);
  return { page, errors };
}

describe('the API changelog page in Chromium', () => {
  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`at ${width} px, ${theme}: three versions laid out in the window, breaking changes in words, axe finds nothing serious`, async () => {
        const { page, errors } = await open('/api-reference/changelog/', { width, theme });
        expect(await page.locator('h1').textContent()).toBe('Shop API changelog');
        expect(await page.locator('.changelog-entry h2').allTextContents()).toEqual(['2026-03-102 breaking', 'Customers', '1.0.0']);
        const badges = page.locator('.changelog-entry').first().locator('.change .change-badge--breaking');
        expect(await badges.count()).toBe(2);
        expect(await badges.first().isVisible()).toBe(true);
        expect(await badges.first().innerText()).toBe('✕ Breaking');
        // The contents beside the versions on a wide screen only.
        expect(await page.locator('.changelog-page .toc').isVisible()).toBe(width === 1280);
        expect(await overflowing(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }

  it("is reached from the reference's sidebar, and a change's link leads to the operation in the reference", async () => {
    const { page, errors } = await open('/api-reference/', { width: 1280, theme: 'light' });
    await page.locator('.api-nav').getByRole('link', { name: 'Changelog' }).click();
    await page.waitForURL('**/api-reference/changelog/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Shop API changelog');
    await page.locator('.changelog-entry').first().getByRole('link', { name: 'POST /orders' }).first().click();
    await page.waitForURL('**/api-reference/#operation/createOrder');
    await expect.poll(() => idInView(page, 'operation/createOrder')).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
