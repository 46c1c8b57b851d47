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
          <DocFooter editUrl={props.editUrl} lastUpdate={props.lastUpdate} />
          <Paginator previous={props.previous} next={props.next} />
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

/** "Edit this page" and "Last updated", as Docusaurus shows them under a doc. */
function DocFooter({ editUrl, lastUpdate }: Pick<DocRouteProps, 'editUrl' | 'lastUpdate'>) {
  if (!editUrl && !lastUpdate) return null;
  return (
    <footer className="doc-footer">
      {editUrl && (
        <a className="doc-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {lastUpdate && (
        <span className="doc-footer__updated">
          Last updated
          {lastUpdate.date && (
            <>
              {' on '}
              <time dateTime={lastUpdate.date}>{lastUpdate.dateText}</time>
            </>
          )}
          {lastUpdate.author && (
            <>
              {' by '}
              <b>{lastUpdate.author}</b>
            </>
          )}
        </span>
      )}
    </footer>
  );
}

function Paginator({ previous, next }: Pick<DocRouteProps, 'previous' | 'next'>) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={withBase(previous.href)}>
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« {previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={withBase(next.href)}>
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
