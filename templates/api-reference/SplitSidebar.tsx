// The sidebar of a reference split into pages (cli/openapi/split-reference.ts): every page of the
// reference, the current one open with its operations, any other opened on request; the filter
// searches every operation of every page. The operations of another page come from that page's
// file, fetched when the reader opens it here, and the filter's from the reference's file of every
// operation, fetched when the reader first types one (split-pages.ts): the sidebar weighs the
// list of pages, not the list of operations.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ApiView, ReferencePageLink, SplitOperation, SplitView } from './types.ts';
import { AUTHENTICATION_ANCHOR, schemaAnchor } from '../../shared/api-anchors.ts';
import { MethodBadge, InlineCode } from './Operation.tsx';
import { anchorHref, loadOperations, loadPageOperations } from './split-pages.ts';
import { withBase } from '../app/base-url.ts';
import { VersionBadge } from './VersionBadge.tsx';

/** Filter results shown at most (a one-letter filter of a 20,000-operation reference matches most). */
const FILTER_RESULTS = 200;

interface Props {
  api: ApiView;
  split: SplitView;
  references: ReactNode;
  filter: string;
  onFilter: (v: string) => void;
  active?: string;
  onNavigate: () => void;
}

export function SplitSidebar({ api, split, references, filter, onFilter, active, onNavigate }: Props) {
  const query = filter.trim().toLowerCase();
  const nav = useRef<HTMLElement>(null);
  useCurrentEntryInView(nav, split.current);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const { all, listed } = useSplitOperations(split, query, open);
  const here = (anchor: string) => ({
    href: anchorHref(split, anchor),
    className: `api-nav__link ${active === anchor ? 'api-nav__link--active' : ''}`,
    'aria-current': active === anchor ? ('location' as const) : undefined,
    onClick: onNavigate,
  });
  const current: SplitOperation[] = [...api.tags.flatMap((tag) => tag.operations), ...(api.webhooks ?? [])].map((op) => [split.current, op.anchor, op.method, op.fullPath, op.summary, ...(op.deprecated ? ([1] as const) : ([] as const))]);
  const operationLinks = (operations: SplitOperation[]) => (
    <ul className="api-nav__list">
      {operations.map(([page, anchor, method, , summary, deprecated]) => (
        <li key={`${page} ${anchor}`}>
          <a {...here(anchor)} href={page === split.current ? `#${anchor}` : `${withBase(split.pages[page]!.href)}#${anchor}`}>
            <MethodBadge method={method} />
            <span className={`api-nav__summary ${deprecated ? 'api-nav__summary--deprecated' : ''}`}>
              <InlineCode text={summary} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
  const toggle = (page: number) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(page)) next.add(page);
      return next;
    });
  const pageEntry = (link: ReferencePageLink, page: number) => {
    const isCurrent = page === split.current;
    const expanded = isCurrent || open.has(page);
    const operations = isCurrent ? current : listed.get(page);
    return (
      <div key={link.href} className="api-nav__group">
        <div className="api-nav__page">
          <a href={withBase(link.href)} className={`api-nav__link api-nav__tag ${isCurrent ? 'api-nav__link--active' : ''}`} aria-current={isCurrent ? 'page' : undefined} onClick={onNavigate}>
            {link.title}
          </a>
          {!isCurrent && link.operations > 0 && (
            <button type="button" className="api-nav__expand" aria-expanded={expanded} aria-label={`${expanded ? 'Hide' : 'Show'} the operations of ${link.title}`} onClick={() => toggle(page)}>
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            </button>
          )}
        </div>
        {expanded && operations && operations.length > 0 && operationLinks(operations)}
        {expanded && !operations && <p className="api-muted api-nav__empty">Loading…</p>}
      </div>
    );
  };
  return (
    <nav className="api-nav" ref={nav}>
      <div className="api-nav__title">
        <a href={withBase(split.pages[0]!.href)} className="api-nav__home">
          {api.title}
        </a>{' '}
        <VersionBadge version={api.version} />
      </div>
      {references}
      <label className="api-nav__filter">
        <span className="visually-hidden">Filter operations</span>
        <input type="search" placeholder="Filter by method, path or summary" value={filter} onChange={(e) => onFilter(e.target.value)} />
      </label>
      {query ? (
        <FilterResults all={all} query={query} filter={filter} operationLinks={operationLinks} />
      ) : (
        <>
          <IntroLinks api={api} here={here} />
          {split.pages.map((link, page) => (link.kind === 'tag' || link.kind === 'webhooks' ? pageEntry(link, page) : null))}
          <SchemaPages split={split} here={here} onNavigate={onNavigate} />
        </>
      )}
    </nav>
  );
}

/** The current page's entry in view in the sidebar (it may be the 800th tag); the page itself does not move. */
function useCurrentEntryInView(nav: RefObject<HTMLElement | null>, current: number): void {
  useEffect(() => {
    const box = nav.current;
    const entry = box?.querySelector<HTMLElement>('.api-nav__page [aria-current="page"]');
    if (box && entry) box.scrollTop += entry.getBoundingClientRect().top - box.getBoundingClientRect().top - 80;
  }, [nav, current]);
}

/** Every operation (fetched once the reader filters), and those of each page the reader opened. */
function useSplitOperations(split: SplitView, query: string, open: ReadonlySet<number>) {
  const [all, setAll] = useState<SplitOperation[]>();
  const [listed, setListed] = useState<ReadonlyMap<number, SplitOperation[]>>(() => new Map());
  useEffect(() => {
    if (all || !query) return;
    let live = true;
    void loadOperations(split).then((operations) => live && setAll(operations));
    return () => {
      live = false;
    };
  }, [all, query, split]);
  useEffect(() => {
    for (const page of open) {
      if (listed.has(page)) continue;
      void loadPageOperations(split, page).then((operations) => setListed((known) => new Map(known).set(page, operations)));
    }
  }, [open, listed, split]);
  return { all, listed };
}

function FilterResults({ all, query, filter, operationLinks }: { all?: SplitOperation[]; query: string; filter: string; operationLinks: (operations: SplitOperation[]) => ReactNode }) {
  const matches = (all ?? []).filter((op) => `${op[2]} ${op[3]} ${op[4]}`.toLowerCase().includes(query));
  return (
    <div className="api-nav__group">
      {!all && <p className="api-muted api-nav__empty">Loading…</p>}
      {all && matches.length > 0 && operationLinks(matches.slice(0, FILTER_RESULTS))}
      {all && matches.length > FILTER_RESULTS && <p className="api-muted api-nav__empty">{matches.length - FILTER_RESULTS} more: refine the filter.</p>}
      {all && matches.length === 0 && <p className="api-muted api-nav__empty">No operation matches “{filter}”.</p>}
    </div>
  );
}

/** The introduction's sections and the authentication, on the index page. */
function IntroLinks({ api, here }: { api: ApiView; here: (anchor: string) => Record<string, unknown> }) {
  return (
    <ul className="api-nav__list">
      {api.introSections.map((s) => (
        <li key={s.id}>
          <a {...here(s.id)}>{s.title}</a>
        </li>
      ))}
      {api.securitySchemes && (
        <li>
          <a {...here(AUTHENTICATION_ANCHOR)}>Authentication</a>
        </li>
      )}
    </ul>
  );
}

/** The pages of schemas, the current one open with its schemas. */
function SchemaPages({ split, here, onNavigate }: { split: SplitView; here: (anchor: string) => Record<string, unknown>; onNavigate: () => void }) {
  if (split.schemaPages.length === 0) return null;
  return (
    <div className="api-nav__group">
      <span className="api-nav__tag api-nav__heading">Schemas</span>
      <ul className="api-nav__list">
        {split.schemaPages.map(({ page }) => (
          <li key={page}>
            <a href={withBase(split.pages[page]!.href)} className={`api-nav__link ${page === split.current ? 'api-nav__link--active' : ''}`} aria-current={page === split.current ? 'page' : undefined} onClick={onNavigate}>
              {split.pages[page]!.title}
            </a>
            {page === split.current && (
              <ul className="api-nav__list">
                {split.schemaSections.map((name) => (
                  <li key={name}>
                    <a {...here(schemaAnchor(name))}>{name}</a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
