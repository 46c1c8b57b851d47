// The query side of site search, shared by the browser (templates/search/SearchCombobox.tsx) and
// the build's measurement (cli/search/measure-search.ts): it reads the manifest, loads only the
// term shards a query's terms fall in (exact shard first, then the prefix range while
// QUERY_SHARD_BUDGET allows), rebuilds a MiniSearch index from the loaded shards and lets
// MiniSearch score, then loads the document-store shards of the top results. Nothing is fetched
// twice.
//
// Two details keep the scores those of one full index: lengths are pre-normalised at build time
// (every field length is set to 1 here), and a posting list cut to MAX_POSTINGS is padded back to
// its true document frequency with phantom documents, which `boostDocument` then drops (a falsy
// boost skips a document in MiniSearch), so MiniSearch's idf sees the real frequency.
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch';
import {
  DOCS_BOOST,
  FIELDS,
  INDEX_OPTIONS,
  MANIFEST_FILE,
  MAX_RESULTS,
  QUERY_SHARD_BUDGET,
  SEARCH_OPTIONS,
  compareTerms,
  docShardFile,
  processTerm,
  termShardFile,
  tokenize,
  type DocShard,
  type SearchManifest,
  type TermShard,
} from './search-format.ts';
import { termsToMark } from './highlight.ts';

export interface SearchHit {
  id: number;
  url: string;
  title: string;
  crumbs: string[];
  group: string;
  excerpt: string;
  method?: string;
  /** Index terms that matched (after prefix expansion; fuzzy ones only as typo fixes), for highlighting. */
  terms: string[];
  score: number;
}

export interface SearchEngine {
  /** Fetches the manifest ahead of the first query (on the first focus of the search box). */
  prepare(): Promise<void>;
  search(query: string): Promise<SearchHit[]>;
}

/** Reads a file below `search/` ('manifest.json', 't-<name>.json') as text. */
export type LoadFile = (file: string) => Promise<string>;

export function createSearchEngine({ load }: { load: LoadFile }): SearchEngine {
  const files = new Map<string, Promise<unknown>>();
  const termShards = new Map<number, TermShard>();
  let index: { shards: number; mini: MiniSearch } | undefined;

  /** Each file is fetched once; a failed fetch is forgotten so that the next query retries it. */
  function json<T>(file: string): Promise<T> {
    let pending = files.get(file);
    if (!pending) {
      pending = load(file).then((text) => JSON.parse(text) as unknown);
      pending.catch(() => files.delete(file));
      files.set(file, pending);
    }
    return pending as Promise<T>;
  }

  async function hitOf(m: SearchManifest, result: SearchResult, queryTerms: string[]): Promise<SearchHit> {
    const id = result.id as number;
    const shard = await json<DocShard>(docShardFile(m, Math.floor(id / m.docShardSize)));
    // A hit always has postings, so its slot is never a hole.
    const [url, title, crumbs, group, excerpt, method] = shard[id % m.docShardSize]!;
    return { id, url, title, crumbs, group: m.groups[group], excerpt, method, terms: termsToMark(queryTerms, Object.keys(result.match)), score: result.score };
  }

  return {
    async prepare() {
      await json<SearchManifest>(MANIFEST_FILE);
    },
    async search(query) {
      const m = await json<SearchManifest>(MANIFEST_FILE);
      const terms = tokenize(query).map(processTerm).filter((t): t is string => t !== null);
      if (terms.length === 0) return [];
      await Promise.all(
        shardsForTerms(m, terms).map(async (i) => termShards.set(i, await json<TermShard>(termShardFile(m.termShards[i][2])))),
      );
      if (index?.shards !== termShards.size) index = { shards: termShards.size, mini: assemble([...termShards.values()], m) };
      const options = { ...SEARCH_OPTIONS, boostDocument: (id: number) => boostOf(m, id, isName(query)) };
      // Every word should match; when no section has them all, show the best partial matches.
      let results = index.mini.search(query, { ...options, combineWith: 'AND' });
      if (results.length === 0) results = index.mini.search(query, { ...options, combineWith: 'OR' });
      return Promise.all(results.slice(0, MAX_RESULTS).map((r) => hitOf(m, r, terms)));
    },
  };
}

/**
 * The shards a query loads, in priority order within the byte budget: the shard that would hold
 * each term, then the following shards still inside the term's prefix range.
 */
function shardsForTerms(m: SearchManifest, terms: string[]): number[] {
  const picked: number[] = [];
  if (m.termShards.length === 0) return picked;
  let bytes = 0;
  const take = (i: number) => {
    if (picked.includes(i)) return true;
    if (picked.length > 0 && bytes + m.termShards[i][1] > QUERY_SHARD_BUDGET) return false;
    picked.push(i);
    bytes += m.termShards[i][1];
    return true;
  };
  const first = terms.map((term) => shardOf(m, term));
  first.forEach(take);
  terms.forEach((term, t) => {
    for (let i = first[t] + 1; i < m.termShards.length && m.termShards[i][0].startsWith(term); i++) if (!take(i)) break;
  });
  return picked;
}

/**
 * A document's score factor; 0 for the phantom documents that pad cut posting lists. A query that
 * names something (an identifier like OrderItem or custom_unit_price, a path) is after that thing,
 * so the guides' lead (DOCS_BOOST, meant for general words) does not apply to it.
 */
function boostOf(m: SearchManifest, id: number, name: boolean): number {
  if (id >= m.idLimit) return 0;
  const run = m.boosts.find(([first, count]) => id >= first && id < first + count);
  const factor = run ? run[2] : 1;
  return name && factor === DOCS_BOOST ? 1 : factor;
}

const isName = (query: string) => /[_/{}]|\p{Ll}\p{Lu}/u.test(query);

/** The last shard whose first term sorts at or before the term (binary search). */
function shardOf(m: SearchManifest, term: string): number {
  let low = 0;
  let high = m.termShards.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (compareTerms(m.termShards[mid][0], term) <= 0) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A MiniSearch index of the loaded shards, in MiniSearch's own serialised form. */
function assemble(shards: TermShard[], { documentCount, idLimit }: SearchManifest): MiniSearch {
  const unit = FIELDS.map(() => 1);
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  const index: AsPlainObject['index'] = [];
  let phantoms = 0;
  for (const shard of shards) {
    for (const [term, fields] of shard) {
      const data: Record<string, Record<number, number>> = {};
      for (const [fieldId, frequency, deltas, weights] of fields) {
        const postings: Record<number, number> = {};
        let id = 0;
        deltas.forEach((delta, i) => {
          id += delta;
          postings[id] = weights[i] / 100;
          documentIds[id] = id;
          fieldLength[id] = unit;
        });
        const missing = frequency - deltas.length;
        for (let p = 0; p < missing; p++) postings[idLimit + p] = 1;
        phantoms = Math.max(phantoms, missing);
        data[fieldId] = postings;
      }
      index.push([term, data]);
    }
  }
  for (let p = 0; p < phantoms; p++) {
    documentIds[idLimit + p] = idLimit + p;
    fieldLength[idLimit + p] = unit;
  }
  return MiniSearch.loadJS(
    {
      documentCount,
      nextId: idLimit + phantoms,
      documentIds,
      fieldIds: Object.fromEntries(FIELDS.map((f, i) => [f, i])),
      fieldLength,
      averageFieldLength: unit,
      storedFields: {},
      dirtCount: 0,
      index,
      serializationVersion: 2,
    },
    INDEX_OPTIONS,
  );
}
