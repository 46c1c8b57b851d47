// Loads the page's scripts once its first content is on screen. The page is complete HTML without
// them: fetching them alongside the HTML on a slow connection only shares its bandwidth, and
// running them (evaluating React, hydrating) before the first frame holds that frame back. Run
// from the blocking head script (head-script.ts); the script element names what to load:
// data-entry (the client entry) and data-preload (the modules it imports, fetched in parallel).

export function loadAfterFirstPaint(script: HTMLOrSVGScriptElement | null): void {
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of (script!.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry }));
  };
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // No paint timing: the frame after the next one has been drawn.
    requestAnimationFrame(() => setTimeout(load));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  // A page with nothing contentful to paint never reports it.
  setTimeout(load, 3000);
}
