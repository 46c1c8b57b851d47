// Debian's Chromium driven by playwright-core, headless, with the flags this sandboxed machine needs.
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page, type ConsoleMessage } from 'playwright-core';

export const CHROMIUM = process.env.HUBGEN_CHROMIUM ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'],
  });
}

/** Collects console errors and uncaught exceptions of a page, for "no console error" assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Hydration is done when the colour-mode toggle (disabled until mount) is enabled. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
}

/**
 * Whether the element with this id exists and was scrolled to: its top in the upper half of the
 * viewport, or in view with the page scrolled to its end (the last sections cannot go higher).
 */
export function idInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const el = document.getElementById(target);
    if (!el) return false;
    const top = el.getBoundingClientRect().top;
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return top >= 0 && (top < window.innerHeight / 2 || (atEnd && top < window.innerHeight));
  }, id);
}

/**
 * Scrolls to a section of an API reference (an operation, a schema) as a reader does, and waits
 * until its content is rendered: a reference renders an operation's content when it nears the
 * viewport (templates/api-reference/deferred.tsx).
 */
export async function scrollToSection(page: Page, id: string): Promise<void> {
  const section = page.locator(`[id="${id}"]`);
  await section.scrollIntoViewIfNeeded();
  await section.locator('hubgen-deferred[hidden], .api-deferred').waitFor({ state: 'detached' });
}

/**
 * Renders all of a reference, then goes back to where the URL's hash pointed (the top without one).
 * Content held back by hidden="until-found" is revealed the way find-in-page reveals it (a
 * `beforematch` event on each), in one go; a large reference's <noscript> parts are scrolled
 * through as a reader does (wheel first: a page opened at a deep link then stops holding its target
 * in view). Scrolling is what scrollToSection and the deferral tests exercise; here it only cost
 * time.
 */
export async function revealWholeReference(page: Page): Promise<void> {
  const hash = await page.evaluate(() => window.location.hash);
  await page.mouse.wheel(0, 1);
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const held of document.querySelectorAll('hubgen-deferred[hidden]')) held.dispatchEvent(new Event('beforematch'));
    const next = () => document.querySelector('hubgen-deferred[hidden], .api-deferred');
    for (let steps = 0; next() && steps < 2000; steps++) {
      next()!.scrollIntoView();
      await frame();
    }
  });
  await page.evaluate((hash) => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, hash);
}

/** A route's own chunk: assets/<file>-<hash of its source path>-<content hash>.js. */
export const ROUTE_CHUNK = /\/assets\/[\w-]+-[0-9a-f]{8}-[A-Z0-9]+\.js$/;

/** Opens a page, waits for hydration, and records every script it requests from then on and its errors. */
export async function openRecordingScripts(browser: Browser, url: string): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors = collectErrors(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, scripts, errors };
}

/** What axe finds serious or critical on the page (or in the part `include` selects). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(include ? { include: [[include]] } : document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  }, include);
}

/** Elements of the main content wider than the window (a layout that spills sideways). */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => `${el.tagName}.${el.className}`).slice(0, 5));
}
