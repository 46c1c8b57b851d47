// A copy of an OpenAPI document in which every $ref is replaced by its own copy of what it points
// to: the definition handed to openapi-backend. Its validator "decycles" each schema before compiling
// it, turning every object it meets a second time into a $ref to the first place it met it — shared
// objects as well as true cycles — so a dereferenced document in which two properties use one
// component (Order.supplier and Order.customer are both User) compiles to an invalid schema
// (openapistack/openapi-backend#727). A tree without shared objects compiles as written.
import type { ApiSources } from '../openapi/resolve-refs.ts';
import { isRecord } from '../openapi/json-pointer.ts';

export function inlineRefs({ sources }: { sources: ApiSources }): Record<string, unknown> {
  const copy = (value: unknown, trail: readonly unknown[]): unknown => {
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
  return copy(sources.main.value, []) as Record<string, unknown>;
}
