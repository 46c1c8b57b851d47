// A copy of an OpenAPI document in which every $ref is replaced by its own copy of what it points
// to: the definition handed to openapi-backend. Its validator "decycles" each schema before compiling
// it, turning every object it meets a second time into a $ref to the first place it met it — shared
// objects as well as true cycles — so a dereferenced document in which two properties use one
// component (Order.supplier and Order.customer are both User) compiles to an invalid schema
// (openapistack/openapi-backend#727). A tree without shared objects compiles as written.
//
// Such a copy grows with every path through the document's references, not with the document:
// Elasticsearch's 452 operations expand to more than 449 million objects (70 of them to over 5
// million each), which ended `hubgen serve` in V8's fatal out-of-memory error, and copying even
// the ones that fit took a minute before the mock's first answer. The mock's definitions are
// therefore made an operation at a time, when the mock is first asked for that operation
// (mockDefinitions): an operation whose copy would pass MAX_OPERATION_OBJECTS is kept as a stub
// marked UNBUILT, which the mock answers with 503 and the reason (mock-api.ts). What the copies
// hold together is bounded by their user (operation-backends.ts).
import type { ApiSources } from '../../openapi/document/resolve-refs.ts';
import { isRecord } from '../../openapi/document/json-pointer.ts';

/** Objects and arrays one operation's copy may hold. */
export const MAX_OPERATION_OBJECTS = 250_000;
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

/** One operation of the document's paths, as the mock routes it. */
export interface MockRoute {
  path: string;
  method: string;
}

/** One operation's definition, and how many objects its copy holds (a stub's: 1). */
export interface OperationDefinition {
  definition: Record<string, unknown>;
  objects: number;
}

/**
 * The mock's definitions of one document. `routes` is the document with each operation reduced to
 * its id: enough to route a request, made at once whatever the document's size. `operation` is a
 * document with that one operation, its $refs inlined within MAX_OPERATION_OBJECTS, made on demand.
 * Components other than security schemes are left out of both: with every $ref inlined, only the
 * security handlers read them. `idOf` names each operation as the typed model does (an operation
 * without an operationId has one derived from its method and path).
 */
export function mockDefinitions({ sources, idOf }: { sources: ApiSources; idOf: (route: MockRoute) => string }) {
  const { paths, components } = sources.main.value as Record<string, unknown>;
  const copy = copier(sources);
  const schemes = isRecord(components) ? components['securitySchemes'] : undefined;
  // What openapi-backend reads besides paths: no webhooks or extensions, which may be as large as the paths.
  const frame = () => ({
    ...(copy(pick(sources.main.value, FRAME_KEYS), []) as Record<string, unknown>),
    components: schemes === undefined ? {} : { securitySchemes: copy(schemes, []) },
  });
  const items = new Map<string, Record<string, unknown>>();
  for (const [route, item] of Object.entries(isRecord(paths) ? paths : {})) {
    const resolved = isRecord(item) && Object.hasOwn(item, '$ref') ? (sources.targetOf(item)?.value ?? item) : item;
    if (isRecord(resolved)) items.set(route, resolved);
  }
  const routing: Record<string, unknown> = {};
  for (const [route, item] of items) {
    routing[route] = Object.fromEntries(Object.keys(item).filter((key) => METHODS.has(key)).map((method) => [method, { operationId: idOf({ path: route, method }), responses: {} }]));
  }
  return {
    routes: { ...frame(), paths: routing } as Record<string, unknown>,
    operation({ path, method }: MockRoute): OperationDefinition {
      const item = items.get(path) ?? {};
      const shared = Object.fromEntries(Object.entries(item).filter(([key]) => key !== '$ref' && !METHODS.has(key)).map(([key, value]) => [key, copy(value, [])]));
      const built = operationWithin(sources, item[method]);
      const operation = { ...(built.value as Record<string, unknown>), operationId: idOf({ path, method }) };
      return { definition: { ...frame(), paths: { [path]: { ...shared, [method]: operation } } }, objects: built.objects };
    },
  };
}

export type MockDefinitions = ReturnType<typeof mockDefinitions>;

const FRAME_KEYS = ['openapi', 'info', 'servers', 'security'];

function pick(value: unknown, keys: string[]): Record<string, unknown> {
  return isRecord(value) ? Object.fromEntries(keys.filter((key) => Object.hasOwn(value, key)).map((key) => [key, value[key]])) : {};
}

/** One operation's copy, or its stub when the copy would pass MAX_OPERATION_OBJECTS. */
function operationWithin(sources: ApiSources, operation: unknown): { value: unknown; objects: number } {
  const budget = { left: MAX_OPERATION_OBJECTS };
  try {
    const value = copier(sources, budget)(operation, []);
    return { value, objects: MAX_OPERATION_OBJECTS - budget.left };
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    const why = `its parameters, body and responses, with every $ref expanded, are more than ${MAX_OPERATION_OBJECTS.toLocaleString('en-US')} objects`;
    return { value: { responses: {}, [UNBUILT]: why }, objects: 1 };
  }
}
