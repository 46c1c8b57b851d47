// Docs are data: a doc whose MDX uses no component of its own ships as HTML and loads no script of
// its own, on first load and on client navigation, and still has working copy buttons and tabs; a
// doc with a component gets its module and hydrates. Real Chromium over a built fixture.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openRecordingScripts, ROUTE_CHUNK } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let built: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  const site = await copyFixture('basic');
  await fs.writeFile(
    path.join(site, 'content/docs/counter-button.tsx'),
    "import { useState } from 'react';\nexport default function CounterButton() {\n  const [n, setN] = useState(0);\n  return <button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n} times</button>;\n}\n",
  );
  await fs.writeFile(path.join(site, 'content/docs/counter.mdx'), "---\ntitle: Counter\nsidebar_position: 2\n---\n\nimport CounterButton from './counter-button.tsx';\n\nA doc with a component.\n\n<CounterButton />\n");
  [built, browser] = await Promise.all([buildAndServe(site), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await built?.close();
});

const open = (url: string) => openRecordingScripts(browser, `${built.url}${url}`);

describe('a doc without components of its own', () => {
  it('loads no script beyond the shared shell, the same set on every plain doc', async () => {
    const intro = await open('/docs/intro');
    const first = await open('/docs/guides/first');
    expect(intro.scripts.some((s) => s.includes('/assets/client-'))).toBe(true);
    expect(intro.scripts.filter((s) => ROUTE_CHUNK.test(s))).toEqual([]);
    expect(new Set(first.scripts)).toEqual(new Set(intro.scripts));
    // A doc with a component, by contrast, loads its own module.
    const counter = await open('/docs/counter');
    expect(counter.scripts.filter((s) => ROUTE_CHUNK.test(s))).toHaveLength(1);
    for (const p of [intro, first, counter]) {
      expect(p.errors).toEqual([]);
      await p.page.close();
    }
  });

  it('keeps its tabs and copy buttons working after hydration', async () => {
    const { page, errors } = await open('/docs/guides/first');
    const tabs = page.locator('.code-tabs').first();
    await expect.poll(() => tabs.getByRole('tabpanel', { name: 'JavaScript' }).isVisible()).toBe(true);
    await tabs.getByRole('tab', { name: 'curl' }).click();
    await expect.poll(() => tabs.getByRole('tabpanel', { name: 'curl' }).isVisible()).toBe(true);
    expect(await tabs.getByRole('tabpanel', { name: 'JavaScript' }).isVisible()).toBe(false);
    expect(await tabs.getByRole('tab', { name: 'curl' }).getAttribute('aria-selected')).toBe('true');
    // The choice is remembered: a fresh load shows curl first.
    await page.reload();
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await expect.poll(() => page.locator('.code-tabs').first().getByRole('tabpanel', { name: 'curl' }).isVisible()).toBe(true);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.code-block').filter({ visible: true }).first();
    const copy = block.locator('.copy-button');
    await block.hover(); // the button shows on hover
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('curl https://example.com');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is shown by client navigation with the shell kept, to and from a doc with a component', async () => {
    const { page, scripts, errors } = await open('/docs/intro');
    await page.evaluate(() => Object.assign(window, { __alive: true }));
    await page.getByRole('link', { name: 'first guide', exact: true }).click(); // in the doc's own text
    await page.waitForURL(/\/docs\/guides\/first#setup$/);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);
    expect(scripts.filter((s) => ROUTE_CHUNK.test(s))).toEqual([]);
    expect(await page.title()).toBe('First guide | Basic Site');

    await page.getByRole('link', { name: 'Counter', exact: true }).first().click();
    await page.waitForURL(/\/docs\/counter$/);
    const button = page.getByRole('button', { name: /Clicked \d+ times/ });
    await button.click();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked 2 times');
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);

    await page.getByRole('link', { name: 'Introduction', exact: true }).first().click();
    await page.waitForURL(/\/docs\/intro$/);
    await page.getByText('Welcome to the basic site.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is complete without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${built.url}/docs/guides/first`);
    expect(await page.getByRole('heading', { name: 'Setup' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Introduction', exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator('.code-tabs pre').first().textContent()).toContain("console.log('js')");
    await context.close();
  });
});
