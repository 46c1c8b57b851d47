// `hubgen serve --watch` as an author uses it: edit a doc and the open page changes in place; break
// the MDX and an overlay names the file and line; fix it and the page recovers.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture, writeWhole } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';

let site: string;
let serve: ServeProcess;
let browser: Browser;

beforeAll(async () => {
  site = await copyFixture('basic');
  [serve, browser] = await Promise.all([startServe(['--watch', '--root', site]), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
});

describe('serve --watch', () => {
  // When a test fails, what the server printed is the first thing to read.
  beforeEach(() => onTestFailed(() => console.error(`serve --watch output:\n${serve.output()}`)));

  it('shows an edit without a manual reload, keeps the page alive, and recovers from a broken save', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 500 } });
    await page.goto(`${serve.url}/docs/intro`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await page.evaluate(() => Object.assign(window, { __alive: true }));
    await page.evaluate(() => window.scrollTo(0, 120));
    const doc = path.join(site, 'content/docs/intro.mdx');
    const original = await fs.readFile(doc, 'utf8');

    await writeWhole(site, doc, original.replace('Welcome to the **basic** site.', 'Welcome to the **edited** site.'));
    await page.getByText('Welcome to the edited site.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
    await serve.waitFor(/rebuilt in [\d.]+ m?s: .*intro\.mdx → 1 page/);

    await writeWhole(site, doc, original + '\nBroken {oops\n');
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await overlay.waitFor();
    expect(await overlay.locator('.hubgen-overlay__location').textContent()).toMatch(/content\/docs\/intro\.mdx:21:\d+$/);
    expect(await overlay.textContent()).toContain('MDX syntax error');
    await serve.waitFor(/intro\.mdx:21:\d+ error MDX syntax error/);

    await writeWhole(site, doc, original.replace('Welcome to the **basic** site.', 'Welcome back to the **basic** site.'));
    await overlay.waitFor({ state: 'detached' });
    await page.getByText('Welcome back to the basic site.').waitFor();
    await page.close();
  });

  it('a browser that opens the page while the build is broken sees the overlay at once', async () => {
    const doc = path.join(site, 'content/docs/guides/first.mdx');
    const original = await fs.readFile(doc, 'utf8');
    await writeWhole(site, doc, original + '\n<div>\n');
    await serve.waitFor(/first\.mdx:\d+:\d+ error/);
    const page = await browser.newPage();
    await page.goto(`${serve.url}/docs/intro`);
    await page.getByRole('alertdialog', { name: 'Build error' }).waitFor();
    await writeWhole(site, doc, original);
    await page.getByRole('alertdialog', { name: 'Build error' }).waitFor({ state: 'detached' });
    await page.close();
  });
});
