// The site's redirects (`redirects`, as @docusaurus/plugin-client-redirects writes them): one small
// HTML page per old path, which sends the reader on to the new one (meta refresh, and a link for
// whoever does not follow it) and names it canonical, so search engines move their entry too.
// Each is a file of the output, so links to an old path resolve; their targets are checked like
// any link (check/check-links.ts checkRedirects).
import type { ResolvedConfig } from '../config/load-config.ts';
import { outputFileOf } from '../routes/plan-routes.ts';
import { joinBase } from '../../shared/base-path.ts';
import { escapeHtml } from '../render/html-document.ts';

/** Every redirect as [old path, new path]. */
export function redirectPairs(config: Pick<ResolvedConfig, 'redirects'>): [from: string, to: string][] {
  return (config.redirects ?? []).flatMap((r) => [r.from].flat().map((from): [string, string] => [from, r.to]));
}

/** The redirect pages, by output file. */
export function redirectFiles(config: Pick<ResolvedConfig, 'redirects' | 'baseUrl' | 'url'>): Map<string, string> {
  const files = new Map<string, string>();
  for (const [from, to] of redirectPairs(config)) {
    const target = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to) ? to : joinBase(config.baseUrl, to);
    const canonical = new URL(target, config.url).href;
    files.set(
      '/' + outputFileOf(from),
      `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Moved to ${escapeHtml(to)}</title>\n<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">\n<link rel="canonical" href="${escapeHtml(canonical)}">\n<meta name="robots" content="noindex">\n</head>\n<body>\n<p>This page has moved to <a href="${escapeHtml(target)}">${escapeHtml(to)}</a>.</p>\n</body>\n</html>\n`,
    );
  }
  return files;
}
