// Turns the search documents into the files under `search/` (formats in
// templates/search/search-format.ts). MiniSearch indexes the documents here, once; its postings
// are then cut so that a query downloads a bounded number of bytes however large the site:
//
// - Term shards: the vocabulary in sorted order, cut into consecutive shards of about
//   TERM_SHARD_BYTES. The manifest lists each shard's first term, so the client finds the shard of a
//   term (and the run of shards covering a prefix) by binary search, and loads at most
//   QUERY_SHARD_BUDGET bytes of them per query.
// - Postings carry BM25-length-normalised weights instead of raw term frequencies: with every field
//   length equal to the average, MiniSearch's BM25 gives weight·(k+1)/(weight+k), which equals its
//   score for the raw frequency at the real length when weight = tf / (1 − b + b·length/average).
//   So the client needs no per-document lengths, only the postings it loads.
// - A posting list longer than MAX_POSTINGS keeps its best-weighted documents and records its true
//   document frequency (the client restores the idf from it): very common words stay cheap.
// - Document store: each result's URL, title, crumbs and excerpt, in shards of DOC_SHARD_SIZE
//   consecutive documents; a query loads the shards of the results it shows.
// - All of it lives in a folder named by a hash of its content, beside the one fixed-name file,
//   `search/manifest.json`: the shards can be cached forever; same input, same bytes.
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  BM25,
  DOC_SHARD_SIZE,
  FIELDS,
  INDEX_OPTIONS,
  MANIFEST_FILE,
  MAX_POSTINGS,
  TERM_SHARD_BYTES,
  compareTerms,
  type DocShard,
  type FieldPostings,
  type SearchManifest,
  type StoredDocument,
} from '../../templates/search/search-format.ts';
import type { SearchDocument } from './search-document.ts';

/** File path below `search/` → contents. */
export type SearchFiles = Map<string, string>;

/**
 * Documents MiniSearch indexes at a time. Its in-memory index (and its toJSON copy) costs far more
 * than the postings we keep, so batches keep a 10,000-page build's memory flat.
 */
const INDEX_BATCH = 2000;

export function shardIndex({ documents, memo }: { documents: SearchDocument[]; memo?: TermsMemo }): SearchFiles {
  const groups = [...new Set(documents.map((d) => d.group))];
  const termShards = cutTermShards(postingsOf(documents, memo));
  const docShards: string[] = [];
  for (let start = 0; start < documents.length; start += DOC_SHARD_SIZE) {
    const shard: DocShard = documents.slice(start, start + DOC_SHARD_SIZE).map((d) => {
      const stored: StoredDocument = [d.url, d.title, d.crumbs, groups.indexOf(d.group), d.excerpt];
      if (d.method) stored.push(d.method);
      return stored;
    });
    docShards.push(JSON.stringify(shard));
  }
  const hash = createHash('sha256');
  for (const text of [...termShards.map((s) => s.text), ...docShards]) hash.update(text).update('\n');
  const dir = hash.digest('hex').slice(0, 12);
  const files: SearchFiles = new Map();
  termShards.forEach((shard, i) => files.set(`${dir}/t${i}.json`, shard.text));
  docShards.forEach((text, i) => files.set(`${dir}/d${i}.json`, text));
  const manifest: SearchManifest = {
    format: 1,
    dir,
    documentCount: documents.length,
    groups,
    termShards: termShards.map((shard) => [shard.first, Buffer.byteLength(shard.text)]),
    docShardSize: DOC_SHARD_SIZE,
    boosts: boostRuns(documents),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return files;
}

/** Documents with a score factor come in runs (an API's schemas are listed together). */
function boostRuns(documents: SearchDocument[]): SearchManifest['boosts'] {
  const runs: SearchManifest['boosts'] = [];
  documents.forEach(({ boost = 1 }, id) => {
    const last = runs[runs.length - 1];
    if (boost === 1) return;
    if (last && last[0] + last[1] === id && last[2] === boost) last[1]++;
    else runs.push([id, 1, boost]);
  });
  return runs;
}

/** Postings of one term: per field id, flat [document id, term frequency, field length, …]. */
type RawPostings = number[][];

/**
 * One document's share of the index: each term with its field and frequency, and the length of
 * each field. It depends on the document's own fields only, so watch mode keeps it between saves
 * (TermsMemo, by document: a page a save leaves alone keeps its documents, search-document.ts) and
 * tokenises only the documents a save changed: tokenising is most of the indexing.
 */
interface DocumentTerms {
  terms: string[];
  /** Per term: field id, term frequency. */
  counts: number[];
  lengths: number[];
}

/** DocumentTerms by document. */
export type TermsMemo = WeakMap<SearchDocument, DocumentTerms>;

/** Every term in term order, as the JSON text of its shard entry. */
function* postingsOf(documents: SearchDocument[], memo?: TermsMemo): Generator<[string, string]> {
  const byTerm = new Map<string, RawPostings>();
  const totalLength = FIELDS.map(() => 0);
  for (let start = 0; start < documents.length; start += INDEX_BATCH) {
    termsOfBatch(documents.slice(start, start + INDEX_BATCH), memo).forEach((terms, i) => {
      terms.lengths.forEach((length, field) => (totalLength[field] += length));
      for (let t = 0; t < terms.terms.length; t++) {
        let raw = byTerm.get(terms.terms[t]);
        if (!raw) byTerm.set(terms.terms[t], (raw = FIELDS.map(() => [])));
        const field = terms.counts[2 * t];
        raw[field].push(start + i, terms.counts[2 * t + 1], terms.lengths[field]);
      }
    });
  }
  const average = totalLength.map((total) => total / documents.length);
  for (const term of [...byTerm.keys()].sort(compareTerms)) {
    const entry: [string, FieldPostings[]] = [term, encode(byTerm.get(term)!, average)];
    byTerm.delete(term);
    yield [term, JSON.stringify(entry)];
  }
}

/** Each document's terms: from the memo, else from one MiniSearch index of the batch's misses. */
function termsOfBatch(batch: SearchDocument[], memo: TermsMemo | undefined): DocumentTerms[] {
  const found = batch.map((d) => memo?.get(d));
  const missing = batch.flatMap((_, i) => (found[i] ? [] : [i]));
  if (missing.length > 0) {
    const mini = new MiniSearch(INDEX_OPTIONS);
    mini.addAll(missing.map((i) => ({ id: i, ...batch[i].fields })));
    const { index, documentIds, fieldLength } = mini.toJSON();
    for (const [shortId, i] of Object.entries(documentIds)) found[i as number] = { terms: [], counts: [], lengths: fieldLength[shortId] ?? [] };
    for (const [term, byField] of index) {
      for (const [field, frequencies] of Object.entries(byField)) {
        for (const [shortId, tf] of Object.entries(frequencies)) {
          const terms = found[documentIds[shortId] as number]!;
          terms.terms.push(term);
          terms.counts.push(Number(field), tf);
        }
      }
    }
  }
  if (memo) for (const i of missing) memo.set(batch[i], found[i]!);
  return found as DocumentTerms[];
}

/** Length-normalised weights (×100), the best MAX_POSTINGS per field, ids delta-encoded. */
function encode(raw: RawPostings, average: number[]): FieldPostings[] {
  const fields: FieldPostings[] = [];
  raw.forEach((flat, field) => {
    if (flat.length === 0) return;
    const postings: { id: number; weight: number }[] = [];
    for (let i = 0; i < flat.length; i += 3) {
      const norm = 1 - BM25.b + (BM25.b * flat[i + 2]) / average[field];
      postings.push({ id: flat[i], weight: Math.max(1, Math.round((100 * flat[i + 1]) / norm)) });
    }
    // Postings come in id order; only a list to cut (most terms are rarer) needs sorting.
    const kept =
      postings.length <= MAX_POSTINGS
        ? postings
        : postings
            .sort((a, b) => b.weight - a.weight || a.id - b.id)
            .slice(0, MAX_POSTINGS)
            .sort((a, b) => a.id - b.id);
    fields.push([field, postings.length, kept.map((p, i) => p.id - (i ? kept[i - 1].id : 0)), kept.map((p) => p.weight)]);
  });
  return fields;
}

/** Consecutive runs of terms of about TERM_SHARD_BYTES each; a shard holds at least one term. */
function cutTermShards(entries: Iterable<[string, string]>): { first: string; text: string }[] {
  const shards: { first: string; text: string }[] = [];
  let run: string[] = [];
  let first = '';
  let bytes = 2;
  const close = () => shards.push({ first, text: `[${run.join(',')}]` });
  for (const [term, json] of entries) {
    const size = Buffer.byteLength(json) + 1;
    if (run.length > 0 && bytes + size > TERM_SHARD_BYTES) {
      close();
      run = [];
      bytes = 2;
    }
    if (run.length === 0) first = term;
    run.push(json);
    bytes += size;
  }
  if (run.length > 0) close();
  return shards;
}
