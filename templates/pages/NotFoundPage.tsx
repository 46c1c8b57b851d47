// The page for any unknown path (served with status 404).
import site from 'hubgen:site-data';
import { withBase } from '../app/base-url.ts';

export default function NotFoundPage() {
  return (
    <div className="container not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link that brought you here may be out of date. Go back to the <a href={withBase(site.homeHref)}>home page</a>, or search for the page.
      </p>
    </div>
  );
}
