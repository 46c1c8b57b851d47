// Runs one hubgen command as a child process and measures it: wall time (from this process, so it
// includes Node's start-up, as a user or CI sees it), peak RSS (GNU time's "Maximum resident set
// size" when /usr/bin/time is usable, else the highest VmHWM polled from /proc), a sampled sum of
// the RSS of the whole process tree (esbuild runs as a separate Go process), and the per-stage
// timings hubgen prints when its stderr is a terminal (we give it one through script(1)).

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const WRAPPERS = new Set(['script', 'time', 'sh', 'bash', 'dash']);
let counter = 0;

/** Which measuring tools this machine has; checked once by running them. */
export function detectTools() {
  const timeV = fs.existsSync('/usr/bin/time') && spawnSync('/usr/bin/time', ['-v', 'true'], { encoding: 'utf8' }).stderr?.includes('Maximum resident set size');
  const script = spawnSync('script', ['-qefc', 'true', '/dev/null'], { stdio: 'ignore' }).status === 0;
  const procfs = fs.existsSync(`/proc/${process.pid}/status`);
  return { timeV: Boolean(timeV), script, procfs };
}

/**
 * @param {object} p
 * @param {string[]} p.argv  the command, e.g. [process.execPath, 'bin/hubgen.js', 'build', …]
 * @param {{timeV: boolean, script: boolean, procfs: boolean}} p.tools
 * @param {string} p.scratch  folder for GNU time's report
 * @param {number} p.maxRssMb  kill the tree if its summed RSS goes beyond this (the machine is shared)
 * @param {number} p.timeoutMs
 */
export async function runMeasured({ argv, cwd, tools, scratch, maxRssMb, timeoutMs }) {
  fs.mkdirSync(scratch, { recursive: true });
  const timeFile = path.join(scratch, `time-${process.pid}-${counter++}.txt`);
  let command = argv;
  if (tools.timeV) command = ['/usr/bin/time', '-v', '-o', timeFile, ...command];
  if (tools.script) command = ['script', '-qefc', command.map(shellQuote).join(' '), '/dev/null'];

  const start = performance.now();
  const child = spawn(command[0], command.slice(1), { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TERM: process.env.TERM || 'xterm' } });
  const chunks = [];
  child.stdout.on('data', (d) => chunks.push(d));
  child.stderr.on('data', (d) => chunks.push(d));

  let peakTreeKb = 0;
  let peakHwmKb = 0;
  let killedFor;
  const kill = (reason) => {
    if (killedFor) return;
    killedFor = reason;
    for (const pid of descendants(child.pid).reverse()) safeKill(pid);
    safeKill(child.pid);
  };
  const poll = () => {
    if (!tools.procfs) return;
    let tree = 0;
    for (const pid of descendants(child.pid)) {
      const status = readStatus(pid);
      if (!status || WRAPPERS.has(status.name)) continue;
      tree += status.rssKb;
      if (status.name === 'node') peakHwmKb = Math.max(peakHwmKb, status.hwmKb);
    }
    peakTreeKb = Math.max(peakTreeKb, tree);
    if (tree / 1024 > maxRssMb) kill(`its processes used more than ${maxRssMb} MB together`);
  };
  const timer = setInterval(poll, 100);
  const timeout = setTimeout(() => kill(`it ran longer than ${Math.round(timeoutMs / 1000)} s`), timeoutMs);
  const onSignal = () => kill('the benchmark was interrupted');
  process.once('SIGINT', onSignal);

  const code = await new Promise((resolve) => child.on('close', (c, signal) => resolve(c ?? (signal ? 128 : 1))));
  const wallMs = performance.now() - start;
  clearInterval(timer);
  clearTimeout(timeout);
  process.removeListener('SIGINT', onSignal);

  const output = stripAnsi(Buffer.concat(chunks).toString('utf8'));
  let peakRssKb;
  let peakRssMethod;
  if (tools.timeV && fs.existsSync(timeFile)) {
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(timeFile, 'utf8'));
    if (match) [peakRssKb, peakRssMethod] = [Number(match[1]), '/usr/bin/time -v'];
    fs.rmSync(timeFile, { force: true });
  }
  if (peakRssKb === undefined && peakHwmKb > 0) [peakRssKb, peakRssMethod] = [peakHwmKb, '/proc/<pid>/status VmHWM (polled)'];

  return {
    ok: code === 0 && !killedFor,
    exitCode: code,
    killedFor,
    wallMs,
    peakRssKb,
    peakRssMethod,
    peakTreeRssKb: peakTreeKb || undefined,
    output,
    stagesMs: parseStages(output),
    summary: parseSummary(output),
  };
}

/** hubgen's TTY progress: `✓ <stage> [detail] <n> ms|s`, one line per stage. */
export function parseStages(output) {
  const stages = {};
  for (const line of output.split(/[\r\n]+/)) {
    const match = /^\s*✓\s+(\S+)(?:\s.*?)?\s(\d+(?:\.\d+)?) (ms|s)\s*$/.exec(line);
    if (!match || match[1] === 'built' || match[1] === 'no') continue;
    stages[match[1]] = Math.round(Number(match[2]) * (match[3] === 's' ? 1000 : 1));
  }
  return Object.keys(stages).length ? stages : undefined;
}

/** `✓ built 23 pages (81 files, 4.84 MB) in 2.11 s → out/` */
function parseSummary(output) {
  const match = /built (\d+) pages \((\d+) files, ([\d.]+ [kKM]?B)\)/.exec(output);
  return match ? { pages: Number(match[1]), files: Number(match[2]), size: match[3] } : undefined;
}

export function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[ -/]*[@-~]/g, '').replace(/\r\n/g, '\n');
}

function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** pid and every process below it, parents first. */
function descendants(root) {
  const out = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift();
    out.push(pid);
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ')) {
          if (child.trim()) queue.push(Number(child));
        }
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return out;
}

function readStatus(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { name: /^Name:\s+(\S+)/m.exec(text)?.[1] ?? '', rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return undefined;
  }
}

function safeKill(pid) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
