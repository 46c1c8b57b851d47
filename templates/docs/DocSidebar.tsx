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
  return (
    <ul className="menu__list">
      {entries.map((entry, i) => (
        <SidebarItem key={i} entry={entry} />
      ))}
    </ul>
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
