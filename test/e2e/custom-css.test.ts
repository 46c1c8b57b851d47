// theme.customCss in Chromium: a Docusaurus custom.css's Infima variables restyle the theme in both
// colour modes, the site's rules beat the theme's without !important (the theme is in a cascade
// layer), a url() to a static file is served under the site, and `serve --watch` reloads a saved
// stylesheet (fixtures/custom-css).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { copyFixture, writeWhole } from '../helpers/cli.ts';
import { startServe } from '../helpers/serve-process.ts';

const PINK = 'rgb(214, 51, 108)'; // --ifm-color-primary: #d6336c
const PINK_DARK_MODE = 'rgb(247, 131, 172)'; // [data-theme='dark'] --ifm-color-primary: #f783ac

let site: BuiltSite;
let browser: Browser;
let root: string;

beforeAll(async () => {
  root = await copyFixture('custom-css');
  [site, browser] = await Promise.all([buildAndServe(root), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(route: string, theme: 'light' | 'dark', url = site.url): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url + route);
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
  return { page, errors };
}

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);

describe('theme.customCss', () => {
  for (const [theme, primary, navbar] of [
    ['light', PINK, 'rgb(255, 240, 246)'],
    ['dark', PINK_DARK_MODE, 'rgb(43, 21, 32)'],
  ] as const) {
    it(`shows links and the active sidebar item in the site's --ifm-color-primary (${theme})`, async () => {
      const { page, errors } = await open('/docs/intro', theme);
      expect(await style(page, '.markdown a[href="/docs/second"]', 'color')).toBe(primary);
      expect(await style(page, '.menu__link--active', 'color')).toBe(primary);
      expect(await style(page, '.navbar', 'background-color')).toBe(navbar);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('takes the Infima fonts, and the site\'s rules win over more specific theme rules', async () => {
    const { page, errors } = await open('/docs/intro', 'light');
    expect(await style(page, 'body', 'font-family')).toMatch(/^Georgia, serif$/);
    expect(await style(page, '.markdown p > code', 'font-family')).toMatch(/^"Courier New", monospace$/);
    expect(await style(page, '.markdown p > code', 'font-size')).toBe('14.4px'); // 90% of 16 px
    // `code { border-color }` against the theme's `.markdown :not(pre) > code { border: … }`.
    expect(await style(page, '.markdown p > code', 'border-top-color')).toBe('rgb(0, 128, 0)');
    // extra.css, the second stylesheet of the list, with a url() to a file of static/.
    expect(await style(page, '.stamped', 'background-image')).toBe(`url("${site.url}/img/stamp.svg")`);
    expect((await fetch(`${site.url}/img/stamp.svg`)).status).toBe(200);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serve --watch applies a saved stylesheet', async () => {
    const watched = await copyFixture('custom-css');
    const serve = await startServe(['--watch', '--root', watched]);
    try {
      const { page } = await open('/docs/intro', 'light', serve.url);
      expect(await style(page, '.menu__link--active', 'color')).toBe(PINK);
      const css = path.join(watched, 'src/css/custom.css');
      const text = await fs.readFile(css, 'utf8');
      await serve.save(css, () => writeWhole(watched, css, text.replace('--ifm-color-primary: #d6336c;', '--ifm-color-primary: #2b8a3e;')));
      await expect.poll(() => style(page, '.menu__link--active', 'color')).toBe('rgb(43, 138, 62)');
      await page.context().close();
    } finally {
      await serve.stop();
    }
  });
});
