// Lists a document's operations in document order (paths, then methods as written), following
// path-item `$ref`s and operation `$ref`s (not OpenAPI, but common: compose-document.ts); webhooks
// and callbacks are path items too. OpenAPI 3.2 adds the `query` method and `additionalOperations`
// (other methods, keyed as they are sent: `COPY`). Lint rules, example validation and the model
// all iterate operations this way.

import type { HttpMethod } from './types.ts';
import type { ApiSources } from './resolve-refs.ts';
import { isRecord, joinPointer } from './json-pointer.ts';

/** The methods a path item names by field (`query` from OpenAPI 3.2 on). */
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace', 'query'];

export interface OperationSite {
  path: string;
  /** Lower case for a method field; as written for one of 3.2's `additionalOperations`. */
  method: string;
  operation: Record<string, unknown>;
  /** Where the operation is: its file and pointer. */
  file: string;
  pointer: string;
  pathItem: Record<string, unknown>;
  pathItemFile: string;
  pathItemPointer: string;
  /** Pointer to the path's key in the main document (path items may live in other files). */
  pathPointer: string;
}

export function listOperations(sources: ApiSources, root: 'paths' | 'webhooks' = 'paths'): OperationSite[] {
  const items = isRecord(sources.main.value) ? sources.main.value[root] : undefined;
  return isRecord(items) ? pathItemOperations(sources, items, sources.main.file, `/${root}`) : [];
}

/**
 * The operations of a map of path items (`paths`, `webhooks`, or one callback: its keys are then
 * URL expressions), at `pointer` in `file`.
 */
export function pathItemOperations(sources: ApiSources, items: Record<string, unknown>, file: string, pointer: string): OperationSite[] {
  const sites: OperationSite[] = [];
  const version = isRecord(sources.main.value) ? String(sources.main.value['openapi'] ?? '') : '';
  const is32 = /^3\.2\./.test(version);
  for (const [path, raw] of Object.entries(items)) {
    const pathPointer = joinPointer(pointer, path);
    const item = sources.deref(raw, file, pathPointer);
    if (!item || !isRecord(item.value)) continue;
    const pathItem = item.value;
    const place = { path, pathItem, pathItemFile: item.file, pathItemPointer: item.pointer, pathPointer };
    for (const key of Object.keys(pathItem)) {
      if (!HTTP_METHODS.includes(key as HttpMethod) || (key === 'query' && !is32)) continue;
      const operation = sources.deref(pathItem[key], item.file, joinPointer(item.pointer, key));
      if (operation && isRecord(operation.value)) sites.push({ ...place, method: key, operation: operation.value, file: operation.file, pointer: operation.pointer });
    }
    const additional = is32 ? pathItem['additionalOperations'] : undefined;
    if (!isRecord(additional)) continue;
    for (const method of Object.keys(additional)) {
      const operation = sources.deref(additional[method], item.file, joinPointer(item.pointer, 'additionalOperations', method));
      if (operation && isRecord(operation.value)) sites.push({ ...place, method, operation: operation.value, file: operation.file, pointer: operation.pointer });
    }
  }
  return sites;
}

/** "GET /listings/{id}" — how messages name an operation. */
export function operationLabel(site: { method: string; path: string }): string {
  return `${site.method.toUpperCase()} ${site.path}`;
}

export interface LocatedValue {
  value: Record<string, unknown>;
  file: string;
  pointer: string;
}

/**
 * An operation's parameters with `$ref`s followed and the path item's parameters merged in:
 * an operation parameter overrides a path parameter with the same name and location.
 */
export function effectiveParameters(sources: ApiSources, site: OperationSite): LocatedValue[] {
  const merged: LocatedValue[] = [];
  const identity = (p: LocatedValue) => `${String(p.value['in'])}:${String(p.value['name'])}`;
  for (const [owner, file, pointer] of [
    [site.pathItem, site.pathItemFile, site.pathItemPointer],
    [site.operation, site.file, site.pointer],
  ] as const) {
    const list = owner['parameters'];
    if (!Array.isArray(list)) continue;
    list.forEach((raw, index) => {
      const target = sources.deref(raw, file, joinPointer(pointer, 'parameters', index));
      if (!target || !isRecord(target.value)) return;
      const parameter = { value: target.value, file: target.file, pointer: target.pointer };
      const existing = merged.findIndex((p) => identity(p) === identity(parameter));
      if (existing === -1) merged.push(parameter);
      else merged[existing] = parameter;
    });
  }
  return merged;
}

/** A `$ref`-followed child object (request body, response, example), or undefined. */
export function derefChild(sources: ApiSources, owner: LocatedValue, ...keys: string[]): LocatedValue | undefined {
  let value: unknown = owner.value;
  for (const key of keys) value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  if (value === undefined) return undefined;
  const target = sources.deref(value, owner.file, joinPointer(owner.pointer, ...keys));
  return target && isRecord(target.value) ? { value: target.value, file: target.file, pointer: target.pointer } : undefined;
}

/** The status codes an operation documents (`200`, `4XX`, `default`), without `x-` extensions. */
export function responseStatuses(operation: Record<string, unknown>): string[] {
  const responses = operation['responses'];
  return isRecord(responses) ? Object.keys(responses).filter((key) => /^([1-5](\d\d|XX)|default)$/.test(key)) : [];
}
