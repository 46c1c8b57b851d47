// A document's files as one commit holds them, for the OpenAPI reader (parse-yaml.ts: SourceFiles):
// the same absolute paths as in the working copy, read from the commit's tree. A symlink or a
// submodule of the tree is not a file here (the disk reader checks where a symlink leads instead);
// a history read in bulk (historyFiles) asks git for blobs by `<commit>:<path>`, which reads a
// symlink as its target's path: that version is then not a valid document, and is reported so.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SourceFiles } from '../openapi/document/parse-yaml.ts';
import { blobIds, git, gitBytesSync, readBlobs } from './git.ts';

/** Files are read from `blobs` when there (readBlobs filled it), else one at a time. */
export async function commitFiles(params: { top: string; commit: string; folder: string; blobs: Map<string, Buffer>; prefetch: string[] }): Promise<SourceFiles> {
  const { top, commit, blobs } = params;
  const folder = relative(top, params.folder);
  const listing = await git(top, ['ls-tree', '-r', '-z', '--full-tree', commit, '--', folder || '.']);
  const tree = new Map<string, { mode: string; id: string }>();
  for (const line of listing.split('\0')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const [mode, , id] = line.slice(0, tab).split(' ');
    tree.set(line.slice(tab + 1), { mode: mode!, id: id! });
  }
  await readBlobs(top, params.prefetch.flatMap((file) => tree.get(relative(top, file))?.id ?? []), blobs);
  return {
    read(file) {
      const entry = tree.get(relative(top, file));
      if (!entry || entry.mode === '120000' || entry.mode === '160000') throw Object.assign(new Error(`${file}: no such file in ${commit.slice(0, 7)}`), { code: 'ENOENT' });
      let bytes = blobs.get(entry.id);
      if (!bytes) blobs.set(entry.id, (bytes = gitBytesSync(top, ['cat-file', 'blob', entry.id])));
      return { text: bytes.toString('utf8'), hash: createHash('sha256').update(bytes).digest('hex') };
    },
  };
}

/** Commits of a history read in bulk: at most this many at once hold their files' bytes in memory. */
export const HISTORY_CHUNK = 40;

/**
 * Each commit's blob ids of `files` (absolute paths), and their bytes in `blobs`: two git processes
 * for all of the commits, however many (historyFiles keeps them to HISTORY_CHUNK).
 */
export async function prefetchHistory(params: { top: string; commits: string[]; files: string[]; blobs: Map<string, Buffer> }): Promise<Map<string, Map<string, string | null>>> {
  const { top, commits } = params;
  const paths = [...new Set(params.files.map((file) => relative(top, file)))];
  const ids = await blobIds(top, commits.flatMap((commit) => paths.map((p) => `${commit}:${p}`)));
  await readBlobs(top, [...ids.values()].filter((id): id is string => id !== null), params.blobs);
  return new Map(commits.map((commit) => [commit, new Map(paths.map((p) => [p, ids.get(`${commit}:${p}`) ?? null]))]));
}

/** One commit's files from what prefetchHistory found; a file it did not look for is asked of git then. */
export function historyFiles({ top, commit, ids, blobs }: { top: string; commit: string; ids: Map<string, string | null>; blobs: Map<string, Buffer> }): SourceFiles {
  return {
    read(file) {
      const name = relative(top, file);
      const missing = () => Object.assign(new Error(`${file}: no such file in ${commit.slice(0, 7)}`), { code: 'ENOENT' });
      if (ids.get(name) === null) throw missing();
      let bytes = ids.has(name) ? blobs.get(ids.get(name)!) : undefined;
      if (!bytes) {
        try {
          bytes = gitBytesSync(top, ['cat-file', 'blob', ids.get(name) ?? `${commit}:${name}`]);
        } catch {
          throw missing();
        }
      }
      return { text: bytes.toString('utf8'), hash: createHash('sha256').update(bytes).digest('hex') };
    },
  };
}

/** Every YAML and JSON file of a tree folder: what a document that names none yet may read. */
export async function documentFilesAt(top: string, commit: string, folder: string): Promise<string[]> {
  const listing = await git(top, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', commit, '--', relative(top, folder) || '.']);
  return listing.split('\0').filter((name) => /\.(ya?ml|json)$/i.test(name)).map((name) => path.join(top, name));
}

/** A path from the repository's top, with forward slashes, as git names it. */
export function relative(top: string, file: string): string {
  return path.relative(top, file).split(path.sep).join('/');
}
