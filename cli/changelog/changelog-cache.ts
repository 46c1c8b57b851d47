// .hubgen/changelog/: what a changelog is made of, each piece by what never changes under it. A
// commit's version of a document (commits/: a commit is immutable) names its snapshot by the hash
// of the files it was read from (versions/); two snapshots' comparison is kept by their two hashes
// (diffs/). A warm build reads git's log and these small files, and parses no document. Every key
// holds hubgen's build id; what a run did not use is pruned at its end.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { HUBGEN_BUILD_ID } from '../support/paths.ts';
import { writeFileAtomic } from '../support/write-file-atomic.ts';
import type { ApiSnapshot } from './api-snapshot.ts';
import type { ApiChange } from './api-change.ts';

/** What names a version and what it holds, kept beside its key so that a warm build reads no snapshot. */
export interface VersionFacts {
  version: string;
  note?: string;
  operations: number;
  webhooks: number;
  schemas: number;
}

/** A commit's version: its snapshot's key, the files it was read from and its facts, or why it could not be read. */
export type CommitVersion = { key: string; files: string[]; facts: VersionFacts } | { error: { message: string; file: string; line: number; column: number } };

const FOLDERS = ['commits', 'versions', 'diffs'] as const;
type Folder = (typeof FOLDERS)[number];

export interface ChangelogCache {
  commit(sha: string, docPath: string): Promise<CommitVersion | undefined>;
  putCommit(sha: string, docPath: string, version: CommitVersion): Promise<void>;
  snapshot(key: string): Promise<ApiSnapshot | undefined>;
  putSnapshot(key: string, snapshot: ApiSnapshot): Promise<void>;
  /** Keeps a snapshot this run did not need to read (the next new commit is compared with it). */
  keepSnapshot(key: string): void;
  diff(oldKey: string, newKey: string): Promise<ApiChange[] | undefined>;
  putDiff(oldKey: string, newKey: string, changes: ApiChange[]): Promise<void>;
  /** Removes every entry this cache did not read or write. */
  prune(): Promise<void>;
}

/** `dir` undefined: nothing is kept (hubgen diff, tests of the comparison). */
export function changelogCache(dir: string | undefined): ChangelogCache {
  const used = new Set<string>();
  const fileOf = (folder: Folder, name: string) => {
    used.add(`${folder}/${name}.json`);
    return path.join(dir!, folder, `${name}.json`);
  };
  const read = async <T>(folder: Folder, name: string): Promise<T | undefined> => {
    if (!dir) return undefined;
    try {
      return JSON.parse(await readFile(fileOf(folder, name), 'utf8')) as T;
    } catch {
      return undefined; // none, or cut short: made again
    }
  };
  const write = async (folder: Folder, name: string, value: unknown) => {
    if (!dir) return;
    await mkdir(path.join(dir, folder), { recursive: true });
    await writeFileAtomic(fileOf(folder, name), JSON.stringify(value));
  };
  const commitName = (sha: string, docPath: string) => `${sha}-${createHash('sha256').update(HUBGEN_BUILD_ID).update(docPath).digest('hex').slice(0, 16)}`;
  return {
    commit: (sha, docPath) => read('commits', commitName(sha, docPath)),
    putCommit: (sha, docPath, version) => write('commits', commitName(sha, docPath), version),
    snapshot: (key) => read('versions', key),
    putSnapshot: (key, snapshot) => write('versions', key, snapshot),
    keepSnapshot: (key) => void used.add(`versions/${key}.json`),
    diff: (oldKey, newKey) => read('diffs', `${oldKey}-${newKey}`),
    putDiff: (oldKey, newKey, changes) => write('diffs', `${oldKey}-${newKey}`, changes),
    async prune() {
      if (!dir) return;
      for (const folder of FOLDERS) {
        const names = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
        await Promise.all(names.filter((name) => !used.has(`${folder}/${name}`) && !name.endsWith('.tmp')).map((name) => rm(path.join(dir, folder, name), { force: true })));
      }
    },
  };
}
