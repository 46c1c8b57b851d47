// The basic fixture site in Chromium: server-rendered pages hydrate cleanly, internal links
// navigate without a page load, history works, unknown paths get the not-found page with 404.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, collectErrors } from '../helpers/browser.ts';
import { FIXTURES } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(path.join(FIXTURES, 'basic')), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Hydration is done when the colour-mode toggle (disabled until mount) is enabled. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
}

describe('the built site in Chromium', () => {
  it('renders server HTML that hydrates without a console error', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${site.url}/docs/intro`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe('Introduction');
    expect(await page.title()).toBe('Introduction | Basic Site');
    // The table of contents shown at this width (the collapsible one for narrow screens is hidden).
    expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').allTextContents()).toEqual(['Install', 'Use it']);
    expect(await page.getAttribute('h2#install .hash-link', 'aria-label')).toBe('Direct link to Install');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('navigates on the client: no page load, title and URL updated, back and forward work', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/intro`);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __alive: 'still here' }));
    const documentRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentRequests.push(r.url());
    });

    await page.locator('.navbar').getByRole('link', { name: 'Guides' }).click();
    await page.locator('h1', { hasText: 'Guides' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/guides/intro');
    expect(await page.title()).toBe('Guides | Basic Site');
    await page.locator('article').getByRole('link', { name: 'introduction', exact: true }).click();
    await page.locator('h1', { hasText: 'Introduction' }).waitFor();
    await page.locator('article').getByRole('link', { name: 'first guide' }).click();
    await page.locator('h1', { hasText: 'First guide' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#setup');

    await page.goBack();
    await page.locator('h1', { hasText: 'Introduction' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    await page.goForward();
    await page.locator('h1', { hasText: 'First guide' }).waitFor();

    expect(await page.evaluate(() => (window as unknown as { __alive?: string }).__alive)).toBe('still here');
    expect(documentRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page with status 404 for an unknown path loaded directly', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${site.url}/docs/does-not-exist`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    expect(await page.title()).toBe('Page Not Found | Basic Site');
    await page.close();
  });

  it('shows the not-found page after a client navigation from a real page to a missing one, and Back returns', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/intro`);
    await hydrated(page);
    await page.evaluate(() => {
      Object.assign(window, { __alive: 'still here' });
      const a = Object.assign(document.createElement('a'), { href: '/nope/again', textContent: 'dead link' });
      document.querySelector('article')!.append(a);
    });
    const documentRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentRequests.push(r.url());
    });
    await page.getByRole('link', { name: 'dead link' }).click();
    await page.waitForURL(`${site.url}/nope/again`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page Not Found');
    expect(await page.title()).toBe('Page Not Found | Basic Site');
    expect(await page.evaluate(() => (window as unknown as { __alive?: string }).__alive)).toBe('still here');
    expect(documentRequests).toEqual([]);
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction');
    // The 404 answer of the fetch is logged by the browser; nothing else may be.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.close();
  });
});
