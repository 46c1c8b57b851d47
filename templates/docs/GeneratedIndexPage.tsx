// A category's generated index (Docusaurus's `link: { type: 'generated-index' }`,
// `@theme/DocCategoryGeneratedIndexPage`): its description, then a card per item of the category
// (DocCardList). The items come with the route's data (plan-routes.ts), so one module serves every
// generated index of a sidebar.
import { useRouteData } from '../app/router-context.ts';
import type { DocRouteProps } from '../types.ts';
import DocCardList from './DocCardList.tsx';

export default function GeneratedIndexPage() {
  const index = (useRouteData()?.props as DocRouteProps | undefined)?.generatedIndex;
  if (!index) return null;
  return (
    <>
      {index.description && <p>{index.description}</p>}
      <DocCardList items={index.items.map((item) => ({ type: 'link', ...item }))} />
    </>
  );
}
