// Parts of an API reference embedded in a guide (fixture `embed`, baseUrl /hub/), in Chromium: the
// embedded operation's nested fields open in place, its sample tabs switch (the code of a tab not
// shown at load comes from the reference's code file, under the baseUrl), no console error, and
// search finds the guide by the embedded operation's summary. Screenshots of the guide at 390 and
// 1280 px, light and dark, go to test-results/embed/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, collectErrors, waitForHydration, idInView, scrollToSection } from '../helpers/browser.ts';
import { FIXTURES, REPO, hubgen, tempDir } from '../helpers/cli.ts';
import { serveDir } from '../helpers/static-server.ts';

let server: { url: string; close(): Promise<void> };
let browser: Browser;
const SHOTS = path.join(REPO, 'test-results/embed');

beforeAll(async () => {
  // Served from a folder named for the base, as a host serving the site under /hub/ does.
  const www = await tempDir('hubgen-embed-www-');
  const browserStarting = launchBrowser();
  const result = await hubgen(['build', '--root', path.join(FIXTURES, 'embed'), '--out', path.join(www, 'hub')]);
  if (result.exitCode !== 0) throw new Error(`the embed fixture does not build:\n${result.stderr}`);
  server = await serveDir(www);
  browser = await browserStarting;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(route: string, { width = 1280, theme = 'light' }: { width?: number; theme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(server.url + route);
  await waitForHydration(page);
  if (theme === 'dark') await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  return { page, errors, close: () => context.close() };
}

describe('an operation embedded in a guide', () => {
  it('opens its nested fields in place and switches its sample tabs, with no console error', async () => {
    const { page, errors, close } = await open('/hub/docs/selling');
    const operation = page.locator('[id="operation/createListing"]');
    // A named schema one level down (Money): expanded in place from the page's own data.
    const price = operation.locator('.api-operation__body [data-property="price"]').first();
    await price.locator('summary', { hasText: 'Show the fields of' }).click();
    await expect.poll(() => price.locator('[data-property="amount"]').isVisible()).toBe(true);
    expect(await price.textContent()).toContain('In the currency');
    // An inline object (shipping): its fields rendered when opened.
    const shipping = operation.locator('.api-operation__body [data-property="shipping"]').first();
    await shipping.locator('summary').click();
    await expect.poll(() => shipping.locator('[data-property="carrier"]').isVisible()).toBe(true);
    // The samples: a second language, its code fetched from the reference's code file.
    const tabs = operation.locator('.api-operation__samples [role="tab"]');
    expect(await tabs.count()).toBeGreaterThan(1);
    const second = tabs.nth(1);
    const label = (await second.textContent())!.trim();
    await second.click();
    const panel = operation.locator(`.api-operation__samples [role="tabpanel"][data-sample="${label}"]`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect.poll(async () => (await panel.locator('code').textContent())?.includes('/listings')).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('a link to what the guide does not hold (a security scheme) leads to it on the reference', async () => {
    const { page, errors, close } = await open('/hub/docs/selling');
    const link = page.locator('[id="operation/createListing"] a[href="/hub/api/admin/#security/bearer"]').first();
    await link.click();
    await page.waitForURL('**/hub/api/admin/#security/bearer');
    await expect.poll(() => page.locator('[id="security/bearer"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('search finds the guide by the embedded operation’s summary', async () => {
    const { page, close } = await open('/hub/docs/intro');
    const input = page.locator('.navbar .search__input');
    await input.click();
    await input.fill('Create a listing');
    await page.locator('.search__status', { hasText: /result/ }).waitFor({ state: 'attached' });
    await expect.poll(async () => (await page.getByRole('option').evaluateAll((all) => all.map((o) => o.getAttribute('href')))).some((href) => href?.startsWith('/hub/docs/selling'))).toBe(true);
    await close();
  });

  it('looks right at 390 and 1280 px, light and dark (screenshots)', async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      for (const theme of ['light', 'dark'] as const) {
        const { page, errors, close } = await open('/hub/docs/selling', { width, theme });
        // Nothing wider than the viewport: the embedded parts fit the text column.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: path.join(SHOTS, `selling-${width}-${theme}.png`), fullPage: true });
        expect(errors).toEqual([]);
        await close();
      }
    }
  });
});

describe('Try it from an embedded operation', () => {
  it('opens the request console of the reference for the operation, as on the reference page', async () => {
    const { page, errors, close } = await open('/hub/docs/selling');
    await page.locator('[id="operation/createListing"]').getByRole('button', { name: 'Try it' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send' }).waitFor();
    expect(await dialog.textContent()).toContain('/v1/listings');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a whole reference in a doc', () => {
  it('lands a deep link on its operation, and opens its deferred parts', async () => {
    const { page, errors, close } = await open('/hub/docs/reference#operation/getListing');
    await expect.poll(() => idInView(page, 'operation/getListing')).toBe(true);
    await scrollToSection(page, 'operation/getListing');
    const response = page.locator('[id="operation/getListing"] .api-response--2xx details').first();
    await response.locator('summary').click();
    await expect.poll(() => response.locator('[data-property="title"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
