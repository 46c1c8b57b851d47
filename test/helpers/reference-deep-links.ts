// What a reader of any built API reference must get, asserted in Chromium: the page hydrates with no
// console error, and the deep link of every operation and webhook lands on it (the element exists
// and is scrolled into view). A large page is loaded only twice (one load of a 7 MB page costs
// seconds): fresh loads land on its middle and its last anchor, and every other anchor is checked to
// exist once and be linked from the sidebar. Shared by the corpus tests.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, idInView, waitForHydration } from './browser.ts';

export async function expectReferenceDeepLinks(params: { browser: Browser; url: string; large?: boolean }): Promise<void> {
  const { browser, url, large } = params;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const errors = collectErrors(page);
    // The anchors as the server rendered them, read from the HTML without a browser load.
    const html = await (await fetch(url)).text();
    const anchors = [...html.matchAll(/<section class="api-operation" id="([^"]+)"/g)].map((m) => m[1]!);
    expect(anchors.length).toBeGreaterThan(0);
    expect(new Set(anchors).size).toBe(anchors.length);
    const fresh = large ? [anchors[Math.floor(anchors.length / 2)]!, anchors.at(-1)!] : anchors;
    for (const anchor of fresh) await land(page, `${url}#${anchor}`, anchor);
    // The hydrated page holds the same operations (nothing lost or added by hydration).
    expect(await page.locator('section.api-operation').evaluateAll((els) => els.map((el) => el.id))).toEqual(anchors);
    if (large) {
      const linked = new Set(await page.locator('.api-nav a[href^="#"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')!.slice(1))));
      expect(anchors.filter((anchor) => !linked.has(anchor))).toEqual([]);
    }
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

/** A fresh load of the deep link (not a hash change on the loaded page), landing on the anchor. */
async function land(page: Page, link: string, anchor: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
  await waitForHydration(page);
  await expect.poll(() => idInView(page, anchor), { message: anchor }).toBe(true);
}
