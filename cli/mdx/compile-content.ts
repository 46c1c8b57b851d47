// Compiles every MDX doc and MDX page, cached by content hash; collects every syntax error rather
// than stopping at one. Cache misses are compiled on worker threads when there are enough of them
// to pay for starting the workers (the bundled CLI ships dist/mdx-worker.js); otherwise, and when
// running from source, in this thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOnWorkers, type WorkerReply } from '../support/worker-queue.ts';
import { HUBGEN_ROOT } from '../support/paths.ts';
import { optimiseLater } from '../support/optimise-later.ts';
import { SiteError, type Problem } from '../support/errors.ts';
import type { ContentGraph } from '../content/load-content.ts';
import { cacheEntryOf, readCachedMdx, writeCachedMdx, type MdxCacheEntry } from './mdx-cache.ts';
import type { CompiledMdx, CompiledSource } from './compiled-mdx.ts';
import { linkTables, type LinkTable, type LinkTableMemo } from './link-table.ts';
import { expandImportLines } from './import-lines.ts';
import { markdownKey, type MarkdownOptions, type SitePlugins } from './site-plugins.ts';
import { markdownFormat, type MarkdownFormat } from './markdown-format.ts';
import type { EnvOptions } from '../support/env-options.ts';

/** Compiled MDX by source file, and what this run compiled (for the stage's progress line). */
export class CompiledContent extends Map<string, CompiledMdx> {
  /** Files docs link to or show (`./diagram.png`), by their hashed URL: copied by the write stage. */
  assets = new Map<string, string>();
  compiledNow = 0;
  /** What the author should hear about on every build, cached or not: `{@import}` files that are not there. */
  warnings: Problem[] = [];
  /** Worker threads used for the compiles (0: compiled on the main thread). */
  threads = 0;
}

/**
 * From this many files to compile, a worker thread pays for its start: the compiles then overlap the
 * OpenAPI stage on the main thread. One more worker per WORKER_SHARE files, up to the cores.
 * A thread's first compiles are slow while V8 warms up the compiler's code in that isolate, again in
 * each one: on one worker the bench corpus's first 101 docs took ~1.2-1.4 s, the next 101 ~0.55 s.
 * A second worker for 101 docs therefore added ~0.6 s of CPU (2.72 s user against 2.15 s for the
 * 100-page site) and, at load ~3 on 2 cores, made the build slower (2.02 s against 1.82 s, medians
 * of 7): it pays off from a few hundred files, when the warm-up is small beside the compiles it halves.
 */
const WORKER_THRESHOLD = 8;
const WORKER_SHARE = 150;
// Found from the package root, not from this module: in the bundled CLI this code sits in a chunk
// under dist/chunks/, beside no worker script (resolving it relatively silently ran everything on
// the main thread).
const WORKER_SCRIPT = path.join(HUBGEN_ROOT, 'dist', 'mdx-worker.js');

interface Source {
  file: string;
  /** Where the result is kept in CompiledContent: the file, or a blog post's excerptKey(). */
  key: string;
  body: string;
  /** Where its links lead (link-table.ts): applied in the compile, part of the cache key. */
  links?: Record<string, string>;
  /** markdown.mdx1Compat of the site (part of the cache key: it changes the output). */
  mdx1Compat?: boolean;
  /** The site's remark/rehype plugins (part of the cache key, with their files' content). */
  plugins?: SitePlugins;
  /** A doc's: the site's baseUrl, for its body as HTML if it is Markdown only (rehype-static-body.ts). */
  staticBase?: string;
  /** CommonMark or MDX (markdown-format.ts); part of the cache key. */
  format?: MarkdownFormat;
  /** Where its compiled module is cached. */
  entry?: MdxCacheEntry;
}

/**
 * `onThreads`: told, once the cache has been read, how many worker threads the compiles will take.
 * `envOptions.mdxThreads` sets that number (0: the main thread) whatever the number of files: for
 * measuring, and for the test that the output does not depend on it.
 */
export async function compileContent({
  content,
  cacheDir,
  markdown,
  baseUrl,
  envOptions,
  onThreads,
  links,
}: {
  content: ContentGraph;
  cacheDir: string;
  /** The link tables' memo, the pipeline's (link-table.ts). */
  links: LinkTableMemo;
  markdown?: MarkdownOptions;
  /** The site's: a doc's body compiled to HTML carries it in its links (rehype-static-body.ts). */
  baseUrl: string;
  envOptions: Pick<EnvOptions, 'mdxThreads' | 'staticBody'>;
  onThreads?: (threads: number) => void;
}): Promise<CompiledContent> {
  const { mdx1Compat = false, plugins } = markdown ?? {};
  const staticBase = envOptions.staticBody ? baseUrl : undefined;
  const pageOptions = markdownKey(markdown);
  // A doc's compile differs from a page's (its body may become HTML, with the baseUrl in it).
  const docOptions = `${pageOptions}\0static:${staticBase ?? ''}`;
  const compiled = new CompiledContent();
  const tableOf = linkTables(content, links);
  // Docs, blog posts and their excerpts (a list item's opening) compile to static HTML when they are Markdown only.
  const docs = new Set<object>([...content.docs, ...blogSources(content).map((s) => s.origin)]);
  const origins = uniqueSources([...content.docs.map(asOrigin), ...content.pages.filter((p) => p.kind === 'mdx').map(asOrigin), ...blogSources(content)]);
  const sources = origins.map(({ origin, key }): Source => {
    const doc = docs.has(origin);
    const options = doc ? docOptions : pageOptions;
    const known = madeSources.get(origin);
    if (known?.plain) {
      const table = tableOf(origin.file, origin.body);
      // `options` names mdx1Compat and the plugins, with their files' contents.
      if (known.table === table && known.options === options && known.cacheDir === cacheDir) return known.source;
    }
    const expanded = expandImportLines(origin.file, origin.body);
    compiled.warnings.push(...expanded.problems);
    const table = tableOf(origin.file, expanded.body);
    for (const [url, file] of Object.entries(table?.assets ?? {})) compiled.assets.set(url, file);
    const format = markdownFormat(origin.file, origin.frontMatter, markdown?.format);
    const source: Source = { file: origin.file, key, body: expanded.body, links: table?.rewrites, mdx1Compat, plugins, ...(doc && staticBase !== undefined ? { staticBase } : {}), ...(format === 'md' ? { format } : {}) };
    source.entry = entryOf(origin, source, cacheDir, format === 'md' ? `${options}\0md` : options);
    madeSources.set(origin, { plain: !origin.body.includes('{@import'), table, options, cacheDir, source });
    return source;
  });
  const problems: Problem[] = [];
  const misses: Source[] = [];
  for (const source of sources) {
    const hit = readCachedMdx(source.entry!);
    if (hit) compiled.set(source.key, hit);
    else misses.push(source);
  }
  compiled.compiledNow = misses.length;
  compiled.threads = misses.length > 0 && fs.existsSync(WORKER_SCRIPT) ? (envOptions.mdxThreads ?? workerCount(misses.length)) : 0;
  onThreads?.(compiled.threads);
  if (compiled.threads) optimiseLater(); // before the workers start (support/optimise-later.ts)
  const compile = compiled.threads ? (batch: Source[], then: Done) => compileOnWorkers(batch, compiled.threads, then) : compileHere;
  await compile(misses, async (source, result) => {
    if ('problems' in result) problems.push(...result.problems);
    else compiled.set(source.key, await writeCachedMdx(source.entry!, result));
  });
  if (problems.length) throw new SiteError(onceEach(problems));
  return compiled;
}

/**
 * Watch mode: each doc's source as the last run made it. A doc the save did not change (the same
 * object: load-content.ts) with no `{@import}` (which reads other files) and the same link table
 * (link-table.ts keeps it) and options gets the same source, and nothing of it is made again:
 * at 10,000 docs that was ~8 MB of keys and objects a save.
 */
const madeSources = new WeakMap<object, { plain: boolean; table: LinkTable | undefined; options: string; cacheDir: string; source: Source }>();

/**
 * Watch mode keeps the docs and pages a save did not change (the same objects: load-content.ts):
 * one whose text, links and options are as last time keeps its cache entry, and its body (KBs, on
 * every save, for each of a large site's docs) is not hashed again.
 */
const entries = new WeakMap<object, { body: string; key: string; entry: MdxCacheEntry }>();

function entryOf(origin: object, source: Source, cacheDir: string, options: string): MdxCacheEntry {
  const key = `${cacheDir}\0${options}\0${source.links ? JSON.stringify(source.links) : ''}`;
  const known = entries.get(origin);
  if (known && known.body === source.body && known.key === key) return known.entry;
  const entry = cacheEntryOf(source.body, path.dirname(source.file), cacheDir, source.links, options);
  entries.set(origin, { body: source.body, key, entry });
  return entry;
}

/**
 * Watch mode, after its start: loads the compiler and compiles a small doc in the background, so
 * that the first save's compile does not pay for loading the compiler and its plugins (~100 ms).
 * As a doc (its body to HTML, as most saves compile), a few times: V8 optimises a function only
 * after some calls: the mdx stage of the first saves of a 100-page site took 12-18 ms, later ones 6-9.
 */
export function warmCompiler(markdown: MarkdownOptions | undefined): void {
  const sample = '# Warm\n\nA [link](https://example.com), **strong** text and `code`.\n\n## Steps\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst answer = 42;\n```\n';
  const file = path.join(os.tmpdir(), 'hubgen-warm.mdx');
  void import('./mdx-processor.ts')
    .then(async ({ compileMdxSource }) => {
      for (let i = 0; i < WARM_COMPILES; i++) await compileMdxSource({ file, body: sample, mdx1Compat: markdown?.mdx1Compat, plugins: markdown?.plugins, staticBase: '/' });
    })
    .catch(() => undefined); // a real save reports whatever this met
}

const WARM_COMPILES = 5;

interface Origin {
  /** The doc, page, post or excerpt: what the memos below are kept by. */
  origin: { file: string; body: string; frontMatter?: Record<string, unknown> };
  key: string;
}

const asOrigin = (origin: Origin['origin']): Origin => ({ origin, key: origin.file });

/** The key of a blog post's excerpt in CompiledContent (its post is under its file). */
export function excerptKey(file: string): string {
  return `${file}#excerpt`;
}

/** Each blog post, and the excerpt of each that has a truncate marker. */
function blogSources(content: ContentGraph): Origin[] {
  return content.blogs.flatMap((blog) => blog.posts.flatMap((post) => [asOrigin(post), ...(post.excerpt ? [{ origin: post.excerpt, key: excerptKey(post.file) }] : [])]));
}

/** Untranslated docs and posts appear once per locale: compile each once. */
function uniqueSources(sources: Origin[]): Origin[] {
  return [...new Map(sources.map((s) => [s.key, s])).values()];
}

/** An excerpt's syntax error is its post's too: said once. */
function onceEach(problems: Problem[]): Problem[] {
  return [...new Map(problems.map((p) => [`${p.file}\0${p.line}\0${p.column}\0${p.message}`, p])).values()];
}

type Result = CompiledSource | { problems: Problem[] };
type Done = (source: Source, result: Result) => Promise<void>;

async function compileHere(sources: Source[], done: Done): Promise<void> {
  if (sources.length === 0) return;
  const { compileMdxSource } = await import('./mdx-processor.ts');
  for (const source of sources) {
    try {
      await done(source, await compileMdxSource(source));
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      await done(source, { problems: error.problems });
    }
  }
}

export function workerCount(files: number, cores = os.availableParallelism()): number {
  if (files < WORKER_THRESHOLD) return 0;
  return Math.min(cores, 4, Math.ceil(files / WORKER_SHARE));
}

/** Jobs queued at each worker (support/worker-queue.ts). */
const QUEUED_PER_WORKER = 8;

function compileOnWorkers(sources: Source[], count: number, done: Done): Promise<void> {
  return runOnWorkers<Source, WorkerReply & { compiled?: CompiledSource; problems?: Problem[] }>({
    script: WORKER_SCRIPT,
    count,
    jobs: sources,
    queued: QUEUED_PER_WORKER,
    describe: (source) => source.file,
    onReply: (source, reply) => done(source, reply.compiled ?? { problems: reply.problems! }),
  });
}
