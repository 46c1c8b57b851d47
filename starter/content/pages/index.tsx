// The home page (/). A React page: `meta` gives its title and description, the default export its
// content. Links go through hubgen's Link, so they follow the site's baseUrl.
import { Link } from 'hubgen/link';

const site = { title: __TITLE__, tagline: __TAGLINE__ };

export const meta = { title: site.title, description: site.tagline };

const cards = [
  { title: 'Guides', href: '/docs/intro', body: 'Start with the introduction: what the API does and how to make a first request.' },
  { title: 'API reference', href: '/api-reference/', body: 'Every operation, its parameters and responses, with samples to copy.' },
  { title: 'Your own pages', href: '/docs/intro#write-a-page', body: 'Write guides in MDX in content/docs/, and pages like this one in content/pages/.' },
];

export default function HomePage() {
  return (
    <>
      <header className="hero">
        <div className="container">
          <h1 className="hero__title">{site.title}</h1>
          <p className="hero__tagline">{site.tagline}</p>
          <div className="hero__actions">
            <Link className="button button--primary" href="/docs/intro">
              Get started
            </Link>
            <Link className="button button--secondary" href="/api-reference/">
              API reference
            </Link>
          </div>
        </div>
      </header>
      <section className="section">
        <div className="container">
          <div className="card-grid">
            {cards.map((card) => (
              <Link key={card.title} className="card" href={card.href}>
                <h2 className="card__title">{card.title}</h2>
                <p className="card__body">{card.body}</p>
              </Link>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
