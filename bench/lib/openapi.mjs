// A synthetic OpenAPI 3.1 document shaped like the marketplace's Admin API, scaled up: 30
// resources × 10 operations = 300 operations, 30 × 5 schemas + Error = 151 component schemas.
// It has to pass hubgen's whole OpenAPI stage, so it follows the house lint rules (cli/openapi/
// lint.ts): unique operationIds, a tag, summary and description on every operation, 401 and 429
// on every operation, global basic auth, declared path parameters, no empty descriptions, no
// unused components; and every example is generated from (and so matches) its schema.

import { createRng } from './prng.mjs';

/** [Singular (schema and tag), plural path segment, plural for operation ids]. */
const RESOURCES = [
  ['Listing', 'listings', 'Listings'], ['Variant', 'variants', 'Variants'], ['AddOn', 'add-ons', 'AddOns'],
  ['Category', 'categories', 'Categories'], ['Collection', 'collections', 'Collections'], ['Order', 'orders', 'Orders'],
  ['OrderItem', 'order-items', 'OrderItems'], ['Shipment', 'shipments', 'Shipments'], ['Refund', 'refunds', 'Refunds'],
  ['Payout', 'payouts', 'Payouts'], ['Vendor', 'vendors', 'Vendors'], ['Customer', 'customers', 'Customers'],
  ['UserGroup', 'user-groups', 'UserGroups'], ['Review', 'reviews', 'Reviews'], ['Coupon', 'coupons', 'Coupons'],
  ['Promotion', 'promotions', 'Promotions'], ['ShippingRate', 'shipping-rates', 'ShippingRates'],
  ['ShippingZone', 'shipping-zones', 'ShippingZones'], ['TaxRule', 'tax-rules', 'TaxRules'], ['Invoice', 'invoices', 'Invoices'],
  ['Payment', 'payments', 'Payments'], ['PaymentGateway', 'payment-gateways', 'PaymentGateways'],
  ['WebhookEndpoint', 'webhook-endpoints', 'WebhookEndpoints'], ['Notification', 'notifications', 'Notifications'],
  ['Metafield', 'metafields', 'Metafields'], ['Theme', 'themes', 'Themes'], ['StorePage', 'store-pages', 'StorePages'],
  ['Menu', 'menus', 'Menus'], ['MediaFile', 'media-files', 'MediaFiles'], ['Subscription', 'subscriptions', 'Subscriptions'],
];

const STATUS_SETS = [
  ['draft', 'published', 'archived'],
  ['pending', 'active', 'suspended', 'closed'],
  ['new', 'accepted', 'shipped', 'completed', 'cancelled'],
  ['enabled', 'disabled'],
  ['waiting', 'approved', 'rejected', 'blocked'],
];

const EXTRA_FIELDS = [
  ['price', { type: 'number', minimum: 0, description: 'Price in the store currency.' }, 19.99],
  ['currency', { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code.' }, 'EUR'],
  ['quantity', { type: 'integer', minimum: 0, maximum: 100000, description: 'Units available.' }, 12],
  ['sku', { type: 'string', minLength: 1, maxLength: 64, description: 'Stock keeping unit.' }, 'SKU-1042-BLUE'],
  ['contact_email', { type: 'string', format: 'email', description: 'Where notifications about it are sent.' }, 'ops@example.com'],
  ['url', { type: 'string', format: 'uri', description: 'Public address.' }, 'https://your-store.example.com/items/1042'],
  ['position', { type: 'integer', minimum: 0, description: 'Sort position, lowest first.' }, 3],
  ['is_default', { type: 'boolean', description: 'Whether it is the default one.' }, false],
  ['weight_grams', { type: 'integer', minimum: 0, description: 'Shipping weight in grams.' }, 850],
  ['locale', { type: 'string', enum: ['en', 'fr', 'de', 'es'], description: 'Language of the text fields.' }, 'en'],
  ['rate_percent', { type: 'number', minimum: 0, maximum: 100, description: 'A percentage between 0 and 100.' }, 20],
  ['external_id', { type: ['string', 'null'], maxLength: 128, description: 'Id in your own system, if any.' }, 'ERP-77812'],
];

const ref = (section, name) => ({ $ref: `#/components/${section}/${name}` });
const camel = (name) => name[0].toLowerCase() + name.slice(1);
const words = (name) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The OpenAPI document as a plain object (dump it with js-yaml). */
export function generateOpenApi({ seed = 1 } = {}) {
  const rng = createRng(`${seed}/openapi`);
  const schemas = { Error: errorSchema() };
  const paths = {};
  const tags = [];

  RESOURCES.forEach(([name], index) => {
    const [next] = RESOURCES[(index + 1) % RESOURCES.length];
    const statuses = STATUS_SETS[index % STATUS_SETS.length];
    const extras = rng.sample(EXTRA_FIELDS, rng.int(3, 6));
    const label = words(name);
    Object.assign(schemas, resourceSchemas({ name, next, statuses, extras, label }));
    tags.push({ name, description: `Operations on ${label}s. A ${label} links to a ${words(next)} through \`${camel(next)}_id\`.` });
  });
  // Paths second: their examples are sampled from schemas that refer to later resources.
  for (const [name, segment, plural] of RESOURCES) {
    Object.assign(paths, resourcePaths({ name, segment, plural, label: words(name) }, schemas));
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Benchmark API',
      version: '1.0',
      description: [
        '## Overview',
        '',
        'A synthetic API with the shape of the marketplace Admin API, generated for benchmarks: '
          + `${RESOURCES.length} resources with ten operations each.`,
        '',
        '## Authentication',
        '',
        'Every request uses HTTP basic authentication with the store\'s secret key as both the username and the password.',
        '',
        '## Rate limit',
        '',
        'The API accepts 40 requests per minute. Beyond that it answers `429 Too Many Requests`.',
        '',
        '| Code | Meaning |',
        '|---|---|',
        '| 400 | Some parameters are not correct |',
        '| 401 | Wrong credentials |',
        '| 404 | Not found |',
        '| 429 | Too many requests |',
        '',
      ].join('\n'),
    },
    servers: [
      {
        url: 'https://{store}/api/v1',
        description: 'The store\'s subdomain or primary custom domain.',
        variables: { store: { default: 'your-store.example.com' } },
      },
    ],
    security: [{ basicAuth: [] }],
    tags,
    paths: sortKeys(paths),
    components: {
      schemas,
      parameters: {
        Page: { name: 'page', in: 'query', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1, default: 1 }, example: 2 },
        PerPage: { name: 'per_page', in: 'query', description: 'Items per page.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, example: 50 },
      },
      responses: {
        BadRequest: errorResponse('Some parameters are not correct.', 400, 'Some parameters are not correct'),
        Unauthorized: errorResponse('Wrong credentials, or the wrong base URL.', 401, 'Unauthorized'),
        NotFound: errorResponse('No such resource.', 404, 'Not found'),
        TooManyRequests: {
          ...errorResponse('More than 40 requests in a minute.', 429, 'Too many requests'),
          headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } } },
        },
      },
      securitySchemes: {
        basicAuth: { type: 'http', scheme: 'basic', description: 'The store\'s secret key as both username and password.' },
      },
    },
  };
}

/** The operation ids, in document order, and the tag of each (for links from generated docs). */
export function operationIds() {
  return RESOURCES.flatMap(([name, , plural]) => [
    `list${plural}`, `create${name}`, `get${name}`, `replace${name}`, `update${name}`, `delete${name}`,
    `archive${name}`, `restore${name}`, `list${name}Events`, `get${name}Metafield`,
  ]);
}

function errorSchema() {
  return {
    type: 'object',
    description: 'The body of every error response.',
    required: ['code', 'status', 'message'],
    properties: {
      code: { type: 'integer', description: 'The HTTP status code, repeated.' },
      status: { const: 'error', description: 'Always `error`.' },
      message: { type: 'string', description: 'What went wrong, for people.' },
    },
    additionalProperties: false,
  };
}

function errorResponse(description, code, message) {
  return {
    description,
    content: { 'application/json': { schema: ref('schemas', 'Error'), example: { code, status: 'error', message } } },
  };
}

function resourceSchemas({ name, next, statuses, extras, label }) {
  const writable = {
    title: { type: 'string', minLength: 1, maxLength: 200, description: `Name of the ${label}, shown to customers.` },
    description: { type: ['string', 'null'], description: 'Markdown text; `null` when there is none.' },
    status: ref('schemas', `${name}Status`),
    [`${camel(next)}_id`]: { type: 'integer', format: 'int64', minimum: 1, description: `The ${words(next)} this ${label} belongs to.` },
    tags: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 20, description: 'Free-form labels.' },
    metadata: { type: 'object', additionalProperties: { type: 'string' }, description: 'Key-value pairs for your own use.' },
  };
  for (const [field, schema] of extras) writable[field] = schema;
  return {
    [name]: {
      type: 'object',
      description: `A ${label}.`,
      required: ['id', 'title', 'status', 'created_at', 'updated_at'],
      properties: {
        id: { type: 'integer', format: 'int64', minimum: 1, description: `Unique id of the ${label}.` },
        ...writable,
        [`${camel(next)}_status`]: ref('schemas', `${next}Status`),
        created_at: { type: 'string', format: 'date-time', description: 'When it was created (UTC).' },
        updated_at: { type: 'string', format: 'date-time', description: 'When it last changed (UTC).' },
      },
      additionalProperties: false,
    },
    [`${name}Input`]: {
      type: 'object',
      description: `The fields to create or replace a ${label}.`,
      required: ['title', 'status'],
      properties: writable,
      additionalProperties: false,
    },
    [`${name}Patch`]: {
      type: 'object',
      description: `The fields to change on a ${label}; omitted fields keep their value.`,
      minProperties: 1,
      properties: writable,
      additionalProperties: false,
    },
    [`${name}List`]: {
      type: 'object',
      description: `One page of ${label}s.`,
      required: ['data', 'page', 'per_page', 'total'],
      properties: {
        data: { type: 'array', items: ref('schemas', name) },
        page: { type: 'integer', minimum: 1 },
        per_page: { type: 'integer', minimum: 1, maximum: 100 },
        total: { type: 'integer', minimum: 0 },
      },
      additionalProperties: false,
    },
    [`${name}Status`]: { type: 'string', enum: statuses, description: `Lifecycle status of a ${label}.` },
  };
}

function resourcePaths({ name, segment, plural, label }, schemas) {
  const idParam = `${camel(name)}Id`;
  const pathId = {
    name: idParam,
    in: 'path',
    required: true,
    description: `Id of the ${label}.`,
    schema: { type: 'integer', format: 'int64', minimum: 1 },
    example: 1042,
  };
  const common = { 401: ref('responses', 'Unauthorized'), 429: ref('responses', 'TooManyRequests') };
  const json = (schemaName, description) => ({
    description,
    content: { 'application/json': { schema: ref('schemas', schemaName), example: sample(ref('schemas', schemaName), schemas) } },
  });
  const body = (schemaName, description) => ({ required: true, ...json(schemaName, description) });
  const op = (id, summary, description, extra) => ({
    operationId: id,
    tags: [name],
    summary,
    description,
    ...extra,
  });
  const eventsSchema = {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['type', 'at'],
          properties: {
            type: { type: 'string', description: 'Event type, such as `updated`.' },
            at: { type: 'string', format: 'date-time', description: 'When it happened.' },
          },
        },
      },
    },
  };
  const metafieldSchema = {
    type: 'object',
    required: ['key', 'value'],
    properties: { key: { type: 'string', minLength: 1 }, value: { type: ['string', 'number', 'boolean'] } },
  };
  return {
    [`/${segment}`]: {
      get: op(`list${plural}`, `List ${label}s`, `Returns ${label}s, newest first, one page at a time. Filter with \`status\`.`, {
        parameters: [
          ref('parameters', 'Page'),
          ref('parameters', 'PerPage'),
          { name: 'status', in: 'query', description: 'Only return items with this status.', schema: ref('schemas', `${name}Status`) },
        ],
        responses: { 200: json(`${name}List`, `One page of ${label}s.`), 400: ref('responses', 'BadRequest'), ...common },
      }),
      post: op(`create${name}`, `Create a ${label}`, `Creates a ${label}. \`title\` and \`status\` are required.`, {
        requestBody: body(`${name}Input`, `The new ${label}.`),
        responses: { 201: json(name, `The created ${label}.`), 400: ref('responses', 'BadRequest'), ...common },
      }),
    },
    [`/${segment}/{${idParam}}`]: {
      parameters: [pathId],
      get: op(`get${name}`, `Retrieve a ${label}`, `Returns one ${label} by its id.`, {
        responses: { 200: json(name, `The ${label}.`), 404: ref('responses', 'NotFound'), ...common },
      }),
      put: op(`replace${name}`, `Replace a ${label}`, `Replaces every writable field of a ${label}; omitted optional fields are cleared.`, {
        requestBody: body(`${name}Input`, `The ${label}'s new fields.`),
        responses: { 200: json(name, `The ${label} after the change.`), 400: ref('responses', 'BadRequest'), 404: ref('responses', 'NotFound'), ...common },
      }),
      patch: op(`update${name}`, `Update a ${label}`, `Changes only the fields you send.`, {
        requestBody: body(`${name}Patch`, 'The fields to change.'),
        responses: { 200: json(name, `The ${label} after the change.`), 400: ref('responses', 'BadRequest'), 404: ref('responses', 'NotFound'), ...common },
      }),
      delete: op(`delete${name}`, `Delete a ${label}`, `Deletes a ${label}. This cannot be undone; consider archiving instead.`, {
        responses: { 204: { description: 'Deleted; no body.' }, 404: ref('responses', 'NotFound'), ...common },
      }),
    },
    [`/${segment}/{${idParam}}/archive`]: {
      parameters: [pathId],
      post: op(`archive${name}`, `Archive a ${label}`, `Hides a ${label} without deleting it.`, {
        responses: { 200: json(name, `The archived ${label}.`), 404: ref('responses', 'NotFound'), ...common },
      }),
    },
    [`/${segment}/{${idParam}}/restore`]: {
      parameters: [pathId],
      post: op(`restore${name}`, `Restore a ${label}`, `Brings an archived ${label} back.`, {
        responses: { 200: json(name, `The restored ${label}.`), 404: ref('responses', 'NotFound'), ...common },
      }),
    },
    [`/${segment}/{${idParam}}/events`]: {
      parameters: [pathId],
      get: op(`list${name}Events`, `List events of a ${label}`, `Returns what happened to a ${label}, oldest first.`, {
        parameters: [ref('parameters', 'Page'), ref('parameters', 'PerPage')],
        responses: {
          200: { description: 'The events.', content: { 'application/json': { schema: eventsSchema, example: sample(eventsSchema, schemas) } } },
          404: ref('responses', 'NotFound'),
          ...common,
        },
      }),
    },
    [`/${segment}/{${idParam}}/metafields/{key}`]: {
      parameters: [pathId, { name: 'key', in: 'path', required: true, description: 'Metafield key.', schema: { type: 'string', pattern: '^[a-z_]+$' }, example: 'erp_code' }],
      get: op(`get${name}Metafield`, `Retrieve a metafield of a ${label}`, `Returns one custom field stored on a ${label}.`, {
        responses: {
          200: { description: 'The metafield.', content: { 'application/json': { schema: metafieldSchema, example: sample(metafieldSchema, schemas) } } },
          404: ref('responses', 'NotFound'),
          ...common,
        },
      }),
    },
  };
}

const SAMPLE_TIME = '2026-03-14T09:30:00Z';

/**
 * A value valid against the schema (for the small subset of JSON Schema used above): every
 * property filled, the first enum value, formats honoured, bounds respected.
 */
export function sample(schema, schemas, depth = 0) {
  if (schema.$ref) return sample(schemas[schema.$ref.split('/').pop()], schemas, depth);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sampleProperty(key, child, schemas, depth);
      if (!schema.properties && schema.additionalProperties) out.note = 'example';
      return out;
    }
    case 'array':
      return depth > 1 ? [] : [sample(schema.items, schemas, depth + 1)];
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'number':
      return schema.minimum !== undefined ? schema.minimum + 1.5 : 12.5;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date-time') return SAMPLE_TIME;
      if (schema.format === 'email') return 'ops@example.com';
      if (schema.format === 'uri') return 'https://your-store.example.com/';
      if (schema.pattern === '^[a-z_]+$') return 'erp_code';
      return 'Example text';
    default:
      return null;
  }
}

/** Realistic values for the fields whose names say what they hold. */
function sampleProperty(key, schema, schemas, depth) {
  const known = EXTRA_FIELDS.find(([field]) => field === key);
  if (known) return known[2];
  if (key === 'id' || key.endsWith('_id')) return 1042;
  if (key === 'title') return 'Handmade oak side table';
  if (key === 'description') return 'Solid oak, oiled finish, made to order.';
  if (key === 'metadata') return { erp_code: 'A-1042' };
  if (key === 'tags') return ['furniture', 'oak'];
  if (key === 'total') return 1;
  if (key === 'type') return 'updated';
  if (key === 'key') return 'erp_code';
  if (key === 'value') return 'A-1042';
  return sample(schema, schemas, depth);
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
