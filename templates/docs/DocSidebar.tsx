// The docs sidebar (300 px on desktop): categories that collapse, each optionally a link itself;
// the active doc is highlighted and the categories above it start expanded. A closed category's
// children may not be in the page (cli/routes/lazy-sidebar.ts): they are fetched on first opening.
import { useEffect, useState } from 'react';
import type { SidebarEntry } from '../types.ts';
import { useRouter } from '../app/router-context.ts';
import { Collapsible } from '../layout/Collapsible.tsx';
import { withBase } from '../app/base-url.ts';
import { fetchJsonOnce } from '../app/fetch-json.ts';

export function DocSidebar({ entries }: { entries: SidebarEntry[] }) {
  return (
    <aside className="doc-sidebar" aria-label="Docs sidebar">
      <nav className="doc-sidebar__nav" aria-label="Docs pages">
        <SidebarMenu entries={entries} />
      </nav>
    </aside>
  );
}

export function SidebarMenu({ entries }: { entries: SidebarEntry[] }) {
  const { path } = useRouter();
  const [whole, setWhole] = useState(false);
  const shown = whole ? entries.map((entry, index) => ({ entry, index })) : sidebarWindow(entries, path);
  return (
    <ul className="menu__list">
      {shown.map((item) =>
        'entry' in item ? (
          <SidebarItem key={item.index} entry={item.entry} />
        ) : (
          <MoreEntries key={`more-${item.from}`} gap={item} entries={entries} onShow={() => setWhole(true)} />
        ),
      )}
    </ul>
  );
}

type WindowItem = { entry: SidebarEntry; index: number } | { from: number; to: number };

/**
 * A list longer than LONG_LIST (a site of thousands of docs in hundreds of top-level categories)
 * shows in the page its first HEAD entries and the RADIUS entries either side of the one that holds
 * the page: every page repeating the whole list made output and memory grow with the square of the
 * site (10,000 docs: 135 kB of sidebar a page). Each run left out is one "more" link.
 */
const LONG_LIST = 50;
const HEAD = 5;
const RADIUS = 5;

function sidebarWindow(entries: SidebarEntry[], path: string): WindowItem[] {
  const all = entries.map((entry, index) => ({ entry, index }));
  if (entries.length <= LONG_LIST) return all;
  const at = entries.findIndex((entry) => containsPath(entry, path));
  const keep = (i: number) => i < HEAD || (at >= 0 && Math.abs(i - at) <= RADIUS);
  const items: WindowItem[] = [];
  for (const item of all) {
    if (keep(item.index)) items.push(item);
    else {
      const last = items[items.length - 1];
      if (last && !('entry' in last)) last.to = item.index;
      else items.push({ from: item.index, to: item.index });
    }
  }
  return items;
}

/**
 * Entries left out of a long list. With JavaScript it shows the whole list in place (the browser
 * has it: the sidebar's skeleton); without, it is a link to the first entry left out, whose page
 * shows it and its neighbours, so every page stays a few links away.
 */
function MoreEntries({ gap, entries, onShow }: { gap: { from: number; to: number }; entries: SidebarEntry[]; onShow: () => void }) {
  const count = gap.to - gap.from + 1;
  const target = entries.slice(gap.from, gap.to + 1).find((entry) => entry.href)?.href;
  const label = `… ${count} more`;
  const show = (event: { preventDefault(): void }) => {
    event.preventDefault();
    onShow();
  };
  return (
    <li className="menu__list-item menu__list-item--more">
      {target ? (
        <a className="menu__link menu__link--more" href={withBase(target)} onClick={show}>
          {label}
        </a>
      ) : (
        <button type="button" className="menu__link menu__link--more" onClick={show}>
          {label}
        </button>
      )}
    </li>
  );
}

function containsPath(entry: SidebarEntry, path: string): boolean {
  if (entry.href === path) return true;
  return entry.kind === 'category' && entry.items.some((child) => containsPath(child, path));
}

function SidebarItem({ entry }: { entry: SidebarEntry }) {
  const { path } = useRouter();
  const active = entry.href === path;
  const [open, setOpen] = useState(() => (entry.kind === 'category' ? !entry.collapsed || containsPath(entry, path) : false));
  // Arriving at a doc inside a collapsed category opens it; the reader can still close it again.
  const holdsActive = entry.kind === 'category' && containsPath(entry, path);
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive, path]);
  const expanded = open;
  // Children of a closed category are rendered once it is first opened: on a large site the server
  // HTML of every page then holds the open path, not the whole tree (category pages list the rest).
  const [everOpened, setEverOpened] = useState(expanded);
  useEffect(() => {
    if (expanded) setEverOpened(true);
  }, [expanded]);
  const children = useCategoryItems(entry, expanded || everOpened);
  // Every hook above runs for every entry (an index can hold a link on one page, a category on the
  // next). A category with nothing under it but its own page (its intro) is a plain link.
  const empty = entry.kind === 'category' && entry.items.length === 0 && !entry.itemsUrl && entry.href;
  const extra = entry.className ? ` ${entry.className}` : '';
  if (entry.kind === 'html') {
    // The site's own sidebars file wrote it (trusted, like the navbar's html items).
    return <li className={`menu__list-item${entry.defaultStyle ? '' : ' menu__list-item--html'}${extra}`} dangerouslySetInnerHTML={{ __html: entry.value }} />;
  }
  if (entry.kind === 'link' || empty) {
    return (
      <li className={`menu__list-item${extra}`}>
        <a className={`menu__link ${active ? 'menu__link--active' : ''}`} href={withBase(entry.href)} aria-current={active ? 'page' : undefined}>
          {entry.label}
        </a>
      </li>
    );
  }
  return (
    <li className={`menu__list-item ${expanded ? '' : 'menu__list-item--collapsed'}${extra}`}>
      <div className="menu__list-item-collapsible">
        {entry.href ? (
          <a className={`menu__link menu__link--category ${active ? 'menu__link--active' : ''}`} href={withBase(entry.href)} aria-current={active ? 'page' : undefined}>
            {entry.label}
          </a>
        ) : (
          <span className="menu__link menu__link--category">{entry.label}</span>
        )}
        {entry.collapsible !== false && (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${entry.label}'`}
            onClick={() => setOpen(!expanded)}
          />
        )}
      </div>
      <Collapsible open={expanded}>
        {(expanded || everOpened) &&
          (children.items ? (
            <SidebarMenu entries={children.items} />
          ) : (
            <p className="menu__status" role={children.failed ? 'alert' : 'status'}>
              {children.failed ? (
                <>
                  This category could not be loaded.{' '}
                  <button type="button" className="menu__retry" onClick={children.retry}>
                    Retry
                  </button>
                </>
              ) : (
                'Loading…'
              )}
            </p>
          ))}
      </Collapsible>
    </li>
  );
}

/** A category's children: in the page, or fetched from its itemsUrl once `wanted`. */
function useCategoryItems(entry: SidebarEntry, wanted: boolean): { items?: SidebarEntry[]; failed: boolean; retry: () => void } {
  const url = entry.kind === 'category' ? entry.itemsUrl : undefined;
  const [state, setState] = useState<{ url?: string; items?: SidebarEntry[]; failed: boolean; attempt: number }>({ failed: false, attempt: 0 });
  useEffect(() => {
    if (!url || !wanted) return;
    let current = true;
    fetchJsonOnce<SidebarEntry[]>(withBase(url)).then(
      (items) => current && setState((s) => ({ ...s, url, items, failed: false })),
      (error: unknown) => {
        console.warn('[hubgen] could not load a sidebar category', error);
        if (current) setState((s) => ({ ...s, url, items: undefined, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [url, wanted, state.attempt]);
  if (entry.kind !== 'category') return { failed: false, retry: () => {} };
  if (!url) return { items: entry.items, failed: false, retry: () => {} };
  const retry = () => setState((s) => ({ ...s, failed: false, attempt: s.attempt + 1 }));
  return state.url === url ? { items: state.items, failed: state.failed, retry } : { failed: false, retry };
}
