// A Docusaurus + Redocusaurus project as its authors wrote it, after the one `init` step: a doc with
// @theme/ApiSchema (by pointer, with its example), @theme/ApiOperation and @theme/ApiDocMdx, and a
// React page with @theme/ApiDoc fed by useSpecData, inside @theme/Layout
// (fixtures docusaurus-redocusaurus + docusaurus-redocusaurus-embeds). In Chromium: the parts show
// their fields and samples, a sample tab switches, no console error; without JavaScript the same
// text is in the page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, collectErrors, waitForHydration } from '../helpers/browser.ts';
import { FIXTURES, copyFixture, hubgen } from '../helpers/cli.ts';
import { serveDir } from '../helpers/static-server.ts';

let server: { url: string; close(): Promise<void> };
let buildStderr = '';
let browser: Browser;

beforeAll(async () => {
  const browserStarting = launchBrowser();
  const site = await copyFixture('docusaurus-redocusaurus');
  await fs.cp(path.join(FIXTURES, 'docusaurus-redocusaurus-embeds'), site, { recursive: true });
  const init = await hubgen(['init', '--from', 'docusaurus', '--root', site], { cwd: site });
  if (init.exitCode !== 0) throw new Error(`init failed:\n${init.stderr}`);
  const built = await hubgen(['build', '--root', site], { cwd: site });
  if (built.exitCode !== 0) throw new Error(`the project does not build after init:\n${built.stderr}`);
  buildStderr = String(built.stderr);
  server = await serveDir(path.join(site, 'build'));
  browser = await browserStarting;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(route: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(server.url + route);
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

describe('Redocusaurus components in a project moved with init', () => {
  it('a doc shows the schema by pointer with its example, the operation with its samples, and a whole reference', async () => {
    const { page, errors, close } = await open('/docs/pets');
    const main = page.locator('main');
    expect(await main.locator('.api-embed--schema').textContent()).toMatch(/Pet[\s\S]*id[\s\S]*name[\s\S]*"Rex"/);
    const operation = main.locator('.api-embed--operation');
    expect(await operation.textContent()).toContain('List the pets for sale');
    const python = operation.getByRole('tab', { name: 'Python' });
    await python.click();
    await expect.poll(() => operation.locator('[role="tabpanel"]:not([hidden]) code').first().textContent()).toContain('import requests');
    expect(await main.locator('.api-embed--reference').textContent()).toContain('Place an order');
    expect(errors).toEqual([]);
    await close();
  });

  it('a React page shows ApiDoc given useSpecData in its Layout, with no console error', async () => {
    const { page, errors, close } = await open('/api');
    expect(await page.locator('main .api-embed--reference').textContent()).toContain('Place an order');
    expect(errors).toEqual([]);
    await close();
  });

  it('warns once, at its place, about the part of a remote document, and says nothing else', () => {
    expect(buildStderr.trim().split('\n')[0]).toMatch(/docs\/twice\.mdx:\d+:1 warning <ApiOperation>: API "billing" is remote \(https:\/\/billing\.petshop\.example\/openapi\.yaml\)/);
    expect(buildStderr).not.toContain('error');
  });

  it('shows one operation and one schema twice in a page, each copy opening its own deep link; imported documents and a remote part', async () => {
    const { page, errors, close } = await open('/docs/twice');
    const main = page.locator('main');
    const copies = main.locator('.api-embed--operation section.api-operation');
    expect(await copies.evaluateAll((sections) => sections.map((s) => s.id))).toEqual(['operation/listPets', 'operation/listPets-2', 'operation/placeOrder']);
    expect(await main.locator('section.api-schema').evaluateAll((sections) => sections.map((s) => s.id))).toEqual(['schema/Pet', 'schema/Pet-2']);
    expect(await main.locator('#schema\\/Pet-2').textContent()).toContain('"Rex"'); // the copy by spec={petstore} has its example
    // Each copy's own "#" link leads to that copy: the address names it and the page scrolls to it.
    const top = (anchor: string) => main.locator(`[id="${anchor}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    for (const anchor of ['operation/listPets-2', 'operation/listPets']) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await main.locator(`[id="${anchor}"] .hash-link`).first().click();
      await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(`#${anchor}`);
      // Scrolling up from the bottom passes every position above the target: wait for it to rest at the top.
      await expect.poll(async () => { const t = await top(anchor); return t >= 0 && t < 200; }).toBe(true);
    }
    // Opened from its address (a load of its own, not a move within the open page), the second copy is where the page lands.
    await page.goto('about:blank');
    await page.goto(server.url + '/docs/twice#operation/listPets-2');
    await waitForHydration(page);
    await expect.poll(() => top('operation/listPets-2')).toBeLessThan(200);
    expect(await top('operation/listPets')).toBeLessThan(0);
    const remote = main.locator('.api-embed--remote');
    expect(await remote.textContent()).toContain('https://billing.petshop.example/openapi.yaml');
    expect(await remote.locator('a').getAttribute('href')).toBe('https://billing.petshop.example/openapi.yaml');
    expect(errors).toEqual([]);
    await close();
  });

  it('<Redoc /> with no id shows the first spec, and the remote spec\'s route links to its document', async () => {
    const whole = await open('/docs/whole');
    expect(await whole.page.locator('main .api-embed--reference').textContent()).toContain('List the pets for sale');
    expect(whole.errors).toEqual([]);
    await whole.close();
    const billing = await open('/api/billing/');
    expect(await billing.page.locator('main a[href="https://billing.petshop.example/openapi.yaml"]').count()).toBe(1);
    await billing.close();
  });

  it('holds the same parts without JavaScript', async () => {
    const doc = await open('/docs/pets', false);
    const text = (await doc.page.locator('main').textContent()) ?? '';
    for (const expected of ['Pet', '"Rex"', 'List the pets for sale', 'curl -X GET', 'Place an order']) expect(text).toContain(expected);
    await doc.close();
    const api = await open('/api', false);
    expect(await api.page.locator('main').textContent()).toContain('Place an order');
    await api.close();
  });
});
