// Mermaid diagrams in Chromium (fixture mermaid), served with the Content-Security-Policy of the
// site's own _headers: a ```mermaid block is drawn as an SVG with its labels; its source is the page
// until then (and without JavaScript); the library loads only on a page with a diagram; a broken
// diagram shows mermaid's message in the page; the diagram follows the colour mode.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { copyFixture, hubgen, tempDir } from '../helpers/cli.ts';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { policyOf, serveWithHeaders } from '../hardening/serve-with-headers.ts';

let out: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  const root = await copyFixture('mermaid');
  out = path.join(await tempDir('hubgen-out-'), 'build');
  const [result, launched] = await Promise.all([hubgen(['build', '--root', root, '--out', out]), launchBrowser()]);
  browser = launched;
  if (result.exitCode !== 0) throw new Error(`build failed:\n${result.stderr}`);
  const policy = policyOf(await fs.readFile(path.join(out, '_headers'), 'utf8'));
  if (!policy) throw new Error('the build wrote no Content-Security-Policy');
  server = await serveWithHeaders(out, { 'Content-Security-Policy': policy });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page, recording every URL it requests and every policy violation it reports. */
async function open(pathname: string, options: { javaScriptEnabled?: boolean; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const errors = collectErrors(page);
  await page.goto(`${server.url}${pathname}`);
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { page, requests, errors, violations, close: () => context.close() };
}

/** The text of each node label of the page's diagrams. */
const labels = (page: Page) => page.locator('.mermaid svg .nodeLabel').allTextContents();

describe('mermaid diagrams in Chromium, under the site policy', () => {
  it('draws a flowchart as an SVG with its labels as text, with no policy violation or console error', async () => {
    const { page, requests, errors, violations, close } = await open('/docs/diagrams');
    await waitForHydration(page);
    await page.locator('.mermaid svg').waitFor();
    expect((await labels(page)).sort()).toEqual(['Ask for another card', 'Payment accepted?', 'Ship the order', 'Shopping cart']);
    // The source is no longer shown once the diagram is.
    expect(await page.locator('.mermaid code.language-mermaid').count()).toBe(0);
    // mermaid's stylesheet applies although the policy refuses inline styles: nodes are filled, not black.
    const fill = await page.locator('.mermaid svg .node rect').first().evaluate((rect) => getComputedStyle(rect).fill);
    expect(fill).not.toBe('rgb(0, 0, 0)');
    expect(requests.some((p) => /\/draw-diagram-[^/]*\.js$/.test(p))).toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the diagram source as a code block without JavaScript', async () => {
    const html = await fs.readFile(path.join(out, 'docs/diagrams.html'), 'utf8');
    expect(html).toMatch(/<code class="language-mermaid">flowchart LR\n {2}Cart\[Shopping cart\] --&gt; Checkout/);
    const { page, close } = await open('/docs/diagrams', { javaScriptEnabled: false });
    expect(await page.locator('.mermaid code.language-mermaid').innerText()).toContain('Cart[Shopping cart] --> Checkout{Payment accepted?}');
    expect(await page.locator('.mermaid svg').count()).toBe(0);
    await close();
  });

  it('loads no mermaid code on a page without a diagram', async () => {
    // The files of the lazily imported drawing module and the library: every asset that names mermaid
    // (the site's url is in every page's data: the fixture's names no mermaid).
    const assets = await fs.readdir(path.join(out, 'assets'), { recursive: true });
    const mermaidFiles = new Set<string>();
    for (const file of assets.filter((f) => f.endsWith('.js'))) {
      if ((await fs.readFile(path.join(out, 'assets', file), 'utf8')).includes('mermaid')) mermaidFiles.add(`/assets/${file.split(path.sep).join('/')}`);
    }
    expect(mermaidFiles.size).toBeGreaterThan(1);

    const { page, requests, errors, close } = await open('/docs/plain');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((p) => p.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => mermaidFiles.has(p))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a broken diagram as an error box with mermaid message, above its source, and the page goes on', async () => {
    const { page, errors, close } = await open('/docs/broken');
    await waitForHydration(page);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/could not be drawn[\s\S]*Parse error on line 3/i);
    expect(await page.locator('.mermaid code.language-mermaid').innerText()).toContain('A[Start --> B');
    expect(await page.getByText('The page goes on after the broken diagram.').isVisible()).toBe(true);
    expect(await page.locator('.mermaid svg').count()).toBe(0);
    // Nothing crashed: the page's own error screen is not shown.
    expect(await page.getByText('This page crashed').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('draws the diagram after a client navigation to its page, and leaves no stylesheet behind when the page is left', async () => {
    const { page, errors, close } = await open('/docs/plain');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('.doc-sidebar a', { hasText: 'Diagrams' }).first().click();
    await page.locator('.mermaid svg').waitFor();
    expect((await labels(page)).length).toBe(4);
    await page.locator('.doc-sidebar a', { hasText: 'Plain' }).first().click();
    await page.waitForURL('**/docs/plain');
    await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    await page.goBack();
    await page.locator('.mermaid svg').waitFor();
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('draws the diagram in the dark theme in dark mode and again when the mode is switched', async () => {
    const { page, errors, close } = await open('/docs/diagrams', { colorScheme: 'light' });
    await waitForHydration(page);
    const diagram = page.locator('.mermaid');
    const nodeFill = () => page.locator('.mermaid svg .node rect').first().evaluate((rect) => getComputedStyle(rect).fill);
    await expect.poll(() => diagram.getAttribute('data-mermaid-theme')).toBe('light');
    const light = await nodeFill();
    await page.locator('button.color-mode-toggle').click();
    await expect.poll(() => diagram.getAttribute('data-mermaid-theme')).toBe('dark');
    const dark = await nodeFill();
    expect(dark).not.toBe(light);
    expect(luminance(dark)).toBeLessThan(luminance(light));
    expect((await labels(page)).length).toBe(4);
    await page.locator('button.color-mode-toggle').click();
    await expect.poll(() => diagram.getAttribute('data-mermaid-theme')).toBe('light');
    expect(await nodeFill()).toBe(light);
    expect(await page.locator('.mermaid svg').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

/** Relative brightness of an `rgb(r, g, b)` colour, 0 to 255. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
