// Stage: the site search index. Every rendered page (docs and React pages by their HTML, API
// references by their view model) becomes search documents, indexed once with MiniSearch and
// written as small shards under `search/` in the output (see shard-index.ts for why and how);
// search-scopes.ts makes one such index per locale and docs version.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { RenderedPage } from '../render/render-pages.ts';
import { writeFiles, type FileContents } from '../output/write-files.ts';
import { MANIFEST_FILE, SEARCH_DIR } from '../../shared/search/search-format.ts';
import type { ReuseCommitted } from '../output/dev-output.ts';
import { searchDocumentsByPage, type DocumentsMemo, type PathOrderMemo } from './search-document.ts';
import type { SearchDocument } from './indexed-document.ts';
import { createIndexState, shardIndex, warmIndex, type IndexState } from './shard-index.ts';
import { HUBGEN_BUILD_ID } from '../support/paths.ts';

/**
 * Watch mode: what a save reuses of the last runs' indexing: each page's documents and their hash,
 * by object (WeakMaps: what no page holds any longer is forgotten), and the index itself
 * (shard-index.ts: ids, terms, postings, shards).
 */
export interface SearchMemo {
  /** The watch session's search state this scope's memo belongs to. */
  session: SearchSession;
  documents: DocumentsMemo;
  /** The order of the pages' paths, as last sorted (search-document.ts). */
  order: PathOrderMemo;
  index: IndexState;
  hashes: WeakMap<SearchDocument[], string>;
  /** The documents of an index taken from the cache, whose state is yet to be built (warmSearchMemos). */
  unwarmed?: SearchDocument[];
  /** That state being built, in the background (undefined once it is done, or has failed). */
  warming?: Promise<void>;
  /** The warming is long (KEEP_WHILE_WARMING_FROM): a save keeps the index rather than wait for it. */
  warmingLong?: boolean;
  /** The key of the index this scope's output holds (watch mode: what a save keeps while `warming`). */
  servedKey?: string;
}

/**
 * Watch mode, once its start is served: builds in the background the index state of each scope
 * whose index came from the cache (files only), so that the first save need not (9 s at 10,000
 * pages). A save made meanwhile keeps the index the output holds and says when the state is ready,
 * to be indexed again then (buildSearchIndex's `behind`).
 */
export function warmSearchMemos(session: SearchSession): void {
  for (const memo of session.memos.values()) {
    if (!memo.unwarmed) continue;
    const warming = warmIndex({ documents: memo.unwarmed, state: memo.index, pause: () => (session.savesWaiting ? undefined : session.rebuilding) });
    memo.warming = warming;
    memo.warmingLong = memo.unwarmed.length >= KEEP_WHILE_WARMING_FROM;
    // A failed warming leaves the state empty: the next save builds it whole.
    warming.catch(() => undefined).finally(() => {
      if (memo.warming === warming) memo.warming = undefined;
    });
    memo.unwarmed = undefined;
  }
}

/**
 * Search documents from which a save made while their state is being built keeps the index as it
 * is: 60,000 (10,000 pages) take ~8 s to tokenise, 6,500 (1,000 pages) ~1 s; below, the save waits.
 */
const KEEP_WHILE_WARMING_FROM = 5000;

/**
 * A watch session's search state, made by its pipeline and kept from save to save: each scope's
 * memo, and what the saves share with the background warming of index states.
 */
export interface SearchSession {
  /** Each scope's memo, by its folder (search-scopes.ts). */
  memos: Map<string, SearchMemo>;
  /** The save being rebuilt, which the warming lets finish before its next slice. */
  rebuilding?: Promise<unknown>;
  /** Saves waiting for a warming to end (a short one): the warming does not pause for them. */
  savesWaiting: number;
  /** The files of the indexes made lately, by the hash of their documents (one per scope). */
  madeFrom: Map<string, string[]>;
}

export function createSearchSession(): SearchSession {
  return { memos: new Map(), savesWaiting: 0, madeFrom: new Map() };
}

/** Runs a watch save's rebuild with the warming of index states paused (warmSearchMemos). */
export function pauseWarmingFor<T>(session: SearchSession, rebuild: Promise<T>): Promise<T> {
  session.rebuilding = rebuild;
  rebuild
    .catch(() => undefined)
    .finally(() => {
      if (session.rebuilding === rebuild) session.rebuilding = undefined;
    });
  return rebuild;
}

/** A scope's memo, in `session` (a session of its own when none is given). */
export function createSearchMemo(session: SearchSession = createSearchSession()): SearchMemo {
  return { session, documents: new WeakMap(), order: {}, index: createIndexState(), hashes: new WeakMap() };
}

export interface SearchIndexSummary {
  documents: number;
  files: number;
  /** Taken from the cache: no searchable text changed. */
  reused: boolean;
  /**
   * Watch mode: the index served was kept as it was, because the state a save's index is made from
   * is still being built (warmSearchMemos); resolves when it is, for the index to be made again.
   */
  behind?: Promise<unknown>;
}

/** Files written at once: a 10,000-page site has thousands of shards, more than a process may hold open. */
const WRITE_BATCH = 256;

/**
 * `cacheDir`: keep the index there under a hash of its documents, and reuse it (hard-linked) while
 * they are unchanged: indexing is the costly part, and most rebuilds change no searchable text.
 * Watch mode passes it for its first run only: a save writes its index into the output once.
 * hubgen's own code is part of the key: a changed tokenizer must not reuse an index made by the old.
 */
export async function buildSearchIndex({
  pages,
  outDir,
  cacheDir,
  alsoIn,
  folder = SEARCH_DIR,
  docsGroup,
  memo,
  reuse,
}: {
  pages: RenderedPage[];
  outDir: string;
  cacheDir?: string;
  /** Another cache to take an index from, never written (watch mode's start: the one a build made). */
  alsoIn?: string;
  /** Where in the output the index goes (search-format.ts's searchFolder). */
  folder?: string;
  docsGroup?: string;
  /** Watch mode: kept between runs so a save makes documents of, and tokenises, only what it changed. */
  memo?: SearchMemo;
  /** Watch mode: files the committed output holds are not written again (output/dev-output.ts). */
  reuse?: ReuseCommitted;
}): Promise<SearchIndexSummary> {
  // Watch mode, a save made while the start's index state is still being built (~8 s at 10,000
  // pages): it does not wait; the output keeps the index it holds, and the save says when to index.
  const madeFrom = memo?.session.madeFrom;
  const servedFiles = memo?.servedKey ? madeFrom?.get(memo.servedKey) : undefined;
  if (memo?.warming && memo.warmingLong && reuse && servedFiles && [MANIFEST_FILE, ...servedFiles.filter((file) => file !== MANIFEST_FILE)].every((file) => reuse(`/${folder}/${file}`, file === MANIFEST_FILE ? memo.servedKey! : 'content-named'))) {
    return { documents: 0, files: servedFiles.length, reused: true, behind: memo.warming.catch(() => undefined) };
  }
  if (memo?.warming) {
    // This save waits for the warming, which then must not wait for the save.
    memo.session.savesWaiting++;
    await memo.warming.catch(() => undefined); // failed: the state is empty, and built whole below
    memo.session.savesWaiting--;
  }
  const byPage = searchDocumentsByPage(pages, { docsGroup, memo: memo?.documents, order: memo?.order });
  const documents = byPage.flat();
  const key = documentsKey(byPage, memo?.hashes);
  const carried = (file: string) => reuse!(`/${folder}/${file}`, file === MANIFEST_FILE ? key : 'content-named');
  // Watch mode: an index the committed output holds, made from the same documents, is carried over whole.
  const known = madeFrom?.get(key);
  if (memo) memo.servedKey = key;
  if (reuse && known?.every(carried)) return { documents: documents.length, files: known.length, reused: true };
  const cached = cacheDir && path.join(cacheDir, key);
  let reused: string[] | undefined;
  let reusedFrom: string | undefined;
  for (const dir of cached ? [cached, ...(alsoIn ? [path.join(alsoIn, key)] : [])] : []) {
    if ((reused = await filesIn(dir))) {
      reusedFrom = dir;
      break;
    }
  }
  let files: [string, FileContents][] = reused ? reused.map((file) => [file, { copyFrom: path.join(reusedFrom!, file) }]) : [...shardIndex({ documents, pages: byPage, state: memo?.index })];
  // Watch mode's start takes the index from the cache: the state its saves work from is built
  // from the same documents once the start is served (warmSearchMemos).
  if (memo) memo.unwarmed = reused && memo.index.slots.length === 0 ? documents : undefined;
  if (cached && !reused) {
    // One index is kept, the latest; written aside and renamed, so no build reads half of one.
    const temp = `${cached}.${process.pid}.tmp`;
    await writeInBatches(temp, files);
    for (const old of await fs.readdir(cacheDir)) if (!old.endsWith('.tmp')) await fs.rm(path.join(cacheDir, old), { recursive: true, force: true });
    await fs.rename(temp, cached);
    // The output links to the files just written rather than writing each a second time.
    files = files.map(([file]) => [file, { copyFrom: path.join(cached, file) }]);
  }
  const total = files.length;
  if (reuse && madeFrom) {
    if (madeFrom.size >= MADE_FROM_ENTRIES) madeFrom.delete(madeFrom.keys().next().value!);
    madeFrom.set(key, files.map(([file]) => file));
    files = files.filter(([file]) => !carried(file));
  }
  await writeInBatches(path.join(outDir, folder), files);
  return { documents: documents.length, files: total, reused: Boolean(reused) };
}

/** A hash of the documents (and of hubgen's code: a changed tokenizer must not reuse an index made by the old). */
function documentsKey(byPage: SearchDocument[][], hashes?: WeakMap<SearchDocument[], string>): string {
  const key = createHash('sha1').update(HUBGEN_BUILD_ID);
  for (const documents of byPage) {
    const hash = hashes?.get(documents) ?? createHash('sha1').update(JSON.stringify(documents)).digest('hex');
    hashes?.set(documents, hash);
    key.update(hash);
  }
  return key.digest('hex');
}

/** Indexes whose files a watch session remembers (SearchSession.madeFrom). */
const MADE_FROM_ENTRIES = 16;

async function writeInBatches(dir: string, files: [string, FileContents][]): Promise<void> {
  for (let i = 0; i < files.length; i += WRITE_BATCH) await writeFiles({ outDir: dir, files: new Map(files.slice(i, i + WRITE_BATCH)) });
}

async function filesIn(dir: string): Promise<string[] | undefined> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
    return files.length ? files : undefined;
  } catch {
    return undefined;
  }
}
