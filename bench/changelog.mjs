#!/usr/bin/env node
// What the API changelog (apis[].changelog) costs a build: the marketplace hub built from a clone of
// this repository (its documents' own git history), with its two APIs' changelogs on (as
// site.config.ts has them) and off, cold (no .hubgen/) and warm, each the median of --runs builds;
// the changelog stage's own time is read from `build --debug`. `--commits N` first adds N commits
// to the clone, each adding an operation to the Admin API's document, to show how the cost grows
// with a long history (cold: every version read and compared once; warm: read from the cache).
// Figures on a shared machine are noisy: compare the rows of one run, not runs of different days.
//
//   node bench/changelog.mjs [--runs 3] [--commits 0] [--scratch DIR]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin', 'hubgen.js');
const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' }, commits: { type: 'string', default: '0' }, scratch: { type: 'string' } } });
const runs = Number(options.runs);
const commits = Number(options.commits);
const scratch = path.resolve(options.scratch ?? path.join(os.tmpdir(), 'hubgen-bench'), 'changelog');

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result;
}

const git = (cwd, args, date) => run('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], cwd, date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {});

/** A clone of this repository at its HEAD, with its node_modules, and `commits` more commits of admin.yaml. */
function cloneSite() {
  const site = path.join(scratch, 'site');
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  const head = run('git', ['rev-parse', 'HEAD'], ROOT).stdout.trim();
  git(scratch, ['clone', '-q', '--no-checkout', ROOT, site]);
  git(site, ['checkout', '-q', head]);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const admin = path.join(site, 'openapi/admin.yaml');
  for (let n = 1; n <= commits; n += 1) {
    // A real change each time: a new operation, inserted as the first path.
    const text = fs.readFileSync(admin, 'utf8').replace(/^paths:\n/m, `paths:\n  /bench/items-${n}:\n    get:\n      operationId: benchItems${n}\n      tags: [Listings]\n      summary: Bench items ${n}\n      description: Added by bench/changelog.mjs.\n      security: []\n      responses:\n        '200':\n          description: OK.\n        '429':\n          description: Too many requests.\n`);
    fs.writeFileSync(admin, text);
    git(site, ['commit', '-q', '-am', `bench: operation ${n}`], new Date(Date.UTC(2026, 11, 1) + n * 3600_000).toISOString());
  }
  return site;
}

const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/**
 * One build: its wall time (ms, as a user waits for it), its CPU time (user + system, git's
 * processes included: what a loaded machine's noise touches least; GNU time, where installed) and
 * the changelog stage's wait (from --debug).
 */
function build(site) {
  const args = [BIN, 'build', '--debug', '--root', site, '--out', path.join(scratch, 'out')];
  const start = performance.now();
  const result = TIME ? run(TIME, ['-f', 'HUBGEN_CPU %U %S', process.execPath, ...args], site) : run(process.execPath, args, site);
  const wall = performance.now() - start;
  const output = result.stdout + result.stderr;
  const cpu = /HUBGEN_CPU ([\d.]+) ([\d.]+)/.exec(output);
  const stage = /\[changelog\][^;]*; ([\d.]+) (ms|s)\b/.exec(output);
  return {
    wall,
    cpu: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined,
    changelog: stage ? Number(stage[1]) * (stage[2] === 's' ? 1000 : 1) : undefined,
    entries: /\[changelog\] \d+ APIs?, (\d+) versions/.exec(output)?.[1],
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each variant built cold then warm, the variants taking turns run after run (a shared machine's load then weighs on both alike). */
function measure(site, variants) {
  const samples = new Map(variants.map((v) => [v.label, { cold: [], warm: [] }]));
  for (let i = 0; i < runs; i += 1) {
    for (const variant of variants) {
      variant.apply();
      fs.rmSync(path.join(site, '.hubgen'), { recursive: true, force: true });
      samples.get(variant.label).cold.push(build(site));
      samples.get(variant.label).warm.push(build(site));
    }
  }
  const ms = (xs, key) => (xs.every((x) => x[key] !== undefined) ? `${Math.round(median(xs.map((x) => x[key])))} ms` : '–');
  return variants.map(({ label }) => {
    const { cold, warm } = samples.get(label);
    return { label, cold: ms(cold, 'wall'), warm: ms(warm, 'wall'), coldCpu: ms(cold, 'cpu'), warmCpu: ms(warm, 'cpu'), coldStage: ms(cold, 'changelog'), warmStage: ms(warm, 'changelog'), entries: cold.at(-1).entries ?? '–' };
  });
}

run(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], ROOT);
const site = cloneSite();
const config = path.join(site, 'site.config.ts');
const on = fs.readFileSync(config, 'utf8');
if (!on.includes('changelog: true')) throw new Error('site.config.ts has no changelog: true');
const rows = measure(site, [
  { label: 'changelog on', apply: () => fs.writeFileSync(config, on) },
  { label: 'changelog off', apply: () => fs.writeFileSync(config, on.replaceAll(', changelog: true', '')) },
]);
fs.writeFileSync(config, on);

console.log(`node bench/changelog.mjs --runs ${runs} --commits ${commits}   (medians of ${runs}; ${os.cpus().length} cores)`);
console.log('');
console.log('| marketplace hub | cold build (wall) | cold build (CPU) | warm build (wall) | warm build (CPU) | changelog stage wait, cold / warm | versions (both APIs) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.label} | ${r.cold} | ${r.coldCpu} | ${r.warm} | ${r.warmCpu} | ${r.coldStage} / ${r.warmStage} | ${r.entries} |`);
