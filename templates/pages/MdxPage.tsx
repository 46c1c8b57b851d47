// An MDX page outside the docs (e.g. /api): prose column with a table of contents, no sidebar.
import type { ReactNode } from 'react';
import type { PageRouteProps } from '../types.ts';
import { TableOfContents } from '../docs/TableOfContents.tsx';

export function MdxPage({ props, children }: { props: PageRouteProps; children: ReactNode }) {
  return (
    <div className="container mdx-page">
      <article className="markdown mdx-page__article">
        {!props.hideTitle && <h1>{props.title}</h1>}
        {children}
      </article>
      <div className="doc-toc">
        <TableOfContents toc={props.toc ?? []} />
      </div>
    </div>
  );
}
