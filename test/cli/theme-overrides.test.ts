// Overrides from a site's src/theme/ as Docusaurus lays them out, through the binary, in one build
// of test/fixtures/theme-overrides: a nested name in the folder form swizzle writes
// (DocItem/Footer/index.js), the site's MDXComponents.js (its components in MDX without an import)
// and MDXComponents/A.js (every doc's links, static docs included), a site's own module under
// src/theme (@theme/Banner), DocCardList and the docs and theme-common hooks a site's component
// calls. What hubgen cannot use as Docusaurus did (an override of a component the layout does not
// render, of a part hubgen has none of, two files for one name) is a located warning naming the file
// and why, and the build goes on.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { copyFixture, hubgen } from '../helpers/cli.ts';

let site: string;
let build: Result;
const page = (file: string) => fs.readFile(path.join(site, 'build', file), 'utf8');

beforeAll(async () => {
  site = await copyFixture('theme-overrides');
  build = await hubgen(['build', '--root', site]);
});

describe('overrides in src/theme/', () => {
  it('builds, with a located warning for each override hubgen cannot use as Docusaurus did', () => {
    expect(build.exitCode, String(build.stderr)).toBe(0);
    const stderr = String(build.stderr);
    expect(stderr).toContain(`${path.join(site, 'src/theme/BlogPostItem/index.js')} warning not used: hubgen has no @theme/BlogPostItem (part of Docusaurus's blog`);
    expect(stderr).toContain(`${path.join(site, 'src/theme/CodeBlock/index.js')} warning @theme/CodeBlock is replaced only where the site imports it: hubgen's layout does not render it`);
    expect(stderr).toContain(`${path.join(site, 'src/theme/Navbar/index.js')} warning not used: src/theme/Navbar.jsx is @theme/Navbar too, and is taken first`);
    expect(stderr.match(/ warning /g)).toHaveLength(3);
  });

  it('renders a nested override in the folder form on every doc, around the original', async () => {
    for (const doc of ['docs/intro.html', 'docs/guides/first.html']) expect(await page(doc), doc).toContain('<p class="doc-note">Was this page helpful?</p><nav class="pagination-nav"');
  });

  it("gives the site's MDX components to every doc without an import, and its link to every doc's links", async () => {
    const intro = await page('docs/intro.html');
    expect(intro).toContain('<span class="highlight" style="background-color:#25c2a0">highlighted</span>');
    expect(intro).toContain('<a href="/docs/guides/first" data-site-link="">a link</a>');
    // A doc of plain Markdown, which hubgen would otherwise draw without React.
    expect(await page('docs/guides/first.html')).toMatch(/<a [^>]*data-site-link=""/);
  });

  it("resolves DocCardList (the category's cards) and the docs and theme-common hooks on hubgen's data", async () => {
    expect(await page('docs/guides/intro.html')).toContain('<div class="card-grid generated-index"><a class="card" href="/docs/guides/first"><span class="card__title">First guide</span></a></div>');
    const facts = (await page('docs/intro.html')).match(/<p class="doc-facts">(.*?)<\/p>/)![1].replace(/<!-- -->/g, '');
    expect(facts).toBe('Introduction has 2 headings; its sidebar holds 2 items; the footer says Copyright Basic.');
  });

  it('takes <Name>.jsx before <Name>/index.js, and a site module of its own as @theme/<its name>', async () => {
    const intro = await page('docs/intro.html');
    expect(intro).toContain('<nav class="site-own-navbar">Acme</nav>');
    expect(intro).not.toContain('site-navbar"');
    const home = await page('index.html');
    expect(home).toContain('<div class="site-banner">Welcome</div>');
    expect(home).toContain('<div class="site-code">'); // CodeBlock, imported by the page: the override
  });
});
