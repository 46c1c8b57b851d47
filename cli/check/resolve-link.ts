// Decides whether one link from one page leads somewhere: a route, a file in the output, and (for
// #fragments) an id on the target page. External links are never fetched.
export interface SiteIndex {
  /** Every route path. */
  routes: Set<string>;
  /** Ids present on each route's page. */
  idsOf: Map<string, Set<string>>;
  /** Non-HTML files in the output (assets, the OpenAPI downloads), as URL paths. */
  files: Set<string>;
}

export interface BrokenLink {
  reason: string;
  hint?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const SCRIPT_URL_REASON = 'uses a script URL scheme, which hubgen refuses';

/** Returns why the link is broken, or undefined when it resolves. */
export function resolveLink(fromPath: string, href: string, site: SiteIndex): BrokenLink | undefined {
  const trimmed = href.trim();
  if (/^(javascript|vbscript|data):/i.test(trimmed.replace(/[\s\u0000-\u001f]/g, ''))) {
    return { reason: SCRIPT_URL_REASON, hint: 'Link to a page or an https:// address.' };
  }
  if (EXTERNAL.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, `http://site.invalid${fromPath}`);
  } catch {
    return { reason: 'is not a valid URL' };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { reason: 'has a malformed percent-encoding' };
  }
  const fragment = url.hash ? safeDecode(url.hash.slice(1)) : '';
  if (site.files.has(pathname)) return undefined;
  if (!site.routes.has(pathname)) {
    const alternative = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname + '/';
    const near = site.routes.has(alternative) ? alternative : closest(pathname, site.routes);
    return { reason: `no page has the path ${pathname}`, hint: near ? `Did you mean ${near}?` : undefined };
  }
  if (fragment && !site.idsOf.get(pathname)?.has(fragment)) {
    const near = closest(fragment, site.idsOf.get(pathname) ?? new Set());
    return { reason: `${pathname} has no anchor #${fragment}`, hint: near ? `Did you mean #${near}?` : undefined };
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The candidate with the smallest edit distance, if it is reasonably close. */
function closest(target: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(target.length / 3)) + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - target.length) >= bestDistance) continue;
    const d = distance(target, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
