// What of a docs sidebar a page carries: every entry the page shows at first (the top level, the
// categories that start expanded, and the path down to the page itself). The children of every
// other category are a small JSON file of their own under /assets/sidebar/, named by its content,
// fetched when the reader expands that category. A page's weight then follows what it shows, not
// the size of the site: a 10,000-doc sidebar was 1.8 MB of script on every docs page.
import { createHash } from 'node:crypto';
import type { SidebarEntry } from '../../templates/types.ts';
import type { ContentGraph } from '../content/load-content.ts';

/** Beside the bundle's assets (not imported from bundle.ts: `hubgen check` must not load esbuild). */
export const SIDEBAR_DIR = '/assets/sidebar';

export interface LazySidebar {
  /** The entries the page at `path` carries; closed categories not on its path hold `itemsUrl`. */
  forPage(path: string): SidebarEntry[];
  /** The children of every closed category, by URL. */
  files: Map<string, string>;
}

interface Computed {
  files: Map<string, string>;
  urlOf: Map<SidebarEntry, string>;
  /** The categories above each href, which its page keeps open: a lookup, not a walk per page. */
  openFor: Map<string, Set<SidebarEntry>>;
}

// Per sidebar, computed once: all its docs share it.
const computed = new WeakMap<SidebarEntry[], Computed>();

export function lazySidebar(entries: SidebarEntry[]): LazySidebar {
  let lazy = computed.get(entries);
  if (!lazy) {
    lazy = { files: new Map(), urlOf: new Map(), openFor: new Map() } satisfies Computed;
    const { files, urlOf, openFor } = lazy;
    // Deepest first, so a closed category's file can name the files of the closed categories in it.
    const visit = (items: SidebarEntry[]) => {
      for (const entry of items) {
        if (entry.kind !== 'category') continue;
        visit(entry.items);
        if (!entry.collapsed) continue;
        const json = JSON.stringify(shown(entry.items, new Set(), urlOf));
        const url = `${SIDEBAR_DIR}/${createHash('sha1').update(json).digest('hex').slice(0, 12)}.json`;
        files.set(url, json);
        urlOf.set(entry, url);
      }
    };
    visit(entries);
    const index = (items: SidebarEntry[], path: SidebarEntry[]) => {
      for (const entry of items) {
        const open = entry.kind === 'category' ? [...path, entry] : path;
        if (entry.href) {
          const above = openFor.get(entry.href) ?? new Set<SidebarEntry>();
          for (const category of open) above.add(category);
          openFor.set(entry.href, above);
        }
        if (entry.kind === 'category') index(entry.items, open);
      }
    };
    index(entries, []);
    computed.set(entries, lazy);
  }
  const { files, urlOf, openFor } = lazy;
  return { files, forPage: (path) => shown(entries, openFor.get(path) ?? new Set(), urlOf) };
}

/** The entries as shown at first on a page whose open path is `open` (empty: on no page). */
function shown(items: SidebarEntry[], open: Set<SidebarEntry>, urlOf: Map<SidebarEntry, string>): SidebarEntry[] {
  return items.map((entry) => {
    if (entry.kind !== 'category') return entry;
    const url = urlOf.get(entry);
    if (url && !open.has(entry)) return { ...entry, items: [], itemsUrl: url };
    return { ...entry, items: shown(entry.items, open, urlOf) };
  });
}

/** Every lazily loaded category file of the site's sidebars (all locales and versions), by URL. */
export function sidebarFiles(content: ContentGraph): Map<string, string> {
  return new Map(content.docSets.flatMap((set) => Object.values(set.sidebars.byId).flatMap((entries) => [...lazySidebar(entries).files])));
}
