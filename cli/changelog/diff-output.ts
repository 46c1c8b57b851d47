// `hubgen diff`'s three outputs of the same comparison: text for the terminal (coloured unless
// NO_COLOR, as every command), JSON for scripts, Markdown for a pull request's comment.
import pc from 'picocolors';
import type { ApiChange } from './api-change.ts';
import type { ChangeLevel } from './change-rules.ts';
import { countsText, groupChanges, listed, operationName, type GroupedChanges } from './group-changes.ts';

export interface Comparison {
  /** The API's id in the config (`--base`), absent for two files. */
  api?: string;
  old: { label: string; file: string; ref?: string; version?: string };
  new: { label: string; file: string; version?: string };
  changes: ApiChange[];
}

function codeText(text: string, color: boolean): string {
  return color ? text.replace(/`([^`]*)`/g, (_, code: string) => pc.cyan(code)) : text;
}

function levelMark(level: ChangeLevel): string {
  return level === 'breaking' ? pc.red('✗ breaking') : level === 'warning' ? pc.yellow('! may break') : pc.dim('·');
}

function changeLine(change: ApiChange, indent: string, color: boolean): string {
  return `${indent}${levelMark(change.level)} ${codeText(change.text, color)} ${pc.dim(`[${change.id}]`)}`;
}

export function textOutput(comparisons: Comparison[], color: boolean): string {
  const out: string[] = [];
  for (const c of comparisons) {
    const grouped = groupChanges(c.changes);
    out.push(`${pc.bold(c.api ? `${c.api}: ${c.new.file}` : c.new.file)} ${pc.dim(`${c.old.label} → ${c.new.label}`)}`);
    out.push(`  ${countsLine(grouped)}`);
    out.push(...textGroups(grouped, color), '');
  }
  return out.join('\n');
}

function countsLine(grouped: GroupedChanges): string {
  const text = countsText(grouped.counts);
  return grouped.counts.breaking ? pc.red(text) : grouped.counts.warning ? pc.yellow(text) : text;
}

function textGroups(grouped: GroupedChanges, color: boolean): string[] {
  const out: string[] = [];
  const section = (title: string, lines: string[]) => lines.length && out.push('', `  ${pc.bold(title)}`, ...lines);
  section('Added', grouped.added.map((c) => changeLine(c, '    ', color)));
  section('Removed', grouped.removed.map((c) => changeLine(c, '    ', color)));
  section('Changed', [
    ...grouped.operations.flatMap((g) => [`    ${pc.bold(operationName(g.operation))}${g.operation.webhook ? '' : pc.dim(`  ${g.operation.operationId}`)}`, ...g.changes.map((c) => changeLine(c, '      ', color))]),
    ...grouped.schemas.flatMap((g) => [`    ${pc.bold(`Schema ${g.name}`)}`, ...g.changes.map((c) => `${changeLine(c, '      ', color)}\n        ${pc.dim(`in ${c.direction === 'request' ? 'requests' : 'responses'} of ${c.usedBy.map(operationName).join(', ')}`)}`)]),
  ]);
  section('API', grouped.api.map((c) => changeLine(c, '    ', color)));
  return out;
}

export function jsonOutput(comparisons: Comparison[], failOn: string, failed: boolean): string {
  return JSON.stringify(
    {
      comparisons: comparisons.map((c) => {
        const grouped = groupChanges(c.changes);
        return { ...(c.api ? { api: c.api } : {}), old: strip(c.old), new: strip(c.new), counts: grouped.counts, changes: listed(grouped) };
      }),
      failOn,
      failed,
    },
    null,
    2,
  );
}

const strip = ({ label: _label, ...rest }: { label: string }) => rest;

/** Grouped by how much each change matters: what a reviewer reads first. */
export function markdownOutput(comparisons: Comparison[]): string {
  const out: string[] = [];
  for (const c of comparisons) {
    const grouped = groupChanges(c.changes);
    out.push(`### API changes${c.api ? `: ${c.api}` : ''} (\`${c.new.file}\`)`, '', `${c.old.label} → ${c.new.label}: **${countsText(grouped.counts)}**.`, '');
    for (const level of ['breaking', 'warning', 'info'] as const) {
      const items = markdownItems(grouped, level);
      if (items.length) out.push(`#### ${level === 'breaking' ? 'Breaking' : level === 'warning' ? 'May break' : 'Other changes'}`, '', ...items, '');
    }
  }
  return out.join('\n').trimEnd() + '\n';
}

function markdownItems(grouped: GroupedChanges, level: ChangeLevel): string[] {
  const item = (where: string, change: ApiChange) => `- ${where}${change.text} <sub>${change.id}</sub>`;
  return [
    ...[...grouped.added, ...grouped.removed].filter((c) => c.level === level).map((c) => item('', c)),
    ...grouped.operations.flatMap((g) => g.changes.filter((c) => c.level === level).map((c) => item(`\`${operationName(g.operation)}\`: `, c))),
    ...grouped.schemas.flatMap((g) => g.changes.filter((c) => c.level === level).map((c) => item(`Schema \`${g.name}\` (${c.direction === 'request' ? 'requests' : 'responses'} of ${c.usedBy.map((op) => `\`${operationName(op)}\``).join(', ')}): `, c))),
    ...grouped.api.filter((c) => c.level === level).map((c) => item('', c)),
  ];
}
