// `hubgen init --from docusaurus` through the binary, on a Docusaurus project whose config requires
// packages that are not installed, modules and JSON beside it, and computes values
// (fixtures/docusaurus-init); then `hubgen build` builds its docs as they are.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

describe('hubgen init --from docusaurus', () => {
  it('writes site.config.ts beside docusaurus.config.js without Docusaurus installed, says what it left out, and the docs build', async () => {
    const project = await copyFixture('docusaurus-init');
    const result = await hubgen(['init', '--from', 'docusaurus', 'website'], { cwd: project });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('✓ wrote website/site.config.ts from docusaurus.config.js');
    expect(result.stdout).toContain('packages not installed here, read as names only: docusaurus-plugin-not-installed, prism-react-renderer/themes/github, @acme/docusaurus-theme-search');
    expect(result.stdout).not.toContain('customCss'); // carried: theme.customCss below
    expect(result.stdout).toContain('themes: Docusaurus themes do not run in hubgen');
    expect(result.stdout).toContain('Next: hubgen build --root website');

    const written = await fs.readFile(path.join(project, 'website/site.config.ts'), 'utf8');
    const config = JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(written)![1]);
    expect(config).toMatchObject({
      title: 'Acme Tools', // from ./src/product.js
      tagline: 'Tiny tools',
      url: 'https://tools.example.com',
      baseUrl: '/',
      favicon: '/img/favicon.svg',
      navbar: {
        title: 'Acme Tools',
        logo: { src: '/img/logo.svg', alt: 'Logo' },
        items: [
          { type: 'doc', docId: 'intro', position: 'left', label: 'Docs' },
          { to: '/guides/install', label: 'Install', position: 'left' },
          { href: 'https://github.com/acme/tools', label: 'GitHub', position: 'right' },
        ],
      },
      footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Introduction', to: '/intro' }] }], copyright: `Copyright © ${new Date().getFullYear()} Acme.` },
      docs: { path: 'docs', routeBasePath: '/', sidebarPath: 'sidebars.js', editUrl: 'https://github.com/acme/tools/edit/main/website' },
      pages: { path: 'src/pages' }, // it exists: its pages are built at their paths
      theme: { customCss: './src/custom.css' }, // require.resolve('./src/custom.css') in the preset
    });

    const build = await hubgen(['build', '--root', path.join(project, 'website')]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const intro = await fs.readFile(path.join(project, 'website/build/intro.html'), 'utf8');
    expect(intro).toContain('<a href="/guides/install">install guide</a>');
    expect(intro).toContain('href="https://github.com/acme/tools/edit/main/website/docs/intro.md"'); // "Edit this page"

    expect(intro).toMatch(/<a class="menu__link[^"]*" href="\/guides\/install">Install<\/a>/);
    const assets = await fs.readdir(path.join(project, 'website/build/assets'));
    const style = await fs.readFile(path.join(project, 'website/build/assets', assets.find((f) => /^style-.*\.css$/.test(f))!), 'utf8');
    expect(style).toContain('.hero{color:red}'); // the project's custom.css, after the theme
    expect(await fs.readFile(path.join(project, 'website/build/index.html'), 'utf8')).toContain('<title>Acme Tools home | Acme Tools</title>');
  });

  it("carries Docusaurus's own defaults by version: anchors warned in 3.x, unchecked and MDX 1 in 2.x", async () => {
    for (const [core, anchors, mdx1] of [['^3.6.0', 'warn', undefined], ['^2.4.0', 'ignore', { mdx1Compat: true }]] as const) {
      const project = await copyFixture('docusaurus-init');
      await fs.writeFile(path.join(project, 'website/package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core } }));
      const result = await hubgen(['init', '--from', 'docusaurus', 'website'], { cwd: project });
      expect(result.exitCode, core).toBe(0);
      const written = await fs.readFile(path.join(project, 'website/site.config.ts'), 'utf8');
      const config = JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(written)![1]);
      expect(config.onBrokenAnchors, core).toBe(anchors);
      expect(config.markdown, core).toEqual(mdx1);
    }
  });

  it('refuses to replace an existing site.config.ts, and names the place of an error in the Docusaurus config', async () => {
    const project = await copyFixture('docusaurus-init');
    const website = path.join(project, 'website');
    expect((await hubgen(['init', '--from', 'docusaurus', '--root', website])).exitCode).toBe(0);
    const again = await hubgen(['init', '--from', 'docusaurus', '--root', website]);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('site.config.ts error site.config.ts already exists');
    expect(again.stderr).toContain('hint: Move it away first, or pass --force to replace it.');

    const file = path.join(website, 'docusaurus.config.js');
    await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace("tagline: 'Tiny tools',", "tagline: 'Tiny tools'"));
    const broken = await hubgen(['init', '--from', 'docusaurus', '--force', '--root', website]);
    expect(broken.exitCode).toBe(1);
    expect(broken.stderr).toMatch(/website\/docusaurus\.config\.js:12:5 error Expected "}" but found "url"/);
    expect(broken.stderr).not.toMatch(/\n\s+at /);

    const empty = await hubgen(['init', '--from', 'docusaurus', '--root', project]);
    expect(empty.exitCode).toBe(1);
    expect(empty.stderr).toContain('error no docusaurus.config.{ts,js,mjs} here');
    expect(empty.stderr).toContain('hint: Run it in the Docusaurus project folder');
  });

  it('with --force replaces an existing site.config.ts with the one it writes', async () => {
    const project = await copyFixture('docusaurus-init');
    const website = path.join(project, 'website');
    const target = path.join(website, 'site.config.ts');
    await fs.writeFile(target, "// the team's own config, hand-written\nexport default {};\n");
    const result = await hubgen(['init', '--from', 'docusaurus', '--force', '--root', website]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('✓ wrote');
    const written = await fs.readFile(target, 'utf8');
    expect(written).not.toContain("the team's own config");
    expect(JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(written)![1])).toMatchObject({ title: 'Acme Tools', docs: { path: 'docs' } });
  });

  it("carries the older versions of versions.json, each from its versioned_docs folder, at Docusaurus's URLs, and they build", async () => {
    const project = await copyFixture('docusaurus-init');
    const website = path.join(project, 'website');
    await fs.writeFile(path.join(website, 'versions.json'), JSON.stringify(['2.0', '1.0']));
    for (const version of ['2.0', '1.0']) {
      await fs.mkdir(path.join(website, `versioned_docs/version-${version}`), { recursive: true });
      await fs.writeFile(path.join(website, `versioned_docs/version-${version}/intro.md`), `---\ntitle: Intro ${version}\n---\n\nThe version${version.replace('.', '')} intro text.\n`);
      // A version holds the docs as they were, the page the navbar links to (/guides/install) too.
      await fs.cp(path.join(website, 'docs/guides'), path.join(website, `versioned_docs/version-${version}/guides`), { recursive: true });
    }
    const result = await hubgen(['init', '--from', 'docusaurus', '--root', website]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const config = JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(await fs.readFile(path.join(website, 'site.config.ts'), 'utf8'))![1]);
    // As Docusaurus: the first of versions.json is the last version, served at the docs' route.
    expect(config.docs.lastVersion).toBe('2.0');
    expect(config.docs.versions).toEqual({ older: [{ name: '2.0', path: 'versioned_docs/version-2.0' }, { name: '1.0', path: 'versioned_docs/version-1.0' }] });

    const build = await hubgen(['build', '--root', website]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    // routeBasePath '/': 2.0 at the root, 1.0 at /1.0/…, the current docs at /next/…
    const out = path.join(website, 'build');
    expect(await fs.readFile(path.join(out, '1.0/intro.html'), 'utf8')).toContain('The version10 intro text.');
    expect(await fs.readFile(path.join(out, 'intro.html'), 'utf8')).toContain('The version20 intro text.');
    const current = await fs.readFile(path.join(out, 'next/intro.html'), 'utf8');
    expect(current).toContain('Start with the');
    expect(current).not.toContain('The version');
  });
});
