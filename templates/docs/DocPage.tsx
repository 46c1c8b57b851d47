// A docs page: sidebar, breadcrumbs, title, the MDX content, previous/next links, table of contents.
import type { ReactNode } from 'react';
import site from 'hubgen:site-data';
import type { DocRouteProps } from '../types.ts';
import { DocSidebar } from './DocSidebar.tsx';
import { useRouter } from '../app/router-context.ts';
import { TableOfContents } from './TableOfContents.tsx';
import { withBase } from '../app/base-url.ts';

export function DocPage({ props, children }: { props: DocRouteProps; children: ReactNode }) {
  return (
    <div className="doc-layout">
      <DocSidebar entries={useRouter().sidebar ?? []} />
      <div className="doc-main">
        <article className="doc-article">
          {props.breadcrumbs.length > 0 && (
            <nav className="breadcrumbs" aria-label="Breadcrumbs">
              <ol>
                <li>
                  <a href={withBase(site.homeHref)} aria-label="Home page">
                    Home
                  </a>
                </li>
                {props.breadcrumbs.map((crumb, i) => (
                  <li key={i}>{crumb.href ? <a href={withBase(crumb.href)}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
                ))}
              </ol>
            </nav>
          )}
          <div className="markdown">
            {!props.hideTitle && <h1>{props.title}</h1>}
            {children}
          </div>
          <Paginator previous={props.previous} next={props.next} />
        </article>
        <div className="doc-toc">
          <TableOfContents toc={props.toc} />
        </div>
      </div>
    </div>
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
