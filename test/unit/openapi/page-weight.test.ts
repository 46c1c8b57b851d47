// The weight of an operation in its page (cli/openapi/view/page-weight.ts) follows the schema tree's
// expansion (templates/api-reference/SchemaTree.tsx): a named schema's fields are counted where it
// is entered, once along a path; one named inside it is a closed link, whatever its own size; a
// cycle ends; inline schemas count at any depth.
import { describe, expect, it } from 'vitest';
import { operationWeigher } from '../../../cli/openapi/view/page-weight.ts';
import type { OperationView, SchemaView } from '../../../templates/api-reference/types.ts';

const ref = (name: string): SchemaView => ({ kind: 'ref', name });
const object = (fields: number, of: (i: number) => SchemaView = () => ({ kind: 'node', type: 'string' })): SchemaView => ({
  kind: 'node',
  type: 'object',
  properties: Array.from({ length: fields }, (_, i) => ({ name: `f${i}`, required: false, schema: of(i) })),
});
const operation = (body: SchemaView): OperationView => ({
  id: 'op',
  anchor: 'operation/op',
  method: 'post',
  path: '/',
  fullPath: '/',
  summary: 'Op',
  deprecated: false,
  security: [],
  parameters: [],
  responses: [],
  samples: [],
  requestBody: { required: true, contentType: 'application/json', schema: body },
});

describe('operationWeigher', () => {
  it("counts a named schema's fields where it is entered, and grows with the fields it lists", () => {
    const weigh = operationWeigher({ Small: object(2), Wide: object(200) });
    const small = weigh(operation(object(10, () => ref('Small'))));
    const wide = weigh(operation(object(10, () => ref('Wide'))));
    expect(wide.elements - small.elements).toBeGreaterThan(10 * 190 * 5);
    expect(wide.bytes - small.bytes).toBeGreaterThan(10 * 190 * 200);
  });

  it('stops at a named schema inside a named schema, whatever its size, and at a cycle', () => {
    const inner = (size: number) => operationWeigher({ Outer: object(3, () => ref('Inner')), Inner: object(size) });
    const op = operation(object(1, () => ref('Outer')));
    expect(inner(1000)(op)).toEqual(inner(2)(op));
    const cyclic = operationWeigher({ Node: object(2, () => ref('Node')) });
    expect(cyclic(operation(ref('Node'))).elements).toBeLessThan(100);
  });

  it('counts inline schemas at any depth', () => {
    const weigh = operationWeigher({});
    const nested = (depth: number): SchemaView => (depth === 0 ? object(5) : object(5, () => nested(depth - 1)));
    expect(weigh(operation(nested(3))).elements).toBeGreaterThan(5 ** 4 * 5);
  });
});
