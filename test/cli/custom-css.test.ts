// theme.customCss through the binary: a stylesheet that is not there is a config error at its line,
// and a url() in it that leads to no file fails the build's link check, as in the theme's CSS.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

describe('theme.customCss', () => {
  it('names a stylesheet that is not there at its line in site.config.ts', async () => {
    const site = await copyFixture('custom-css');
    await fs.rm(path.join(site, 'src/css/extra.css'));
    const result = await hubgen(['check', '--root', site]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/site\.config\.ts:7:\d+ error theme\.customCss\[1\]: no file src\/css\/extra\.css/);
    expect(result.stderr).toContain("hint: Give the stylesheet's path from the site root");
  });

  it('fails the build on a url() that leads to no file, and builds once it does', async () => {
    const site = await copyFixture('custom-css');
    await fs.rm(path.join(site, 'static/img/stamp.svg'));
    const broken = await hubgen(['build', '--root', site]);
    expect(broken.exitCode).toBe(1);
    expect(broken.stderr).toMatch(/img\/stamp\.svg/);
    await fs.writeFile(path.join(site, 'static/img/stamp.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const built = await hubgen(['build', '--root', site]);
    expect(built.stderr).toBe('');
    expect(built.exitCode).toBe(0);
  });

  it('puts the theme in the cascade layer hubgen and the site\'s stylesheets after it, unlayered', async () => {
    const site = await copyFixture('custom-css');
    await hubgen(['build', '--root', site]);
    const assets = await fs.readdir(path.join(site, 'build/assets'));
    const css = await fs.readFile(path.join(site, 'build/assets', assets.find((f) => /^style-.*\.css$/.test(f))!), 'utf8');
    const theme = css.indexOf('@layer hubgen{');
    const custom = css.indexOf('--ifm-color-primary: #d6336c');
    const extra = css.indexOf('.stamped{');
    expect(theme).toBeGreaterThanOrEqual(0);
    expect(custom).toBeGreaterThan(theme);
    expect(extra).toBeGreaterThan(custom);
  });
});
