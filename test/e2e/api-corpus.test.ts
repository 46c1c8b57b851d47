// Real OpenAPI documents (test/fixtures/openapi-corpus) built with a default config through the
// binary, one build per document: in Chromium the reference hydrates with no console error, and the
// deep link of every operation and webhook lands on it (test/helpers/reference-deep-links.ts).
// The large documents (Discord, DigitalOcean) are checked the same way in their own test files in
// test/cli, on the one build each of those files makes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { CORPUS, openapiSite } from '../helpers/openapi-site.ts';
import { expectReferenceDeepLinks } from '../helpers/reference-deep-links.ts';

const documents = fs
  .readdirSync(CORPUS)
  .filter((file) => /\.(ya?ml|json)$/.test(file))
  .map((file) => ({ name: file, source: path.join(CORPUS, file) }));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(documents)('the reference of $name', ({ source }) => {
  let site: BuiltSite;
  beforeAll(async () => {
    const { root } = await openapiSite({ source });
    site = await buildAndServe(root);
  }, 900_000);
  afterAll(async () => {
    await site?.close();
  });

  it('hydrates with no console error, and every operation and webhook deep link lands on it', { timeout: 600_000 }, async () => {
    await expectReferenceDeepLinks({ browser, url: `${site.url}/` });
  });
});
