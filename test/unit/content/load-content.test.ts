import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/config/load-config.ts';
import { loadContent } from '../../../cli/content/load-content.ts';
import { copyFixture } from '../../helpers/cli.ts';

describe('loadContent in watch mode', () => {
  it('reads again only the files that changed, and sees added and removed docs', async () => {
    const root = await copyFixture('shell');
    const config = await loadConfig({ root });
    const first = await loadContent({ config });
    const intro = path.join(root, 'content/docs/intro.mdx');
    const guide = path.join(root, 'content/docs/guides/first.mdx');
    const added = path.join(root, 'content/docs/guides/added.mdx');
    await fs.writeFile(intro, (await fs.readFile(intro, 'utf8')).replace(/title: .*/, 'title: Renamed intro'));
    await fs.writeFile(guide, (await fs.readFile(guide, 'utf8')).replace(/title: .*/, 'title: Edited unnoticed'));
    await fs.writeFile(added, '---\ntitle: Added\n---\n\nNew.\n');
    const next = await loadContent({ config, reuse: { previous: first, changed: new Set([intro, added]) } });
    const titleOf = (file: string) => next.main.docs.find((d) => d.file === file)?.title;
    expect(titleOf(intro)).toBe('Renamed intro');
    expect(titleOf(added)).toBe('Added');
    // Not reported as changed: the previous reading is kept (watch mode reports every save).
    expect(titleOf(guide)).toBe(first.main.docs.find((d) => d.file === guide)!.title);
    await fs.rm(added);
    const after = await loadContent({ config, reuse: { previous: next, changed: new Set([added]) } });
    expect(after.main.docs.some((d) => d.file === added)).toBe(false);
  });
});
