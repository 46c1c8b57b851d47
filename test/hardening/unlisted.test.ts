// Unlisted docs are reachable by their URL but not advertised: they carry `noindex`, and stay out of
// the sitemap, the search index, llms.txt and every other page's links (the shell fixture's
// docs/guides/secret, in both locales).
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, hubgen, snapshotDir, tempDir } from '../helpers/cli.ts';

let out: string;
beforeAll(async () => {
  out = path.join(await tempDir('hubgen-unlisted-'), 'build');
  const result = await hubgen(['build', '--root', await copyFixture('shell'), '--out', out]);
  if (result.exitCode !== 0) throw new Error(String(result.stderr));
});

describe('an unlisted doc', () => {
  it('is built, with noindex and no canonical link', async () => {
    for (const page of ['docs/guides/secret.html', 'fr/docs/guides/secret.html']) {
      const html = await fs.readFile(path.join(out, page), 'utf8');
      expect(html).toContain('<title>Secret guide | Shell Site</title>');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toContain('rel="canonical"');
    }
    const listed = await fs.readFile(path.join(out, 'docs/guides/first.html'), 'utf8');
    expect(listed).not.toContain('name="robots"');
  });

  it('is in no sitemap, search index, llms.txt or other page', async () => {
    const sitemap = await fs.readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://shell.example.com/docs/guides/first</loc>');
    expect(sitemap).not.toContain('secret');
    const mentions = [...(await snapshotDir(out))]
      .filter(([file]) => !/(^|\/)secret\.(html|md)$/.test(file))
      .filter(([, bytes]) => /guides\/secret|Secret guide/.test(Buffer.from(bytes, 'base64').toString('utf8')))
      .map(([file]) => file);
    expect(mentions).toEqual([]);
  });
});
