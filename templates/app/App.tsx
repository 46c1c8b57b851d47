// The application: the layout around the current route, and the client-side router that swaps
// routes without a full page load. Server and client render the same tree for the initial route.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { RouteData } from '../types.ts';
import { Layout } from '../layout/Layout.tsx';
import { RouteContent } from './RouteContent.tsx';
import { LoadingState, LoadErrorState } from './LoadStates.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ChunkLoadError, invalidateRoutes, loadRoute, prefetchRoute, type LoadedRoute } from './route-loader.ts';
import { elementOfHash, internalTarget, isPagePath, isSamePage, scrollToHash, smoothScrollTo } from './navigation.ts';
import { trackPageView } from './analytics.ts';
import { RouterContext } from './router-context.ts';
import { enterEntry, leaveEntry, newEntryState, savedScroll, startScrollTracking } from './scroll-positions.ts';
import { withOpenPath } from '../docs/open-path.ts';
import Root from '../docusaurus/Root.tsx';

interface State {
  route: LoadedRoute;
  /** A navigation in flight, set once its spinner is due (after 200 ms). */
  pending?: { url: string; showSpinner: boolean };
  failed?: { url: string; error: Error };
}

const SPINNER_DELAY_MS = 200;

type NavigationMode = 'push' | 'pop' | 'retry' | 'reload';
type Go = (url: string, mode: NavigationMode) => Promise<void>;
/** Where to scroll once the route just set is on screen (see useArrivalScroll). */
type Arrival = { mode: 'push' | 'pop' | 'retry'; hash: string };

export function App({ initial }: { initial: LoadedRoute }) {
  const { state, go, arrival } = useNavigation(initial);
  useDocumentNavigation(go);
  useArrivalScroll(arrival, state);

  const { route, pending, failed } = state;
  return (
    <RouterContext.Provider value={{ path: route.data.path, route: route.data, sidebar: sidebarOf(route), navigate: (url) => void go(url, 'push') }}>
      {/* The outer boundary catches crashes in the shell itself (navbar, footer): no blank page. */}
      <ErrorBoundary>
        <Root>
          <Layout route={route.data}>
            {failed ? (
              <LoadErrorState error={failed.error} onRetry={() => void go(failed.url, 'retry')} />
            ) : (
              <>
                {pending?.showSpinner && <LoadingState />}
                <ErrorBoundary key={route.data.path}>
                  <RouteContent route={route} />
                </ErrorBoundary>
              </>
            )}
          </Layout>
        </Root>
      </ErrorBoundary>
    </RouterContext.Provider>
  );
}

/** The current route, and `go`, which loads another and makes it current (the latest navigation wins). */
function useNavigation(initial: LoadedRoute) {
  const [state, setState] = useState<State>({ route: initial });
  const navigationId = useRef(0);
  const arrival = useRef<Arrival>(undefined);

  const go = useCallback<Go>(async (url, mode) => {
    const id = ++navigationId.current;
    if (mode === 'push' || mode === 'pop') leaveEntry();
    const target = new URL(url, window.location.href);
    const spinnerTimer = window.setTimeout(() => {
      if (id === navigationId.current) setState((s) => ({ route: s.route, pending: { url, showSpinner: true } }));
    }, SPINNER_DELAY_MS);
    // Until the spinner is due the page looks the same, so nothing re-renders meanwhile (a render of
    // the whole app, 2–5 ms on a 1,000-page site, would hold the main thread while the route loads);
    // only an error or a spinner on screen is cleared at once.
    setState((s) => (s.failed || s.pending ? { route: s.route } : s));
    try {
      const route = await loadRoute(target.pathname);
      if (id !== navigationId.current) return;
      if (mode === 'push') window.history.pushState(newEntryState(), '', target.href);
      // A reload is the same page with new content: the reader stays where they were.
      if (mode !== 'reload') arrival.current = { mode, hash: target.hash };
      setState({ route });
      document.title = route.data.title;
      if (route.data.lang) document.documentElement.lang = route.data.lang;
      if (mode === 'reload') return;
      trackPageView(target.pathname);
    } catch (error) {
      if (id !== navigationId.current) return;
      if (error instanceof ChunkLoadError) {
        console.warn(`[hubgen] ${error.message}; reloading the page.`, error.cause);
        window.location.assign(target.href);
        return;
      }
      if (mode === 'push') window.history.pushState(newEntryState(), '', target.href);
      enterEntry();
      setState((s) => ({ route: s.route, failed: { url: target.href, error: error as Error } }));
    } finally {
      window.clearTimeout(spinnerTimer);
    }
  }, []);
  return { state, go, arrival };
}

/** Links, back and forward, watch mode's reloads and prefetch on hover, for the whole document. */
function useDocumentNavigation(go: Go): void {
  useEffect(() => {
    trackPageView(window.location.pathname);
    const stopTracking = startScrollTracking();
    // A reload (or a return from another site) lands where the reader was on this entry.
    const saved = savedScroll();
    if (saved !== undefined) window.scrollTo(0, saved);
    const onClick = (event: MouseEvent) => followLink(event, go);
    const onPop = () => void go(window.location.href, 'pop');
    // Watch mode's dev client asks for the current route again after a rebuild (scroll kept).
    const onReload = (event: Event) => {
      event.preventDefault();
      invalidateRoutes();
      void go(window.location.href, 'reload');
    };
    window.addEventListener('hubgen:reload', onReload);
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', prefetchHovered, { passive: true });
    document.addEventListener('focusin', prefetchHovered);
    window.addEventListener('popstate', onPop);
    return () => {
      stopTracking();
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', prefetchHovered);
      document.removeEventListener('focusin', prefetchHovered);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hubgen:reload', onReload);
    };
  }, [go]);
}

/** A click on a link of the site: scrolls to an anchor of this page, or navigates without a page load. */
function followLink(event: MouseEvent, go: Go): void {
  const url = internalTarget(event);
  if (!url) return;
  if (isSamePage(url)) {
    const target = elementOfHash(url.hash);
    if (!target) return;
    event.preventDefault();
    if (url.hash !== window.location.hash) {
      leaveEntry();
      window.history.pushState(newEntryState(), '', url.href);
      enterEntry();
    }
    smoothScrollTo(target);
    // As the browser would: a focusable target (the skip link's <main tabindex=-1>) takes focus.
    if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    return;
  }
  event.preventDefault();
  void go(url.href, 'push');
}

function prefetchHovered(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor?.href) return;
  const url = new URL(anchor.href);
  if (url.origin === window.location.origin && isPagePath(url.pathname)) prefetchRoute(url.pathname);
}

/**
 * After the new route's commit, before paint: back and forward return to where the reader was, a
 * new entry starts at its hash or the top. (A frame callback could run before React commits the
 * route, and scroll the previous page instead.)
 */
function useArrivalScroll(arrival: RefObject<Arrival | undefined>, state: State): void {
  useLayoutEffect(() => {
    const next = arrival.current;
    if (!next) return;
    arrival.current = undefined;
    enterEntry();
    const saved = next.mode === 'pop' ? savedScroll() : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else scrollToHash(next.hash);
  }, [state]);
}

/** A doc page's sidebar: its skeleton with the page's own open path laid over it. */
function sidebarOf({ data, sidebar }: LoadedRoute) {
  return data.props.kind === 'doc' ? withOpenPath(sidebar ?? [], data.props.sidebarOpen) : undefined;
}

export type { RouteData };
