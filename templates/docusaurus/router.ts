// `@docusaurus/router`: `useLocation` and `useHistory` over hubgen's router. The query string is
// known only in the browser: it reads as '' during the server render and hydration, so the
// hydrated tree matches the server's HTML, then the page renders again with it.
import { useRouter } from '../app/router-context.ts';
import { useMounted } from '../hooks/useViewport.ts';

export function useLocation(): { pathname: string; search: string; hash: string } {
  const { path } = useRouter();
  const mounted = useMounted();
  return { pathname: path, search: mounted ? window.location.search : '', hash: mounted ? window.location.hash : '' };
}

export function useHistory(): { push(url: string): void; replace(url: string): void; location: ReturnType<typeof useLocation> } {
  const { navigate } = useRouter();
  const location = useLocation();
  return { push: navigate, replace: (url) => window.location.replace(url), location };
}
