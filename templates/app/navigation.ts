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
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined; // files, e.g. openapi/admin.yaml
  return url;
}

export function isSamePage(url: URL): boolean {
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

/** Scrolls to the element of a hash, or to the top. */
export function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
