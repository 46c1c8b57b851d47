// The `classic` template of create-docusaurus (test/fixtures/docusaurus-classic, see its NOTICE.md)
// after `hubgen init --from docusaurus`, in Chromium at 1280 and 390 px, light and dark: the home
// page laid out with Infima's classes as Docusaurus lays it out (the hero in the primary colour, the
// three features side by side on a wide screen and stacked on a phone), and the Footer the site
// swizzled (src/theme/Footer/index.js, the form `docusaurus swizzle` writes) on every page,
// around the theme's own, hydrated without a mismatch.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { copyFixture, hubgen } from '../helpers/cli.ts';

let browser: Browser;
let site: BuiltSite;

// The template's custom.css: --ifm-color-primary, light and dark.
const PRIMARY = { light: 'rgb(46, 133, 85)', dark: 'rgb(37, 194, 160)' };

/** The site's own npm package the template imports (clsx), as `npm install` would put it there. */
async function installClsx(root: string): Promise<void> {
  const dir = path.join(root, 'node_modules', 'clsx');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), '{ "name": "clsx", "version": "2.1.1", "main": "index.js" }\n');
  await fs.writeFile(path.join(dir, 'index.js'), "module.exports = function clsx(...args) {\n  return args.flatMap((a) => (typeof a === 'string' ? [a] : a && typeof a === 'object' ? Object.keys(a).filter((k) => a[k]) : [])).join(' ');\n};\nmodule.exports.clsx = module.exports;\nmodule.exports.default = module.exports;\n");
}

beforeAll(async () => {
  const root = await copyFixture('docusaurus-classic');
  await installClsx(root);
  const init = await hubgen(['init', '--from', 'docusaurus', root]);
  expect(init.exitCode, String(init.stderr)).toBe(0);
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(root)]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function open(route: string, width: number, theme: 'light' | 'dark'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + route);
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
  return { page, errors };
}

const boxes = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));

describe('the classic template of create-docusaurus', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`lays its home page out as Docusaurus does, ${theme}: features side by side at 1280 px`, async () => {
      const { page, errors } = await open('/', 1280, theme);
      const hero = page.locator('header.hero');
      expect(await hero.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(PRIMARY[theme]);
      expect(await page.locator('.hero__title').evaluate((e) => getComputedStyle(e).textAlign)).toBe('center');
      const features = await boxes(page, '.row > .col');
      expect(features).toHaveLength(3);
      // One row: the same top, left to right, each a third of the row (col--4).
      expect(new Set(features.map((b) => Math.round(b.top))).size).toBe(1);
      expect(features[0].right).toBeLessThanOrEqual(features[1].left + 1);
      expect(features[1].right).toBeLessThanOrEqual(features[2].left + 1);
      for (const b of features) expect(b.width).toBeGreaterThan(300);
      expect(await page.locator('.col .text--center').first().evaluate((e) => getComputedStyle(e).textAlign)).toBe('center');
      // The template's `require('…svg').default` is a component (SVGR): each feature draws an <svg>.
      expect(await page.locator('.row > .col svg[role="img"]').count()).toBe(3);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`stacks the features at 390 px, ${theme}, the button in the hero`, async () => {
      const { page, errors } = await open('/', 390, theme);
      const features = await boxes(page, '.row > .col');
      expect(features).toHaveLength(3);
      expect(new Set(features.map((b) => Math.round(b.left))).size).toBe(1);
      expect(features[0].bottom).toBeLessThanOrEqual(features[1].top + 1);
      expect(features[1].bottom).toBeLessThanOrEqual(features[2].top + 1);
      const [button] = await boxes(page, '.hero .button--lg');
      expect(button.right).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('renders the swizzled Footer around the original on every page, at both widths and in both modes', async () => {
    for (const page of ['index.html', 'docs/intro.html', '404.html']) {
      const html = await fs.readFile(path.join(site.out, page), 'utf8');
      expect(html, page).toContain('<p class="site-note">Made with the classic template</p><footer class="footer footer--dark');
      expect(html, page).toContain('Built with Docusaurus.');
    }
    for (const [width, theme] of [[1280, 'light'], [390, 'dark']] as const) {
      const { page, errors } = await open('/docs/intro', width, theme);
      expect(await page.locator('.site-note').count()).toBe(1);
      const [note] = await boxes(page, '.site-note');
      const [footer] = await boxes(page, 'footer.footer');
      expect(note.bottom).toBeLessThanOrEqual(footer.top + 1);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("builds the template's blog, which its navbar links to: the list, a post, its authors and tags", async () => {
    const { page, errors } = await open('/', 1280, 'light');
    await page.locator('nav.navbar a', { hasText: 'Blog' }).first().click();
    await page.waitForURL(/\/blog$/);
    expect(await page.locator('article h2').allTextContents()).toEqual(['Welcome', 'First Blog Post']);
    await page.locator('article h2 a', { hasText: 'Welcome' }).click();
    await page.waitForURL(/\/blog\/welcome$/);
    expect(await page.locator('h1').textContent()).toBe('Welcome');
    expect(await page.locator('article').textContent()).toContain('Sébastien Lorber');
    expect(await page.locator('article a[href$="/blog/tags/facebook"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('ships Infima only as far as the site uses it', async () => {
    const css = await fs.readdir(path.join(site.out, 'assets')).then((files) => files.filter((f) => /^style-.*\.css$/.test(f)));
    const text = await fs.readFile(path.join(site.out, 'assets', css[0]), 'utf8');
    for (const used of ['.col--4', '.hero--primary', '.button--lg', '.padding-horiz--md', '.text--center']) expect(text).toContain(used);
    for (const unused of ['.col--7', '.alert--danger', '.avatar__photo', '.pills__item', '.margin-top--xl']) expect(text).not.toContain(unused);
  });
});
