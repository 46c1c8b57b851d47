import { describe, expect, it } from 'vitest';
import { lazySidebar } from '../../../cli/routes/lazy-sidebar.ts';
import type { SidebarEntry } from '../../../templates/types.ts';

const link = (label: string): SidebarEntry => ({ kind: 'link', label, href: `/docs/${label}` });
const category = (label: string, items: SidebarEntry[], collapsed = true): SidebarEntry => ({ kind: 'category', label, collapsed, items });

const sidebar: SidebarEntry[] = [
  link('intro'),
  category('guides', [link('first'), category('deep', [link('deepest')])]),
  category('open', [link('shown')], false),
  category('other', [link('elsewhere')]),
];

describe('lazySidebar', () => {
  it('keeps the open path and categories that start expanded; every other closed category points at a file of its children', () => {
    const { forPage, files } = lazySidebar(sidebar);
    const page = forPage('/docs/deepest');
    const [, guides, open, other] = page as Extract<SidebarEntry, { kind: 'category' }>[];
    expect(guides.itemsUrl).toBeUndefined();
    expect((guides.items[1] as Extract<SidebarEntry, { kind: 'category' }>).items).toEqual([link('deepest')]);
    expect(open.items).toEqual([link('shown')]);
    expect(other.items).toEqual([]);
    expect(JSON.parse(files.get(other.itemsUrl!)!)).toEqual([link('elsewhere')]);
    // A category's file names the files of the closed categories inside it.
    const fromIntro = forPage('/docs/intro')[1] as Extract<SidebarEntry, { kind: 'category' }>;
    const guidesChildren = JSON.parse(files.get(fromIntro.itemsUrl!)!) as SidebarEntry[];
    expect(guidesChildren[0]).toEqual(link('first'));
    expect(JSON.parse(files.get((guidesChildren[1] as { itemsUrl: string }).itemsUrl)!)).toEqual([link('deepest')]);
    expect(files.size).toBe(3); // guides, deep, other
  });
});
