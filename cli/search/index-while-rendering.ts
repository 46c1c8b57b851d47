// A build's search index, made on a worker thread while the main thread renders the pages, when no
// page's searchable text has to be read from its HTML: an API reference's documents come from its
// view, a doc's from the text of its compiled tree (route.search). Made after the render, the index
// of DigitalOcean's reference (1,610 documents, ~0.3 s) followed the page's render (~0.6 s) on one
// core while the other one was idle. Only beside a long render: an API reference's (the worker's
// start, ~0.1 s, made a rebuild that took DigitalOcean's page from the page cache 0.1-0.2 s
// slower), on the main thread (on worker threads, a large site's render has every core busy
// already). Otherwise, and in watch mode, the index is made after the render.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { RenderedPage } from '../render/render-pages.ts';
import { renderThreads } from '../render/render-workers.ts';
import type { PageDigest } from '../render/page-digest.ts';
import type { Route } from '../routes/plan-routes.ts';
import { HUBGEN_ROOT } from '../support/paths.ts';
import { runOnWorkers, type WorkerReply } from '../support/worker-queue.ts';
import { searchScopes, type SearchScope } from './search-scopes.ts';
import type { SearchIndexSummary } from './build-search-index.ts';

const WORKER_SCRIPT = path.join(HUBGEN_ROOT, 'dist', 'search-worker.js');

/** What the worker is sent: plain data. */
export interface SearchIndexJob {
  scopes: SearchScope[];
  outDir: string;
  cacheDir?: string;
}

/**
 * The indexes being built, or undefined when they cannot be yet (a page's text is in its HTML), or
 * not beside the render (it takes every core, or hubgen runs from source): the search stage then
 * builds them after the render.
 */
export function indexWhileRendering({
  routes,
  rendering,
  config,
  outDir,
  cacheDir,
}: {
  routes: Route[];
  /** The routes the render stage renders (not taken from the page cache). */
  rendering: Route[];
  config: ResolvedConfig;
  outDir: string;
  cacheDir?: string;
}): Promise<SearchIndexSummary> | undefined {
  if (!existsSync(WORKER_SCRIPT) || renderThreads(rendering.length) > 0 || !rendering.some((route) => route.props.kind === 'api')) return undefined;
  const pages = routes.map(pageBeforeRender);
  if (!pages.every((page) => page !== undefined)) return undefined;
  const job: SearchIndexJob = { scopes: searchScopes({ pages, config }), outDir, cacheDir };
  let summary: SearchIndexSummary | undefined;
  return runOnWorkers<SearchIndexJob, WorkerReply & { summary?: SearchIndexSummary }>({
    script: WORKER_SCRIPT,
    count: 1,
    jobs: [job],
    message: (job) => ({ job }),
    queued: 1,
    describe: () => 'the search index',
    onReply: (_, reply) => (summary = reply.summary),
  }).then(() => summary!);
}

/** A page's digest holds nothing the index reads but a doc's text. */
const NOTHING_READ: PageDigest = { ids: new Set(), links: new Set(), imageOrigins: [] };

/**
 * A page as the search index reads it (search-document.ts), before it is rendered: the same
 * documents as once it is, or undefined for a page whose text is read from its HTML (a React page,
 * a doc without a compiled tree).
 */
export function pageBeforeRender(route: Route): RenderedPage | undefined {
  const page = { route, file: '', digest: NOTHING_READ };
  if (route.noindex || route.props.kind === 'api' || route.props.kind === 'notFound') return page;
  if ((route.props.kind === 'doc' || route.props.kind === 'blogPost' || route.props.kind === 'apiChangelog') && route.search) return { ...page, digest: { ...NOTHING_READ, content: route.search } };
  // A blog's lists, tags and archive are not indexed (search-document.ts): nothing of them to read.
  if (route.props.kind === 'blogList' || route.props.kind === 'blogTags' || route.props.kind === 'blogAuthors' || route.props.kind === 'blogArchive') return page;
  return undefined;
}
