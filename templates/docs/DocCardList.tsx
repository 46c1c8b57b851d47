// `@theme/DocCardList`: a card per item, as on a category's generated index. With no `items`, the
// items of the sidebar category the page is in (or is the page of), as Docusaurus's; a category
// page of a site's own (`<DocCardList />` in its MDX) lists its children so.
import type { DocCardListProps } from '../theme-props.ts';
import DocCard from './DocCard.tsx';
import { filterDocCardListItems, useCurrentSidebarSiblings } from '../docusaurus/docs-client.ts';

function CurrentCategoryCards({ className }: DocCardListProps) {
  return <DocCardList items={useCurrentSidebarSiblings()} className={className} />;
}

export default function DocCardList({ items, className }: DocCardListProps) {
  if (!items) return <CurrentCategoryCards className={className} />;
  return (
    <div className={['card-grid', 'generated-index', className].filter(Boolean).join(' ')}>
      {filterDocCardListItems(items).map((item, i) => (
        <DocCard key={i} item={item} />
      ))}
    </div>
  );
}
