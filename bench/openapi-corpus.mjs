// `npm run bench -- --openapi`: every real OpenAPI document in ../shared/corpus/openapi built by
// hubgen with a default config (the reference at /), beside Redoc's `build-docs` on the same
// document in the same run. Per document: hubgen check and build wall time (each cold: no
// .hubgen/ cache), peak RSS of the build, the API page's HTML (raw, gzip), everything the page
// loads (HTML, CSS, JS, gzip: lib/page-weight.mjs) and its DOM elements once hydrated and settled
// in Chromium; Redoc's build-docs time, its one HTML file (scripts inlined: --inlineBundle, so it
// needs no CDN and its size is what a reader downloads) and its DOM elements once settled. Budgets
// (issue #15): build ≤ 1.5× Redoc's time, page HTML ≤ 1 MB gzip and ≤ 20,000 DOM elements at load,
// for documents up to 700 operations. Figures only, never test assertions: the machine is shared.
//
// Redoc comes from `@redocly/cli` installed by this script into its own scratch folder with npm
// (never a dependency of hubgen): REDOCLY_VERSION, whose engines accept Node 20.19.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { runMeasured } from './lib/measure.mjs';
import { npmTool } from './lib/npm-tool.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { findingsByRule } from './lib/openapi-publishers.mjs';

export const REDOCLY_VERSION = '2.77.0';
const CHROMIUM = process.env.HUBGEN_CHROMIUM ?? '/usr/bin/chromium';
const MINUTE = 60_000;
const BUDGET = { buildVsRedoc: 1.5, pageGzipBytes: 1_000_000, domNodes: 20_000, upToOperations: 700 };

/** The documents: each file of the corpus folder, and each folder with the root document named in SOURCES.md. */
const FOLDER_ROOTS = { digitalocean: 'specification/DigitalOcean-public.v2.yaml' };

/**
 * `documents` (from lib/openapi-publishers.mjs) replaces the corpus folder's: `{ name, source,
 * spec }`, or `{ name, unavailable }` for one reported as not measured.
 */
export async function benchOpenApiCorpus({ hubgenRoot, corpus, documents = listDocuments(corpus), scratch, tools, maxRssMb, log }) {
  if (!documents.length) throw new Error(`no OpenAPI documents in ${corpus}`);
  const redocly = installRedocly({ scratch, log });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] });
  const rows = [];
  try {
    for (const doc of documents) {
      if (doc.unavailable) {
        rows.push({ name: doc.name, unavailable: doc.unavailable, check: {}, build: {}, problems: [] });
        continue;
      }
      log(`[openapi] ${doc.name}…`);
      rows.push(await benchDocument({ doc, hubgenRoot, scratch, tools, maxRssMb, redocly, browser, log }));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function listDocuments(corpus) {
  return fs
    .readdirSync(corpus, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isFile() && /\.(ya?ml|json)$/.test(entry.name)) return [{ name: entry.name, source: path.join(corpus, entry.name), spec: entry.name }];
      if (entry.isDirectory() && FOLDER_ROOTS[entry.name]) return [{ name: entry.name, source: path.join(corpus, entry.name), spec: FOLDER_ROOTS[entry.name] }];
      return [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Redoc's CLI, installed on first use into the bench's scratch folder (bench/lib/npm-tool.mjs). */
function installRedocly({ scratch, log }) {
  log(`[openapi] @redocly/cli@${REDOCLY_VERSION} from ${path.join(scratch, 'tools')} (installed with npm on first use)`);
  return path.join(npmTool(scratch, '@redocly/cli', REDOCLY_VERSION), 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
}

async function benchDocument({ doc, hubgenRoot, scratch, tools, maxRssMb, redocly, browser, log }) {
  const site = path.join(scratch, 'openapi', doc.name.replace(/\W+/g, '-'));
  const outDir = path.join(site, 'build');
  fs.rmSync(site, { recursive: true, force: true });
  const isFolder = fs.statSync(doc.source).isDirectory();
  fs.cpSync(doc.source, isFolder ? path.join(site, 'openapi') : path.join(site, 'openapi', doc.spec), { recursive: true });
  const version = /"?(openapi|swagger)"?\s*:\s*['"]?([\d.]+)/.exec(fs.readFileSync(path.join(site, 'openapi', doc.spec), 'utf8').slice(0, 2000))?.[2] ?? '?';
  const spec = path.join('openapi', doc.spec);
  fs.writeFileSync(
    path.join(site, 'site.config.ts'),
    `import { defineConfig } from 'hubgen/config';\n\nexport default defineConfig({\n  title: 'API docs',\n  url: 'https://docs.example.com',\n  apis: [{ id: 'api', spec: '${spec}', route: '/' }],\n});\n`,
  );
  const run = (argv) => runMeasured({ argv, cwd: hubgenRoot, tools, scratch, maxRssMb, timeoutMs: 15 * MINUTE });
  const bin = path.join(hubgenRoot, 'bin', 'hubgen.js');
  const cold = () => fs.rmSync(path.join(site, '.hubgen'), { recursive: true, force: true });
  cold();
  const check = await run([process.execPath, bin, 'check', '--root', site]);
  cold();
  const build = await run([process.execPath, bin, 'build', '--root', site]);
  const operations = /: (\d+) operations/.exec(check.output)?.[1];
  const row = {
    name: doc.name,
    origin: doc.origin,
    standIn: doc.standIn,
    version,
    operations: operations ? Number(operations) : null,
    findings: findingsByRule(check.output),
    check: { ok: check.ok, ms: Math.round(check.wallMs) },
    build: { ok: build.ok, ms: Math.round(build.wallMs), peakRssMb: build.peakRssKb ? Math.round(build.peakRssKb / 1024) : null },
    page: null,
    redoc: null,
    problems: [...(check.ok ? [] : [`check: ${lastLines(check.output)}`]), ...(build.ok ? [] : [`build: ${lastLines(build.output)}`])],
  };
  if (build.ok) {
    const html = fs.readFileSync(path.join(outDir, 'index.html'));
    row.page = {
      htmlBytes: html.length,
      htmlGzipBytes: zlib.gzipSync(html).length,
      totalGzipBytes: pageWeight(outDir, '/').total?.gzip ?? null,
      domNodes: await domNodes({ browser, dir: outDir, file: 'index.html', ready: 'button.color-mode-toggle:not([disabled])' }),
    };
    const largest = largestPage(outDir);
    row.pages = largest.pages;
    row.largest = { file: largest.file, gzipBytes: largest.gzipBytes, domNodes: largest.file === 'index.html' ? row.page.domNodes : await domNodes({ browser, dir: outDir, file: largest.file, ready: 'button.color-mode-toggle:not([disabled])' }) };
  }
  const redocFile = path.join(site, 'redoc.html');
  const redoc = await run([process.execPath, redocly, 'build-docs', path.join(site, spec), '--inlineBundle', '--output', redocFile]);
  if (redoc.ok && fs.existsSync(redocFile)) {
    const html = fs.readFileSync(redocFile);
    row.redoc = { ms: Math.round(redoc.wallMs), htmlBytes: html.length, htmlGzipBytes: zlib.gzipSync(html).length, domNodes: await domNodes({ browser, dir: site, file: 'redoc.html', ready: '.api-content' }) };
  } else {
    row.problems.push(`redoc build-docs: ${lastLines(redoc.output)}`);
  }
  log(`[openapi] ${doc.name}: check ${row.check.ms} ms, build ${row.build.ms} ms${row.redoc ? `, redoc ${row.redoc.ms} ms` : ''}`);
  return row;
}

/**
 * Elements in the document at load: once the page is ready (hubgen: hydrated; Redoc: its content
 * shown) and the count has not changed for a second (Redoc renders after its script runs).
 */
export async function domNodes({ browser, dir, file, ready }) {
  const server = await serveFolder(dir);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${server.url}/${file}`, { waitUntil: 'load', timeout: 5 * MINUTE });
    await page.locator(ready).first().waitFor({ timeout: 5 * MINUTE });
    const count = () => page.evaluate(() => document.getElementsByTagName('*').length);
    let last = await count();
    for (let stable = 0; stable < 4; ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await count();
      stable = now === last ? stable + 1 : 0;
      last = now;
    }
    return last;
  } catch (error) {
    return `error: ${error.message.split('\n')[0]}`;
  } finally {
    await page.close();
    await server.close();
  }
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** Plain files from one folder on loopback ('/x/' → x/index.html), for Chromium. */
function serveFolder(dir) {
  const server = http.createServer((req, res) => {
    let file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) })),
  );
}

/** The reference's pages (every HTML file but 404.html) and the one of most gzip bytes. */
function largestPage(outDir) {
  const files = fs.readdirSync(outDir, { recursive: true }).filter((f) => f.endsWith('.html') && f !== '404.html' && !f.startsWith('assets'));
  let largest = { file: 'index.html', gzipBytes: 0 };
  for (const file of files) {
    const gzipBytes = zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length;
    if (gzipBytes > largest.gzipBytes) largest = { file, gzipBytes };
  }
  return { pages: files.length, ...largest };
}

function lastLines(text, n = 4) {
  return text.trim().split('\n').slice(-n).join(' | ');
}

/** The table, one line per document, each budget marked ✓ or ✗ (– where not applicable). */
export function printOpenApiTable(rows, write = (line) => process.stdout.write(line + '\n')) {
  const kb = (bytes) => (bytes == null ? '–' : `${Math.round(bytes / 1000).toLocaleString('en-US')} kB`);
  const s = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const mark = (ok) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗');
  write('');
  write(`OpenAPI corpus: hubgen (default config) vs Redoc (@redocly/cli ${REDOCLY_VERSION} build-docs). Budgets: build ≤ ${BUDGET.buildVsRedoc}× Redoc, page ≤ 1 MB gzip, ≤ 20,000 DOM elements (documents up to ${BUDGET.upToOperations} operations)`);
  write('');
  write('| document | ops | check | build | peak RSS | HTML | HTML gzip | page gzip (all) | DOM | Redoc build | Redoc HTML | Redoc gzip | Redoc DOM |');
  write('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const inScope = row.operations != null && row.operations <= BUDGET.upToOperations;
    const ratioOk = row.build.ok && row.redoc ? row.build.ms <= BUDGET.buildVsRedoc * row.redoc.ms : undefined;
    const gzipOk = inScope && row.page ? row.page.htmlGzipBytes <= BUDGET.pageGzipBytes : undefined;
    const domOk = inScope && typeof row.page?.domNodes === 'number' ? row.page.domNodes <= BUDGET.domNodes : undefined;
    write(
      `| ${row.name} | ${row.operations ?? '–'} | ${row.check.ok ? s(row.check.ms) : 'FAILED'} | ${row.build.ok ? s(row.build.ms) : 'FAILED'}${mark(ratioOk)} | ` +
        `${row.build.peakRssMb ?? '–'} MiB | ${kb(row.page?.htmlBytes)} | ${kb(row.page?.htmlGzipBytes)}${mark(gzipOk)} | ${kb(row.page?.totalGzipBytes)} | ${row.page?.domNodes?.toLocaleString?.('en-US') ?? '–'}${mark(domOk)} | ` +
        `${s(row.redoc?.ms)} | ${kb(row.redoc?.htmlBytes)} | ${kb(row.redoc?.htmlGzipBytes)} | ${row.redoc?.domNodes?.toLocaleString?.('en-US') ?? '–'} |`,
    );
  }
  for (const row of rows) for (const problem of row.problems) write(`  ${row.name}: ${problem}`);
}

/**
 * The publishers' table (--publishers): per document, `check`'s findings by rule (E error, W
 * warning), the build's time and peak RSS, its pages, the largest page's gzip bytes and elements
 * at load, and Redoc's build-docs time on the same document.
 */
export function printPublishersTable(rows, write = (line) => process.stdout.write(line + '\n')) {
  const kb = (bytes) => (bytes == null ? '–' : `${Math.round(bytes / 1000).toLocaleString('en-US')} kB`);
  const s = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const findings = (row) => Object.entries(row.findings ?? {}).map(([key, n]) => `${key} ${n}`).join(', ') || 'none';
  write('');
  write(`Publishers' OpenAPI documents (bench/openapi-publishers.json): hubgen (default config) vs Redoc (@redocly/cli ${REDOCLY_VERSION} build-docs). Findings: rule, E error / W warning, count. * = APIs.guru stand-in`);
  write('');
  write('| document | ver | ops | check | findings | build | peak RSS | pages | largest page gzip | elements | Redoc build |');
  write('|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    if (row.unavailable) {
      write(`| ${row.name} | not measured: ${row.unavailable} ||||||||||`);
      continue;
    }
    write(
      `| ${row.name}${row.standIn ? ' *' : ''} | ${row.version} | ${row.operations ?? '–'} | ${row.check.ok ? s(row.check.ms) : 'FAILED'} | ${findings(row)} | ` +
        `${row.build.ok ? s(row.build.ms) : 'FAILED'} | ${row.build.peakRssMb ?? '–'} MiB | ${row.pages ?? '–'} | ${kb(row.largest?.gzipBytes)} | ` +
        `${row.largest?.domNodes?.toLocaleString?.('en-US') ?? row.largest?.domNodes ?? '–'} | ${row.redoc ? s(row.redoc.ms) : 'FAILED'} |`,
    );
  }
  for (const row of rows) for (const problem of row.problems) write(`  ${row.name}: ${problem}`);
}
