// Stage: which search indexes a site gets and what each holds. One per locale (a page searches its
// own language, and its results link to pages of that language) and, within it, one per docs
// version: the current version's docs in the locale's main index, each older version's docs in an
// index of its own, labelled 'Docs <version>', searched from that version's pages, as Docusaurus
// scopes search to the version being read. React pages and API references belong to no version and
// are in each of the locale's indexes. Indexing every version into one would list every section
// once per version.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { RenderedPage } from '../render/render-pages.ts';
import { searchFolder } from '../../shared/search/search-format.ts';
import { buildSearchIndex, createSearchMemo, type SearchIndexSummary, type SearchSession } from './build-search-index.ts';
import type { ReuseCommitted } from '../output/dev-output.ts';

export interface SearchScope {
  folder: string;
  docsGroup: string;
  pages: RenderedPage[];
}

export function searchScopes({ pages, config }: { pages: RenderedPage[]; config: ResolvedConfig }): SearchScope[] {
  const defaultLocale = config.i18n.defaultLocale;
  return config.i18n.locales.flatMap((locale) => {
    const ofLocale = pages.filter(({ route }) => route.locale === locale && !route.noindex);
    // Each docs version other than an instance's last has its own index, named by the routes (plan-routes.ts searchVersionOf).
    const older = new Map<string, string>();
    for (const { route } of ofLocale) {
      const props = route.props;
      if (props.kind !== 'doc' || !props.searchVersion || older.has(props.searchVersion)) continue;
      older.set(props.searchVersion, props.versions.find((v) => v.name === props.version)?.label ?? props.version);
    }
    const inScope = (searchVersion: string | undefined) => ofLocale.filter(({ route }) => route.props.kind !== 'doc' || route.props.searchVersion === searchVersion);
    return [
      { folder: searchFolder({ locale, defaultLocale }), docsGroup: 'Docs', pages: inScope(undefined) },
      ...[...older].sort(([a], [b]) => a.localeCompare(b)).map(([name, label]) => ({ folder: searchFolder({ locale, defaultLocale, olderVersion: name }), docsGroup: `Docs ${label}`, pages: inScope(name) })),
    ];
  });
}

/** Every scope's index, each cached in a folder of its own below `cacheDir`. */
export async function buildSearchIndexes({ pages, config, ...rest }: { pages: RenderedPage[]; config: ResolvedConfig } & IndexParams): Promise<SearchIndexSummary> {
  return indexScopes({ scopes: searchScopes({ pages, config }), ...rest });
}

interface IndexParams {
  outDir: string;
  /** None: no index is cached (a watch save writes its index into the output only). */
  cacheDir?: string;
  /** Another cache folder to take each scope's index from, never written (build-search-index.ts). */
  alsoIn?: string;
  /** Watch mode: the session's search state, with each scope's memo (build-search-index.ts), by folder. */
  session?: SearchSession;
  reuse?: ReuseCommitted;
}

/** The indexes of the given scopes (on a worker thread for search-worker.ts: the scopes are plain data). */
export async function indexScopes({ scopes, outDir, cacheDir, alsoIn, session, reuse }: { scopes: SearchScope[] } & IndexParams): Promise<SearchIndexSummary> {
  const memos = session?.memos;
  const total: SearchIndexSummary = { documents: 0, files: 0, reused: true };
  const caches = new Set<string>();
  for (const scope of scopes) {
    const cache = scope.folder.replace(/\//g, '~');
    caches.add(cache);
    if (memos && !memos.has(scope.folder)) memos.set(scope.folder, createSearchMemo(session));
    const memo = memos?.get(scope.folder);
    const summary = await buildSearchIndex({ pages: scope.pages, outDir, cacheDir: cacheDir && path.join(cacheDir, cache), alsoIn: alsoIn && path.join(alsoIn, cache), folder: scope.folder, docsGroup: scope.docsGroup, memo, reuse });
    total.documents += summary.documents;
    total.files += summary.files;
    total.reused &&= summary.reused;
    if (summary.behind) total.behind = Promise.all([total.behind, summary.behind]);
  }
  // Indexes of scopes the site no longer has (a removed locale or version) are not kept.
  // (None at all when each index came from `alsoIn`.)
  for (const old of cacheDir ? await fs.readdir(cacheDir).catch(() => []) : []) if (!caches.has(old)) await fs.rm(path.join(cacheDir!, old), { recursive: true, force: true });
  for (const folder of memos?.keys() ?? []) if (!caches.has(folder.replace(/\//g, '~'))) memos!.delete(folder);
  return total;
}
