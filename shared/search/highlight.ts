// Marks the matched words of a result as text segments, which the result list renders as <mark>
// elements: titles and excerpts come from the site's own content and OpenAPI descriptions, so
// they are never handed to innerHTML.

export interface Segment {
  text: string;
  match: boolean;
}

/**
 * A term matches at the start of a word or of a camel-case hump (`reindexListings`), not after an
 * underscore: `unit` stays plain in `listing_unit_price`, which is another field.
 */
const WORD_START = String.raw`(?:(?<![\p{L}\p{N}_])|(?<=\p{Ll})(?=\p{Lu}))`;

function matcher(terms: string[]): RegExp | undefined {
  const alternatives = [...new Set(terms)]
    .filter((t) => t.length > 1)
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Terms are singular (search-format.ts folds plurals): the plural's s is part of the match.
  return alternatives.length ? new RegExp(`${WORD_START}(?:${alternatives.join('|')})s?`, 'giu') : undefined;
}

/**
 * The matched index terms worth marking. MiniSearch reports every term that matched, fuzzy ones
 * too: for "order" that includes "older", which a reader would take for a wrong match. A fuzzy term
 * is kept only when some query word found nothing by its own letters (then it is the typo fix).
 */
export function termsToMark(queryTerms: string[], matched: string[]): string[] {
  const own = (term: string) => queryTerms.some((q) => term.startsWith(q));
  const allFound = queryTerms.every((q) => matched.some((term) => term.startsWith(q)));
  return allFound ? matched.filter(own) : matched;
}

export function highlight(text: string, terms: string[]): Segment[] {
  const re = matcher(terms);
  if (!re) return text ? [{ text, match: false }] : [];
  const segments: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) segments.push({ text: text.slice(at, m.index), match: false });
    segments.push({ text: m[0], match: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** The part of an excerpt worth showing: from a little before the first match, about `length` characters. */
export function excerptWindow(text: string, terms: string[], length = 180): string {
  const first = matcher(terms)?.exec(text)?.index ?? 0;
  let start = 0;
  if (first > length / 3) {
    const space = text.lastIndexOf(' ', first - 30);
    start = space > 0 ? space + 1 : 0;
  }
  let end = start + length;
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
