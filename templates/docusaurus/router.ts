// `@docusaurus/router`, and `react-router-dom` / `react-router` for a site that imports them without
// installing them (Docusaurus brings react-router-dom 5, so its sites may): `useLocation`,
// `useHistory`, `useParams`, `withRouter`, `Redirect` and `Link` over hubgen's router. The query
// string is known only in the browser: it reads as '' during the server render and hydration, so
// the hydrated tree matches the server's HTML, then the page renders again with it.
import { createElement, useEffect, type ComponentType } from 'react';
import { useRouter } from '../app/router-context.ts';
import { useMounted } from '../hooks/useViewport.ts';
import { withBaseUrl } from './useBaseUrl.ts';
import Link from './Link.tsx';

export { Link, Link as NavLink };

type Location = { pathname: string; search: string; hash: string };

export function useLocation(): Location {
  const { path } = useRouter();
  const mounted = useMounted();
  return { pathname: path, search: mounted ? window.location.search : '', hash: mounted ? window.location.hash : '' };
}

export function useHistory(): { push(url: string): void; replace(url: string): void; location: Location } {
  const { navigate } = useRouter();
  const location = useLocation();
  return { push: navigate, replace: (url) => window.location.replace(withBaseUrl(url)), location };
}

/** Static routes have no parameters. */
export function useParams(): Record<string, string> {
  return {};
}

/** react-router 5's HOC: the component gets `location`, `history` and an empty `match`. */
export function withRouter<P extends object>(Component: ComponentType<P & RouterProps>): ComponentType<P> {
  return function WithRouter(props: P) {
    const history = useHistory();
    return createElement(Component, { ...props, history, location: history.location, match: { params: {}, isExact: true, path: history.location.pathname, url: history.location.pathname } });
  };
}

interface RouterProps {
  history: ReturnType<typeof useHistory>;
  location: Location;
  match: { params: Record<string, string>; isExact: boolean; path: string; url: string };
}

/**
 * react-router 5's `<Redirect to>`: the browser is sent on once the page runs (replacing this entry,
 * as a redirect does); without JavaScript, a link to the target is the page.
 */
export function Redirect({ to }: { to: string | { pathname: string; search?: string; hash?: string } }) {
  const target = typeof to === 'string' ? to : `${to.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  useEffect(() => window.location.replace(withBaseUrl(target)), [target]);
  return createElement('p', null, 'Redirecting to ', createElement(Link, { to: target }, target), '…');
}
