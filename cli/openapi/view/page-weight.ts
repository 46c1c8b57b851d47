// What an operation of an API reference weighs in the page the browser receives, for the split
// rule (split-reference.ts): the bytes of its HTML as the theme renders it (its <noscript> included:
// deferred content holds the whole tree there, every <details> open) plus its part of the route
// data, and the elements it adds. It walks the view as templates/api-reference/SchemaTree.tsx
// expands it: inline schemas to any depth, a named schema entered once on a path (INLINE_REF_DEPTH),
// allOf parts merged up to ALL_OF_DEPTH, deeper named schemas a closed link. The JSON of the view
// alone said nothing of that expansion: one Elasticsearch operation of 0.4 MB JSON was 36.9 MB HTML.
// The markup per row is measured on the theme's output (test/cli/page-budgets.test.ts checks pages
// built from this model against the budgets, measured in the HTML itself).
import type { OperationView, PropertyView, SchemaView } from '../../../templates/api-reference/types.ts';

/** Named schemas expanded inline along one path, and allOf parts inside one another (SchemaTree.tsx). */
const INLINE_REF_DEPTH = 1;
const ALL_OF_DEPTH = 3;
/** HTML of one schema row (li, head, name, type, badges, the <details> around its fields), without its text. */
const ROW_BYTES = 330;
const ROW_ELEMENTS = 5;
/** HTML of an operation's frame (section, bar, columns, sample tabs, response rows' markup). */
const OPERATION_BYTES = 3_000;
const OPERATION_ELEMENTS = 40;
/**
 * What one operation, and one schema, add to the page at load when their content is held back (name
 * bar, sidebar entry): counted in the HTML of Elasticsearch's, Plaid's and SageMaker's one-page
 * references (17,338 elements for 452 operations and 1,870 schemas; 18,070 for 329 and 2,275).
 */
export const BAR_ELEMENTS = 12;
export const SCHEMA_ELEMENTS = 6;

export interface Weight {
  /** Bytes of HTML and route data. */
  bytes: number;
  /** Elements, were all of it in the document. */
  elements: number;
}

type Schemas = Record<string, SchemaView>;
type SchemaNode = Extract<SchemaView, { kind: 'node' }>;

/** Weighs operations against one set of schemas, each named schema's expansion weighed once. */
export function operationWeigher(schemas: Schemas): (op: OperationView) => Weight {
  const entered = new Map<string, Weight>();
  const weights = new WeakMap<OperationView, Weight>();
  const add = (a: Weight, b: Weight) => ((a.bytes += b.bytes), (a.elements += b.elements), a);

  const hasChildren = (node: SchemaView | undefined, follow = true): boolean => {
    if (!node) return false;
    if (node.kind === 'ref') return follow && hasChildren(schemas[node.name], false);
    if (node.elsewhere || node.properties?.length || node.composition || node.additional || node.tuple?.length) return true;
    return node.items !== undefined && hasChildren(node.items, follow);
  };
  const summary = (node: SchemaNode): Weight => ({ bytes: 60 + (node.descriptionHtml?.length ?? 0) + (node.enum ? JSON.stringify(node.enum).length * 2 : 0), elements: node.enum ? 2 + node.enum.length : 1 });

  // The fields of a schema at a position (SchemaBody): entered if SchemaTree would enter it.
  const body = (schema: SchemaView, depth: number, allOf: number, trail: string[], viaAllOf = false): Weight => {
    if (schema.kind !== 'ref') return childrenOf(schema, depth, allOf, trail);
    const target = schemas[schema.name];
    if (!target || target.kind !== 'node' || target.elsewhere || trail.includes(schema.name)) return { bytes: 200, elements: 3 };
    const deep = viaAllOf ? allOf >= ALL_OF_DEPTH : depth >= INLINE_REF_DEPTH;
    if (deep && hasChildren(target)) return { bytes: 250 + schema.name.length * 3, elements: 5 };
    const innerDepth = viaAllOf ? Math.max(depth, 1) : depth + 1;
    const innerAllOf = allOf + (viaAllOf ? 1 : 0);
    const key = `${schema.name}\0${innerDepth}\0${innerAllOf}`;
    if (!entered.has(key)) entered.set(key, childrenOf(target, innerDepth, innerAllOf, [...trail, schema.name]));
    return entered.get(key)!;
  };
  const row = (prop: PropertyView, depth: number, allOf: number, trail: string[]): Weight => {
    const node = prop.schema.kind === 'ref' ? schemas[prop.schema.name] : prop.schema;
    const weight = { bytes: ROW_BYTES + prop.name.length * 3, elements: ROW_ELEMENTS };
    if (node?.kind === 'node') add(weight, summary(node));
    return add(weight, body(prop.schema, depth, allOf, trail));
  };
  const childrenOf = (node: SchemaView, depth: number, allOf: number, trail: string[]): Weight => {
    if (node.kind !== 'node') return { bytes: 0, elements: 0 };
    const weight = summary(node);
    for (const prop of node.properties ?? []) add(weight, row(prop, depth, allOf, trail));
    if (node.additional) add(weight, row({ name: '{key}', required: false, schema: node.additional }, depth, allOf, trail));
    for (const item of node.tuple ?? []) add(weight, row({ name: '[0]', required: false, schema: item }, depth, allOf, trail));
    if (node.items && hasChildren(node.items)) add(weight, body(node.items, depth, allOf, trail));
    for (const variant of node.composition?.variants ?? []) {
      add(weight, { bytes: 200, elements: 4 });
      if (variant.kind === 'node') add(weight, summary(variant));
      if (hasChildren(variant)) add(weight, body(variant, depth, allOf, trail, node.composition!.keyword === 'allOf'));
    }
    return weight;
  };
  const top = (schema: SchemaView | undefined): Weight => (schema ? body(schema, 0, 0, []) : { bytes: 0, elements: 0 });

  const weigh = (op: OperationView): Weight => {
    // The route data holds the operation (its HTML strings emptied, which the HTML then holds once).
    const weight = { bytes: OPERATION_BYTES + JSON.stringify(op).length, elements: OPERATION_ELEMENTS };
    add(weight, { bytes: op.parameters.length * ROW_BYTES, elements: op.parameters.length * ROW_ELEMENTS });
    add(weight, top(op.requestBody?.schema));
    add(weight, top(op.requestBody?.itemSchema));
    for (const response of op.responses) add(add(weight, { bytes: ROW_BYTES, elements: ROW_ELEMENTS }), top(response.schema)), add(weight, top(response.itemSchema));
    for (const callback of op.callbacks ?? []) for (const inner of callback.operations) add(weight, weigh(inner));
    weight.elements += op.samples.length * 6;
    return weight;
  };
  return (op) => {
    if (!weights.has(op)) weights.set(op, weigh(op));
    return weights.get(op)!;
  };
}
