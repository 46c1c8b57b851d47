// Compares two versions of an API (snapshots: api-snapshot.ts) and lists what changed for its
// clients, each change with its rule id and level (change-rules.ts): operations and webhooks added,
// removed or deprecated; their parameters, request and response bodies (compare-schemas.ts);
// security requirements; servers. Operations are matched by method and path, whatever their path
// parameters are called (`/pets/{id}` is `/pets/{petId}`), as oasdiff matches them.
import type { ApiSnapshot, SnapshotOperation } from './api-snapshot.ts';
import type { ApiChange, ChangedOperation } from './api-change.ts';
import { CHANGE_RULES, type ChangeId, type ChangeLevel } from './change-rules.ts';
import { compareSchemas, type SchemaComparison, type SchemaFinding, type SchemaPlace } from './compare-schemas.ts';
import { securityChanges } from './compare-security.ts';

export function compareApis(old: ApiSnapshot, next: ApiSnapshot): ApiChange[] {
  const changes: ApiChange[] = [];
  const add = (id: ChangeId, text: string, operation?: ChangedOperation, level?: ChangeLevel) =>
    changes.push({ id, level: level ?? CHANGE_RULES[id].level, text, ...(operation ? { operation } : {}) });
  for (const url of next.servers.filter((s) => !old.servers.includes(s))) add('server-added', `Added the server \`${url}\``);
  for (const url of old.servers.filter((s) => !next.servers.includes(s))) add('server-removed', `Removed the server \`${url}\``);
  for (const change of securityChanges(old.security, next.security, 'global')) add(change.id, change.text, undefined, change.level);
  const cmp: SchemaComparison = { old: old.schemas, new: next.schemas, memo: new Map() };
  changes.push(...compareOperationLists(old.operations, next.operations, false, cmp));
  changes.push(...compareOperationLists(old.webhooks, next.webhooks, true, cmp));
  return changes;
}

const keyOf = (op: SnapshotOperation) => `${op.method} ${op.path.replace(/\{[^}]*\}/g, '{}')}`;

function described(op: SnapshotOperation, webhook: boolean): ChangedOperation {
  return { method: op.method, path: op.path, operationId: op.operationId, anchor: op.anchor, ...(op.summary ? { summary: op.summary } : {}), ...(webhook ? { webhook: true as const } : {}) };
}

function compareOperationLists(olds: SnapshotOperation[], nexts: SnapshotOperation[], webhooks: boolean, cmp: SchemaComparison): ApiChange[] {
  const before = new Map(olds.map((op) => [keyOf(op), op]));
  const after = new Map(nexts.map((op) => [keyOf(op), op]));
  const paths = new Set(nexts.map((op) => op.path.replace(/\{[^}]*\}/g, '{}')));
  const changes: ApiChange[] = [];
  const add = (id: ChangeId, text: string, operation: ChangedOperation, level?: ChangeLevel) => changes.push({ id, level: level ?? CHANGE_RULES[id].level, text, operation });
  for (const op of nexts) {
    const old = before.get(keyOf(op));
    if (!old) add(webhooks ? 'webhook-added' : 'endpoint-added', webhooks ? `Added the webhook \`${op.path}\`` : `Added \`${op.method.toUpperCase()} ${op.path}\``, described(op, webhooks));
    else changes.push(...compareOperations(old, op, webhooks, cmp));
  }
  for (const old of olds) {
    if (after.has(keyOf(old))) continue;
    const whole = !paths.has(old.path.replace(/\{[^}]*\}/g, '{}'));
    const id: ChangeId = webhooks
      ? old.deprecated ? 'webhook-removed-with-deprecation' : 'webhook-removed'
      : whole ? (old.deprecated ? 'api-path-removed-with-deprecation' : 'api-path-removed-without-deprecation') : old.deprecated ? 'api-removed-with-deprecation' : 'api-removed-without-deprecation';
    add(id, `Removed ${webhooks ? `the webhook \`${old.path}\`` : `\`${old.method.toUpperCase()} ${old.path}\``}${old.deprecated ? ', deprecated before' : ''}`, described(old, webhooks));
  }
  return changes;
}

function compareOperations(old: SnapshotOperation, next: SnapshotOperation, webhook: boolean, cmp: SchemaComparison): ApiChange[] {
  const operation = described(next, webhook);
  const changes: ApiChange[] = [];
  const add = (id: ChangeId, text: string, level?: ChangeLevel) => changes.push({ id, level: level ?? CHANGE_RULES[id].level, text, operation });
  if (!old.deprecated && next.deprecated) add(webhook ? 'webhook-deprecated' : 'endpoint-deprecated', webhook ? 'Deprecated the webhook' : 'Deprecated the operation');
  if (old.deprecated && !next.deprecated && !webhook) add('endpoint-reactivated', 'The operation is no longer deprecated');
  if (old.operationId !== next.operationId && !webhook) add('api-operation-id-removed', `The operationId changed from \`${old.operationId}\` to \`${next.operationId}\``);
  if (old.ownSecurity || next.ownSecurity) for (const c of securityChanges(old.security, next.security, 'operation')) add(c.id, c.text, c.level);
  const fromSchemas = (findings: SchemaFinding[]) => {
    for (const f of findings) changes.push({ id: f.id, level: f.level, text: f.text, operation, ...(f.owner ? { schema: f.owner, direction: f.direction } : {}) });
  };
  // A webhook's request is sent by the API and read by your server, as a response is.
  if (!webhook) changes.push(...parameterChanges(old, next, operation, cmp));
  for (const c of requestBodyChanges(old, next, webhook ? 'response' : 'request', cmp)) 'findings' in c ? fromSchemas(c.findings) : add(c.id, c.text);
  if (!webhook) for (const c of responseChanges(old, next, cmp)) 'findings' in c ? fromSchemas(c.findings) : add(c.id, c.text);
  return changes;
}

type Found = { id: ChangeId; text: string } | { findings: SchemaFinding[] };

const paramKey = (p: { name: string; in: string }, index: number) => (p.in === 'path' ? `path ${index}` : `${p.in} ${p.in === 'header' ? p.name.toLowerCase() : p.name}`);

/** Parameters matched by where they go and their name; path parameters by their place in the path. */
function keyedParameters(op: SnapshotOperation): Map<string, SnapshotOperation['parameters'][number]> {
  const order = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  return new Map(op.parameters.map((p) => [paramKey(p, order.indexOf(p.name)), p]));
}

function parameterChanges(old: SnapshotOperation, next: SnapshotOperation, operation: ChangedOperation, cmp: SchemaComparison): ApiChange[] {
  const before = keyedParameters(old);
  const after = keyedParameters(next);
  const changes: ApiChange[] = [];
  const add = (id: ChangeId, text: string) => changes.push({ id, level: CHANGE_RULES[id].level, text, operation });
  const label = (p: { name: string; in: string }) => `the ${p.in} parameter \`${p.name}\``;
  for (const [key, p] of after) {
    const was = before.get(key);
    if (!was) {
      add(p.required ? 'new-required-request-parameter' : 'new-optional-request-parameter', `Added the ${p.required ? 'required' : 'optional'} ${p.in} parameter \`${p.name}\``);
      continue;
    }
    if (!was.required && p.required) add('request-parameter-became-required', `${capital(label(p))} became required`);
    if (was.required && !p.required) add('request-parameter-became-optional', `${capital(label(p))} became optional`);
    if (!was.deprecated && p.deprecated) add('request-parameter-deprecated', `Deprecated ${label(p)}`);
    if (was.deprecated && !p.deprecated) add('request-parameter-reactivated', `${capital(label(p))} is no longer deprecated`);
    const place: SchemaPlace = { direction: 'request', kind: 'parameter', label: label(p), strongly: false };
    for (const f of compareSchemas(was.schema, p.schema, place, cmp)) changes.push({ id: f.id, level: f.level, text: f.text, operation });
  }
  for (const [key, p] of before) {
    if (after.has(key)) continue;
    add(p.deprecated ? 'request-parameter-removed-with-deprecation' : 'request-parameter-removed', `Removed ${label(p)}`);
  }
  return changes;
}

const isJson = (type: string | undefined) => /^application\/([\w.+-]+\+)?json\b/.test(type ?? '');

function requestBodyChanges(old: SnapshotOperation, next: SnapshotOperation, direction: 'request' | 'response', cmp: SchemaComparison): Found[] {
  const [a, b] = [old.requestBody, next.requestBody];
  if (!a && !b) return [];
  if (!a) return [{ id: b!.required ? 'request-body-added-required' : 'request-body-added-optional', text: `Added ${b!.required ? 'a required' : 'an optional'} request body` }];
  if (!b) return [{ id: 'request-body-removed', text: 'Removed the request body' }];
  const found: Found[] = [];
  if (direction === 'request' && !a.required && b.required) found.push({ id: 'request-body-became-required', text: 'The request body became required' });
  if (direction === 'request' && a.required && !b.required) found.push({ id: 'request-body-became-optional', text: 'The request body became optional' });
  for (const type of b.mediaTypes.filter((t) => !a.mediaTypes.includes(t))) found.push({ id: 'request-body-media-type-added', text: `The request body may be sent as \`${type}\`` });
  for (const type of a.mediaTypes.filter((t) => !b.mediaTypes.includes(t))) found.push({ id: 'request-body-media-type-removed', text: `The request body may no longer be sent as \`${type}\`` });
  if (a.contentType === b.contentType) {
    const place: SchemaPlace = { direction, kind: 'body', label: direction === 'request' ? 'the request body' : 'the payload', strongly: isJson(b.contentType) };
    found.push({ findings: compareSchemas(a.schema, b.schema, place, cmp) });
  }
  return found;
}

const success = (status: string) => /^2/.test(status);

function responseChanges(old: SnapshotOperation, next: SnapshotOperation, cmp: SchemaComparison): Found[] {
  const before = new Map(old.responses.map((r) => [r.status.toUpperCase(), r]));
  const after = new Map(next.responses.map((r) => [r.status.toUpperCase(), r]));
  const found: Found[] = [];
  for (const [status, r] of after) {
    const was = before.get(status);
    if (!was) {
      found.push({ id: success(status) ? 'response-success-status-added' : 'response-non-success-status-added', text: `Added the response \`${r.status}\`` });
      continue;
    }
    for (const type of r.mediaTypes.filter((t) => !was.mediaTypes.includes(t))) found.push({ id: 'response-media-type-added', text: `The response \`${r.status}\` may come as \`${type}\`` });
    for (const type of was.mediaTypes.filter((t) => !r.mediaTypes.includes(t))) found.push({ id: 'response-media-type-removed', text: `The response \`${r.status}\` no longer comes as \`${type}\`` });
    if (was.contentType === r.contentType) {
      const place: SchemaPlace = { direction: 'response', kind: 'body', label: `the response \`${r.status}\``, strongly: isJson(r.contentType) };
      found.push({ findings: compareSchemas(was.schema, r.schema, place, cmp) });
    }
  }
  for (const [status, r] of before) {
    if (!after.has(status)) found.push({ id: success(status) ? 'response-success-status-removed' : 'response-non-success-status-removed', text: `Removed the response \`${r.status}\`` });
  }
  return found;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
