import { describe, expect, it } from 'vitest';
import { lazySidebar } from '../../../cli/routes/lazy-sidebar.ts';
import { withOpenPath } from '../../../templates/docs/open-path.ts';
import type { SidebarEntry } from '../../../templates/types.ts';

type Category = Extract<SidebarEntry, { kind: 'category' }>;
const link = (label: string): SidebarEntry => ({ kind: 'link', label, href: `/docs/${label}` });
const category = (label: string, items: SidebarEntry[], collapsed = true): SidebarEntry => ({ kind: 'category', label, collapsed, items });

const sidebar: SidebarEntry[] = [
  link('intro'),
  category('guides', [link('first'), category('deep', [link('deepest')])]),
  category('open', [link('shown'), category('inner', [link('innermost')])], false),
  category('other', [link('elsewhere')]),
];

describe('lazySidebar', () => {
  it('shares one skeleton: top level and open categories, closed ones as stubs naming a file of their children', () => {
    const { skeleton, skeletonUrl, files } = lazySidebar(sidebar);
    const [, guides, open, other] = skeleton as Category[];
    expect(guides).toMatchObject({ items: [], itemsUrl: expect.stringMatching(/^\/assets\/sidebar\/[0-9a-f]{12}\.json$/) });
    expect(open.items[0]).toEqual(link('shown'));
    expect((open.items[1] as Category).itemsUrl).toBeDefined();
    expect(JSON.parse(files.get(other.itemsUrl!)!)).toEqual([link('elsewhere')]);
    // A category's file names the files of the closed categories inside it.
    const guidesChildren = JSON.parse(files.get(guides.itemsUrl!)!) as Category[];
    expect(guidesChildren[0]).toEqual(link('first'));
    expect(JSON.parse(files.get(guidesChildren[1].itemsUrl!)!)).toEqual([link('deepest')]);
    // The skeleton is a file too: a doc page without a chunk of its own fetches it.
    expect(skeletonUrl).toMatch(/^\/assets\/sidebar\/skeleton-[0-9a-f]{12}\.json$/);
    expect(JSON.parse(files.get(skeletonUrl)!)).toEqual(skeleton);
    expect(files.size).toBe(5); // skeleton, guides, deep, inner, other
  });

  it("lays a page's open path over the skeleton: the categories above the page show their children", () => {
    const { skeleton, openPathOf } = lazySidebar(sidebar);
    const deepest = withOpenPath(skeleton, openPathOf('/docs/deepest')) as Category[];
    expect(deepest[1].itemsUrl).toBeUndefined();
    expect((deepest[1].items[1] as Category).items).toEqual([link('deepest')]);
    expect(deepest[3]).toBe(skeleton[3]); // untouched categories stay the skeleton's own objects
    const innermost = withOpenPath(skeleton, openPathOf('/docs/innermost')) as Category[];
    expect((innermost[2].items[1] as Category).items).toEqual([link('innermost')]);
    expect(withOpenPath(skeleton, openPathOf('/docs/intro'))).toBe(skeleton);
  });
});
