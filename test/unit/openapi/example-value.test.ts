// The example generator over small schemas: values by type and format within bounds, the schema's
// own example/default/const/enum first, readOnly and writeOnly by direction, allOf merged, the first
// oneOf/anyOf branch, recursion cut, and a bounded example for schemas that nest each other.
import { describe, expect, it } from 'vitest';
import { exampleValue } from '../../../cli/openapi/samples/example-value.ts';
import type { ApiDocument, ApiSchema, ApiSchemaNode } from '../../../cli/openapi/document/types.ts';

const node = (fields: Omit<ApiSchemaNode, 'kind'>): ApiSchemaNode => ({ kind: 'schema', ...fields });
const ref = (name: string): ApiSchema => ({ kind: 'ref', ref: name });
const prop = (name: string, schema: ApiSchema, required = false) => ({ name, schema, required });

function docWith(schemas: Record<string, ApiSchema> = {}): ApiDocument {
  return { file: 'api.yaml', openapi: '3.1.0', title: 'T', version: '1', description: '', servers: [], securitySchemes: {}, security: [], tags: [], operations: [], webhooks: [], tagGroups: [], schemas };
}

describe('exampleValue', () => {
  const doc = docWith();
  const value = (schema: ApiSchema, direction: 'request' | 'response' = 'response', d = doc) => exampleValue({ doc: d, schema, direction });

  it('takes the schema\'s example, const, default or first enum value before inventing one', () => {
    expect(value(node({ type: 'string', example: 'Gear', default: 'x' }))).toBe('Gear');
    expect(value(node({ type: 'string', const: 'error' }))).toBe('error');
    expect(value(node({ type: 'integer', default: 20 }))).toBe(20);
    expect(value(node({ type: 'string', enum: ['draft', 'published'] }))).toBe('draft');
  });

  it('gives a value by type and format, within minimum, maximum and length bounds', () => {
    expect(value(node({ type: 'string' }))).toBe('string');
    expect(value(node({ type: 'string', format: 'date-time' }))).toBe('2024-01-15T09:30:00Z');
    expect(value(node({ type: 'string', format: 'email' }))).toBe('user@example.com');
    expect(value(node({ type: 'string', format: 'uuid' }))).toBe('3fa85f64-5717-4562-b3fc-2c963f66afa6');
    expect(value(node({ type: 'string', minLength: 8 }))).toBe('stringxx');
    expect(value(node({ type: 'string', maxLength: 3 }))).toBe('str');
    expect(value(node({ type: 'integer' }))).toBe(1);
    expect(value(node({ type: 'integer', minimum: 10, maximum: 20 }))).toBe(10);
    expect(value(node({ type: 'number', maximum: 0 }))).toBe(0);
    expect(value(node({ type: ['null', 'boolean'] }))).toBe(true);
    expect(value(node({ type: 'array', items: node({ type: 'integer' }) }))).toEqual([1]);
  });

  it('leaves readOnly fields out of requests and writeOnly fields out of responses', () => {
    const user = node({
      type: 'object',
      properties: [prop('id', node({ type: 'integer', readOnly: true })), prop('name', node({ type: 'string' })), prop('password', node({ type: 'string', writeOnly: true, format: 'password' }))],
    });
    expect(value(user, 'request')).toEqual({ name: 'string', password: 'password' });
    expect(value(user, 'response')).toEqual({ id: 1, name: 'string' });
  });

  it('shows only required fields in a request when some are required, every field in a response', () => {
    const thing = node({ type: 'object', properties: [prop('name', node({ type: 'string' }), true), prop('note', node({ type: 'string' }))] });
    expect(value(thing, 'request')).toEqual({ name: 'string' });
    expect(value(thing, 'response')).toEqual({ name: 'string', note: 'string' });
  });

  it('merges allOf branches and takes the first oneOf/anyOf branch that is not null', () => {
    const d = docWith({ Base: node({ type: 'object', properties: [prop('id', node({ type: 'integer' }))] }) });
    expect(value(node({ allOf: [ref('Base'), node({ type: 'object', properties: [prop('name', node({ type: 'string', example: 'Gear' }))] })] }), 'response', d)).toEqual({ id: 1, name: 'Gear' });
    expect(value(node({ oneOf: [node({ type: 'null' }), node({ type: 'string', format: 'date' })] }))).toBe('2024-01-15');
    expect(value(node({ anyOf: [node({ type: 'integer' }), node({ type: 'string' })] }))).toBe(1);
  });

  it('stops at a schema that contains itself', () => {
    const d = docWith({ Node: node({ type: 'object', properties: [prop('name', node({ type: 'string' })), prop('children', node({ type: 'array', items: ref('Node') }))] }) });
    expect(value(ref('Node'), 'response', d)).toEqual({ name: 'string', children: [] });
  });

  it("stays small for schemas that nest each other (Stripe's expandable pattern) at N=12", () => {
    // Each schema has three properties that are `anyOf: [string, $ref next]` and one plain $ref:
    // expanded naively this grows as 4^12; the example stays within its budget.
    const schemas: Record<string, ApiSchema> = {};
    for (let i = 0; i < 12; i += 1) {
      const next = ref(`S${(i + 1) % 12}`);
      schemas[`S${i}`] = node({
        type: 'object',
        properties: [prop('a', node({ anyOf: [node({ type: 'string' }), next] })), prop('b', node({ anyOf: [node({ type: 'string' }), next] })), prop('c', next), prop('d', next)],
      });
    }
    const example = value(ref('S0'), 'response', docWith(schemas));
    expect(JSON.stringify(example).length).toBeLessThan(10_000);
    expect(example).toMatchObject({ a: 'string', b: 'string', c: { a: 'string' } });
  });
});
