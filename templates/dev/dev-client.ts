// Injected by `hubgen serve --watch` only (never in a build): listens on the reload channel,
// reloads the current route in place after a rebuild, and shows build errors in an overlay.
const OVERLAY_ID = '__hubgen_overlay';

interface ProblemData {
  location: string;
  message: string;
  hint?: string;
}

const events = new EventSource('/__hubgen/events');

events.addEventListener('reload', (event) => {
  hideOverlay();
  const { routes } = JSON.parse((event as MessageEvent<string>).data) as { routes: string[] | 'all' };
  if (routes === 'all' || routes.includes(window.location.pathname)) {
    void refreshStylesheet();
    // The app re-fetches the route and keeps the scroll position; if it is not listening, reload.
    const handled = !window.dispatchEvent(new CustomEvent('hubgen:reload', { cancelable: true }));
    if (!handled) window.location.reload();
  }
});

events.addEventListener('build-error', (event) => {
  showOverlay(JSON.parse((event as MessageEvent<string>).data) as ProblemData[]);
});

/**
 * The stylesheet of every page (the theme and the site's customCss) is named by its content, and the
 * in-place reload swaps the page's content, not its head: a saved stylesheet gets a new name, which
 * the page's <link> is moved to (the old one removed once the new one applies: no unstyled frame).
 */
async function refreshStylesheet(): Promise<void> {
  const current = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"]');
  if (!current) return;
  const html = await fetch(window.location.pathname, { cache: 'no-store' }).then((r) => r.text(), () => '');
  const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
  if (!href || href === current.getAttribute('href')) return;
  const next = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  next.addEventListener('load', () => current.remove());
  current.after(next);
}

function hideOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

function showOverlay(problems: ProblemData[]): void {
  hideOverlay();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build error');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,24,.92);color:#fff;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:40px;overflow:auto';
  const title = document.createElement('h2');
  title.textContent = 'Build failed: fix the file and save to recover';
  title.style.cssText = 'color:#ff8a80;font:600 18px system-ui,sans-serif;margin:0 0 16px';
  overlay.append(title);
  for (const problem of problems) {
    const block = document.createElement('pre');
    block.style.cssText = 'white-space:pre-wrap;margin:0 0 16px';
    const where = document.createElement('strong');
    where.className = 'hubgen-overlay__location';
    where.textContent = problem.location;
    block.append(where, `\n${problem.message}${problem.hint ? `\nhint: ${problem.hint}` : ''}`);
    overlay.append(block);
  }
  document.body.append(overlay);
}
