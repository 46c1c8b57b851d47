// Decides which clicks the client router takes over: plain left clicks on same-origin links that
// lead to another page. Everything else (new tab, downloads, external, same-page hash) stays native.
export function internalTarget(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.href || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.getAttribute('rel')?.includes('external')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return undefined;
  if (!isPagePath(url.pathname)) return undefined;
  return url;
}

/** False for files (openapi/admin.yaml, a PDF): neither routed nor prefetched as pages. */
export function isPagePath(pathname: string): boolean {
  return !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');
}

export function isSamePage(url: URL): boolean {
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

export function elementOfHash(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** Scrolls to the element of a hash, or to the top (after a route change: no animation). */
export function scrollToHash(hash: string): void {
  const target = elementOfHash(hash);
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** Where the browser lacks smooth scrolling, each frame covers this share of the remaining distance. */
export const SMOOTH_SCROLL_FACTOR = 0.85;

/** A same-page hash link: scroll smoothly (instantly when the reader prefers reduced motion). */
export function smoothScrollTo(target: HTMLElement): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    target.scrollIntoView();
    return;
  }
  if (typeof CSS !== 'undefined' && CSS.supports('scroll-behavior', 'smooth')) {
    target.scrollIntoView({ behavior: 'smooth' });
    landWhenScrollEnds(target);
    return;
  }
  // Fallback animation: move a fixed share of the remaining distance each frame.
  const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const goal = () => window.scrollY + target.getBoundingClientRect().top - offset;
  const step = () => {
    const remaining = goal() - window.scrollY;
    if (Math.abs(remaining) < 1) return;
    window.scrollBy(0, remaining * SMOOTH_SCROLL_FACTOR);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * Content rendered during the animation can move the target (a large API reference renders each
 * operation as it nears the viewport, above the target too): when the scroll ends, land on the
 * target if it is not where anchors land. Not if the reader scrolled meanwhile.
 */
function landWhenScrollEnds(target: HTMLElement): void {
  let readerScrolled = false;
  const onInput = () => (readerScrolled = true);
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  for (const type of inputs) window.addEventListener(type, onInput, { passive: true, once: true });
  window.addEventListener(
    'scrollend',
    () => {
      for (const type of inputs) window.removeEventListener(type, onInput);
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      if (!readerScrolled && target.isConnected && Math.abs(target.getBoundingClientRect().top - line) > 1) target.scrollIntoView();
    },
    { once: true },
  );
}
