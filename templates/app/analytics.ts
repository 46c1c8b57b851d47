// Page-view events for the configured tracker: one on first load and one per route change, with the
// page path. Events go to `window.dataLayer` (the tag-manager convention), so the tracker's own
// script, added by the site owner, picks them up; no third-party script is loaded by default.
import site from 'hubgen:site-data';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackPageView(pagePath: string): void {
  if (!site.analytics) return;
  (window.dataLayer ??= []).push({ event: 'page_view', page_path: pagePath, tracking_id: site.analytics.trackingId });
}
