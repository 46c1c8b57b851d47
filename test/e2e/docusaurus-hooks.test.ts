// Docusaurus hooks and components a doc imports (fixture docusaurus-components, docs/hooks.mdx),
// built through the binary and run in Chromium: useBaseUrl puts the site's baseUrl in front,
// useDocusaurusContext gives siteConfig, BrowserOnly shows its fallback in the HTML and its child
// once hydrated, useHistory().push navigates on the client, and @theme/Mermaid's source is served
// and then drawn as a diagram. A page (src/pages/community.js) gets its title and description from
// @docusaurus/Head and its words from @docusaurus/Translate. Another (src/pages/modules.js) imports
// the rest of the client modules custom pages use: Interpolate, ExecutionEnvironment, useIsBrowser,
// isInternalUrl, useGlobalData, theme-common (useColorMode, ThemeClassNames), @theme/Heading,
// @theme/MDXContent, Docusaurus 2's @theme/Seo and Tabs as `docusaurus swizzle --eject Tabs` writes
// them (theme-common/internal's useTabs…), read in the HTML, without JavaScript and once hydrated.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser.ts';
import { copyFixture, hubgen } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([copyFixture('docusaurus-components').then(buildAndServe), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('Docusaurus hooks in a doc, in the built HTML', () => {
  it('renders useDocusaurusContext, useBaseUrl, the BrowserOnly fallback and the Mermaid source on the server', async () => {
    const html = await fs.readFile(path.join(site.out, 'docs/hooks.html'), 'utf8');
    expect(html).toContain('<span id="site-name">Docusaurus Components<!-- --> at <!-- -->/</span>');
    expect(html).toContain('<img id="light-image" alt="Light" src="/img/light.svg"/>');
    expect(html).toContain('<span id="browser-only">Only in the browser</span>');
    expect(html).not.toContain('Drawn in');
    expect(html).toContain('<div class="mermaid"><div class="mermaid__diagram" hidden=""></div><div class="code-block"><pre tabindex="0"><code class="language-mermaid">graph TD; Start --&gt; Finish</code>');
  });

  it('puts the baseUrl in front with useBaseUrl and gives it in siteConfig, on a site under /sub/', async () => {
    const root = await copyFixture('docusaurus-components');
    const config = path.join(root, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace("url: '", "baseUrl: '/sub/',\n  url: '"));
    // ThemedImage's sources are written as root paths, which a site under /sub/ refuses: not this test's subject.
    await fs.rm(path.join(root, 'content/docs/components.mdx'));
    const build = await hubgen(['build', '--root', root]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const html = await fs.readFile(path.join(root, 'build/docs/hooks.html'), 'utf8');
    expect(html).toContain('<img id="light-image" alt="Light" src="/sub/img/light.svg"/>');
    expect(html).toContain('<span id="site-name">Docusaurus Components<!-- --> at <!-- -->/sub/</span>');
  });
});

describe('Docusaurus hooks in a doc, in Chromium', () => {
  it('shows the BrowserOnly child once hydrated, draws the Mermaid diagram, and useHistory().push navigates on the client', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/hooks`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await expect.poll(() => page.locator('#browser-only').textContent()).toBe('Drawn in /docs/hooks');
    await page.locator('.mermaid[data-mermaid-theme="light"] .mermaid__diagram svg').waitFor();
    expect(await page.locator('.mermaid .mermaid__diagram svg').textContent()).toContain('Finish');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('#to-tabs').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/tabs');
    await page.locator('.tabs').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('@docusaurus/Head and @docusaurus/Translate in a page', () => {
  it('give the title and description, the default messages with their values, in the HTML and once hydrated', async () => {
    const html = await fs.readFile(path.join(site.out, 'community.html'), 'utf8');
    expect(html).toContain('<title>Community of builders | Docusaurus Components</title>');
    expect(html).toContain('<meta name="description" content="Where the builders meet">');
    expect(html).toContain('<h1>Community</h1><p id="welcome">Welcome, <b>you</b>!</p><a id="join" aria-label="Join 1200 builders" href="/docs/hooks">Join 1200 builders</a>');
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/community`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    expect(await page.title()).toBe('Community of builders | Docusaurus Components');
    expect(await page.locator('#welcome').textContent()).toBe('Welcome, you!');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the other Docusaurus client modules in a page (src/pages/modules.js)', () => {
  const main = async (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  it('renders them all on the server, with the default colour mode and useIsBrowser false', async () => {
    const page = await fs.readFile(path.join(site.out, 'modules.html'), 'utf8');
    // Docusaurus 2's @theme/Seo gives the description, as PageMetadata (which replaced it) does.
    expect(page).toContain('<meta name="description" content="Every Docusaurus client module a custom page imports"');
    const html = await main(page);
    expect(html).toContain('<main class="container mdx-wrapper"><div id="themed" class="theme-doc-markdown"><h1>Docusaurus modules</h1>');
    expect(html).toContain('<p id="interpolated">Read <!-- -->3<!-- --> pages, starting with <a href="/docs/hooks">the hooks</a>.</p>');
    expect(html).toContain('<h2 id="getting-started">Getting <em>started</em><a class="hash-link" href="#getting-started" aria-label="Direct link to Getting started">#</a></h2>');
    expect(html).toContain('<p id="is-browser">Rendered on the server</p>');
    expect(html).not.toContain('id="environment"');
    expect(html).toContain('<span id="color-mode">The page is <!-- -->light<!-- -->.</span>');
    expect(html).toContain('<li><code>docs/tabs</code>: <!-- -->internal</li><li><code>https://example.com</code>: <!-- -->external<!-- -->, has a protocol</li><li><code>//cdn.example.com/x.js</code>: <!-- -->external<!-- -->, has a protocol</li>');
    expect(html).toContain('<p id="global-data">{}<!-- --> <!-- -->undefined<!-- --> <!-- -->{}</p><p id="mdx-content">Wrapped by MDXContent.</p>');
    // An ejected Tabs: useTabs, sanitizeTabsChildren and useScrollPositionBlocker of theme-common/internal.
    expect(html).toMatch(/<li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabs__item--active">npm<\/li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item">Yarn<\/li>/);
    expect(html).toContain('<div role="tabpanel">npm ci</div><div role="tabpanel" hidden="">yarn install</div>');
  });

  it('reads the same without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/modules`);
    expect(await page.locator('#interpolated').textContent()).toBe('Read 3 pages, starting with the hooks.');
    expect(await page.locator('#is-browser').textContent()).toBe('Rendered on the server');
    expect(await page.locator('#getting-started a.hash-link').getAttribute('href')).toBe('#getting-started');
    expect(await page.locator('#mdx-content').isVisible()).toBe(true);
    await context.close();
  });

  it('gives the reader\'s stored colour mode once hydrated, the default in the HTML, with no hydration mismatch', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/modules`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await expect.poll(() => page.locator('#color-mode').textContent()).toBe('The page is dark.');
    expect(await page.locator('#flip-color-mode').textContent()).toBe('Make it light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('flips useIsBrowser after hydration, follows the colour toggle with useColorMode, and lands on the Heading anchor', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/modules`);
    await page.locator('button.color-mode-toggle:not([disabled])').waitFor();
    await expect.poll(() => page.locator('#is-browser').textContent()).toBe('Running in the browser');
    // The hydration render saw false, as the server did: no mismatch.
    expect(await page.evaluate(() => (window as unknown as { isBrowserWhenHydrating?: boolean }).isBrowserWhenHydrating)).toBe(false);
    expect(await page.locator('#environment').textContent()).toBe('canUseDOM true, canUseEventListeners true, canUseIntersectionObserver true, canUseViewport true');
    await page.locator('#ejected-tabs [role="tab"]', { hasText: 'Yarn' }).click();
    await expect.poll(() => page.locator('#ejected-tabs [role="tabpanel"]:not([hidden])').textContent()).toBe('yarn install');
    // The page's setColorMode changes the site's mode, and the navbar's toggle shows it; the toggle changes what useColorMode gives.
    const toggle = page.locator('.navbar button.color-mode-toggle').first();
    await page.locator('#flip-color-mode').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.locator('#color-mode').textContent()).toBe('The page is dark.');
    await expect.poll(() => toggle.getAttribute('data-mode')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect.poll(() => page.locator('#color-mode').textContent()).toBe('The page is light.');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.locator('#getting-started a.hash-link').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#getting-started');
    expect(errors).toEqual([]);
    await page.close();
  });
});

// react-router-dom imported without being installed (Docusaurus brings it, so its sites may), and
// @docusaurus/router's Redirect (fixture docusaurus-router).
describe('react-router as a Docusaurus site uses it', () => {
  let routed: BuiltSite;
  beforeAll(async () => {
    routed = await buildAndServe(await copyFixture('docusaurus-router'));
  });
  afterAll(() => routed?.close());

  it("gives useLocation and withRouter over hubgen's router, in the HTML", async () => {
    const html = await fs.readFile(path.join(routed.out, 'where.html'), 'utf8');
    expect(html).toContain('<p id="hook">useLocation: <!-- -->/where</p>');
    expect(html).toContain('<p id="hoc">withRouter: <!-- -->/where</p>');
  });

  it('sends the reader on from a <Redirect>, a link to the target without JavaScript', async () => {
    const html = await fs.readFile(path.join(routed.out, 'old.html'), 'utf8');
    expect(html).toContain('<p>Redirecting to <a href="/docs/intro">/docs/intro</a>…</p>');
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${routed.url}/old`);
    await page.waitForURL(`${routed.url}/docs/intro`);
    expect(await page.locator('h1').innerText()).toContain('Introduction');
    expect(errors).toEqual([]);
    await page.close();
  });
});
