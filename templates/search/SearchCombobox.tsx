// The search combobox, loaded on the first focus of a SearchBox (its own chunk, with MiniSearch):
// results grouped by Docs and by API, in the order of each group's best match, matched words
// highlighted; ARIA 1.2 combobox with a listbox popup, where focus stays in the input and
// aria-activedescendant names the active option. Arrow keys move, Enter follows the active
// result (a real link click, so the client router takes it), Escape closes, then clears.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import site from 'hubgen:site-data';
import { useRouter } from '../app/router-context.ts';
import { SearchInput } from './SearchInput.tsx';
import { createSearchEngine, type SearchEngine, type SearchHit } from '../../shared/search/search-engine.ts';
import { MANIFEST_FILE, searchFolder } from '../../shared/search/search-format.ts';
import { localeOf } from '../app/locale.ts';
import type { RouteData } from '../types.ts';
import { excerptWindow, highlight } from '../../shared/search/highlight.ts';
import { withBase } from '../app/base-url.ts';

export interface SearchComboboxProps {
  listboxId: string;
  /** What the reader typed into the placeholder input before this chunk arrived. */
  initialQuery: string;
  autoFocus: boolean;
  /** Called after a result is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/** Waits this long after a keystroke, so fast typing does not fetch shards for every prefix. */
const DEBOUNCE_MS = 60;

const engines = new Map<string, SearchEngine>();

/**
 * One engine per index (search-format.ts's searchFolder): shards loaded for one box or route serve
 * every later query in the same locale and docs version.
 */
function searchEngine(folder: string): SearchEngine {
  let engine = engines.get(folder);
  if (!engine) {
    engine = createSearchEngine({
      load: async (file) => {
        // Shards are named by their content; the manifest has a fixed name and must be fresh.
        const response = await fetch(`${site.baseUrl}${folder}/${file}`, { cache: file === MANIFEST_FILE ? 'no-cache' : 'default' });
        if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${response.url}`);
        return response.text();
      },
    });
    engines.set(folder, engine);
  }
  return engine;
}

/** The index this page searches: its locale's, and its docs version's when that is an older one. */
function folderOf(path: string, route: RouteData | undefined): string {
  const olderVersion = route?.props.kind === 'doc' ? route.props.searchVersion : undefined;
  return searchFolder({ locale: localeOf(path), defaultLocale: site.i18n.defaultLocale, olderVersion });
}

interface Outcome {
  query: string;
  hits: SearchHit[];
  status: 'idle' | 'searching' | 'done' | 'failed';
}

export function SearchCombobox({ listboxId, initialQuery, autoFocus, onNavigate }: SearchComboboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const { path, route } = useRouter();
  const folder = folderOf(path, route);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ query: '', hits: [], status: 'idle' });
  const [active, setActive] = useState(0);
  const groups = useMemo(() => groupHits(outcome.hits), [outcome.hits]);
  const ordered = groups.flatMap((g) => g.hits);
  const optionId = (i: number) => `${listboxId}-option-${i}`;

  usePreparedEngine({ folder, input, autoFocus, initialQuery, setOpen });
  useDebouncedSearch(query, folder, setOutcome);
  useEffect(() => setActive(0), [outcome.hits]);
  useCloseOnRouteChange(path, setOpen);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const choose = () => {
    setOpen(false);
    input.current?.blur();
    onNavigate?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleComboboxKey(event, { query, open, count: ordered.length, outcome, activeId: optionId(active), setOpen, setActive, setQuery });

  const shown = open && query.trim() !== '';
  return (
    <>
      <SearchInput
        listboxId={listboxId}
        inputRef={input}
        expanded={shown}
        activeId={shown && ordered.length ? optionId(active) : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(e.target.value.trim() !== '');
        }}
        onFocus={() => setOpen(query.trim() !== '')}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ResultsPanel
        listboxId={listboxId}
        shown={shown}
        groups={groups}
        ordered={ordered}
        active={active}
        onPoint={setActive}
        onChoose={choose}
        status={statusText(outcome, query.trim(), ordered.length)}
      />
    </>
  );
}

/** Starts loading this page's index at once; when the box was focused before this chunk came, takes the focus over. */
function usePreparedEngine(params: {
  folder: string;
  input: RefObject<HTMLInputElement | null>;
  autoFocus: boolean;
  initialQuery: string;
  setOpen: (open: boolean) => void;
}): void {
  const { folder, input, autoFocus, initialQuery, setOpen } = params;
  useLayoutEffect(() => {
    searchEngine(folder).prepare().catch(() => {}); // the first query reports a failure
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(initialQuery.length, initialQuery.length);
    setOpen(initialQuery.trim() !== '');
  }, []);
}

/** Searches `query` once typing pauses; an answer to an older query is dropped. */
function useDebouncedSearch(query: string, folder: string, setOutcome: Dispatch<SetStateAction<Outcome>>): void {
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setOutcome({ query: '', hits: [], status: 'idle' });
      return;
    }
    let current = true;
    setOutcome((o) => ({ ...o, status: 'searching' }));
    const timer = window.setTimeout(() => {
      searchEngine(folder)
        .search(q)
        .then(
          (hits) => current && setOutcome({ query: q, hits, status: 'done' }),
          (error: unknown) => {
            console.error('[hubgen] search failed', error);
            if (current) setOutcome({ query: q, hits: [], status: 'failed' });
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, folder]);
}

function useCloseOnRouteChange(path: string, setOpen: (open: boolean) => void): void {
  const shownPath = useRef(path);
  useEffect(() => {
    // A route change (a result chosen, a link followed) closes the results.
    if (path !== shownPath.current) setOpen(false);
    shownPath.current = path;
  }, [path]);
}

/** The keys of the combobox: arrows move through the results, Enter follows one, Escape closes, then clears. */
function handleComboboxKey(
  event: KeyboardEvent<HTMLInputElement>,
  box: {
    query: string;
    open: boolean;
    count: number;
    outcome: Outcome;
    activeId: string;
    setOpen(open: boolean): void;
    setActive: Dispatch<SetStateAction<number>>;
    setQuery(query: string): void;
  },
): void {
  const { query, open, count, outcome } = box;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (!open) box.setOpen(query.trim() !== '');
    else if (count) box.setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
  } else if (event.key === 'Enter' && open && count) {
    event.preventDefault();
    // Results of an earlier query may still be shown while this one runs: never follow those.
    if (outcome.status === 'done' && outcome.query === query.trim()) document.getElementById(box.activeId)?.click();
  } else if (event.key === 'Escape' && (open || query)) {
    // Handled here: not by the browser (which would clear a search field at once), nor by the
    // mobile menu around the box (which would close).
    event.preventDefault();
    event.stopPropagation();
    if (open) box.setOpen(false);
    else box.setQuery('');
  }
}

function ResultsPanel(props: {
  listboxId: string;
  shown: boolean;
  groups: { name: string; hits: SearchHit[] }[];
  ordered: SearchHit[];
  active: number;
  onPoint(i: number): void;
  onChoose(): void;
  status: string;
}) {
  const { listboxId, shown, groups, ordered, active, onPoint, onChoose, status } = props;
  return (
    // Clicks inside the panel must not take focus from the input (it would close the panel).
    <div className="search__panel" hidden={!shown} onMouseDown={(e) => e.preventDefault()}>
      <div role="listbox" id={listboxId} aria-label="Search results" className="search__results">
        {groups.map((group, g) => (
          <div key={group.name} role="group" aria-labelledby={`${listboxId}-group-${g}`} className="search__group">
            <div role="presentation" id={`${listboxId}-group-${g}`} className="search__group-title">
              {group.name}
            </div>
            {group.hits.map((hit) => {
              const i = ordered.indexOf(hit);
              return (
                <Result
                  key={hit.id}
                  hit={hit}
                  id={`${listboxId}-option-${i}`}
                  active={i === active}
                  onPoint={() => onPoint(i)}
                  onChoose={onChoose}
                />
              );
            })}
          </div>
        ))}
      </div>
      <p role="status" className={`search__status ${ordered.length ? 'visually-hidden' : ''}`}>
        {status}
      </p>
    </div>
  );
}

function Result({ hit, id, active, onPoint, onChoose }: { hit: SearchHit; id: string; active: boolean; onPoint(): void; onChoose(): void }) {
  return (
    <a
      role="option"
      id={id}
      aria-selected={active}
      tabIndex={-1}
      href={withBase(hit.url)}
      className={`search-hit ${active ? 'search-hit--active' : ''}`}
      onMouseMove={active ? undefined : onPoint}
      onClick={onChoose}
    >
      <span className="search-hit__title">
        {hit.method && <span className={`method-badge method-badge--${hit.method}`}>{hit.method === 'delete' ? 'DEL' : hit.method.toUpperCase()}</span>}
        <Marked text={hit.title} terms={hit.terms} />
      </span>
      {hit.crumbs.length > 0 && <span className="search-hit__crumbs">{hit.crumbs.join(' › ')}</span>}
      {hit.excerpt && (
        <span className="search-hit__excerpt">
          <Marked text={excerptWindow(hit.excerpt, hit.terms)} terms={hit.terms} />
        </span>
      )}
    </a>
  );
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <span>
      {highlight(text, terms).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text))}
    </span>
  );
}

/** Groups in the order of their best hit; within a group, hits keep their score order. */
function groupHits(hits: SearchHit[]): { name: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.group, [...(groups.get(hit.group) ?? []), hit]);
  return [...groups].map(([name, list]) => ({ name, hits: list }));
}

function statusText(outcome: Outcome, query: string, shown: number): string {
  if (outcome.status === 'failed') return 'Search is unavailable right now. Check your connection and try again.';
  if (shown) return `${shown} result${shown === 1 ? '' : 's'}`;
  if (outcome.status !== 'done' || outcome.query !== query) return 'Searching…';
  return `No results for “${query}”`;
}
