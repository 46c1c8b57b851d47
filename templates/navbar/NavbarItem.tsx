// One navbar item, by kind: link, dropdown, locale dropdown, raw html, doc link, sidebar link.
// Doc and sidebar links are resolved to routes at build time; an unknown kind never reaches here
// (the config check refuses it with 'No NavbarItem component found for type').
import { useEffect, useId, useState } from 'react';
import site from 'hubgen:site-data';
import type { NavbarItemData } from '../types.ts';
import { useRouter } from '../app/router-context.ts';
import { Collapsible } from '../layout/Collapsible.tsx';
import { localeOf, localizePath } from '../app/locale.ts';
import { usePreferredVersion } from '../hooks/usePreferredVersion.ts';
import { useRouteData } from '../app/router-context.ts';
import { SearchBox } from '../search/SearchBox.tsx';
import { ErrorCauseBoundary } from '../app/ErrorCauseBoundary.tsx';
import { withBase } from '../app/base-url.ts';

interface Props {
  item: NavbarItemData;
  mobile?: boolean;
}

/** One item; a crash while rendering it names the item's place in site.config.ts. */
export function NavbarItem(props: Props) {
  const { item } = props;
  const label = item.label ? `, label "${item.label}"` : '';
  return (
    <ErrorCauseBoundary what={`navbar item (type "${item.type}"${label})`} configPath={item.configPath ?? 'navbar.items'}>
      <ItemOfType {...props} />
    </ErrorCauseBoundary>
  );
}

function ItemOfType({ item, mobile = false }: Props) {
  switch (item.type) {
    case 'dropdown':
      return <Dropdown item={item} mobile={mobile} />;
    case 'localeDropdown':
      return site.i18n.locales.length > 1 ? <LocaleDropdown item={item} mobile={mobile} /> : null;
    case 'html':
      return <div className={`navbar__item navbar__html ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
    case 'search':
      // The mobile menu shows its own box above its panels (MobileSidebar).
      return mobile ? null : <SearchBox />;
    case 'docsVersionDropdown':
      return (item.docsVersions ?? site.docsVersions).length > 1 ? <VersionDropdown item={item} mobile={mobile} /> : null;
    case 'docsVersion':
      return <VersionLink item={item} mobile={mobile} />;
    default:
      return <NavLink item={item} mobile={mobile} />;
  }
}

/**
 * The configured navbar target active on `path`: the one whose section holds the page most
 * narrowly, where a category's intro link (/docs/Themes/intro) covers its folder (/docs/Themes/…).
 * Docusaurus marks a docs item active on every page of its sidebar; here the docs root item
 * (/docs/intro) covers every doc no narrower item covers (/docs/APIs/… → Documentation), and
 * /docs/Themes/intro wins over it on the Themes pages: one section is active, never two.
 */
function activeTarget(path: string, items: NavbarItemData[]): string | undefined {
  let best: string | undefined;
  let bestLength = -1;
  const consider = (item: NavbarItemData) => {
    try {
      item.items?.forEach(consider);
    } catch {
      // An item that cannot be read fails in its own render, which names its place in the config;
      // here it only takes no part.
    }
    const { to } = linkTarget(item, path);
    if (!to) return;
    const section = to.endsWith('/intro') ? to.slice(0, -'/intro'.length) : to;
    const length = path === to ? Infinity : path.startsWith(section + '/') ? section.length : -1;
    if (length > bestLength) [best, bestLength] = [to, length];
  };
  items.forEach(consider);
  return best;
}

/**
 * Where an item leads. As in Docusaurus, an `href` within the site is an ordinary internal link
 * (client-routed, same tab, no icon); only one that leaves the site is marked and opens a new tab.
 */
function linkTarget(item: NavbarItemData, path: string): { to?: string; otherSite: boolean } {
  const otherSite = !item.to && Boolean(item.href && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(item.href));
  const target = item.to ?? item.href;
  return { to: target && !item.keepLocale && !otherSite ? localizePath(target, path) : target, otherSite };
}

/** Configured items share the navbar's one active section; built links (locale, version) are active on their own page. */
function isItemActive(item: NavbarItemData, path: string): boolean {
  const { to, otherSite } = linkTarget(item, path);
  if (!to || otherSite) return false;
  // The page itself always counts (a docs version link to /docs/1.0/intro, whose target differs from its config's).
  if (path === to) return true;
  return Boolean(item.configPath) && activeTarget(path, site.navbar.items) === to;
}

function NavLink({ item, mobile, className = '', onClick }: Props & { className?: string; onClick?: () => void }) {
  const { path } = useRouter();
  const { to, otherSite } = linkTarget(item, path);
  const active = isItemActive(item, path);
  const base = mobile ? 'menu__link' : 'navbar__item navbar__link';
  return (
    <a
      className={`${base} ${active ? (mobile ? 'menu__link--active' : 'navbar__link--active') : ''} ${item.className ?? ''} ${className}`.trim()}
      href={withBase(to)}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      {...(otherSite ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {otherSite && <ExternalIcon />}
    </a>
  );
}

function Dropdown({ item, mobile, links, onPick }: Props & { links?: NavbarItemData[]; onPick?: (child: NavbarItemData) => void }) {
  const { path } = useRouter();
  const items = links ?? item.items ?? [];
  const containsActive = items.some((i) => isItemActive(i, path));
  const [open, setOpen] = useState(Boolean(mobile && containsActive));
  const menuId = useId();
  if (mobile) {
    return (
      <li className="menu__list-item">
        <button type="button" className="menu__link menu__link--sublist" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
          {item.label}
        </button>
        <Collapsible open={open} id={menuId}>
          <ul className="menu__list">
            {items.map((child, i) => (
              <li key={i} className="menu__list-item">
                <NavLink item={child} mobile onClick={onPick && (() => onPick(child))} />
              </li>
            ))}
          </ul>
        </Collapsible>
      </li>
    );
  }
  return (
    <div
      className={`navbar__item dropdown ${open ? 'dropdown--show' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="navbar__link dropdown__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        // Hover already opened it for mouse users: a click must not close it again.
        onClick={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        {item.label}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {items.map((child, i) => (
          <li key={i}>
            <NavLink item={child} className="dropdown__link" onClick={onPick && (() => onPick(child))} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Links to the same page in each locale, keeping the query string and hash (known after mount). */
function LocaleDropdown({ item, mobile }: Props) {
  const { path } = useRouter();
  const route = useRouteData();
  const [suffix, setSuffix] = useState('');
  useEffect(() => setSuffix(window.location.search + window.location.hash), [path]);
  const current = localeOf(path);
  // The not-found page exists once: from it, each locale's home is the useful target.
  const base = route?.props.kind === 'notFound' ? '/' : current === site.i18n.defaultLocale ? path : path.slice(current.length + 1) || '/';
  const links = site.i18n.locales.map(({ locale, label }) => ({
    type: 'default',
    position: 'right' as const,
    keepLocale: true,
    label,
    to: (locale === site.i18n.defaultLocale ? base : `/${locale}${base}`) + suffix,
  }));
  const label = site.i18n.locales.find((l) => l.locale === current)?.label ?? current;
  return <Dropdown item={{ ...item, label: item.label ?? label }} mobile={mobile} links={links} />;
}

/** The docs versions: the same doc in each version when on a doc page, else each version's main doc. */
function VersionDropdown({ item, mobile }: Props) {
  const route = useRouteData();
  const [preferred, savePreferred] = usePreferredVersion();
  // Another docs instance's dropdown (docsPluginId) lists its own versions, and follows the page only on its docs.
  const versions = item.docsVersions ?? site.docsVersions;
  const docVersions = route?.props.kind === 'doc' && route.props.docsPluginId === item.docsPluginId ? route.props.versions : undefined;
  const current = route?.props.kind === 'doc' && docVersions ? route.props.version : item.docsVersions ? versions[0]!.name : (preferred ?? versions[0]!.name);
  const links = versions.map((v) => ({
    type: 'default',
    position: 'right' as const,
    label: v.label,
    to: docVersions?.find((d) => d.name === v.name)?.href ?? v.mainHref,
    version: v.name,
  }));
  const label = item.label ?? versions.find((v) => v.name === current)?.label ?? 'Version';
  return <Dropdown item={{ ...item, label }} mobile={mobile} links={links} onPick={(child) => !item.docsVersions && child.version && savePreferred(child.version)} />;
}

/** A link to a version's main doc: the configured one, else the reader's preferred version. */
function VersionLink({ item, mobile }: Props) {
  const [preferred] = usePreferredVersion();
  const chosen = !item.version && !item.docsVersions && preferred ? site.docsVersions.find((v) => v.name === preferred) : undefined;
  return <NavLink item={chosen ? { ...item, to: chosen.mainHref, label: item.label ?? chosen.label } : item} mobile={mobile} />;
}

function ExternalIcon() {
  return (
    <svg className="external-icon" width="12" height="12" viewBox="0 0 24 24" aria-label="(opens in a new tab)" role="img">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
