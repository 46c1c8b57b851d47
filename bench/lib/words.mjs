// Vocabulary for synthetic docs: marketplace-flavoured words, so generated pages tokenise, highlight
// and compress like the real site's prose, not like lorem ipsum. Only letters, digits, spaces,
// hyphens and apostrophes-free words: nothing MDX could read as JSX or an expression.

export const NOUNS = [
  'store', 'vendor', 'customer', 'listing', 'variant', 'order', 'cart', 'checkout', 'payment', 'refund',
  'payout', 'invoice', 'shipment', 'carrier', 'parcel', 'warehouse', 'catalog', 'category', 'collection',
  'theme', 'template', 'snippet', 'section', 'block', 'menu', 'page', 'webhook', 'event', 'subscription',
  'signature', 'request', 'response', 'header', 'token', 'credential', 'key', 'session', 'account',
  'integration', 'connector', 'import', 'export', 'feed', 'batch', 'queue', 'retry', 'timeout', 'limit',
  'quota', 'filter', 'cursor', 'field', 'metafield', 'attribute', 'price', 'discount', 'coupon', 'tax',
  'currency', 'locale', 'translation', 'review', 'rating', 'notification', 'message', 'email', 'report',
  'dashboard', 'permission', 'role', 'group', 'endpoint', 'resource', 'schema', 'payload', 'status',
];

export const VERBS = [
  'create', 'update', 'sync', 'validate', 'publish', 'archive', 'restore', 'fetch', 'list', 'filter',
  'paginate', 'retry', 'queue', 'render', 'cache', 'sign', 'verify', 'map', 'import', 'export',
  'schedule', 'notify', 'approve', 'reject', 'refund', 'capture', 'split', 'group', 'translate', 'track',
];

export const ADJECTIVES = [
  'new', 'existing', 'pending', 'approved', 'draft', 'published', 'archived', 'partial', 'full', 'custom',
  'default', 'shared', 'private', 'public', 'signed', 'idempotent', 'paginated', 'nested', 'optional',
  'required', 'localised', 'scheduled', 'failed', 'successful', 'duplicate', 'stale', 'fresh', 'large',
];

export const CONNECTORS = [
  'so that', 'before', 'after', 'when', 'because', 'while', 'unless', 'once', 'until', 'whenever',
];

export const SUBJECTS = [
  'the platform', 'your integration', 'the vendor', 'the store owner', 'the theme', 'the API',
  'each request', 'the webhook handler', 'the admin panel', 'the storefront', 'a partner system',
];

/** Section headings: each page draws distinct ones, so their slugs never collide on a page. */
export const HEADINGS = [
  'Before you begin', 'Overview', 'How it works', 'Authenticate the request', 'Choose a base URL',
  'Create the resource', 'Update in place', 'Handle pagination', 'Filter the results', 'Sort and search',
  'Retries and idempotency', 'Rate limits', 'Errors you may see', 'Validate the payload', 'Map the fields',
  'Schedule a sync', 'Verify the signature', 'Subscribe to events', 'Replay missed events', 'Test locally',
  'Go live', 'Troubleshooting', 'Limits and quotas', 'Field reference', 'Example request',
  'Example response', 'Working with variants', 'Working with metafields', 'Currency and tax',
  'Localised content', 'Template variables', 'Render a snippet', 'Override the default theme',
  'Cache the output', 'Batch imports', 'Partial updates', 'Deleting safely', 'Audit trail',
  'Permissions and roles', 'Security notes', 'Performance tips', 'Migration from v1', 'Next steps',
  'See also', 'Common patterns', 'Edge cases', 'Data model', 'Lifecycle of an order', 'Vendor payouts',
  'Refund flow', 'Shipping rules', 'Notifications', 'Observability', 'Versioning',
];

/** Folder themes: the words page titles in a folder are built from. */
export const TOPICS = {
  APIs: { verbs: ['Sync', 'Import', 'Export', 'Update', 'Create', 'Filter', 'Paginate', 'Reconcile'], objects: ['listings', 'orders', 'vendors', 'customers', 'payouts', 'refunds', 'coupons', 'shipping rates', 'invoices', 'metafields'] },
  Themes: { verbs: ['Customise', 'Override', 'Render', 'Translate', 'Style', 'Extend', 'Debug', 'Cache'], objects: ['the product page', 'the cart drawer', 'email templates', 'the vendor profile', 'category pages', 'the checkout', 'search results', 'the header', 'snippets', 'sections'] },
  Webhooks: { verbs: ['Receive', 'Verify', 'Retry', 'Replay', 'Route', 'Filter', 'Queue', 'Log'], objects: ['order events', 'listing events', 'payout events', 'user events', 'refund events', 'review events', 'shipment events', 'signatures', 'deliveries', 'failures'] },
};

export const QUALIFIERS = [
  'from an ERP', 'in bulk', 'for a single vendor', 'with idempotency keys', 'on a schedule', 'safely',
  'with the Admin API', 'with the Partners API', 'across currencies', 'for mobile apps', 'step by step',
  'without downtime', 'in a staging store', 'with Liquid', 'at scale', 'for marketplaces with many vendors',
];

export const FIELD_NAMES = [
  'id', 'status', 'title', 'price', 'currency', 'vendor_id', 'customer_id', 'created_at', 'updated_at',
  'quantity', 'sku', 'metafields', 'tags', 'locale', 'weight', 'tax_rate', 'discount_code', 'url',
];

export const FIELD_TYPES = ['integer', 'string', 'number', 'boolean', 'array', 'object', 'date-time'];
