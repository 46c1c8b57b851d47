// Watch mode's link check keeps each page's verdicts and re-checks only the pages a save can affect:
// it must still find every broken link a full check finds, save after save.
import { describe, expect, it } from 'vitest';
import { checkRenderedLinks, createLinkCheckMemo } from '../../../cli/check/check-links.ts';
import { CompiledContent } from '../../../cli/mdx/compile-content.ts';
import type { ResolvedConfig } from '../../../cli/config/load-config.ts';
import type { RenderedPage } from '../../../cli/render/render-pages.ts';
import { docPage } from '../search/fake-pages.ts';

const config = { baseUrl: '/', configFile: '/nonexistent/site.config.ts' } as unknown as ResolvedConfig;
const compiled = new CompiledContent();
const files = new Set(['/assets/app.css']);

const linker = docPage('/docs/linker', 'Linker', '<p><a href="/docs/target#part">target</a> and <a href="/assets/app.css">css</a></p>');
const target = docPage('/docs/target', 'Target', '<h2 id="part">Part</h2><p>text</p>');
const other = docPage('/docs/other', 'Other', '<p>alone</p>');

function messages(pages: RenderedPage[], memo?: ReturnType<typeof createLinkCheckMemo>, assets = files): string[] {
  return checkRenderedLinks({ pages, files: assets, config, compiled, memo })
    .map((p) => p.message)
    .sort();
}

describe('checkRenderedLinks with a memo (watch mode)', () => {
  it('finds what a full check finds after each change, on pages it did not see change', () => {
    const memo = createLinkCheckMemo();
    const steps: RenderedPage[][] = [
      [linker, target, other],
      // The target is deleted: the unchanged linker's link is broken.
      [linker, other],
      // It comes back without the anchor the linker names.
      [linker, docPage('/docs/target', 'Target', '<p>no part any more</p>'), other],
      // And with it again.
      [linker, target, other],
    ];
    const found = steps.map((pages) => {
      const withMemo = messages(pages, memo);
      expect(withMemo).toEqual(messages(pages));
      return withMemo;
    });
    expect(found[0]).toEqual([]);
    expect(found[1]).toEqual(['broken link to /docs/target#part: no page has the path /docs/target (on page /docs/linker)']);
    expect(found[2]).toEqual(['broken link to /docs/target#part: /docs/target has no anchor #part (on page /docs/linker)']);
    expect(found[3]).toEqual([]);
  });

  it('notices a file that went away', () => {
    const memo = createLinkCheckMemo();
    expect(messages([linker, target], memo)).toEqual([]);
    expect(messages([linker, target], memo, new Set())).toEqual(['broken link to /assets/app.css: no page has the path /assets/app.css (on page /docs/linker)']);
  });
});
