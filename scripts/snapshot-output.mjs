#!/usr/bin/env node
// Builds the marketplace site and the 1,000-page bench corpus with this checkout's CLI, cold, into
// <dest>/marketplace and <dest>/corpus-1000, so that a refactor can show it changes no output byte
// (issue #35): snapshot before, snapshot after, then compare.
//
//   node scripts/snapshot-output.mjs <dest>             build both (runs scripts/build-cli.mjs first)
//   node scripts/snapshot-output.mjs --compare <a> <b>  list every file that differs or exists on one side
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from '../bench/generate-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'hubgen.js');

function build(siteRoot, outDir) {
  fs.rmSync(path.join(siteRoot, '.hubgen'), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  execFileSync(process.execPath, [bin, 'build', '--root', siteRoot, '--out', outDir], { stdio: 'inherit' });
}

function snapshot(dest) {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-cli.mjs')], { stdio: 'inherit' });
  // The build id (a hash of dist/'s code) is in the path of each compiled MDX module, which esbuild
  // hashes into a chunk's name: any change to cli/ renames that chunk. Held fixed while snapshotting,
  // so that a refactor is judged by what it outputs; restored after, since caches are keyed by it.
  const buildIdFile = path.join(root, 'dist', 'build-id.txt');
  const buildId = fs.readFileSync(buildIdFile, 'utf8');
  fs.writeFileSync(buildIdFile, 'snapshot-output\n');
  try {
    build(root, path.join(dest, 'marketplace'));
    // One folder per checkout, the same for every snapshot of it: esbuild's chunk names hash the entry's path.
    const corpus = path.join(os.tmpdir(), 'hubgen-snapshot', path.basename(root), 'corpus-1000');
    generateCorpus({ pages: 1000, seed: 1, outDir: corpus });
    build(corpus, path.join(dest, 'corpus-1000'));
    fs.rmSync(corpus, { recursive: true, force: true });
  } finally {
    fs.writeFileSync(buildIdFile, buildId);
  }
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function compare(a, b) {
  const left = new Set(filesUnder(a));
  const right = new Set(filesUnder(b));
  const differences = [];
  for (const file of left) {
    if (!right.has(file)) differences.push(`only in ${a}: ${file}`);
    else if (!fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file)))) differences.push(`differs: ${file}`);
  }
  for (const file of right) if (!left.has(file)) differences.push(`only in ${b}: ${file}`);
  console.log(differences.length === 0 ? `identical: ${left.size} files` : differences.join('\n') + `\n${differences.length} of ${new Set([...left, ...right]).size} files differ`);
  process.exitCode = differences.length === 0 ? 0 : 1;
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--compare' && rest.length === 2) compare(path.resolve(rest[0]), path.resolve(rest[1]));
else if (first && !first.startsWith('-')) snapshot(path.resolve(first));
else {
  console.error('usage: node scripts/snapshot-output.mjs <dest> | --compare <a> <b>');
  process.exitCode = 1;
}
