// The MDX cache (cli/mdx/mdx-cache.ts): a static body is one file, its metadata line then its HTML;
// a module's entry keeps its files apart. Either is found again in memory as the same object, which
// is how watch mode's link check knows an unchanged doc's links unchanged (check-links.ts): a new
// object each save had every page's links checked again.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/cli.ts';
import { cacheEntryOf, readCachedMdx, readStaticBody, writeCachedMdx } from '../../../cli/mdx/mdx-cache.ts';

const meta = { toc: [], ids: ['setup'], links: [{ url: '/docs/intro', line: 3, column: 1 }], titleInBody: false, warnings: [] };

describe('MDX cache', () => {
  it('keeps a static body in one file and finds it again, in memory, as the same object', async () => {
    const dir = await tempDir('hubgen-mdx-cache-');
    const entry = cacheEntryOf('# Static\n', '/site/docs', dir);
    const written = await writeCachedMdx(entry, { code: '', html: '<h2 id="setup">Setup</h2>\n<p>Line one\nline two</p>', meta });
    expect(await fs.readdir(dir)).toEqual([path.basename(entry.metaFile)]);
    expect(written.staticBody).toBe(entry.metaFile);
    expect(readStaticBody(written.staticBody!)).toBe('<h2 id="setup">Setup</h2>\n<p>Line one\nline two</p>');
    expect(readCachedMdx(entry)).toBe(written);
    expect(readCachedMdx(entry)?.links).toBe(written.links);
  });

  it('keeps a module and its server variant beside the metadata, found again as the same object', async () => {
    const dir = await tempDir('hubgen-mdx-cache-');
    const entry = cacheEntryOf('import X from "./x";\n<X />\n', '/site/docs', dir);
    const code = 'import {jsx as _jsx} from "react/jsx-runtime";\nexport default function MDXContent() { return _jsx("p", {}); }\n';
    const written = await writeCachedMdx(entry, { code, meta });
    expect((await fs.readdir(dir)).sort()).toEqual([entry.module, entry.metaFile, entry.serverModule].map((f) => path.basename(f)).sort());
    expect(written.staticBody).toBeUndefined();
    expect(readCachedMdx(entry)).toBe(written);
  });
});
