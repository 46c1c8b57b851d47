// A reference split into pages (cli/openapi/split-reference.ts) read in Chromium: a deep link to the
// reference's route that names an operation of another page (hubgen's `#operation/<id>`, Redoc's
// `#tag/<Tag>/operation/<id>`) lands on that operation on its page; the sidebar of a tag page finds
// an operation of another page with its filter, lists another page's operations on request, and
// leads to them. Pages hydrate with no console error.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, idInView, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildSplitReference } from '../helpers/split-reference.ts';
import { serveDir } from '../helpers/static-server.ts';

describe('a reference split into pages, in Chromium', () => {
  let server: Awaited<ReturnType<typeof serveDir>>;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    const root = await buildSplitReference();
    server = await serveDir(path.join(root, 'build'));
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = collectErrors(page);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const lands = async (url: string, pathname: string, anchor: string) => {
    await page.goto('about:blank');
    await page.goto(url);
    await expect.poll(() => new URL(page.url()).pathname, { message: url }).toBe(pathname);
    await waitForHydration(page);
    await expect.poll(() => idInView(page, anchor), { message: `${url} → ${anchor}` }).toBe(true);
  };

  it("sends a deep link to the reference's route on to the page of its operation", { timeout: 120_000 }, async () => {
    await lands(`${server.url}/#operation/getUsers250`, '/tag/users/2', 'operation/getUsers250');
    await lands(`${server.url}/#operation/getStores1`, '/tag/stores', 'operation/getStores1');
    // Redoc's form, and a deep link to a tag page that names an operation of another.
    await lands(`${server.url}/#tag/Users/operation/getUsers2`, '/tag/users', 'operation/getUsers2');
    await lands(`${server.url}/tag/pets#operation/getPets230`, '/tag/pets/2', 'operation/getPets230');
    await lands(`${server.url}/tag/pets#webhook/petAdopted`, '/webhooks', 'webhook/petAdopted');
    expect(errors).toEqual([]);
  });

  it("finds an operation of another page with the sidebar's filter, and lists another page's operations on request", { timeout: 120_000 }, async () => {
    await page.goto(`${server.url}/tag/pets`);
    await waitForHydration(page);
    const nav = page.locator('.api-nav');
    await nav.getByRole('searchbox').fill('user 249');
    const found = nav.locator('a[href="/tag/users/2#operation/getUsers249"]');
    await expect.poll(() => found.count()).toBe(1);
    await found.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tag/users/2');
    await waitForHydration(page);
    await expect.poll(() => idInView(page, 'operation/getUsers249')).toBe(true);
    // Another page's operations, listed when the reader opens it in the sidebar.
    await nav.getByRole('button', { name: 'Show the operations of Stores (1 of 2)' }).click();
    await expect.poll(() => nav.locator('a[href="/tag/stores#operation/getStores200"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
