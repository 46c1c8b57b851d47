// Any docs tool's dev server as an author meets it, measured in Chromium: from spawning the server
// to a doc's text shown in the page, then from each save of that doc (a unique sentence appended)
// to the sentence shown in the page — whatever the tool does in between (hot update or full
// reload). The same measure for hubgen and its peers, unlike lib/watch-latency.mjs, which stops
// at hubgen's own reload event.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { readEvents } from './watch-latency.mjs';

const SETTLE_MS = 500; // between saves, so a tool's second pass over the last save is not timed as the next

/**
 * @param {object} p
 * @param {import('playwright-core').Browser} p.browser
 * @param {(port: number) => string[]} p.argv  the dev server command, given the port to listen on
 * @param {string} p.cwd
 * @param {string} p.route  the doc's route, e.g. /docs/APIs/create-customers-safely
 * @param {string} p.docFile  the doc's source file, in the tool's own project
 * @param {number} p.saves
 * @param {number} p.startTimeoutMs
 * @param {string} [p.eventsPath]  a server-sent-events stream whose `reload` event the server sends
 *   when a rebuild is done (hubgen's /__hubgen/events): each save is then also timed to that event,
 *   which splits the figure into the server's part and the browser's, in the same run
 */
export async function measureBrowserSaves({ browser, argv, cwd, route, docFile, saves, startTimeoutMs, eventsPath, env = {} }) {
  const original = fs.readFileSync(docFile, 'utf8');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${route}`;
  const command = argv(port);
  const started = performance.now();
  // Its own process group, so the server and whatever it spawns end together.
  const child = spawn(command[0], command.slice(1), { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BROWSER: 'none', NO_COLOR: '1', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const ready = await Promise.race([untilServed(url, startTimeoutMs), exited.then((code) => `the dev server exited (${code})`)]);
    if (ready !== true) throw new Error(ready);
    await page.goto(url, { waitUntil: 'commit', timeout: startTimeoutMs });
    await shown(page, firstSentence(original), startTimeoutMs);
    const startMs = performance.now() - started;
    const events = eventsPath ? await reloadEvents(`http://127.0.0.1:${port}${eventsPath}`) : undefined;

    const samplesMs = [];
    const eventMs = []; // save → the server's reload event, per save shown (when eventsPath is given)
    let failures = 0;
    for (let i = 1; i <= saves; i++) {
      const marker = `Bench save marker ${i} ${Date.now().toString(36)}.`;
      const wrote = performance.now();
      fs.writeFileSync(docFile, `${original}\n\n${marker}\n`);
      try {
        await shown(page, marker, 60_000);
        const shownAt = performance.now();
        samplesMs.push(Math.round(shownAt - wrote));
        const event = events?.times.find((t) => t > wrote && t <= shownAt);
        if (event !== undefined) eventMs.push({ server: Math.round(event - wrote), browser: Math.round(shownAt - event) });
      } catch {
        failures++;
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
    events?.close();
    if (!samplesMs.length) throw new Error(`no save was shown in the page within 60 s (${failures} tried)`);
    const split = eventMs.length
      ? { reloadEventP50Ms: median(eventMs.map((e) => e.server)), afterEventP50Ms: median(eventMs.map((e) => e.browser)), splitSamplesMs: eventMs }
      : {};
    return { ok: true, startMs: Math.round(startMs), saves, failures, p50Ms: median(samplesMs), samplesMs, ...split };
  } catch (error) {
    return { ok: false, reason: `${error.message.split('\n')[0]}${output ? ` | ${lastLines(output)}` : ''}` };
  } finally {
    fs.writeFileSync(docFile, original);
    await page.close();
    await stop(child, exited);
  }
}

/** Resolves once `text` is in the page's text; survives the page reloading meanwhile. */
async function shown(page, text, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await page.waitForFunction((t) => document.body?.innerText.includes(t), text, { timeout: Math.max(1, deadline - Date.now()) });
      return;
    } catch (error) {
      // A full reload destroys the context the function polls in: poll again in the new page.
      if (Date.now() >= deadline || !/context was destroyed|navigat/i.test(error.message)) throw error;
    }
  }
}

/** The doc's first sentence as the page shows it: Markdown emphasis, code and link syntax dropped. */
function firstSentence(markdown) {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const paragraph = body.split('\n').find((line) => /^[A-Z]/.test(line));
  return paragraph
    .split(/(?<=\.) /)[0]
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`]/g, '');
}

/** The times (performance.now()) at which `reload` events arrive on a server-sent-events stream. */
async function reloadEvents(url) {
  const times = [];
  const { close } = await readEvents(url, (name) => name === 'reload' && times.push(performance.now()));
  return { times, close };
}

async function untilServed(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await status(url)) === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `${url} was not served within ${Math.round(timeoutMs / 1000)} s`;
}

/** The status a browser would get: dev servers that route in the client answer 404 to a request that does not accept HTML. */
function status(url) {
  return new Promise((resolve) => {
    http
      .get(url, { headers: { accept: 'text/html' } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', () => resolve(0));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** SIGTERM to the server's process group, SIGKILL if it has not ended 5 s later. */
async function stop(child, exited) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const ended = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))]);
  if (!ended) signal('SIGKILL');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

function lastLines(text, n = 4) {
  return text.trim().split('\n').slice(-n).join(' | ').slice(-600);
}
