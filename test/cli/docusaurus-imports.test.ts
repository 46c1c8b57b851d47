// What a Docusaurus page may import, through the binary, one tiny fixture site per kind: `.svg` as a
// React component (default import and `require().default`, as Docusaurus's SVGR gives it) while a
// Markdown image of an SVG stays an image (fixtures/docusaurus-svg).
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

describe('what a Docusaurus page imports', () => {
  it('.svg from code is a React component drawn inline with its props; a Markdown image of an SVG stays an <img>', async () => {
    const site = await copyFixture('docusaurus-svg');
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const home = await fs.readFile(path.join(site, 'build/index.html'), 'utf8');
    // import Logo from '@site/static/img/logo.svg': the root's attributes as props, then the caller's.
    expect(home).toContain('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="home-logo" viewBox="0 0 24 24" stroke-width="2" style="fill-rule:evenodd;--accent:#2e8555" role="img"><title>Acme logo</title><circle');
    // require('@site/static/img/mountain.svg').default, as the create-docusaurus template writes it.
    expect(home).toMatch(/<svg [^>]*width="120"[^>]*class="feature-svg"><path d="M0 200 L150 20 L300 200 Z"/);
    const doc = await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8');
    expect(doc).toMatch(/<svg [^>]*class="inline-icon" aria-label="check"><path d="M2 8l4 4 8-8"/);
    expect(doc).toMatch(/<img src="\/assets\/media\/diagram-[0-9a-f]+\.svg" alt="A diagram"\/>/);
  });
});
