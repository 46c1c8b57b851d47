// Reads the searchable text of rendered HTML, cut into sections at each h2/h3 that has an id (the
// anchors results link to). The HTML is our own react-dom/server and hast-util-to-html output, so
// it is well formed and a small tag scanner is enough; a full HTML parser is not among our
// dependencies and would triple the work on a large site.
//
// Left out: navigation and chrome (nav, aside, button, svg…), the '#' of heading anchors, and code
// blocks (`pre`): a sample repeats one request in three languages and would outweigh the prose
// that names the same fields; inline `code` is kept.
//
// page-text/ reads what a page says (its text by section; its links and ids: html-links.ts) and
// sits below the stages that use it: the MDX compile reads a plain doc's text from its tree
// (tree-sections.ts), the render stage a page's text, links and ids from its HTML
// (render/page-digest.ts), the search stage indexes the text (and reads API descriptions with
// htmlSections), the check stage resolves the links.
import { MAIN_ID } from '../../shared/constants.ts';

export interface HtmlSection {
  /** Heading id; absent for the text before the first heading. */
  id?: string;
  depth?: 2 | 3;
  heading: string;
  text: string;
}

export interface HtmlContent {
  /** Text of the first h1, if any. */
  h1?: string;
  /** The text before the first h2/h3 with an id, then one section per such heading. */
  sections: HtmlSection[];
}

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
/** Elements whose text is not searched (tree-sections.ts leaves out the same ones). */
export const SKIPPED = new Set(['nav', 'aside', 'button', 'script', 'style', 'template', 'svg', 'pre', 'select', 'textarea']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Inline elements join their text to the words around them; every other tag separates words. */
export const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

/** The layout's element for the route's content, as react-dom/server writes it (id first). */
const MAIN_OPEN = new RegExp(`<(main|div) id="${MAIN_ID}"[^>]*>`);

/**
 * The inside of the page's `<main id="__main">` (MAIN_ID), where the layout puts the route's
 * content; for a page that brings its own <main>, the layout's `<div id="__main">` up to the end
 * of that main.
 */
export function mainContent(html: string): string {
  const open = MAIN_OPEN.exec(html);
  if (!open) return '';
  const start = open.index + open[0].length;
  const end = open[1] === 'main' ? html.indexOf('</main>', start) : html.lastIndexOf('</main>');
  return html.slice(start, end < start ? undefined : end);
}

export function htmlSections(html: string): HtmlContent {
  const sections: HtmlSection[] = [{ heading: '', text: '' }];
  let h1: string | undefined;
  let capture: { tag: string; into: 'heading' | 'h1' } | undefined;
  let buffer = '';
  const current = () => sections[sections.length - 1];
  const append = (text: string) => {
    if (capture) buffer += text;
    else current().text += text;
  };

  const token = new RegExp(TOKEN.source, 'g');
  for (let match = token.exec(html); match; match = token.exec(html)) {
    const [text, closing, rawTag, attrs] = match;
    if (text.startsWith('<!--')) continue;
    if (!rawTag) {
      append(decodeEntities(text));
      continue;
    }
    const tag = rawTag.toLowerCase();
    const empty = VOID.has(tag) || attrs.trimEnd().endsWith('/');
    if (!INLINE.has(tag)) append(' ');
    if (closing) {
      if (capture?.tag !== tag) continue;
      const heading = squash(buffer);
      if (capture.into === 'h1') h1 ??= heading;
      else current().heading = heading;
      capture = undefined;
      buffer = '';
    } else if (SKIPPED.has(tag) || /\bhash-link\b/.test(attribute(attrs, 'class') ?? '')) {
      // Jump over the whole element: a docs sidebar is most of a page's HTML.
      if (!empty) token.lastIndex = endOf(html, tag, token.lastIndex);
    } else if (!empty && !capture) {
      const id = attribute(attrs, 'id');
      if ((tag === 'h2' || tag === 'h3') && id) {
        sections.push({ id, depth: tag === 'h2' ? 2 : 3, heading: '', text: '' });
        capture = { tag, into: 'heading' };
      } else if (tag === 'h1') {
        capture = { tag, into: 'h1' };
      }
    }
  }
  for (const section of sections) section.text = squash(section.text);
  return { h1, sections };
}

/** Where the element whose start tag ends at `from` ends, counting nested elements of its name. */
function endOf(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1]) depth--;
    else if (!match[0].endsWith('/>')) depth++;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

/** All the text of a fragment (an API description), sections joined. */
export function htmlText(html: string): string {
  return htmlSections(html)
    .sections.map((s) => `${s.heading} ${s.text}`)
    .join(' ')
    .trim();
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(attrs);
  return match ? decodeEntities(match[1]) : undefined;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The references react-dom and hast-util-to-html write: the five XML ones, nbsp, and numeric ones. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
