// An API changelog in Markdown and as plain text, from the view its page renders
// (changelog-view.ts), so the page, its Markdown twin, its feeds and its search entries say the
// same: each entry's name, date and the author's note, then what was added, removed and changed,
// each change with its level in words and its rule id. `link` makes a site path into what the
// output needs (a path with the base for the twin, an absolute URL for a feed).
import type { ChangeGroupView, ChangeView, ChangelogEntryView, ChangelogView } from '../../templates/api-changelog/types.ts';

export type LinkOf = (sitePath: string) => string;

/** The whole page: the twin beside `<route>changelog/index.html`. */
export function changelogMarkdown({ title, description, view, notes, link }: { title: string; description: string; view: ChangelogView; notes: Map<string, string>; link: LinkOf }): string {
  const lines = [`# ${title}`, '', `> ${description}`, '', `- Reference: [${view.apiTitle}](${link(view.referenceHref)})`, `- Feeds: [RSS](${link(view.feeds.rss)}), [Atom](${link(view.feeds.atom)})`, ''];
  if (view.history.cutShort) lines.push(`This changelog goes back to ${view.history.cutShort.dateText} (commit \`${view.history.cutShort.commit}\`) only: the copy of the repository it was built from holds no earlier history.`, '');
  if (!view.entries.length) lines.push('No version of this API has been recorded yet.', '');
  for (const entry of view.entries) lines.push(`## ${entry.title}`, '', entryMarkdown({ entry, note: notes.get(entry.id), link }), '');
  return lines.join('\n').trimEnd() + '\n';
}

/** One entry, without its heading: a feed item's content, a section of the twin. */
export function entryMarkdown({ entry, note, link }: { entry: ChangelogEntryView; note?: string; link: LinkOf }): string {
  const meta = [entry.dateText, entry.version && entry.version !== entry.title ? `version ${entry.version}` : '', entry.commit ? `commit \`${entry.commit}\`` : '', entry.counts.breaking ? `**${entry.counts.breaking} breaking**` : ''].filter(Boolean);
  const lines = meta.length ? [meta.join(' · '), ''] : [];
  if (note) lines.push(note, '');
  if (entry.kind !== 'changes') {
    lines.push(`${entry.kind === 'first' ? 'The first version' : 'The earliest version this build could read'}${holdsText(entry)}.`);
    return lines.join('\n').trimEnd();
  }
  if (!entry.groups.length) lines.push('No change to what clients send or receive: descriptions, examples or other documentation only.');
  for (const [heading, kinds] of SECTIONS) {
    const groups = entry.groups.filter((g) => kinds.includes(g.kind));
    if (groups.length) lines.push(`### ${heading}`, '', ...groups.flatMap((g) => groupLines(g, link)), '');
  }
  return lines.join('\n').trimEnd();
}

const SECTIONS: [string, ChangeGroupView['kind'][]][] = [
  ['Added', ['added']],
  ['Removed', ['removed']],
  ['Changed', ['operation', 'schema', 'api']],
];

function holdsText(entry: ChangelogEntryView): string {
  const { holds } = entry;
  if (!holds) return '';
  const parts = [plural(holds.operations, 'operation'), holds.webhooks ? plural(holds.webhooks, 'webhook') : '', plural(holds.schemas, 'schema')].filter(Boolean);
  return `: ${parts.join(', ')}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How a group is named: `GET /orders`, the webhook, `Schema Order`, "The API". */
export function groupName(group: ChangeGroupView): string {
  if (group.kind === 'api') return 'The API';
  if (group.kind === 'schema') return `Schema \`${group.title}\``;
  return group.method === 'webhook' ? `Webhook \`${group.title}\`` : `\`${(group.method ?? '').toUpperCase()} ${group.title}\``;
}

function groupLines(group: ChangeGroupView, link: LinkOf): string[] {
  const name = group.href ? `[${groupName(group)}](${link(group.href)})` : groupName(group);
  const summary = group.summary ? `: ${escapeText(group.summary)}` : '';
  if (group.kind === 'added' || group.kind === 'removed') {
    const change = group.changes[0];
    return [`- ${name}${summary}${change && change.level !== 'info' ? ` (${levelWords(change.level)}, \`${change.id}\`)` : ''}`];
  }
  return [`- ${name}${summary}`, ...group.changes.map((change) => `  - ${changeLine(change, link)}`)];
}

function changeLine(change: ChangeView, link: LinkOf): string {
  const level = change.level === 'info' ? '' : `**${levelWords(change.level)}**: `;
  const used = change.usedBy?.length
    ? ` (in ${change.direction === 'request' ? 'requests to' : 'responses of'} ${change.usedBy.map((op) => (op.href ? `[\`${op.label}\`](${link(op.href)})` : `\`${op.label}\``)).join(', ')})`
    : '';
  return `${level}${change.text}${used} \`${change.id}\``;
}

export const levelWords = (level: ChangeView['level']) => (level === 'breaking' ? 'Breaking' : level === 'warning' ? 'May break' : 'Not breaking');

/** A summary from the document is text, not Markdown of ours: its emphasis and link characters are kept as they are. */
function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (c) => `\\${c}`);
}

/** An entry's words for the search index: its name, then each change as one sentence. */
export function entryText(entry: ChangelogEntryView): string {
  const plain = (text: string) => text.replace(/`/g, '');
  const lines = [entry.dateText ?? '', entry.version ? `version ${entry.version}` : ''];
  for (const group of entry.groups) {
    lines.push(plain(groupName(group)) + (group.summary ? ` ${group.summary}` : ''));
    for (const change of group.changes) lines.push(`${change.level === 'info' ? '' : `${levelWords(change.level)}: `}${plain(change.text)}.`);
  }
  return lines.filter(Boolean).join(' ');
}
