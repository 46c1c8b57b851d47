// What a pipeline is made of (pipeline/build.ts): its options, the state it keeps from run to run,
// one run's inputs as every stage takes them (Run), and what watch mode does differently from a
// build (RunMode, made in run-mode.ts). Types only, so that each part can name the others.
import type { Logger } from '../support/log.ts';
import type { FileStore } from '../output/file-store.ts';
import type { StagingDir } from '../output/atomic-output.ts';
import type { DevGeneration } from '../output/dev-output.ts';
import type { SiteData } from '../../templates/types.ts';
import type { BundleResult, Bundler } from '../bundle/bundle.ts';
import type { ServerBundles } from '../render/server-bundle.ts';
import type { PagePlanner } from '../render/page-keys.ts';
import type { PageCacheMemory } from '../render/page-cache.ts';
import type { SearchSession } from '../search/build-search-index.ts';
import type { LlmsTxtMemo } from '../write/llms-txt.ts';
import type { AbsoluteUrl } from '../write/absolute-url.ts';
import type { LinkTableMemo } from '../mdx/link-table.ts';
import type { LinkCheckMemo } from '../check/check-links.ts';
import type { EnvOptions } from '../support/env-options.ts';
import type { Problem } from '../support/errors.ts';
import type { SiteModel } from './load-site.ts';
import type { BundleAhead } from './bundle-ahead.ts';

export interface PipelineOptions {
  root: string;
  logger: Logger;
  /**
   * Where each run is staged; committed only when every stage has passed. Watch mode's staging
   * (output/dev-output.ts) carries unchanged files over from the committed output (`reuse`) and
   * lists what the run's output holds (`files`) without reading every file of it.
   */
  stage: () => Promise<Staging>;
  /**
   * Watch mode. What differs from a build: client code unminified with source maps, esbuild
   * contexts kept between runs (the last session's bundle, in .hubgen/dev-bundle/, is reused at
   * the start only), pages cached in `pagesCache`, and no linkinator pass (every href and #fragment is still
   * resolved against the route table and the files). See watchMode().
   */
  dev?: boolean;
  /** Source maps in a production build. */
  sourcemap?: boolean;
  /** Where rendered pages are kept between runs (default .hubgen/pages). */
  pagesCache?: string;
  /** What the environment overrides (support/env-options.ts), read at the command's start. */
  envOptions: EnvOptions;
}

export type Staging = StagingDir & Partial<Pick<DevGeneration, 'reuse' | 'files' | 'holds'>>;

/** What a pipeline keeps from run to run: a build has one run; a watch session, one per save. */
export interface PipelineState {
  options: PipelineOptions;
  mode: RunMode;
  bundler: Bundler;
  /** The last good run. */
  last?: { site: SiteModel; routes: Set<string> };
  /**
   * Files changed since the last good run: a failed run's changes are still to be taken in by the
   * next one (a broken doc, then a save of another doc, must not bring back the doc's old text).
   */
  unapplied: Set<string>;
  /** The baseUrl of what is served: the last committed output's, or a start's served early. */
  servedBase: string;
  /** The site as the latest run loaded it: a start served early is watched by its config before it ends. */
  loaded?: SiteModel;
  /** The server bundle last loaded (render-pages.ts, render-preview.ts). */
  servers: ServerBundles;
  /** Each page's inputs and cache key, remembered by the routes they were made from (page-keys.ts). */
  planner: PagePlanner;
  /** What the page cache holds in memory of its folder (options.pagesCache, default .hubgen/pages). */
  pageMemory: PageCacheMemory;
  /** The link tables made last, each file's, and the media files' hashes (mdx/link-table.ts). */
  links: LinkTableMemo;
  /** Each page's absolute URL, for sitemap.xml and llms.txt (write/absolute-url.ts). */
  absoluteUrl: AbsoluteUrl;
  /** llms.txt's reading order of the docs (write/llms-txt.ts). */
  llmsTxt: LlmsTxtMemo;
}

/** One run's inputs and what its stages hand on besides their results. */
export interface Run {
  state: PipelineState;
  site: SiteModel;
  siteData: SiteData;
  staging: Staging;
  ahead: BundleAhead;
  /** The start of a watch session (or a build's only run): no good run before it. */
  first: boolean;
  /** The files changed since the last good run, when there is one. */
  changed?: Set<string>;
  store: FileStore;
}

/** What the watch mode of a pipeline does differently from a build, each difference named once. */
export interface RunMode {
  /** A build starts bundling and loading linkinator before the front stages are done (BundleAhead). */
  bundleAhead(bundler: Bundler, links: LinkTableMemo): BundleAhead;
  /** A build releases the bundle's bytes once written; watch mode's esbuild contexts keep them. */
  releaseBundleBytes: boolean;
  /** Watch mode's start on a large site may be served before its pages are rendered. */
  servesEarly: boolean;
  /** A build indexes beside the render stage (search/index-while-rendering.ts). */
  indexesBesideRender: boolean;
  /** Where the search stage keeps and takes its index, and (watch mode) its memos. */
  searchCaches(first: boolean): { cacheDir?: string; alsoIn?: string; session?: SearchSession };
  /** Watch mode: each page's link verdicts, so a save re-checks only the pages it could affect. */
  linkFacts?: LinkCheckMemo;
  /** Whether the write stage prunes the file store. */
  prunesStore(first: boolean): boolean;
  /** The links stage's check of the assets, once every href resolved: its detail. */
  checkAssets(params: { run: Run; bundled: BundleResult; problems: Problem[] }): Promise<string>;
  /** A watch session's start is committed (served): called then. */
  afterStart(site: SiteModel): void;
  /** Each run, as it runs. */
  whileRunning<T>(run: Promise<T>): Promise<T>;
}

