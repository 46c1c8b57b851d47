// `npm run bench -- --peers`: hubgen beside Rspress, Docusaurus (default, and with @docusaurus/faster)
// and Starlight on the same generated docs, in the same run (issues #18, #46). For each page count the corpus is generated once (generate-corpus.mjs)
// and laid out as each tool's project (lib/peer-projects.mjs); then per tool: a cold build (its
// caches and output deleted), a warm build (caches kept, nothing changed), and its dev server in
// Chromium: start → the doc shown, and save → the save shown, p50 over SAVES saves
// (lib/browser-save-latency.mjs). Ratios are peer ÷ hubgen, so above 1× means hubgen is faster.
//
// The peers are installed on first use into the scratch folder (lib/npm-tool.mjs), never into
// hubgen. A peer that cannot be installed or fails a step is reported as not measured, with why.

import fs from 'node:fs';
import path from 'node:path';
import { generateCorpus } from './generate-corpus.mjs';
import { runMeasured } from './lib/measure.mjs';
import { npmTool } from './lib/npm-tool.mjs';
import { readCorpus, writeDocusaurusProject, writeHubgenProject, writeRspressProject, writeStarlightProject } from './lib/peer-projects.mjs';
import { measureBrowserSaves } from './lib/browser-save-latency.mjs';

// All accept Node 20.19 (engines: @rspress/core ^20.19.0 || >=22.12.0, @docusaurus/core >=20.0,
// astro 5 18.20.8 || ^20.3.0 || >=22.0.0). Starlight 0.38 and later need Astro 6+, which needs Node 22:
// 0.37 is the newest Starlight that installs here.
export const RSPRESS_VERSION = '2.0.22';
export const DOCUSAURUS_VERSION = '3.10.2';
export const STARLIGHT_VERSION = '0.37.7';
const ASTRO_VERSION = '5.18.2';
// What a new Docusaurus site's package.json lists beside core: the preset of the same version, React, MDX's React glue.
const DOCUSAURUS_COMPANIONS = [`@docusaurus/preset-classic@${DOCUSAURUS_VERSION}`, 'react@19.2.0', 'react-dom@19.2.0', '@mdx-js/react@3.1.1'];
// Docusaurus's fastest configuration: the create-docusaurus template's @docusaurus/faster (Rspack, SWC,
// Lightning CSS, SSG worker threads), turned on in the project's config (lib/peer-projects.mjs).
const DOCUSAURUS_FASTER_COMPANIONS = [...DOCUSAURUS_COMPANIONS, `@docusaurus/faster@${DOCUSAURUS_VERSION}`];
// What `npm create astro -- --template starlight` lists beside Starlight (sharp: its image service).
const STARLIGHT_COMPANIONS = [`astro@${ASTRO_VERSION}`, 'sharp@0.34.5'];

const SAVES = 10;
const CHROMIUM = process.env.HUBGEN_CHROMIUM ?? '/usr/bin/chromium';
const MINUTE = 60_000;
/** Issue #18's goals: how many times faster than each peer hubgen should be. */
export const GOALS = { cold: { rspress: 3, docusaurus: 10, 'docusaurus-faster': 10 }, save: { rspress: 5 } };
/** Issue #46's goal: the cold build at least this many times faster than the fastest peer, whichever it is. */
export const FASTEST_PEER_GOAL = 10;
/** `--baseline <checkout>`: another hubgen measured in the same run (before and after a change); not a peer. */
const BASELINE = 'hubgen-baseline';

/**
 * A tool: how to get it, how to lay out a page count's project for it, and its commands there.
 * `project` is what `prepare` returns: `{ dir, outDir, docFile, caches }` (caches: deleted before a cold build).
 */
function tools({ hubgenRoot, baselineRoot }) {
  const peer = ({ id, label, install, write, bin, build, dev, outDir, caches, docsFolder, routeOf = (route) => route }) => ({
    id,
    label,
    install,
    routeOf,
    prepare: ({ corpus, scratch, pages, docRel, toolDir }) => {
      const dir = path.join(scratch, 'peers', `${id}-${pages}`);
      write({ corpus, dir, toolDir });
      return { dir, outDir: path.join(dir, outDir), docFile: path.join(dir, docsFolder, docRel), caches: [outDir, ...caches].map((c) => path.join(dir, c)) };
    },
    build: (project) => [process.execPath, path.join(project.dir, 'node_modules', bin), ...build],
    dev: (project, port) => [process.execPath, path.join(project.dir, 'node_modules', bin), ...dev(port)],
  });
  // hubgen, and with --baseline another checkout of it (built already: its dist/), on its own project copy.
  const hubgen = ({ id, root, label }) => {
    const bin = path.join(root, 'bin', 'hubgen.js');
    return {
      id,
      label,
      install: () => root,
      // hubgen builds a copy like the peers' (lib/peer-projects.mjs): the same docs, no API reference.
      prepare: ({ corpus, scratch, pages, docRel }) => {
        const dir = path.join(scratch, 'peers', `${id}-${pages}`);
        writeHubgenProject({ corpus, dir });
        const outDir = `${dir}-out`;
        return { dir, outDir, docFile: path.join(dir, 'content', 'docs', docRel), caches: [path.join(dir, '.hubgen'), outDir] };
      },
      build: (project) => [process.execPath, bin, 'build', '--root', project.dir, '--out', project.outDir],
      dev: (project, port) => [process.execPath, bin, 'serve', '--watch', '--port', String(port), '--root', project.dir, '--out', `${project.outDir}-watch`],
      // Its reload channel: each save is also timed to the reload event (the server's part).
      eventsPath: '/__hubgen/events',
    };
  };
  const version = (root) => JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  return [
    hubgen({ id: 'hubgen', root: hubgenRoot, label: `hubgen ${version(hubgenRoot)}` }),
    ...(baselineRoot ? [hubgen({ id: BASELINE, root: baselineRoot, label: `hubgen baseline (${path.basename(baselineRoot)})` })] : []),
    peer({
      id: 'rspress',
      label: `Rspress ${RSPRESS_VERSION}`,
      install: (scratch) => npmTool(scratch, '@rspress/core', RSPRESS_VERSION),
      write: writeRspressProject,
      bin: '@rspress/core/bin/rspress.js',
      build: ['build'],
      dev: (port) => ['dev', '--port', String(port), '--host', '127.0.0.1'],
      outDir: 'doc_build',
      caches: ['node_modules/.cache', 'node_modules/.rspress'],
      docsFolder: 'docs/docs',
    }),
    peer({
      id: 'docusaurus',
      label: `Docusaurus ${DOCUSAURUS_VERSION}`,
      install: (scratch) => npmTool(scratch, '@docusaurus/core', DOCUSAURUS_VERSION, DOCUSAURUS_COMPANIONS),
      write: writeDocusaurusProject,
      bin: '@docusaurus/core/bin/docusaurus.mjs',
      build: ['build'],
      dev: (port) => ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      outDir: 'build',
      caches: ['.docusaurus', 'node_modules/.cache'],
      docsFolder: 'docs',
    }),
    peer({
      id: 'docusaurus-faster',
      label: `Docusaurus ${DOCUSAURUS_VERSION} faster`,
      install: (scratch) => npmTool(scratch, '@docusaurus/core', DOCUSAURUS_VERSION, DOCUSAURUS_FASTER_COMPANIONS),
      write: (p) => writeDocusaurusProject({ ...p, faster: true }),
      bin: '@docusaurus/core/bin/docusaurus.mjs',
      build: ['build'],
      dev: (port) => ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
      outDir: 'build',
      caches: ['.docusaurus', 'node_modules/.cache'],
      docsFolder: 'docs',
    }),
    peer({
      id: 'starlight',
      label: `Starlight ${STARLIGHT_VERSION}`,
      install: (scratch) => npmTool(scratch, '@astrojs/starlight', STARLIGHT_VERSION, STARLIGHT_COMPANIONS),
      write: writeStarlightProject,
      bin: 'astro/astro.js',
      build: ['build'],
      dev: (port) => ['dev', '--port', String(port), '--host', '127.0.0.1'],
      outDir: 'dist',
      caches: ['.astro', 'node_modules/.astro', 'node_modules/.vite'],
      docsFolder: 'src/content/docs/docs',
      // Astro's content collections slug each path segment (lower case): /docs/APIs/x is /docs/apis/x/.
      routeOf: (route) => route.toLowerCase(),
    }),
  ];
}

export async function benchPeers({ hubgenRoot, baselineRoot, scratch, pageCounts, runs = 1, seed = 1, measureTools, maxRssMb, log, devServers = true, only }) {
  // hubgen always: every ratio is to it, in the same run.
  const all = tools({ hubgenRoot, baselineRoot }).filter((t) => !only || t.id === 'hubgen' || t.id === BASELINE || only.includes(t.id));
  const installed = {};
  for (const tool of all) {
    log(`[peers] ${tool.label}: ${tool.id === 'hubgen' ? 'this checkout' : tool.id === BASELINE ? baselineRoot : `from ${path.join(scratch, 'tools')} (installed with npm on first use)`}`);
    try {
      installed[tool.id] = { toolDir: tool.install(scratch) };
    } catch (error) {
      installed[tool.id] = { error: error.message };
    }
  }
  const { browser, reason: noBrowser } = devServers ? await launchChromium() : { reason: 'dev servers not measured (--skip-dev)' };
  const results = [];
  try {
    for (const pages of pageCounts) {
      log(`[peers] ${pages} pages: generating the corpus (seed ${seed})…`);
      const corpusRoot = path.join(scratch, 'peers', `corpus-${pages}`);
      const generated = generateCorpus({ pages, seed, outDir: corpusRoot });
      const corpus = readCorpus(corpusRoot);
      const route = generated.manifest.samples.docs;
      const docRel = `${route.replace(/^\/docs\//, '')}.mdx`;
      const row = { pages, docs: generated.manifest.docs, route, tools: {} };
      for (const tool of all) {
        row.tools[tool.id] = await benchTool({ tool, installed: installed[tool.id], corpus, pages, docRel, route, scratch, runs, browser, noBrowser, measureTools, maxRssMb, log });
      }
      results.push(row);
    }
  } finally {
    await browser?.close();
  }
  return { tools: Object.fromEntries(all.map((t) => [t.id, t.label])), goals: GOALS, fastestPeerGoal: FASTEST_PEER_GOAL, saves: SAVES, results };
}

async function benchTool({ tool, installed, corpus, pages, docRel, route, scratch, runs, browser, noBrowser, measureTools, maxRssMb, log }) {
  const notMeasured = (reason) => ({ cold: { ok: false, reason }, warm: { ok: false, reason }, dev: { ok: false, reason } });
  if (installed.error) return notMeasured(installed.error);
  let project;
  try {
    project = tool.prepare({ corpus, scratch, pages, docRel, toolDir: installed.toolDir });
  } catch (error) {
    return notMeasured(`preparing the project failed: ${error.message}`);
  }
  const say = (line) => log(`[peers] ${pages} pages, ${tool.id}: ${line}`);
  const build = async (name, before) => {
    const all = [];
    for (let i = 0; i < runs; i++) {
      before?.();
      const run = await runMeasured({ argv: tool.build(project), cwd: project.dir, tools: measureTools, scratch, maxRssMb, timeoutMs: 30 * MINUTE });
      say(`${name} ${i + 1}/${runs}: ${run.ok ? 'ok' : 'FAILED'} ${Math.round(run.wallMs)} ms`);
      if (!run.ok) return { ok: false, reason: run.killedFor ? `killed: ${run.killedFor}` : lastLines(run.output) };
      all.push(run);
    }
    return {
      ok: true,
      ms: median(all.map((r) => Math.round(r.wallMs))),
      runsMs: all.map((r) => Math.round(r.wallMs)),
      peakRssMb: Math.max(...all.map((r) => Math.round((r.peakRssKb ?? 0) / 1024))) || null,
      htmlFiles: countHtml(project.outDir),
    };
  };
  const clean = () => project.caches.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  const cold = await build('cold build', clean);
  const warm = cold.ok ? await build('warm build') : { ok: false, reason: 'the cold build failed' };
  let dev;
  if (!cold.ok) dev = { ok: false, reason: 'the build failed' };
  else if (!browser) dev = { ok: false, reason: noBrowser };
  else {
    say(`dev server, then ${SAVES} saves of ${route}…`);
    dev = await measureBrowserSaves({ browser, argv: (port) => tool.dev(project, port), cwd: project.dir, route: tool.routeOf?.(route) ?? route, docFile: project.docFile, saves: SAVES, startTimeoutMs: 10 * MINUTE, eventsPath: tool.eventsPath });
    const split = dev.reloadEventP50Ms != null ? ` (reload event p50 ${dev.reloadEventP50Ms} ms, then shown p50 ${dev.afterEventP50Ms} ms later)` : '';
    say(dev.ok ? `start ${dev.startMs} ms, save p50 ${dev.p50Ms} ms${split}` : `dev server FAILED: ${dev.reason}`);
  }
  return { cold, warm, dev };
}

async function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) return { reason: `no ${CHROMIUM} (apt-get install -y chromium)` };
  try {
    const { chromium } = await import('playwright-core');
    return { browser: await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] }) };
  } catch (error) {
    return { reason: `Chromium did not start: ${error.message.split('\n')[0]}` };
  }
}

/** The table: one line per page count and figure, each peer beside hubgen with its ratio. */
export function printPeersTable(report, write = (line) => process.stdout.write(line + '\n')) {
  const peers = Object.keys(report.tools).filter((id) => id !== 'hubgen');
  const s = (ms) => (ms == null ? '–' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`);
  const figures = [
    { name: 'cold build', goal: 'cold', of: (t) => t.cold, value: (f) => f.ms },
    { name: 'warm build', of: (t) => t.warm, value: (f) => f.ms },
    { name: 'dev start → doc shown', of: (t) => t.dev, value: (f) => f.startMs },
    { name: `save → shown (p50 of ${report.saves})`, goal: 'save', of: (t) => t.dev, value: (f) => f.p50Ms },
  ];
  write('');
  write(`hubgen beside its peers, same generated docs, same run. Ratio = peer ÷ hubgen (above 1× = hubgen faster). ` +
    `Goals (#18): cold build ≥ ${GOALS.cold.docusaurus}× Docusaurus and ≥ ${GOALS.cold.rspress}× Rspress, a save shown ≥ ${GOALS.save.rspress}× sooner than Rspress.`);
  write('');
  write(`| pages | figure | ${report.tools.hubgen} | ${peers.map((id) => `${report.tools[id]} | ÷ hubgen`).join(' | ')} |`);
  write(`|---:|---|---:|${peers.map(() => '---:|---:|').join('')}`);
  const notes = [];
  for (const row of report.results) {
    const cell = (id, figure) => {
      const f = figure.of(row.tools[id]);
      if (!f.ok) {
        if (!notes.some((n) => n.startsWith(`${row.pages} pages, ${id}:`)) && f.reason) notes.push(`${row.pages} pages, ${id}: not measured: ${f.reason}`);
        return 'not measured';
      }
      return s(figure.value(f));
    };
    for (const figure of figures) {
      const base = figure.of(row.tools.hubgen);
      const ratios = peers.map((id) => {
        const f = figure.of(row.tools[id]);
        if (!base.ok || !f.ok || !figure.value(base)) return '–';
        const ratio = figure.value(f) / figure.value(base);
        const goal = figure.goal && GOALS[figure.goal][id];
        return `${ratio.toFixed(1)}×${goal ? (ratio >= goal ? ' ✓' : ' ✗') : ''}`;
      });
      write(`| ${row.pages.toLocaleString('en-US')} | ${figure.name} | ${cell('hubgen', figure)} | ${peers.map((id, i) => `${cell(id, figure)} | ${ratios[i]}`).join(' | ')} |`);
    }
    // Context, not a race: no ratio.
    const cold = (id, show) => (row.tools[id].cold.ok ? show(row.tools[id].cold) : '–');
    const mib = (f) => (f.peakRssMb ? `${f.peakRssMb.toLocaleString('en-US')} MiB` : '–');
    const html = (f) => f.htmlFiles.toLocaleString('en-US');
    write(`| ${row.pages.toLocaleString('en-US')} | peak RSS, cold build | ${cold('hubgen', mib)} | ${peers.map((id) => `${cold(id, mib)} | `).join(' | ')} |`);
    write(`| ${row.pages.toLocaleString('en-US')} | HTML files built | ${cold('hubgen', html)} | ${peers.map((id) => `${cold(id, html)} | `).join(' | ')} |`);
  }
  for (const note of notes) write(`  ${note}`);
  for (const row of report.results) {
    const fastest = fastestPeer(row, peers);
    const hubgen = row.tools.hubgen.cold;
    if (!fastest || !hubgen.ok) continue;
    const ratio = fastest.ms / hubgen.ms;
    write(`  ${row.pages.toLocaleString('en-US')} pages: the fastest peer's cold build is ${report.tools[fastest.id]}'s, ${s(fastest.ms)}: ` +
      `${ratio.toFixed(1)}× hubgen's ${s(hubgen.ms)} (goal, #46: ≥ ${FASTEST_PEER_GOAL}× ${ratio >= FASTEST_PEER_GOAL ? '✓' : '✗'}).`);
  }
  for (const row of report.results) {
    const dev = row.tools.hubgen.dev;
    if (dev.ok && dev.reloadEventP50Ms != null) {
      write(`  ${row.pages.toLocaleString('en-US')} pages, hubgen's save → shown, split: save → reload event (the server) p50 ${s(dev.reloadEventP50Ms)}, ` +
        `reload event → shown (the browser) p50 ${s(dev.afterEventP50Ms)}.`);
    }
  }
}

/** The peer whose cold build was quickest at this page count (of those measured). */
function fastestPeer(row, peers) {
  const measured = peers.filter((id) => id !== BASELINE && row.tools[id].cold.ok).map((id) => ({ id, ms: row.tools[id].cold.ms }));
  return measured.sort((a, b) => a.ms - b.ms)[0];
}

function countHtml(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

function lastLines(text, n = 6) {
  return text.trim().split('\n').filter((line) => line.trim()).slice(-n).join(' | ').slice(-800);
}
