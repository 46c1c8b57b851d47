// Reads the links and ids out of HTML that hubgen itself rendered (React's output is regular:
// double-quoted, escaped attributes), without a full HTML parser on the hot path.
// Media elements too (a React page's <video src>): the linkinator pass starts from the stylesheets,
// not from a page, so these are checked here, on every page.
const LINK = /<(?:a|link|img|script|source|iframe|area|video|audio|track|embed)\b[^>]*?\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!);
}

export function linksIn(html: string): string[] {
  // The theme's links to the page's own Markdown twin (`type="text/markdown"`: its head link and page
  // menu) are the write stage's to make good; an author's link to a `.md` file is checked as any other.
  return [...html.matchAll(LINK)].filter((m) => !m[0].includes(' type="text/markdown"')).map((m) => decodeEntities(m[1]));
}

export function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(ID)].map((m) => decodeEntities(m[1])));
}

/** A link's fragment as written: decodeURIComponent, or the text as it is when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
