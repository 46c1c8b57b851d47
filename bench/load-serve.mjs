#!/usr/bin/env node
// Loopback load on `hubgen serve`: N concurrent keep-alive connections (node's http.Agent, no load
// tool to install) request every page, asset and a missing path of the built site for D seconds.
// Every response is checked byte for byte (and by status) against the file the build wrote; any
// mismatch or connection error counts as an error. Prints requests per second, latency
// percentiles, and the serve process's memory (VmRSS from /proc) before the load, right after it,
// and after it has settled. Exits 1 on any error. Not part of `npm test` (test/hardening has a
// small version without timing).
//
//   node bench/load-serve.mjs [--root .] [--connections 200] [--duration 10] [--settle 5] [--gzip]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const BIN = fileURLToPath(new URL('../bin/hubgen.js', import.meta.url));

/** The URL paths of a built site with the bytes and status the server must answer them with. */
export async function expectedResponses(outDir) {
  const expected = new Map();
  const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.map') || entry.name === '_headers') continue;
    const file = path.join(entry.parentPath, entry.name);
    const rel = '/' + path.relative(outDir, file).split(path.sep).join('/');
    const body = await fs.readFile(file);
    // Pages are asked for by their route (/docs/intro, /api-reference/), the way readers do.
    const url = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel.endsWith('.html') ? rel.slice(0, -'.html'.length) : rel;
    if (url === '/404') continue;
    expected.set(encodeURI(url), { status: 200, body });
  }
  expected.set('/no/such/page', { status: 404, body: await fs.readFile(path.join(outDir, '404.html')) });
  return expected;
}

/**
 * Runs `connections` request loops over `expected` (round robin, each loop from its own offset)
 * for `durationMs`, on one keep-alive agent. Resolves with counts and latencies; never throws.
 */
export async function runLoad({ url, expected, connections, durationMs, gzip = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const paths = [...expected.keys()];
  const latencies = [];
  const errors = [];
  let bytes = 0;
  let unanswered = 0;
  const deadline = performance.now() + durationMs;
  const request = (p) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(`${url}${p}`, { agent, headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - started);
          let body = Buffer.concat(chunks);
          bytes += body.length;
          if (res.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
          const want = expected.get(p);
          if (res.statusCode !== want.status) errors.push(`${p}: status ${res.statusCode}, expected ${want.status}`);
          else if (!body.equals(want.body)) errors.push(`${p}: body differs from the built file (${body.length} bytes, expected ${want.body.length})`);
          resolve();
        });
        res.on('error', (e) => {
          unanswered++;
          errors.push(`${p}: ${e.message}`);
          resolve();
        });
      });
      req.on('error', (e) => {
        unanswered++;
        errors.push(`${p}: ${e.message}`);
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      for (let n = i; performance.now() < deadline; n++) await request(paths[n % paths.length]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length + unanswered, seconds, bytes, errors, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0 };
}

/** Resident memory of a process in kB (Linux). */
export async function rssKb(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
}

/** Starts `hubgen serve` on a free loopback port; resolves once it prints its URL. */
export function startServe({ root, outDir }) {
  const child = spawn(process.execPath, [BIN, '--root', root, '--out', outDir, 'serve', '--port', '0'], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /serving (http:\/\/[^/\s]+)\//.exec(output);
      if (match) resolve({ url: match[1], pid: child.pid, stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGINT'))) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`hubgen serve exited with ${code}:\n${output}`)));
  });
}

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
}

async function main() {
  const args = process.argv.slice(2);
  const root = path.resolve(option(args, 'root', '.'));
  const connections = Number(option(args, 'connections', 200));
  const durationMs = Number(option(args, 'duration', 10)) * 1000;
  const settleMs = Number(option(args, 'settle', 5)) * 1000;
  const gzip = args.includes('--gzip');
  const outDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'hubgen-load-')), 'build');

  const serve = await startServe({ root, outDir });
  try {
    const expected = await expectedResponses(outDir);
    // One pass first, so the baseline is a server that has served every file once.
    for (const p of expected.keys()) await (await fetch(serve.url + p)).arrayBuffer();
    const before = await rssKb(serve.pid);
    const result = await runLoad({ url: serve.url, expected, connections, durationMs, gzip });
    const after = await rssKb(serve.pid);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const settled = await rssKb(serve.pid);

    const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
    console.log(`hubgen serve under load: ${connections} connections for ${durationMs / 1000} s over ${expected.size} URLs${gzip ? ', gzip' : ''}`);
    console.log(`  requests   ${result.requests} in ${result.seconds.toFixed(2)} s = ${Math.round(result.requests / result.seconds)} req/s, ${mb(result.bytes / 1024)} received`);
    console.log(`  latency    p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`);
    console.log(`  errors     ${result.errors.length}${result.errors.length ? ` (first: ${result.errors[0]})` : ''}`);
    console.log(`  serve RSS  before ${mb(before)}, right after ${mb(after)}, after ${settleMs / 1000} s ${mb(settled)}`);
    process.exitCode = result.errors.length ? 1 : 0;
  } finally {
    await serve.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
