// An operation too heavy for any page (cli/openapi/split-reference.ts) read in Chromium: its page
// holds its name bar; its content (a JSON file) is loaded as the reader gets to it, whether by a
// deep link or by scrolling, and shows its request body's fields and its samples, with no console error.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, scrollToSection, waitForHydration } from '../helpers/browser.ts';
import { buildHeavyReference } from '../helpers/heavy-reference.ts';
import { serveDir } from '../helpers/static-server.ts';

describe('an operation loaded when shown, in Chromium', () => {
  let server: Awaited<ReturnType<typeof serveDir>>;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    const root = await buildHeavyReference();
    server = await serveDir(path.join(root, 'build'));
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = collectErrors(page);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads its content when a deep link leads to it: the fields of its body and its samples', { timeout: 120_000 }, async () => {
    const loaded: string[] = [];
    page.on('request', (request) => request.url().includes('/api-operation/') && loaded.push(request.url()));
    await page.goto(`${server.url}/#operation/bulkImport`);
    await expect.poll(() => page.url()).toMatch(/\/tag\/tag0(\/\d+)?#operation\/bulkImport$/);
    await waitForHydration(page);
    await scrollToSection(page, 'operation/bulkImport');
    const section = page.locator('[id="operation/bulkImport"]');
    await expect.poll(() => section.locator('[data-property="item299"]').count()).toBe(1);
    await expect.poll(() => section.locator('.api-operation__samples').innerText()).toContain('curl');
    expect(loaded).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
