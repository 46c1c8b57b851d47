// `node bench/mdx-native.mjs`: what a native MDX compiler would give hubgen (issue #46). For every
// doc of a site, in one process: the CPU time of hubgen's own compile (@mdx-js/mdx with hubgen's
// remark/rehype plugins, cli/mdx/mdx-processor.ts, bundled here with esbuild) and of
// @rspress/mdx-rs (Rust, through N-API; installed into the scratch folder, never into hubgen); and
// whether the native output could stand in for hubgen's: its HTML byte-equal to the static body
// hubgen writes, or, failing that, which of hubgen's plugins the doc needs (highlighted code,
// admonitions and directives, components, heading anchors). CPU time, not wall time: the machine
// is shared, and both compilers run on this one thread.
//
//   node bench/mdx-native.mjs --site <root or docs folder> [--site …] [--scratch DIR]
//   node bench/mdx-native.mjs --pages 1000       the generated corpus (generate-corpus.mjs, seed 1)
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { generateCorpus } from './generate-corpus.mjs';
import { npmTool } from './lib/npm-tool.mjs';

export const MDX_RS_VERSION = '0.6.6';
const HUBGEN_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What in a doc's source only hubgen's JavaScript plugins handle (mdx-rs has none of them). */
const NEEDS = [
  ['fenced code (highlighting, copy button, tabs, meta)', /^\s*(```|~~~)/m],
  ['admonitions or directives (:::)', /^\s*:::/m],
  ['components, expressions or ESM', /<[A-Za-z]|\{|^(import|export)\s/m, 'prose'],
  ['headings (hubgen anchors and ids)', /^#{1,6}\s/m],
];

async function main() {
  const { values } = parseArgs({ options: { site: { type: 'string', multiple: true, default: [] }, pages: { type: 'string' }, scratch: { type: 'string' } } });
  const scratch = path.resolve(values.scratch ?? path.join(os.tmpdir(), 'hubgen-bench'));
  const sites = values.site.map((s) => path.resolve(s));
  if (values.pages) {
    const out = path.join(scratch, `mdx-native-corpus-${values.pages}`);
    generateCorpus({ pages: Number(values.pages), seed: 1, outDir: out });
    sites.push(out);
  }
  if (!sites.length) sites.push(HUBGEN_ROOT);
  const require = createRequire(path.join(npmTool(scratch, '@rspress/mdx-rs', MDX_RS_VERSION), 'package.json'));
  const { compileSync } = require('@rspress/mdx-rs');
  const bundled = path.join(scratch, 'mdx-native', 'hubgen-mdx.mjs');
  await build({ entryPoints: [path.join(HUBGEN_ROOT, 'cli/mdx/mdx-processor.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundled, logLevel: 'error', banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" } });
  const { compileMdxSource } = await import(pathToFileURL(bundled).href);
  for (const site of sites) console.log(formatReport(site, await measureSite({ site, compileSync, compileMdxSource })));
}

async function measureSite({ site, compileSync, compileMdxSource }) {
  // A site's docs folder (hubgen's or Docusaurus's layout), or the folder given when it is a docs folder itself.
  const docsDir = ['content/docs', 'docs'].map((d) => path.join(site, d)).find((d) => fs.existsSync(d)) ?? site;
  const files = fs.readdirSync(docsDir, { recursive: true }).filter((f) => /\.mdx?$/.test(f)).sort().map((f) => path.join(docsDir, f));
  const cpuMs = (run) => {
    const start = process.cpuUsage();
    const result = run();
    const used = process.cpuUsage(start);
    return { result, ms: (used.user + used.system) / 1000 };
  };
  // Both compilers' first call sets them up (hubgen's registers every highlighting grammar): not counted.
  compileSync({ value: '# a', filepath: files[0], development: false, root: site });
  await compileMdxSource({ file: files[0], body: '# a\n\n```js\nx\n```\n', staticBase: '/' });
  const rows = [];
  for (const file of files) {
    const body = fs.readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
    const native = cpuMs(() => {
      try {
        return compileSync({ value: body, filepath: file, development: false, root: site });
      } catch (error) {
        return { error: String(error.message ?? error).split('\n')[0] };
      }
    });
    const start = process.cpuUsage();
    let ours;
    try {
      ours = await compileMdxSource({ file, body, staticBase: '/' });
    } catch (error) {
      ours = { error: error.message };
    }
    const used = process.cpuUsage(start);
    // Components and expressions are looked for in the prose: a `{` in a code block is text.
    const prose = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
    const needs = NEEDS.filter(([, re, where]) => re.test(where === 'prose' ? prose : body)).map(([name]) => name);
    const equal = ours.html !== undefined && native.result.html === ours.html;
    rows.push({ file, nativeMs: native.ms, oursMs: (used.user + used.system) / 1000, nativeError: native.result.error, static: ours.html !== undefined, equal, needs });
  }
  return rows;
}

function formatReport(site, rows) {
  const sum = (f) => rows.reduce((s, r) => s + f(r), 0);
  const lines = [`\n${site}: ${rows.length} docs`];
  lines.push(`  CPU per doc: hubgen's compile ${(sum((r) => r.oursMs) / rows.length).toFixed(2)} ms, @rspress/mdx-rs ${MDX_RS_VERSION} ${(sum((r) => r.nativeMs) / rows.length).toFixed(2)} ms`);
  lines.push(`  native output byte-equal to hubgen's static body: ${rows.filter((r) => r.equal).length} of ${rows.length}; mdx-rs failed on ${rows.filter((r) => r.nativeError).length}`);
  const counts = new Map();
  for (const r of rows) for (const n of r.needs) counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const [name] of NEEDS) lines.push(`  needs ${name}: ${counts.get(name) ?? 0} (${((100 * (counts.get(name) ?? 0)) / rows.length).toFixed(0)}%)`);
  lines.push(`  needs none of them: ${rows.filter((r) => !r.needs.length).length}`);
  return lines.join('\n');
}

await main();
