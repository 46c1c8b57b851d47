// The slide-in navigation below 996 px: the primary menu (navbar items) and, on docs pages, a
// secondary menu with the docs sidebar and a '← Back to main menu' button. Page scroll is locked
// while it is open; Escape or the backdrop closes it.
import { useEffect, useState } from 'react';
import site from 'hubgen:site-data';
import type { RouteData } from '../types.ts';
import { NavbarItem } from './NavbarItem.tsx';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.tsx';
import { SidebarMenu } from '../docs/DocSidebar.tsx';
import { useRouter } from '../app/router-context.ts';
import { SearchBox } from '../search/SearchBox.tsx';
import { withBase } from '../app/base-url.ts';

export function MobileSidebar({ route, onClose }: { route: RouteData; onClose: () => void }) {
  const { sidebar } = useRouter();
  const docSidebar = route.props.kind === 'doc' ? sidebar : undefined;
  // On a docs page the docs sidebar is what the reader most likely wants: open it first.
  const [panel, setPanel] = useState<'primary' | 'secondary'>(docSidebar ? 'secondary' : 'primary');

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <>
      <div className="navbar-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation">
        <div className="navbar-sidebar__brand">
          <a className="navbar__brand" href={withBase(site.homeHref)}>
            <span className="navbar__title">{site.navbar.title ?? site.title}</span>
          </a>
          <ColorModeToggle />
          <button type="button" className="navbar-sidebar__close" aria-label="Close navigation bar" onClick={onClose}>
            ×
          </button>
        </div>
        {site.navbar.items.some((item) => item.type === 'search') && <SearchBox mobile onNavigate={onClose} />}
        {panel === 'secondary' && docSidebar ? (
          <div className="navbar-sidebar__panel navbar-sidebar__panel--secondary">
            <button type="button" className="navbar-sidebar__back" onClick={() => setPanel('primary')}>
              ← Back to main menu
            </button>
            <SidebarMenu entries={docSidebar} />
          </div>
        ) : (
          <div className="navbar-sidebar__panel navbar-sidebar__panel--primary">
            <ul className="menu__list">
              {site.navbar.items.map((item, i) =>
                item.type === 'dropdown' || item.type === 'localeDropdown' ? (
                  <NavbarItem key={i} item={item} mobile />
                ) : (
                  <li key={i} className="menu__list-item">
                    <NavbarItem item={item} mobile />
                  </li>
                ),
              )}
            </ul>
            {docSidebar && (
              <button type="button" className="navbar-sidebar__forward" onClick={() => setPanel('secondary')}>
                Docs menu →
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
