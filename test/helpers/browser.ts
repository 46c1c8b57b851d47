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
