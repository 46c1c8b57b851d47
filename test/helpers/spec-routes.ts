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
