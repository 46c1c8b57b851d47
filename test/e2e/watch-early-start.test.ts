// `hubgen serve --watch` on a large site serves before its start has rendered every page (issue 18:
// a 10,000-page start took 40 s to its first page). Here a small site is made to behave like one:
// HUBGEN_EARLY_SERVE_ROUTES=0 serves it early, and its home page holds the only render worker until
// the test releases it (a file the test writes), so every other page is still unrendered when the
// test asks for it: the server must render it on request. What is served then must be what the
// finished start serves.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { copyFixture, tempDir, writeWhole } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';

let browser: Browser;
let serve: ServeProcess | undefined;

/**
 * A home page that blocks a render worker (never the main thread) until the file `release` exists:
 * the test says when the start's render may go on, instead of a duration standing for "not yet".
 */
const HELD_HOME = (release: string) => `export default function Home() {
  const threads = (globalThis as any).process?.getBuiltinModule?.('node:worker_threads');
  const fs = (globalThis as any).process?.getBuiltinModule?.('node:fs');
  if (threads && !threads.isMainThread) {
    while (!fs.existsSync(${JSON.stringify(release)})) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  return <div className="container"><h1>Basic home</h1></div>;
}
`;

/** The file whose existence lets the held render go on (outside the site: nothing watches it). */
let release: string;
beforeEach(async () => {
  release = path.join(await tempDir('hubgen-release-'), 'release');
});
const releaseRender = () => fs.writeFile(release, '');

async function slowSite({ extraDoc, baseUrl }: { extraDoc?: string; baseUrl?: string } = {}): Promise<string> {
  const site = await copyFixture('basic');
  await fs.writeFile(path.join(site, 'content/pages/index.tsx'), HELD_HOME(release));
  if (extraDoc) await fs.writeFile(path.join(site, 'content/docs/extra.mdx'), extraDoc);
  if (baseUrl) {
    const config = path.join(site, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace("url: 'https://basic.example.com',", `url: 'https://basic.example.com',\n  baseUrl: '${baseUrl}',`));
  }
  return site;
}

async function startEarly(site: string): Promise<ServeProcess> {
  process.env.HUBGEN_EARLY_SERVE_ROUTES = '0';
  process.env.HUBGEN_RENDER_THREADS = '1';
  try {
    return await startServe(['--watch', '--debug', '--root', site]);
  } finally {
    delete process.env.HUBGEN_EARLY_SERVE_ROUTES;
    delete process.env.HUBGEN_RENDER_THREADS;
  }
}

async function get(route: string): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(route, serve!.url));
  return { status: res.status, text: await res.text() };
}

/** A hydrated page, with its console errors and failed responses collected. */
async function openPage(url: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const problems = collectErrors(page);
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto(url);
  await waitForHydration(page);
  return { page, problems };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async ({ task }) => {
  if (serve && task.result?.state !== 'pass') console.error(`serve --watch output:\n${serve.output()}`);
  await serve?.stop();
  serve = undefined;
});

describe('serve --watch, a start served before its pages are rendered', () => {
  it('renders a page asked for before its turn, as the finished start serves it, and the page works', async () => {
    const site = await slowSite();
    serve = await startEarly(site);
    // Served while the render stage runs: its line comes later, and the author is told.
    expect(serve.output()).toMatch(/serving http:\S+ and watching for changes \(Ctrl\+C to stop\); rendering 5 pages in the background/);
    expect(serve.output()).toMatch(/\[files\]/);
    expect(serve.output()).not.toMatch(/\[render\]/);

    const early: Record<string, { status: number; text: string }> = {};
    for (const route of ['/docs/guides/first', '/docs/intro', '/', '/no/such/page']) early[route] = await get(route);
    expect(serve.output(), 'the worker still holds the home page').not.toMatch(/\[render\]/);
    expect(early['/docs/guides/first'].status).toBe(200);
    expect(early['/docs/guides/first'].text).toContain('More text.');
    expect(early['/'].text).toContain('Basic home');
    expect(early['/no/such/page'].status).toBe(404);
    expect(early['/no/such/page'].text).toContain('Page Not Found');

    // In a browser: the page hydrates with its assets, sidebar and client navigation.
    const { page, problems } = await openPage(`${serve.url}/docs/guides/first`, 1280);
    await page.locator('.doc-sidebar__nav a[href="/docs/intro"]').first().click();
    await page.waitForURL(`${serve.url}/docs/intro`);
    await page.getByText('Welcome to the basic site.').waitFor();
    expect(problems).toEqual([]);
    await page.close();

    // The start finishes: every page is served from its output, the same as rendered on request.
    expect(serve.output(), 'the worker still holds the home page').not.toMatch(/\[render\]/);
    await releaseRender();
    await serve.waitFor(/✓ rendered all \d+ pages in/, 60_000);
    expect(serve.output()).toMatch(/\[render\] \d+ pages, \d+ rendered on 1 worker thread/);
    for (const [route, before] of Object.entries(early)) expect(await get(route), route).toEqual(before);

    // Saves made after it are rebuilt as always.
    await serve.save('first.mdx', () => writeWhole(site, path.join(site, 'content/docs/guides/first.mdx'), '---\ntitle: First guide\n---\n\n## Setup\n\nThe quetzalnew text.\n'));
    expect((await get('/docs/guides/first')).text).toContain('The quetzalnew text.');
  }, 120_000);

  it('a start that fails after it is served keeps serving, says why, and a fix recovers', async () => {
    const site = await slowSite({ extraDoc: '---\ntitle: Extra\n---\n\nSee [the missing page](/docs/nowhere).\n' });
    serve = await startEarly(site);
    expect((await get('/docs/extra')).text).toContain('the missing page');
    await releaseRender();
    await serve.waitFor(/extra\.mdx:\d+:\d+ error broken link to \/docs\/nowhere/, 60_000);
    // Still serving every page, and a browser opening one is shown the problem.
    expect((await get('/docs/intro')).status).toBe(200);
    expect((await get('/docs/guides/first')).text).toContain('More text.');
    const { page } = await openPage(`${serve.url}/docs/intro`, 1280);
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('broken link to /docs/nowhere');
    await page.close();
    await serve.save('extra.mdx', () => writeWhole(site, path.join(site, 'content/docs/extra.mdx'), '---\ntitle: Extra\n---\n\nSee [the intro](/docs/intro).\n'));
    expect((await get('/docs/extra')).text).toContain('the intro');
  }, 120_000);

  it('serves under the baseUrl from the first request, pages and assets alike', async () => {
    const site = await slowSite({ baseUrl: '/sub/' });
    serve = await startEarly(site);
    expect(serve.output()).toMatch(/serving http:\/\/[^/\s]+\/sub\/ and watching/);
    expect(serve.output()).not.toMatch(/\[render\]/);
    expect((await get('/sub/docs/guides/first')).text).toContain('More text.');
    expect((await get('/docs/guides/first')).status).toBe(404);
    const { page, problems } = await openPage(`${serve.url}/sub/docs/intro`, 390);
    await page.getByText('Welcome to the basic site.').waitFor();
    expect(await page.locator('link[rel="stylesheet"]').first().getAttribute('href')).toMatch(/^\/sub\/assets\//);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes in a save to a folder the config names outside content/ made while the start renders', async () => {
    const site = await copyFixture('docusaurus-content');
    await fs.writeFile(path.join(site, 'src/pages/slow.tsx'), HELD_HOME(release));
    serve = await startEarly(site);
    const doc = path.join(site, 'docs/tools/overview.md');
    await writeWhole(site, doc, (await fs.readFile(doc, 'utf8')) + '\nPangolin tools.\n');
    expect(serve.output(), 'saved while the start renders').not.toMatch(/rendered all/);
    await releaseRender();
    await serve.waitFor(/✓ rendered all \d+ pages in/, 60_000);
    await serve.waitFor(/✓ rebuilt in [^\n]*overview\.md/, 30_000);
    expect((await get('/tools/overview')).text).toContain('Pangolin tools.');
  }, 120_000);

  it('stops at once on Ctrl+C while the start is still rendering, and exits 0', async () => {
    const site = await slowSite();
    serve = await startEarly(site);
    expect((await get('/docs/intro')).status).toBe(200);
    const output = serve.output;
    const code = await serve.stop();
    serve = undefined;
    expect(code).toBe(0);
    // It ended without waiting for the start's render stage (the held worker, never released) to finish.
    expect(output()).not.toMatch(/\[render\]/);
  });
});
