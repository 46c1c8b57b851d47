// The docs sidebar (300 px on desktop): categories that collapse, each optionally a link itself;
// the active doc is highlighted and the categories above it start expanded.
import { useEffect, useState } from 'react';
import type { SidebarEntry } from '../types.ts';
import { useRouter } from '../app/router-context.ts';
import { Collapsible } from '../layout/Collapsible.tsx';

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
  if (entry.kind === 'link') {
    return (
      <li className="menu__list-item">
        <a className={`menu__link ${active ? 'menu__link--active' : ''}`} href={entry.href} aria-current={active ? 'page' : undefined}>
          {entry.label}
        </a>
      </li>
    );
  }
  const expanded = open;
  // Children of a closed category are rendered once it is first opened: on a large site the server
  // HTML of every page then holds the open path, not the whole tree (category pages list the rest).
  const [everOpened, setEverOpened] = useState(expanded);
  useEffect(() => {
    if (expanded) setEverOpened(true);
  }, [expanded]);
  return (
    <li className={`menu__list-item ${expanded ? '' : 'menu__list-item--collapsed'}`}>
      <div className="menu__list-item-collapsible">
        {entry.href ? (
          <a className={`menu__link menu__link--category ${active ? 'menu__link--active' : ''}`} href={entry.href} aria-current={active ? 'page' : undefined}>
            {entry.label}
          </a>
        ) : (
          <span className="menu__link menu__link--category">{entry.label}</span>
        )}
        <button
          type="button"
          className="menu__caret"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${entry.label}'`}
          onClick={() => setOpen(!expanded)}
        />
      </div>
      <Collapsible open={expanded}>{(expanded || everOpened) && <SidebarMenu entries={entry.items} />}</Collapsible>
    </li>
  );
}
