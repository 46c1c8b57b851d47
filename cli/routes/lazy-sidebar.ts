// How much of a docs sidebar a page loads: a skeleton shared by every page of the sidebar (the top
// level, the categories that start open, every closed category as a stub), plus the page's own
// open path (the children of the closed categories above it; templates/docs/open-path.ts). The
// children of any other category are a small JSON file under /assets/sidebar/, named by its
// content, fetched when the reader opens it. Page weight then follows what a page shows, not the
// size of the site: the whole 10,000-doc sidebar was 1.8 MB of script on every docs page.
import { createHash } from 'node:crypto';
import type { SidebarEntry } from '../../templates/types.ts';
import type { ContentGraph } from '../content/load-content.ts';
import type { OpenPath } from '../../templates/docs/open-path.ts';

/** Beside the bundle's assets (not imported from bundle.ts: `hubgen check` must not load esbuild). */
export const SIDEBAR_DIR = '/assets/sidebar';

export interface LazySidebar {
  /** What every page of the sidebar loads: closed categories hold `itemsUrl` and no items. */
  skeleton: SidebarEntry[];
  /** The skeleton as a JSON file (in `files`): what a doc page without a chunk of its own fetches. */
  skeletonUrl: string;
  /** The page at `path`'s open path, to lay over the skeleton. */
  openPathOf(path: string): OpenPath;
  /** The children of every closed category, by URL. */
  files: Map<string, string>;
}

interface Computed {
  files: Map<string, string>;
  /**
   * Each entry as pages off its path show it, one object shared by every such page: a link, a
   * closed category with its children in a file, an open one with its own children shown that way.
   */
  offPath: Map<SidebarEntry, SidebarEntry>;
  /** The categories above each href, which its page keeps open: a lookup, not a walk per page. */
  openFor: Map<string, Set<SidebarEntry>>;
  skeleton?: { entries: SidebarEntry[]; url: string };
  /** Each page's open path once made (a watch save keeps an unchanged sidebar: load-content.ts). */
  openPaths: Map<string, OpenPath>;
}

const NONE = new Set<SidebarEntry>();

// Per sidebar, computed once: all its docs share it.
const computed = new WeakMap<SidebarEntry[], Computed>();

export function lazySidebar(entries: SidebarEntry[]): LazySidebar {
  let lazy = computed.get(entries);
  if (!lazy) {
    lazy = { files: new Map(), offPath: new Map(), openFor: new Map(), openPaths: new Map() } satisfies Computed;
    const { files, offPath, openFor } = lazy;
    // Deepest first, so a closed category's file can name the files of the closed categories in it.
    const visit = (items: SidebarEntry[]) => {
      for (const entry of items) {
        if (entry.kind !== 'category') continue;
        visit(entry.items);
        // A category with nothing under it but its own page has no file to fetch: the page shows it
        // as a plain link, as Docusaurus turns an empty category with a link into a doc link.
        if (!entry.collapsed || entry.items.length === 0) continue;
        const json = JSON.stringify(shown(entry.items, NONE, lazy!));
        const url = `${SIDEBAR_DIR}/${createHash('sha1').update(json).digest('hex').slice(0, 12)}.json`;
        files.set(url, json);
        offPath.set(entry, { ...forBrowser(entry), items: [], itemsUrl: url });
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
  const sidebar = lazy;
  if (!sidebar.skeleton) {
    const skeleton = shown(entries, NONE, sidebar);
    const json = JSON.stringify(skeleton);
    const url = `${SIDEBAR_DIR}/skeleton-${createHash('sha1').update(json).digest('hex').slice(0, 12)}.json`;
    sidebar.files.set(url, json);
    sidebar.skeleton = { entries: skeleton, url };
  }
  const { entries: skeleton, url: skeletonUrl } = sidebar.skeleton;
  const openPathOf = (path: string) => {
    let open = sidebar.openPaths.get(path);
    if (!open) sidebar.openPaths.set(path, (open = openPath(entries, sidebar.openFor.get(path) ?? NONE, sidebar)));
    return open;
  };
  return { files: sidebar.files, skeleton, skeletonUrl, openPathOf };
}

/** The children, as the page shows them, of each closed category on its path below no other. */
function openPath(items: SidebarEntry[], open: Set<SidebarEntry>, lazy: Computed, at = '', into: OpenPath = {}): OpenPath {
  items.forEach((entry, i) => {
    if (entry.kind !== 'category' || !open.has(entry)) return;
    const key = at ? `${at}.${i}` : String(i);
    if (entry.collapsed) into[key] = shown(entry.items, open, lazy);
    else openPath(entry.items, open, lazy, key, into);
  });
  return into;
}

/**
 * The entries as shown at first on a page whose open path is `open`. Only the categories on that
 * path are new objects; the rest are shared by all pages (10,000 pages × a 300-entry top level
 * would otherwise be millions of objects).
 */
function shown(items: SidebarEntry[], open: Set<SidebarEntry>, lazy: Computed): SidebarEntry[] {
  return items.map((entry) => {
    if (entry.kind === 'category' && open.has(entry)) return { ...forBrowser(entry), items: shown(entry.items, open, lazy) };
    let shared = lazy.offPath.get(entry);
    if (!shared) {
      // A link as the browser needs it, or an open category off the path with its children shown.
      shared = entry.kind === 'category' ? { ...forBrowser(entry), items: shown(entry.items, NONE, lazy) } : forBrowser(entry);
      lazy.offPath.set(entry, shared);
    }
    return shared;
  });
}

/** Without the doc id: the build uses it (breadcrumbs, previous/next), the browser does not. */
function forBrowser<E extends SidebarEntry>(entry: E): E {
  const { docId: _docId, ...rest } = entry;
  return rest as E;
}
/** Every lazily loaded category file of the site's sidebars (all locales and versions), by URL. */
export function sidebarFiles(content: ContentGraph): Map<string, string> {
  return new Map(content.docSets.flatMap((set) => Object.values(set.sidebars.byId).flatMap((entries) => [...lazySidebar(entries).files])));
}
