// Docusaurus theme components in Chromium (fixture docusaurus-components): Tabs synced by groupId
// and remembered across reloads, a queryString tab, Details, ThemedImage following the colour mode,
// and imports (`@site/…`, a Markdown partial, an npm component with its own React and CSS); a
// Docusaurus React page of src/pages hydrated.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, collectErrors } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  // A copy: the fixture's node_modules holds the npm component, which the build resolves from the site root.
  [site, browser] = await Promise.all([copyFixture('docusaurus-components').then(buildAndServe), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function hydrated(page: Page): Promise<void> {
  await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
}

/** The label of the selected tab in each tab list of the page, in order. */
const selectedTabs = (page: Page) => page.locator('.tabs [role="tab"][aria-selected="true"]').allTextContents();
/** The text of each visible tab panel, in order. */
const visiblePanels = (page: Page) => page.locator('.tabs__panel:not([hidden])').allInnerTexts();

describe('Docusaurus Tabs in Chromium', () => {
  it('syncs tabs that share a groupId, remembers the choice across a reload, and keeps others apart', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/tabs`);
    await hydrated(page);
    expect(await selectedTabs(page)).toEqual(['npm', 'npm', 'Linux']);
    expect(await visiblePanels(page)).toEqual([expect.stringContaining('npm install example'), 'Run with npm run.', 'Linux steps.']);

    await page.locator('.tabs').first().getByRole('tab', { name: 'Yarn' }).click();
    await expect.poll(() => selectedTabs(page)).toEqual(['Yarn', 'Yarn', 'Linux']);
    expect(await visiblePanels(page)).toEqual([expect.stringContaining('yarn add example'), 'Run with yarn run.', 'Linux steps.']);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => selectedTabs(page)).toEqual(['Yarn', 'Yarn', 'Linux']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the tab named in the query string, and writes the choice back to the URL', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/docs/tabs?os=mac`);
    await hydrated(page);
    await expect.poll(() => selectedTabs(page)).toEqual(['npm', 'npm', 'macOS']);
    await page.getByRole('tab', { name: 'Linux' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('os')).toBe('linux');
    expect(await visiblePanels(page)).toContain('Linux steps.');
    await page.close();
  });

  it('renders every panel on the server, the default one shown', async () => {
    const html = await fs.readFile(path.join(site.out, 'docs/tabs.html'), 'utf8');
    expect(html).toContain('npm install example');
    expect(html).toContain('yarn add example');
    expect(html).toMatch(/<button type="button" role="tab" class="code-tabs__tab" aria-selected="true" tabindex="0">npm<\/button>/);
  });
});

describe('Docusaurus components and imports in Chromium', () => {
  it('renders CodeBlock with its title, Admonition, TOCInline from the toc export, a partial and @site components', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/components`);
    await hydrated(page);
    expect(await page.locator('.code-block__title').textContent()).toBe('hello.js');
    expect(await page.locator('.code-block-titled pre').innerText()).toBe("console.log('hello');");
    expect(await page.locator('.admonition--warning .admonition__heading').textContent()).toBe('Mind the gap');
    expect(await page.locator('.toc-inline > ul > li > a').allTextContents()).toEqual(['Code', 'Boxes', 'Imports']);
    expect(await page.locator('.toc-inline ul ul a').allTextContents()).toEqual(['Images']);
    expect(await page.locator('article p', { hasText: 'paragraph from a partial' }).innerHTML()).toBe('A <strong>shared</strong> paragraph from a partial.');
    // A Markdown file link inside the partial leads to that doc's URL, as in a doc.
    expect(await page.locator('article a', { hasText: 'the tabs' }).getAttribute('href')).toBe('/docs/tabs');
    // The @site component hydrated (its state changes) with its CSS module's class applied.
    const greeting = page.getByRole('button', { name: /Hello, reader/ });
    await greeting.click();
    await expect.poll(() => greeting.textContent()).toBe('Hello, reader (1)');
    expect(await greeting.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
    // The npm component ran on hubgen's React (its own copy throws) and its stylesheet is linked.
    expect(await page.locator('.fancy-badge').evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens and closes Details', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/docs/components`);
    await hydrated(page);
    const content = page.locator('.details__content');
    expect(await content.isVisible()).toBe(false);
    await page.getByText('More about it').click();
    await expect.poll(() => content.isVisible()).toBe(true);
    await page.getByText('More about it').click();
    await expect.poll(() => content.isVisible()).toBe(false);
    await page.close();
  });

  it('shows the ThemedImage of the current colour mode and switches with it', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/docs/components`);
    await hydrated(page);
    const visibleSrc = () => page.locator('img.themed-image:visible').getAttribute('src');
    expect(await visibleSrc()).toBe('/img/light.svg');
    await page.locator('button.color-mode-toggle').click();
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await visibleSrc()).toBe('/img/dark.svg');
    await page.close();
  });

  it('links the CSS a route imports on that route only, also after client-side navigation', async () => {
    const tabs = await fs.readFile(path.join(site.out, 'docs/tabs.html'), 'utf8');
    expect(tabs.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    const page = await browser.newPage();
    await page.goto(`${site.url}/docs/tabs`);
    await hydrated(page);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Components' }).click();
    await page.locator('.fancy-badge').waitFor();
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(2);
    expect(await page.locator('.fancy-badge').evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await page.close();
  });
});

describe('a Docusaurus page of src/pages in Chromium', () => {
  it('hydrates without a mismatch, then reads the query string with useLocation; its Layout title is the document title', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/errors?code=2`);
    await hydrated(page);
    await expect.poll(() => page.locator('#error-text').textContent()).toBe('Error 2: Reducers may not dispatch actions.');
    expect(await page.title()).toBe('Error codes | Docusaurus Components');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("has one main landmark when the page brings its own <main>, after a client navigation too; the skip link leads to the page's content", async () => {
    const html = await fs.readFile(path.join(site.out, 'errors.html'), 'utf8');
    expect(html.match(/<main[\s>]/g)).toHaveLength(1);
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const mains = () => page.getByRole('main').count();
    await page.goto(`${site.url}/errors`);
    await hydrated(page);
    expect(await mains()).toBe(1);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Error codes');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('__main');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Error codes');
    // Client navigation from a doc (the layout's own main) to the page and back.
    await page.goto(`${site.url}/docs/tabs`);
    await hydrated(page);
    expect(await page.locator('main#__main').count()).toBe(1);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      document.body.append(Object.assign(document.createElement('a'), { id: 'to-errors', href: '/errors', textContent: 'Error codes' }));
    });
    await page.locator('#to-errors').click();
    await expect.poll(() => page.locator('#__main').evaluate((el) => el.tagName)).toBe('DIV');
    expect(await mains()).toBe(1);
    await page.goBack();
    await expect.poll(() => page.locator('#__main').evaluate((el) => el.tagName)).toBe('MAIN');
    expect(await mains()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

