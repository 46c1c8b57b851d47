// `@theme/DocCard`: one card of DocCardList, a link to a doc or a category. Its text is the item's
// description when it has one (a generated index's items do), else, for a category, how many items it
// holds, as Docusaurus writes it. (Docusaurus also reads a doc's description from its front matter;
// hubgen's browser knows only the items' own.)
import type { DocCardProps } from '../theme-props.ts';
import { withBase } from '../app/base-url.ts';
import { findFirstSidebarItemLink } from '../docusaurus/docs-client.ts';

function describe(item: DocCardProps['item']): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.description) return item.description;
  if (item.type !== 'category' || item.items.length === 0) return undefined;
  return item.items.length === 1 ? '1 item' : `${item.items.length} items`;
}

export default function DocCard({ item }: DocCardProps) {
  const href = findFirstSidebarItemLink(item);
  if (item.type === 'html' || !href) return null;
  const description = describe(item);
  return (
    <a className={['card', item.className].filter(Boolean).join(' ')} href={withBase(href)}>
      <span className="card__title">{item.label}</span>
      {description && <span className="card__body">{description}</span>}
    </a>
  );
}
