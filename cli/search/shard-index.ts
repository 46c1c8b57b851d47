// Turns the search documents into the files under `search/` (formats in
// shared/search/search-format.ts). The documents are tokenised here, once, as MiniSearch would (the
// client searches with MiniSearch and the same options); the postings are then cut so that a query
// downloads a bounded number of bytes however large the site:
//
// - Term shards: the vocabulary in sorted order, cut into runs of 12–24 kB where the terms' own
//   hashes say (content-defined, like a deduplicating backup's chunks), so a term added or removed
//   reshapes only its own shard. The manifest lists each shard's first term, so the client finds the
//   shard of a term (and the run of shards covering a prefix) by binary search, and loads at most
//   QUERY_SHARD_BUDGET bytes of them per query.
// - Postings carry BM25-length-normalised weights instead of raw term frequencies: with every field
//   length equal to the average, MiniSearch's BM25 gives weight·(k+1)/(weight+k), which equals its
//   score for the raw frequency at the real length when weight = tf / (1 − b + b·length/average).
//   So the client needs no per-document lengths, only the postings it loads. The average is rounded
//   to two significant digits: one edit rarely moves it, and so rarely changes every weight.
// - A posting list longer than MAX_POSTINGS keeps its best-weighted documents and records its true
//   document frequency (the client restores the idf from it): very common words stay cheap.
// - Document store: each result's URL, title, crumbs and excerpt, in shards of DOC_SHARD_SIZE
//   consecutive ids; a query loads the shards of the results it shows.
// - Every file but the manifest is named by a hash of its content (a document shard by its number
//   and a shorter hash: there are many, and the manifest lists them all): it can be cached forever,
//   and a save in `serve --watch` that leaves it unchanged neither rewrites it nor changes its URL.
//   Same input, same bytes.
//
// Watch mode keeps an IndexState between saves: ids by document URL, each document's terms, the
// postings, their encoded entries and the shards made of them. A save then tokenises and re-encodes
// only what its documents changed, and re-joins only the shards that hold a changed term: work in
// proportion to the change. A cold build runs the same code from an empty state.
import { createHash } from 'node:crypto';
import {
  BM25,
  DOC_SHARD_SIZE,
  DOC_TAG_CHARS,
  FIELDS,
  INDEX_OPTIONS,
  MANIFEST_FILE,
  MAX_POSTINGS,
  TERM_SHARD_BYTES,
  TERM_SHARD_GAP_BYTES,
  TERM_SHARD_MIN_BYTES,
  compareTerms,
  docShardFile,
  termShardFile,
  type DocShard,
  type FieldPostings,
  type SearchManifest,
  type StoredDocument,
} from '../../shared/search/search-format.ts';
import type { SearchDocument } from './indexed-document.ts';

/** File path below `search/` → contents. */
export type SearchFiles = Map<string, string>;

/** Documents tokenised at a time: their terms are dropped once in the postings, so a 10,000-page build's memory stays flat. */
const INDEX_BATCH = 2000;

/**
 * One document's share of the index: each term with its field and frequency, and the length of
 * each field. It depends on the document's own fields only.
 */
interface DocumentTerms {
  terms: string[];
  /**
   * Per term: field id, term frequency. A typed array: watch mode keeps every document's terms (at
   * 10,000 pages, ~6 million), and a plain array of numbers takes twice the memory.
   */
  counts: Int32Array;
  lengths: number[];
}

interface Shard {
  text: string;
  name: string;
}

/** What one index is made of, kept between saves by watch mode (see the header). */
export interface IndexState {
  /** Document key (its URL, with a count when a URL repeats) → id. */
  ids: Map<string, number>;
  /** By id: its key while `ids` holds it, then undefined (ids are never given again). */
  keys: (string | undefined)[];
  /** By id: the run of assignIds that last met its document. */
  metIn: number[];
  /** Runs of assignIds so far. */
  runs: number;
  /** Each page's documents (the array a save keeps for an unchanged page) → their ids. */
  idsOfPage: WeakMap<SearchDocument[], number[]>;
  /** By id: the document and its terms; undefined for a hole. */
  slots: ({ document: SearchDocument; terms: DocumentTerms } | undefined)[];
  groups: string[];
  /** Per term, per field id: its postings (FieldPostingList). */
  postings: Map<string, FieldPostingList[]>;
  totalLength: number[];
  /** The rounded average field lengths the entries were encoded with. */
  average: number[];
  /** Every term, in compareTerms order. */
  sorted: string[];
  /** Each term's shard entry, as JSON. */
  entries: Map<string, string>;
  /** Per term with a list cut at MAX_POSTINGS, per field: the weight of the cut (see sameEntry). */
  cuts: Map<string, (number | undefined)[]>;
  /** Term shards by first term, with the last term and term count they were made for. */
  termShards: Map<string, Shard & { last: string; count: number }>;
  /** Document shards by number. */
  docShards: (Shard | undefined)[];
}

export function createIndexState(): IndexState {
  return { ids: new Map(), keys: [], metIn: [], runs: 0, idsOfPage: new WeakMap(), slots: [], groups: [], postings: new Map(), totalLength: FIELDS.map(() => 0), average: [], sorted: [], entries: new Map(), cuts: new Map(), termShards: new Map(), docShards: [] };
}

/**
 * The index files of `documents`. `state`: watch mode's, kept between calls, so that a call does
 * the work of what changed since the last; without it, a fresh state is used and forgotten.
 */
export function shardIndex({ documents, pages, state }: { documents: SearchDocument[]; pages?: SearchDocument[][]; state?: IndexState }): SearchFiles {
  const steps = indexSteps(documents, state, INDEX_BATCH, Infinity, pages);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Makes `state` what shardIndex({ documents, state }) would, a slice at a time, letting other work
 * run between slices. Watch mode starts with the index its cache held, which is files only: this
 * builds the state a save needs while the author reads, so that the first save does not (9 s at
 * 10,000 pages). On failure the state is left empty: the next save then builds it whole.
 * `pause`: work to let finish before the next slice (a save being rebuilt).
 */
export async function warmIndex({ documents, state, pause }: { documents: SearchDocument[]; state: IndexState; pause?: () => Promise<unknown> | undefined }): Promise<void> {
  try {
    for (const _ of indexSteps(documents, state, WARM_BATCH, WARM_ENCODE_SLICE)) {
      await new Promise((resolve) => setImmediate(resolve));
      for (let wait = pause?.(); wait; wait = pause?.()) await wait.catch(() => undefined);
    }
  } catch (error) {
    Object.assign(state, createIndexState());
    throw error;
  }
}

/**
 * Documents tokenised, and terms encoded, between two pauses of warmIndex: slices of a few tens of
 * milliseconds, so that the server answers while the state is built.
 */
const WARM_BATCH = 250;
const WARM_ENCODE_SLICE = 1000;

/** shardIndex's work, pausing (yield) after each batch of `batchSize` documents and each `encodeSlice` terms encoded. */
function* indexSteps(documents: SearchDocument[], state: IndexState | undefined, batchSize = INDEX_BATCH, encodeSlice = Infinity, pages = [documents]): Generator<void, SearchFiles> {
  const index = state ?? createIndexState();
  const dirty = new Set<string>();
  // Per term with an entry already: each posting removed and added, as [sign, field, id, tf, length].
  const changes = new Map<string, number[]>();
  const dirtyDocShards = new Set<number>();
  const termsBefore = index.postings.size;
  const changed = assignIds(index, pages);
  // In batches: a batch's terms are dropped once in the postings (a cold build keeps none).
  for (let start = 0; start < changed.length; start += batchSize) {
    const batch = changed.slice(start, start + batchSize);
    // A page's save makes all its documents anew; those whose indexed text is the same keep their
    // terms and postings (only what the result shows may have changed).
    const retext = batch.filter(({ id, document }) => !document || !sameFields(index.slots[id]?.document, document));
    const tokenised = tokenise(retext.flatMap((c) => (c.document ? [c.document] : [])));
    let next = 0;
    for (const { id, document } of batch) {
      dirtyDocShards.add(Math.floor(id / DOC_SHARD_SIZE));
      if (document && !index.groups.includes(document.group)) index.groups.push(document.group);
      const old = index.slots[id];
      if (document && old && sameFields(old.document, document)) {
        index.slots[id] = { document, terms: old.terms };
        continue;
      }
      if (old) removePostings(index, id, old.terms, dirty, changes);
      index.slots[id] = undefined;
      if (!document) continue;
      const terms = tokenised[next++];
      addPostings(index, id, terms, dirty, changes);
      // Without a state to keep, nothing will be removed from these postings: the terms can go.
      index.slots[id] = { document, terms: state ? terms : EMPTY_TERMS };
    }
    yield;
  }
  updateSorted(index, dirty, termsBefore);
  const live = index.slots.reduce((n, slot) => n + (slot ? 1 : 0), 0);
  const average = index.totalLength.map((total) => roundAverage(total / Math.max(1, live)));
  const reencodeAll = average.some((a, field) => a !== index.average[field]);
  index.average = average;
  let encoded = 0;
  for (const term of reencodeAll ? index.sorted : dirty) {
    const raw = index.postings.get(term);
    if (!raw) {
      index.entries.delete(term);
      index.cuts.delete(term);
    } else if (reencodeAll || !sameEntry(index, term, changes.get(term), average)) {
      const { fields, cuts } = encode(raw, average);
      index.entries.set(term, JSON.stringify([term, fields]));
      if (cuts) index.cuts.set(term, cuts);
      else index.cuts.delete(term);
    }
    if (++encoded % encodeSlice === 0) yield;
  }
  const termShards = cutTermShards(index, reencodeAll ? undefined : dirty);
  const docShards = documentShards(index, dirtyDocShards);

  const files: SearchFiles = new Map();
  for (const shard of termShards) files.set(termShardFile(shard.name), shard.text);
  const docTags = docShards.map((shard) => shard.name).join('');
  docShards.forEach((shard, n) => files.set(docShardFile({ docShards: docTags }, n), shard.text));
  const manifest: SearchManifest = {
    format: 2,
    documentCount: live,
    idLimit: index.slots.length,
    groups: index.groups,
    termShards: termShards.map((shard) => [shard.first, Buffer.byteLength(shard.text), shard.name]),
    docShards: docTags,
    docShardSize: DOC_SHARD_SIZE,
    boosts: boostRuns(index),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return files;
}

const EMPTY_TERMS: DocumentTerms = { terms: [], counts: new Int32Array(0), lengths: [] };

const sameFields = (a: SearchDocument | undefined, b: SearchDocument): boolean =>
  a !== undefined && a.fields.title === b.fields.title && a.fields.keywords === b.fields.keywords && a.fields.crumbs === b.fields.crumbs && a.fields.text === b.fields.text;

/**
 * Gives each document its id: the one its key had, else the next free one. Returns the ids whose
 * document changed (a new object: the memos of search-document.ts keep an unchanged page's
 * documents), appeared, or went (document undefined), in id order.
 */
function assignIds(index: IndexState, pages: SearchDocument[][]): { id: number; document?: SearchDocument }[] {
  const changed: { id: number; document?: SearchDocument }[] = [];
  // Stamps instead of sets of this run's URLs and ids, and a page whose documents are the array of
  // an earlier run keeps its ids without a lookup each: at 10,000 pages (60,000 documents), finding
  // every document's id on every save cost ~45 ms.
  const run = ++index.runs;
  let repeats: Map<string, number> | undefined;
  for (const page of pages) {
    const known = index.idsOfPage.get(page);
    // Still its ids, still holding its documents (a reverted edit brings an older array back).
    if (known?.length === page.length && known.every((id, i) => index.keys[id] !== undefined && index.metIn[id] !== run && index.slots[id]?.document === page[i])) {
      for (const id of known) index.metIn[id] = run;
      continue;
    }
    const ids: number[] = [];
    for (const document of page) {
      let key = document.url;
      let id = index.ids.get(key);
      if (id !== undefined && index.metIn[id] === run) {
        // The URL was met before in this run (two sections with one anchor): keyed by its count.
        repeats ??= new Map();
        const n = repeats.get(key) ?? 1;
        repeats.set(key, n + 1);
        key = `${key}\0${n}`;
        id = index.ids.get(key);
      }
      if (id === undefined) {
        id = index.slots.length;
        index.ids.set(key, id);
        index.keys.push(key);
        index.metIn.push(run);
        index.slots.push(undefined);
      }
      index.metIn[id] = run;
      ids.push(id);
      if (index.slots[id]?.document !== document) changed.push({ id, document });
    }
    index.idsOfPage.set(page, ids);
  }
  for (let id = 0; id < index.keys.length; id++) {
    const key = index.keys[id];
    if (key === undefined || index.metIn[id] === run) continue;
    index.ids.delete(key);
    index.keys[id] = undefined;
    changed.push({ id });
  }
  return changed.sort((a, b) => a.id - b.id);
}

/**
 * Each document's terms, as MiniSearch's `add` counts them with the options the client searches
 * with (INDEX_OPTIONS): a field's length is its number of distinct tokens, a term's frequency the
 * tokens that process to it. Counted here rather than read back from a MiniSearch index of the
 * batch: building its radix tree and copying it out with toJSON was most of the search stage (at
 * 500 docs, 12 of its 15 s under load), for counts that need one Map per field.
 */
function tokenise(documents: SearchDocument[]): DocumentTerms[] {
  const tokenize = INDEX_OPTIONS.tokenize!;
  const processTerm = INDEX_OPTIONS.processTerm!;
  return documents.map((document) => {
    const terms: string[] = [];
    const counts: number[] = [];
    const lengths: number[] = [];
    FIELDS.forEach((field, fieldId) => {
      const value = document.fields[field];
      if (value == null) return; // as MiniSearch: no length, no terms
      const tokens = tokenize(String(value), field);
      lengths[fieldId] = new Set(tokens).size;
      const frequencies = new Map<string, number>();
      for (const token of tokens) {
        const processed = processTerm(token, field);
        for (const term of Array.isArray(processed) ? processed : processed ? [processed] : []) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      }
      for (const [term, tf] of frequencies) {
        terms.push(term);
        counts.push(fieldId, tf);
      }
    });
    return { terms, counts: Int32Array.from(counts), lengths };
  });
}

/**
 * One field's postings of a term: flat [document id, term frequency, field length, …] in id order,
 * the first `length` numbers of `data`, which has room to grow. Watch mode keeps every posting of
 * the site for as long as it runs (at 10,000 pages ~6 million): in a plain array of numbers they
 * took twice the memory.
 */
interface FieldPostingList {
  data: Int32Array;
  length: number;
}

const NO_POSTINGS = new Int32Array(0);

function insertPosting(list: FieldPostingList, at: number, id: number, tf: number, length: number): void {
  if (list.length + 3 > list.data.length) {
    const grown = new Int32Array(Math.max(list.length + 3, Math.ceil(list.data.length * 1.5)));
    grown.set(list.data.subarray(0, list.length));
    list.data = grown;
  }
  list.data.copyWithin(at + 3, at, list.length);
  list.data.set([id, tf, length], at);
  list.length += 3;
}

function removePosting(list: FieldPostingList, at: number): void {
  list.data.copyWithin(at, at + 3, list.length);
  list.length -= 3;
}

function addPostings(index: IndexState, id: number, terms: DocumentTerms, dirty: Set<string>, changes: Map<string, number[]>): void {
  terms.lengths.forEach((length, field) => (index.totalLength[field] += length));
  for (let t = 0; t < terms.terms.length; t++) {
    const term = terms.terms[t];
    let raw = index.postings.get(term);
    if (!raw) index.postings.set(term, (raw = FIELDS.map(() => ({ data: NO_POSTINGS, length: 0 }))));
    const field = terms.counts[2 * t];
    const list = raw[field];
    // A cold build adds ids in increasing order; only watch mode's edits insert in the middle.
    const at = list.length === 0 || list.data[list.length - 3] < id ? list.length : 3 * searchId(list, id);
    insertPosting(list, at, id, terms.counts[2 * t + 1], terms.lengths[field]);
    dirty.add(term);
    noteChange(index, changes, term, 1, field, id, terms.counts[2 * t + 1], terms.lengths[field]);
  }
}

function removePostings(index: IndexState, id: number, terms: DocumentTerms, dirty: Set<string>, changes: Map<string, number[]>): void {
  terms.lengths.forEach((length, field) => (index.totalLength[field] -= length));
  for (let t = 0; t < terms.terms.length; t++) {
    const term = terms.terms[t];
    const raw = index.postings.get(term)!;
    const field = terms.counts[2 * t];
    const list = raw[field];
    removePosting(list, 3 * searchId(list, id));
    if (raw.every((f) => f.length === 0)) index.postings.delete(term);
    dirty.add(term);
    noteChange(index, changes, term, -1, field, id, terms.counts[2 * t + 1], terms.lengths[field]);
  }
}

/** Records a posting added (1) or removed (-1) for a term that has an entry (a new one is encoded anyway). */
function noteChange(index: IndexState, changes: Map<string, number[]>, term: string, sign: number, field: number, id: number, tf: number, length: number): void {
  if (!index.entries.has(term)) return;
  let list = changes.get(term);
  if (!list) changes.set(term, (list = []));
  list.push(sign, field, id, tf, length);
}

/**
 * Whether a term's entry stays as it is: each posting removed came back, with the same id and field,
 * and either the same weight or, in a list cut at MAX_POSTINGS, a weight below the cut before and
 * after (the cut, and so every posting kept, is then the same). The other postings' weights are
 * unchanged while the average lengths are. The common words of an edited section are mostly of this
 * kind: re-encoding their thousands of postings was most of a save's search work.
 */
function sameEntry(index: IndexState, term: string, changes: number[] | undefined, average: number[]): boolean {
  if (!changes || !index.entries.has(term)) return false;
  const removed = new Map<string, number>();
  const added = new Map<string, number>();
  for (let i = 0; i < changes.length; i += 5) {
    const [sign, field, id, tf, length] = changes.slice(i, i + 5);
    (sign < 0 ? removed : added).set(`${field} ${id}`, weightOf(tf, length, average[field]));
  }
  if (removed.size !== added.size) return false;
  for (const [posting, before] of removed) {
    const after = added.get(posting);
    if (after === undefined) return false;
    if (after === before) continue;
    const cut = index.cuts.get(term)?.[Number(posting.slice(0, posting.indexOf(' ')))];
    if (cut === undefined || before >= cut || after >= cut) return false;
  }
  return true;
}

/** The first posting of `list` whose id is ≥ id (binary search), by its number. */
function searchId(list: FieldPostingList, id: number): number {
  let low = 0;
  let high = list.length / 3;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list.data[3 * mid] < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Keeps `sorted` the postings' terms in order: sorted whole when most are new, else spliced. */
function updateSorted(index: IndexState, dirty: Set<string>, termsBefore: number): void {
  if (index.sorted.length === 0 || dirty.size > termsBefore / 4) {
    index.sorted = [...index.postings.keys()].sort(compareTerms);
    return;
  }
  for (const term of dirty) {
    const at = searchTerm(index.sorted, term);
    const present = index.sorted[at] === term;
    if (index.postings.has(term) && !present) index.sorted.splice(at, 0, term);
    else if (!index.postings.has(term) && present) index.sorted.splice(at, 1);
  }
}

function searchTerm(sorted: string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compareTerms(sorted[mid], term) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Two significant digits (see the header). */
const roundAverage = (average: number): number => (average > 0 ? Number(average.toPrecision(2)) : 1);

/** A posting's length-normalised weight (×100; see the header). */
function weightOf(tf: number, length: number, average: number): number {
  const norm = 1 - BM25.b + (BM25.b * length) / average;
  return Math.max(1, Math.round((100 * tf) / norm));
}

/**
 * Length-normalised weights, the best MAX_POSTINGS per field, ids delta-encoded; and the weight of
 * the cut of each field whose list was cut (undefined: no field was).
 */
function encode(raw: FieldPostingList[], average: number[]): { fields: FieldPostings[]; cuts?: (number | undefined)[] } {
  const fields: FieldPostings[] = [];
  let cuts: (number | undefined)[] | undefined;
  raw.forEach(({ data: flat, length }, field) => {
    if (length === 0) return;
    const count = length / 3;
    const weights = new Int32Array(count);
    for (let i = 0; i < count; i++) weights[i] = weightOf(flat[3 * i + 1], flat[3 * i + 2], average[field]);
    // The best MAX_POSTINGS by weight, ties to the lower id, kept in id order: all above the
    // MAX_POSTINGS-th weight, then those at it in id order while room is left. (Common terms of a
    // large site have thousands of postings, and a save re-encodes the common terms of the section
    // it changed: the threshold is selected in linear time, not by sorting every weight.)
    const threshold = count <= MAX_POSTINGS ? 0 : kthSmallest(new Int32Array(weights), count - MAX_POSTINGS);
    if (count > MAX_POSTINGS) (cuts ??= [])[field] = threshold;
    let room = count <= MAX_POSTINGS ? count : MAX_POSTINGS - weights.reduce((n, w) => n + (w > threshold ? 1 : 0), 0);
    const ids: number[] = [];
    const kept: number[] = [];
    let previous = 0;
    for (let i = 0; i < count; i++) {
      const w = weights[i];
      if (w < threshold || (w === threshold && room-- <= 0)) continue;
      ids.push(flat[3 * i] - previous);
      kept.push(w);
      previous = flat[3 * i];
    }
    fields.push([field, count, ids, kept]);
  });
  return { fields, cuts };
}

/**
 * The k-th smallest (from 0) of `values`, which it reorders: quickselect (Hoare's partition around
 * the middle element), linear on average where sorting is n·log n.
 */
export function kthSmallest(values: Int32Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i++] = values[j];
        values[j--] = swap;
      }
    }
    // [low, j] ≤ pivot ≤ [i, high], and values between j and i equal the pivot.
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k];
  }
  return values[k];
}

/**
 * The term shards, cut where the terms say (search-format.ts, TERM_SHARD_*). A shard with the same
 * first and last term and count as one made before, none of whose terms is `dirty`, is that shard
 * (`dirty` undefined: every shard is made anew).
 */
function cutTermShards(index: IndexState, dirty: Set<string> | undefined): (Shard & { first: string })[] {
  const shards: (Shard & { first: string })[] = [];
  const made: IndexState['termShards'] = new Map();
  let from = 0;
  let bytes = 2;
  let touched = false;
  const close = (to: number) => {
    const first = index.sorted[from];
    const last = index.sorted[to - 1];
    const known = index.termShards.get(first);
    let shard: Shard;
    if (!touched && dirty && known && known.last === last && known.count === to - from) shard = known;
    else {
      const text = `[${index.sorted.slice(from, to).map((term) => index.entries.get(term)).join(',')}]`;
      shard = { text, name: contentName(text) };
    }
    made.set(first, { ...shard, last, count: to - from });
    shards.push({ ...shard, first });
    from = to;
    bytes = 2;
    touched = false;
  };
  for (let i = 0; i < index.sorted.length; i++) {
    const term = index.sorted[i];
    const size = Buffer.byteLength(index.entries.get(term)!) + 1;
    if (i > from && bytes + size > TERM_SHARD_BYTES) close(i);
    bytes += size;
    touched ||= Boolean(dirty?.has(term));
    if (bytes >= TERM_SHARD_MIN_BYTES && hashFraction(term) < size / TERM_SHARD_GAP_BYTES) close(i + 1);
  }
  if (from < index.sorted.length) close(index.sorted.length);
  index.termShards = made;
  return shards;
}

/** A term's place in [0, 1), from its FNV-1a hash: the same on every run and machine. */
function hashFraction(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/** Document shards: those holding a changed id made anew, the others kept. */
function documentShards(index: IndexState, dirty: Set<number>): Shard[] {
  const count = Math.ceil(index.slots.length / DOC_SHARD_SIZE);
  index.docShards.length = Math.min(index.docShards.length, count);
  for (let n = 0; n < count; n++) {
    if (index.docShards[n] && !dirty.has(n)) continue;
    const shard: DocShard = index.slots.slice(n * DOC_SHARD_SIZE, (n + 1) * DOC_SHARD_SIZE).map((slot) => {
      if (!slot) return null;
      const d = slot.document;
      const stored: StoredDocument = [d.url, d.title, d.crumbs, index.groups.indexOf(d.group), d.excerpt];
      if (d.method) stored.push(d.method);
      return stored;
    });
    const text = JSON.stringify(shard);
    index.docShards[n] = { text, name: createHash('sha256').update(text).digest('base64url').slice(0, DOC_TAG_CHARS) };
  }
  return index.docShards as Shard[];
}

const contentName = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Documents with a score factor come in runs (an API's schemas are listed together). */
function boostRuns(index: IndexState): SearchManifest['boosts'] {
  const runs: SearchManifest['boosts'] = [];
  index.slots.forEach((slot, id) => {
    const boost = slot?.document.boost ?? 1;
    const last = runs[runs.length - 1];
    if (boost === 1) return;
    if (last && last[0] + last[1] === id && last[2] === boost) last[1]++;
    else runs.push([id, 1, boost]);
  });
  return runs;
}
