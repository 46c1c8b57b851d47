// Links as Docusaurus resolves them (issue 40, class 6), through the binary: init then build on
// fixtures/docusaurus-links, under baseUrl '/repo/': a link that already carries the baseUrl, a
// trailing slash in a doc and in the navbar and footer (`/docs/1.x/`, `trailingSlash: true`),
// `pathname:///files/report.pdf`, a static file with and without the base.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

describe('links of a Docusaurus site under a baseUrl', () => {
  it('resolve as Docusaurus resolves them, each to the page or file the reader lands on', async () => {
    const site = await copyFixture('docusaurus-links');
    expect((await hubgen(['init', '--from', 'docusaurus', '--root', site])).exitCode).toBe(0);
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const intro = await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8');
    const article = intro.slice(intro.indexOf('<article'), intro.indexOf('</article>'));
    expect(article).toContain('<a href="/repo/docs/guide">guide, with the base</a>');
    expect(article).toContain('<a href="/repo/docs/guide">guide with a slash</a>');
    expect(article).toContain('<a href="/repo/docs/1.x">1.x docs</a>');
    expect(article).toContain('<a href="/repo/files/report.pdf">report</a>');
    expect(article).toContain('<a href="/repo/files/report.pdf">report again</a>');
    expect(article).toContain('<a href="/repo/files/report.pdf">once more</a>');
    // The navbar's and footer's `to: '/docs/1.x/'` and `pathname://` href, at the page's own path.
    expect(intro).toMatch(/class="navbar__item navbar__link" href="\/repo\/docs\/1\.x">Docs 1\.x/);
    expect(intro).toMatch(/href="\/repo\/docs\/guide">Guide/);
    expect(intro).toMatch(/class="footer__link" href="\/repo\/files\/report\.pdf"/);
    expect(intro).not.toContain('pathname:');
    expect(await fs.readFile(path.join(site, 'build/docs/1.x.html'), 'utf8')).toContain('The 1.x docs.');
  });
});
