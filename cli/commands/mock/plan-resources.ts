// What each operation does to the mock's store, read from the document's paths instead of being
// written per endpoint. A path `/<name>/{param}` whose record schema has that field (or `id`) makes
// `<name>` a collection: GET on `/<name>` lists it, POST creates in it, and GET, PATCH and DELETE on
// any path ending in `<name>/{param}` read, change and remove one record — so
// `/listings/{id}/variants/{variant_id}` and `/variants/{id}` are the same variants. A parent in the
// path (`/listings/{id}/…`) must exist, and nested lists and creates use its `<parent>_id` field.
// Everything else answers with its documented example; the store starts from the examples too.
import type { ApiDocument, ApiOperation, ApiSchema, ApiSchemaNode } from '../../openapi/document/types.ts';

export interface Collection {
  /** The path segment that names it: 'listings'. */
  name: string;
  /** The field a record is found by: the path parameter's name when records carry it ('handle'), else 'id'. */
  keyField: string;
  /** The component schema of a record, when it is a named one. */
  schemaName?: string;
  fields: Set<string>;
}

/** A `/<name>/{param}` pair inside a path: the record the rest of the path belongs to. */
export interface ParentLink {
  collection: Collection;
  param: string;
}

/** What a create or update answers: the record, a list holding it, or the documented example (`{ success, message }`). */
export type Answer = 'record' | 'list' | 'example';

export type MockAction =
  | { kind: 'read' | 'delete'; parents: ParentLink[]; collection: Collection; param: string }
  | { kind: 'update'; parents: ParentLink[]; collection: Collection; param: string; answer: Answer }
  | { kind: 'list'; parents: ParentLink[]; collection: Collection; parentField?: string }
  | { kind: 'create'; parents: ParentLink[]; collection: Collection; parentField?: string; answer: Answer }
  | { kind: 'example'; parents: ParentLink[] };

export interface Seed {
  collection: Collection;
  records: Record<string, unknown>[];
}

export interface ResourcePlan {
  /** By operationId. */
  actions: Map<string, MockAction>;
  /** The records each collection starts with: the documents' own examples. */
  seeds: Seed[];
}

type Segment = { name: string; param?: undefined } | { param: string; name?: undefined };

export function planResources({ document }: { document: ApiDocument }): ResourcePlan {
  const collections = findCollections({ document });
  const actions = new Map(document.operations.map((op) => [op.operationId, actionOf({ document, op, collections })]));
  return { actions, seeds: seedsOf({ document, actions }) };
}

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? { param } : { name: segment };
    });
}

/** Collections come from `/<name>/{param}` paths; the record schema is what GET answers or PATCH takes. */
function findCollections({ document }: { document: ApiDocument }): Map<string, Collection> {
  const collections = new Map<string, Collection>();
  for (const op of document.operations) {
    const [first, second, ...rest] = segmentsOf(op.path);
    if (!first?.name || !second?.param || rest.length || collections.has(first.name)) continue;
    const siblings = document.operations.filter((o) => o.path === op.path);
    const read = siblings.map((o) => (o.method === 'get' ? successOf(o)?.schema : undefined)).find((s) => s && !isArray({ document, schema: s }));
    const schema = read ?? siblings.map((o) => (o.method === 'patch' || o.method === 'put' ? o.requestBody?.schema : undefined)).find(Boolean);
    const fields = new Set((nodeOf({ document, schema })?.properties ?? []).map((p) => p.name));
    const keyField = fields.has(second.param) ? second.param : 'id';
    if (!fields.has(keyField)) continue;
    collections.set(first.name, { name: first.name, keyField, schemaName: schema?.kind === 'ref' ? schema.ref : undefined, fields });
  }
  return collections;
}

function actionOf({ document, op, collections }: { document: ApiDocument; op: ApiOperation; collections: Map<string, Collection> }): MockAction {
  const segments = segmentsOf(op.path);
  const parents: ParentLink[] = [];
  for (let i = 0; i + 2 < segments.length; i += 1) {
    const [name, param] = [segments[i].name, segments[i + 1].param];
    const collection = name === undefined ? undefined : collections.get(name);
    if (collection && param) parents.push({ collection, param });
  }
  const [previous, last] = [segments.at(-2), segments.at(-1)];
  const param = last?.param;
  const item = param && previous?.name ? collections.get(previous.name) : undefined;
  if (item && param) {
    if (op.method === 'get' && !isArray({ document, schema: successOf(op)?.schema })) return { kind: 'read', parents, collection: item, param };
    if (op.method === 'patch' || op.method === 'put') return { kind: 'update', parents, collection: item, param, answer: answerOf({ document, op, collection: item }) };
    if (op.method === 'delete') return { kind: 'delete', parents, collection: item, param };
    return { kind: 'example', parents };
  }
  const collection = last?.name ? collections.get(last.name) : undefined;
  const parent = parents.at(-1);
  const parentField = parent && `${parent.collection.name.replace(/s$/, '')}_id`;
  // A nested list whose records do not say what they belong to cannot be narrowed: it stays an example.
  if (!collection || (parentField && !collection.fields.has(parentField))) return { kind: 'example', parents };
  if (op.method === 'get') return { kind: 'list', parents, collection, parentField };
  if (op.method === 'post') return { kind: 'create', parents, collection, parentField, answer: answerOf({ document, op, collection }) };
  return { kind: 'example', parents };
}

function answerOf({ document, op, collection }: { document: ApiDocument; op: ApiOperation; collection: Collection }): Answer {
  const schema = successOf(op)?.schema;
  const isRecord = (s?: ApiSchema) => s?.kind === 'ref' && s.ref === collection.schemaName;
  if (isRecord(schema)) return 'record';
  if (isArray({ document, schema }) && isRecord(nodeOf({ document, schema })?.items)) return 'list';
  return 'example';
}

/** Lists first, then single reads: a read's example is the fuller record. */
function seedsOf({ document, actions }: { document: ApiDocument; actions: Map<string, MockAction> }): Seed[] {
  const byCollection = new Map<Collection, Map<string, Record<string, unknown>>>();
  const isRead = (op: ApiOperation) => Number(actions.get(op.operationId)!.kind === 'read');
  const reads = document.operations.filter((op) => ['list', 'read'].includes(actions.get(op.operationId)!.kind)).sort((a, b) => isRead(a) - isRead(b));
  for (const op of reads) {
    const { collection } = actions.get(op.operationId) as { collection: Collection };
    const example = successOf(op)?.example;
    const records = byCollection.get(collection) ?? new Map<string, Record<string, unknown>>();
    for (const record of (Array.isArray(example) ? example : [example]) as (Record<string, unknown> | undefined)[]) {
      const key = record?.[collection.keyField];
      if (key !== undefined) records.set(String(key), record!);
    }
    byCollection.set(collection, records);
  }
  return [...byCollection].map(([collection, records]) => ({ collection, records: [...records.values()] }));
}

function successOf(op: ApiOperation) {
  return op.responses.find((r) => /^2\d\d$/.test(r.status));
}

function nodeOf({ document, schema }: { document: ApiDocument; schema?: ApiSchema }): ApiSchemaNode | undefined {
  for (let hops = 0; schema && hops < 16; hops += 1) {
    if (schema.kind === 'schema') return schema;
    schema = document.schemas[schema.ref];
  }
  return undefined;
}

function isArray({ document, schema }: { document: ApiDocument; schema?: ApiSchema }): boolean {
  const type = nodeOf({ document, schema })?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}
