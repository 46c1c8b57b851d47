// "Newer entries" and "Older entries" under a list of posts, as Docusaurus's BlogListPaginator.
import type { BlogPagination } from './types.ts';
import { withBase } from '../app/base-url.ts';

export function BlogListPaginator({ pagination }: { pagination: BlogPagination }) {
  const { previousPage, nextPage, page, totalPages } = pagination;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="pagination-nav" aria-label={`Blog list page navigation, page ${page} of ${totalPages}`}>
      {previousPage ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={withBase(previousPage)}>
          <span className="pagination-nav__label">« Newer entries</span>
        </a>
      ) : (
        <span />
      )}
      {nextPage && (
        <a className="pagination-nav__link pagination-nav__link--next" href={withBase(nextPage)}>
          <span className="pagination-nav__label">Older entries »</span>
        </a>
      )}
    </nav>
  );
}
