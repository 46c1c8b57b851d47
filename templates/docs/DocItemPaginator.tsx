// `@theme/DocItem/Paginator`: the doc's previous and next pages (DocPaginator).
import type { DocRouteProps } from '../types.ts';
import { useRouteData } from '../app/router-context.ts';
import DocPaginator from './DocPaginator.tsx';

export default function DocItemPaginator() {
  const { previous, next } = useRouteData()?.props as DocRouteProps;
  return <DocPaginator previous={previous && { title: previous.label, permalink: previous.href }} next={next && { title: next.label, permalink: next.href }} />;
}
