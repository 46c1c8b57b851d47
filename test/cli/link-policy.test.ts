// The broken-link policy (`onBrokenLinks`, `onBrokenAnchors`: 'throw' | 'warn' | 'ignore', default
// 'throw'), in `build` and `check` alike, through the real binary.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

let site: string;
let config: string;
const setPolicy = (original: string, policy: string) => fs.writeFile(config, original.replace('defineConfig({', `defineConfig({\n  ${policy}`));

beforeAll(async () => {
  site = await copyFixture('basic');
  config = path.join(site, 'site.config.ts');
  const doc = path.join(site, 'content/docs/intro.mdx');
  await fs.appendFile(doc, '\nSee [gone](/docs/gone) and [no anchor](/docs/intro#nowhere).\n');
});

describe('broken-link policy', () => {
  it('fails on both by default, naming each link at its place', async () => {
    for (const command of ['build', 'check']) {
      const result = await hubgen([command, '--root', site]);
      expect(result.exitCode, command).toBe(1);
      expect(result.stderr, command).toMatch(/content\/docs\/intro\.mdx:\d+:\d+ error broken link to \/docs\/gone: no page has the path \/docs\/gone/);
      expect(result.stderr, command).toMatch(/content\/docs\/intro\.mdx:\d+:\d+ error broken link to \/docs\/intro#nowhere: \/docs\/intro has no anchor #nowhere/);
    }
  });

  it("warns on links and ignores anchors when told, and the build succeeds", async () => {
    const original = await fs.readFile(config, 'utf8');
    await setPolicy(original, "onBrokenLinks: 'warn', onBrokenAnchors: 'ignore',");
    try {
      for (const command of ['build', 'check']) {
        const result = await hubgen([command, '--root', site]);
        expect(result.exitCode, command).toBe(0);
        expect(result.stderr, command).toMatch(/^warn \S*content\/docs\/intro\.mdx:\d+:\d+ broken link to \/docs\/gone: no page has the path \/docs\/gone$/m);
        expect(result.stderr, command).not.toContain('#nowhere');
      }
    } finally {
      await fs.writeFile(config, original);
    }
  });

  it('still fails on a broken anchor when only links are relaxed', async () => {
    const original = await fs.readFile(config, 'utf8');
    await setPolicy(original, "onBrokenLinks: 'ignore',");
    try {
      const result = await hubgen(['build', '--root', site]);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain('error broken link to /docs/intro#nowhere');
      expect(result.stderr).not.toContain('/docs/gone');
    } finally {
      await fs.writeFile(config, original);
    }
  });

  it('refuses an unknown policy value, naming the key', async () => {
    const original = await fs.readFile(config, 'utf8');
    await setPolicy(original, "onBrokenLinks: 'loud',");
    try {
      const result = await hubgen(['check', '--root', site]);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ error onBrokenLinks: /);
    } finally {
      await fs.writeFile(config, original);
    }
  });
});

describe('a broken link only the rendered output shows (a media file a React page names)', () => {
  it('names the page\'s source at line:column, never the build\'s staging folder', async () => {
    const own = await copyFixture('basic');
    const page = path.join(own, 'content/pages/index.tsx');
    await fs.writeFile(page, (await fs.readFile(page, 'utf8')).replace('<h1>Basic home</h1>', '<h1>Basic home</h1>\n      <video src="/videos/missing.mp4" controls />'));
    const result = await hubgen(['build', '--root', own]);
    expect(result.exitCode).toBe(1);
    // The <video> is line 7 of index.tsx, its src attribute at column 19.
    expect(result.stderr).toMatch(/content\/pages\/index\.tsx:7:19 error broken link to \/videos\/missing\.mp4: no page has the path \/videos\/missing\.mp4$/m);
    expect(result.stderr).not.toContain('.tmp-');
    await expect(fs.access(path.join(own, 'build'))).rejects.toThrow();
  });
});
