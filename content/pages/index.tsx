// Links go through hubgen's Link, so they follow the site's baseUrl like the theme's own.
import { Link } from 'hubgen/link';

export const meta = {
  title: 'Developer hub',
  description:
    'Guides and references for building on your marketplace: the Admin and Partners APIs, store events and Liquid themes.',
};

const areas = [
  {
    title: 'APIs',
    href: '/docs/APIs/intro',
    body: 'Two REST APIs with basic authentication: manage listings, orders, users and more from your own systems.',
  },
  {
    title: 'Webhooks',
    href: '/docs/Webhooks/intro',
    body: 'Read what happens in your store as events, and react to new orders, listings and users.',
  },
  {
    title: 'Themes',
    href: '/docs/Themes/intro',
    body: 'Customise your storefront and notifications with Liquid templates and snippets.',
  },
];

const apis = [
  {
    title: 'Admin API',
    href: '/api-reference/',
    audience: 'For store owners',
    body: 'Extend the admin, sync data with other systems and build backups. Base path /api/v1.',
  },
  {
    title: 'Partners API',
    href: '/partners-api-reference/',
    audience: "For a vendor's systems",
    body: "Connect a vendor's ERP, CRM or PIM to manage its catalog and orders externally. Base path /api/partners/v1.",
  },
];

const guides = [
  {
    title: 'Apply a custom unit price in the cart',
    href: '/docs/APIs/apply-a-custom-unit-price-to-an-item-when-added-to-cart',
    body: 'Set custom_unit_price on an order item of a draft order.',
  },
  {
    title: 'Handle orders after pre-authorisation',
    href: '/docs/APIs/handle-cart-order-management-after-preauth-success',
    body: 'The order workflow, capture on acceptance, abandoned carts and notifications.',
  },
  {
    title: 'Force a custom shipping rate',
    href: '/docs/APIs/force-custom-shipping-rate-for-an-order',
    body: "Set an order's shipping amount and who receives the shipping fees.",
  },
  {
    title: 'Develop a mobile application',
    href: '/docs/APIs/developing-a-mobile-application',
    body: 'Keep the secret key on a backend, handle the rate limit and trim lists.',
  },
  {
    title: 'Use vendors as wishlist items',
    href: '/docs/APIs/use-vendors-as-wishlist-items',
    body: 'Represent each vendor as a listing customers can save.',
  },
  {
    title: 'Understand webhook events',
    href: '/docs/Webhooks/understanding-webhook-events',
    body: 'The fields of an event and how to act on it.',
  },
];

export default function HomePage() {
  return (
    <>
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">Build on your marketplace</h1>
          <p className="hero__tagline">
            APIs, webhooks and themes for the developers and integrators who build multi-vendor marketplace
            stores.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary" href="/docs/intro">
              Get started
            </Link>
            <Link className="button button--secondary" href="/api">
              API overview
            </Link>
          </div>
        </div>
      </header>

      <div>
        <section className="section">
          <div className="container">
            <h2 className="section__title">What you can build</h2>
            <div className="card-grid">
              {areas.map((area) => (
                <Link key={area.href} className="card" href={area.href}>
                  <h3 className="card__title">{area.title}</h3>
                  <p className="card__body">{area.body}</p>
                </Link>
              ))}
            </div>
          </div>
        </section>

        <section className="section">
          <div className="container">
            <h2 className="section__title">Two APIs, two audiences</h2>
            <div className="card-grid">
              {apis.map((api) => (
                <Link key={api.href} className="card" href={api.href}>
                  <h3 className="card__title">{api.title}</h3>
                  <p className="card__body">
                    <strong>{api.audience}.</strong> {api.body}
                  </p>
                </Link>
              ))}
            </div>
            <div className="prose">
              <p>
                Both APIs use HTTP basic authentication with your store&apos;s secret key as username and
                password, and allow 40 requests per minute. Read the <Link href="/api">API overview</Link> for
                authentication, base URLs and errors, or compare them on the <Link href="/apis">API list</Link>.
              </p>
            </div>
          </div>
        </section>

        <section className="section">
          <div className="container">
            <h2 className="section__title">Popular guides</h2>
            <div className="card-grid">
              {guides.map((guide) => (
                <Link key={guide.href} className="card" href={guide.href}>
                  <h3 className="card__title">{guide.title}</h3>
                  <p className="card__body">{guide.body}</p>
                </Link>
              ))}
            </div>
          </div>
        </section>

        <section className="section">
          <div className="container">
            <div className="prose">
              <h2 className="section__title">Start here</h2>
              <ul>
                <li>
                  New to the platform? Read the <Link href="/docs/intro">introduction</Link>.
                </li>
                <li>
                  Looking for an endpoint? Open the <Link href="/api-reference/">Admin API reference</Link> or the{' '}
                  <Link href="/partners-api-reference/">Partners API reference</Link>.
                </li>
                <li>
                  Customising the storefront? Start with <Link href="/docs/Themes/Liquid/intro">Liquid</Link> and the{' '}
                  <Link href="/docs/Themes/Default/intro">default theme</Link>.
                </li>
              </ul>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
