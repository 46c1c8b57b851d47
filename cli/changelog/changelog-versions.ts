// The versions of one API document a changelog is made from, newest first: each commit of its git
// history (git-history.ts) read as that commit holds it (git-files.ts), or each file the config
// lists. A version that cannot be read (invalid then) is reported and left out: its neighbours are
// compared with each other.
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Problem } from '../support/errors.ts';
import { readVersion, type ReadVersion } from './read-version.ts';
import { commitFiles, documentFilesAt, HISTORY_CHUNK, historyFiles, prefetchHistory } from './git-files.ts';
import type { SourceFiles } from '../openapi/document/parse-yaml.ts';
import { gitHistory, type GitHistory, type HistoryCommit } from './git-history.ts';
import type { ChangelogCache, CommitVersion, VersionFacts } from './changelog-cache.ts';
import type { ApiSnapshot } from './api-snapshot.ts';

export interface ChangelogVersion {
  key: string;
  facts: VersionFacts;
  /** Its snapshot when it was read in this run (else it is in the cache under `key`)… */
  snapshot?: ApiSnapshot;
  /** …or, when the cache has lost it, read again. */
  load?: () => Promise<ApiSnapshot | undefined>;
  commit?: { sha: string; time: number };
  /** YYYY-MM-DD: the commit's (UTC) or the one the config gives. */
  date?: string;
}

export interface VersionList {
  versions: ChangelogVersion[];
  /** Versions that could not be read, as notes; and what the history could not tell. */
  notes: Problem[];
  source: { kind: 'git'; cutShort: boolean } | { kind: 'files' } | { kind: 'none'; reason: string };
}

type Api = ResolvedConfig['apis'][number];

export function factsOf(snapshot: ApiSnapshot): VersionFacts {
  return { version: snapshot.version, ...(snapshot.note ? { note: snapshot.note } : {}), operations: snapshot.operations.length, webhooks: snapshot.webhooks.length, schemas: Object.keys(snapshot.schemas).length };
}

const dateOf = (time: number) => new Date(time * 1000).toISOString().slice(0, 10);

/** `at`: where the notes point (the API's `changelog` key in the config). */
export async function changelogVersions(params: { api: Api; root: string; cache: ChangelogCache; at: Omit<Problem, 'message'> }): Promise<VersionList> {
  const { api, root } = params;
  if (typeof api.changelog === 'object') return fileVersions(params);
  const file = path.resolve(root, api.spec);
  const first = await gitHistory({ file, refFiles: [] });
  if ('unavailable' in first) return { versions: [], notes: [{ ...params.at, message: `the changelog of ${api.id} cannot be written: ${first.unavailable}`, hint: 'Commit the document to a git repository, or list its earlier versions as files: changelog: { versions: [...] }.' }], source: { kind: 'none', reason: first.unavailable } };
  const newest = first.history.commits[0];
  if (!newest) return { versions: [], notes: [{ ...params.at, message: `the changelog of ${api.id} starts with the document's first commit: ${api.spec} has none yet` }], source: { kind: 'git', cutShort: false } };
  // The files the newest version's $refs reach: their commits are the document's too.
  const blobs = new Map<string, Buffer>();
  const newestVersion = await commitVersion({ history: first.history, commit: newest, cache: params.cache, blobs, prefetch: undefined });
  const refFiles = 'key' in newestVersion.entry ? newestVersion.entry.files : [];
  const history = refFiles.some((f) => f !== file) ? await gitHistory({ file, refFiles }) : first;
  if ('unavailable' in history) return { versions: [], notes: [], source: { kind: 'none', reason: history.unavailable } };
  return historyVersions({ ...params, history: history.history, blobs, known: newestVersion });
}

type CommitRead = { sha: string; entry: CommitVersion; snapshot?: ApiSnapshot };

async function historyVersions(params: { api: Api; history: GitHistory; cache: ChangelogCache; blobs: Map<string, Buffer>; known: CommitRead; at: Omit<Problem, 'message'> }): Promise<VersionList> {
  const { history, cache, blobs } = params;
  const reads = await readCommits(params);
  const versions: ChangelogVersion[] = [];
  const notes: Problem[] = [];
  for (const [i, commit] of history.commits.entries()) {
    const read = reads[i]!;
    const { entry } = read;
    if ('error' in entry) {
      notes.push({ ...entry.error, message: `${commit.path} as of commit ${commit.sha.slice(0, 7)} (${dateOf(commit.time)}) cannot be read, so the changelog compares the versions either side of it: ${entry.error.message}` });
      continue;
    }
    // A commit that changed none of what the document reads (a file its $refs named once) is no new version.
    if (versions.at(-1)?.key === entry.key) versions.pop();
    const load = async () => (await commitVersion({ history, commit, cache: noCache(cache), blobs, prefetch: entry.files })).snapshot;
    versions.push({ key: entry.key, facts: entry.facts, ...(read.snapshot ? { snapshot: read.snapshot } : { load }), commit: { sha: commit.sha, time: commit.time }, date: dateOf(commit.time) });
  }
  if (history.cutShort && versions.length) {
    const oldest = versions.at(-1)!;
    notes.push({ ...params.at, message: `the history of ${params.api.spec} was read back to ${oldest.date} (${oldest.commit!.sha.slice(0, 7)}) only: this clone of the repository is shallow`, hint: 'The changelog page says so too. For the whole history, clone without --depth (actions/checkout: fetch-depth: 0) or run git fetch --unshallow.' });
  }
  return { versions, notes, source: { kind: 'git', cutShort: history.cutShort } };
}

/**
 * Every commit's version, newest first: from the cache, else read from git, HISTORY_CHUNK commits
 * at a time, the files the newest version reads fetched for all of them with two git processes
 * (one per commit was most of a cold changelog's time on a loaded machine).
 */
async function readCommits({ history, cache, blobs, known }: { history: GitHistory; cache: ChangelogCache; blobs: Map<string, Buffer>; known: CommitRead }): Promise<CommitRead[]> {
  const reads = await Promise.all(
    history.commits.map(async (commit): Promise<CommitRead | undefined> => {
      if (commit.sha === known.sha) return known;
      const cached = await cache.commit(commit.sha, commit.path);
      if (cached && 'key' in cached) cache.keepSnapshot(cached.key);
      return cached && { sha: commit.sha, entry: cached };
    }),
  );
  const unread = history.commits.filter((_, i) => !reads[i]);
  // What the newest version reads (and the document's own earlier names) is what the others most likely read.
  const files = [...('key' in known.entry ? known.entry.files : []), ...new Set(history.commits.map((c) => path.join(history.top, c.path)))];
  for (let at = 0; at < unread.length; at += HISTORY_CHUNK) {
    const chunk = unread.slice(at, at + HISTORY_CHUNK);
    const ids = await prefetchHistory({ top: history.top, commits: chunk.map((c) => c.sha), files, blobs });
    for (const commit of chunk) {
      reads[history.commits.indexOf(commit)] = await readCommit({ commit, file: path.join(history.top, commit.path), cache, files: historyFiles({ top: history.top, commit: commit.sha, ids: ids.get(commit.sha)!, blobs }) });
    }
    blobs.clear();
  }
  return reads as CommitRead[];
}

/** A commit's version: from the cache, else read from the commit (and cached). */
async function commitVersion(params: { history: GitHistory; commit: HistoryCommit; cache: ChangelogCache; blobs: Map<string, Buffer>; prefetch: string[] | undefined }): Promise<CommitRead> {
  const { history, commit, cache } = params;
  const cached = await cache.commit(commit.sha, commit.path);
  if (cached) {
    if ('key' in cached) cache.keepSnapshot(cached.key);
    return { sha: commit.sha, entry: cached };
  }
  const file = path.join(history.top, commit.path);
  // The newest version has no newer one to say what it reads: every document file of its folder, unless that is the whole repository.
  const folder = path.dirname(file);
  const prefetch = params.prefetch ?? (folder === history.top ? [file] : await documentFilesAt(history.top, commit.sha, folder));
  const files = await commitFiles({ top: history.top, commit: commit.sha, folder, blobs: params.blobs, prefetch });
  return readCommit({ commit, file, cache, files });
}

/** A commit's version read from its files, and cached. */
async function readCommit({ commit, file, cache, files }: { commit: HistoryCommit; file: string; cache: ChangelogCache; files: SourceFiles }): Promise<CommitRead> {
  const read = await readVersion({ file, files });
  const entry = versionEntry(read);
  await cache.putCommit(commit.sha, commit.path, entry);
  if ('snapshot' in read) await cache.putSnapshot(read.key, read.snapshot);
  return { sha: commit.sha, entry, ...('snapshot' in read ? { snapshot: read.snapshot } : {}) };
}

/** The cache, but for reading a commit's entry: a version read again for its lost snapshot. */
function noCache(cache: ChangelogCache): ChangelogCache {
  return { ...cache, commit: async () => undefined };
}

function versionEntry(read: ReadVersion | { errors: { message: string; file: string; line: number; column: number }[] }): CommitVersion {
  if ('errors' in read) {
    const { message, file, line, column } = read.errors[0]!;
    return { error: { message: read.errors.length > 1 ? `${message} (and ${read.errors.length - 1} more)` : message, file, line, column } };
  }
  return { key: read.key, files: read.files, facts: factsOf(read.snapshot) };
}

/** The config's files, oldest first, then the document itself; listed newest first like a history. */
async function fileVersions(params: { api: Api; root: string }): Promise<VersionList> {
  const { api, root } = params;
  const listed = typeof api.changelog === 'object' ? api.changelog.versions : [];
  const all = [...listed.map((v) => (typeof v === 'string' ? { spec: v } : v)), { spec: api.spec }];
  const versions: ChangelogVersion[] = [];
  const notes: Problem[] = [];
  for (const { spec, date } of all) {
    const read = await readVersion({ file: path.resolve(root, spec) });
    if ('errors' in read) {
      const { message, file, line, column } = read.errors[0]!;
      notes.push({ file, line, column, message: `${spec} cannot be read, so the changelog compares the versions either side of it: ${message}` });
      continue;
    }
    versions.unshift({ key: read.key, facts: factsOf(read.snapshot), snapshot: read.snapshot, ...(date ? { date } : {}) });
  }
  return { versions, notes, source: { kind: 'files' } };
}
