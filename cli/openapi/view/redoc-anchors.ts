// Links a document's authors wrote for Redoc, the leading renderer, lead to the same place here.
// Most of hubgen's anchors are Redoc's already (`#operation/<operationId>`, `#tag/<Tag>`); the rest
// differ in case or shape: Redoc's `#section/Authentication` and `#section/Authentication/<scheme>`,
// `#section/<Heading>` keeping the heading's case, `#tag/<Tag>/operation/<id>`, and
// `#operation/<id>` of a webhook. A description link to one of those is rewritten to hubgen's
// anchor at build time; a link that names nothing in either form is left as written, for the link
// check to report.
import { AUTHENTICATION_ANCHOR, securityAnchor } from '../../../shared/api-anchors.ts';
import { safeDecode } from '../../page-text/html-links.ts';

/** hubgen's anchor for a Redoc-style fragment, or undefined when there is none (or no need). */
export function redocAlias(fragment: string, anchors: Set<string>, webhookAnchors: Map<string, string>): string | undefined {
  if (anchors.has(fragment)) return undefined;
  const [kind, ...rest] = fragment.split('/');
  if (kind === 'operation' && rest.length === 1) return webhookAnchors.get(rest[0]!);
  if (kind === 'tag' && rest.length === 3 && rest[1] === 'operation') return redocAlias(`operation/${rest[2]}`, anchors, webhookAnchors) ?? found(`operation/${rest[2]}`, anchors);
  if (kind === 'tag' && rest.length === 1) return caseless(fragment, anchors);
  if (kind !== 'section' || rest.length === 0) return undefined;
  if (rest[0]!.toLowerCase() === 'authentication') {
    if (rest.length === 1) return found(AUTHENTICATION_ANCHOR, anchors);
    return found(securityAnchor(rest.slice(1).join('/')), anchors);
  }
  // Redoc nests a subheading under its heading (`section/Intro/Rate-Limits`); hubgen's ids are flat.
  return caseless(`section/${rest.at(-1)}`, anchors);
}

/** Rewrites Redoc-style `href="#…"` in every description of the view (its `…descriptionHtml` fields), in place. */
export function rewriteRedocLinks(view: object, anchors: string[], webhookAnchors: Map<string, string>): void {
  const known = new Set(anchors);
  const rewrite = (html: string) =>
    html.replace(/href="#([^"]+)"/g, (whole, fragment: string) => {
      const alias = redocAlias(safeDecode(fragment), known, webhookAnchors);
      return alias ? `href="#${alias}"` : whole;
    });
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) return value.forEach(walk);
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      if (typeof item === 'string') {
        if (/escriptionHtml$/.test(key) && item.includes('href="#')) record[key] = rewrite(item);
      } else walk(item);
    }
  };
  walk(view);
}

function found(anchor: string, anchors: Set<string>): string | undefined {
  return anchors.has(anchor) ? anchor : undefined;
}

/** The anchor that differs only in case (Redoc keeps a heading's or tag's case; slugs may not). */
function caseless(fragment: string, anchors: Set<string>): string | undefined {
  const lower = fragment.toLowerCase();
  for (const anchor of anchors) if (anchor.toLowerCase() === lower) return anchor;
  return undefined;
}
