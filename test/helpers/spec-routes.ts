// The route table of the product spec (section 2): every path the site must serve with 200.
export const SPEC_ROUTES: string[] = [
  '/',
  '/api',
  '/apis',
  '/api-reference/',
  '/partners-api-reference/',
  '/docs',
  '/docs/intro',
  '/docs/APIs/intro',
  '/docs/APIs/apply-a-custom-unit-price-to-an-item-when-added-to-cart',
  '/docs/APIs/developing-a-mobile-application',
  '/docs/APIs/force-custom-shipping-rate-for-an-order',
  '/docs/APIs/handle-cart-order-management-after-preauth-success',
  '/docs/APIs/use-vendors-as-wishlist-items',
  '/docs/Themes/intro',
  '/docs/Themes/Data/intro',
  '/docs/Themes/Default/intro',
  '/docs/Themes/Default/snippets',
  '/docs/Themes/Default/templates',
  '/docs/Themes/Liquid/intro',
  '/docs/Themes/Notifications/intro',
  '/docs/Webhooks/intro',
  '/docs/Webhooks/understanding-webhook-events',
];

export const SITE_TITLE = 'Marketplace Platform Developers';

/**
 * The endpoints of spec section 7, written out one method and path each, with each API's base path
 * (section 7: Admin API /api/v1, Partners API /api/partners/v1).
 */
export const SPEC_ENDPOINTS: Record<'admin' | 'partners', string[]> = {
  admin: [
    'GET /add-ons/{id}', 'PATCH /add-ons/{id}',
    'GET /categories/search', 'POST /categories',
    'GET /collections', 'POST /collections', 'DELETE /collections/{handle}', 'PATCH /collections/{handle}', 'GET /collections/{handle}/listings',
    'GET /events', 'GET /events/{id}',
    'GET /listings', 'POST /listings',
    'GET /listings/{id}', 'PATCH /listings/{id}', 'DELETE /listings/{id}', 'GET /listings/search',
    'GET /listings/reindex',
    'GET /listings/{id}/metafields', 'POST /listings/{id}/metafields',
    'GET /listings/{id}/variants', 'POST /listings/{id}/variants', 'DELETE /listings/{id}/variants/{variant_id}', 'GET /listings/{id}/variants/count',
    'GET /listings/{id}/add-ons', 'POST /listings/{id}/add-ons', 'DELETE /listings/{id}/add-ons/{addon_id}', 'GET /listings/{id}/add-ons/count',
    'POST /notifications/send',
    'GET /orders',
    'GET /orders/{id}', 'PATCH /orders/{id}', 'DELETE /orders/{id}', 'GET /orders/{id}/metafields', 'POST /orders/{id}/metafields',
    'GET /payment-gateways', 'POST /payment-gateways', 'GET /payment-gateways/{id}', 'PATCH /payment-gateways/{id}', 'DELETE /payment-gateways/{id}',
    'GET /payment-gateways/external-accounts/{user_id}', 'POST /payment-gateways/external-accounts/{user_id}',
    'PATCH /payment-gateways/external-accounts/{user_id}/{account_id}', 'DELETE /payment-gateways/external-accounts/{user_id}/{account_id}',
    'GET /shipping_rates', 'GET /shipping_rates/{id}',
    'GET /users', 'POST /users', 'GET /users/{id}', 'PATCH /users/{id}', 'DELETE /users/{id}', 'GET /users/{id}/psp_account',
    'GET /users/{id}/metafields', 'POST /users/{id}/metafields',
    'GET /variants/{id}', 'PATCH /variants/{id}',
  ].map((e) => e.replace(' /', ' /api/v1/')),
  partners: [
    'GET /listings', 'POST /listings', 'GET /listings/{id}', 'DELETE /listings/{id}', 'PATCH /listings/{id}',
    'GET /orders', 'GET /orders/{id}', 'PATCH /orders/{id}',
    'GET /shipping_rates', 'GET /shipping_rates/{id}',
  ].map((e) => e.replace(' /', ' /api/partners/v1/')),
};
