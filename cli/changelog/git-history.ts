// Which commits changed an API document: `git log --follow` of its file (through renames) and
// `git log` of the files its $refs name, on the first-parent line (a merged pull request is one
// step, not its branch's commits interleaved with main's). Also what the repository cannot tell:
// in a shallow clone, the history ends at the clone's boundary, not at the document's first commit.
import fs from 'node:fs';
import path from 'node:path';
import { git, GitError } from './git.ts';
import { relative } from './git-files.ts';

export interface HistoryCommit {
  sha: string;
  /** Committer time, seconds since the epoch. */
  time: number;
  /** The document's path from the repository's top in this commit (it may have been renamed since). */
  path: string;
}

export interface GitHistory {
  top: string;
  /** Newest first. */
  commits: HistoryCommit[];
  /** The clone is shallow and its boundary is among `commits`: the oldest one read is not the document's first. */
  cutShort: boolean;
}

export type HistoryOutcome = { history: GitHistory } | { unavailable: string };

/** More $ref'd files than this are logged as their folder (a command line has a length limit). */
const LISTED_FILES = 50;

export async function gitHistory(params: { file: string; refFiles: string[] }): Promise<HistoryOutcome> {
  const { file } = params;
  let top: string;
  try {
    top = path.resolve((await git(path.dirname(file), ['rev-parse', '--show-toplevel'])).trim());
  } catch (error) {
    return { unavailable: error instanceof GitError && error.missing ? 'git is not installed' : 'the site is not in a git repository' };
  }
  const main = relative(top, file);
  const refs = params.refFiles.filter((f) => f !== file).map((f) => relative(top, f));
  const others = refs.length > LISTED_FILES ? [relative(top, path.dirname(file)) || '.'] : refs;
  const [combined, followed] = await Promise.all([
    git(top, ['log', '--first-parent', '--format=%H %ct', '--', main, ...others]).catch(() => ''),
    git(top, ['log', '--first-parent', '--follow', '--format=%x1e%H %ct', '--name-status', '--', main]).catch(() => ''),
  ]);
  const commits = commitsWithPaths(main, parseCombined(combined), parseFollowed(followed));
  return { history: { top, commits, cutShort: isCutShort(top, commits) } };
}

function parseCombined(text: string): { sha: string; time: number }[] {
  return text.split('\n').filter(Boolean).map((line) => {
    const [sha, time] = line.split(' ');
    return { sha: sha!, time: Number(time) };
  });
}

/** Each commit of `--follow`, with the name the file had before it when the commit renamed it. */
function parseFollowed(text: string): { sha: string; time: number; renamedFrom?: string }[] {
  return text.split('\x1e').filter((record) => record.trim()).map((record) => {
    const [head, ...lines] = record.split('\n');
    const [sha, time] = head!.split(' ');
    const rename = lines.map((line) => line.split('\t')).find((parts) => /^R\d*$/.test(parts[0] ?? '') && parts.length === 3);
    return { sha: sha!, time: Number(time), ...(rename ? { renamedFrom: rename[1] } : {}) };
  });
}

/**
 * The commits of both logs, newest first, each with the document's path in it: the current path
 * until (going back) the commit that renamed it, the earlier name from there. Commits from before
 * a rename are in the followed log only, and older than every other.
 */
function commitsWithPaths(main: string, combined: { sha: string; time: number }[], followed: { sha: string; time: number; renamedFrom?: string }[]): HistoryCommit[] {
  const seen = new Set(combined.map((c) => c.sha));
  const all = [...combined, ...followed.filter((c) => !seen.has(c.sha))];
  const renames = new Map(followed.flatMap((c) => (c.renamedFrom ? [[c.sha, c.renamedFrom] as const] : [])));
  let current = main;
  return all.map((c) => {
    const commit = { sha: c.sha, time: c.time, path: current };
    current = renames.get(c.sha) ?? current;
    return commit;
  });
}

/** Whether the oldest commit read is a boundary of a shallow clone (listed in its `shallow` file). */
function isCutShort(top: string, commits: HistoryCommit[]): boolean {
  const oldest = commits[commits.length - 1];
  if (!oldest) return false;
  for (const dir of gitDirs(top)) {
    try {
      if (fs.readFileSync(path.join(dir, 'shallow'), 'utf8').split('\n').includes(oldest.sha)) return true;
    } catch {
      // not shallow (no such file)
    }
  }
  return false;
}

/** The repository's git folder, and for a worktree the main one's, where `shallow` is kept. */
function gitDirs(top: string): string[] {
  const dotGit = path.join(top, '.git');
  try {
    if (fs.statSync(dotGit).isDirectory()) return [dotGit];
    const dir = path.resolve(top, /^gitdir: (.*)$/m.exec(fs.readFileSync(dotGit, 'utf8'))?.[1]?.trim() ?? '');
    const common = fs.existsSync(path.join(dir, 'commondir')) ? path.resolve(dir, fs.readFileSync(path.join(dir, 'commondir'), 'utf8').trim()) : dir;
    return [dir, common];
  } catch {
    return [];
  }
}
