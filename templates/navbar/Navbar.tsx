// The top navigation bar: brand, items left and right, colour-mode toggle. Below 996 px it becomes a
// toggle that opens the slide-in mobile sidebar. Optionally hides while scrolling down.
import { useEffect, useState } from 'react';
import site from 'hubgen:site-data';
import type { RouteData } from '../types.ts';
import { NavbarItem } from './NavbarItem.tsx';
import { MobileSidebar } from './MobileSidebar.tsx';
import { ColorModeToggle } from '../color-mode/ColorModeToggle.tsx';
import { useHideOnScroll } from './useHideOnScroll.ts';
import { useViewport } from '../hooks/useViewport.ts';
import { withBase } from '../app/base-url.ts';

export function Navbar({ route }: { route: RouteData }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll);
  const viewport = useViewport();
  // Close the mobile menu whenever the route changes.
  useEffect(() => setMobileOpen(false), [route.path]);
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position !== 'left');
  return (
    <nav
      className={`navbar ${site.navbar.hideOnScroll ? 'navbar--hideable' : ''} ${hidden ? 'navbar--hidden' : ''}`}
      aria-label="Main"
      data-viewport={viewport}
    >
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__toggle"
          aria-label="Toggle navigation bar"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <a className="navbar__brand" href={withBase(site.homeHref)}>
          {site.navbar.logo && <img className="navbar__logo" src={withBase(site.navbar.logo.src)} alt={site.navbar.logo.alt} width="32" height="32" />}
          <span className="navbar__title">{site.navbar.title ?? site.title}</span>
        </a>
        <div className="navbar__items">
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} />
          ))}
          <ColorModeToggle />
        </div>
      </div>
      {mobileOpen && <MobileSidebar route={route} onClose={() => setMobileOpen(false)} />}
    </nav>
  );
}
