// An API's changelog as its page shows it (templates/api-changelog/): each entry's changes grouped
// (group-changes.ts), each linked to where the reference has the operation or schema now (on its
// page, when the reference is split into pages), the x-changelog text as HTML, dates in words.
import type { ApiRouteInput } from '../openapi/api-route-input.ts';
import { referencePages, pagesFolder } from '../openapi/split-reference.ts';
import { renderMarkdown } from '../openapi/view/markdown.ts';
import { schemaAnchor } from '../../shared/api-anchors.ts';
import type { ChangelogEntryView, ChangelogView, ChangeGroupView, ChangeView } from '../../templates/api-changelog/types.ts';
import type { ApiChangelog, ChangelogEntry } from './build-changelog.ts';
import type { ApiChange, ChangedOperation } from './api-change.ts';
import { groupChanges, operationName, type SchemaChange } from './group-changes.ts';

/** The changelog page's path: `changelog/` under the reference's route. */
export function changelogPath(route: string): string {
  return `${pagesFolder(route)}changelog/`;
}

export function changelogFeedPaths(route: string): { rss: string; atom: string } {
  return { rss: `${changelogPath(route)}rss.xml`, atom: `${changelogPath(route)}atom.xml` };
}

/** `prefix`: the locale's (`/fr`), before every site path. */
export function changelogView(params: { changelog: ApiChangelog | undefined; api: ApiRouteInput; prefix: string; locale: string }): ChangelogView {
  const { changelog, api, prefix } = params;
  const hrefOf = anchorHrefs(api, prefix);
  const words = dateWords(params.locale);
  const oldest = changelog?.entries.at(-1);
  const feeds = changelogFeedPaths(api.route);
  return {
    apiTitle: api.title,
    referenceHref: prefix + api.route,
    // One pair of feeds per API, whatever the page's locale: the changes are the document's.
    feeds,
    history: {
      kind: changelog?.source.kind ?? 'none',
      ...(oldest?.kind === 'earliest' && oldest.date ? { cutShort: { date: oldest.date, dateText: words(oldest.date), commit: oldest.commit ?? '' } } : {}),
    },
    entries: (changelog?.entries ?? []).map((entry) => entryView(entry, hrefOf, words)),
  };
}

function entryView(entry: ChangelogEntry, hrefOf: (anchor: string) => string | undefined, words: (date: string) => string): ChangelogEntryView {
  const grouped = groupChanges(entry.changes);
  const opLink = (op: ChangedOperation) => ({ label: operationName(op), ...withHref(hrefOf(op.anchor)) });
  const change = (c: ApiChange | SchemaChange): ChangeView => ({
    id: c.id,
    level: c.level,
    text: c.text,
    ...('usedBy' in c ? { usedBy: c.usedBy.map(opLink), direction: c.direction } : {}),
  });
  const opGroup = (kind: ChangeGroupView['kind'], op: ChangedOperation, changes: ApiChange[]): ChangeGroupView => ({
    kind,
    title: op.path,
    method: op.webhook ? 'webhook' : op.method,
    ...(op.summary ? { summary: op.summary } : {}),
    ...withHref(kind === 'removed' ? undefined : hrefOf(op.anchor)),
    changes: changes.map(change),
  });
  const groups: ChangeGroupView[] = [
    ...grouped.added.map((c) => opGroup('added', c.operation!, [c])),
    ...grouped.removed.map((c) => opGroup('removed', c.operation!, [c])),
    ...grouped.operations.map((g) => opGroup('operation', g.operation, g.changes)),
    ...grouped.schemas.map((g) => ({ kind: 'schema' as const, title: g.name, ...withHref(hrefOf(schemaAnchor(g.name))), changes: g.changes.map(change) })),
    ...(grouped.api.length ? [{ kind: 'api' as const, changes: grouped.api.map(change) }] : []),
  ];
  return {
    id: entry.id,
    title: entry.title,
    version: entry.version,
    ...(entry.date ? { date: entry.date, dateText: words(entry.date) } : {}),
    ...(entry.time !== undefined ? { time: entry.time } : {}),
    ...(entry.commit ? { commit: entry.commit } : {}),
    ...(entry.note ? { noteHtml: renderMarkdown(entry.note).html } : {}),
    kind: entry.kind,
    ...(entry.holds ? { holds: entry.holds } : {}),
    counts: grouped.counts,
    groups,
  };
}

const withHref = (href: string | undefined) => (href ? { href } : {});

/** Where each anchor of the reference is now: its page (a split reference has several) and the anchor. */
function anchorHrefs(api: ApiRouteInput, prefix: string): (anchor: string) => string | undefined {
  const pages = (api.view ? referencePages(api)?.pages : undefined) ?? [{ path: api.route, anchors: api.anchors }];
  const pageOf = new Map<string, string>();
  for (const page of pages) for (const anchor of page.anchors) if (!pageOf.has(anchor)) pageOf.set(anchor, page.path);
  return (anchor) => (pageOf.has(anchor) ? `${prefix}${pageOf.get(anchor)}#${anchor}` : undefined);
}

/** `2026-11-21` → "21 November 2026" in the page's language (UTC: the same words wherever it is built). */
export function dateWords(locale: string): (date: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}
