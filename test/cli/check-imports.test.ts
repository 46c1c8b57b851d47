// `hubgen check` resolves what docs import as `build` does (aliases, partials, loaders, the site's
// node_modules), without bundling for the output: what build would refuse, check refuses.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

describe('hubgen check and imports', () => {
  it('passes a site whose docs import theme components, @site files, a partial and an npm component', async () => {
    const result = await hubgen(['check', '--root', await copyFixture('docusaurus-components')]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
  });

  it('fails on an import build could not resolve, naming the doc, the line and the module, like build', async () => {
    const site = await copyFixture('docusaurus-components');
    const doc = path.join(site, 'content/docs/tabs.mdx');
    const text = await fs.readFile(doc, 'utf8');
    await fs.writeFile(doc, text.replace("import TabItem from '@theme/TabItem';", "import TabItem from '@theme/TabItem';\nimport Missing from './missing-widget';\nimport Nope from '@theme/Nope';"));
    for (const command of ['check', 'build']) {
      const result = await hubgen([command, '--root', site]);
      expect(result.exitCode, command).toBe(1);
      expect(result.stderr, command).toMatch(/content\/docs\/tabs\.mdx:7:1 error Could not resolve "\.\/missing-widget"/);
      expect(result.stderr, command).toMatch(/content\/docs\/tabs\.mdx:8:1 error @theme\/Nope is not one of the theme components hubgen provides/);
    }
  });
});
