// The layout of the marketplace hub at every width, light and dark, in Chromium: no page is wider
// than the viewport; on wide screens the API reference's samples panel sits beside the middle
// column without covering it, and its code scrolls inside its own box; the API sidebar keeps the
// active operation in view. Screenshots of each width go to test-results/api-layout/ (printed at the
// start), for a person to look at.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, revealWholeReference, scrollToSection } from '../helpers/browser.ts';
import { REPO } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { SPEC_ROUTES } from '../helpers/spec-routes.ts';

const WIDTHS = [390, 768, 1024, 1280, 1600];
const THEMES = ['light', 'dark'] as const;
const REFERENCES = ['/api-reference/', '/partners-api-reference/'];

let site: BuiltSite;
let browser: Browser;
let shots: string;

beforeAll(async () => {
  shots = path.join(REPO, 'test-results/api-layout');
  [site, browser] = await Promise.all([buildAndServe(REPO), launchBrowser(), mkdir(shots, { recursive: true })]);
  console.log(`api-layout screenshots: ${shots}`);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(width: number, theme: (typeof THEMES)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 996 ? 844 : 800 } });
  // The stored choice wins over the site's default mode (templates/color-mode/theme-init.ts).
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  return { context, page: await context.newPage() };
}

/** `whole`: the layout of every operation is to be checked, so all of a reference is rendered. */
async function visit(page: Page, url: string, { whole = true } = {}): Promise<void> {
  await page.goto(url);
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
  if (whole && (await page.locator('section.api-operation').count())) await revealWholeReference(page);
}

/** What the colour-mode toggle does to the page (templates/color-mode/ColorModeToggle.tsx). */
const switchMode = (page: Page, theme: (typeof THEMES)[number]) => page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));

/** Elements that stick out of the viewport on the right, named for the failure message. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.getClientRects().length > 0)
      .filter((el) => !el.closest('[hidden]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`),
  );

describe('no page is wider than the viewport', () => {
  for (const width of WIDTHS) {
    it(`at ${width} px, light and dark: both API references and every docs route`, async () => {
      // Each page is measured in both modes from one load, switched as the toggle does (a page load
      // costs about as much as all the rest of this test).
      const { context, page } = await open(width, 'light');
      for (const route of [...REFERENCES, ...SPEC_ROUTES.filter((r) => !REFERENCES.includes(r))]) {
        await visit(page, site.url + route);
        for (const theme of THEMES) {
          await switchMode(page, theme);
          const { scroll, inner } = await pageWidth(page);
          expect(scroll, `${route}, ${theme}: ${scroll} px wide in a ${inner} px window: ${(await overflowing(page)).join(', ')}`).toBeLessThanOrEqual(inner);
        }
      }
      await context.close();
      for (const theme of THEMES) {
        // A screenshot of what a reader who chose this mode sees at the deep link (the toggle
        // showing it too), once its operation is laid out.
        const shot = await open(width, theme);
        for (const route of REFERENCES) {
          await visit(shot.page, `${site.url + route}#operation/listOrders`, { whole: false });
          await scrollToSection(shot.page, 'operation/listOrders');
          await shot.page.screenshot({ path: path.join(shots, `${route.replace(/\W+/g, '')}-${width}-${theme}.png`) });
        }
        await shot.context.close();
      }
      // Two dozen pages, two of them 1 MB references: generous on a shared machine (not a budget).
    }, 300_000);
  }

  it('opening the API navigation on a phone leaves the page where it was, as wide as the window', async () => {
    const { context, page } = await open(390, 'light');
    await visit(page, `${site.url}/api-reference/`);
    const heading = page.locator('.api-intro h1');
    const before = await heading.boundingBox();
    await page.getByRole('button', { name: 'Show API navigation' }).click();
    await page.locator('.api-sidebar--open .api-nav').waitFor();
    const { scroll, inner } = await pageWidth(page);
    expect(scroll, (await overflowing(page)).join(', ')).toBeLessThanOrEqual(inner);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect((await heading.boundingBox())!.x).toBe(before!.x);
    await page.screenshot({ path: path.join(shots, 'apireference-390-navigation-open.png') });
    await context.close();
  });
});

describe('the samples panel on wide screens', () => {
  for (const width of [1280, 1600]) {
    for (const route of REFERENCES) {
      it(`at ${width} px on ${route}: beside the middle column, never over it, its code scrolling in its box`, async () => {
        const { context, page } = await open(width, 'light');
        await visit(page, site.url + route);
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const rect = (el: Element) => el.getBoundingClientRect();
          for (const op of document.querySelectorAll('section.api-operation')) {
            const samples = op.querySelector('.api-operation__samples')!;
            const panel = rect(samples);
            if (panel.width === 0) continue;
            for (const part of op.querySelectorAll<HTMLElement>('.api-operation__bar, .api-operation__head, .api-operation__body')) {
              const box = rect(part);
              if (box.right > panel.left + 0.5) found.push(`${op.id}: ${part.className} ends at ${box.right}, panel starts at ${panel.left}`);
              // Content wider than its column would slide under the panel.
              if (part.scrollWidth > part.clientWidth + 1) found.push(`${op.id}: ${part.className} holds content ${part.scrollWidth} px wide in ${part.clientWidth} px`);
            }
            for (const pre of samples.querySelectorAll<HTMLElement>('[role=tabpanel]:not([hidden]) pre')) {
              const box = rect(pre);
              if (box.left < panel.left - 0.5 || box.right > panel.right + 0.5) found.push(`${op.id}: a sample sticks out of the panel`);
              if (pre.scrollWidth > pre.clientWidth) {
                const overflowX = getComputedStyle(pre).overflowX;
                if (overflowX !== 'auto' && overflowX !== 'scroll') found.push(`${op.id}: a long sample line is cut (overflow-x ${overflowX})`);
                // The end of the longest line can be scrolled into view inside the box.
                pre.scrollLeft = pre.scrollWidth;
                if (pre.scrollLeft + pre.clientWidth < pre.scrollWidth - 1) found.push(`${op.id}: the end of a sample line cannot be reached`);
                pre.scrollLeft = 0;
              }
            }
          }
          return found;
        });
        expect(problems).toEqual([]);
        // The panel is dark in light mode too (Redoc's look), and takes about 40% of the content.
        const look = await page.evaluate(() => {
          const panel = document.querySelector('.api-operation__samples')!;
          const content = document.querySelector('.api-content')!.getBoundingClientRect();
          const [r, g, b] = getComputedStyle(panel).backgroundColor.match(/\d+/g)!.map(Number);
          return { luminance: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255, share: panel.getBoundingClientRect().width / content.width };
        });
        expect(look.luminance).toBeLessThan(0.25);
        expect(look.share).toBeGreaterThan(0.35);
        expect(look.share).toBeLessThan(0.45);
        await context.close();
      });
    }
  }
});

describe('the API sidebar follows the reader', () => {
  const activeInView = (page: Page) =>
    page.evaluate(() => {
      const link = document.querySelector('.api-nav [aria-current="location"]');
      if (!link) return 'no active item';
      const item = link.getBoundingClientRect();
      const nav = document.querySelector('.api-nav')!.getBoundingClientRect();
      const visible = item.top >= Math.max(nav.top, 0) && item.bottom <= Math.min(nav.bottom, window.innerHeight);
      return `${link.textContent}${visible ? '' : ' (out of view)'}`;
    });

  for (const width of [1024, 1280, 1600]) {
    it(`at ${width} px: after a deep link and after scrolling to another operation`, async () => {
      const { context, page } = await open(width, 'light');
      await visit(page, `${site.url}/api-reference/#operation/deleteExternalAccount`);
      await expect.poll(() => activeInView(page)).toMatch(/^DEL.*account$/i);
      await page.evaluate(() => document.getElementById('operation/listOrders')!.scrollIntoView());
      await expect.poll(() => activeInView(page)).toBe('GETList orders');
      await page.evaluate(() => document.getElementById('operation/getShippingRate')!.scrollIntoView());
      await expect.poll(() => activeInView(page)).toMatch(/^GET.*shipping rate$/i);
      await context.close();
    });
  }

  it('shows code in summaries as code, and links to the other API reference', async () => {
    const { context, page } = await open(1280, 'light');
    await visit(page, `${site.url}/api-reference/`);
    expect(await page.locator('.api-nav__summary').evaluateAll((els) => els.filter((el) => el.textContent!.includes('`')).length)).toBe(0);
    const references = page.getByRole('list', { name: 'API references' });
    expect(await references.getByRole('link').allTextContents()).toEqual(['Admin API', 'Partners API']);
    expect(await references.locator('[aria-current="page"]').textContent()).toBe('Admin API');
    await references.getByRole('link', { name: 'Partners API' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/partners-api-reference/');
    await context.close();
  });
});

describe('the operation being read stays named', () => {
  /** Where a part of the page is, and whether a reader sees it: below the navbar, inside the window, not covered. */
  const seen = (page: Page, selector: string) =>
    page.evaluate((selector) => {
      const el = document.querySelector(selector)!;
      const box = el.getBoundingClientRect();
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
      const onTop = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
      return {
        top: Math.round(box.top - navbar),
        visible: box.top >= navbar - 1 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && el.contains(onTop),
      };
    }, selector);

  for (const [width, theme] of [[390, 'dark'], [1024, 'light'], [1280, 'dark'], [1600, 'light']] as const) {
    it(`at ${width} px, ${theme}: deep in the request body of createListing, its method and path show under the navbar`, async () => {
      const { context, page } = await open(width, theme);
      const op = 'section[id="operation/createListing"]';
      // A deep link still lands with the operation's heading in full view.
      await visit(page, `${site.url}/api-reference/#operation/createListing`);
      await expect.poll(() => seen(page, `${op} h3`)).toMatchObject({ visible: true });
      // The middle of the request body's schema at the window's centre: its own start (and the
      // operation's heading in the flow) is scrolled away above the navbar.
      const body = `${op} .api-operation__body > .api-operation__block`;
      expect(await page.locator(body).first().locator('h4').textContent()).toMatch(/^Request body/);
      await page.evaluate((body) => {
        const box = document.querySelector(body)!.getBoundingClientRect();
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
      }, body);
      await expect.poll(() => seen(page, `${op} .api-operation__body`).then((b) => b.top < 0)).toBe(true);
      for (const part of ['.method-badge', '.api-operation__path']) {
        const where = await seen(page, `${op} .api-operation__endpoint ${part}`);
        expect(where.visible, `${part} at ${where.top} px below the navbar`).toBe(true);
        expect(where.top, `${part} sits at the top of the window`).toBeLessThan(120);
      }
      expect(await page.locator(`${op} .api-operation__endpoint .method-badge`).textContent()).toBe('POST');
      const { scroll, inner } = await pageWidth(page);
      expect(scroll, (await overflowing(page)).join(', ')).toBeLessThanOrEqual(inner);
      await page.screenshot({ path: path.join(shots, `apireference-createListing-body-${width}-${theme}.png`) });
      await context.close();
    });
  }
});

describe('a reference of a bare document (test/fixtures/api-bare)', () => {
  let bare: BuiltSite;
  beforeAll(async () => {
    bare = await buildAndServe(path.join(REPO, 'test/fixtures/api-bare'));
  });
  afterAll(() => bare?.close());

  it('leaves out what the document does not have, and shows its code as code', async () => {
    const { context, page } = await open(1280, 'dark');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: bare.url });
    await visit(page, `${bare.url}/api-reference/`);
    // No servers, no named schemas: no empty "Base URL" (the samples' placeholder host is said instead) and no empty "Schemas" heading.
    const meta = await page.locator('.api-intro__meta').textContent();
    expect(meta).toContain('Download OpenAPI');
    expect(meta).toContain('No server is named: samples use https://{host}');
    expect(meta).not.toContain('Base URL');
    expect(await page.getByRole('heading', { name: 'Schemas' }).count()).toBe(0);
    // Code in a summary is code in the sidebar and the heading, not raw backticks.
    expect(await page.locator('.api-nav__summary').textContent()).toBe('List in_progress jobs');
    expect(await page.locator('.api-nav__summary code').textContent()).toBe('in_progress');
    expect(await page.locator('.api-operation__title code').textContent()).toBe('in_progress');
    // A fence without a language in a description: boxed, highlighted (as bash), with a copy button.
    const block = page.locator('.api-description .code-block');
    expect(await block.locator('code.hljs.language-bash .hljs-string').textContent()).toBe("'Authorization: Bearer {token}'");
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("curl -H 'Authorization: Bearer {token}' https://jobs.example.com/v2/jobs");
    await expect.poll(() => block.locator('button').textContent()).toBe('Copied');
    // Responses are rows coloured by status class; only a body opens.
    const rows = page.locator('.api-response');
    expect(await rows.evaluateAll((els) => els.map((el) => el.className))).toEqual([
      'api-response api-response--2xx',
      'api-response api-response--3xx',
      'api-response api-response--4xx',
      'api-response api-response--4xx',
      'api-response api-response--4xx',
      'api-response api-response--5xx',
    ]);
    expect(await rows.locator('details').count()).toBe(1);
    // Success, redirect and error each have their colour; client and server errors share red.
    const [ok, redirect, client, , , server] = await rows.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(new Set([ok, redirect, client]).size).toBe(3);
    expect(server).toBe(client);
    await context.close();
  });

  it('keeps a long identifier and long allowed values inside a phone-wide page', async () => {
    const { context, page } = await open(390, 'light');
    await visit(page, `${bare.url}/api-reference/#operation/listJobs`);
    const { scroll, inner } = await pageWidth(page);
    expect(scroll, (await overflowing(page)).join(', ')).toBeLessThanOrEqual(inner);
    await page.screenshot({ path: path.join(shots, 'api-bare-390.png'), fullPage: true });
    await context.close();
  });
});

// Long names as public documents have them (test/fixtures/openapi-defects, long-names.yaml: Twilio's
// operations named by a long path, Discord's long paths, a tag name without a space): at a phone's,
// a laptop's and a wide screen's width, nothing leaves its column or the window.
describe('long paths and tag names (test/fixtures/openapi-defects)', () => {
  let defects: BuiltSite;
  beforeAll(async () => {
    defects = await buildAndServe(path.join(REPO, 'test/fixtures/openapi-defects'));
  }, 300_000);
  afterAll(() => defects?.close());

  for (const width of [390, 1280, 1600]) {
    it(`at ${width} px: operation titles and paths wrap in their column, a tag name in the sidebar (its full name its title)`, async () => {
      const { context, page } = await open(width, 'light');
      await visit(page, `${defects.url}/long-names/`);
      const { scroll, inner } = await pageWidth(page);
      expect(scroll, (await overflowing(page)).join(', ')).toBeLessThanOrEqual(inner);
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const op of document.querySelectorAll('section.api-operation')) {
          const samples = op.querySelector('.api-operation__samples')!.getBoundingClientRect();
          for (const part of op.querySelectorAll<HTMLElement>('.api-operation__title, .api-operation__path')) {
            const box = part.getBoundingClientRect();
            const column = part.closest('.api-operation__bar')!.getBoundingClientRect();
            if (box.right > column.right + 0.5) found.push(`${op.id}: ${part.className} ends at ${box.right}, its column at ${column.right}`);
            // Where the samples stand beside the title (two columns), the title stays left of them.
            const beside = samples.width > 0 && samples.left > column.left && samples.top < box.bottom && samples.bottom > box.top;
            if (beside && box.right > samples.left + 0.5) found.push(`${op.id}: ${part.className} runs under the samples`);
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
      if (width >= 996) {
        const tag = page.locator('.api-nav a.api-nav__tag').first();
        expect(await tag.getAttribute('title')).toBe('MessagingV1BrandRegistrationOtpVerificationAndOtherLongTagNamesWithoutSpaces');
        const [link, nav] = await Promise.all([tag.boundingBox(), page.locator('.api-nav').boundingBox()]);
        expect(link!.x + link!.width).toBeLessThanOrEqual(nav!.x + nav!.width + 0.5);
      }
      await page.screenshot({ path: path.join(shots, `long-names-${width}.png`) });
      await context.close();
    });
  }
});
