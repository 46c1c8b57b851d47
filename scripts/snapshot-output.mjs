#!/usr/bin/env node
// Builds the marketplace site and the 1,000-page bench corpus with this checkout's CLI, cold, into
// <dest>/marketplace and <dest>/corpus-1000, so that a refactor can show it changes no output byte
// (issue #35): snapshot before, snapshot after, then compare.
//
//   node scripts/snapshot-output.mjs <dest>             build both (runs scripts/build-cli.mjs first)
//   … <dest> --docusaurus   also the Redux and DeviceScript projects of ../shared/corpus/docusaurus, prepared
//        as the bench prepares them (bench/lib/docusaurus-projects.mjs), into <dest>/docusaurus-<name>
//   node scripts/snapshot-output.mjs --compare <a> <b>  list every file that differs or exists on one side
//   … --compare <a> <b> --theme-changed   for a change to templates/: the client chunks' code (and the
//        theme's stylesheet) differs by design, so their names are read without esbuild's content hash (and their bytes are only
//        counted), and every other file is compared with those names normalised the same way
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from '../bench/generate-corpus.mjs';
import { DOCUSAURUS_PROJECTS, prepareDocusaurusProject } from '../bench/lib/docusaurus-projects.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'hubgen.js');

function build(siteRoot, outDir) {
  fs.rmSync(path.join(siteRoot, '.hubgen'), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  execFileSync(process.execPath, [bin, 'build', '--root', siteRoot, '--out', outDir], { stdio: 'inherit' });
}

function snapshot(dest, withDocusaurus) {
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
    if (withDocusaurus) snapshotDocusaurus(dest);
  } finally {
    fs.writeFileSync(buildIdFile, buildId);
  }
}

/** The Docusaurus projects, prepared once per checkout (like the corpus, in a folder named for it: chunk names hash paths). */
function snapshotDocusaurus(dest) {
  const corpus = path.join(process.env.HUBGEN_SHARED ?? path.resolve(root, '../shared'), 'corpus', 'docusaurus');
  const scratch = path.join(os.tmpdir(), 'hubgen-snapshot', path.basename(root));
  for (const project of DOCUSAURUS_PROJECTS) {
    const prepared = prepareDocusaurusProject({ project, corpus, scratch, bin });
    if (prepared.error) throw new Error(`${project.name}: ${prepared.error}`);
    build(prepared.root, path.join(dest, `docusaurus-${project.name}`));
  }
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** esbuild's content hash in a chunk's or the theme stylesheet's name: `client-VE5IZYHY.js`, `style-27FMIMAP.css`. */
const CHUNK_HASH = /-[A-Z0-9]{8}(\.(?:js|css)(?:\.map)?)\b/g;

function compare(a, b, themeChanged) {
  const name = (file) => (themeChanged ? file.replace(CHUNK_HASH, '-HASH$1') : file);
  const read = (dir, file) => {
    const bytes = fs.readFileSync(path.join(dir, file));
    return themeChanged ? bytes.toString('latin1').replace(CHUNK_HASH, '-HASH$1') : bytes.toString('latin1');
  };
  // Chunks named by their hash alone (`chunks/chunk-HASH.js`) share one name: numbered, so none is lost.
  const byName = (dir) => {
    const files = new Map();
    for (const file of filesUnder(dir)) {
      let key = name(file);
      for (let n = 2; files.has(key); n++) key = `${name(file)}#${n}`;
      files.set(key, file);
    }
    return files;
  };
  const left = byName(a);
  const right = byName(b);
  const differences = [];
  let chunks = 0;
  for (const [key, file] of left) {
    if (!right.has(key)) differences.push(`only in ${a}: ${file}`);
    else if (read(a, file) !== read(b, right.get(key))) {
      if (themeChanged && key !== file) chunks += 1;
      else differences.push(`differs: ${file}`);
    }
  }
  for (const [key, file] of right) if (!left.has(key)) differences.push(`only in ${b}: ${file}`);
  const total = new Set([...left.keys(), ...right.keys()]).size;
  if (chunks) console.log(`${chunks} client chunks or stylesheets have other code (a theme change), the same names but their hashes`);
  console.log(differences.length === 0 ? `identical: ${total} files${chunks ? ' besides those chunks' : ''}` : differences.join('\n') + `\n${differences.length} of ${total} files differ`);
  process.exitCode = differences.length === 0 ? 0 : 1;
}

const [first, ...rest] = process.argv.slice(2);
const themeChanged = rest.includes('--theme-changed');
const dirs = rest.filter((arg) => !arg.startsWith('--'));
if (first === '--compare' && dirs.length === 2) compare(path.resolve(dirs[0]), path.resolve(dirs[1]), themeChanged);
else if (first && !first.startsWith('-')) snapshot(path.resolve(first), rest.includes('--docusaurus'));
else {
  console.error('usage: node scripts/snapshot-output.mjs <dest> [--docusaurus] | --compare <a> <b> [--theme-changed]');
  process.exitCode = 1;
}
