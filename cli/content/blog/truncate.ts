// The truncate marker, as Docusaurus's blog plugin finds it: `<!-- truncate -->` (Markdown) or
// `{/* truncate */}` (MDX). What comes before it is the post's excerpt on list pages; a post with
// no marker is shown whole there.

export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export interface TruncatedBody {
  /** The body with the marker blanked out (same lines and columns): it is a comment, and a post whose only MDX is the marker stays static HTML. */
  body: string;
  /** The body before the marker, or undefined without one. */
  excerpt?: string;
}

export function splitAtTruncateMarker(body: string): TruncatedBody {
  const match = TRUNCATE_MARKER.exec(body);
  if (!match) return { body };
  const at = match.index;
  return { body: body.slice(0, at) + ' '.repeat(match[0].length) + body.slice(at + match[0].length), excerpt: body.slice(0, at) };
}
