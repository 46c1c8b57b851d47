// The two OpenAPI documents against the product spec (sections 3 to 9): every endpoint with its
// parameters, every entity with its fields, required lists, enums and defaults.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/cli.ts';
import { loadApi } from '../../cli/openapi/load-api.ts';
import type { ApiDocument, ApiSchema, ApiSchemaNode } from '../../cli/openapi/document/types.ts';

const docs: Record<'admin' | 'partners', ApiDocument> = {} as never;

beforeAll(async () => {
  for (const id of ['admin', 'partners'] as const) {
    const file = path.join(REPO, 'openapi', `${id}.yaml`);
    const loaded = await loadApi({ file, root: path.dirname(file) });
    expect(loaded.diagnostics).toEqual([]);
    docs[id] = loaded.document!;
  }
});

// Section 7, method and path, with the query parameters the spec names.
const ADMIN: [string, string, string[]?][] = [
  ['get', '/add-ons/{id}'], ['patch', '/add-ons/{id}'],
  ['get', '/categories/search'], ['post', '/categories'],
  ['get', '/collections'], ['post', '/collections'], ['delete', '/collections/{handle}'], ['patch', '/collections/{handle}'], ['get', '/collections/{handle}/listings'],
  ['get', '/events'], ['get', '/events/{id}'],
  ['get', '/listings', ['admin_status', 'category_id', 'fields', 'on_homepage', 'order_type_id', 'status', 'user_id']], ['post', '/listings'],
  ['get', '/listings/{id}'], ['patch', '/listings/{id}'], ['delete', '/listings/{id}'], ['get', '/listings/search'],
  ['get', '/listings/reindex', ['scope', 'limit']],
  ['get', '/listings/{id}/metafields'], ['post', '/listings/{id}/metafields'],
  ['get', '/listings/{id}/variants'], ['post', '/listings/{id}/variants'], ['delete', '/listings/{id}/variants/{variant_id}'], ['get', '/listings/{id}/variants/count'],
  ['get', '/listings/{id}/add-ons'], ['post', '/listings/{id}/add-ons'], ['delete', '/listings/{id}/add-ons/{addon_id}'], ['get', '/listings/{id}/add-ons/count'],
  ['post', '/notifications/send'],
  ['get', '/orders', ['id', 'status', 'cart_id', 'supplier_id', 'customer_id', 'order_number', 'start_on_date[value]', 'start_on_date[condition_type]']],
  ['get', '/orders/{id}'], ['patch', '/orders/{id}'], ['delete', '/orders/{id}'], ['get', '/orders/{id}/metafields'], ['post', '/orders/{id}/metafields'],
  ['get', '/payment-gateways'], ['post', '/payment-gateways'], ['get', '/payment-gateways/{id}'], ['patch', '/payment-gateways/{id}'], ['delete', '/payment-gateways/{id}'],
  ['get', '/payment-gateways/external-accounts/{user_id}'], ['post', '/payment-gateways/external-accounts/{user_id}'],
  ['patch', '/payment-gateways/external-accounts/{user_id}/{account_id}'], ['delete', '/payment-gateways/external-accounts/{user_id}/{account_id}'],
  ['get', '/shipping_rates'], ['get', '/shipping_rates/{id}'],
  ['get', '/users'], ['post', '/users'], ['get', '/users/{id}'], ['patch', '/users/{id}'], ['delete', '/users/{id}'], ['get', '/users/{id}/psp_account'],
  ['get', '/users/{id}/metafields'], ['post', '/users/{id}/metafields'],
  ['get', '/variants/{id}'], ['patch', '/variants/{id}'],
];
const PARTNERS: [string, string, string[]?][] = [
  ['get', '/listings', ['admin_status', 'category_id', 'fields', 'order_type_id', 'status']], ['post', '/listings'],
  ['get', '/listings/{id}'], ['delete', '/listings/{id}'], ['patch', '/listings/{id}'],
  ['get', '/orders', ['id', 'status', 'cart_id', 'supplier_id', 'customer_id', 'order_number', 'start_on_date[value]', 'start_on_date[condition_type]']],
  ['get', '/orders/{id}'], ['patch', '/orders/{id}'],
  ['get', '/shipping_rates'], ['get', '/shipping_rates/{id}'],
];

describe.each([
  ['admin', ADMIN, '/api/v1'],
  ['partners', PARTNERS, '/api/partners/v1'],
] as const)('the %s document', (id, table, basePath) => {
  it('has exactly the operations of section 7, each with its path and query parameters', () => {
    const doc = docs[id];
    expect(doc.operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(table.map(([m, p]) => `${m} ${p}`).sort());
    for (const [method, route, query] of table) {
      const op = doc.operations.find((o) => o.method === method && o.path === route)!;
      const pathParams = [...route.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort(), `${method} ${route}`).toEqual(pathParams.sort());
      if (query) expect(op.parameters.filter((p) => p.in === 'query').map((p) => p.name), `${method} ${route}`).toEqual(expect.arrayContaining(query));
      for (const status of ['400', '401', '403', '404', '429', '500']) {
        expect(op.responses.map((r) => r.status), `${method} ${route}`).toContain(status);
      }
      expect(op.summary && op.description && op.tags.length, `${method} ${route}`).toBeTruthy();
    }
  });

  it('serves under its base path with basic auth everywhere', () => {
    const doc = docs[id];
    expect(doc.servers[0].url).toBe(`https://{store}${basePath}`);
    expect(doc.securitySchemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(doc.security).toEqual([{ basicAuth: [] }]);
    expect(doc.description).toContain('40 requests per minute');
  });
});

function node(doc: ApiDocument, name: string): ApiSchemaNode {
  const schema = doc.schemas[name];
  expect(schema, name).toBeDefined();
  return schema as ApiSchemaNode;
}
function prop(schema: ApiSchemaNode, name: string, doc: ApiDocument): ApiSchemaNode {
  const found = schema.properties?.find((p) => p.name === name)?.schema as ApiSchema | undefined;
  expect(found, name).toBeDefined();
  return (found!.kind === 'ref' ? doc.schemas[found!.ref] : found) as ApiSchemaNode;
}
const fields = (schema: ApiSchemaNode) => schema.properties!.map((p) => p.name).sort();
const required = (schema: ApiSchemaNode) => schema.properties!.filter((p) => p.required).map((p) => p.name).sort();

describe('entities of section 3', () => {
  it('Listing: fields, required, read-only id, statuses and visibility', () => {
    const doc = docs.admin;
    const listing = node(doc, 'Listing');
    expect(fields(listing)).toEqual(
      ['id', 'admin_status', 'attributes', 'category', 'category_id', 'city', 'country', 'cover', 'currency', 'date_online', 'description', 'external_id', 'lat', 'lng', 'location', 'min_qty', 'medias', 'order_type_id', 'price', 'price_unit', 'price_with_currency', 'quantity', 'quantity_selector', 'requires_shipping', 'shipping_methods', 'slug', 'state', 'status', 'supplier', 'supplier_id', 'title', 'url', 'variants', 'visibility', 'weight'].sort(),
    );
    expect(required(listing)).toEqual(['category_id', 'order_type_id', 'supplier_id', 'title']);
    expect(prop(listing, 'id', doc).readOnly).toBe(true);
    expect(prop(listing, 'status', doc).enum).toEqual(['draft', 'published', 'archived']);
    expect(prop(listing, 'admin_status', doc).enum).toEqual(['waiting', 'approved', 'rejected', 'blocked']);
    expect(prop(listing, 'visibility', doc).enum).toEqual(['both', 'catalog', 'search', 'none']);
    expect(node(doc, 'Listing').description).toMatch(/published.*approved|approved.*published/s);
  });

  it('User: required email and group_id, deprecated fields, timezone default, enums', () => {
    for (const doc of [docs.admin, docs.partners]) {
      const user = node(doc, 'User'); // both documents define it: a missing one fails, never skips
      expect(required(user)).toEqual(['email', 'group_id']);
      for (const name of ['group_alias', 'group_id', 'group_name', 'lang']) expect(prop(user, name, doc).deprecated, name).toBe(true);
      expect(prop(user, 'timezone', doc).default).toBe('UTC');
      expect(prop(user, 'email', doc).format).toBe('email');
      expect(prop(user, 'account_type', doc).enum).toEqual(['individual', 'company', 'non-profit']);
      expect(prop(user, 'status', doc).enum).toEqual(['enabled', 'disabled']);
    }
  });

  it('Variant defaults and requirements; add-on and collection requirements', () => {
    const doc = docs.admin;
    const variant = node(doc, 'Variant');
    expect(fields(variant)).toEqual(['external_id', 'id', 'listing_id', 'price', 'price_unit', 'quantity', 'sku', 'sort_priority', 'title', 'weight']);
    expect(required(variant)).toEqual(['title']);
    expect(prop(variant, 'quantity', doc).default).toBe(1);
    expect(prop(variant, 'sort_priority', doc).default).toBe(0);
    expect(required(node(doc, 'AddOn'))).toEqual(['price', 'title']);
    expect(required(node(doc, 'Collection'))).toEqual(['handle', 'title']);
  });

  it('Order: statuses, fulfilment statuses, fees destination, and the workflow in its description', () => {
    const doc = docs.admin;
    const order = node(doc, 'Order');
    expect(prop(order, 'status', doc).enum).toEqual(
      expect.arrayContaining(['draft', 'pending', 'new', 'failed', 'accepted', 'declined', 'service_provided', 'shipped', 'customer_confirmed', 'canceled', 'completed']),
    );
    expect(prop(order, 'fulfillment_status', doc).enum).toEqual(['started', 'scheduled', 'prepared', 'shipped', 'in_transit', 'available', 'delivered', 'executed', 'canceled', 'error']);
    expect(prop(order, 'shipping_fees_destination', doc).enum).toEqual(['platform', 'supplier']);
    expect([prop(order, 'status', doc).description, order.description].join(' ')).toMatch(/two hours/);
  });

  it('Payout is in cents with a lowercase ISO 4217 currency; ErrorResponse has code, status and message', () => {
    const doc = docs.admin;
    const payout = node(doc, 'Payout');
    expect(prop(payout, 'amount', doc).description).toMatch(/cents/);
    expect(prop(payout, 'currency_code', doc).description).toMatch(/ISO 4217/);
    expect(fields(node(doc, 'ErrorResponse'))).toEqual(['code', 'message', 'status']);
  });

  it('the reindex and notification operations carry the documented defaults and enums', () => {
    const reindex = docs.admin.operations.find((o) => o.operationId === 'reindexListings')!;
    const scope = reindex.parameters.find((p) => p.name === 'scope')!.schema as ApiSchemaNode;
    expect(scope.enum).toEqual(['all', 'not_indexed']);
    expect(scope.default).toBe('not_indexed');
    expect((reindex.parameters.find((p) => p.name === 'limit')!.schema as ApiSchemaNode).default).toBe(999);
    const condition = docs.admin.operations.find((o) => o.operationId === 'listOrders')!.parameters.find((p) => p.name === 'start_on_date[condition_type]')!;
    expect((condition.schema as ApiSchemaNode).enum).toEqual(['gt', 'gte', 'lt', 'lte', 'eq', 'notEq', 'like', 'notLike', 'in', 'notIn']);
    const send = docs.admin.operations.find((o) => o.operationId === 'sendNotification')!;
    const body = send.requestBody!.schema!;
    const notification = (body.kind === 'ref' ? docs.admin.schemas[body.ref] : body) as ApiSchemaNode;
    expect(required(notification)).toEqual(['object_id', 'type']);
    expect(prop(notification, 'type', docs.admin).enum).toEqual(['new_order_customer', 'new_order_supplier']);
  });
});
