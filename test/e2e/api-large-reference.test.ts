// Large-reference deferral on a small generated document, not only on the two corpus documents
// (Discord's, DigitalOcean's): a reference of 120 tiny operations holds each operation's content
// back in a <noscript> until the reader nears it, and reads in Chromium as any large reference must
// (hydration without error, deep links landing, far content held back); one of 20
// operations keeps its content in the document (hidden="until-found").
//
// Its short operations found what the corpus documents' long ones did not: scrolling up 3000 px
// from a deep link lands on the name bars of operations not yet rendered (438 px rendered, 115 px
// as a bar at 1280 px wide), which render at once; kept in place, the first of them let the others
// push the operation being read down by a further ~2,600 px (1280 px) to ~3,200 px (390 px).
// deferred.tsx now keeps in place the first content already rendered.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, idInView, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { hubgen, tempDir } from '../helpers/cli.ts';
import { openapiSite } from '../helpers/openapi-site.ts';
import { expectReferenceDeepLinks } from '../helpers/reference-deep-links.ts';
import { serveDir } from '../helpers/static-server.ts';

/** An OpenAPI 3.1 document of `count` operations, each with a parameter and a small response schema. */
function generated(count: number): string {
  const paths = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return `  /things${n}/{id}:
    get:
      operationId: getThing${n}
      summary: Get thing ${n}
      tags: [Things]
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        '200':
          description: Thing ${n}.
          content:
            application/json:
              schema:
                type: object
                properties:
                  id: { type: integer, description: The id of thing ${n}. }
                  name: { type: string }
`;
  });
  return `openapi: 3.1.0\ninfo: { title: Things API, version: '1.0' }\ntags:\n  - name: Things\npaths:\n${paths.join('')}`;
}

async function buildReference(count: number): Promise<{ root: string; html: string }> {
  const file = path.join(await tempDir('hubgen-generated-api-'), 'things.yaml');
  await fs.writeFile(file, generated(count));
  const { root } = await openapiSite({ source: file });
  const build = await hubgen(['--root', root, 'build'], { cwd: root });
  expect(build.stderr).toBe('');
  expect(build.exitCode).toBe(0);
  return { root, html: await fs.readFile(path.join(root, 'build/index.html'), 'utf8') };
}

describe('a generated reference of 120 operations', () => {
  let root: string;
  let html: string;
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveDir>> | undefined;
  beforeAll(async () => {
    ({ root, html } = await buildReference(120));
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("holds each operation's content in a <noscript> of its own, every operation's section and heading served", () => {
    expect(html.match(/<section class="api-operation" id="operation\/getThing\d{3}"/g)).toHaveLength(120);
    expect(html.match(/<div class="api-deferred"><noscript>/g)?.length).toBeGreaterThanOrEqual(120);
    expect(html).not.toContain('<hubgen-deferred');
  });

  it('hydrates with no console error, and a fresh load of a deep link (first, middle, last) lands on its operation', { timeout: 120_000 }, async () => {
    server = await serveDir(path.join(root, 'build'));
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const errors = collectErrors(page);
      for (const anchor of ['operation/getThing001', 'operation/getThing061', 'operation/getThing120']) {
        await page.goto('about:blank');
        await page.goto(`${server.url}/#${anchor}`);
        await waitForHydration(page);
        await expect.poll(() => idInView(page, anchor), { message: anchor }).toBe(true);
      }
      expect(await page.locator('section.api-operation').count()).toBe(120);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("renders an operation's content as the reader nears it: the deep link's whole, far ones not yet, a far sidebar link's once followed", { timeout: 120_000 }, async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const middle = 'operation/getThing061';
      const far = 'operation/getThing010';
      await page.goto(`${server!.url}/#${middle}`);
      await waitForHydration(page);
      await expect.poll(() => page.locator(`[id="${middle}"] .api-deferred`).count()).toBe(0);
      await expect.poll(() => idInView(page, middle)).toBe(true);
      // Far from the reader: still held back (its <noscript> not yet rendered).
      expect(await page.locator(`[id="${far}"] .api-deferred`).count()).toBeGreaterThan(0);
      expect(await page.locator('[id="operation/getThing120"] .api-deferred').count()).toBeGreaterThan(0);
      await page.locator(`.api-nav a[href="#${far}"]`).click();
      await expect.poll(() => idInView(page, far)).toBe(true);
      await expect.poll(() => page.locator(`[id="${far}"] .api-deferred`).count()).toBe(0);
    } finally {
      await page.close();
    }
    // Without JavaScript the content is HTML like the rest.
    const context = await browser!.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(`${server!.url}/#operation/getThing061`);
      expect(await plain.locator('section.api-operation .api-operation__head').count()).toBe(120);
      expect(await plain.locator('[id="operation/getThing061"] .api-operation__head').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  // The whole check the corpus documents pass (reference-deep-links.ts, large: true), which adds
  // "scrolling up renders what comes on screen without moving what the reader reads": see the header.
  it('reads as a large reference must', { timeout: 300_000 }, async () => {
    await expectReferenceDeepLinks({ browser: browser!, url: `${server!.url}/`, large: true });
  });
});

describe('a generated reference of 20 operations', () => {
  it('keeps every operation in the document, laid out when the reader nears it (hidden="until-found")', async () => {
    const { html } = await buildReference(20);
    expect(html.match(/<section class="api-operation" id="operation\/getThing\d{3}"/g)).toHaveLength(20);
    expect(html).not.toContain('<div class="api-deferred">');
    expect(html.match(/<hubgen-deferred hidden="until-found">/g)?.length).toBeGreaterThanOrEqual(20);
  });
});
