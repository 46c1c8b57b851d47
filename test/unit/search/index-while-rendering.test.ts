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
