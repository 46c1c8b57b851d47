// A doc with a component ships its highlighted code blocks and plain prose once, in the page: the doc's own module
// carries no such markup (cli/mdx/rehype-static-code.ts), and the browser keeps the blocks from the
// HTML on first load and reads them from the fetched page on client navigation. Real Chromium over
// a built fixture: highlighted, copyable, hydration without errors, complete without JavaScript.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openRecordingScripts, ROUTE_CHUNK } from '../helpers/browser.ts';
import { copyFixture } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let built: BuiltSite;
let browser: Browser;

// Distinctive tokens, to find in the HTML and look for in the doc's module.
const SAMPLE = "const zebraTotal = await fetchZebras('striped');";
const INSIDE = 'npm install quokka-widgets';
const PROSE = 'The **platypus** ledger keeps _every_ `balance` in minor units, so totals never round.';
const PROSE_TEXT = 'The platypus ledger keeps every balance in minor units, so totals never round.';

beforeAll(async () => {
  const site = await copyFixture('basic');
  await fs.writeFile(
    path.join(site, 'content/docs/box.tsx'),
    "import type { ReactNode } from 'react';\nimport { useState } from 'react';\nexport default function Box({ children }: { children?: ReactNode }) {\n  const [n, setN] = useState(0);\n  return <section className=\"box\"><button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n} times</button>{children}</section>;\n}\n",
  );
  await fs.writeFile(
    path.join(site, 'content/docs/samples.mdx'),
    [
      '---', 'title: Samples', 'sidebar_position: 3', '---', '', "import Box from './box.tsx';", '',
      'A doc with a component and code.', '', PROSE, '', '- A list item long enough to ship as markup: wombat burrows.', '- [A link](https://example.com/aardvark) to another site, drawn as Link draws it.', '- [The first guide](/docs/guides/first) is a site path: the Link component follows the baseUrl.', '', '```js title="zebras.js" showLineNumbers', SAMPLE, 'console.log(zebraTotal);', '```', '',
      '<Box>', '', '```bash', INSIDE, '```', '', '</Box>', '',
    ].join('\n'),
  );
  [built, browser] = await Promise.all([buildAndServe(site), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await built?.close();
});

const open = (url: string) => openRecordingScripts(browser, `${built.url}${url}`);

const codeTexts = (page: Page) => page.locator('.code-block pre').allInnerTexts();

describe('code blocks and plain prose of a doc with a component', () => {
  it('come with the page, not with the doc module, and hydrate highlighted and working', async () => {
    const { page, scripts, errors } = await open('/docs/samples');
    const chunks = scripts.filter((s) => ROUTE_CHUNK.test(s));
    expect(chunks).toHaveLength(1);
    const chunk = await (await fetch(`${built.url}${chunks[0]}`)).text();
    expect(chunk).toContain('A doc with a component and code.'); // the prose is still the module's
    expect(chunk).not.toContain('zebraTotal');
    expect(chunk).not.toContain('quokka-widgets');
    expect(chunk).not.toContain('platypus');
    expect(chunk).not.toContain('wombat');
    expect(chunk).not.toContain('aardvark');
    expect(chunk).toContain('/docs/guides/first'); // a site path is the Link component's to render
    const html = await (await fetch(`${built.url}/docs/samples`)).text();
    expect(html).toContain('zebraTotal');

    await expect.poll(() => codeTexts(page)).toEqual([expect.stringContaining(SAMPLE), expect.stringContaining(INSIDE)]);
    expect(await page.getByText(PROSE_TEXT).isVisible()).toBe(true);
    expect(await page.locator('strong', { hasText: 'platypus' }).count()).toBe(1);
    expect(await page.getByText('wombat burrows').isVisible()).toBe(true);
    const link = page.getByRole('link', { name: 'A link' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // Highlighting, line numbers and the title bar as the server drew them.
    expect(await page.locator('.code-block pre .hljs-keyword').first().textContent()).toBe('const');
    expect(await page.locator('.code-block pre .code-line--numbered').count()).toBe(2);
    expect(await page.getByText('zebras.js').isVisible()).toBe(true);
    // The component around the second block is live, and the block stays.
    const button = page.getByRole('button', { name: /Clicked \d+ times/ });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked 1 times');
    expect((await codeTexts(page))[1].trim()).toBe(INSIDE);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.box .code-block');
    await block.hover();
    await block.locator('.copy-button').click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(INSIDE);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('are shown after client navigation, read from the fetched page', async () => {
    const { page, errors } = await open('/docs/intro');
    await page.evaluate(() => Object.assign(window, { __alive: true }));
    await page.getByRole('link', { name: 'Samples', exact: true }).first().click();
    await page.waitForURL(/\/docs\/samples$/);
    await expect.poll(() => codeTexts(page)).toEqual([expect.stringContaining(SAMPLE), expect.stringContaining(INSIDE)]);
    expect(await page.getByText(PROSE_TEXT).isVisible()).toBe(true);
    expect(await page.getByText('wombat burrows').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);
    // The site-path link navigates in the page, shell kept.
    await page.getByRole('link', { name: 'The first guide' }).click();
    await page.waitForURL(/\/docs\/guides\/first$/);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __alive?: boolean }).__alive)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('are complete without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${built.url}/docs/samples`);
    expect(await codeTexts(page)).toEqual([expect.stringContaining(SAMPLE), expect.stringContaining(INSIDE)]);
    expect(await page.getByText(PROSE_TEXT).isVisible()).toBe(true);
    await context.close();
  });
});
