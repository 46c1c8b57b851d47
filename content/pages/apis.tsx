// Links go through hubgen's Link, so they follow the site's baseUrl like the theme's own.
import { Link } from 'hubgen/link';

export const meta = {
  title: 'APIs',
  description:
    "The marketplace's two APIs: the Admin API for store owners and the Partners API for a vendor's ERP, CRM or PIM.",
};

export default function ApisPage() {
  return (
    <>
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">APIs</h1>
          <p className="hero__tagline">
            Two REST APIs over HTTPS, with JSON bodies, basic authentication with your store&apos;s secret key,
            and a limit of 40 requests per minute.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary" href="/api">
              Authentication and errors
            </Link>
            <Link className="button button--secondary" href="/docs/APIs/intro">
              API guides
            </Link>
          </div>
        </div>
      </header>

      <section className="section">
        <div className="container">
          <div className="card-grid">
            <div className="card">
              <h2 className="card__title">Admin API</h2>
              <div className="card__body">
                <p>
                  <strong>For store owners.</strong> Extend the admin, sync data with other systems, and build
                  backups of your store.
                </p>
                <p>
                  Listings with their variants, add-ons and metafields; categories and collections; orders;
                  users; payment gateways; shipping rates; events; notifications.
                </p>
                <p>
                  Base URL: <code>https://your-store.example.com/api/v1</code>
                </p>
                <p>
                  <Link className="button button--primary" href="/api-reference/">
                    Admin API reference
                  </Link>
                </p>
              </div>
            </div>

            <div className="card">
              <h2 className="card__title">Partners API</h2>
              <div className="card__body">
                <p>
                  <strong>For a vendor&apos;s own systems.</strong> Connect a vendor&apos;s ERP, CRM or PIM to
                  their vendor account, and manage the catalog and orders externally.
                </p>
                <p>Listings, orders and shipping rates.</p>
                <p>
                  Base URL: <code>https://your-store.example.com/api/partners/v1</code>
                </p>
                <p>
                  <Link className="button button--primary" href="/partners-api-reference/">
                    Partners API reference
                  </Link>
                </p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="prose">
            <h2 className="section__title">Which one do I need?</h2>
            <ul>
              <li>
                You run the marketplace and want to automate it, connect it to other tools or back it up: use the{' '}
                <Link href="/api-reference/">Admin API</Link>.
              </li>
              <li>
                You are a vendor, or build for one, and want the vendor&apos;s catalog and orders managed from its
                ERP, CRM or PIM: use the <Link href="/partners-api-reference/">Partners API</Link>.
              </li>
            </ul>
            <p>
              Both use the store&apos;s secret key, generated in the admin panel under Settings, Account, API
              access, Enable API access. Use your store&apos;s primary domain exactly: redirects are not followed.
              See the <Link href="/api">API overview</Link> for details, and the <Link href="/docs/APIs/intro">guides</Link>{' '}
              for worked integrations.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
