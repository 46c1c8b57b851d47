// The contract between the search index builder (cli/search/) and the search client
// (search-engine.ts): the file formats under `search/` in the output, and the MiniSearch options
// both sides must share. It lives in shared/ because the browser needs it and it has no Node
// code; the build imports it so that documents and queries are tokenised by the very same function.
import type { Options, SearchOptions } from 'minisearch';

/** Where the index lives in the output folder, and the one file with a fixed name. */
export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';

/**
 * The folder of the index a page searches, a site path without its leading slash. Each locale has
 * its own ('search', 'fr/search'): a page searches its own language and its results stay in it.
 * Each older docs version has its own too ('search-1.0', 'fr/search-1.0'), searched from that
 * version's docs, as Docusaurus scopes search to the version being read; pages and API references
 * are in every index. `olderVersion` is the version's name when it is not the current one.
 */
export function searchFolder({ locale, defaultLocale, olderVersion }: { locale: string; defaultLocale: string; olderVersion?: string }): string {
  return `${locale === defaultLocale ? '' : `${locale}/`}${SEARCH_DIR}${olderVersion ? `-${olderVersion}` : ''}`;
}

/** Indexed fields, in field-id order. */
export const FIELDS = ['title', 'keywords', 'crumbs', 'text'] as const;
export type SearchField = (typeof FIELDS)[number];

/**
 * Titles and paths (API paths, operation ids, field names) weigh more than body text, and the
 * heading path above a section a little more than its text.
 */
export const BOOSTS: Record<SearchField, number> = { title: 4, keywords: 3, crumbs: 1.5, text: 1 };

/** MiniSearch's own defaults, spelled out: the builder pre-normalises lengths with this `b`. */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** A stored (truncated) posting list keeps this many documents per term and field. */
export const MAX_POSTINGS = 1000;
/**
 * Term shards are cut where the content says, not by position, so that adding or removing one term
 * reshapes only the shard it falls in (cli/search/shard-index.ts): a shard closes after a term once it
 * holds TERM_SHARD_MIN_BYTES and the term's hash falls under its size / TERM_SHARD_GAP_BYTES (so a
 * cut comes about every TERM_SHARD_GAP_BYTES past the minimum whatever the terms' sizes), and
 * before a term that would take it over TERM_SHARD_BYTES (one huge term may exceed it alone).
 */
export const TERM_SHARD_BYTES = 24_000;
export const TERM_SHARD_MIN_BYTES = 12_000;
export const TERM_SHARD_GAP_BYTES = 4_000;
/** Term-shard bytes one query may load; the shard holding each query term's exact match comes first. */
export const QUERY_SHARD_BUDGET = 100_000;
/** Documents per document-store shard: the sections of a page are adjacent, so usually share one. */
export const DOC_SHARD_SIZE = 8;
/** Stored excerpt length: enough for the client to show a window around the first match. */
export const EXCERPT_CHARS = 240;
/**
 * Schemas are scaled down a little: when an endpoint or a guide section matches as well as the
 * schema it returns or explains, the reader most likely wants the endpoint or the guide.
 */
export const SCHEMA_BOOST = 0.8;
/**
 * Guides and docs sections are scaled up: a general word ("order") occurs in the title of many
 * endpoints, each a short document, and BM25 puts all of them above the one guide or section that
 * explains the thing. A specific query (an endpoint's name, a field) still finds the endpoint first.
 */
export const DOCS_BOOST = 2.2;
/** Results a query shows. */
export const MAX_RESULTS = 12;

const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its me my of on or our so than that the their them then there these they this those to was we were what when where which who will with you your'.split(' '),
);
const MAX_TERM_LENGTH = 40;
const WORD = /[\p{L}\p{N}_]+/gu;
const PART_BOUNDARY = /_+|(?<=\p{Ll})(?=\p{Lu})/u;

/**
 * Words of letters, digits and underscores. Identifiers are kept whole and also split into their
 * parts (`custom_unit_price` → also custom, unit, price; `reindexListings` → also reindex, listings),
 * so both the exact name and its words find them.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    tokens.push(word);
    const parts = word.split(PART_BOUNDARY).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/**
 * Lower case without diacritics, a plain English plural folded to its singular ('orders' → 'order',
 * so the "Orders" section matches "order" fully, not as a weaker prefix); stop words, single
 * characters and very long strings dropped.
 */
export function processTerm(term: string): string | null {
  // Most terms are ASCII: skip the (costly) Unicode decomposition for them.
  const t = (/^[\x00-\x7f]*$/.test(term) ? term : term.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
  if (t.length < 2 || t.length > MAX_TERM_LENGTH || STOP_WORDS.has(t)) return null;
  return t.length > 3 && PLURAL.test(t) ? t.slice(0, -1) : t;
}

/** Ends in a plural s (not 'ss', 'us', 'is': address, status, analysis). */
const PLURAL = /[^sui]s$/;

/** Fuzzy matching only from five characters: shorter words have too many one-letter neighbours. */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);

export const INDEX_OPTIONS: Options = { fields: [...FIELDS], tokenize, processTerm };

export const SEARCH_OPTIONS: SearchOptions = { boost: { ...BOOSTS }, prefix: true, fuzzy, maxFuzzy: 2, bm25: BM25 };

/** Sort order of terms, shared so that the client's binary search matches the builder's cuts. */
export const compareTerms = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `search/manifest.json`: small, fetched first; names everything else. Every other file is named by
 * a hash of its own content (`t-<hash>.json`; `d-<number>-<hash>.json`), so a file a save leaves unchanged
 * keeps its URL (and the browser's copy), and a new index never overwrites a file an old manifest
 * names.
 *
 * Document ids are stable while `serve --watch` runs (kept by URL): an edit changes the postings of
 * the edited document's terms and its document shard only. A removed document leaves a hole (no
 * postings, null in its document shard) and a new one takes the next id, until a cold build numbers
 * them afresh in path order.
 */
export interface SearchManifest {
  format: 2;
  /** Documents in the index (for idf); ids may have holes, so it can be less than idLimit. */
  documentCount: number;
  /** Every document id is below this. */
  idLimit: number;
  /** Result group names: 'Docs', then each API's title. */
  groups: string[];
  /** Term shards in term order: [first term, bytes, name]; the file is `t-<name>.json`. */
  termShards: [string, number, string][];
  /**
   * Document-store shards by number: shard i holds ids i*size … i*size+size-1, in `d-<i>-<tag>.json`
   * where tag, DOC_TAG_CHARS base64url characters of a hash of its content (36 bits: enough to
   * tell a shard's versions apart), is characters i*DOC_TAG_CHARS… of this string. (Numbered and
   * tagged rather than named by a full hash: a site of 10,000 pages has some 8,000 of them, and this
   * list is part of every reader's first search: 45 kB of its manifest there, 60 kB as 8 hex digits.)
   */
  docShards: string;
  docShardSize: number;
  /** Runs of consecutive documents whose scores are scaled: [first id, count, factor]. */
  boosts: [number, number, number][];
}

export const DOC_TAG_CHARS = 6;
export const termShardFile = (name: string): string => `t-${name}.json`;
export const docShardFile = (m: Pick<SearchManifest, 'docShards'>, shard: number): string =>
  `d-${shard}-${m.docShards.slice(shard * DOC_TAG_CHARS, (shard + 1) * DOC_TAG_CHARS)}.json`;

/**
 * Postings of one term in one field: [field id, document frequency, id deltas, weights]. Weights
 * are BM25-length-normalised term frequencies ×100 (see cli/search/shard-index.ts); the document
 * frequency exceeds the listed documents when the list was cut to MAX_POSTINGS.
 */
export type FieldPostings = [number, number, number[], number[]];
/** `t-<name>.json`: terms in order with their postings per field. */
export type TermShard = [string, FieldPostings[]][];

/** One result as shown: [url, title, crumbs, group, excerpt, HTTP method (operations only)]. */
export type StoredDocument = [string, string, string[], number, string, string?];
/** `d-<i>-<tag>.json`: null for an id no document holds (a hole, see SearchManifest). */
export type DocShard = (StoredDocument | null)[];
