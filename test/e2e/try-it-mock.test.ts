// The request console against the site's mock under `hubgen serve --watch`: the mock is served on
// the docs' own origin, offered first, with its key filled in. A marketplace operation's prefilled
// request gets its documented success; a wrong key gets the mock's 401; a body made invalid is
// caught before anything is sent. Every operation of both marketplace references, sent from its
// console on one page per reference, gets a documented success whose body matches its schema.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, scrollToSection } from '../helpers/browser.ts';
import { REPO } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { loadConfig } from '../../cli/config/load-config.ts';
import { loadMockApis, type MockApiSource } from '../../cli/commands/mock/load-mock-apis.ts';

let serve: ServeProcess;
let browser: Browser;
/** The marketplace's APIs as the mock reads them: which operations each reference has. */
let sources: MockApiSource[];

beforeAll(async () => {
  [serve, browser, sources] = await Promise.all([startServe(['--watch', '--root', REPO]), launchBrowser(), loadConfig({ root: REPO }).then((config) => loadMockApis({ config }))]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
});

async function openConsole(anchor: string): Promise<{ page: Page; requests: Request[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${serve.url}/api-reference/#${anchor}`);
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
  await scrollToSection(page, anchor);
  await page.locator(`[id="${anchor}"] .try-it-button`).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).waitFor();
  return { page, requests };
}

/** Puts the mock back to its examples with a fresh rate-limit budget (mock-route.ts), as `check --samples` does between samples. */
async function resetMock(apiId: string): Promise<void> {
  const { key } = (await (await fetch(`${serve.url}/__hubgen/mock/${apiId}.json`)).json()) as { key: string };
  const reset = await fetch(`${serve.url}/__hubgen/mock/_reset`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${key}:${key}`).toString('base64')}` } });
  expect(reset.status).toBe(204);
}

const status = (page: Page) => page.getByRole('dialog').locator('[data-status]').getAttribute('data-status');

describe('the console under serve', () => {
  it('sends a prefilled request to the mock on the docs origin and shows its documented success', async () => {
    const { page, requests } = await openConsole('operation/listListings');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Send to').inputValue()).toBe('0');
    expect(await dialog.getByLabel('Send to').locator('option').first().textContent()).toBe('Mock (this site)');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => status(page)).toBe('200');
    expect(await dialog.textContent()).toContain('Documented response: 200.');
    const sent = requests.find((r) => r.url().includes('/__hubgen/mock/admin/api/v1/listings'))!;
    expect(new URL(sent.url()).origin).toBe(serve.url);
    expect(sent.headers().authorization).toMatch(/^Basic /);
    await page.close();
  });

  it('shows the mock 401 for a wrong key', async () => {
    const { page } = await openConsole('operation/listListings');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill('not-the-key');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => status(page)).toBe('401');
    expect(await dialog.textContent()).toContain('Documented response: 401.');
    await page.close();
  });

  it('catches a body made invalid before sending it, and sends it once fixed', async () => {
    const { page, requests } = await openConsole('operation/createCategory');
    const dialog = page.getByRole('dialog');
    const body = dialog.getByLabel('Body (application/json)');
    await body.fill('{"title": 5}');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('.try-it__field-error').textContent()).toMatch(/\/title.*string/);
    await body.fill('{"title": "Vases"');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.locator('.try-it__field-error').textContent()).toMatch(/Not valid JSON/);
    expect(requests.filter((r) => r.url().includes('/api/v1/categories'))).toEqual([]);
    await body.fill('{"title": "Vases"}');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => status(page)).toBe('201');
    await page.screenshot({ path: path.join(REPO, 'test-results/try-it', 'mock-create-category-1280.png') });
    await page.close();
  });

  for (const id of ['admin', 'partners']) {
    it(`sends every operation of the ${id} reference from its console, each answered with a documented success matching its schema`, async () => {
      const source = sources.find((s) => s.id === id)!;
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${serve.url}${source.route}`);
      await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
      const dialog = page.getByRole('dialog');
      const failures: string[] = [];
      for (const op of source.document.operations) {
        // Each from the examples' state and a fresh budget: 56 requests outrun the minute's 40.
        await resetMock(id);
        const anchor = `operation/${op.anchorId}`;
        await scrollToSection(page, anchor);
        await page.locator(`[id="${anchor}"] .try-it-button`).click();
        await dialog.getByRole('button', { name: 'Send' }).click();
        await dialog.locator('[data-status], .try-it__error').first().waitFor();
        const replied = dialog.locator('[data-status]');
        const status = (await replied.count()) ? Number(await replied.getAttribute('data-status')) : 0;
        const check = dialog.locator('[data-match]');
        if (status < 200 || status > 299 || (await check.getAttribute('data-match')) !== 'true') {
          failures.push(`${op.operationId}: ${status || 'not sent'} ${status ? await check.textContent() : await dialog.locator('.try-it__field-error').allTextContents()}`);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      expect(failures).toEqual([]);
      expect(source.document.operations.length).toBeGreaterThan(5);
      await page.close();
    }, 300_000);
  }

  // Last: it spends the key's budget for the minute (and then resets it).
  it("shows the mock's 429 once the minute's 40 requests are spent; a reset with the key gives a new budget", async () => {
    const { page } = await openConsole('operation/listListings');
    const spent = await page.evaluate(async () => {
      const { baseUrl, key } = (await (await fetch('/__hubgen/mock/admin.json')).json()) as { baseUrl: string; key: string };
      const authorization = `Basic ${btoa(`${key}:${key}`)}`;
      for (let i = 1; i <= 45; i++) if ((await fetch(`${baseUrl}/listings`, { headers: { authorization } })).status === 429) return i;
      return 0;
    });
    expect(spent).toBeGreaterThan(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => status(page)).toBe('429');
    expect(await page.getByRole('dialog').textContent()).toContain('Documented response: 429.');
    expect((await fetch(`${serve.url}/__hubgen/mock/_reset`, { method: 'POST' })).status, 'a reset without the key').toBe(401);
    expect((await fetch(`${serve.url}/__hubgen/mock/_reset`)).status, 'a reset by GET').toBe(405);
    await resetMock('admin');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => status(page)).toBe('200');
    await page.close();
  });
});
