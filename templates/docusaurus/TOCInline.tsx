// `@theme/TOCInline`: the page's table of contents inside the text, from the `toc` every doc
// exports (`<TOCInline toc={toc} />`), nested by heading level, h2–h3 unless told otherwise.
import type { ReactElement } from 'react';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc: readonly TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  return <div className="toc-inline">{list(items, 0)}</div>;
}

/** The items from `start` that sit at the first one's level, each with its deeper items nested. */
function list(items: readonly TocItem[], start: number): ReactElement | null {
  if (start >= items.length) return null;
  const level = items[start].level;
  const out: ReactElement[] = [];
  for (let i = start; i < items.length && items[i].level >= level; i++) {
    if (items[i].level !== level) continue;
    const child = items[i + 1] && items[i + 1].level > level ? list(items, i + 1) : null;
    out.push(
      <li key={items[i].id}>
        <a href={`#${items[i].id}`}>{items[i].value}</a>
        {child}
      </li>,
    );
  }
  return <ul>{out}</ul>;
}
