// The document as the OpenAPI schema validates it, once $refs are resolved: real documents put
// `$ref`s where OpenAPI allows none (an operation in its own file, as DigitalOcean's ~660 are; a
// tag's description kept in a Markdown file), and validating the unresolved text would report
// each as a missing field. Those $refs are replaced by their targets here, and so are path items
// that are only a `$ref` (allowed, but their content would otherwise go unvalidated). The parsed
// files are left as they are (later stages follow $refs through ApiSources); the composed copy
// shares every untouched object with them, and each diagnostic on it is placed back in the file
// and line the replaced part came from.

import type { ApiDiagnostic } from './types.ts';
import type { ApiSources } from './resolve-refs.ts';
import { HTTP_METHODS } from './list-operations.ts';
import { escapeSegment, isRecord, joinPointer } from './json-pointer.ts';
import type { LintLevel } from '../../config/lint-rules.ts';

type Position = { file: string; line: number; column: number };

export interface ComposedDocument {
  value: unknown;
  /** Where the value at a pointer of the composed document is written. */
  at(pointer: string): Position;
  /** Where the key naming that value is written. */
  atKey(pointer: string): Position;
  /** `ref-placement` findings, at the level the site chose. */
  diagnostics: ApiDiagnostic[];
}

/**
 * What the walk is looking at: `map` is a map of author-chosen names (schema properties, media
 * types…), which OpenAPI never lets a $ref stand for, and `named` a value inside such a map.
 */
type Role = 'any' | 'paths' | 'pathItem' | 'operations' | 'operation' | 'map' | 'named' | 'parameters' | 'responses' | Referable;

/**
 * Objects a $ref may stand for, by the components section where each kind lives. A $ref to one of
 * them anywhere else (another file, another part of the document) is replaced by its target, so
 * that the target is validated as what it stands for: a parameter whose $ref leads to a path item
 * has no name, and later stages rely on one.
 */
const REFERABLE = { parameter: 'parameters', response: 'responses', requestBody: 'requestBodies' } as const;
type Referable = keyof typeof REFERABLE;

const MAPS = new Set(['properties', 'patternProperties', 'content', 'headers', 'links', 'encoding']);

/** What one composition carries through its walk. */
interface Composition {
  sources: ApiSources;
  level: LintLevel;
  /** Composed pointer → the file and pointer its value was taken from. */
  grafts: Map<string, { file: string; pointer: string }>;
  diagnostics: ApiDiagnostic[];
}

export function composeDocument(params: { sources: ApiSources; level: LintLevel }): ComposedDocument {
  const { sources, level } = params;
  const run: Composition = { sources, level, grafts: new Map(), diagnostics: [] };
  const value = walk(run, sources.main.value, '', 'any', new Set());
  return {
    value,
    at: (pointer) => {
      const place = locate(run, pointer);
      return sources.at(place.file, place.pointer);
    },
    atKey: (pointer) => {
      const place = locate(run, pointer);
      return sources.keyAt(place.file, place.pointer);
    },
    diagnostics: run.diagnostics,
  };
}

function locate(run: Composition, pointer: string): { file: string; pointer: string } {
  // The longest grafted prefix decides which file the rest of the pointer is in.
  for (let end = pointer.length; end >= 0; end = pointer.lastIndexOf('/', end - 1)) {
    const graft = run.grafts.get(pointer.slice(0, end));
    if (graft) return { file: graft.file, pointer: graft.pointer + pointer.slice(end) };
    if (end === 0) break;
  }
  return { file: run.sources.main.file, pointer };
}

/** Reports the $ref at `pointer`: call it before grafting there, so it is placed at the $ref. */
function bent(run: Composition, pointer: string, what: string, rule: string): void {
  if (run.level === 'off') return;
  const holder = locate(run, pointer);
  run.diagnostics.push({
    severity: run.level === 'error' ? 'error' : 'warning',
    rule: 'ref-placement',
    message: `${what} is a $ref, resolved as written; ${rule}`,
    ...run.sources.at(holder.file, joinPointer(holder.pointer, '$ref')),
    hint: 'Other tools may not resolve it: inline the value to follow the specification exactly.',
  });
}

/** `seen` holds the ancestors of `node`, so a $ref cycle ends instead of recursing. */
function walk(run: Composition, node: unknown, pointer: string, role: Role, seen: Set<object>): unknown {
  if (typeof node !== 'object' || node === null || seen.has(node)) return node;
  if (isRecord(node) && Object.hasOwn(node, '$ref')) return walkRef(run, node, pointer, role, seen);
  seen.add(node);
  let copy: Record<string, unknown> | unknown[] | undefined;
  const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
  for (const [key, child] of entries) {
    if (typeof key === 'string' && key.startsWith('x-')) continue; // extensions are data
    const next = walk(run, child, pointer + '/' + escapeSegment(String(key)), childRole(role, key, pointer), seen);
    if (next === child) continue;
    copy ??= Array.isArray(node) ? [...node] : { ...node };
    (copy as Record<string | number, unknown>)[key] = next;
  }
  seen.delete(node);
  return copy ?? node;
}

/** A $ref met in the walk: kept as it is, or replaced by its target (and reported where OpenAPI allows none). */
function walkRef(run: Composition, node: Record<string, unknown>, pointer: string, role: Role, seen: Set<object>): unknown {
  const target = run.sources.targetOf(node);
  if (!target) return node;
  if (!isRecord(target.value)) {
    bent(run, pointer, 'this value', 'OpenAPI allows $ref only in place of an object (a Reference Object)');
    run.grafts.set(pointer, { file: target.file, pointer: target.pointer });
    return target.value;
  }
  const onlyRef = Object.keys(node).length === 1;
  if (isReferable(role) && !isComponent(run, target, role)) return graft(run, node, target, pointer, role, seen);
  if (role === 'operation' || role === 'map' || (role === 'pathItem' && onlyRef)) {
    if (role === 'operation') bent(run, pointer, 'this operation', 'an Operation Object has no $ref field in OpenAPI (path items do)');
    if (role === 'map') bent(run, pointer, 'this map', 'OpenAPI allows $ref for one schema, response or parameter, not for a map of them');
    return graft(run, node, target, pointer, role, seen);
  }
  return node;
}

/** Puts the $ref's target (walked in turn) where the $ref was, remembering where it came from. */
function graft(
  run: Composition,
  node: Record<string, unknown>,
  target: { value: unknown; file: string; pointer: string },
  pointer: string,
  role: Role,
  seen: Set<object>,
): unknown {
  run.grafts.set(pointer, { file: target.file, pointer: target.pointer });
  seen.add(node);
  const resolved = walk(run, target.value, pointer, role, seen);
  seen.delete(node);
  return resolved;
}

/** Validated in place already: a component of the main file, of the kind the $ref stands for. */
function isComponent(run: Composition, target: { file: string; pointer: string }, role: Referable): boolean {
  return target.file === run.sources.main.file && new RegExp(`^/components/${REFERABLE[role]}/[^/]+$`).test(target.pointer);
}

function isReferable(role: Role): role is Referable {
  return Object.hasOwn(REFERABLE, role);
}

function childRole(role: Role, key: string | number, pointer: string): Role {
  if (pointer === '' && (key === 'paths' || key === 'webhooks')) return 'paths';
  if (role === 'paths') return 'pathItem';
  if (role === 'pathItem' && HTTP_METHODS.includes(key as never)) return 'operation';
  if (role === 'pathItem' && key === 'additionalOperations') return 'operations';
  if (role === 'operations') return 'operation';
  if ((role === 'pathItem' || role === 'operation') && key === 'parameters') return 'parameters';
  if (role === 'parameters') return 'parameter';
  if (role === 'operation' && key === 'responses') return 'responses';
  if (role === 'responses') return 'response';
  if (role === 'operation' && key === 'requestBody') return 'requestBody';
  if (role === 'map') return 'named';
  return typeof key === 'string' && MAPS.has(key) ? 'map' : 'any';
}
