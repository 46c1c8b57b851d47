// A build indexes while it renders only when the pages, unrendered, give the documents they give
// once rendered: an API reference's from its view, a doc's from its compiled text.
import { describe, expect, it } from 'vitest';
import { pageBeforeRender } from '../../../cli/search/index-while-rendering.ts';
import { searchDocuments } from '../../../cli/search/search-document.ts';
import { adminApi, apiPage, docPage } from './fake-pages.ts';

type Route = ReturnType<typeof docPage>['route'];

describe('pageBeforeRender', () => {
  const guide = docPage('/docs/orders', 'Orders', '<p>Intro text.</p><h2 id="carts">Carts</h2><p>Cart text.</p>', { breadcrumbs: ['APIs'] });
  // The compiled tree's text is what the digest holds (render/page-digest.ts).
  const compiled = { ...guide, route: { ...guide.route, search: guide.digest.content } };

  it('gives the documents of the rendered API reference and doc', () => {
    const rendered = [apiPage('/api-reference/', adminApi), compiled];
    const unrendered = rendered.map((page) => pageBeforeRender(page.route)!);
    expect(searchDocuments(unrendered)).toEqual(searchDocuments(rendered));
    expect(searchDocuments(unrendered).length).toBeGreaterThan(3);
  });

  it('gives the documents written here for a doc and for an operation and a schema of the reference', () => {
    // Literal expectations: the comparison above holds one path against the other.
    expect(searchDocuments([pageBeforeRender(compiled.route)!])).toEqual([
      { url: '/docs/orders', group: 'Docs', title: 'Orders', crumbs: ['APIs'], excerpt: 'Intro text.', boost: 2.2, fields: { title: 'Orders', keywords: '', crumbs: 'APIs', text: 'Intro text.' } },
      { url: '/docs/orders#carts', group: 'Docs', title: 'Carts', crumbs: ['Orders'], excerpt: 'Cart text.', boost: 2.2, fields: { title: 'Carts', keywords: '', crumbs: 'Orders', text: 'Cart text.' } },
    ]);
    const api = searchDocuments([pageBeforeRender(apiPage('/api-reference/', adminApi).route)!]);
    expect(api.map((d) => d.url)).toEqual([
      '/api-reference/',
      '/api-reference/#section/rate-limit',
      '/api-reference/#tag/Listings',
      '/api-reference/#operation/reindexListings',
      '/api-reference/#tag/Payment-gateways',
      '/api-reference/#schema/OrderItem',
    ]);
    expect(api.find((d) => d.url.endsWith('#operation/reindexListings'))).toEqual({
      url: '/api-reference/#operation/reindexListings',
      group: 'Admin API',
      title: '/listings/reindex',
      method: 'get',
      crumbs: ['Listings', 'Reindex listings'],
      excerpt: 'Rebuilds the search index of listings.',
      fields: { title: 'Reindex listings', keywords: 'get /listings/reindex reindexListings scope', crumbs: 'Listings', text: 'Rebuilds the search index of listings. scope Which listings: all.' },
    });
    expect(api.find((d) => d.url.endsWith('#schema/OrderItem'))).toEqual({
      url: '/api-reference/#schema/OrderItem',
      group: 'Admin API',
      title: 'OrderItem',
      crumbs: ['Schemas'],
      boost: 0.8,
      excerpt: 'One line of an order. Fields: id, custom_unit_price, listing, add_ons, addon_title.',
      fields: { title: 'OrderItem', keywords: 'id custom_unit_price listing add_ons addon_title', crumbs: 'Schemas', text: 'One line of an order. A price you set.' },
    });
  });

  it('has none for a page whose text is read from its HTML', () => {
    expect(pageBeforeRender(guide.route)).toBeUndefined(); // a doc without its compiled text
    const page = { ...guide.route, props: { kind: 'page', title: 'Home' } } as unknown as Route;
    expect(pageBeforeRender(page)).toBeUndefined();
  });

  it('indexes nothing of the pages kept out of the index', () => {
    const notFound = { path: '/404', noindex: true, props: { kind: 'notFound', title: 'Page Not Found' } } as unknown as Route;
    const unlisted = { ...guide.route, noindex: true };
    expect(searchDocuments([pageBeforeRender(notFound)!, pageBeforeRender(unlisted)!])).toEqual([]);
  });
});
