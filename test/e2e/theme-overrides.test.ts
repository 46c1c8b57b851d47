// Component overrides (src/theme/<Name>.tsx, `@theme-original/<Name>`) and `hubgen swizzle`, through
// the binary and in Chromium: a wrapped Footer on every page, hydrated without a mismatch; a Navbar
// replaced whole; `@theme/Footer` in a page; unknown names and existing files refused; an override
// added while `serve --watch` runs.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/build-site.ts';
import { copyFixture, hubgen } from '../helpers/cli.ts';
import { startServe } from '../helpers/serve-process.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const NOTE = '      <p className="site-note">Made by Acme</p>\n      <Original />';

describe('component overrides', () => {
  it('swizzle writes a wrapper of the Footer; edited, it is on every page around the original, and hydrates', async () => {
    const site = await copyFixture('basic');
    const swizzled = await hubgen(['swizzle', 'Footer', '--root', site]);
    expect(swizzled.stderr).toBe('');
    expect(swizzled.exitCode).toBe(0);
    const file = path.join(site, 'src/theme/Footer.tsx');
    const text = await fs.readFile(file, 'utf8');
    expect(text).toContain("import Original from '@theme-original/Footer';");
    await fs.writeFile(file, text.replace('      <Original {...props} />', NOTE));

    const built = await buildAndServe(site);
    try {
      for (const page of ['index.html', 'docs/intro.html']) {
        const html = await fs.readFile(path.join(built.out, page), 'utf8');
        expect(html, page).toContain('<p class="site-note">Made by Acme</p><footer class="footer');
        expect(html, page).toContain('Copyright Basic'); // the theme's own footer, wrapped
      }
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.goto(`${built.url}/docs/intro`);
      await waitForHydration(page);
      await page.locator('a.menu__link', { hasText: 'Guides' }).first().click(); // a client navigation
      await page.waitForURL(/\/docs\/guides\/intro$/);
      expect(await page.locator('.site-note').count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await built.close();
    }
  });

  it('replaces the Navbar whole, and @theme/Footer in a page is the override', async () => {
    const site = await copyFixture('basic');
    await fs.writeFile(path.join(site, 'content/pages/footer-demo.tsx'), "import Footer from '@theme/Footer';\nexport const meta = { title: 'Demo' };\nexport default function Demo() {\n  return <main><Footer /></main>;\n}\n");
    // Built once before: the bundle cache must not serve the bundle made without the overrides.
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    await fs.mkdir(path.join(site, 'src/theme'), { recursive: true });
    await fs.writeFile(path.join(site, 'src/theme/Navbar.jsx'), 'export default function Navbar() {\n  return <nav className="acme-nav">Acme</nav>;\n}\n');
    await fs.writeFile(path.join(site, 'src/theme/Footer.tsx'), "import Original from '@theme-original/Footer';\nexport default function Footer() {\n  return <div className=\"acme-footer\"><Original /></div>;\n}\n");
    const check = await hubgen(['check', '--root', site]);
    expect(check.stderr).toBe('');
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const intro = await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8');
    expect(intro).toContain('<nav class="acme-nav">Acme</nav>');
    expect(intro).not.toContain('class="navbar');
    const demo = await fs.readFile(path.join(site, 'build/footer-demo.html'), 'utf8');
    expect(demo.match(/class="acme-footer"/g)).toHaveLength(2); // the page's and the layout's
  });

  it('wraps the AnnouncementBar and the SearchBox (in the navbar and the phone menu), and they hydrate', async () => {
    const site = await copyFixture('basic');
    const config = path.join(site, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace('    items: [', "    items: [\n      { type: 'search', position: 'right' },"));
    await fs.mkdir(path.join(site, 'src/theme'), { recursive: true });
    await fs.writeFile(path.join(site, 'src/theme/AnnouncementBar.tsx'), "import Original from '@theme-original/AnnouncementBar';\nexport default function AnnouncementBar() {\n  return <div className=\"acme-announcement\">Acme news<Original /></div>;\n}\n");
    await fs.writeFile(path.join(site, 'src/theme/SearchBox.tsx'), "import Original from '@theme-original/SearchBox';\nexport default function SearchBox(props: { mobile?: boolean }) {\n  return <div className={props.mobile ? 'acme-search acme-search--mobile' : 'acme-search'}><Original {...props} /></div>;\n}\n");
    const built = await buildAndServe(site);
    try {
      const html = await fs.readFile(path.join(built.out, 'docs/intro.html'), 'utf8');
      expect(html).toContain('<div class="acme-announcement">Acme news');
      expect(html).toContain('<div class="acme-search"><div class="navbar__item search" role="search">');
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const errors = collectErrors(page);
      await page.goto(`${built.url}/docs/intro`);
      await waitForHydration(page);
      expect(await page.locator('.acme-announcement').count()).toBe(1);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.locator('.acme-search--mobile').waitFor();
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await built.close();
    }
  });

  it('refuses an unknown component with the known ones, and an existing file without --force', async () => {
    const site = await copyFixture('basic');
    const unknown = await hubgen(['swizzle', 'Foter', '--root', site]);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('"Foter" is not a theme component hubgen lets a site replace');
    expect(unknown.stderr).toContain('hint: Did you mean Footer? `hubgen swizzle` with no name lists them all.');
    expect((await hubgen(['swizzle', 'Navbar', '--root', site])).exitCode).toBe(0);
    const again = await hubgen(['swizzle', 'Navbar', '--root', site]);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('src/theme/Navbar.tsx error already exists; hubgen swizzle does not replace it');
    expect((await hubgen(['swizzle', 'Navbar', '--force', '--root', site])).exitCode).toBe(0);
  });

  it('serve --watch takes in an override added, edited and removed while it runs (the folder form swizzle writes)', async () => {
    const site = await copyFixture('basic');
    const serve = await startServe(['--watch', '--root', site]);
    const intro = async () => (await fetch(`${serve.url}/docs/intro`)).text();
    const override = (note: string) => `import Original from '@theme-original/Footer';\nexport default function Footer() {\n  return <><p className="site-note">${note}</p><Original /></>;\n}\n`;
    try {
      const file = path.join(site, 'src/theme/Footer/index.js');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await serve.save(file, () => fs.writeFile(file, override('Live')));
      expect(await intro()).toContain('<p class="site-note">Live</p>');
      await serve.save(file, () => fs.writeFile(file, override('Edited')));
      expect(await intro()).toContain('<p class="site-note">Edited</p>');
      await serve.save(file, () => fs.rm(file));
      const html = await intro();
      expect(html).not.toContain('site-note');
      expect(html).toContain('Copyright Basic');
    } finally {
      await serve.stop();
    }
  });
});
