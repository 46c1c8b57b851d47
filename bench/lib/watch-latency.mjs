// Watch-mode figures: dev-server start to first page served, and save-to-reload latency (a doc
// written → the reload event on the server's SSE channel) over a series of edits: p50 and p95.
import fs from 'node:fs';
import http from 'node:http';
import { spawn } from 'node:child_process';

export async function measureWatch({ bin, root, outDir, docFile, edits = 20 }) {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'serve', '--watch', '--port', '0', '--root', root, '--out', outDir], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const original = fs.readFileSync(docFile, 'utf8');
  let out = '';
  const output = () => out;
  const onData = (chunk) => (out += chunk);
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  /** Resolves with the first match of `pattern` in the server's output; rejects if it exits first or `timeoutMs` pass. */
  const waitForOutput = (pattern, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        const match = pattern.exec(out);
        if (match) done(() => resolve(match));
      }, 20);
      const limit = setTimeout(() => done(() => reject(new Error(`no ${pattern} in ${timeoutMs} ms:\n${out}`))), timeoutMs);
      exited.then((code) => done(() => reject(new Error(`serve --watch exited (${code}):\n${out}`))));
      const done = (then) => {
        clearInterval(timer);
        clearTimeout(limit);
        then();
      };
    });
  try {
    const url = (await waitForOutput(/serving (http:\/\/[^/\s]+)\//, 30 * 60_000))[1];
    await get(`${url}/`);
    const startMs = performance.now() - started;
    // A large site's start serves before it has rendered every page (the serving line says so):
    // saves are timed once it is done, as a session's saves are after its first minute.
    let startDoneMs;
    if (/rendering \d+ pages in the background/.test(output())) {
      await waitForOutput(/rendered all \d+ pages in/, 10 * 60_000);
      startDoneMs = Math.round(performance.now() - started);
    }

    const events = await openEvents(`${url}/__hubgen/events`);
    const latencies = [];
    let failures = 0;
    for (let i = 0; i < edits; i++) {
      const wrote = performance.now();
      const outcome = Promise.race([
        events.next('reload').then(() => 'reload'),
        events.next('build-error').then(() => 'build-error'),
        new Promise((r) => setTimeout(() => r('timeout'), 30_000)),
      ]);
      fs.writeFileSync(docFile, `${original}\n\nBench edit number ${i}.\n`);
      if ((await outcome) === 'reload') latencies.push(performance.now() - wrote);
      else failures++;
      events.clear(); // the losing waiters of this edit must not catch the next edit's events
      await new Promise((r) => setTimeout(r, 100));
    }
    if (latencies.length === 0) throw new Error(`no edit produced a reload (${failures} failed or timed out)`);
    events.close();
    latencies.sort((a, b) => a - b);
    const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
    return { ok: true, startMs: Math.round(startMs), startDoneMs, edits, failures, p50Ms: at(0.5), p95Ms: at(0.95), samplesMs: latencies.map(Math.round), ...devMemory(child.pid) };
  } finally {
    fs.writeFileSync(docFile, original);
    child.kill('SIGINT');
  }
}

function get(url) {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on('error', reject);
  });
}

/** A minimal server-sent-events reader: resolves `next(name)` on the next event of that name. */
function openEvents(url) {
  const waiting = [];
  return readEvents(url, (name) => {
    const index = waiting.findIndex((w) => w.name === name);
    if (index !== -1) waiting.splice(index, 1)[0].resolve();
  }).then(({ close }) => ({
    next: (name) => new Promise((r) => waiting.push({ name, resolve: r })),
    clear: () => waiting.splice(0),
    close,
  }));
}

/**
 * Reads a server-sent-events stream, calling `onEvent(name)` as each event arrives; resolves once
 * the server has answered, with `close` to end the stream.
 */
export function readEvents(url, onEvent) {
  let buffer = '';
  const req = http.get(url, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onEvent(/^event: (.+)$/m.exec(block)?.[1]);
      }
    });
  });
  return new Promise((resolve, reject) => {
    req.on('response', () => resolve({ close: () => req.destroy() }));
    req.on('error', reject);
  });
}

/**
 * The dev server's memory once the saves are done: its resident set now and at its peak (the
 * kernel's high-water mark, VmHWM), in MiB. Null where /proc is not there.
 */
function devMemory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: null, peakRssMb: null };
  }
}
