// `@theme/NotFound/Content`: what the page for an unknown path says, and where to go from there.
import site from 'hubgen:site-data';
import type { NotFoundContentProps } from '../theme-props.ts';
import { withBase } from '../app/base-url.ts';

export default function NotFoundContent({ className }: NotFoundContentProps) {
  return (
    <div className={['container', 'not-found', className].filter(Boolean).join(' ')}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link that brought you here may be out of date. Go back to the <a href={withBase(site.homeHref)}>home page</a>, or search for the page.
      </p>
    </div>
  );
}
