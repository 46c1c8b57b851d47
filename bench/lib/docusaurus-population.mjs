// The pieces of the Docusaurus population (bench/docusaurus-population.mjs) that the suite's seeded
// sample (test/cli/docusaurus-population.test.ts) shares: the site list, a site's copy (from a
// fetched mirror, from a fixture folder, or made by create-docusaurus from npm), its own npm
// packages installed as Docusaurus would need them (all but @docusaurus/*), what Docusaurus itself
// would run before `docusaurus build` that a plain copy lacks, and a look at three built pages in
// Chromium (console errors, literal `:::`, raw MDX, broken local images, an empty <main>).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { npmTool } from './npm-tool.mjs';

export const CREATE_DOCUSAURUS_VERSION = '3.10.2';
export const TEMPLATES = templatesOf(CREATE_DOCUSAURUS_VERSION);

/** The classic template of one create-docusaurus version, in JavaScript and in TypeScript. */
export function templatesOf(version) {
  // 2.x has no --javascript (JavaScript is its default); 3.x asks unless told.
  const javascript = Number(version.split('.')[0]) >= 3 ? ['--javascript'] : [];
  const suffix = version === CREATE_DOCUSAURUS_VERSION ? '' : `@${version}`;
  return [
    { name: `template/classic${suffix}`, version, flags: javascript },
    { name: `template/classic-typescript${suffix}`, version, flags: ['--typescript'] },
  ];
}

/** The rows of bench/docusaurus-sites.tsv (comment lines start with #). */
export function readSiteList(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const [header, ...rows] = lines.map((line) => line.split('\t'));
  return rows.map((cells) => {
    const row = Object.fromEntries(header.map((key, i) => [key, cells[i]]));
    return { ...row, name: row.repo };
  });
}

/**
 * A listed site copied out of its fetched mirror (a bare git directory) into `dest`. A mirror may
 * lack a repository's largest files: the rest is written, and `absent` names what was missing.
 */
export function extractFromMirror({ mirror, site, dest }) {
  const gitDir = path.join(mirror, site.repo.replace('/', '+'), 'repo');
  if (!fs.existsSync(gitDir)) return { error: `no mirror of ${site.repo} in ${mirror} (fetch it first)` };
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git --git-dir="$1" archive "$2" | tar -x -C "$3"`, 'sh', gitDir, site.commit, dest], { encoding: 'utf8' });
  if (archive.status === 0 && !archive.stderr.trim()) return { dir: path.join(dest, site.folder), absent: [] };
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  return { dir: path.join(dest, site.folder), absent: writeBlobs(gitDir, site.commit, dest) };
}

/** Every file of the commit that the mirror holds, written one by one; the paths it lacks are returned. */
function writeBlobs(gitDir, commit, dest) {
  const listing = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', commit], { maxBuffer: 1 << 28 });
  const files = listing.stdout.toString('utf8').split('\0').filter(Boolean).map((line) => {
    const [meta, file] = line.split('\t');
    const [mode, type, sha] = meta.split(' ');
    return { mode, type, sha, file };
  }).filter((f) => f.type === 'blob');
  const batch = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { input: files.map((f) => f.sha).join('\n') + '\n', maxBuffer: 2 ** 31 });
  const out = batch.stdout;
  const absent = [];
  let at = 0;
  for (const f of files) {
    const headerEnd = out.indexOf(10, at);
    const header = out.subarray(at, headerEnd).toString('utf8');
    at = headerEnd + 1;
    if (header.endsWith(' missing')) {
      absent.push(f.file);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const target = path.join(dest, f.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (f.mode === '120000') fs.symlinkSync(out.subarray(at, at + size).toString('utf8'), target);
    else fs.writeFileSync(target, out.subarray(at, at + size), { mode: f.mode === '100755' ? 0o755 : 0o644 });
    at += size + 1;
  }
  return absent;
}

/** A create-docusaurus template, made with the npm package as a new user would (without its install). */
export function createFromTemplate({ scratch, template, dest }) {
  const tool = npmTool(scratch, 'create-docusaurus', template.version ?? CREATE_DOCUSAURUS_VERSION);
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  const bin = path.join(tool, 'node_modules', 'create-docusaurus', 'bin', 'index.js');
  const create = (flags) => spawnSync(process.execPath, [bin, 'site', 'classic', dest, '--skip-install', '--package-manager', 'npm', ...flags], { encoding: 'utf8', input: '' });
  let run = create(template.flags);
  // --javascript came in a 3.x release; before it, JavaScript was the default.
  if (run.status !== 0 && /unknown option '--javascript'/.test(run.stderr)) run = create(template.flags.filter((f) => f !== '--javascript'));
  const dir = path.join(dest, 'site');
  if (run.status !== 0 || !fs.existsSync(dir)) return { error: `create-docusaurus failed: ${`${run.stdout}${run.stderr}`.trim().split('\n').slice(-3).join(' | ')}` };
  return { dir };
}

/**
 * The site's own packages (dependencies and devDependencies of its package.json), all but
 * Docusaurus's (hubgen stands in for those) and the ones a monorepo links from its own folders.
 * Installed with a package.json that names only them, put back as it was afterwards.
 */
export async function installSitePackages(dir) {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return { specs: [] };
  const original = fs.readFileSync(file, 'utf8');
  const pkg = JSON.parse(original);
  const wanted = { ...pkg.devDependencies, ...pkg.dependencies };
  const local = /^(workspace:|catalog:|file:|link:|portal:|\.{0,2}\/)/;
  const dependencies = Object.fromEntries(Object.entries(wanted).filter(([name, spec]) => !name.startsWith('@docusaurus/') && !local.test(spec)));
  const linked = Object.entries(wanted).filter(([, spec]) => local.test(spec)).map(([name]) => name);
  if (!Object.keys(dependencies).length) return { specs: [], linked };
  fs.writeFileSync(file, JSON.stringify({ name: 'site', private: true, dependencies }, null, 2));
  try {
    const npm = await run('npm', ['install', '--no-package-lock', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir, timeoutMs: 15 * 60_000 });
    if (npm.status !== 0) return { specs: Object.keys(dependencies), linked, error: npmError(`${npm.stdout}${npm.stderr}`) };
    return { specs: Object.keys(dependencies), linked };
  } finally {
    fs.writeFileSync(file, original);
  }
}

/**
 * A command run without blocking (the population builds several sites at once in one process):
 * its exit status and output, killed after `timeoutMs`.
 */
export function run(command, args, { cwd, env, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status: status ?? 1, stdout, stderr });
    });
  });
}

/**
 * The site's packages (as installSitePackages picks them) installed once per set of specs into the
 * scratch folder and linked as the site's node_modules: the suite's sample reuses them run to run.
 * Throws with npm's last lines when the install fails.
 */
export function linkCachedPackages({ scratch, dir }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const specs = Object.entries({ ...pkg.devDependencies, ...pkg.dependencies }).filter(([name, spec]) => !name.startsWith('@docusaurus/') && !/^(workspace:|catalog:|file:|link:)/.test(spec)).map(([name, spec]) => `${name}@${spec}`).sort();
  const cache = path.join(scratch, 'tools', `site-packages-${createHash('sha1').update(specs.join(' ')).digest('hex').slice(0, 12)}`);
  if (!fs.existsSync(path.join(cache, '.installed'))) {
    fs.mkdirSync(cache, { recursive: true });
    fs.writeFileSync(path.join(cache, 'package.json'), '{ "private": true }\n');
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', '--loglevel=error', ...specs], { cwd: cache, encoding: 'utf8' });
    if (npm.status !== 0) throw new Error(`npm install ${specs.join(' ')} failed: ${`${npm.stdout}${npm.stderr}`.trim().split('\n').slice(-5).join(' | ')}`);
    fs.writeFileSync(path.join(cache, '.installed'), '');
  }
  fs.symlinkSync(path.join(cache, 'node_modules'), path.join(dir, 'node_modules'));
  return specs;
}

/** npm's one useful line: the package it could not get, or its last error line. */
function npmError(output) {
  const notFound = /npm (?:ERR!|error) 404 +'?([^'\s]+)'? is not in this registry/.exec(output) ?? /npm (?:ERR!|error) 404 Not Found - GET \S+\/(@?[^\s/]+(?:%2f[^\s/]+)?)/i.exec(output);
  if (notFound) return `private or unpublished package: ${decodeURIComponent(notFound[1])}`;
  const noTarget = /npm (?:ERR!|error) notarget No matching version found for (\S+)/.exec(output);
  if (noTarget) return `no version of ${noTarget[1].replace(/\.$/, '')} on the registry`;
  const lines = output.split('\n').filter((line) => /npm (ERR!|error)/.test(line));
  return (lines.find((line) => !/A complete log|^npm (ERR!|error) *$|^npm (ERR!|error) code /.test(line)) ?? output.trim().split('\n').pop() ?? 'npm install failed').replace(/^npm (ERR!|error) */, '');
}

/**
 * What Docusaurus itself would run before `docusaurus build` that a plain copy of the sources does
 * not have: a prebuild script, or commands the build script chains before it (generated API docs,
 * a changelog fetched at build time…). Nothing when the build is `docusaurus build` alone.
 */
export function docusaurusPrerequisites(dir, repoRoot = dir) {
  const found = [];
  const submodules = gitSubmodules(repoRoot).filter((sub) => !path.relative(dir, path.join(repoRoot, sub)).startsWith('..'));
  if (submodules.length) found.push(`git submodules: ${submodules.join(', ')}`);
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return found.join('; ') || undefined;
  const scripts = JSON.parse(fs.readFileSync(file, 'utf8')).scripts ?? {};
  if (scripts.prebuild) found.push(`prebuild: ${scripts.prebuild}`);
  const build = scripts.build ?? '';
  const before = build.split(/&&|;/).map((s) => s.trim()).filter(Boolean);
  const at = before.findIndex((step) => /docusaurus(\.js)?\s+build/.test(step));
  if (at > 0) found.push(`build runs first: ${before.slice(0, at).join(' && ')}`);
  return found.join('; ') || undefined;
}

/** The paths of the repository's git submodules: a source archive holds none of their files. */
function gitSubmodules(repoRoot) {
  const file = path.join(repoRoot, '.gitmodules');
  if (!fs.existsSync(file)) return [];
  return [...fs.readFileSync(file, 'utf8').matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)].map((m) => m[1]);
}

/** The three pages a reader meets first: the home page, a doc and a blog post (sitemap order). */
export function samplePages({ outDir, config }) {
  const sitemap = path.join(outDir, 'sitemap.xml');
  const base = config.baseUrl ?? '/';
  const paths = fs.existsSync(sitemap)
    ? [...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname)
    : [];
  const docsBase = `${base}${(config.docs?.routeBasePath ?? 'docs').replace(/^\/+|\/+$/g, '')}`.replace(/\/+$/, '');
  const doc = paths.find((p) => p !== base && (p === docsBase || p.startsWith(`${docsBase}/`)));
  const blog = paths.find((p) => new RegExp(`^${escapeRegExp(base)}blog/(?!tags|page|archive|authors)[^?#]+`).test(p));
  return { home: base, doc, blog };
}

/**
 * A resource from another host that did not load (the bench runs offline: fonts, analytics, badges
 * fail to resolve) says nothing about the build; one from the site's own server (a 404) does.
 */
function isExternalLoadFailure(message, origin) {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const url = message.location()?.url;
  return Boolean(url) && !url.startsWith(`${origin}/`);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a reader would see wrong on one page: console errors and uncaught exceptions, Markdown
 * admonition fences shown as text, MDX source shown as text, local images that do not load, an
 * empty <main>. `origin` serves the built site.
 */
export async function inspectPage({ browser, origin, route }) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExternalLoadFailure(message, origin)) problems.push(`console: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${String(error.message).slice(0, 200)}`));
  try {
    const response = await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 30_000 });
    if (!response || response.status() >= 400) problems.push(`HTTP ${response?.status() ?? 'no response'}`);
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const main = document.querySelector('main');
      // Code blocks may show MDX or ::: on purpose: the text read is the rest of <main>.
      const prose = main?.cloneNode(true);
      for (const code of prose?.querySelectorAll('pre, code') ?? []) code.remove();
      const text = prose?.textContent ?? '';
      const images = [...document.querySelectorAll('img')].filter((img) => img.src.startsWith(location.origin) && img.complete && img.naturalWidth === 0).map((img) => img.getAttribute('src'));
      return { hasMain: Boolean(main), text, visible: main?.innerText ?? '', images };
    });
    if (!seen.hasMain || !seen.visible.trim()) problems.push('empty <main>');
    if (/^\s*:::/m.test(seen.text)) problems.push('literal ::: in the page');
    const raw = /^(import\s.+\sfrom\s['"]|export\s+(const|default|function)\s)|<\/?[A-Z][A-Za-z]+[\s/>]|\{\/\*/m.exec(seen.text);
    if (raw) problems.push(`raw MDX text: ${raw[0].trim().slice(0, 60)}`);
    for (const src of seen.images) problems.push(`broken image: ${src}`);
  } catch (error) {
    problems.push(`page did not load: ${String(error.message).split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems;
}
