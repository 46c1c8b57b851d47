// The table of contents (h2–h3) on the right of wide screens; highlights the heading in view.
import { useEffect, useState } from 'react';
import type { TocEntry } from '../types.ts';

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const active = useActiveHeading(toc);
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <div className="toc__title">On this page</div>
      <ul className="toc__list">
        {toc.map((entry) => (
          <li key={entry.id} className={`toc__item toc__item--h${entry.depth}`}>
            <a className={`toc__link ${active === entry.id ? 'toc__link--active' : ''}`} href={`#${entry.id}`}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The last heading whose top has scrolled above a line just below the navbar. */
function useActiveHeading(toc: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (toc.length === 0) return;
    const update = () => {
      const line = 100;
      let current: string | undefined = toc[0].id;
      for (const entry of toc) {
        const el = document.getElementById(entry.id);
        if (el && el.getBoundingClientRect().top <= line) current = entry.id;
      }
      setActive(current);
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
