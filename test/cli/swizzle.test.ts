// `hubgen swizzle` for every name of the theme's list (templates/theme-components.ts), through the
// binary: a wrapper of each (and a copy of each ejectable one) is written, and the site builds with
// all of them in place, its pages as the theme alone draws them, each override hubgen's layout does
// not render named in a warning. Earlier names (SearchBox) still work; a bad name is refused, with
// nothing written.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { THEME_COMPONENTS } from '../../templates/theme-components.ts';
import { copyFixture, hubgen, REPO } from '../helpers/cli.ts';

/** The rendered body of a page, chunk names aside (they follow the modules' contents). */
async function body(site: string, page: string): Promise<string> {
  const html = await fs.readFile(path.join(site, 'build', page), 'utf8');
  return html.slice(html.indexOf('<div id="__hubgen">'), html.indexOf('<script id="__hubgen_data"'));
}

describe('hubgen swizzle, every component', () => {
  let plain: string;
  beforeAll(async () => {
    plain = await copyFixture('basic');
    expect((await hubgen(['build', '--root', plain])).exitCode).toBe(0);
  });

  it('wraps every component, ejects every ejectable one, and the site builds and renders as before', async () => {
    const site = await copyFixture('basic');
    const names = THEME_COMPONENTS.map((c) => c.name);
    const wrapped = await hubgen(['swizzle', ...names, '--root', site]);
    expect(wrapped.stderr).toBe('');
    expect(wrapped.exitCode).toBe(0);
    const ejectable = THEME_COMPONENTS.filter((c) => c.eject).map((c) => c.name);
    if (ejectable.length) {
      const ejected = await hubgen(['swizzle', ...ejectable, '--eject', '--force', '--root', site]);
      expect(ejected.stderr).toBe('');
      expect(ejected.exitCode).toBe(0);
    }
    for (const c of THEME_COMPONENTS) {
      const base = path.join(site, 'src/theme', ...c.name.split('/'));
      const ext = c.eject ? path.extname(c.file) : c.kind === 'hook' ? '.ts' : '.tsx';
      const text = await fs.readFile(base + ext, 'utf8');
      if (c.eject) expect(text, c.name).toBe(await fs.readFile(path.join(REPO, 'templates', c.file), 'utf8'));
      else expect(text, c.name).toContain(`@theme-original/${c.name}`);
    }

    const build = await hubgen(['build', '--root', site]);
    expect(build.exitCode, String(build.stderr)).toBe(0);
    for (const c of THEME_COMPONENTS.filter((c) => c.use === 'import')) {
      expect(build.stderr, c.name).toContain(`warning @theme/${c.name} is replaced only where the site imports it`);
    }
    for (const page of ['index.html', 'docs/intro.html', '404.html']) expect(await body(site, page), page).toBe(await body(plain, page));
  });

  it("takes hubgen's earlier name for a component, and writes AnnouncementBar and SearchBar wrappers that build", async () => {
    const site = await copyFixture('basic');
    const result = await hubgen(['swizzle', 'SearchBox', 'AnnouncementBar', '--root', site]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(await fs.readFile(path.join(site, 'src/theme/SearchBar.tsx'), 'utf8')).toContain("import Original from '@theme-original/SearchBar';");
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
  });

  it('refuses unknown names and ejecting what is more than one file, all at once, writing nothing', async () => {
    const site = await copyFixture('basic');
    const notEjectable = THEME_COMPONENTS.find((c) => !c.eject)!.name;
    const result = await hubgen(['swizzle', 'Footer', 'DocItem/Fotter', notEjectable, '--eject', '--root', site]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('"DocItem/Fotter" is not a theme component hubgen lets a site replace');
    expect(result.stderr).toContain(`${notEjectable} cannot be ejected`);
    await expect(fs.access(path.join(site, 'src/theme'))).rejects.toThrow();
  });

  it('lists the components with no name', async () => {
    const result = await hubgen(['swizzle']);
    expect(result.exitCode).toBe(0);
    for (const c of THEME_COMPONENTS) expect(result.stdout).toMatch(new RegExp(`^${c.name.replace('/', '\\/')} `, 'm'));
  });
});
