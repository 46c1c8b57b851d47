// Schemas in the API reference stay linear in the document: a generated API with Stripe's
// "expandable" pattern (every object refers to every other one through anyOf) at N=12 builds with
// a small page; deeper levels expand on click in Chromium, and link to the schema's own section
// without JavaScript. readOnly fields stay out of request bodies, writeOnly ones out of responses.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, collectErrors } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { writeExpandableSite } from '../helpers/expandable-api.ts';

const N = 12;
let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([writeExpandableSite(N).then(buildAndServe), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openReference(page: Page, hash: string): Promise<void> {
  await page.goto(`${site.url}/api-reference/${hash}`);
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
}

describe(`a document where ${N} schemas refer to each other through anyOf`, () => {
  it('builds an API page under 2 MB that still lists every schema with its fields', async () => {
    const html = await fs.readFile(path.join(site.out, 'api-reference/index.html'), 'utf8');
    expect(Buffer.byteLength(html)).toBeLessThan(2_000_000);
    for (let i = 0; i < N; i++) {
      // Each schema's own section lists its fields, including the expandable ones.
      const section = html.slice(html.indexOf(`id="schema/Thing${i}"`));
      expect(section).toContain(`data-property="thing${(i + 1) % N}"`);
    }
  });

  it('expands a deeper level in place when the reader opens it, without a console error', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await openReference(page, '#operation/getThing0');
    const op = page.locator('[id="operation/getThing0"]');
    await op.locator('.api-response summary').first().click();
    const thing1 = op.locator('[data-property="thing1"]');
    await expect.poll(() => thing1.locator('.schema-prop__type').first().textContent()).toBe('string or Thing1');
    await thing1.locator(':scope > details > summary').click();
    const lazy = thing1.locator('details.schema-lazy');
    // Closed, it holds only a link to Thing1's section: Thing1's own fields are not in the page here.
    await expect.poll(() => lazy.locator('a').getAttribute('href')).toBe('#schema/Thing1');
    expect(await lazy.locator('[data-property="thing2"]').count()).toBe(0);
    await lazy.locator(':scope > summary').click();
    await expect.poll(() => lazy.locator('[data-property="thing2"]').count()).toBe(1);
    // Descriptions come along, read back from the schema's section.
    await expect.poll(() => lazy.locator('[data-property="id"] .schema-prop__description').first().textContent()).toBe('Identifier of the Thing1.');
    // And the next level is closed again: its fields join the page only when opened.
    expect(await lazy.locator('[data-property="thing2"] > details.schema-prop__children:not([open])').count()).toBe(1);
    expect(await lazy.locator('[data-property="thing2"] [data-property="thing3"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript, the deeper level links to a section that lists every field', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/api-reference/#operation/getThing0`);
    const lazy = page.locator('[id="operation/getThing0"] [data-property="thing1"] details.schema-lazy').first();
    await page.locator('[id="operation/getThing0"] .api-response summary').first().click();
    await page.locator('[id="operation/getThing0"] [data-property="thing1"] > details > summary').click();
    await lazy.locator(':scope > summary').click();
    await lazy.locator('a[href="#schema/Thing1"]').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#schema/Thing1');
    const fields = await page.locator('[id="schema/Thing1"] .schema-tree').first().locator(':scope > .schema-prop').evaluateAll((els) => els.map((el) => el.getAttribute('data-property')));
    expect(fields).toEqual(['id', 'created', 'secret', 'currency', 'accepted', ...Array.from({ length: N }, (_, i) => `thing${i}`).filter((t) => t !== 'thing1')]);
    await context.close();
  });

  it('leaves readOnly fields out of request bodies, writeOnly ones out of responses, and types named primitives', async () => {
    const page = await browser.newPage();
    await openReference(page, '#operation/createThing0');
    const op = page.locator('[id="operation/createThing0"]');
    const body = op.locator('.api-operation__block', { has: page.locator('h4', { hasText: 'Request body' }) });
    const response = op.locator('.api-response').first();
    await response.locator('summary').first().click();
    const names = (scope: typeof body) =>
      scope.locator(':scope .schema-tree').first().locator(':scope > .schema-prop').evaluateAll((els) => els.map((el) => el.getAttribute('data-property')));
    expect(await names(body)).toContain('secret');
    expect(await names(body)).not.toContain('created');
    expect(await names(response)).toContain('created');
    expect(await names(response)).not.toContain('secret');
    const currency = body.locator('[data-property="currency"]').first();
    expect(await currency.locator('.schema-prop__type').textContent()).toBe('string');
    expect(await currency.locator('.schema-enum').allTextContents()).toEqual(['eur', 'usd']);
    expect(await body.locator('[data-property="accepted"] .schema-prop__type').first().textContent()).toBe('array of string');
    await page.close();
  });
});
