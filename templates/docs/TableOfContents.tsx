// The table of contents (h2–h3 by default): on the right of wide screens, highlighting the heading
// being read; on narrower screens a collapsible "On this page" above the content, as Docusaurus's
// theme-doc-toc-mobile (CSS shows one or the other, so both are in the server HTML).
import { useEffect, useId, useState } from 'react';
import type { TocEntry } from '../types.ts';
import { Collapsible } from '../layout/Collapsible.tsx';

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const active = useActiveHeading(toc);
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <div className="toc__title">On this page</div>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

export function MobileToc({ toc }: { toc: TocEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (toc.length === 0) return null;
  return (
    <nav className={`toc-mobile ${open ? 'toc-mobile--open' : ''}`} aria-label="On this page">
      <button type="button" className="toc-mobile__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        On this page
      </button>
      <Collapsible open={open} id={listId}>
        <TocList toc={toc} />
      </Collapsible>
    </nav>
  );
}

function TocList({ toc, active }: { toc: TocEntry[]; active?: string }) {
  return (
    <ul className="toc__list">
      {toc.map((entry) => (
        <li key={entry.id} className={`toc__item toc__item--h${entry.depth}`}>
          <a className={`toc__link ${active === entry.id ? 'toc__link--active' : ''}`} href={`#${entry.id}`}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The heading being read, as Docusaurus's TOC finds it: the first heading at or below the navbar's
 * bottom edge if it sits in the top half of the screen (it is what the reader sees first), else the
 * heading before it, whose section fills the screen; past the last heading, the last one.
 */
function useActiveHeading(toc: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (toc.length === 0) return;
    const update = () => {
      // The navbar may be hidden while scrolling down (hideOnScroll): then the screen's top counts.
      const navbarBottom = Math.max(0, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0);
      const headings = toc.map((entry) => document.getElementById(entry.id)).filter((el): el is HTMLElement => el !== null);
      // Rounding: a heading scrolled to the navbar's edge may sit a fraction of a pixel above it.
      const next = headings.findIndex((el) => el.getBoundingClientRect().top >= navbarBottom - 1);
      if (next === -1) return setActive(headings.at(-1)?.id);
      const top = headings[next].getBoundingClientRect().top;
      setActive(top < window.innerHeight / 2 ? headings[next].id : (headings[next - 1] ?? headings[next]).id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [toc]);
  return active;
}
