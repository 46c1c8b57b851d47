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
    await setPolicy(original, "onBrokenLinks: 'log',");
    try {
      const result = await hubgen(['check', '--root', site]);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ error onBrokenLinks: /);
    } finally {
      await fs.writeFile(config, original);
    }
  });
});
