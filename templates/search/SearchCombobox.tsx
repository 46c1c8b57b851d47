// The search combobox, loaded on the first focus of a SearchBox (its own chunk, with MiniSearch):
// results grouped by Docs and by API, in the order of each group's best match, matched words
// highlighted; ARIA 1.2 combobox with a listbox popup, where focus stays in the input and
// aria-activedescendant names the active option. Arrow keys move, Enter follows the active
// result (a real link click, so the client router takes it), Escape closes, then clears.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
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
  const version = route?.props.kind === 'doc' ? route.props.version : undefined;
  const current = site.docsVersions[0]?.name;
  return searchFolder({ locale: localeOf(path), defaultLocale: site.i18n.defaultLocale, olderVersion: version !== current ? version : undefined });
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

  useLayoutEffect(() => {
    searchEngine(folder).prepare().catch(() => {}); // the first query reports a failure
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(initialQuery.length, initialQuery.length);
    setOpen(initialQuery.trim() !== '');
  }, []);

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

  useEffect(() => setActive(0), [outcome.hits]);
  const shownPath = useRef(path);
  useEffect(() => {
    // A route change (a result chosen, a link followed) closes the results.
    if (path !== shownPath.current) setOpen(false);
    shownPath.current = path;
  }, [path]);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const choose = () => {
    setOpen(false);
    input.current?.blur();
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = ordered.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(query.trim() !== '');
      else if (count) setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && open && count) {
      event.preventDefault();
      // Results of an earlier query may still be shown while this one runs: never follow those.
      if (outcome.status === 'done' && outcome.query === query.trim()) document.getElementById(optionId(active))?.click();
    } else if (event.key === 'Escape' && (open || query)) {
      // Handled here: not by the browser (which would clear a search field at once), nor by the
      // mobile menu around the box (which would close).
      event.preventDefault();
      event.stopPropagation();
      if (open) setOpen(false);
      else setQuery('');
    }
  };

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
      {/* Clicks inside the panel must not take focus from the input (it would close the panel). */}
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
                    id={optionId(i)}
                    active={i === active}
                    onPoint={() => setActive(i)}
                    onChoose={choose}
                  />
                );
              })}
            </div>
          ))}
        </div>
        <p role="status" className={`search__status ${ordered.length ? 'visually-hidden' : ''}`}>
          {statusText(outcome, query.trim(), ordered.length)}
        </p>
      </div>
    </>
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
