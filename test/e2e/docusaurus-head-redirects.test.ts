// What a Docusaurus config adds to every page, and the plugins that make files (issue 40, item 6),
// after init, in Chromium: headTags, stylesheets and scripts in the head (and the site's
// Content-Security-Policy allowing exactly their origins), clientModules run in the browser (a
// script and a stylesheet), @docusaurus/plugin-client-redirects's redirects as pages that send the
// reader on, @docusaurus/plugin-ideal-image's <Image img={require(…)}> drawn.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { copyFixture, hubgen } from '../helpers/cli.ts';
import { serveDir } from '../helpers/static-server.ts';

let site: string;
let server: { url: string; close(): Promise<void> };
let browser: Browser;
let init: Awaited<ReturnType<typeof hubgen>>;

beforeAll(async () => {
  const browserStarting = launchBrowser();
  site = await copyFixture('docusaurus-head-redirects');
  init = await hubgen(['init', '--from', 'docusaurus', '--root', site]);
  const built = await hubgen(['build', '--root', site]);
  if (built.exitCode !== 0) throw new Error(`the project does not build after init:\n${built.stderr}`);
  server = await serveDir(path.join(site, 'build'));
  browser = await browserStarting;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(route: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Nothing leaves the machine: the scripts and stylesheets of other origins answer empty.
  await page.route(/^https:\/\//, (request) => request.fulfill({ status: 200, body: '' }));
  await page.goto(server.url + route);
  await waitForHydration(page);
  return { page, close: () => context.close() };
}

describe('head tags, client modules, redirects and ideal images after init', () => {
  it('carries them all, saying nothing is left out', () => {
    expect(init.exitCode).toBe(0);
    expect(init.stdout).not.toContain('Not carried over');
  });

  it('puts the head tags in every page, and the policy allows exactly their origins', async () => {
    const html = await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<link rel="preconnect" href="https://fonts.example.com">');
    expect(head).toContain('<link rel="stylesheet" href="https://fonts.example.com/inter.css">');
    expect(head).toContain('<script src="https://cdn.example.com/widget.js"></script>');
    expect(head).toContain('<script src="/js/local.js" defer></script>');
    const policy = await fs.readFile(path.join(site, 'build/_headers'), 'utf8');
    expect(policy).toContain("script-src 'self' https://cdn.example.com;");
    expect(policy).toContain("style-src 'self' https://fonts.example.com;");
    expect(policy).not.toContain('img-src');
  });

  it('runs the client modules in the browser and draws the ideal image', async () => {
    const { page, close } = await open('/docs/intro');
    expect(await page.evaluate(() => document.documentElement.dataset.clientModule)).toBe('ran');
    expect(await page.locator('.from-client-module').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)');
    expect(await page.evaluate(() => (window as unknown as { localScript?: boolean }).localScript)).toBe(true);
    const image = page.locator('main img[alt="A photo"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await close();
  });

  it('sends a reader of an old path on to the new one', async () => {
    for (const from of ['/docs/old-intro', '/start', '/begin/']) {
      const { page, close } = await open(from);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/intro');
      await close();
    }
    const redirect = await fs.readFile(path.join(site, 'build/docs/old-intro.html'), 'utf8');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(redirect).toContain('<link rel="canonical" href="https://head.example.com/docs/intro">');
  });
});
