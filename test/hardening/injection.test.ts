// Hostile text in a site's inputs stays text in the reader's browser. The injection-inert case puts
// `</title><script>`, `</script>`, U+2028, `<iframe>`, `<img onerror>`, `<style>`, javascript: and
// data: URLs into front matter, OpenAPI descriptions, URLs and property names; every payload that
// could run sets window.__pwned or opens a dialog. The site is served without a CSP, so what is
// proven here is the escaping itself, not the policy covering for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hubgen } from '../helpers/cli.ts';
import { launchBrowser, collectErrors } from '../helpers/browser.ts';
import { buildBase, prepareCase } from './case-site.ts';
import { serveWithHeaders } from './serve-with-headers.ts';

let browser: Browser;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const starting = launchBrowser();
  const c = await prepareCase('injection-inert', await buildBase());
  const result = await hubgen(['build', '--root', c.site, '--out', c.out]);
  if (result.exitCode !== 0) throw new Error(`injection-inert does not build:\n${result.stderr}`);
  server = await serveWithHeaders(c.out, {});
  browser = await starting;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string) {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors = collectErrors(page);
  await page.goto(server.url + path);
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
  return { page, dialogs, errors };
}

/** Nothing hostile in the live DOM: no script URL, no injected element, the page still visible. */
async function expectInert(page: Page): Promise<void> {
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    scriptUrls: [...document.querySelectorAll<HTMLAnchorElement | HTMLIFrameElement>('a[href], iframe[src]')]
      .map((el) => ('href' in el ? el.href : el.src))
      .filter((url) => /^(javascript|data):/i.test(url)),
    injected: document.querySelectorAll('#__hubgen iframe, #__hubgen style, #__hubgen img[onerror], #__hubgen script').length,
    bodyShown: getComputedStyle(document.body).display !== 'none',
  }));
  expect(state).toEqual({ pwned: undefined, scriptUrls: [], injected: 0, bodyShown: true });
}

describe('hostile input is inert in the browser', () => {
  it('a doc whose title, description and sidebar label hold markup shows them as text', async () => {
    const { page, dialogs, errors } = await open('/docs/evil');
    expect(await page.title()).toBe("</title><script>window.__pwned = 'title'</script> | Bad Input Base");
    expect(await page.locator('h1').textContent()).toBe("</title><script>window.__pwned = 'title'</script>");
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(
      "</script><script>window.__pwned = 'description'</script> and a line\u2028separator",
    );
    await expect.poll(() => page.locator('.menu__link', { hasText: "<img src=x onerror=\"window.__pwned = 'label'\">" }).count()).toBeGreaterThan(0);
    await expectInert(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the API reference shows hostile titles, descriptions and property names as text, with no live script URL', async () => {
    const { page, dialogs, errors } = await open('/api-reference/');
    expect(await page.locator('h1').first().textContent()).toContain("</title><script>window.__pwned = 'api-title'</script>");
    await expect
      .poll(() => page.locator('code.schema-prop__name', { hasText: "a<script>window.__pwned = 'property'</script>" }).count())
      .toBeGreaterThan(0);
    // Sanitised markdown links keep their text and lose their href.
    expect(await page.locator('a', { hasText: 'markdown link' }).getAttribute('href')).toBeNull();
    await expectInert(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a description's heading named like the route data neither takes its id nor is read as the data", async () => {
    const { page, dialogs, errors } = await open('/api-reference/');
    const heading = page.locator('h2', { hasText: '__hubgen_data' });
    expect(await heading.getAttribute('id')).toBe('user-content-__hubgen_data');
    expect(await page.locator('[id="__hubgen_data"]').evaluate((el) => el.tagName)).toBe('SCRIPT');
    // Hydrated from the real data: the router takes the navbar link over (no full load).
    await page.evaluate(() => Object.assign(window, { __alive: true }));
    await page.locator('.navbar').getByRole('link', { name: 'Docs' }).first().click();
    await page.waitForURL(/\/docs\//);
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('client navigation reads the hostile props back from the next page without running them', async () => {
    const { page, dialogs, errors } = await open('/docs/intro');
    await page.evaluate(() => Object.assign(window, { __alive: true }));
    await page.locator('.menu__link', { hasText: '<img src=x' }).first().click();
    await page.waitForURL(`${server.url}/docs/evil`);
    await expect.poll(() => page.title()).toBe("</title><script>window.__pwned = 'title'</script> | Bad Input Base");
    await page.locator('.navbar').getByRole('link', { name: 'API' }).click();
    await page.waitForURL(`${server.url}/api-reference/`);
    await expect.poll(() => page.locator('.api-intro h1').textContent()).toContain("</title><script>window.__pwned = 'api-title'</script>");
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);
    await expectInert(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
