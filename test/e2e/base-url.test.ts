// The marketplace hub built with `baseUrl: '/sub/'` (a GitHub Pages project site) and served from a
// sub-folder by a stock nginx with the README's lines: every link and asset of every page answers
// 200 under /sub/, and in Chromium pages load without a failed request, the client router and
// search stay under /sub/, and the 404 page is styled.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPO, hubgen, tempDir } from '../helpers/cli.ts';
import { launchBrowser, collectErrors, scrollToSection } from '../helpers/browser.ts';
import { startNginx } from '../helpers/nginx.ts';
import { SPEC_ROUTES } from '../helpers/spec-routes.ts';

const SITE_PARTS = ['site.config.ts', 'content', 'openapi', 'static'];
let out: string;
let nginx: { url: string; stop(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  const work = await tempDir('hubgen-base-');
  const root = path.join(work, 'site');
  for (const part of SITE_PARTS) await fs.cp(path.join(REPO, part), path.join(root, part), { recursive: true });
  const configFile = path.join(root, 'site.config.ts');
  const config = await fs.readFile(configFile, 'utf8');
  expect(config).toContain("baseUrl: '/',");
  await fs.writeFile(configFile, config.replace("baseUrl: '/',", "baseUrl: '/sub/',"));
  out = path.join(work, 'www', 'sub');
  const browserStarting = launchBrowser();
  const result = await hubgen(['build', '--root', root, '--out', out]);
  if (result.exitCode !== 0) throw new Error(`the site does not build under /sub/:\n${result.stderr}`);
  nginx = await startNginx(out, { base: '/sub/' });
  browser = await browserStarting;
});
afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
});

/** Every href and src of an HTML page that stays on this site, as absolute URLs without fragment. */
function localUrls(html: string, pageUrl: string): string[] {
  // The head script's data-entry and data-preload name the scripts it loads after the first paint.
  const urls = [...html.matchAll(/\s(?:href|src|data-entry|data-preload)="([^"]+)"/g)].flatMap((m) => m[1].replace(/&amp;/g, '&').split(' ').filter(Boolean));
  const origin = new URL(pageUrl).origin;
  return urls
    .map((u) => new URL(u, pageUrl))
    .filter((u) => u.origin === origin)
    .map((u) => u.origin + u.pathname + u.search);
}

describe('a site built with baseUrl /sub/, served from a sub-folder', () => {
  it('answers 200 for every route of the spec and for every link and asset on those pages', async () => {
    const checked = new Map<string, number>();
    for (const route of SPEC_ROUTES) {
      const pageUrl = `${nginx.url}/sub${route}`;
      const response = await fetch(pageUrl);
      expect(response.status, pageUrl).toBe(200);
      const html = await response.text();
      // The route data names the page's chunk, or a plain doc's sidebar skeleton: the client
      // loads it, so it must be there too.
      const loaded = /"chunk":"([^"]+)"/.exec(html)?.[1] ?? /"sidebarUrl":"([^"]+)"/.exec(html)?.[1];
      expect(loaded, route).toMatch(/^\/sub\/assets\//);
      for (const url of [...localUrls(html, pageUrl), nginx.url + loaded]) {
        expect(new URL(url).pathname, `${url} on ${route}`).toMatch(/^\/sub\//);
        if (!checked.has(url)) checked.set(url, (await fetch(url)).status);
      }
    }
    const broken = [...checked].filter(([, status]) => status !== 200);
    expect(broken).toEqual([]);
    // Pages, stylesheet, scripts, the logo and the OpenAPI download all were among them.
    expect([...checked.keys()].some((u) => u.endsWith('.css'))).toBe(true);
    expect([...checked.keys()].some((u) => u.endsWith('/sub/openapi/partners.yaml'))).toBe(true);
    expect([...checked.keys()].some((u) => u.endsWith('/sub/logo.svg'))).toBe(true);
    expect(checked.size).toBeGreaterThan(40);
  });

  it('writes canonical links, the sitemap, llms.txt and _headers under /sub/', async () => {
    const intro = await fs.readFile(path.join(out, 'docs', 'intro.html'), 'utf8');
    expect(intro).toContain('<link rel="canonical" href="https://developers.example.com/sub/docs/intro">');
    const sitemap = await fs.readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://developers.example.com/sub/docs/intro</loc>');
    expect(sitemap).not.toMatch(/<loc>https:\/\/developers\.example\.com\/(?!sub\/)/);
    const llms = await fs.readFile(path.join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('(https://developers.example.com/sub/docs/intro.md)');
    const headers = await fs.readFile(path.join(out, '_headers'), 'utf8');
    expect(headers.split('\n')[0]).toBe('/sub/*');
  });

  it('serves the styled 404 page for an unknown path under /sub/', async () => {
    const page = await browser.newPage();
    const failed = failedRequests(page);
    const response = await page.goto(`${nginx.url}/sub/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    // The stylesheet applied: the navbar is laid out as a bar, not as a bulleted list.
    expect(await page.locator('.navbar').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    expect(await page.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/sub/');
    expect(failed).toEqual([]);
    await page.close();
  });

  it('loads pages with no failed request, navigates on the client and searches, all under /sub/', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const failed = failedRequests(page);
    await page.goto(`${nginx.url}/sub/docs/intro`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Webhooks', exact: true }).first().click();
    await page.waitForURL(`${nginx.url}/sub/docs/Webhooks/intro`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Webhooks');
    // The router swapped the route: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    const input = page.locator('.navbar .search__input');
    await input.focus();
    await input.fill('abandoned cart');
    const hit = page.getByRole('group', { name: 'Docs' }).getByRole('option').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toMatch(/^\/sub\/docs\//);
    await hit.click();
    await page.waitForURL(/\/sub\/docs\/APIs\/handle-cart-order-management-after-preauth-success/);
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/cart and order management/i);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The code of a sample tab not shown at load is fetched from under /sub/ too.
    await page.goto(`${nginx.url}/sub/api-reference/#operation/listListings`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    const operation = page.locator('[id="operation/listListings"]');
    await scrollToSection(page, 'operation/listListings');
    await operation.getByRole('tab', { name: 'curl' }).click();
    await expect.poll(() => operation.locator('[data-sample="curl"] code').textContent()).toContain('curl -X GET');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * Requests of the page that failed or answered an error status (the 404 document itself aside).
 * A request the browser cancelled (net::ERR_ABORTED) is not counted: leaving a page aborts what it
 * still had in flight, such as Chromium's late favicon fetch. A wrong URL under /sub/ answers 404.
 */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') failed.push(`${response.url()} ${response.status()}`);
  });
  return failed;
}
