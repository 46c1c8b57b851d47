// The marketplace developer hub as readers get it: every route of the spec, served by hubgen's
// server and by a stock nginx with the README's lines, and the two API reference pages in Chromium.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { launchBrowser, collectErrors, revealWholeReference, scrollToSection } from '../helpers/browser.ts';
import { REPO } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { startNginx } from '../helpers/nginx.ts';
import { SPEC_ENDPOINTS, SPEC_ROUTES, SITE_TITLE } from '../helpers/spec-routes.ts';

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(REPO), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * The Admin reference as the server sends it (scripts off), loaded once for the tests that only read
 * it: the page is large, and loading and hydrating it per test cost seconds each.
 */
let referenceHtmlPage: Promise<Page> | undefined;
function adminReferenceWithoutScripts(): Promise<Page> {
  referenceHtmlPage ??= (async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${site.url}/api-reference/`);
    return page;
  })();
  return referenceHtmlPage;
}

/** The Admin reference, hydrated, for the tests that choose a sample tab as a reader does (one load). */
let hydratedReferencePage: Promise<Page> | undefined;
function adminReferenceWithScripts(): Promise<Page> {
  hydratedReferencePage ??= (async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/api-reference/`);
    await hydrated(page);
    return page;
  })();
  return hydratedReferencePage;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
}

describe('the docs sidebar', () => {
  it('shows a category whose only page is its own as a plain link, with no caret to open nothing', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/docs/Themes/Liquid/intro`);
    await hydrated(page);
    const sidebar = page.locator('.doc-sidebar');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Liquid');
    // Themes › Liquid, Theme data and Notifications each hold one page, their own: links, no caret,
    // whether the page is theirs (Liquid) or not (the other two, closed categories before).
    for (const label of ['Liquid', 'Theme data', 'Notifications']) {
      expect(await sidebar.getByRole('button', { name: `Expand sidebar category '${label}'` }).or(sidebar.getByRole('button', { name: `Collapse sidebar category '${label}'` })).count(), label).toBe(0);
      expect(await sidebar.getByRole('link', { name: label, exact: true }).count(), label).toBe(1);
    }
    // A category with pages of its own keeps its caret.
    expect(await sidebar.getByRole('button', { name: "Collapse sidebar category 'Themes'" }).count()).toBe(1);
    expect(await sidebar.getByRole('button', { name: "Expand sidebar category 'Default theme'" }).count()).toBe(1);
    await page.close();
  });
});

describe('the shell on the real site', () => {
  const navbarActive = (page: Page) => page.locator('nav.navbar .navbar__link--active').allTextContents();

  // What the server HTML shows (the client renders the same, or hydration would report a mismatch):
  // no scripts to run makes these page loads cheap.
  const serverHtmlPage = async (viewport = { width: 1280, height: 800 }) => (await browser.newContext({ javaScriptEnabled: false, viewport })).newPage();

  it('marks active the navbar item whose section holds the page: Documentation on the API guides, Webhooks on its pages', async () => {
    const page = await serverHtmlPage();
    for (const [route, active] of [
      ['/docs/APIs/intro', ['Documentation']],
      ['/docs/APIs/developing-a-mobile-application', ['Documentation']],
      ['/docs/intro', ['Documentation']],
      ['/docs/Webhooks/understanding-webhook-events', ['Webhooks']],
      ['/docs/Themes/Liquid/intro', ['Themes']],
      ['/apis', ['APIs']],
    ] as const) {
      await page.goto(site.url + route);
      expect(await navbarActive(page), route).toEqual(active);
      expect(await page.locator('nav.navbar [aria-current="page"]').allTextContents(), route).toEqual(active);
    }
    await page.context().close();
  });

  it('shows the API Reference item as the internal link it is: no external icon, same tab, left to the client router', async () => {
    const page = await serverHtmlPage();
    await page.goto(`${site.url}/docs/intro`);
    const link = page.locator('nav.navbar').getByRole('link', { name: 'API Reference', exact: true });
    expect(await link.getAttribute('href')).toBe('/api-reference/');
    // No target and no rel="external": the router (templates/app/navigation.ts) takes such a click over.
    expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual([null, null]);
    expect(await link.locator('svg').count()).toBe(0);
    expect(await page.locator('nav.navbar').getByText('(opens in a new tab)').count()).toBe(0);
    // The footer's links to other sites still leave in a new tab.
    expect(await page.locator('footer').getByRole('link', { name: 'Help center' }).getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('shows breadcrumbs as Docusaurus does: home icon, categories, then the current page, not a link', async () => {
    const page = await serverHtmlPage();
    const crumbs = async () =>
      page.locator('.breadcrumbs li').evaluateAll((items) =>
        items.map((li) => {
          const link = li.querySelector('a');
          const current = li.querySelector('[aria-current="page"]');
          return `${link ? `link(${link.getAttribute('aria-label') ?? link.textContent} → ${link.getAttribute('href')})` : ''}${current ? `current(${current.textContent})` : ''}`;
        }),
      );
    await page.goto(`${site.url}/docs/intro`);
    expect(await crumbs()).toEqual(['link(Home page → /)', 'current(Introduction)']);
    await page.goto(`${site.url}/docs/APIs/intro`);
    expect(await crumbs()).toEqual(['link(Home page → /)', 'current(APIs)']);
    await page.goto(`${site.url}/docs/APIs/developing-a-mobile-application`);
    expect(await crumbs()).toEqual(['link(Home page → /)', 'link(APIs → /docs/APIs/intro)', 'current(Mobile application)']);
    await page.goto(`${site.url}/docs/Themes/Default/snippets`);
    expect(await crumbs()).toEqual(['link(Home page → /)', 'link(Themes → /docs/Themes/intro)', 'link(Default theme → /docs/Themes/Default/intro)', 'current(Snippets)']);
    await page.context().close();
  });

  it('highlights in the table of contents the heading just below the navbar, not the one before it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/docs/APIs/intro`);
    await hydrated(page);
    const active = () => page.locator('.toc .toc__link--active').textContent();
    // 'Rate limit' 40 px under the navbar's bottom edge: the first heading the reader sees.
    const place = (id: string, below: number) =>
      page.evaluate(
        ([target, gap]) => {
          const navbarBottom = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
          window.scrollBy(0, document.getElementById(target)!.getBoundingClientRect().top - navbarBottom - gap);
        },
        [id, below] as const,
      );
    await place('rate-limit', 40);
    await expect.poll(active).toBe('Rate limit');
    await place('rate-limit', 0);
    await expect.poll(active).toBe('Rate limit');
    // Lower than the screen's top half, it is not yet the one being read: the section before it is.
    await place('rate-limit', 450);
    await expect.poll(active).toBe('Responses and errors');
    await page.close();
  });

  it('on a phone (390×844): a collapsible "On this page", the whole site title, and a short bar and navbar', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/docs/APIs/intro`);
    await hydrated(page);
    const title = page.locator('.navbar__title');
    expect(await title.textContent()).toBe('Marketplace Platform Developers');
    // Nothing cut: the title's box holds all of its text.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    // The announcement bar and the navbar took 143 px of 844 before.
    expect(await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(112);
    expect(await page.locator('.toc').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'On this page' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Above the content: before the page title.
    const [toggleBox, titleBox] = [await toggle.boundingBox(), await page.locator('h1').boundingBox()];
    expect(toggleBox!.y + toggleBox!.height).toBeLessThanOrEqual(titleBox!.y);
    const entry = page.locator('.toc-mobile').getByRole('link', { name: 'Rate limit' });
    expect(await entry.isVisible()).toBe(false);
    await toggle.click();
    await entry.waitFor({ state: 'visible' });
    await entry.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#rate-limit');
    // At 1280 px the right-hand table of contents shows instead.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await toggle.isVisible()).toBe(false);
    expect(await page.locator('.toc').isVisible()).toBe(true);
    await page.close();
  });

  it('lays out / and /apis on one content column: sections aligned, cards filling their rows, URLs inside their cards, footer columns spread', async () => {
    for (const width of [1280, 390]) {
      const page = await serverHtmlPage({ width, height: 900 });
      for (const route of ['/', '/apis']) {
        await page.goto(site.url + route);
        const layout = await page.evaluate(() => {
          const box = (el: Element) => el.getBoundingClientRect();
          const contentRight = (el: Element) => box(el).right - parseFloat(getComputedStyle(el).paddingRight);
          const lastOfFirstRow = (items: Element[]) => Math.max(...items.filter((i) => Math.abs(box(i).top - box(items[0]).top) < 1).map((i) => box(i).right));
          const links = document.querySelector('.footer__links')!;
          return {
            // The hero title, every section title and every card grid start at the same x.
            starts: [...new Set([...document.querySelectorAll('main h1, main h2.section__title, main .card-grid')].map((el) => Math.round(box(el).left)))],
            // Space left at the right of each grid's first row (the right third stayed empty).
            gridGaps: [...document.querySelectorAll('main .card-grid')].map((grid) => Math.round(box(grid).right - lastOfFirstRow([...grid.children]))),
            codeOutside: [...document.querySelectorAll('main .card code')].filter((code) => box(code).right > contentRight(code.closest('.card')!) + 0.5).map((code) => code.textContent),
            footerGap: Math.round(box(links).right - lastOfFirstRow([...links.children])),
            footerColumnsInRow: [...links.children].filter((col) => Math.abs(box(col).top - box(links.children[0]).top) < 1).length,
          };
        });
        const at = `${route} at ${width}`;
        expect(layout.starts, at).toHaveLength(1);
        expect(layout.gridGaps.length, at).toBeGreaterThan(0);
        expect(layout.gridGaps, at).toEqual(layout.gridGaps.map(() => 0));
        expect(layout.codeOutside, at).toEqual([]);
        // Docusaurus's footer: the columns share the row (stacked on a phone), no empty right part.
        expect(layout.footerGap, at).toBe(0);
        expect(layout.footerColumnsInRow, at).toBe(width === 1280 ? 3 : 1);
      }
      await page.context().close();
    }
  });

  it('on a phone, keeps wide code inside its own scrolling box on every docs page', async () => {
    const page = await serverHtmlPage({ width: 390, height: 844 });
    let wide = 0;
    for (const route of SPEC_ROUTES.filter((r) => r.startsWith('/docs'))) {
      await page.goto(site.url + route);
      const found = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        blocks: [...document.querySelectorAll('main pre')].map((pre) => ({
          right: pre.getBoundingClientRect().right,
          wider: pre.scrollWidth > pre.clientWidth,
          overflow: getComputedStyle(pre).overflowX,
        })),
      }));
      expect(found.page, route).toBeLessThanOrEqual(390);
      for (const block of found.blocks) {
        expect(block.right, route).toBeLessThanOrEqual(390);
        if (block.wider) {
          wide++;
          expect(['auto', 'scroll'], route).toContain(block.overflow);
        }
      }
    }
    // The mobile-app guide's ASCII diagram is one of them.
    expect(wide).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('scroll positions', () => {
  it('are restored on back, forward and reload, and a new page starts at the top', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const onReference = /\/api-reference\/(#.*)?$/;
    await page.goto(`${site.url}/api-reference/`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(scrollY).toBe(1500);
    // A dispatched click: Playwright's own click first scrolls the sticky navbar link "into view",
    // which moves the page (a reader's click does not).
    await page.locator('.navbar').getByRole('link', { name: 'APIs', exact: true }).dispatchEvent('click');
    await page.waitForURL(`${site.url}/apis`);
    await expect.poll(scrollY).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(scrollY).toBe(300);

    await page.goBack();
    await page.waitForURL(onReference);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Admin API');
    await expect.poll(scrollY).toBe(1500);
    await page.goForward();
    await page.waitForURL(`${site.url}/apis`);
    await expect.poll(scrollY).toBe(300);
    await page.goBack();
    await page.waitForURL(onReference);
    await expect.poll(scrollY).toBe(1500);

    await page.reload();
    await hydrated(page);
    await expect.poll(scrollY).toBe(1500);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('hover prefetch', () => {
  it('never fetches a file link, and fetches a page whose prefetch failed only once', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/api-reference/`);
    await hydrated(page);
    const download = page.getByRole('link', { name: 'Download OpenAPI' });
    const away = page.locator('h1').first();
    for (let i = 0; i < 4; i++) {
      await download.hover();
      await away.hover();
    }
    // A failing page load: the first hover tries, later hovers do not.
    await page.route('**/apis', (route) => route.abort());
    const apis = page.locator('.navbar').getByRole('link', { name: 'APIs', exact: true });
    for (let i = 0; i < 3; i++) {
      await apis.hover();
      await away.hover();
    }
    await expect.poll(() => requested.filter((p) => p === '/apis').length).toBe(1);
    expect(requested.filter((p) => p.endsWith('.yaml'))).toEqual([]);
    await page.close();
  });
});

describe('every route of the spec', () => {
  it('is served with 200 and a "<page> | <site>" title by hubgen, and unknown paths get the 404 page', async () => {
    for (const route of SPEC_ROUTES) {
      const response = await fetch(site.url + route);
      expect(response.status, route).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
      expect(title, route).toMatch(new RegExp(`^\\S.* \\| ${SITE_TITLE}$`));
    }
    const missing = await fetch(`${site.url}/docs/APIs/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });

  it('is served the same way by a stock nginx with the README lines', async () => {
    const nginx = await startNginx(site.out);
    try {
      for (const route of SPEC_ROUTES) {
        const response = await fetch(nginx.url + route, { redirect: 'manual' });
        expect(response.status, route).toBe(200);
        expect(await response.text(), route).toContain('<div id="__hubgen">');
      }
      const missing = await fetch(`${nginx.url}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Page Not Found');
    } finally {
      await nginx.stop();
    }
  });
});

describe('the API reference pages', () => {
  it('list every method and path of both APIs (spec section 7) with its summary', async () => {
    for (const [id, route] of [['admin', '/api-reference/'], ['partners', '/partners-api-reference/']] as const) {
      const html = await (await fetch(site.url + route)).text();
      const sections = html.match(/<section class="api-operation" id="operation\/[\s\S]*?<\/section>/g) ?? [];
      const operations = sections.map((section) => ({
        endpoint: `${/class="method-badge[^"]*">([A-Z]+)</.exec(section)?.[1].replace('DEL', 'DELETE')} ${/<code class="api-operation__path">([^<]*)</.exec(section)?.[1]}`,
        summary: /<h3 class="api-operation__title"[^>]*>([\s\S]*?)<\/h3>/.exec(section)?.[1].replace(/<[^>]+>/g, '').trim() ?? '',
      }));
      expect(operations.map((o) => o.endpoint).sort(), id).toEqual([...SPEC_ENDPOINTS[id]].sort());
      for (const { endpoint, summary } of operations) expect(summary, endpoint).toMatch(/\w/);
    }
  });

  it('is complete with JavaScript disabled', async () => {
    const page = await adminReferenceWithoutScripts();
    // The Admin API's 56 endpoints of spec section 7, and the 21 schemas of openapi/admin.yaml.
    expect(await page.locator('section.api-operation').count()).toBe(56);
    expect(await page.locator('section.api-schema').count()).toBe(21);
    // The tabs need JavaScript: the sample shown is the default language's, whole.
    expect(await page.locator('#operation\\/createListing [data-sample="JavaScript"] code').textContent()).toContain("btoa('{key}:{key}')");
  });

  it('lays out and hydrates an operation far down only as the reader nears it, its content in the document all along (find-in-page finds it)', async () => {
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await fresh.goto(`${site.url}/api-reference/`);
    await hydrated(fresh);
    const last = fresh.locator('section.api-operation').last();
    const id = (await last.getAttribute('id'))!;
    const content = last.locator('hubgen-deferred');
    // React marks each element it has hydrated with a property of its own (__reactFiber$…).
    const hydratedByReact = (selector: string) => fresh.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
    const tabs = `[id="${id}"] [role=tab]`;
    expect(await hydratedByReact('.api-intro h1')).toBe(true);
    expect(await content.getAttribute('hidden')).toBe('until-found');
    expect(await content.locator('.api-operation__head').count()).toBe(1);
    expect(await content.locator('.api-operation__head').isVisible()).toBe(false);
    expect(await hydratedByReact(tabs)).toBe(false);
    await scrollToSection(fresh, id);
    expect(await content.getAttribute('hidden')).toBeNull();
    expect(await content.locator('.api-operation__head').isVisible()).toBe(true);
    await expect.poll(() => hydratedByReact(tabs)).toBe(true);
    // Hydrated, its tabs work: the second one shows its panel.
    const second = fresh.locator(tabs).nth(1);
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await fresh.close();
  });

  it('loads its scripts only once the first content is on screen, and the page then hydrates', async () => {
    const fresh = await browser.newPage();
    await fresh.goto(`${site.url}/api-reference/`);
    await hydrated(fresh);
    const timing = await fresh.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance.getEntriesByType('resource').filter((e) => /\/assets\/.*\.js$/.test(e.name) && !e.name.includes('/head-')).map((e) => e.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(2);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint!);
    await fresh.close();
  });

  it('loads its scripts all the same in a browser without paint timing, or where the first paint is never reported', async () => {
    // The head script's fallbacks (templates/app/load-after-paint.ts): no 'paint' entry type, then
    // the frame after the next; a paint entry that never comes, then at most 3 s after the start.
    const startsOfScripts = (page: Page) =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/.*\.js$/.test(e.name) && !e.name.includes('/head-')).map((e) => e.startTime));
    const noPaintTiming = await browser.newContext();
    await noPaintTiming.addInitScript(() => {
      // A browser without paint timing: observing it would fail (here: throw), so must not be tried.
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['resource'];
        constructor() {
          throw new Error('no paint timing in this browser');
        }
      } as unknown as typeof PerformanceObserver;
    });
    const first = await noPaintTiming.newPage();
    await first.goto(`${site.url}/docs/intro`);
    await hydrated(first);
    expect((await startsOfScripts(first)).length).toBeGreaterThan(0);
    await noPaintTiming.close();

    const paintNeverReported = await browser.newContext();
    await paintNeverReported.addInitScript(() => {
      // Paint timing claimed but silent: an observer that never calls back.
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      } as unknown as typeof PerformanceObserver;
    });
    const second = await paintNeverReported.newPage();
    await second.goto(`${site.url}/docs/intro`);
    await hydrated(second);
    const starts = await startsOfScripts(second);
    expect(starts.length).toBeGreaterThan(0);
    // Only the 3 s ceiling loaded them: nothing else would have.
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(3000);
    await paintNeverReported.close();
  });

  it('lands on a deep link, and a sidebar click scrolls there and updates the hash', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${site.url}/api-reference/#operation/deleteOrder`);
    await hydrated(page);
    await expect.poll(() => inViewport(page, '#operation\\/deleteOrder')).toBe(true);
    await page.locator('.api-nav').getByRole('link', { name: 'Reindex listings' }).click();
    await expect.poll(() => inViewport(page, '#operation\\/reindexListings')).toBe(true);
    await expect.poll(() => new URL(page.url()).hash).toBe('#operation/reindexListings');
    await expect.poll(() => page.locator('.api-nav__link--active').first().textContent()).toContain('Reindex listings');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches every sample to curl, fetching the code of that language in one request, and remembers it after a reload', async () => {
    // The page holds the code of the panels shown at load only: the other languages come in a file per language.
    const html = await (await fetch(`${site.url}/api-reference/`)).text();
    expect(html).toContain('data-static="operation/createListing/sample/JavaScript"');
    expect(html).not.toMatch(/data-static="[^"]+\/sample\/(curl|Node\.js)"/);
    const context = await browser.newContext();
    const page = await context.newPage();
    const codeFiles: string[] = [];
    page.on('request', (request) => request.url().includes('/assets/api-code/') && codeFiles.push(request.url()));
    await page.goto(`${site.url}/api-reference/`);
    await hydrated(page);
    const visible = (label: string) => page.locator(`[data-sample="${label}"]:not([hidden])`).count();
    const total = await page.locator('section.api-operation').count();
    expect(await visible('JavaScript')).toBe(total);
    expect(await page.locator('[role=tabpanel][hidden] code').count()).toBe(0);
    expect(codeFiles).toEqual([]);
    await scrollToSection(page, 'operation/listListings');
    await page.locator('#operation\\/listListings').getByRole('tab', { name: 'curl' }).click();
    // Operations not yet near the reader are not hydrated yet: each shows the choice once it is.
    await revealWholeReference(page);
    await expect.poll(() => visible('curl')).toBe(total);
    expect(await visible('JavaScript')).toBe(0);
    const curl = page.locator('#operation\\/createListing [data-sample="curl"] code');
    await expect.poll(() => curl.textContent()).toContain("curl -X POST 'https://your-store.example.com/api/v1/listings'");
    expect(await curl.locator('span.hljs-string').count()).toBeGreaterThan(0);
    expect(codeFiles).toHaveLength(1);
    // A response example of another status comes the same way.
    await scrollToSection(page, 'operation/getOrder');
    const order = page.locator('#operation\\/getOrder');
    await order.getByRole('tab', { name: '404' }).click();
    await expect.poll(() => order.locator('[data-sample="Response 404"] code').textContent()).toContain('"message": "Not found"');
    expect(codeFiles).toHaveLength(2);
    await page.reload();
    await hydrated(page);
    await revealWholeReference(page);
    await expect.poll(() => visible('curl')).toBe(total);
    await expect.poll(() => curl.textContent()).toContain("curl -X POST 'https://your-store.example.com/api/v1/listings'");
    await context.close();
  });

  it('says so in the panel when the code of a tab cannot be fetched', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/assets/api-code/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${site.url}/api-reference/#operation/listListings`);
    await hydrated(page);
    await scrollToSection(page, 'operation/listListings');
    const operation = page.locator('#operation\\/listListings');
    await operation.getByRole('tab', { name: 'curl' }).click();
    await expect.poll(() => operation.locator('[data-sample="curl"] [role=alert]').textContent()).toBe('Could not load this code (HTTP 503). Reload the page to try again.');
    await context.close();
  });

  it('generates a curl sample for GET /listings with the base path and basic auth, and lists its query parameters', async () => {
    const page = await adminReferenceWithScripts();
    const operation = page.locator('#operation\\/listListings');
    await scrollToSection(page, 'operation/listListings');
    await operation.getByRole('tab', { name: 'curl' }).click();
    // The code of a tab not shown at load is fetched on the click: wait for it (it failed once under load).
    const code = operation.locator('[data-sample="curl"] code');
    await expect.poll(() => code.textContent()).toContain('curl -X GET');
    const curl = (await code.textContent())!;
    // Optional query parameters without a documented example stay out of the sample (it sent
    // `status=string` before); the reader finds them in the parameter list beside it.
    expect(curl).toBe("curl -X GET 'https://your-store.example.com/api/v1/listings' \\\n  -u '{key}:{key}'");
    const parameters = await operation.locator('[data-parameter]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-parameter')));
    expect(parameters).toEqual(expect.arrayContaining(['admin_status', 'category_id', 'fields', 'on_homepage', 'order_type_id', 'status', 'user_id']));
  });

  it('gives POST /listings a Node.js sample whose body validates against the Listing schema', async () => {
    const page = await adminReferenceWithScripts();
    await scrollToSection(page, 'operation/createListing');
    await page.locator('#operation\\/createListing').getByRole('tab', { name: 'Node.js' }).click();
    const code = page.locator('#operation\\/createListing [data-sample="Node.js"] code');
    await expect.poll(() => code.textContent()).toContain('Buffer.from');
    const node = (await code.textContent())!;
    expect(node).toContain("Buffer.from('{key}:{key}').toString('base64')");
    const body = JSON.parse(/body: JSON\.stringify\(([\s\S]*?)\),\n\}\);/.exec(node)![1]);
    const ajv = new Ajv2020({ strict: false });
    const raw = await import('node:fs').then((fs) => fs.readFileSync(path.join(REPO, 'openapi/admin.yaml'), 'utf8'));
    const yaml = (await import('js-yaml')).default;
    ajv.addSchema(yaml.load(raw) as object, 'admin');
    const validate = ajv.compile({ $ref: 'admin#/components/schemas/Listing' });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body.title).toEqual(expect.any(String));
  });

  it('expands a nested field (Listing.shipping_methods) to show its children', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/api-reference/`);
    await hydrated(page);
    await scrollToSection(page, 'schema/Listing');
    const field = page.locator('#schema\\/Listing li[data-property="shipping_methods"]').first();
    const child = field.locator('li[data-property="carrier_alias"]');
    expect(await child.isVisible()).toBe(false);
    await field.locator('summary').first().click();
    await child.waitFor({ state: 'visible' });
    expect(await field.locator('li[data-property]').evaluateAll((els) => els.map((e) => e.getAttribute('data-property')))).toEqual(
      expect.arrayContaining(['id', 'carrier_alias', 'price', 'sort_priority', 'step_price', 'title']),
    );
    await page.close();
  });

  it('filters the sidebar by method, path or summary', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/api-reference/`);
    await hydrated(page);
    await page.getByPlaceholder('Filter by method, path or summary').fill('reindex');
    await expect.poll(() => page.locator('.api-nav .method-badge').count()).toBe(1);
    await page.getByPlaceholder('Filter by method, path or summary').fill('zzzz');
    await page.getByText('No operation matches').waitFor();
    await page.close();
  });

  it('shows each reference its own introduction after client navigations back and forth (Admin → Partners → Admin → Partners)', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const intro = page.locator('.api-description--intro');
    await page.goto(`${site.url}/api-reference/`);
    await hydrated(page);
    await expect.poll(() => intro.textContent()).toContain('The Admin API is for store owners');
    await page.locator('.announcement-bar').getByRole('link', { name: 'Read it' }).click();
    await page.waitForURL('**/partners-api-reference/');
    await expect.poll(() => intro.textContent()).toContain("The Partners API connects a vendor's own systems");
    await page.goBack();
    await page.waitForURL('**/api-reference/');
    await expect.poll(() => intro.textContent()).toContain('The Admin API is for store owners');
    // Partners again, now restored from the route cache, not fetched: it must not show Admin's text.
    await page.goForward();
    await page.waitForURL('**/partners-api-reference/');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Partners');
    expect(await intro.textContent()).toContain("The Partners API connects a vendor's own systems");
    expect(await intro.textContent()).not.toContain('The Admin API is for store owners');
    expect(await page.locator('#operation\\/listListings .api-description').first().textContent()).toContain('The reference also mentions filtering by user id');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders OpenAPI markdown as sanitised HTML (the Partners intro table) and links the download', async () => {
    const response = await fetch(`${site.url}/openapi/partners.yaml`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('openapi: 3.1.0');
    const html = await (await fetch(`${site.url}/partners-api-reference/`)).text();
    expect(html).toContain('href="/openapi/partners.yaml"');
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src="\/assets\/head-))/);

    // The error catalogue of spec section 8, as a table in the introduction.
    const page = await browser.newPage();
    await page.goto(`${site.url}/partners-api-reference/`);
    const table = page.locator('.api-intro table');
    expect(await table.count()).toBe(1);
    const cells = (row: string) => table.locator(row).evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent!.trim())));
    expect(await cells('thead tr')).toEqual([['Code', 'Meaning']]);
    expect(await cells('tbody tr')).toEqual([
      ['400', 'Some parameters are not correct'],
      ['401', 'Unauthorized; wrong credentials, check the base URL (without www)'],
      ['403', 'Forbidden; the server refuses'],
      ['404', "Not found (wrong endpoint or missing resource); messages include 'Error. No listing deleted.', 'Error. No variant deleted.', 'Error. No add-on deleted.', 'Collection not found'"],
      ['429', 'Too many requests; rate limit exceeded'],
      ['5xx', "Internal error; the provider's technical team is notified"],
    ]);
    await page.close();
  });
});

async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });
}

export type { BrowserContext };
