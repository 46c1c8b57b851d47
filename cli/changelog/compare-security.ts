// Security requirements of two versions, of the whole API or of one operation. A list of
// requirements is a choice (any one will do), each one a set of schemes with their scopes (all of
// them needed); no requirement at all, or `security: []`, lets anyone in. A client that met an old
// requirement keeps its access when some new requirement asks no more of it (its schemes, each with
// no more scopes): a change that leaves some old requirement without such a one takes access away
// and is breaking. oasdiff rates every security change INFO; hubgen only those that take no access away.
import type { ApiSecurityRequirement } from '../openapi/document/types.ts';
import { CHANGE_RULES, type ChangeId, type ChangeLevel } from './change-rules.ts';

export interface SecurityChange {
  id: ChangeId;
  level: ChangeLevel;
  text: string;
}

const keyOf = (r: ApiSecurityRequirement) => Object.keys(r).sort().join(' + ');
const named = (r: ApiSecurityRequirement) => Object.keys(r).sort().map((name) => `\`${name}\``).join(' and ');

/** Whether a client meeting `old` meets some requirement of `next`. */
function stillMet(old: ApiSecurityRequirement, next: ApiSecurityRequirement[]): boolean {
  return next.some((n) => Object.entries(n).every(([scheme, scopes]) => old[scheme] !== undefined && scopes.every((s) => old[scheme]!.includes(s))));
}

export function securityChanges(oldList: ApiSecurityRequirement[], nextList: ApiSecurityRequirement[], scope: 'global' | 'operation'): SecurityChange[] {
  const old = oldList.length ? oldList : [{}];
  const next = nextList.length ? nextList : [{}];
  const ids = scope === 'global'
    ? { added: 'api-global-security-added', removed: 'api-global-security-removed', scopeAdded: 'api-global-security-scope-added', scopeRemoved: 'api-global-security-scope-removed' } as const
    : { added: 'api-security-added', removed: 'api-security-removed', scopeAdded: 'api-security-scope-added', scopeRemoved: 'api-security-scope-removed' } as const;
  const of = scope === 'global' ? 'the API' : 'the operation';
  const before = new Map(old.map((r) => [keyOf(r), r]));
  const after = new Map(next.map((r) => [keyOf(r), r]));
  const changes: SecurityChange[] = [];
  const add = (id: ChangeId, text: string, breaking: boolean) => changes.push({ id, level: breaking ? 'breaking' : CHANGE_RULES[id].level, text });
  const anonymousLost = before.has('') && !after.has('');
  for (const [key, r] of after) {
    if (before.has(key)) continue;
    if (key === '') add(ids.removed, `Anyone may now call ${of}: it requires no authentication`, false);
    else add(ids.added, anonymousLost ? `${capital(of)} now requires ${named(r)}` : `Added ${named(r)} as a way to authenticate to ${of}`, anonymousLost);
  }
  for (const [key, r] of before) {
    if (after.has(key)) {
      scopeChanges(r, after.get(key)!, next, ids, add);
      continue;
    }
    if (key !== '') add(ids.removed, `Removed ${named(r)} as a way to authenticate to ${of}`, !stillMet(r, next));
  }
  return changes;
}

function scopeChanges(old: ApiSecurityRequirement, next: ApiSecurityRequirement, all: ApiSecurityRequirement[], ids: { scopeAdded: ChangeId; scopeRemoved: ChangeId }, add: (id: ChangeId, text: string, breaking: boolean) => void): void {
  for (const [scheme, scopes] of Object.entries(next)) {
    const had = old[scheme] ?? [];
    const gained = scopes.filter((s) => !had.includes(s));
    const lost = had.filter((s) => !scopes.includes(s));
    if (gained.length) add(ids.scopeAdded, `\`${scheme}\` now needs the scope${gained.length > 1 ? 's' : ''} ${gained.map((s) => `\`${s}\``).join(', ')}`, !stillMet(old, all));
    if (lost.length) add(ids.scopeRemoved, `\`${scheme}\` no longer needs the scope${lost.length > 1 ? 's' : ''} ${lost.map((s) => `\`${s}\``).join(', ')}`, false);
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
