// Site search on the marketplace hub in Chromium, as a reader meets it: the box is in the server
// HTML, nothing of search loads before the first focus, queries find guide sections, endpoints and
// schema fields, the keyboard drives the combobox, and it works in the mobile menu and passes axe.
// A small second site (fixture search-scopes) shows search scoped to the page's locale and version.
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, collectErrors } from '../helpers/browser.ts';
import { FIXTURES, REPO } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let site: BuiltSite;
let scopes: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, scopes, browser] = await Promise.all([buildAndServe(REPO), buildAndServe(path.join(FIXTURES, 'search-scopes')), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await scopes?.close();
});

const GUIDE = '/docs/APIs/handle-cart-order-management-after-preauth-success';
const PRICE_GUIDE = '/docs/APIs/apply-a-custom-unit-price-to-an-item-when-added-to-cart';

async function open(path: string, { width = 1280, theme = 'light', on = site }: { width?: number; theme?: 'light' | 'dark'; on?: BuiltSite } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requests: string[] = [];
  const documents: string[] = [];
  page.on('request', (r) => {
    requests.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto(on.url + path);
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
  if (theme === 'dark') await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  return { page, errors, requests, documents, close: () => context.close() };
}

/** Types into the navbar box and waits until the results of exactly that query are shown. */
async function search(page: Page, query: string, box = '.navbar .search__input') {
  const input = page.locator(box);
  await input.click();
  await input.fill(query);
  // The status says 'N results' or 'No results for …' once this query is answered.
  await page.locator('.search__status', { hasText: /result/ }).waitFor({ state: 'attached' });
  await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
  return input;
}

const isSearchRequest = (path: string) => path.startsWith('/search/') || path.includes('SearchCombobox');

describe('site search', () => {
  it('renders the box in the server HTML and loads nothing of search before its first focus', async () => {
    const html = await (await fetch(`${site.url}/docs/intro`)).text();
    expect(html).toMatch(/<input[^>]*class="search__input"[^>]*role="combobox"/);
    expect(html).not.toContain('/search/manifest.json');

    const { page, errors, requests, close } = await open('/docs/intro');
    const pending = new Set<Request>();
    page.on('request', (r) => pending.add(r));
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await page.locator('.navbar .search__input').hover();
    // A sidebar link hovered too: its page prefetch shows that hover handling ran and finished.
    const link = page.locator('a.menu__link[href^="/docs/"]:not([aria-current])').first();
    const prefetched = await link.getAttribute('href');
    await link.hover();
    await page.locator('.navbar .search__input').hover();
    // Settled: two idle periods passed (idle-time work had its turn) and nothing is in flight.
    await expect
      .poll(async () => {
        await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
        return pending.size === 0 && requests.includes(prefetched!);
      })
      .toBe(true);
    expect(requests.filter(isSearchRequest)).toEqual([]);

    await page.locator('.navbar .search__input').focus();
    await expect.poll(() => requests.filter(isSearchRequest).map((p) => p.replace(/-\w+\.js$/, '.js'))).toEqual([
      '/assets/chunks/SearchCombobox.js',
      '/search/manifest.json',
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("finds an endpoint by 'reindex' and Enter lands on its anchor, through the client router", async () => {
    const { page, errors, documents, close } = await open('/docs/intro');
    const input = await search(page, 'reindex');
    const option = page.getByRole('group', { name: 'Admin API' }).getByRole('option', { name: /^GET\s*\/listings\/reindex/ });
    await expect.poll(() => option.count()).toBe(1);
    expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await option.locator('mark').first().textContent()).toBe('reindex');

    const loads = documents.length;
    await input.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/api-reference/#operation/reindexListings');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('operation/reindexListings')?.getBoundingClientRect().top ?? -1))
      .toBeGreaterThanOrEqual(0);
    expect(await page.locator('.search__panel').isHidden()).toBe(true);
    expect(documents.length).toBe(loads); // no full page load
    expect(errors).toEqual([]);
    await close();
  });

  it("finds the guide section for 'abandoned cart', grouped under Docs, with the words highlighted", async () => {
    const { page, errors, close } = await open('/');
    await search(page, 'abandoned cart');
    const first = page.getByRole('option').first();
    expect(await first.getAttribute('href')).toBe(`${GUIDE}#abandoned-carts`);
    expect(await page.getByRole('group', { name: 'Docs' }).getByRole('option').first().getAttribute('href')).toBe(`${GUIDE}#abandoned-carts`);
    expect(await first.locator('.search-hit__title').textContent()).toBe('Abandoned carts');
    expect(await first.locator('.search-hit__title mark').allTextContents()).toEqual(['Abandoned', 'carts']);

    await first.click();
    await page.locator('h1', { hasText: 'Handle cart and order management' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#abandoned-carts');
    expect(errors).toEqual([]);
    await close();
  });

  it("finds the OrderItem field and the guide for 'custom_unit_price'", async () => {
    const { page, close } = await open('/docs/intro');
    await search(page, 'custom_unit_price');
    const hrefs = await page.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')));
    expect(hrefs).toContain('/api-reference/#schema/OrderItem');
    expect(hrefs.some((h) => h?.startsWith(PRICE_GUIDE))).toBe(true);
    const schema = page.locator('[role=option][href="/api-reference/#schema/OrderItem"]');
    expect(await schema.locator('mark').allTextContents()).toContain('custom_unit_price');
    expect(await page.getByRole('group').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Docs/), expect.stringMatching(/^Admin API/)]));
    await close();
  });

  it('moves through results with the arrow keys, closes with Escape, clears with a second Escape', async () => {
    const { page, close } = await open('/docs/intro');
    const input = await search(page, 'listings');
    const options = page.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    const activeIndex = async () => {
      const id = await input.getAttribute('aria-activedescendant');
      return options.evaluateAll((all, active) => all.findIndex((o) => o.id === active && o.getAttribute('aria-selected') === 'true'), id);
    };
    expect(await activeIndex()).toBe(0);
    await input.press('ArrowDown');
    expect(await activeIndex()).toBe(1);
    await input.press('ArrowUp');
    await input.press('ArrowUp');
    expect(await activeIndex()).toBe(count - 1);
    expect(await page.locator('[role=option][aria-selected=true]').count()).toBe(1);

    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.search__panel').isHidden()).toBe(true);
    expect(await input.inputValue()).toBe('listings');
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await input.press('Escape');
    await input.press('Escape');
    expect(await input.inputValue()).toBe('');
    await close();
  });

  it("focuses the box with '/' and with Ctrl+K", async () => {
    const { page, close } = await open('/docs/intro');
    const focused = () => page.evaluate(() => document.activeElement?.classList.contains('search__input') ?? false);
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect.poll(focused).toBe(true);
    expect(await page.locator('.navbar .search__input').inputValue()).toBe('');
    await page.locator('h1').click();
    expect(await focused()).toBe(false);
    await page.keyboard.press('Control+k');
    await expect.poll(focused).toBe(true);
    await close();
  });

  it('says so when nothing matches', async () => {
    const { page, close } = await open('/');
    await search(page, 'qqqzzzx');
    await expect.poll(() => page.locator('.search__status').textContent()).toBe('No results for “qqqzzzx”');
    expect(await page.getByRole('option').count()).toBe(0);
    await close();
  });

  it('works in the mobile menu at 390 px and closes the menu on the chosen result', async () => {
    const { page, errors, close } = await open('/docs/intro', { width: 390 });
    expect(await page.locator('.navbar .search__input').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await search(page, 'reindex', '.navbar-sidebar .search__input');
    const option = page.getByRole('option', { name: /^GET\s*\/listings\/reindex/ });
    const box = await option.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await option.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#operation/reindexListings');
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious accessibility violation with results open, ${theme} mode`, async () => {
      const { page, close } = await open('/docs/intro', { theme });
      await search(page, 'custom_unit_price');
      await page.getByRole('option').nth(1).waitFor();
      await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
        const result = await axe.run({ include: [['.navbar .search']] });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
      });
      expect(violations).toEqual([]);
      await close();
    });
  }
});

describe('search scoped to the locale and docs version of the page', () => {
  const hrefs = (page: Page) => page.getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')));
  const manifests = (requests: string[]) => requests.filter((p) => p.endsWith('/manifest.json'));

  it("finds a French word on a French page, linking to the French page, and not on the English one", async () => {
    const { page, errors, requests, close } = await open('/docs/intro', { on: scopes });
    await search(page, 'virements');
    await expect.poll(() => page.locator('.search__status').textContent()).toBe('No results for “virements”');
    expect(await page.getByRole('option').count()).toBe(0);

    // To the French page through the locale dropdown (client navigation): the box now searches French.
    await page.locator('.navbar').getByRole('button', { name: 'English' }).click();
    await page.locator('.navbar').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${scopes.url}/fr/docs/intro`);
    await search(page, 'virements');
    await expect.poll(() => hrefs(page)).toEqual(['/fr/docs/intro#virements']);
    expect(await page.getByRole('group').locator('.search__group-title').allTextContents()).toEqual(['Docs']);
    expect(manifests(requests)).toEqual(['/search/manifest.json', '/fr/search/manifest.json']);
    // An English word of the same page: the French index has the French text, not the English.
    await search(page, 'payouts');
    await expect.poll(() => page.locator('.search__status').textContent()).toBe('No results for “payouts”');
    expect(errors).toEqual([]);
    await close();
  });

  it("searches an older version's docs from its pages, labelled with the version, and leaves them out of the current docs' results", async () => {
    const old = await open('/docs/1.0/intro', { on: scopes });
    await search(old.page, 'settlements');
    await expect.poll(() => hrefs(old.page)).toEqual(['/docs/1.0/intro#settlements']);
    expect(await old.page.getByRole('group').locator('.search__group-title').allTextContents()).toEqual(['Docs 1.0']);
    expect(manifests(old.requests)).toEqual(['/search-1.0/manifest.json']);
    await old.close();

    const french = await open('/fr/docs/1.0/intro', { on: scopes });
    await search(french.page, 'settlements');
    await expect.poll(() => hrefs(french.page)).toEqual(['/fr/docs/1.0/intro#settlements']);
    await french.close();

    const current = await open('/docs/intro', { on: scopes });
    await search(current.page, 'settlements');
    await expect.poll(() => current.page.locator('.search__status').textContent()).toBe('No results for “settlements”');
    await search(current.page, 'payouts');
    await expect.poll(() => hrefs(current.page)).toEqual(['/docs/intro#payouts']);
    expect(old.errors.concat(french.errors, current.errors)).toEqual([]);
    await current.close();
  });
});
