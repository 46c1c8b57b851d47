// The site shell of spec sections 2, 4, 8 and 9 in Chromium, on the `shell` fixture: layout,
// navbar kinds, docs navigation, mobile menu, animations, colour mode, stored state, versions and
// locales, loading and error states, prefetching, crashes, smooth hash scrolling, analytics.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, collectErrors } from '../helpers/browser.ts';
import { FIXTURES, copyFixture } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([buildAndServe(path.join(FIXTURES, 'shell')), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, options: { width?: number; context?: BrowserContext; init?: () => void } = {}): Promise<Page> {
  const context = options.context ?? (await browser.newContext({ viewport: { width: options.width ?? 1280, height: 700 } }));
  const page = await context.newPage();
  if (options.init) await page.addInitScript(options.init);
  await page.goto(site.url + path);
  await page.locator('button.color-mode-toggle:not([disabled])').first().waitFor();
  return page;
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('layout and navbar', () => {
  it('puts the skip link first in tab order, and it moves focus to the main content', async () => {
    const page = await open('/docs/intro');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('__main');
    const order = await page.evaluate(() => [...document.querySelectorAll('#__hubgen > *')].map((e) => e.className.split(' ')[0] || e.tagName));
    expect(order).toEqual(['skip-link', 'announcement-bar', 'navbar', 'main-wrapper', 'footer']);
  });

  it('renders every navbar item kind, right-aligned by default', async () => {
    const page = await open('/docs/guides/first');
    const nav = page.locator('nav.navbar');
    expect(await nav.getByRole('link', { name: 'Docs', exact: true }).getAttribute('href')).toBe('/docs/intro');
    expect(await nav.getByRole('link', { name: 'Sidebar' }).getAttribute('href')).toBe('/docs/intro');
    expect(await nav.locator('.navbar-html-item').textContent()).toBe('Raw HTML');
    const external = nav.getByRole('link', { name: /External/ });
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.locator('.navbar__items--right').getByRole('link', { name: /External/ }).count()).toBe(1);
    await nav.getByRole('button', { name: 'More' }).click();
    expect(await nav.getByRole('link', { name: 'Crash page' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'English' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: '2.0' }).count()).toBe(1);
  });

  it('reports the viewport mode: ssr in the server HTML, then desktop or mobile by width', async () => {
    const html = await (await fetch(`${site.url}/docs/intro`)).text();
    expect(html).toContain('data-viewport="ssr"');
    const page = await open('/docs/intro');
    expect(await page.getAttribute('nav.navbar', 'data-viewport')).toBe('desktop');
    await page.setViewportSize({ width: 900, height: 700 });
    await expect.poll(() => page.getAttribute('nav.navbar', 'data-viewport')).toBe('mobile');
  });

  it('hides the navbar when scrolling down past it, shows it scrolling up and near the top, and hides it on a hash jump', async () => {
    const page = await open('/docs/intro', { width: 1280 });
    await page.setViewportSize({ width: 1280, height: 300 });
    const hidden = () => page.locator('nav.navbar').evaluate((n) => n.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, 400);
    await expect.poll(hidden).toBe(true);
    await page.mouse.wheel(0, -100);
    await expect.poll(hidden).toBe(false);
    await page.mouse.wheel(0, 300);
    await expect.poll(hidden).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(hidden).toBe(false);
    await page.evaluate(() => {
      window.location.hash = '#section-4';
    });
    await expect.poll(hidden).toBe(true);
  });
});

describe('docs navigation', () => {
  it('highlights the active doc, expands its category, hides unlisted docs, shows breadcrumbs and previous/next', async () => {
    const page = await open('/docs/guides/first');
    const sidebar = page.locator('.doc-sidebar');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('First guide');
    expect(await sidebar.getByText('Secret guide').count()).toBe(0);
    expect((await fetch(`${site.url}/docs/guides/secret`)).status).toBe(200);
    // Home (an icon named 'Home page'), the category, then the page itself, not a link.
    expect(await page.locator('.breadcrumbs li').allTextContents()).toEqual(['', 'Guides', 'First guide']);
    expect(await page.locator('.breadcrumbs').getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    expect(await page.locator('.breadcrumbs [aria-current="page"]').evaluate((el) => [el.tagName, el.textContent])).toEqual(['SPAN', 'First guide']);
    expect(await page.locator('.pagination-nav__link--prev').getAttribute('href')).toBe('/docs/guides/intro');
    const caret = sidebar.getByRole('button', { name: "Collapse sidebar category 'Guides'" });
    await caret.click();
    await expect.poll(() => sidebar.getByText('First guide').isVisible()).toBe(false);
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Guides'" }).click();
    await expect.poll(() => sidebar.getByText('First guide').isVisible()).toBe(true);
  });

  it("fetches a closed category's children when it is first expanded, with a Retry when that fails", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    let failNext = true;
    const fetched: string[] = [];
    await context.route(/\/assets\/sidebar\/[0-9a-f]+\.json$/, async (route) => {
      fetched.push(new URL(route.request().url()).pathname);
      if (failNext) {
        failNext = false;
        await route.fulfill({ status: 503, body: 'unavailable' });
      } else await route.continue();
    });
    const page = await open('/docs/intro', { context });
    // The page's data and scripts hold the closed category as a stub naming the file of its
    // children, not the children themselves.
    const loaded = await page.evaluate(async () => {
      const data = document.getElementById('__hubgen_data')!.textContent!;
      // A plain doc's sidebar skeleton is a JSON file its data names; a doc with a chunk carries it there.
      const skeleton = (JSON.parse(data) as { sidebarUrl?: string }).sidebarUrl;
      const urls = [...document.querySelectorAll('link[rel=modulepreload], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')!);
      return [data, ...(await Promise.all([...urls, ...(skeleton ? [skeleton] : [])].map(async (u) => (await fetch(u)).text())))];
    });
    expect(loaded.join('\n')).toMatch(/"?label"?:"Guides",[^{}]*"?items"?:\[\],"?itemsUrl"?:"\/assets\/sidebar\/[0-9a-f]{12}\.json"/);
    expect(loaded.join('\n')).not.toMatch(/"?label"?:"First guide","?href"?:/); // as a sidebar entry (the navbar's has `to`)
    const sidebar = page.locator('.doc-sidebar');
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Guides'" }).click();
    await sidebar.getByRole('alert').getByText('This category could not be loaded.').waitFor();
    await sidebar.getByRole('button', { name: 'Retry' }).click();
    await sidebar.getByRole('link', { name: 'First guide' }).waitFor();
    expect(fetched).toHaveLength(2);
    expect(fetched[0]).toBe(fetched[1]);
    // Client navigation into the category: the new page's sidebar holds its own open path.
    await sidebar.getByRole('link', { name: 'First guide' }).click();
    await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toBe('First guide');
    await context.close();
  });

  it('animates collapsing with a duration from the content height, and in 1 ms when reduced motion is preferred', async () => {
    const page = await open('/docs/guides/first');
    const region = page.locator('.doc-sidebar .collapsible').first();
    // Content of a known height: 360 px, ten times Docusaurus's 36 px unit.
    await page.addStyleTag({ content: '.doc-sidebar .collapsible > * { display: none } .doc-sidebar .collapsible::before { content: ""; display: block; height: 360px }' });
    expect(await region.evaluate((el) => el.scrollHeight)).toBe(360);
    const recordTransitions = (el: Element) => {
      const seen: string[] = ((window as unknown as { __transitions: string[] }).__transitions = []);
      new MutationObserver(() => (el as HTMLElement).style.transition && seen.push((el as HTMLElement).style.transition)).observe(el, { attributes: true });
    };
    await region.evaluate(recordTransitions);
    await page.getByRole('button', { name: "Collapse sidebar category 'Guides'" }).click();
    // Docusaurus's getAutoHeightDuration for 360 px: round((4 + 15 × 10^0.25 + 10/5) × 10) = round(326.74).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions[0])).toBe('height 327ms ease-in-out');
    const reduced = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 700 } });
    const calm = await open('/docs/guides/first', { context: reduced });
    await calm.locator('.doc-sidebar .collapsible').first().evaluate(recordTransitions);
    await calm.getByRole('button', { name: "Collapse sidebar category 'Guides'" }).click();
    await expect.poll(() => calm.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions[0])).toBe('height 1ms ease-in-out');
    await reduced.close();
  });

  it('highlights the heading in view in the table of contents and gives headings direct links', async () => {
    const page = await open('/docs/intro');
    await page.setViewportSize({ width: 1280, height: 400 });
    expect(await page.getAttribute('#section-3 .hash-link', 'aria-label')).toBe('Direct link to Section 3');
    await page.evaluate(() => document.getElementById('section-5')!.scrollIntoView());
    await expect.poll(() => page.locator('.toc__link--active').textContent()).toBe('Section 5');
  });

  it('scrolls smoothly to a same-page hash link, and falls back to the 0.85-per-frame animation', async () => {
    const inView = (p: Page) => p.evaluate(() => {
      const top = document.getElementById('section-6')!.getBoundingClientRect().top;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
    });
    const page = await open('/docs/intro');
    await page.locator('article').getByRole('link', { name: 'the last section' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#section-6');
    await expect.poll(() => inView(page)).toBe(true);
    const fallback = await open('/docs/intro', {
      init: () => {
        // A browser without CSS smooth scrolling; count the fallback's animation steps.
        const supports = CSS.supports.bind(CSS);
        CSS.supports = ((property: string, value?: string) => (property === 'scroll-behavior' ? false : supports(property, value!))) as typeof CSS.supports;
        const scrollBy = window.scrollBy.bind(window);
        const w = window as unknown as { __steps: number[] };
        w.__steps = [];
        window.scrollBy = ((x: number, y: number) => {
          w.__steps.push(y);
          scrollBy(x, y);
        }) as typeof window.scrollBy;
      },
    });
    expect(await fallback.evaluate(() => CSS.supports('scroll-behavior', 'smooth'))).toBe(false);
    await fallback.locator('article').getByRole('link', { name: 'the last section' }).click();
    await expect.poll(() => inView(fallback)).toBe(true);
    // The target can be in view after the first frame's step; the next come on the frames after.
    const stepsSoFar = () => fallback.evaluate(() => (window as unknown as { __steps: number[] }).__steps);
    await expect.poll(async () => (await stepsSoFar()).length).toBeGreaterThan(1);
    const steps = await stepsSoFar();
    // Each frame covers 0.85 of the remaining distance, so each step is 0.15 of the one before.
    expect(steps[1] / steps[0]).toBeCloseTo(0.15, 1);
  });
});

describe('mobile', () => {
  it('opens a slide-in menu with the docs sidebar and a back button, and locks page scrolling while open', async () => {
    const page = await open('/docs/guides/first', { width: 390 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await menu.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await menu.getByRole('link', { name: 'First guide' }).count()).toBe(1);
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await menu.getByRole('link', { name: 'Docs', exact: true }).count()).toBe(1);
    // The dropdown holding the active route starts expanded.
    expect(await menu.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

describe('state kept in the browser', () => {
  it('defaults to light, toggles to dark, remembers it without a flash, and keeps the toggle disabled until mounted', async () => {
    const html = await (await fetch(`${site.url}/docs/intro`)).text();
    expect(html).toMatch(/<button type="button" class="color-mode-toggle" disabled=""/);
    const context = await browser.newContext();
    const page = await open('/docs/intro', { context });
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.locator('button.color-mode-toggle').click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await storage(page, 'theme')).toBe('dark');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstTheme?: string }).__firstTheme = document.documentElement.dataset.theme;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __firstTheme?: string }).__firstTheme)).toBe('dark');
    await context.close();
  });

  it('with respectPrefersColorScheme, starts from the system setting and cycles system → light → dark → system', async () => {
    const root = await copyFixture('shell');
    const configFile = path.join(root, 'site.config.ts');
    const config = await fs.readFile(configFile, 'utf8');
    await fs.writeFile(configFile, config.replace('analytics:', 'colorMode: { respectPrefersColorScheme: true },\n  analytics:'));
    const system = await buildAndServe(root);
    try {
      const context = await browser.newContext({ colorScheme: 'dark' });
      const page = await context.newPage();
      await page.goto(`${system.url}/docs/intro`);
      const toggle = page.locator('button.color-mode-toggle:not([disabled])');
      await toggle.waitFor();
      const state = async () => [await page.getAttribute('html', 'data-theme'), await toggle.getAttribute('data-mode'), await storage(page, 'theme')];
      expect(await state()).toEqual(['dark', 'system', null]);
      await toggle.click();
      expect(await state()).toEqual(['light', 'light', 'light']);
      await toggle.click();
      expect(await state()).toEqual(['dark', 'dark', 'dark']);
      await toggle.click();
      expect(await state()).toEqual(['dark', 'system', null]);
      // System mode follows the operating system as it changes.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
      await context.close();
    } finally {
      await system.close();
    }
  });

  it('closes the announcement bar for good, and shows it again when the announcement id changes', async () => {
    const context = await browser.newContext();
    const page = await open('/docs/intro', { context });
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    await page.reload();
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('hubgen.announcement.id', 'release-1'));
    await page.reload();
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    expect(await page.locator('.announcement-bar').textContent()).toContain('Version 2 is out.');
    await context.close();
  });

  it('keeps working when browser storage throws, with a warning', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto(`${site.url}/docs/intro`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await page.locator('button.color-mode-toggle').click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(warnings.filter((w) => w.includes('Browser storage is unavailable'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('versions and locales', () => {
  it('links the version dropdown to the same doc in another version, or to that version main doc', async () => {
    const page = await open('/docs/intro');
    await page.getByRole('button', { name: '2.0' }).click();
    expect(await page.getByRole('link', { name: '1.0' }).getAttribute('href')).toBe('/docs/1.0/intro');
    const guide = await open('/docs/guides/first');
    await guide.getByRole('button', { name: '2.0' }).click();
    expect(await guide.getByRole('link', { name: '1.0' }).getAttribute('href')).toBe('/docs/1.0/intro');
  });

  it('remembers the preferred version per docs plugin, and forgets one the site no longer has', async () => {
    const context = await browser.newContext();
    const page = await open('/docs/intro', { context });
    await page.getByRole('button', { name: '2.0' }).click();
    await page.getByRole('link', { name: '1.0' }).click();
    await page.locator('h1', { hasText: 'Introduction (1.0)' }).waitFor();
    expect(await storage(page, 'docs-preferred-version-default')).toBe('1.0');
    await page.goto(`${site.url}/crash`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await expect.poll(() => page.locator('.navbar__items--right > a.navbar__link').first().getAttribute('href')).toBe('/docs/1.0/intro');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.1'));
    await page.reload();
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await expect.poll(() => storage(page, 'docs-preferred-version-default')).toBe(null);
    await context.close();
  });

  it('links the locale dropdown to the same page in each locale, keeping query string and hash', async () => {
    const page = await open('/docs/intro?tab=x#section-6');
    await page.getByRole('button', { name: 'English' }).click();
    expect(await page.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/docs/intro?tab=x#section-6');
    await page.getByRole('link', { name: 'Français' }).click();
    await page.locator('h1', { hasText: 'Introduction en français' }).waitFor();
    // Client navigation keeps the document: the router sets its language, as a load of the page does.
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    const fr = await (await fetch(`${site.url}/fr/docs/intro`)).text();
    expect(fr).toContain('<html lang="fr-FR"');
    expect(await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).getAttribute('href')).toBe('/fr/docs/intro');
    await page.goBack();
    await page.locator('h1', { hasText: /^Introduction$/ }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('leaves drafts out of the site', async () => {
    expect((await fetch(`${site.url}/docs/hidden/draft`)).status).toBe(404);
  });
});

describe('loading, errors and prefetching', () => {
  it('shows the spinner only once a navigation has taken 200 ms on the page clock, never for one done before', async () => {
    // The page's clock is Playwright's (page.clock): the spinner's 200 ms are run by the test, and each
    // route is held until the test releases it, so "done before 200 ms" and "still loading at 200 ms"
    // are orders of events, not durations of a real load.
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    try {
      await page.clock.install();
      await page.goto(`${site.url}/docs/intro`);
      await page.locator('button.color-mode-toggle:not([disabled])').first().waitFor();
      await page.evaluate(() => {
        (window as unknown as { __spinner: boolean }).__spinner = false;
        new MutationObserver(() => {
          if (document.querySelector('.loading-state')) (window as unknown as { __spinner: boolean }).__spinner = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const spinnerSeen = () => page.evaluate(() => (window as unknown as { __spinner: boolean }).__spinner);

      // Loaded when the clock has run 150 ms: no spinner, then or after (its timer was cleared).
      const first = await holdRoute(page, '**/docs/guides/first');
      await page.locator('article').getByRole('link', { name: 'first guide' }).click();
      await first.requested;
      await page.clock.runFor(150);
      await settle(page);
      first.release();
      await page.locator('h1', { hasText: 'First guide' }).waitFor();
      await page.clock.runFor(1000);
      await settle(page);
      expect(await spinnerSeen()).toBe(false);

      // Still loading at 199 ms: no spinner yet; at 200 ms the spinner; gone once the route is on screen.
      const crash = await holdRoute(page, '**/crash');
      await page.locator('nav.navbar').getByRole('button', { name: 'More' }).click();
      await page.getByRole('link', { name: 'Crash page' }).click();
      await crash.requested;
      await page.clock.runFor(199);
      await settle(page);
      expect(await spinnerSeen()).toBe(false);
      await page.clock.runFor(1);
      await page.locator('.loading-state').waitFor();
      crash.release();
      await page.locator('h1', { hasText: 'Crash page' }).waitFor();
      expect(await page.locator('.loading-state').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the error text and a Retry button when a route fails to load, and Retry recovers', async () => {
    const page = await open('/docs/intro');
    let fail = true;
    await page.route('**/docs/guides/first', (route) => (fail ? route.abort('connectionfailed') : route.continue()));
    await page.locator('article').getByRole('link', { name: 'first guide' }).click();
    const alert = page.getByRole('alert');
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await alert.textContent()).toContain('Failed to fetch');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('h1', { hasText: 'First guide' }).waitFor();
  });

  it('reloads the whole page, with a warning, when a route chunk fails to load', async () => {
    const page = await open('/docs/intro');
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);
    // A route with a chunk of its own (a plain doc has none: static-docs.test.ts), reached by a link.
    const html = await (await fetch(`${site.url}/crash`)).text();
    const chunk = /"chunk":"([^"]+)"/.exec(html)![1];
    await page.route(`**${chunk}`, (route) => route.abort());
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/crash', textContent: 'To the crash page' });
      document.querySelector('article')!.append(link);
    });
    await page.getByRole('link', { name: 'To the crash page' }).click();
    await expect.poll(() => documents).toBe(1);
    expect(warnings.join('\n')).toContain(`Failed to load ${chunk}`);
  });

  it('prefetches a route on hover, except on data-saver and 2g connections', async () => {
    for (const [connection, expected] of [[undefined, 1], [{ saveData: true }, 0], [{ effectiveType: 'slow-2g' }, 0]] as const) {
      const page = await open('/docs/intro', {
        init: connection ? new Function(`Object.defineProperty(navigator, 'connection', { value: ${JSON.stringify(connection)} })`) as () => void : undefined,
      });
      const fetched: string[] = [];
      page.on('request', (r) => r.url().endsWith('/docs/guides/first') && fetched.push(r.url()));
      await page.locator('article').getByRole('link', { name: 'first guide' }).hover();
      await page.waitForLoadState('networkidle');
      expect(fetched.length, JSON.stringify(connection)).toBe(expected);
    }
  });

  it('shows "This page crashed." with the cause chain, and Try again renders the page again', async () => {
    const page = await open('/crash');
    const errors = collectErrors(page);
    await page.getByRole('button', { name: 'Crash it' }).click();
    const crash = page.getByRole('alert');
    await crash.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    expect(await crash.locator('li').allTextContents()).toEqual(['The widget failed', 'Cause: Its data was missing']);
    expect(errors.join('\n')).toContain('The widget failed');
    await crash.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Crash it' }).waitFor();
  });

  it('names the configuration of a navbar item that fails to render', async () => {
    // Fault injection: the shipped site data is rewritten so reading the 'More' dropdown's entries throws.
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    await context.route(/\/assets\/chunks\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '{label:"More",position:"left",items:[',
        '{label:"More",position:"left",get items(){throw new Error("The menu entries could not be read")},unused:[',
      );
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    await page.goto(site.url + '/docs/intro');
    const crash = page.getByRole('alert');
    await crash.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    expect(await crash.locator('li').allTextContents()).toEqual([
      'The navbar item (type "dropdown", label "More") at navbar.items[2] in site.config.ts failed to render',
      'Cause: The menu entries could not be read',
    ]);
    await context.close();
  });
});

describe('analytics', () => {
  it('sends a page-view event with the page path on first load and on every route change', async () => {
    const page = await open('/docs/intro');
    const events = () => page.evaluate(() => ((window as unknown as { dataLayer: { event: string; page_path: string }[] }).dataLayer).filter((e) => e.event === 'page_view').map((e) => e.page_path));
    await expect.poll(events).toEqual(['/docs/intro']);
    await page.locator('article').getByRole('link', { name: 'first guide' }).click();
    await expect.poll(events).toEqual(['/docs/intro', '/docs/guides/first']);
  });
});

/** Holds the page's requests matching `pattern` until release(); `requested` resolves at the first one. */
async function holdRoute(page: Page, pattern: string): Promise<{ requested: Promise<void>; release(): void }> {
  let requested!: () => void;
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (requested = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: seen, release };
}

/** Lets React commit what the timers just run scheduled: its scheduler posts to a MessageChannel, which the page clock does not fake. */
function settle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}
