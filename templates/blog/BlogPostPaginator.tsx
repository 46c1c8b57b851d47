// "Newer post" and "Older post" under a post, as Docusaurus's BlogPostPaginator.
import type { PageLink } from '../types.ts';
import { withBase } from '../app/base-url.ts';

export function BlogPostPaginator({ newer, older }: { newer?: PageLink; older?: PageLink }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog post page navigation">
      {newer ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={withBase(newer.href)}>
          <span className="pagination-nav__sublabel">Newer post</span>
          <span className="pagination-nav__label">« {newer.label}</span>
        </a>
      ) : (
        <span />
      )}
      {older && (
        <a className="pagination-nav__link pagination-nav__link--next" href={withBase(older.href)}>
          <span className="pagination-nav__sublabel">Older post</span>
          <span className="pagination-nav__label">{older.label} »</span>
        </a>
      )}
    </nav>
  );
}
