// A docs page: sidebar, breadcrumbs, title, the MDX content, edit link and last update,
// previous/next links, table of contents.
import type { ReactNode } from 'react';
import site from 'hubgen:site-data';
import type { DocRouteProps } from '../types.ts';
import { DocSidebar } from './DocSidebar.tsx';
import { useRouteData, useRouter } from '../app/router-context.ts';
import { PageMenu } from './PageMenu.tsx';
import { TableOfContents, MobileToc } from './TableOfContents.tsx';
import { withBase } from '../app/base-url.ts';
import DocItemFooter from './DocItemFooter.tsx';
import DocItemPaginator from './DocItemPaginator.tsx';

export function DocPage({ props, children }: { props: DocRouteProps; children: ReactNode }) {
  const route = useRouteData();
  return (
    <div className="doc-layout">
      <DocSidebar entries={useRouter().sidebar ?? []} />
      <div className="doc-main">
        <article className="doc-article">
          <div className="doc-header">
            <Breadcrumbs crumbs={props.breadcrumbs} current={props.sidebarLabel} />
            <PageMenu markdown={route?.markdown} page={new URL(withBase(route?.path ?? '/'), site.url).href} />
          </div>
          <MobileToc toc={props.toc} />
          <div className="markdown">
            {!props.hideTitle && <h1>{props.title}</h1>}
            {children}
          </div>
          <DocItemFooter />
          <DocItemPaginator />
        </article>
        <div className="doc-toc">
          <TableOfContents toc={props.toc} />
        </div>
      </div>
    </div>
  );
}

/**
 * As Docusaurus shows them: a home icon, the categories above the page (links where they have a
 * page), then the page itself, not a link. Only for a doc its sidebar lists.
 */
function Breadcrumbs({ crumbs, current }: { crumbs: DocRouteProps['breadcrumbs']; current?: string }) {
  if (current === undefined) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li className="breadcrumbs__item">
          <a className="breadcrumbs__link breadcrumbs__home" href={withBase(site.homeHref)} aria-label="Home page">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </a>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={i} className="breadcrumbs__item">
            {crumb.href ? (
              <a className="breadcrumbs__link" href={withBase(crumb.href)}>
                {crumb.label}
              </a>
            ) : (
              <span className="breadcrumbs__link">{crumb.label}</span>
            )}
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active">
          <span className="breadcrumbs__link" aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
