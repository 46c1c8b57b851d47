// Rewrites the Markdown that Docusaurus accepts but MDX 3 refuses, before the MDX parser sees it,
// keeping every line where it was (errors and links still point at the author's line):
// - `<!-- comments -->` become `{/* comments */}` (MDX's own comment, dropped from the output);
// - `## Heading {#custom-id}` gets its braces escaped, so remark-heading-ids reads the id instead of
//   MDX parsing `#custom-id` as JavaScript;
// - `:::tip Title` becomes `:::tip[Title]`, the label syntax remark-directive understands;
// - a ```` ```mdx-code-block ```` fence is unwrapped: its content is MDX (Docusaurus writes JSX
//   there so that the file still reads as Markdown elsewhere), its fence lines left empty.
// Docusaurus does the same rewrites (its `mdx1Compat` defaults and `unwrapMdxCodeBlocks`). Fenced
// code and inline code are left alone. In CommonMark (`format: 'md'`) an HTML comment is HTML, and
// there is no MDX to unwrap: only the heading ids and admonition titles are rewritten.

const FENCE = /^(\s*(?:>\s*)*)(`{3,}|~{3,})/;
const HEADING_ID = /^(\s*(?:>\s*)*#{1,6}\s.*?)\{#([^{}\s]+)\}(\s*)$/;
const ADMONITION_TITLE = /^(\s*(?:>\s*)*:{3,}[A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;

export function rewriteDocusaurusSyntax(body: string, format: 'md' | 'mdx' = 'mdx', mdx1 = false): string {
  const lines = body.split('\n');
  let fence: string | undefined;
  /** The fence of an mdx-code-block being unwrapped: its content is read as the rest of the file. */
  let unwrapping: string | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!inComment) {
      const marker = FENCE.exec(line);
      const closes = (open: string) => marker && marker[2][0] === open[0] && marker[2].length >= open.length && line.slice(marker[0].length).trim() === '';
      if (fence) {
        if (closes(fence)) fence = undefined;
        continue;
      }
      if (unwrapping && closes(unwrapping)) {
        lines[i] = '';
        unwrapping = undefined;
        continue;
      }
      if (marker && format === 'mdx' && line.slice(marker[0].length).trim() === 'mdx-code-block') {
        lines[i] = '';
        unwrapping = marker[2];
        continue;
      }
      if (marker) {
        fence = marker[2];
        continue;
      }
    }
    if (format === 'mdx') ({ line, inComment } = rewriteComments(line, inComment));
    if (format === 'mdx' && mdx1 && !inComment) line = outsideCode(line, mdx1Html);
    line = line.replace(HEADING_ID, (_, before: string, id: string, after: string) => `${before}\\{#${id}\\}${after}`);
    line = line.replace(ADMONITION_TITLE, (_, start: string, title: string) => `${start}[${title.replace(/[[\]]/g, '\\$&')}]`);
    lines[i] = line;
  }
  return lines.join('\n');
}

/**
 * `<!--` → `{/* ` and `-->` → `*\/}` (same lengths, so columns hold too), skipping inline code.
 * A comment may span lines: `inComment` carries that state to the next line.
 */
function rewriteComments(line: string, inComment: boolean): { line: string; inComment: boolean } {
  if (!inComment && !line.includes('<!--')) return { line, inComment };
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', i);
      const text = (end === -1 ? line.slice(i) : line.slice(i, end)).replaceAll('*/', '* ');
      out += text;
      if (end === -1) return { line: out, inComment: true };
      out += '*/}';
      i = end + 3;
      inComment = false;
      continue;
    }
    if (line[i] === '`') {
      const run = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(run, i + run.length);
      const stop = close === -1 ? i + run.length : close + run.length;
      out += line.slice(i, stop);
      i = stop;
      continue;
    }
    if (line.startsWith('<!--', i)) {
      out += '{/* ';
      i += 4;
      inComment = true;
      continue;
    }
    out += line[i++];
  }
  return { line: out, inComment };
}

/** Applies `rewrite` to the parts of a line outside inline code. */
function outsideCode(line: string, rewrite: (text: string) => string): string {
  if (!line.includes('<')) return line;
  return line.split(/(`+[^`]*`+)/).map((part, i) => (i % 2 ? part : rewrite(part))).join('');
}

const VOID_ELEMENT = /<(area|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b((?:[^<>"'/]|"[^"]*"|'[^']*')*)>/gi;
const STYLE_STRING = /(<[A-Za-z][\w.-]*\b(?:[^<>"']|"[^"]*"|'[^']*')*?\s)style="([^"]*)"/g;

/**
 * HTML as MDX 1 took it and MDX 3 refuses (docs written for Docusaurus 2, `markdown.mdx1Compat`): a
 * void element left open (`<br>`, `<img src="x">`) is closed, and a `style="color: red"` string
 * becomes the object React wants (`style={{"color":"red"}}`).
 */
function mdx1Html(text: string): string {
  return text
    .replace(VOID_ELEMENT, (whole, name: string, attributes: string) => (attributes.trimEnd().endsWith('/') ? whole : `<${name}${attributes.replace(/\s+$/, '')} />`))
    .replace(STYLE_STRING, (_, before: string, css: string) => `${before}style={${JSON.stringify(styleObject(css))}}`);
}

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at === -1) continue;
    const property = declaration.slice(0, at).trim();
    if (!property) continue;
    const name = property.startsWith('--') ? property : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[name] = declaration.slice(at + 1).trim();
  }
  return style;
}
