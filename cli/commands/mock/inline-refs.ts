// A copy of an OpenAPI document in which every $ref is replaced by its own copy of what it points
// to: the definition handed to openapi-backend. Its validator "decycles" each schema before compiling
// it, turning every object it meets a second time into a $ref to the first place it met it — shared
// objects as well as true cycles — so a dereferenced document in which two properties use one
// component (Order.supplier and Order.customer are both User) compiles to an invalid schema
// (openapistack/openapi-backend#727). A tree without shared objects compiles as written.
//
// Such a copy grows with every path through the document's references, not with the document:
// Elasticsearch's 452 operations expand to more than 449 million objects (70 of them to over 5
// million each), which ended `hubgen serve` in V8's fatal out-of-memory error. The mock's definition
// (inlineDefinition) is therefore copied an operation at a time within limits: an operation whose
// copy would pass MAX_OPERATION_OBJECTS, or the document's MAX_DEFINITION_OBJECTS, is kept as a
// stub marked UNBUILT, which the mock answers with 503 and the reason (mock-api.ts).
import type { ApiSources } from '../../openapi/document/resolve-refs.ts';
import { isRecord } from '../../openapi/document/json-pointer.ts';

/** Objects and arrays one operation's copy may hold, and the whole definition. */
const MAX_OPERATION_OBJECTS = 250_000;
const MAX_DEFINITION_OBJECTS = 4_000_000;
/** The extension that marks an operation the mock could not build: its value says why. */
export const UNBUILT = 'x-hubgen-unbuilt';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

class OverBudget extends Error {}

/** A copier of values with their $refs inlined, which throws OverBudget past `budget` objects (when given). */
function copier(sources: ApiSources, budget?: { left: number }) {
  const copy = (value: unknown, trail: readonly unknown[]): unknown => {
    if (budget && (Array.isArray(value) || isRecord(value)) && --budget.left < 0) throw new OverBudget();
    if (Array.isArray(value)) return value.map((item) => copy(item, trail));
    if (!isRecord(value)) return value;
    // A `$ref` the loader did not resolve is data (a key inside an example), copied like any other.
    const target = Object.hasOwn(value, '$ref') ? sources.targetOf(value) : undefined;
    if (!target) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item, trail)]));
    // A true cycle is cut at its second visit with {} (any value): the mock then accepts anything
    // that deep, which is as far as a finite copy can follow it.
    if (trail.includes(target.value)) return {};
    const { $ref: _ref, ...siblings } = value;
    // Siblings of a $ref (OpenAPI 3.1 allows them) annotate it, e.g. a property's own description.
    return { ...(copy(target.value, [...trail, target.value]) as object), ...(copy(siblings, trail) as object) };
  };
  return copy;
}

/** The whole document with its $refs inlined, without limits (`hubgen mcp`'s JSON Schemas). */
export function inlineRefs({ sources }: { sources: ApiSources }): Record<string, unknown> {
  return copier(sources)(sources.main.value, []) as Record<string, unknown>;
}

/**
 * The mock's definition: the document with its $refs inlined an operation at a time, within the
 * limits above. Components other than security schemes are left out: with every $ref inlined, only
 * the security handlers read them.
 */
export function inlineDefinition({ sources }: { sources: ApiSources }): Record<string, unknown> {
  const total = { left: MAX_DEFINITION_OBJECTS };
  const { paths, components, ...rest } = sources.main.value as Record<string, unknown>;
  const copy = copier(sources);
  const definition = copy(rest, []) as Record<string, unknown>;
  const schemes = isRecord(components) ? components['securitySchemes'] : undefined;
  definition['components'] = schemes === undefined ? {} : { securitySchemes: copy(schemes, []) };
  const out: Record<string, unknown> = {};
  for (const [route, item] of Object.entries(isRecord(paths) ? paths : {})) {
    const resolvedItem = isRecord(item) && Object.hasOwn(item, '$ref') ? (sources.targetOf(item)?.value ?? item) : item;
    if (!isRecord(resolvedItem)) continue;
    const copied: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(resolvedItem)) {
      if (key === '$ref') continue;
      copied[key] = METHODS.has(key) ? operationWithin(sources, value, total) : copy(value, []);
    }
    out[route] = copied;
  }
  definition['paths'] = out;
  return definition;
}

/** One operation's copy, or its stub when the copy would pass the limits (what it spent is given back). */
function operationWithin(sources: ApiSources, operation: unknown, total: { left: number }): unknown {
  const budget = { left: Math.min(MAX_OPERATION_OBJECTS, total.left) };
  const start = budget.left;
  try {
    const copied = copier(sources, budget)(operation, []);
    total.left -= start - budget.left;
    return copied;
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    const own = isRecord(operation) ? operation : {};
    const why =
      start < MAX_OPERATION_OBJECTS
        ? `the mock's definition of this document is full (${MAX_DEFINITION_OBJECTS.toLocaleString('en-US')} objects with every $ref expanded), and this operation did not fit`
        : `its parameters, body and responses, with every $ref expanded, are more than ${MAX_OPERATION_OBJECTS.toLocaleString('en-US')} objects`;
    return { ...(typeof own['operationId'] === 'string' ? { operationId: own['operationId'] } : {}), responses: {}, [UNBUILT]: why };
  }
}
