// Stage: the changelog of every API whose config asks for one (`apis[].changelog`), made while the
// OpenAPI stage reads the current documents (it needs none of them). What it has to tell the author
// (a shallow clone, a version it could not read) are notes at the API's `changelog` key: a changelog
// never fails a build.
import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Logger } from '../support/log.ts';
import { cacheDir } from '../support/paths.ts';
import { locateInSource } from '../config/locate-in-source.ts';
import { changelogCache } from './changelog-cache.ts';
import { buildChangelog, type ApiChangelog } from './build-changelog.ts';

export type { ApiChangelog, ChangelogEntry } from './build-changelog.ts';

/** By API id; only the APIs with a changelog. */
export type SiteChangelogs = Map<string, ApiChangelog>;

export async function loadChangelogs({ config, logger }: { config: ResolvedConfig; logger: Logger }): Promise<SiteChangelogs> {
  const wanted = config.apis.map((api, index) => ({ api, index })).filter(({ api }) => api.changelog);
  const changelogs: SiteChangelogs = new Map();
  if (!wanted.length) return changelogs;
  const cache = changelogCache(cacheDir(config.root, 'changelog'));
  const source = await readFile(config.configFile, 'utf8').catch(() => '');
  for (const { api, index } of wanted) {
    const at = { file: config.configFile, ...((await locateInSource(source, ['apis', index, 'changelog'])) ?? {}) };
    const changelog = await buildChangelog({ api, root: config.root, cache, at });
    for (const note of changelog.notes) logger.note(note);
    changelogs.set(api.id, changelog);
  }
  await cache.prune();
  return changelogs;
}
