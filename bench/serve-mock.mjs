#!/usr/bin/env node
// `hubgen serve`'s mock and request console on a site with one API (issue 42 item 4): how long a
// reader waits after the server says "serving" for the mock's first answer to one operation, and
// after clicking "Try it" for a console that can send (its form shown), in Chromium; and the serve
// process's peak RSS. Each measure starts its own `hubgen serve` (the build's cache, .hubgen/, is
// warm after the first), so neither finds the mock already loaded by the other. Figures only.
//
//   node bench/serve-mock.mjs --root <site> [--api api] [--operation 'GET /'] [--page /] [--runs 1]
//   node bench/serve-mock.mjs --document <openapi file>     (a default-config site is made for it)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';
import { chromium } from 'playwright-core';

const BIN = fileURLToPath(new URL('../bin/hubgen.js', import.meta.url));
const CHROMIUM = process.env.HUBGEN_CHROMIUM ?? '/usr/bin/chromium';
const MINUTE = 60_000;

const { values: options } = parseArgs({
  options: {
    root: { type: 'string' },
    document: { type: 'string' },
    api: { type: 'string', default: 'api' },
    operation: { type: 'string' },
    /** The page whose first "Try it" is clicked (a split reference's overview has none: `--page /tag/cat`). */
    page: { type: 'string', default: '/' },
    runs: { type: 'string', default: '1' },
  },
});

/** A site whose only API is `document`, at the root route, as the population benches make them. */
function siteFor(document) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hubgen-serve-mock-'));
  fs.mkdirSync(path.join(root, 'openapi'));
  fs.copyFileSync(document, path.join(root, 'openapi', path.basename(document)));
  const config = { title: 'API docs', url: 'https://docs.example.com', apis: [{ id: 'api', spec: `openapi/${path.basename(document)}`, route: '/' }] };
  fs.writeFileSync(path.join(root, 'site.config.ts'), `export default ${JSON.stringify(config, null, 2)};\n`);
  return root;
}

/** `hubgen serve` on `root`, resolved once it says "serving"; polls its VmHWM until stopped. */
async function startServe(root) {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, '--root', root, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  let peakKb = 0;
  const poll = setInterval(() => {
    if (child.exitCode !== null) return;
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
  }, 100);
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 20 * MINUTE);
    const read = (chunk) => {
      output += chunk;
      const found = /serving (http:\/\/[^/\s]+)\//.exec(output);
      if (found) clearTimeout(timer), resolve(found[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
  return {
    url,
    startMs: performance.now() - started,
    output: () => output,
    peakKb: () => peakKb,
    async stop() {
      clearInterval(poll);
      child.kill('SIGINT');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      return peakKb;
    },
  };
}

/** The operation to ask the mock for: the one given, else the document's first GET without path parameters. */
function chooseOperation(root) {
  if (options.operation) {
    const [method, route] = options.operation.split(' ');
    return { method, route };
  }
  const config = fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8');
  const spec = /spec:\s*['"]([^'"]+)['"]/.exec(config)?.[1] ?? /"spec":\s*"([^"]+)"/.exec(config)?.[1];
  const document = yaml.load(fs.readFileSync(path.join(root, spec), 'utf8'));
  const route = Object.keys(document.paths ?? {}).find((p) => !p.includes('{') && document.paths[p].get);
  if (!route) throw new Error('no GET operation without path parameters: pass --operation "METHOD /path"');
  return { method: 'GET', route };
}

/** One request with no time limit (fetch gives up on headers after 5 minutes; the mock took longer). */
function request(url, options = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** After "serving": the mock's info, then its first answer to one operation. */
async function firstMockAnswer(root) {
  const { method, route } = chooseOperation(root);
  const serve = await startServe(root);
  try {
    return await askMock({ serve, method, route });
  } finally {
    await serve.stop();
  }
}

async function askMock({ serve, method, route }) {
  const from = performance.now();
  const info = JSON.parse((await request(`${serve.url}/__hubgen/mock/${options.api}.json`)).body);
  const infoMs = performance.now() - from;
  const auth = `Basic ${Buffer.from(`${info.key}:${info.key}`).toString('base64')}`;
  const reply = await request(`${serve.url}${info.baseUrl}${route}`, { method, headers: { authorization: auth } });
  const answerMs = performance.now() - from;
  return { operation: `${method} ${route}`, status: reply.status, startMs: serve.startMs, infoMs, answerMs, peakKb: serve.peakKb(), fatal: /FATAL ERROR|heap out of memory/.test(serve.output()) };
}

/** After "serving": the reference page opened, the first "Try it" clicked, until its form is shown. */
async function consoleUsable(root) {
  const serve = await startServe(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${serve.url}${options.page}`, { waitUntil: 'load', timeout: 10 * MINUTE });
    const button = page.locator('.try-it-button').first();
    await button.waitFor({ timeout: 10 * MINUTE });
    const waits = [];
    page.on('requestfinished', (request) => {
      const timing = request.timing();
      waits.push(`${new URL(request.url()).pathname} ${Math.round(timing.responseEnd)} ms`);
    });
    const from = performance.now();
    await button.click();
    await page.locator('dialog.try-it form').waitFor({ timeout: 10 * MINUTE });
    const usableMs = performance.now() - from;
    process.stdout.write(`  (requests after the click: ${waits.join(', ')})\n`);
    const mockOffered = await page.locator('dialog.try-it select option', { hasText: 'Mock (this site)' }).count();
    return { usableMs, mockOffered: mockOffered > 0, peakKb: serve.peakKb() };
  } finally {
    await browser.close();
    await serve.stop();
  }
}

const root = options.root ? path.resolve(options.root) : options.document ? siteFor(path.resolve(options.document)) : undefined;
if (!root) throw new Error('pass --root <site> or --document <openapi file>');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (kb) => `${Math.round(kb / 1024)} MiB`;
const line = (label, value) => process.stdout.write(`  ${label.padEnd(34)} ${value}\n`);
for (let run = 1; run <= Number(options.runs); run++) {
  process.stdout.write(`run ${run}: ${root}\n`);
  const mock = await firstMockAnswer(root);
  line('serve start to "serving"', s(mock.startMs));
  line('"serving" to mock info (.json)', s(mock.infoMs));
  line('"serving" to first mock answer', `${s(mock.answerMs)}  (${mock.operation} → ${mock.status})`);
  line('peak RSS (mock run)', `${mb(mock.peakKb)}${mock.fatal ? '  FATAL ERROR in output' : ''}`);
  const console_ = await consoleUsable(root);
  line(`Try it click to form shown`, `${s(console_.usableMs)}  (${options.page}; mock offered: ${console_.mockOffered})`);
  line('peak RSS (console run)', mb(console_.peakKb));
}
