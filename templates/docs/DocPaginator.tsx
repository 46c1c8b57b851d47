// `@theme/DocPaginator`: links to the previous and next docs, as Docusaurus draws them.
import type { DocPaginatorProps } from 'hubgen/theme';
import { withBase } from 'hubgen/link';

export default function DocPaginator({ previous, next, className }: DocPaginatorProps) {
  if (!previous && !next) return null;
  return (
    <nav className={['pagination-nav', className].filter(Boolean).join(' ')} aria-label="Docs pages">
      {previous ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={withBase(previous.permalink)}>
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« {previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={withBase(next.permalink)}>
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.title} »</span>
        </a>
      )}
    </nav>
  );
}
