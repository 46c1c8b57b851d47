// Which documents the index is made of: docs sections with their heading path, and the API
// reference's sections, tags, operations and schemas, each linking to its anchor.
import { describe, expect, it } from 'vitest';
import { searchDocuments, searchDocumentsByPage, type DocumentsMemo } from '../../../cli/search/search-document.ts';
import { apiDocuments, fieldNames } from '../../../cli/search/api-documents.ts';
import { SCHEMA_BOOST } from '../../../shared/search/search-format.ts';
import { adminApi, apiPage, docPage } from './fake-pages.ts';

const guide = docPage(
  '/docs/orders',
  'Orders',
  '<p>Intro text.</p><h2 id="carts">Carts<a class="hash-link" href="#carts">#</a></h2><p>Cart text.</p><h3 id="abandoned">Abandoned</h3><p>Old drafts.</p>',
  { breadcrumbs: ['APIs'] },
);

describe('searchDocuments', () => {
  it('makes one document per docs section, with its anchor and heading path', () => {
    const docs = searchDocuments([guide]);
    expect(docs.map((d) => [d.url, d.title, d.crumbs, d.excerpt])).toEqual([
      ['/docs/orders', 'Orders', ['APIs'], 'Intro text.'],
      ['/docs/orders#carts', 'Carts', ['Orders'], 'Cart text.'],
      ['/docs/orders#abandoned', 'Abandoned', ['Orders', 'Carts'], 'Old drafts.'],
    ]);
    expect(docs.every((d) => d.group === 'Docs')).toBe(true);
    expect(docs[2].fields).toEqual({ title: 'Abandoned', keywords: '', crumbs: 'Orders Carts', text: 'Old drafts.' });
  });

  it('orders pages by path whatever order they come in, and leaves out unlisted pages', () => {
    const other = docPage('/docs/a', 'A', '<p>a</p>');
    const hidden = docPage('/docs/hidden', 'Hidden', '<p>secret</p>', { noindex: true });
    const urls = (pages: typeof guide[]) => searchDocuments(pages).map((d) => d.url);
    expect(urls([guide, hidden, other])).toEqual(urls([other, guide, hidden]));
    expect(urls([guide, hidden, other])).toEqual(['/docs/a', '/docs/orders', '/docs/orders#carts', '/docs/orders#abandoned']);
  });

  it("watch mode's memo gives a page it has seen its same documents, and makes them anew for a new digest, title or group", () => {
    const memo: DocumentsMemo = new WeakMap();
    const [first] = searchDocumentsByPage([guide], { memo });
    expect(searchDocumentsByPage([guide], { memo })[0]).toBe(first);
    const retitled = { ...guide, route: { ...guide.route, props: { ...guide.route.props, title: 'Orders and carts' } } } as typeof guide;
    expect(searchDocumentsByPage([retitled], { memo })[0][0].title).toBe('Orders and carts');
    expect(searchDocumentsByPage([guide], { memo, docsGroup: 'Docs 1.0' })[0][0].group).toBe('Docs 1.0');
    const rerendered = docPage('/docs/orders', 'Orders', '<p>New intro.</p>', { breadcrumbs: ['APIs'] });
    expect(searchDocumentsByPage([rerendered], { memo })[0].map((d) => d.excerpt)).toEqual(['New intro.']);
    expect(searchDocumentsByPage([guide], { memo })[0].map((d) => d.url)).toEqual(first.map((d) => d.url));
  });

  it('groups API documents under the API title', () => {
    const docs = searchDocuments([apiPage('/api-reference/', adminApi), guide]);
    expect([...new Set(docs.map((d) => d.group))]).toEqual(['Admin API', 'Docs']);
  });
});

describe('apiDocuments', () => {
  const docs = apiDocuments({ route: '/api-reference/', api: adminApi });
  const byUrl = new Map(docs.map((d) => [d.url.replace('/api-reference/', ''), d]));

  it('links the description sections, tags, operations and schemas to their anchors', () => {
    expect([...byUrl.keys()]).toEqual([
      '',
      '#section/rate-limit',
      '#tag/Listings',
      '#operation/reindexListings',
      '#tag/Payment-gateways',
      '#schema/OrderItem',
    ]);
  });

  it('indexes an operation by method, path, operationId, summary, description and parameters', () => {
    const op = byUrl.get('#operation/reindexListings')!;
    expect(op).toMatchObject({ title: '/listings/reindex', method: 'get', crumbs: ['Listings', 'Reindex listings'], excerpt: 'Rebuilds the search index of listings.' });
    expect(op.fields).toEqual({
      title: 'Reindex listings',
      keywords: 'get /listings/reindex reindexListings scope',
      crumbs: 'Listings',
      text: 'Rebuilds the search index of listings. scope Which listings: all.',
    });
  });

  it('indexes a schema by name and field names, nested inline fields included, referenced schemas not', () => {
    const schema = byUrl.get('#schema/OrderItem')!;
    expect(schema.fields.keywords).toBe('id custom_unit_price listing add_ons addon_title');
    expect(schema.excerpt).toBe('One line of an order. Fields: id, custom_unit_price, listing, add_ons, addon_title.');
    expect(schema.fields.text).toBe('One line of an order. A price you set.');
    expect(schema.boost).toBe(SCHEMA_BOOST);
    expect(fieldNames({ kind: 'ref', name: 'Listing' })).toEqual([]);
  });
});
