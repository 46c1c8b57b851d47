// Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated) of
// a built site's pages, served by hubgen's own static handler with gzip as `hubgen serve` and any
// CDN serve them. Lighthouse runs Debian's Chromium headless; it is installed into the bench's
// scratch folder (bench/lib/npm-tool.mjs), never into hubgen. Each figure is the median of `runs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { npmTool } from './npm-tool.mjs';

// 13.x needs Node 22; 12.8 is the newest that runs on our floor (Node 20.19).
const LIGHTHOUSE_VERSION = '12.8.2';
const CHROMIUM = '/usr/bin/chromium';
const AUDITS = {
  tbtMs: 'total-blocking-time',
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
  cls: 'cumulative-layout-shift',
  domElements: 'dom-size',
};

/**
 * `routes` maps a kind of page to its route (`{ docs: '/docs/intro', api: '/api-reference/' }`).
 * Gives `{ status: 'measured', pages: { [kind]: { route, score, tbtMs, lcpMs, … } } }`, or
 * `{ status, note }` when Lighthouse cannot run here.
 */
export async function measureLighthouse({ hubgenRoot, outDir, routes, scratch, runs = 1, log }) {
  if (!fs.existsSync(CHROMIUM)) return { status: 'not measured', note: `no ${CHROMIUM} (apt-get install -y chromium)` };
  let cli;
  try {
    cli = path.join(npmTool(scratch, 'lighthouse', LIGHTHOUSE_VERSION), 'node_modules', 'lighthouse', 'cli', 'index.js');
  } catch (error) {
    return { status: 'not measured', note: error.message };
  }
  const { createStaticHandler } = await import(pathToFileURL(path.join(hubgenRoot, 'dist', 'static-server.js')).href);
  const server = http.createServer(createStaticHandler(outDir));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const pages = {};
  try {
    for (const [kind, route] of Object.entries(routes)) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        log?.(`lighthouse ${route} ${i + 1}/${runs}…`);
        samples.push(await audit(cli, `${origin}${route}`, path.join(scratch, 'lighthouse.json')));
      }
      const failed = samples.find((s) => s.error);
      pages[kind] = { route, ...(failed ? { error: failed.error } : medians(samples)) };
    }
  } finally {
    server.close();
  }
  return { status: 'measured', version: LIGHTHOUSE_VERSION, runs, pages };
}

/** One Lighthouse run. Asynchronous on purpose: the page's server lives in this process. */
async function audit(cli, url, reportFile) {
  const run = await exec(process.execPath, [
    cli, url,
    '--only-categories=performance',
    '--output=json', `--output-path=${reportFile}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-background-networking',
  ], { ...process.env, CHROME_PATH: CHROMIUM });
  if (run.status !== 0 || !fs.existsSync(reportFile)) {
    return { error: `lighthouse exited ${run.status}: ${`${run.stderr}`.trim().split('\n').slice(-3).join(' | ')}` };
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  fs.rmSync(reportFile);
  if (report.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const figures = { score: Math.round(report.categories.performance.score * 100) };
  for (const [key, id] of Object.entries(AUDITS)) figures[key] = report.audits[id]?.numericValue ?? null;
  return figures;
}

function exec(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

function medians(samples) {
  const out = {};
  for (const key of Object.keys(samples[0])) {
    const values = samples.map((s) => s[key]).filter((v) => typeof v === 'number').sort((a, b) => a - b);
    out[key] = values.length ? values[Math.floor(values.length / 2)] : null;
  }
  return out;
}
