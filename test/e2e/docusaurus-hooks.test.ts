// Docusaurus hooks and components a doc imports (fixture docusaurus-components, docs/hooks.mdx),
// built through the binary and run in Chromium: useBaseUrl puts the site's baseUrl in front,
// useDocusaurusContext gives siteConfig, BrowserOnly shows its fallback in the HTML and its child
// once hydrated, useHistory().push navigates on the client, and @theme/Mermaid's source is served
// and then drawn as a diagram. A page (src/pages/community.js) gets its title and description from
// @docusaurus/Head and its words from @docusaurus/Translate.
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
