// Stage: the changelog of every API whose config asks for one (`apis[].changelog`), made while the
// OpenAPI stage reads the current documents (it needs none of them). What it has to tell the author
// (a site outside git, a shallow clone, a version it could not read) are located warnings, at the
// API's `changelog` key or in the document: a changelog never fails a build.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Logger } from '../support/log.ts';
import type { Problem } from '../support/errors.ts';
import { cacheDir } from '../support/paths.ts';
import { locateInSource } from '../config/locate-in-source.ts';
import { changelogCache } from './changelog-cache.ts';
import { buildChangelog, type ApiChangelog } from './build-changelog.ts';
import { inWorkTree } from './git.ts';

export type { ApiChangelog, ChangelogEntry } from './build-changelog.ts';

/** By API id; only the APIs with a changelog. */
export type SiteChangelogs = Map<string, ApiChangelog>;

type Api = ResolvedConfig['apis'][number];

/** Whether the API has a changelog page: asked for, and its versions listed as files or its document in git. */
export function changelogShown(api: Api, root: string): boolean {
  if (!api.changelog) return false;
  return typeof api.changelog === 'object' || inWorkTree(path.dirname(path.resolve(root, api.spec)));
}

export async function loadChangelogs({ config, logger }: { config: ResolvedConfig; logger: Logger }): Promise<SiteChangelogs> {
  const wanted = config.apis.map((api, index) => ({ api, index })).filter(({ api }) => api.changelog);
  const changelogs: SiteChangelogs = new Map();
  if (!wanted.length) return changelogs;
  const cache = changelogCache(cacheDir(config.root, 'changelog'));
  for (const { api, index } of wanted) {
    const changelog = await buildChangelog({ api, root: config.root, cache, at: { file: config.configFile } });
    for (const note of await placed(changelog.notes, config.configFile, ['apis', index, 'changelog'])) logger.warning(note);
    changelogs.set(api.id, changelog);
  }
  await cache.prune();
  return changelogs;
}

/** The notes about the config placed at its `changelog` key, found only when there is one to place (finding it parses the config with TypeScript). */
async function placed(notes: Problem[], configFile: string, keyPath: (string | number)[]): Promise<Problem[]> {
  if (!notes.some((note) => note.file === configFile && note.line === undefined)) return notes;
  const at = await locateInSource(await readFile(configFile, 'utf8').catch(() => ''), keyPath);
  return notes.map((note) => (note.file === configFile && note.line === undefined ? { ...note, ...at } : note));
}
