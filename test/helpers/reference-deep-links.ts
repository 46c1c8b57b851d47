// What a reader of any built API reference must get, asserted in Chromium: the page hydrates with no
// console error, and the deep link of every operation and webhook lands on it (the element exists
// and is scrolled into view). A large page is loaded only twice (one load of a 7 MB page costs
// seconds): fresh loads land on its middle and its last anchor, and every other anchor is checked to
// exist once and be linked from the sidebar. Shared by the corpus tests.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, idInView, launchBrowser, waitForHydration } from './browser.ts';
import { serveDir } from './static-server.ts';

/**
 * The Chromium half of a large corpus document's test: its build (the reference at `/`) served and
 * read as expectReferenceDeepLinks says. `site` gives the site folder and whether its build passed.
 */
export function describeLargeReferenceInChromium(site: () => { root: string; built: boolean }): void {
  describe('in Chromium, on the same build', () => {
    let server: Awaited<ReturnType<typeof serveDir>> | undefined;
    let browser: Browser | undefined;
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('hydrates with no console error, loads with few elements, renders operations as the reader nears them, and its deep links land', { timeout: 600_000 }, async () => {
      const { root, built } = site();
      expect(built).toBe(true);
      server = await serveDir(path.join(root, 'build'));
      browser = await launchBrowser();
      const holder = await largestOperationsPage(path.join(root, 'build'));
      if (holder === '/') return await expectReferenceDeepLinks({ browser, url: `${server.url}/`, large: true });
      // A split reference (split-reference.ts): its largest page read as a one-page reference is,
      // and a deep link to the reference's route sent on to the page of its operation.
      await expectReferenceDeepLinks({ browser, url: `${server.url}${holder}`, large: true });
      const html = await fs.readFile(path.join(root, 'build', `${holder}.html`), 'utf8');
      const anchor = [...html.matchAll(/<section class="api-operation" id="([^"]+)"/g)].at(-1)![1]!;
      const page = await browser.newPage();
      await page.goto(`${server.url}/#${anchor}`);
      await expect.poll(() => new URL(page.url()).pathname).toBe(holder);
      await expect.poll(() => idInView(page, anchor), { message: anchor }).toBe(true);
      await page.close();
    });
  });
}

/** The route of the built page holding the most operations: `/`, or a split reference's page. */
async function largestOperationsPage(out: string): Promise<string> {
  let best = { route: '/', count: -1 };
  for (const file of (await fs.readdir(out, { recursive: true })).filter((f) => f.endsWith('.html'))) {
    const count = ((await fs.readFile(path.join(out, file), 'utf8')).match(/<section class="api-operation" id="/g) ?? []).length;
    const route = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '').split(path.sep).join('/')}`;
    if (count > best.count) best = { route, count };
  }
  return best.route;
}

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
    if (large) await expectDeferredContent(browser, url, anchors);
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

/** Elements at load, at most, for a reference of up to 700 operations (the budget). */
const ELEMENTS_AT_LOAD = 20_000;

/**
 * The elements of the page as the server sent it, its scripts kept from loading. Counted with them,
 * the figure raced the scripts, which may or may not have rendered the operations around the anchor
 * by the load event, or even by DOMContentLoaded on a 16 MB page (DigitalOcean's reference: 17,079
 * elements as served, 19,565-22,045 once those are rendered at 390-1600 px).
 */
async function elementsAsServed(browser: Browser, viewport: { width: number; height: number }, link: string): Promise<number> {
  const page = await browser.newPage({ viewport });
  try {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto(link);
    return await page.evaluate(() => document.querySelectorAll('*').length);
  } finally {
    await page.close();
  }
}

/**
 * A large reference renders an operation's content only when the reader nears it: few elements at
 * load, the deep link's operation shown whole and in view, content rendered above the reader as
 * they scroll up without moving what they read, a sidebar link to an operation far away landing on
 * it, at a phone's width and at wide ones; and everything present without JavaScript.
 */
async function expectDeferredContent(browser: Browser, url: string, anchors: string[]): Promise<void> {
  const anchor = anchors[Math.floor(anchors.length / 2)]!;
  const far = anchors[Math.floor(anchors.length / 5)]!;
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }, { width: 1600, height: 1000 }]) {
    expect(await elementsAsServed(browser, viewport, `${url}#${anchor}`)).toBeLessThanOrEqual(ELEMENTS_AT_LOAD);
    const page = await browser.newPage({ viewport });
    try {
      const target = page.locator(`[id="${anchor}"]`);
      await page.goto(`${url}#${anchor}`);
      await waitForHydration(page);
      await expect.poll(() => target.locator('.api-operation__head').count()).toBe(1);
      await expect.poll(() => idInView(page, anchor), { message: `${anchor} at ${viewport.width} px` }).toBe(true);
      // Scrolling up renders what comes on screen; the target moves by the scroll, not more.
      const top = () => target.evaluate((el) => Math.round(el.getBoundingClientRect().top));
      const before = await top();
      await page.evaluate(() => window.scrollBy(0, -3000));
      const waitingOnScreen = () =>
        page.evaluate(() => [...document.querySelectorAll('.api-deferred')].some((el) => el.getBoundingClientRect().bottom > 0 && el.getBoundingClientRect().top < window.innerHeight));
      await expect.poll(waitingOnScreen).toBe(false);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(Math.abs((await top()) - (before + 3000)), `at ${viewport.width} px`).toBeLessThanOrEqual(2);
      // The sidebar (beside the content from 996 px on) leads to an operation far above.
      if (viewport.width >= 1280) {
        await page.locator(`.api-nav a[href="#${far}"]`).click();
        await expect.poll(() => idInView(page, far), { message: `${far} at ${viewport.width} px` }).toBe(true);
      }
    } finally {
      await page.close();
    }
  }
  // Without JavaScript the content is HTML like the rest.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(`${url}#${anchor}`);
    expect(await plain.locator('section.api-operation .api-operation__head').count()).toBe(anchors.length);
    expect(await plain.locator(`[id="${anchor}"] .api-operation__head`).isVisible()).toBe(true);
  } finally {
    await context.close();
  }
}
