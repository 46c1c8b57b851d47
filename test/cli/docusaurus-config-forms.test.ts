// Config forms real Docusaurus sites use (issue 40, items 6): `init --from docusaurus` then `build`,
// through the binary, on fixtures/docusaurus-config-forms: docs options inside a preset that wraps
// classic, a second docs plugin instance with its own route and sidebars, versions with their own
// sidebars (versioned_sidebars/, in Docusaurus 2's form with `version-1.0/` ids and names), a list
// nested among sidebar items, two docs at one path (a warning, the first keeps it), include/exclude,
// every navbar item type Docusaurus documents (and a custom one), customFields of any JSON, onBrokenLinks: 'log', a data: favicon,
// @docusaurus/remark-plugin-npm2yarn (hubgen's own: npm, Yarn and pnpm tabs). What init
// cannot carry is a line it prints; what it writes, build takes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

describe('init then build on the config forms Docusaurus documents', () => {
  let site: string;
  let init: Awaited<ReturnType<typeof hubgen>>;
  let build: Awaited<ReturnType<typeof hubgen>>;
  const page = (file: string) => fs.readFile(path.join(site, 'build', file), 'utf8');

  beforeAll(async () => {
    site = path.join(await copyFixture('docusaurus-config-forms'), 'website');
    init = await hubgen(['init', '--from', 'docusaurus', '--root', site]);
    build = await hubgen(['build', '--root', site]);
  }, 240_000);

  it('prints what it leaves out, and writes a config build takes', () => {
    expect(init.exitCode).toBe(0);
    expect(init.stdout).toContain('navbar.items[11].type: No NavbarItem component found for type "custom-iconLink" (left out)');
    expect(init.stdout).toContain('navbar.items[6].items[3]: unknown doc id "no-such-doc" (left out)');
    expect(init.stdout).toContain('customFields.greet: a function (left out)');
    expect(init.stdout).toContain('presets[0].docs.remarkPlugins: @docusaurus/remark-plugin-npm2yarn converters: a function (left out)');
    expect(init.stdout).not.toContain('docs.remarkPlugins: not carried');
    expect(init.stdout).toContain('docusaurus-preset-openapi (its docs options are carried)');
    expect(build.stderr).not.toContain('error');
    expect(build.exitCode).toBe(0);
  });

  it('builds each docs instance at its route, each version where Docusaurus serves it, with its own sidebars', async () => {
    // versions.json ['1.0']: 1.0 is the last version, at /docs/…; the current docs at /docs/next/….
    expect(await page('docs/intro.html')).toContain('The 1.0 intro.');
    expect(await page('docs/next/intro.html')).toContain('The next intro.');
    // versioned_sidebars/version-1.0-sidebars.json: old-only first.
    const sidebar = [...(await page('docs/intro.html')).matchAll(/class="menu__link[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
    expect(sidebar).toEqual(['/docs/old-only', '/docs/intro']);
    expect(await page('community/support.html')).toContain('Ask us.');
    // community/support-old.md has slug /support too: as Docusaurus's onDuplicateRoutes 'warn'.
    expect(build.stderr).toContain('community/support-old.md:1:1 warning route /community/support is also produced by community/support.md');
    expect(await page('community.html')).toContain('href="/community"');
    expect(await page('community.html')).toContain('href="/community/support"');
    // exclude: ['**/drafts/**']
    await expect(fs.stat(path.join(site, 'build/docs/next/drafts/wip.html'))).rejects.toThrow();
  });

  it('turns a ```bash npm2yarn block into npm, Yarn and pnpm tabs, as @docusaurus/remark-plugin-npm2yarn does', async () => {
    const html = await page('docs/next/guides/setup.html');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(tabs).toEqual(['npm', 'Yarn', 'pnpm']);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('npm install --save forms-sdk');
    expect(text).toContain('yarn add forms-sdk');
    expect(text).toContain('pnpm add forms-sdk');
  });

  it('resolves navbar items of another instance by docsPluginId, keeps customFields and the data: favicon', async () => {
    const html = await page('docs/intro.html');
    expect(html).toMatch(/<a class="navbar__item navbar__link" href="\/community">Community/);
    expect(html).toMatch(/<a class="navbar__item navbar__link" href="\/community\/support">Support/);
    expect(html).toContain('rel="icon" href="data:image/svg+xml,');
    const written = await fs.readFile(path.join(site, 'site.config.ts'), 'utf8');
    const config = JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(written)![1]);
    expect(config.customFields).toEqual({ maintainers: ['ana', 'bo'], limits: { rate: 40, burst: null } });
    expect(config.onBrokenLinks).toBe('log');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
    expect(config.docs).toHaveLength(2);
    expect(config.docs[1]).toMatchObject({ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' });
  });
});
