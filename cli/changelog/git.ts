// Running git for the changelog and `hubgen diff --base`: one helper, so every call has the same
// options (no pager, no colour, no prompts, the repository named) and fails the same way.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export class GitError extends Error {
  constructor(
    message: string,
    /** git is not installed (or not on PATH). */
    readonly missing = false,
  ) {
    super(message);
  }
}

const ENV = { ...process.env, GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
const ARGS = ['-c', 'color.ui=false', '-c', 'core.quotepath=false'];

/** `git -C dir …`, its output as text; a GitError with git's own message when it fails. */
export function git(dir: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('git', [...ARGS, '-C', dir, ...args], { env: ENV, maxBuffer: 1024 * 1024 * 1024, encoding: 'buffer' }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout.toString('utf8'));
      const code = (error as NodeJS.ErrnoException).code;
      reject(new GitError(code === 'ENOENT' ? 'git is not installed' : stderr.toString('utf8').trim() || error.message, code === 'ENOENT'));
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** The same, as bytes, waiting for it (a document's $refs are resolved one file at a time, synchronously). */
export function gitBytesSync(dir: string, args: string[]): Buffer {
  const result = spawnSync('git', [...ARGS, '-C', dir, ...args], { env: ENV, maxBuffer: 1024 * 1024 * 1024 });
  if (result.error) throw new GitError((result.error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : result.error.message);
  if (result.status !== 0) throw new GitError(result.stderr.toString('utf8').trim());
  return result.stdout;
}

/**
 * The blob id of each `<commit>:<path>` (null: no such file, or not a file), with one
 * `git cat-file --batch-check` for all of them: a history of a hundred commits is then one process,
 * not one `git ls-tree` per commit (each a process start, which a loaded CI machine makes slow).
 */
export async function blobIds(top: string, names: string[]): Promise<Map<string, string | null>> {
  const ids = new Map<string, string | null>();
  const wanted = [...new Set(names)];
  if (!wanted.length) return ids;
  const out = await git(top, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], wanted.join('\n') + '\n');
  // One answer line per name, in order: `<id> blob`, or `<name> missing` (and `ambiguous`) for none.
  const lines = out.split('\n');
  for (const [i, name] of wanted.entries()) ids.set(name, /^([0-9a-f]{40,64}) blob$/.exec(lines[i] ?? '')?.[1] ?? null);
  return ids;
}

/**
 * Blobs by their id, read with one `git cat-file --batch` for many at once: a document in many
 * files (DigitalOcean's ~2,900) would otherwise be one process per file per version.
 */
export async function readBlobs(top: string, ids: string[], into: Map<string, Buffer>): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !into.has(id));
  if (!wanted.length) return;
  const out = await new Promise<Buffer>((resolve, reject) => {
    const child = execFile('git', [...ARGS, '-C', top, 'cat-file', '--batch'], { env: ENV, maxBuffer: 4 * 1024 * 1024 * 1024, encoding: 'buffer' }, (error, stdout, stderr) =>
      error ? reject(new GitError(stderr.toString('utf8').trim() || error.message)) : resolve(stdout),
    );
    child.stdin?.end(wanted.join('\n') + '\n');
  });
  // Each answer: `<id> blob <size>\n<bytes>\n` (or `<id> missing\n`).
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(10, at);
    const [id, type, size] = out.subarray(at, eol).toString('utf8').split(' ');
    at = eol + 1;
    if (type === 'missing' || size === undefined) continue;
    const length = Number(size);
    into.set(id!, out.subarray(at, at + length));
    at += length + 1;
  }
}

/**
 * Whether `dir` is inside a git work tree, as git finds one: a `.git` folder (or a worktree's
 * `.git` file) in it or in a folder above it. Synchronous and without git, so that the route table
 * (which plans a changelog's page only for a document in git) can ask it on every plan.
 */
export function inWorkTree(dir: string): boolean {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, '.git'))) return true;
    if (path.dirname(at) === at) return false;
  }
}
