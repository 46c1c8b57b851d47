// `hubgen diff`: what changed between two versions of an API document, for a person (the terminal),
// a script (JSON) or a pull request's comment (Markdown), and whether CI should fail: exit 1 when a
// change is at least as serious as `--fail-on` (breaking by default). `--base <ref>` compares every
// API of the site's config as the working copy has it with what that commit holds.
import path from 'node:path';
import { SiteError, type Problem } from '../support/errors.ts';
import { loadConfig } from '../config/load-config.ts';
import { readVersion, type ReadVersion } from '../changelog/read-version.ts';
import type { SourceFiles } from '../openapi/document/parse-yaml.ts';
import { compareApis } from '../changelog/compare-apis.ts';
import { emptySnapshot } from '../changelog/api-snapshot.ts';
import { commitFiles } from '../changelog/git-files.ts';
import { git, GitError } from '../changelog/git.ts';
import { groupChanges } from '../changelog/group-changes.ts';
import { jsonOutput, markdownOutput, textOutput, type Comparison } from '../changelog/diff-output.ts';
import { levelRank, type ChangeLevel } from '../changelog/change-rules.ts';

export const DIFF_FORMATS = ['text', 'json', 'markdown'] as const;
export const FAIL_ON = ['none', 'breaking', 'warning', 'any'] as const;

export interface DiffParams {
  root: string;
  old?: string;
  new?: string;
  base?: string;
  format: (typeof DIFF_FORMATS)[number];
  failOn: (typeof FAIL_ON)[number];
  color: boolean;
}

/**
 * The output to print, the documents' defects that did not keep them from being compared (located
 * warnings, for stderr) and the exit code. A document that cannot be read throws a SiteError (exit 1, located).
 */
export async function runDiff(params: DiffParams): Promise<{ output: string; warnings: Problem[]; exitCode: number }> {
  const warnings: Problem[] = [];
  const read = async (file: string, files?: SourceFiles) => {
    const version = await readOrFail(file, files);
    warnings.push(...version.warnings.map(({ file, line, column, message, hint }) => ({ file, line, column, message, ...(hint ? { hint } : {}) })));
    return version;
  };
  const comparisons = params.base !== undefined ? await againstBase(params.root, params.base, read) : [await betweenFiles(params.old!, params.new!, read)];
  const failed = comparisons.some((c) => failsOn(groupChanges(c.changes).counts, params.failOn));
  const output = params.format === 'json' ? jsonOutput(comparisons, params.failOn, failed) + '\n' : params.format === 'markdown' ? markdownOutput(comparisons) : textOutput(comparisons, params.color);
  return { output, warnings, exitCode: failed ? 1 : 0 };
}

type Read = (file: string, files?: SourceFiles) => Promise<ReadVersion>;

function failsOn(counts: Record<ChangeLevel, number>, failOn: DiffParams['failOn']): boolean {
  if (failOn === 'none') return false;
  const worst = (['breaking', 'warning', 'info'] as const).find((level) => counts[level] > 0);
  if (!worst) return false;
  return failOn === 'any' || levelRank(worst) <= levelRank(failOn);
}

async function betweenFiles(oldFile: string, newFile: string, read: Read): Promise<Comparison> {
  const [a, b] = await Promise.all([read(oldFile), read(newFile)]);
  const shown = (file: string) => path.relative(process.cwd(), path.resolve(file)) || file;
  return {
    old: { label: shown(oldFile), file: shown(oldFile), version: a.snapshot.version },
    new: { label: shown(newFile), file: shown(newFile), version: b.snapshot.version },
    changes: compareApis(a.snapshot, b.snapshot),
  };
}

/** A version, or the document's errors as the site's problems (each located). */
async function readOrFail(file: string, files?: SourceFiles): Promise<ReadVersion> {
  const read = await readVersion({ file, files });
  if ('errors' in read) throw new SiteError(read.errors.map(({ file, line, column, message, hint }) => ({ file, line, column, message, ...(hint ? { hint } : {}) })));
  return read;
}

/** Each API of the config: the document at `ref` against the working copy's. */
async function againstBase(root: string, ref: string, read: Read): Promise<Comparison[]> {
  const config = await loadConfig({ root });
  const top = await repositoryTop(root, ref);
  const commit = await resolveCommit(top, ref);
  const comparisons: Comparison[] = [];
  for (const api of config.apis) {
    const file = path.resolve(root, api.spec);
    const current = await read(file);
    const atBase = await versionAt({ top, commit, file, read });
    const shown = path.relative(process.cwd(), file) || file;
    comparisons.push({
      api: api.id,
      old: { label: `${ref} (${commit.slice(0, 7)})`, file: shown, ref, ...(atBase ? { version: atBase.snapshot.version } : {}) },
      new: { label: 'working copy', file: shown, version: current.snapshot.version },
      // A document the base does not have yet: everything in it is new.
      changes: compareApis(atBase?.snapshot ?? { ...emptySnapshot(), servers: current.snapshot.servers, security: current.snapshot.security }, current.snapshot),
    });
  }
  return comparisons;
}

async function versionAt({ top, commit, file, read }: { top: string; commit: string; file: string; read: Read }): Promise<ReadVersion | undefined> {
  const files = await commitFiles({ top, commit, folder: path.dirname(file), blobs: new Map(), prefetch: [file] });
  try {
    files.read(file);
  } catch {
    return undefined;
  }
  return read(file, files);
}

async function repositoryTop(root: string, ref: string): Promise<string> {
  try {
    return path.resolve((await git(root, ['rev-parse', '--show-toplevel'])).trim());
  } catch (error) {
    const missing = error instanceof GitError && error.missing;
    throw new SiteError([baseProblem(root, missing ? 'git is not installed' : `${root} is not in a git repository`, missing ? 'Install git, or compare two files: hubgen diff <old> <new>.' : 'Compare two files instead: hubgen diff <old> <new>.')]);
  }
}

async function resolveCommit(top: string, ref: string): Promise<string> {
  try {
    return (await git(top, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`])).trim();
  } catch {
    throw new SiteError([baseProblem(top, `--base ${ref}: no such commit, branch or tag in this repository`, 'Name a commit, a branch or a tag (in a shallow clone of CI, fetch the base first: git fetch origin main).')]);
  }
}

function baseProblem(where: string, message: string, hint: string): Problem {
  return { file: where, message, hint };
}

