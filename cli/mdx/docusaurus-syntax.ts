// Rewrites the Markdown that Docusaurus accepts but MDX 3 refuses, before the MDX parser sees it,
// keeping every line where it was (errors and links still point at the author's line):
// - `<!-- comments -->` become `{/* comments */}` (MDX's own comment, dropped from the output);
// - `## Heading {#custom-id}` gets its braces escaped, so remark-heading-ids reads the id instead of
//   MDX parsing `#custom-id` as JavaScript;
// - `:::tip Title` becomes `:::tip[Title]`, the label syntax remark-directive understands.
// Docusaurus does the same three rewrites (its `mdx1Compat` defaults). Fenced code and inline code
// are left alone.

const FENCE = /^(\s*(?:>\s*)*)(`{3,}|~{3,})/;
const HEADING_ID = /^(\s*(?:>\s*)*#{1,6}\s.*?)\{#([^{}\s]+)\}(\s*)$/;
const ADMONITION_TITLE = /^(\s*(?:>\s*)*:{3,}[A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;

export function rewriteDocusaurusSyntax(body: string): string {
  const lines = body.split('\n');
  let fence: string | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!inComment) {
      const marker = FENCE.exec(line);
      if (fence) {
        if (marker && marker[2][0] === fence[0] && marker[2].length >= fence.length && line.slice(marker[0].length).trim() === '') fence = undefined;
        continue;
      }
      if (marker) {
        fence = marker[2];
        continue;
      }
    }
    ({ line, inComment } = rewriteComments(line, inComment));
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
