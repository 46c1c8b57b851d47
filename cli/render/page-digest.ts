// What the later stages need from a rendered page (link check, search, _headers), read from its HTML
// once, as it is rendered, so the HTML itself is written and dropped: held as strings, the HTML of
// 10,000 pages is gigabytes of heap and ran the build out of memory.
import type { RouteProps } from '../../templates/types.ts';
import { idsIn, linksIn } from '../page-text/html-links.ts';
import { htmlSections, mainContent, type HtmlContent } from '../page-text/html-sections.ts';
import { blogPostBody } from '../page-text/blog-post-body.ts';

export interface PageDigest {
  ids: Set<string>;
  /** Every href and src on the page, decoded. */
  links: Set<string>;
  /** Origins of images loaded by absolute URL: they widen the Content-Security-Policy's img-src. */
  imageOrigins: string[];
  /** Searchable text by section, for docs and pages (API pages are indexed from their data). */
  content?: HtmlContent;
  /** A blog post's body as rendered, for its feed items (page-text/blog-post-body.ts). */
  blogPostHtml?: string;
}

const ABSOLUTE_IMG_SRC = /<img\b[^>]*?\ssrc="(https?:\/\/[^"/]+)/gi;

/** `search`: a doc's searchable text, taken from its tree when it was compiled; other pages' is read from their HTML. */
export function digestPage(html: string, props: RouteProps, search?: HtmlContent): PageDigest {
  const content = search ?? (props.kind === 'doc' || props.kind === 'page' || props.kind === 'blogPost' || props.kind === 'apiChangelog' ? htmlSections(mainContent(html)) : undefined);
  const blogPostHtml = props.kind === 'blogPost' ? blogPostBody(html) : undefined;
  return {
    ...(blogPostHtml !== undefined ? { blogPostHtml: copied(blogPostHtml) } : {}),
    ids: new Set([...idsIn(html)].map(intern)),
    links: new Set(linksIn(html).map(intern)),
    imageOrigins: [...new Set([...html.matchAll(ABSOLUTE_IMG_SRC)].map((m) => new URL(m[1]).origin))],
    content: content && copied(content),
  };
}

/** The digest as JSON (the page cache keeps it beside the page). */
export function serializeDigest(digest: PageDigest) {
  return { ...digest, ids: [...digest.ids], links: [...digest.links] };
}

export function reviveDigest(json: ReturnType<typeof serializeDigest>): PageDigest {
  return { ...json, ids: new Set(json.ids.map(intern)), links: new Set(json.links.map(intern)) };
}

// Strings cut out of a page's HTML by a regex or concatenated from its pieces still point into the
// whole HTML string (V8 keeps sliced and cons strings that way), so a digest made of them would keep
// every page's HTML alive after all. Digests hold fresh copies instead; links and ids, repeated on
// every page (the sidebar's, the navbar's), are copied once and shared.
const canonical = new Map<string, string>();
function intern(text: string): string {
  let shared = canonical.get(text);
  if (shared === undefined) {
    shared = copied(text);
    canonical.set(shared, shared);
  }
  return shared;
}

function copied<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

