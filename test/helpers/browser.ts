// Debian's Chromium driven by playwright-core, headless, with the flags this sandboxed machine needs.
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
