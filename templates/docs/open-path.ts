// A docs page's sidebar = the sidebar's shared skeleton (every page of the sidebar loads the same
// module: top level, open categories, closed ones as stubs) + the page's own open path: the
// children of the closed categories above the page, keyed by their index path in the skeleton
// ('3', '3.1'). Used by the server render and the browser alike (cli/routes/lazy-sidebar.ts).
import type { SidebarEntry } from '../types.ts';

export type OpenPath = Record<string, SidebarEntry[]>;

export function withOpenPath(skeleton: SidebarEntry[], open: OpenPath | undefined, at = ''): SidebarEntry[] {
  const keys = Object.keys(open ?? {});
  if (keys.length === 0) return skeleton;
  return skeleton.map((entry, i) => {
    if (entry.kind !== 'category') return entry;
    const key = at ? `${at}.${i}` : String(i);
    const items = open![key];
    if (items) return { ...entry, items, itemsUrl: undefined };
    // Only categories above an opened one need a copy; the rest stay the skeleton's own objects.
    if (!keys.some((k) => k.startsWith(key + '.'))) return entry;
    return { ...entry, items: withOpenPath(entry.items, open, key) };
  });
}
