// A Swagger 2.0 document's reference in Chromium: the classic petstore, built with a default config
// through the binary (upgraded to OpenAPI 3.0 as it loads), shows every operation, sends its code
// samples to the server its host, basePath and schemes name, and hydrates with no console error.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, scrollToSection, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { FIXTURES } from '../helpers/cli.ts';
import { openapiSite } from '../helpers/openapi-site.ts';
import { expectReferenceDeepLinks } from '../helpers/reference-deep-links.ts';

const OPERATIONS = ['addPet', 'findPetsByStatus', 'getPetById', 'updatePetWithForm', 'deletePet', 'getInventory', 'placeOrder'];

describe('the reference of a Swagger 2.0 petstore', () => {
  let browser: Browser;
  let site: BuiltSite;
  beforeAll(async () => {
    const { root } = await openapiSite({ source: path.join(FIXTURES, 'swagger2/petstore.json') });
    [site, browser] = await Promise.all([buildAndServe(root), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows every operation, with a sample sent to the 2.0 server, and no console error', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const errors = collectErrors(page);
      await page.goto(`${site.url}/`);
      await waitForHydration(page);
      for (const id of OPERATIONS) {
        await scrollToSection(page, `operation/${id}`);
        expect(await page.locator(`[id="operation/${id}"] .api-operation__path`).first().isVisible(), id).toBe(true);
      }
      // The sample tab shown at load for getPetById, its path parameter from the 2.0 x-example.
      const sample = page.locator('[id="operation/getPetById"] .code-block:not([hidden]) code');
      expect(await sample.first().innerText()).toContain("'https://petstore.swagger.io/v2/pet/10'");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lands every operation deep link', { timeout: 120_000 }, async () => {
    await expectReferenceDeepLinks({ browser, url: `${site.url}/` });
  });
});
