// Turns the search documents into the files under `search/` (formats in
// templates/search/search-format.ts). MiniSearch indexes every document once, here; its index is
// then cut so that a query downloads a bounded number of bytes however large the site:
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
  INDEX_OPTIONS,
  MANIFEST_FILE,
  MAX_POSTINGS,
  TERM_SHARD_BYTES,
  compareTerms,
  type DocShard,
  type FieldPostings,
  type SearchManifest,
  type StoredDocument,
  type TermShard,
} from '../../templates/search/search-format.ts';
import type { SearchDocument } from './search-document.ts';

/** File path below `search/` → contents. */
export type SearchFiles = Map<string, string>;

export function shardIndex({ documents }: { documents: SearchDocument[] }): SearchFiles {
  const groups = [...new Set(documents.map((d) => d.group))];
  const termShards = cutTermShards(postingsOf(documents));
  const docShards: DocShard[] = [];
  documents.forEach((d, id) => {
    const stored: StoredDocument = [d.url, d.title, d.crumbs, groups.indexOf(d.group), d.excerpt];
    if (d.method) stored.push(d.method);
    (docShards[Math.floor(id / DOC_SHARD_SIZE)] ??= []).push(stored);
  });
  const contents = [...termShards.map((s) => JSON.stringify(s)), ...docShards.map((s) => JSON.stringify(s))];
  const dir = createHash('sha256').update(contents.join('\n')).digest('hex').slice(0, 12);
  const files: SearchFiles = new Map();
  termShards.forEach((_, i) => files.set(`${dir}/t${i}.json`, contents[i]));
  docShards.forEach((_, i) => files.set(`${dir}/d${i}.json`, contents[termShards.length + i]));
  const manifest: SearchManifest = {
    format: 1,
    dir,
    documentCount: documents.length,
    groups,
    termShards: termShards.map((shard, i) => [shard[0][0], Buffer.byteLength(contents[i])]),
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

/** Every term with its postings per field, in term order. */
function postingsOf(documents: SearchDocument[]): TermShard {
  const mini = new MiniSearch(INDEX_OPTIONS);
  mini.addAll(documents.map((d, id) => ({ id, ...d.fields })));
  const { index, documentIds, fieldLength, averageFieldLength } = mini.toJSON();
  const entries: TermShard = index.map(([term, byField]) => [
    term,
    Object.keys(byField)
      .map(Number)
      .sort((a, b) => a - b)
      .map((fieldId): FieldPostings => {
        const postings = Object.entries(byField[fieldId]).map(([shortId, tf]) => {
          const norm = 1 - BM25.b + (BM25.b * fieldLength[shortId][fieldId]) / averageFieldLength[fieldId];
          return { id: documentIds[shortId] as number, weight: Math.max(1, Math.round((100 * tf) / norm)) };
        });
        const kept = postings
          .sort((a, b) => b.weight - a.weight || a.id - b.id)
          .slice(0, MAX_POSTINGS)
          .sort((a, b) => a.id - b.id);
        return [fieldId, postings.length, kept.map((p, i) => p.id - (i ? kept[i - 1].id : 0)), kept.map((p) => p.weight)];
      }),
  ]);
  return entries.sort((a, b) => compareTerms(a[0], b[0]));
}

/** Consecutive runs of terms of about TERM_SHARD_BYTES each; a shard holds at least one term. */
function cutTermShards(entries: TermShard): TermShard[] {
  const shards: TermShard[] = [];
  let shard: TermShard = [];
  let bytes = 2;
  for (const entry of entries) {
    const size = Buffer.byteLength(JSON.stringify(entry)) + 1;
    if (shard.length > 0 && bytes + size > TERM_SHARD_BYTES) {
      shards.push(shard);
      shard = [];
      bytes = 2;
    }
    shard.push(entry);
    bytes += size;
  }
  if (shard.length > 0) shards.push(shard);
  return shards;
}

