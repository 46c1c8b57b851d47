// Turns bench results into budget verdicts and the printed table. A figure that could not be
// measured (the feature is not built, the build failed) is reported as such, never as a number.

const KB = 1000;

/** The value of each budgeted metric for one target, or why there is none. */
function metricValue(result, metric) {
  const { coldBuild: cold, warmBuild: warm, check } = result;
  switch (metric) {
    case 'coldBuildMs':
      return cold?.wallMs ?? missing(cold);
    case 'warmBuildMs':
      return warm?.wallMs ?? missing(warm);
    case 'checkMs':
      return check?.wallMs ?? missing(check);
    case 'coldPagesPerSec':
      return cold?.pagesPerSec ?? missing(cold);
    case 'peakRssMb': {
      const values = [cold?.peakRssMb, warm?.peakRssMb].filter((v) => typeof v === 'number');
      return values.length ? Math.max(...values) : missing(cold);
    }
    case 'watchReloadP50Ms':
      return result.watchReload?.p50Ms ?? { status: result.watchReload?.status ?? 'n/a' };
    case 'devPeakRssMb':
      return result.watchReload?.peakRssMb ?? { status: result.watchReload?.status ?? 'n/a' };
    case 'searchQueryKb':
      return result.search?.queryKb ?? { status: result.search?.status ?? 'n/a' };
    default: {
      const lighthouse = /^lighthouse\.(docs|api)\.(\w+)$/.exec(metric);
      if (lighthouse) {
        const page = result.lighthouse?.pages?.[lighthouse[1]];
        if (typeof page?.[lighthouse[2]] === 'number') return Math.round(page[lighthouse[2]]);
        return { status: page?.error ? 'failed' : (result.lighthouse?.status ?? 'n/a') };
      }
      const match = /^pageWeight\.(docs|api|blog)\.(js|css|html)GzipKb$/.exec(metric);
      if (!match) return { status: 'n/a' };
      const page = result.pageWeight?.[match[1]];
      return page?.[match[2]] ? round1(page[match[2]].gzip / KB) : { status: 'n/a' };
    }
  }
}

function missing(step) {
  return { status: step?.skipped ? 'skipped' : 'n/a' };
}

/** Every budget that applies to this target, with its verdict. */
export function evaluateBudgets(result, budgets) {
  const entries = [
    ...Object.entries(budgets.targets?.[result.id] ?? {}),
    ...Object.entries(budgets.pageWeight ?? {}).flatMap(([page, limits]) =>
      Object.entries(limits).map(([name, limit]) => [`pageWeight.${page}.${name}`, limit]),
    ),
  ];
  return entries.map(([metric, limit]) => {
    const value = metricValue(result, metric);
    if (typeof value !== 'number') return { metric, value: null, limit, status: value.status };
    const pass = (limit.max === undefined || value <= limit.max) && (limit.min === undefined || value >= limit.min);
    return { metric, value, limit, status: pass ? 'pass' : 'fail' };
  });
}

/** Prints the table to stdout; returns the number of failed budgets. */
export function printReport(results, budgets) {
  const env = results.environment;
  const out = [];
  out.push('');
  out.push(`hubgen bench — ${results.startedAt} — node ${env.node}, ${env.cpus} CPUs, load ${env.loadAverage.join(' ')}, ` +
    `commit ${env.commit ?? '?'}${env.dirty ? ' (uncommitted changes)' : ''}`);
  out.push(`peak RSS: ${env.peakRss}; stage timings: ${env.stageTimings}`);

  for (const result of results.corpora) {
    const verdict = new Map(result.budgets.map((b) => [b.metric, b]));
    const rows = [];
    const row = (figure, value, metric) => {
      const b = metric && verdict.get(metric);
      rows.push([figure, value, b ? limitText(b.limit, metric) : '', b ? mark(b.status) : '']);
    };
    const { coldBuild: cold, warmBuild: warm, check } = result;
    const corpus = result.corpus?.posts
      ? ` — ${result.corpus.posts} posts (seed ${result.corpus.seed})`
      : result.corpus
        ? ` — ${result.corpus.docs} docs, ${result.corpus.operations} API operations, generated in ${fmtMs(result.corpus.generateMs)}`
        : '';
    out.push('', `${result.label} [${result.id}]${corpus}`);

    row('cold build', stepMs(cold), 'coldBuildMs');
    row('cold build rate', cold?.pagesPerSec != null ? `${cold.pagesPerSec} pages/s (${cold.pages} pages)` : stepStatus(cold), 'coldPagesPerSec');
    row('warm build (cache, no change)', stepMs(warm), 'warmBuildMs');
    row('warm build rate', warm?.pagesPerSec != null ? `${warm.pagesPerSec} pages/s` : stepStatus(warm));
    const peaks = [cold?.peakRssMb, warm?.peakRssMb].filter((v) => typeof v === 'number');
    const tree = [cold?.peakTreeRssMb, warm?.peakTreeRssMb].filter((v) => typeof v === 'number');
    row('peak RSS (largest process, worst build)', peaks.length
      ? `${fmtInt(Math.max(...peaks))} MiB (cold ${fmtInt(cold?.peakRssMb)}, warm ${fmtInt(warm?.peakRssMb)})` +
        (tree.length ? `; tree ≈ ${fmtInt(Math.max(...tree))} MiB` : '')
      : 'n/a', 'peakRssMb');
    for (const [name, step] of [['cold', cold], ['warm', warm]]) {
      if (step?.stagesMs) row(`${name} build stages (ms)`, Object.entries(step.stagesMs).map(([n, ms]) => `${n} ${fmtInt(ms)}`).join(', '));
    }
    if (cold?.outputBytes) row('build output', `${fmtInt(cold.outputFiles)} files, ${fmtBytes(cold.outputBytes)}`);
    row('hubgen check', stepMs(check), 'checkMs');
    const links = result.linkCheck;
    row('link check (build stage "links")', links?.status === 'measured'
      ? `cold ${fmtMs(links.coldMs)}, warm ${links.warmMs != null ? fmtMs(links.warmMs) : 'n/a'}`
      : `n/a (${links?.note ?? 'not measured'})`);
    for (const [kind, name] of [['docs', 'docs page'], ['api', 'API page'], ['blog', 'blog list page']]) {
      const page = result.pageWeight?.[kind];
      if (kind === 'blog' && !page) continue;
      if (!page || page.error) {
        row(`${name} ${page?.route ?? ''}`, `n/a (${page?.error ?? 'not measured'})`);
        continue;
      }
      for (const part of ['html', 'css', 'js']) {
        const w = page[part];
        const count = part === 'html' ? '' : ` in ${w.files.length} file${w.files.length === 1 ? '' : 's'}`;
        row(`${name} ${part.toUpperCase()}${part === 'html' ? ` ${page.route}` : ''}`,
          `${fmtKb(w.gzip)} gzip (${fmtBytes(w.raw)} raw)${count}`, `pageWeight.${kind}.${part}GzipKb`);
      }
    }
    if (result.blogCheck) row('blog pages and feeds', `${result.blogCheck.posts} post pages, ${result.blogCheck.tagAndAuthorPages} tag and author pages linked, ${result.blogCheck.problems.length ? result.blogCheck.problems.join('; ') : 'all there, feeds parse'}`);
    row('watch reload p50', statusText(result.watchReload), 'watchReloadP50Ms');
    if (result.watchReloadDoc) row(`watch reload p50, ${result.watchReloadDoc.file} (same run)`, `${fmtMs(result.watchReloadDoc.p50Ms)} (p95 ${fmtMs(result.watchReloadDoc.p95Ms)}); the post's is ${(result.watchReload.p50Ms / result.watchReloadDoc.p50Ms).toFixed(2)}× it`);
    if (result.watchReload?.p95Ms != null) {
      row('watch reload p95', fmtMs(result.watchReload.p95Ms));
      row('dev server start → first page', fmtMs(result.watchReload.startMs));
      if (result.watchReload.startDoneMs != null) row('dev server start → every page rendered (start done)', fmtMs(result.watchReload.startDoneMs));
      if (result.watchReload.peakRssMb != null) row('dev server RSS after the saves (peak)', `${result.watchReload.rssMb} MiB (${result.watchReload.peakRssMb} MiB)`, 'devPeakRssMb');
    }
    row('search: kB loaded per query', statusText(result.search), 'searchQueryKb');
    const latency = result.search?.latency;
    if (latency) row('search: the search box\'s engine, per query', `warm p50 ${fmtFineMs(latency.warmP50Ms)}, p95 ${fmtFineMs(latency.warmP95Ms)}; cold p50 ${fmtFineMs(latency.coldP50Ms)}, p95 ${fmtFineMs(latency.coldP95Ms)}`);
    const mcp = result.search?.mcp;
    if (mcp) row('search: hubgen mcp search_docs, per call', mcp.status === 'measured' ? `p50 ${fmtFineMs(mcp.p50Ms)}, p95 ${fmtFineMs(mcp.p95Ms)} (${mcp.calls} calls; first ${fmtFineMs(mcp.firstMs)}; server start ${fmtFineMs(mcp.startMs)})` : `${mcp.status} (${mcp.note})`);
    lighthouseRows(result.lighthouse, row);
    out.push(...table(rows));
  }

  // Budgets for targets this run did not include (the 10,000-page corpus without --large).
  const ran = new Set(results.corpora.map((r) => r.id));
  const notRun = Object.entries(budgets.targets ?? {}).filter(([id]) => !ran.has(id));

  const all = results.corpora.flatMap((r) => r.budgets.map((b) => ({ ...b, target: r.id })));
  const failed = all.filter((b) => b.status === 'fail');
  const passed = all.filter((b) => b.status === 'pass');
  const open = all.filter((b) => b.status !== 'pass' && b.status !== 'fail');
  out.push('', `budgets: ${passed.length} pass, ${failed.length} fail, ${open.length} not evaluated` +
    (notRun.length ? `; not run: ${notRun.map(([id, b]) => `${id} (${Object.keys(b).length} budgets${id === 'corpus-10000' ? ', use --large' : ''})`).join(', ')}` : ''));
  for (const b of failed) out.push(`  ✗ ${b.target} ${b.metric}: ${fmtValue(b.value, b.metric)} (budget ${limitText(b.limit, b.metric)})`);
  for (const b of open) out.push(`  · ${b.target} ${b.metric}: ${b.status}`);

  for (const warning of results.warnings ?? []) out.push('', `warning: ${warning}`);

  const problems = results.corpora.flatMap((r) => r.problems.map((p) => ({ ...p, target: r.id })));
  if (problems.length) {
    out.push('', 'problems:');
    for (const p of problems) {
      out.push(`  ${p.target} ${p.step}: exit ${p.exitCode}${p.killedFor ? `, killed because ${p.killedFor}` : ''}`);
      out.push(...p.output.split('\n').map((l) => `    ${l}`));
    }
  }
  console.log(out.join('\n'));
  return failed.length;
}

/** Lighthouse mobile performance per sample page: the score and the figures it is made of. */
function lighthouseRows(lighthouse, row) {
  if (!lighthouse || lighthouse.status !== 'measured') {
    if (lighthouse?.note && lighthouse.note !== 'run on the site target only') row('Lighthouse (mobile)', `${lighthouse.status} (${lighthouse.note})`);
    return;
  }
  for (const [kind, page] of Object.entries(lighthouse.pages)) {
    const name = `Lighthouse mobile ${page.route}`;
    if (page.error) {
      row(name, `failed: ${page.error}`);
      continue;
    }
    const runs = lighthouse.runs > 1 ? ` (median of ${lighthouse.runs})` : '';
    row(`${name} performance`, `${page.score}${runs}`, `lighthouse.${kind}.score`);
    row(`${name} TBT`, fmtMs(page.tbtMs), `lighthouse.${kind}.tbtMs`);
    row(`${name} LCP`, fmtMs(page.lcpMs), `lighthouse.${kind}.lcpMs`);
    row(`${name} FCP, speed index, CLS, DOM`, `${fmtMs(page.fcpMs)}, ${fmtMs(page.speedIndexMs)}, ${page.cls?.toFixed(3) ?? 'n/a'}, ${fmtInt(page.domElements)} elements`);
  }
}

function table(rows) {
  const header = ['figure', 'value', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => '  ' + cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)];
}

function mark(status) {
  return { pass: '✓ pass', fail: '✗ FAIL', 'not built': '· not built', 'not measured': '· not measured', skipped: '· skipped' }[status] ?? `· ${status}`;
}

function statusText(feature) {
  if (!feature) return 'n/a';
  if (feature.p50Ms != null) return fmtMs(feature.p50Ms);
  if (feature.queryKb != null) return `${feature.queryKb} kB`;
  return feature.note ? `${feature.status} (${feature.note})` : feature.status;
}

function stepMs(step) {
  if (!step) return 'n/a';
  if (step.ok && step.wallMs != null) {
    return step.samplesMs.length > 1 ? `${fmtMs(step.wallMs)} (median of ${step.samplesMs.map(fmtInt).join(', ')})` : fmtMs(step.wallMs);
  }
  return stepStatus(step);
}

function stepStatus(step) {
  if (!step) return 'n/a';
  if (step.skipped) return `skipped (${step.skipped})`;
  return step.killedFor ? `killed: ${step.killedFor}` : 'FAILED (see problems below)';
}

function limitText(limit, metric) {
  const unit = unitOf(metric);
  const parts = [];
  if (limit.max !== undefined) parts.push(`≤ ${fmtInt(limit.max)} ${unit}`);
  if (limit.min !== undefined) parts.push(`≥ ${fmtInt(limit.min)} ${unit}`);
  return parts.join(', ') + (metric.includes('Gzip') ? ' gzip' : '');
}

function unitOf(metric) {
  if (metric.endsWith('.score')) return '';
  if (metric.endsWith('Ms')) return 'ms';
  if (metric.endsWith('PerSec')) return 'pages/s';
  if (metric.endsWith('Mb')) return 'MiB';
  if (metric.endsWith('Kb')) return 'kB';
  return '';
}

function fmtValue(value, metric) {
  return `${metric.endsWith('Kb') ? value : fmtInt(value)} ${unitOf(metric)}`;
}

const fmtInt = (n) => (typeof n === 'number' ? Math.round(n).toLocaleString('en-US') : 'n/a');
const fmtMs = (n) => `${fmtInt(n)} ms`;
/** Sub-millisecond figures (a warm search) keep two decimals. */
const fmtFineMs = (n) => (n < 10 ? `${n.toFixed(2)} ms` : fmtMs(n));
const fmtKb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const fmtBytes = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : fmtKb(bytes));
const round1 = (n) => Math.round(n * 10) / 10;
