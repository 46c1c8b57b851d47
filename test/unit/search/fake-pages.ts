// Rendered pages for the search tests: the shapes the render stage hands over, without a build.
// Routes carry only what the index reads (path, props, noindex); the rest is the route planner's.
import type { RenderedPage } from '../../../cli/render/render-pages.ts';
import type { ApiView } from '../../../templates/api-reference/types.ts';
import { digestPage } from '../../../cli/render/page-digest.ts';

type Route = RenderedPage['route'];

export function docPage(path: string, title: string, body: string, options: { noindex?: boolean; breadcrumbs?: string[] } = {}): RenderedPage {
  const html = `<nav>menu</nav><main id="__main" class="main-wrapper"><article><div class="markdown"><h1>${title}</h1>${body}</div></article></main><footer>f</footer>`;
  const route = {
    path,
    noindex: options.noindex ?? false,
    props: {
      kind: 'doc',
      docId: path,
      title,
      toc: [],
      sidebar: [],
      breadcrumbs: (options.breadcrumbs ?? []).map((label) => ({ label })),
      unlisted: options.noindex ?? false,
    },
  } as unknown as Route;
  return { file: path.slice(1) + '.html', route, digest: digestPage(html, route.props) };
}

export function apiPage(path: string, api: ApiView): RenderedPage {
  const route = { path, noindex: false, props: { kind: 'api', title: api.title, apiId: api.id, api } } as unknown as Route;
  return { file: path.slice(1) + 'index.html', route, digest: digestPage('<main id="__main">ignored: the view model is read instead</main>', route.props) };
}

export const adminApi: ApiView = {
  id: 'admin',
  title: 'Admin API',
  version: '1.0',
  descriptionHtml: '<p>Manage your store.</p><h2 id="section/rate-limit">Rate limit</h2><p>40 requests per minute.</p>',
  introSections: [{ id: 'section/rate-limit', title: 'Rate limit' }],
  baseUrl: 'https://example.com/api/v1',
  downloadUrl: '/openapi/admin.yaml',
  tags: [
    {
      name: 'Listings',
      anchor: 'tag/Listings',
      descriptionHtml: '<p>What the marketplace offers.</p>',
      operations: [
        {
          id: 'reindexListings',
          anchor: 'operation/reindexListings',
          method: 'get',
          path: '/listings/reindex',
          fullPath: '/api/v1/listings/reindex',
          summary: 'Reindex listings',
          descriptionHtml: '<p>Rebuilds the <strong>search</strong> index of listings.</p>',
          deprecated: false,
          security: [],
          parameters: [
            { name: 'scope', in: 'query', type: 'string', required: false, deprecated: false, descriptionHtml: 'Which listings: <code>all</code>.' },
          ],
          responses: [],
          samples: [],
        },
      ],
    },
    { name: 'Payment gateways', anchor: 'tag/Payment-gateways', operations: [] },
  ],
  schemas: {
    OrderItem: {
      kind: 'node',
      type: 'object',
      descriptionHtml: '<p>One line of an order.</p>',
      properties: [
        { name: 'id', required: true, schema: { kind: 'node', type: 'integer' } },
        { name: 'custom_unit_price', required: false, schema: { kind: 'node', type: 'number', descriptionHtml: 'A price you set.' } },
        { name: 'listing', required: false, schema: { kind: 'ref', name: 'Listing' } },
        {
          name: 'add_ons',
          required: false,
          schema: { kind: 'node', type: 'array', items: { kind: 'node', type: 'object', properties: [{ name: 'addon_title', required: false, schema: { kind: 'node', type: 'string' } }] } },
        },
      ],
    },
  },
};
