// The mock's memory: records by collection and key, starting from the documents' examples, so a
// listing created is then read back, a deleted one is gone, and an order's new status shows on read.
// Records go in and come out as copies: nothing a handler does to a reply can change the store.
import type { Collection, Seed } from './plan-resources.ts';

export type StoredRecord = Record<string, unknown>;

export interface MockStore {
  get(params: { collection: Collection; key: unknown }): StoredRecord | undefined;
  list(params: { collection: Collection }): StoredRecord[];
  /** Stores a record under its key field; a record without one gets the next numeric id. */
  put(params: { collection: Collection; record: StoredRecord }): StoredRecord;
  remove(params: { collection: Collection; key: unknown }): boolean;
  /** Back to the examples. */
  reset(): void;
}

export function createMockStore({ seeds }: { seeds: Seed[] }): MockStore {
  const collections = new Map<string, Map<string, StoredRecord>>();
  const recordsOf = ({ name }: Collection) => {
    let records = collections.get(name);
    if (!records) collections.set(name, (records = new Map()));
    return records;
  };
  const store: MockStore = {
    get: ({ collection, key }) => structuredClone(recordsOf(collection).get(String(key))),
    list: ({ collection }) => [...recordsOf(collection).values()].map((record) => structuredClone(record)),
    put({ collection, record }) {
      const records = recordsOf(collection);
      const key = record[collection.keyField] ?? nextId({ records: records.values(), field: collection.keyField });
      const stored = { ...structuredClone(record), [collection.keyField]: key };
      records.set(String(key), stored);
      return structuredClone(stored);
    },
    remove: ({ collection, key }) => recordsOf(collection).delete(String(key)),
    reset() {
      collections.clear();
      for (const { collection, records } of seeds) {
        for (const record of records) store.put({ collection, record });
      }
    },
  };
  store.reset();
  return store;
}

function nextId({ records, field }: { records: Iterable<StoredRecord>; field: string }): number {
  let max = 0;
  for (const record of records) if (typeof record[field] === 'number') max = Math.max(max, record[field]);
  return max + 1;
}

/**
 * PATCH as the guides use it: fields replace, nested objects merge, and arrays of objects with ids
 * merge item by item, so patching an order's `order_items: [{ id, custom_unit_price }]` keeps each
 * item's other fields.
 */
export function mergePatch({ target, patch }: { target: unknown; patch: unknown }): StoredRecord {
  return merge({ target, patch }) as StoredRecord;
}

function merge({ target, patch }: { target: unknown; patch: unknown }): unknown {
  if (isPlainObject(target) && isPlainObject(patch)) {
    const out: Record<string, unknown> = { ...target };
    for (const [name, value] of Object.entries(patch)) out[name] = merge({ target: target[name], patch: value });
    return out;
  }
  if (Array.isArray(target) && Array.isArray(patch) && patch.every((item) => isPlainObject(item) && item.id !== undefined)) {
    const merged = target.map((item) => {
      const change = isPlainObject(item) ? patch.find((p) => p.id === item.id) : undefined;
      return change ? merge({ target: item, patch: change }) : item;
    });
    const added = patch.filter((p) => !target.some((item) => isPlainObject(item) && item.id === p.id));
    return [...merged, ...added];
  }
  return structuredClone(patch);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
