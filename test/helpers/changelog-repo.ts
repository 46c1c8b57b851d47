// Git repositories made in a test: a site committed as a team commits it, and the changelog
// fixture's document committed four times (fixtures/changelog/README.md), each commit dated so that
// the changelog's entries are the same on every run.
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { copyFixture } from './cli.ts';

/** `git` in `dir` with an identity and dates of its own (the machine's config may have neither). */
export function git(dir: string, args: string[], date = '2026-01-10T12:00:00Z') {
  return execa('git', ['-c', 'user.name=Docs Team', '-c', 'user.email=docs@example.com', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    env: { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

/** Commits every file of `dir` (a repository made first if it is none). */
export async function commitAll(dir: string, message: string, date?: string): Promise<void> {
  if (!existsSync(path.join(dir, '.git'))) await git(dir, ['init', '-q']);
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '-m', message], date);
}

/** The four commits of fixtures/changelog: their dates, and which history files each puts in openapi/. */
export const CHANGELOG_COMMITS = [
  { date: '2026-01-10T12:00:00Z', files: { 'shop.yaml': 'shop-1.yaml', 'schemas.yaml': 'schemas-1.yaml' }, message: 'The Shop API, version 1.0.0' },
  { date: '2026-02-10T12:00:00Z', files: { 'shop.yaml': 'shop-2.yaml' }, message: 'Customers; cancelling an order deprecated' },
  { date: '2026-03-10T12:00:00Z', files: { 'schemas.yaml': 'schemas-3.yaml' }, message: 'Orders state their currency' },
  { date: '2026-04-10T12:00:00Z', files: { 'shop.yaml': 'shop-4.yaml' }, message: 'Say that any currency will do' },
];

/** A copy of fixtures/changelog made a repository with its four commits; returns its folder. */
export async function changelogRepo(): Promise<string> {
  const dir = await copyFixture('changelog');
  for (const commit of CHANGELOG_COMMITS) {
    for (const [file, from] of Object.entries(commit.files)) await fs.copyFile(path.join(dir, 'history', from), path.join(dir, 'openapi', file));
    await commitAll(dir, commit.message, commit.date);
  }
  return dir;
}
