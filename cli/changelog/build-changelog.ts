// One API's changelog: its versions (changelog-versions.ts), newest first, each compared with the
// one before it (compare-apis.ts; cached by the two versions' keys). An entry is named by the
// first line of the document's `info.x-changelog` when this version changed it (the lines after it
// are its note), else by its `info.version` when that changed, else by its date. A version that
// changed nothing a client sees, and neither of those, is no entry.
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Problem } from '../support/errors.ts';
import type { ApiChange } from './api-change.ts';
import type { ChangelogCache } from './changelog-cache.ts';
import { changelogVersions, type ChangelogVersion, type VersionList } from './changelog-versions.ts';
import { compareApis } from './compare-apis.ts';
import type { ApiSnapshot } from './api-snapshot.ts';

export interface ChangelogEntry {
  /** Its anchor on the page. */
  id: string;
  title: string;
  version: string;
  date?: string;
  time?: number;
  commit?: string;
  /** The document's `x-changelog` text (Markdown), when this version brought it. */
  note?: string;
  /** `first`: the document's first version; `earliest`: the oldest one a shallow clone holds. */
  kind: 'changes' | 'first' | 'earliest';
  changes: ApiChange[];
  /** What a first (or earliest) version holds. */
  holds?: { operations: number; webhooks: number; schemas: number };
}

export interface ApiChangelog {
  apiId: string;
  /** Newest first. */
  entries: ChangelogEntry[];
  source: VersionList['source'];
  notes: Problem[];
}

type Api = ResolvedConfig['apis'][number];

export async function buildChangelog(params: { api: Api; root: string; cache: ChangelogCache; at: Omit<Problem, 'message'> }): Promise<ApiChangelog> {
  const list = await changelogVersions(params);
  const { versions } = list;
  const entries: ChangelogEntry[] = [];
  const ids = new Set<string>();
  for (const [i, version] of versions.entries()) {
    const older = versions[i + 1];
    const changes = older ? await changesBetween(older, version, params.cache) : [];
    // A version that changed only descriptions or examples is no entry, unless its author named it (a new info.version or x-changelog).
    if (older && !changes.length && older.facts.version === version.facts.version && older.facts.note === version.facts.note) continue;
    const kind = older ? 'changes' : list.source.kind === 'git' && list.source.cutShort ? 'earliest' : 'first';
    entries.push(entryOf({ version, older, changes, kind, ids }));
  }
  return { apiId: params.api.id, entries, source: list.source, notes: list.notes };
}

function entryOf({ version, older, changes, kind, ids }: { version: ChangelogVersion; older?: ChangelogVersion; changes: ApiChange[]; kind: ChangelogEntry['kind']; ids: Set<string> }): ChangelogEntry {
  const { facts } = version;
  // The oldest version a shallow clone holds may not be the one that brought its version number or
  // words: it is named by its date.
  const named = kind !== 'earliest' && (!older || older.facts.version !== facts.version);
  // The author's words count for the version that brought them, not for every later one.
  const { name, note } = kind !== 'earliest' && facts.note && facts.note !== older?.facts.note ? splitNote(facts.note) : { name: undefined, note: undefined };
  const title = name || (named && facts.version ? facts.version : (version.date ?? facts.version));
  const dated = `${version.date ?? 'version'}${version.commit ? `-${version.commit.sha.slice(0, 7)}` : ''}`;
  return {
    id: uniqueId(name || (named && facts.version ? `v${facts.version}` : dated), ids),
    title,
    version: facts.version,
    ...(version.date ? { date: version.date } : {}),
    ...(version.commit ? { time: version.commit.time, commit: version.commit.sha.slice(0, 7) } : {}),
    ...(note ? { note } : {}),
    kind,
    changes,
    ...(kind === 'changes' ? {} : { holds: { operations: facts.operations, webhooks: facts.webhooks, schemas: facts.schemas } }),
  };
}

/** `x-changelog`: its first line names the entry (a Markdown heading's `#` left out), the lines after it are its note. */
export function splitNote(text: string): { name: string; note?: string } {
  const [first = '', ...rest] = text.trim().split('\n');
  const note = rest.join('\n').trim();
  return { name: first.replace(/^#+\s*/, '').trim(), ...(note ? { note } : {}) };
}

function uniqueId(base: string, taken: Set<string>): string {
  const slug = base.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'version';
  let id = slug;
  for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`;
  taken.add(id);
  return id;
}

async function changesBetween(older: ChangelogVersion, newer: ChangelogVersion, cache: ChangelogCache): Promise<ApiChange[]> {
  const cached = await cache.diff(older.key, newer.key);
  if (cached) return cached;
  const [a, b] = await Promise.all([snapshotOf(older, cache), snapshotOf(newer, cache)]);
  const changes = a && b ? compareApis(a, b) : [];
  if (a && b) await cache.putDiff(older.key, newer.key, changes);
  return changes;
}

async function snapshotOf(version: ChangelogVersion, cache: ChangelogCache): Promise<ApiSnapshot | undefined> {
  return version.snapshot ?? (await cache.snapshot(version.key)) ?? (await version.load?.());
}

/** Each entry's note (the `x-changelog` lines after its name), by the entry's id. */
export function notesOf(changelog: ApiChangelog | undefined): Map<string, string> {
  return new Map((changelog?.entries ?? []).flatMap((entry) => (entry.note ? [[entry.id, entry.note] as const] : [])));
}
