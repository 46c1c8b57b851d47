// What a Docusaurus page may import, through the binary, one tiny fixture site per kind: `.svg` as a
// React component (default import and `require().default`, as Docusaurus's SVGR gives it) while a
// Markdown image of an SVG stays an image (fixtures/docusaurus-svg); Sass as docusaurus-plugin-sass
// compiles it, with the site's own `sass` (fixtures/docusaurus-sass); Tailwind through the site's
// own PostCSS, set up as Tailwind's Docusaurus guide does (fixtures/docusaurus-tailwind); files as
// text through raw-loader prefixes (fixtures/docusaurus-raw-loader). The site's packages are
// installed from npm into the bench's scratch folder; where the registry cannot be reached, the
// tests that need them are skipped, saying so.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';
import { npmTool } from '../../bench/lib/npm-tool.mjs';
import { REGISTRY_UNREACHABLE } from '../helpers/npm-registry.ts';

/** Gives the site the npm packages its Docusaurus build would have; a reason to skip when npm cannot reach its registry. */
function installSitePackages(site: string, pkg: string, version: string, companions: string[] = []): Promise<string | undefined> {
  let dir: string;
  try {
    dir = npmTool(path.join(os.tmpdir(), 'hubgen-bench'), pkg, version, companions);
  } catch (error) {
    const message = (error as Error).message;
    if (REGISTRY_UNREACHABLE.test(message)) return Promise.resolve(`npm cannot reach its registry, so ${pkg} is not installed: ${message}`);
    throw error;
  }
  return fs.symlink(path.join(dir, 'node_modules'), path.join(site, 'node_modules')).then(() => undefined);
}

async function cssOf(out: string): Promise<string> {
  const assets = await fs.readdir(path.join(out, 'assets'));
  return (await Promise.all(assets.filter((f) => f.endsWith('.css')).map((f) => fs.readFile(path.join(out, 'assets', f), 'utf8')))).join('\n');
}

describe('what a Docusaurus page imports', () => {
  it('.svg from code is a React component drawn inline with its props; a Markdown image of an SVG stays an <img>; a PDF and /img/… from static/ are URLs', async () => {
    const site = await copyFixture('docusaurus-svg');
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const home = await fs.readFile(path.join(site, 'build/index.html'), 'utf8');
    // import Logo from '@site/static/img/logo.svg': the root's attributes as props, then the caller's.
    expect(home).toContain('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="home-logo" viewBox="0 0 24 24" stroke-width="2" style="fill-rule:evenodd;--accent:#2e8555" role="img"><title>Acme logo</title><circle');
    // require('@site/static/img/mountain.svg').default, as the create-docusaurus template writes it.
    expect(home).toMatch(/<svg [^>]*width="120"[^>]*class="feature-svg"><path d="M0 200 L150 20 L300 200 Z"/);
    // import guide from '/files/guide.pdf' and require('/img/photo.png').default: static/ files as URLs.
    expect(home).toMatch(/<a class="guide" href="\/assets\/media\/guide-[A-Z0-9]+\.pdf">/);
    expect(home).toMatch(/<img class="photo" src="\/assets\/media\/photo-[A-Z0-9]+\.png"/);
    expect(home).toContain('<p class="root-note">Found from the site root</p>'); // import Note from '/src/components/Note'
    const doc = await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8');
    expect(doc).toMatch(/<svg [^>]*class="inline-icon" aria-label="check"><path d="M2 8l4 4 8-8"/);
    expect(doc).toMatch(/<img src="\/assets\/media\/diagram-[0-9a-f]+\.svg" alt="A diagram"\/>/);
  });

  it('`!!raw-loader!` and `raw-loader!` imports are the file\'s text, in a doc (beside it, or @site/) and from require().default in a page', async () => {
    const site = await copyFixture('docusaurus-raw-loader');
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const doc = await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8');
    const text = doc.replace(/<[^>]+>/g, '');
    expect(text).toContain('def greet(name: str) -&gt; str:\n    return f&quot;Hello, {name} &lt;3&quot;');
    expect(text).toContain('example.py');
    expect(text).toContain('retries: 3\nregion: eu-west-1');
    const home = await fs.readFile(path.join(site, 'build/index.html'), 'utf8');
    expect(home).toContain('<pre class="deploy-script">#!/bin/sh\necho &quot;deploying&quot;\n</pre>');
  });

  it('Sass: a .scss customCss and a *.module.scss compiled with the site\'s own sass; without it, a located error saying what to install', async (context) => {
    const site = await copyFixture('docusaurus-sass');
    const init = await hubgen(['init', '--from', 'docusaurus', site]);
    expect(init.exitCode).toBe(0);
    expect(init.stdout).toContain('src/css/custom.scss is Sass, which hubgen compiles with the site\'s own sass package: npm install --save-dev sass');
    expect(init.stdout).not.toContain('docusaurus-plugin-sass');
    const without = await hubgen(['build', '--root', site]);
    expect(without.exitCode).toBe(1);
    expect(without.stderr).toMatch(/src\/(css\/custom|pages\/index\.module)\.scss:1:1 error .*is Sass, which the site's own "sass" package compiles .*: npm install --save-dev sass/);

    const skip = await installSitePackages(site, 'sass', '1.89.2');
    if (skip) return context.skip(skip);
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const css = await cssOf(path.join(site, 'build'));
    expect(css).toContain('--ifm-color-primary: #2e8555'); // custom.scss, its partial's variable
    expect(css).toContain('.hero .hero__title{color:#215f3d}'); // nesting and darken() compiled
    const banner = /class="(index_banner_[0-9a-f]+)"/.exec(await fs.readFile(path.join(site, 'build/index.html'), 'utf8'))?.[1];
    expect(banner).toBeDefined();
    expect(css).toContain(`.${banner}{border:2px solid #2e8555}`);
    expect(css).toContain(`.${banner}:hover{background:#2e8555}`);

    await fs.writeFile(path.join(site, 'src/css/custom.scss'), '@use \'colors\';\n\n.hero {\n  color: $undefined;\n}\n');
    const broken = await hubgen(['build', '--root', site]);
    expect(broken.exitCode).toBe(1);
    expect(broken.stderr).toContain('src/css/custom.scss:4:10 error Undefined variable.');
  }, 300_000);

  it('Tailwind as its Docusaurus guide sets it up: the site\'s CSS through its own tailwindcss and autoprefixer, from any folder', async (context) => {
    const site = await copyFixture('docusaurus-tailwind');
    expect((await hubgen(['init', '--from', 'docusaurus', site])).exitCode).toBe(0);
    const without = await hubgen(['build', '--root', site]);
    expect(without.exitCode).toBe(1);
    expect(without.stderr).toContain('tailwind.config.js:1:1 error the site\'s stylesheets go through PostCSS (as tailwind.config.js asks), and the site\'s own "postcss" package is not installed: npm install --save-dev postcss');

    const skip = await installSitePackages(site, 'tailwindcss', '3.4.17', ['postcss@8.5.6', 'autoprefixer@10.4.21']);
    if (skip) return context.skip(skip);
    const build = await hubgen(['build', '--root', site]); // run from hubgen's folder: Tailwind's globs are the site's
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const css = await cssOf(path.join(site, 'build'));
    expect(css).toContain('.text-3xl{font-size:1.875rem;line-height:2.25rem}'); // used by src/pages/index.js
    expect(css).toContain('@media(min-width:768px){.md\\:flex{display:flex}}');
    expect(css).toContain('.border-dashed{border-style:dashed}'); // used by docs/intro.mdx
    expect(css).toContain('.call-to-action{border-radius:.5rem;padding:.5rem 1rem}'); // @apply
    expect(css).not.toContain('.text-9xl'); // only the classes the site uses
    expect(css).not.toContain('@tailwind');
  }, 300_000);
});
