// What watch mode does differently from a build, each difference named once (RunMode in
// run-state.ts): a build bundles ahead, indexes beside the render stage and runs linkinator once
// per new bundle; watch mode keeps its contexts and search session between saves.
import path from 'node:path';
import { cacheDir } from '../support/paths.ts';
import { SiteError } from '../support/errors.ts';
import { warmCompiler } from '../mdx/compile-content.ts';
import { markAssetsChecked } from '../bundle/bundle-cache.ts';
import { createSearchSession, pauseWarmingFor, warmSearchMemos } from '../search/build-search-index.ts';
import { createLinkCheckMemo } from '../check/check-links.ts';
import { applyLinkPolicy } from '../check/link-policy.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { Problem } from '../support/errors.ts';
import { bundleAhead, NOTHING_AHEAD } from './bundle-ahead.ts';
import type { Run, RunMode } from './run-state.ts';

export function buildMode(root: string): RunMode {
  return {
    bundleAhead: (bundler, links) => bundleAhead(root, bundler, links),
    releaseBundleBytes: true,
    servesEarly: false,
    indexesBesideRender: true,
    searchCaches: () => ({ cacheDir: cacheDir(root, 'search') }),
    prunesStore: () => true,
    checkAssets: (params) => runLinkinatorOnce(root, params),
    afterStart: () => {},
    whileRunning: (run) => run,
  };
}

export function watchMode(root: string): RunMode {
  // Each search scope's documents and terms, so a save indexes only the text it changed.
  const search = createSearchSession();
  return {
    // Watch mode's runs reuse their contexts and rarely read a document.
    bundleAhead: () => NOTHING_AHEAD,
    releaseBundleBytes: false,
    servesEarly: true,
    indexesBesideRender: false,
    searchCaches: (first) => ({
      cacheDir: first ? cacheDir(root, 'dev-search') : undefined,
      // A watch session's start takes the index a build made of the same text (never writing to it).
      alsoIn: first ? cacheDir(root, 'search') : undefined,
      session: search,
    }),
    linkFacts: createLinkCheckMemo(),
    // A watch session's saves add to the store; the next build or session start prunes it.
    prunesStore: (first) => first,
    checkAssets: async () => 'resolved (no linkinator pass in watch mode)',
    afterStart: (site) => {
      // The start is served: what the first save would otherwise wait for is made meanwhile.
      warmCompiler(site.markdown);
      warmSearchMemos(search);
    },
    // A watch save runs with the background warming of search states paused (build-search-index.ts).
    whileRunning: (run) => pauseWarmingFor(search, run),
  };
}

/** A build's links stage after every href resolved: linkinator over the output's files, unless it passed this bundle's assets before. */
async function runLinkinatorOnce(root: string, { run, bundled, problems }: { run: Run; bundled: BundleResult; problems: Problem[] }): Promise<string> {
  const { staging, site, state } = run;
  const { config } = site;
  // linkinator's own finds (a stylesheet's url()s) come from the bundle alone: a reused bundle
  // that passed it before needs no second pass, and its module is not even loaded.
  if (bundled.assetsChecked) return 'assets unchanged since linkinator passed them';
  const { runLinkinator } = await run.ahead.linkinator();
  const stylesheets = [...new Set([bundled.client.css, ...bundled.client.cssOf.values()])].map((url) => url.slice(1));
  const failures = (await runLinkinator({ dir: staging.dir, stylesheets, baseUrl: config.baseUrl })).map((failure) => ({
    file: path.join(staging.shownDir ?? staging.dir, failure.parent),
    message: `broken link to ${failure.url}${failure.status ? ` (HTTP ${failure.status})` : ''}`,
  }));
  // Under the site's policy like every broken link (a file a component links to that is not there).
  problems.push(...applyLinkPolicy(failures, config, state.options.logger));
  if (problems.length) throw new SiteError(problems);
  // Warned about: linkinator runs again next time, so the warning is not lost.
  if (!failures.length) await markAssetsChecked({ cacheDir: cacheDir(root), css: bundled.client.css });
  return 'assets checked with linkinator';
}

