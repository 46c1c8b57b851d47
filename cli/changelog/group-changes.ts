// The changes between two versions as every output shows them (the changelog page, its feeds and
// Markdown twin, `hubgen diff`): operations added and removed, then each operation's other changes,
// then each component schema's changes once (with the operations that use the schema), then the
// API's own (servers, security). A schema change is found in every operation that uses the schema;
// it is one change to its readers.
import type { ApiChange, ChangedOperation } from './api-change.ts';
import { levelRank, worse, type ChangeLevel } from './change-rules.ts';

export interface SchemaChange extends ApiChange {
  schema: string;
  usedBy: ChangedOperation[];
}

export interface GroupedChanges {
  added: ApiChange[];
  removed: ApiChange[];
  operations: { operation: ChangedOperation; changes: ApiChange[] }[];
  schemas: { name: string; changes: SchemaChange[] }[];
  api: ApiChange[];
  counts: Record<ChangeLevel, number>;
}

const ADDED = new Set(['endpoint-added', 'webhook-added']);
const REMOVED = /^(api|api-path|webhook)-removed(-|$)/;

const opKey = (op: ChangedOperation) => `${op.webhook ? 'webhook' : 'op'} ${op.method} ${op.path}`;

export function groupChanges(changes: ApiChange[]): GroupedChanges {
  const grouped: GroupedChanges = { added: [], removed: [], operations: [], schemas: [], api: [], counts: { breaking: 0, warning: 0, info: 0 } };
  const operations = new Map<string, GroupedChanges['operations'][number]>();
  const schemas = new Map<string, Map<string, SchemaChange>>();
  for (const change of changes) {
    if (!change.operation) grouped.api.push(change);
    else if (ADDED.has(change.id)) grouped.added.push(change);
    else if (REMOVED.test(change.id)) grouped.removed.push(change);
    else if (change.schema) {
      const byText = schemas.get(change.schema) ?? new Map<string, SchemaChange>();
      schemas.set(change.schema, byText);
      const key = `${change.id} ${change.text}`;
      const known = byText.get(key);
      if (known) {
        known.level = worse(known.level, change.level);
        if (!known.usedBy.some((op) => opKey(op) === opKey(change.operation!))) known.usedBy.push(change.operation);
      } else {
        const { operation, ...rest } = change;
        byText.set(key, { ...rest, schema: change.schema, usedBy: [operation] });
      }
    } else {
      const key = opKey(change.operation);
      if (!operations.has(key)) operations.set(key, { operation: change.operation, changes: [] });
      operations.get(key)!.changes.push(change);
    }
  }
  grouped.operations = [...operations.values()];
  grouped.schemas = [...schemas].sort(([a], [b]) => a.localeCompare(b)).map(([name, byText]) => ({ name, changes: [...byText.values()] }));
  const bySeverity = (a: ApiChange, b: ApiChange) => levelRank(a.level) - levelRank(b.level);
  for (const group of grouped.operations) group.changes.sort(bySeverity);
  for (const group of grouped.schemas) group.changes.sort(bySeverity);
  for (const change of listed(grouped)) grouped.counts[change.level] += 1;
  return grouped;
}

/** Every change once, as the outputs list them (a schema's change once, whatever uses it). */
export function listed(grouped: GroupedChanges): ApiChange[] {
  return [...grouped.added, ...grouped.removed, ...grouped.operations.flatMap((g) => g.changes), ...grouped.schemas.flatMap((g) => g.changes), ...grouped.api];
}

/** "2 breaking, 1 that may break, 3 other changes", or "no change". */
export function countsText(counts: Record<ChangeLevel, number>): string {
  const parts = [
    counts.breaking ? `${counts.breaking} breaking` : '',
    counts.warning ? `${counts.warning} that may break` : '',
    counts.info ? `${counts.info} other change${counts.info === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  if (!parts.length) return 'no change to the API';
  const total = counts.breaking + counts.warning + counts.info;
  return counts.info === total ? parts[0]! : `${total} change${total === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/** `GET /orders` or the webhook's name: how an operation is named in a list. */
export function operationName(op: ChangedOperation): string {
  return op.webhook ? `${op.path} (webhook)` : `${op.method.toUpperCase()} ${op.path}`;
}
