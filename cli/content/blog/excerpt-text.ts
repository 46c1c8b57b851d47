// A post's description when its front matter has none, as Docusaurus makes it (createExcerpt in
// @docusaurus/utils): the first line of prose, past imports, headings and code, with its Markdown
// taken off. Written by hand: it is a line-level rule of Docusaurus's, not a Markdown render.

export function blogExcerptText(body: string): string | undefined {
  let inCode = false;
  let fence = '';
  let inImport = false;
  for (const raw of body.trimStart().split('\n')) {
    if (!raw.trim()) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s/.test(raw) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    const opener = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (opener) {
      if (!inCode) [inCode, fence] = [true, opener[1]];
      else if (opener[1][0] === fence[0] && opener[1].length >= fence.length) inCode = false;
      continue;
    }
    if (inCode || /^\s*#\s/.test(raw) || /^\s*:::/.test(raw) || /^\s*(<!--.*-->|\{\/\*.*\*\/\})\s*$/.test(raw)) continue;
    const text = cleanLine(raw);
    if (text) return text;
  }
  return undefined;
}

function cleanLine(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}$/, '$1')
    .replace(/([*_]{1,3})(.*?)\1/g, '$2')
    .replace(/~~(\S.*\S)~~/g, '$1')
    .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/\[\^.+?\](?:: .*$)?/g, '')
    .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/`(.+?)`/g, '$1')
    .replace(/^\s{0,3}>\s?/, '')
    .replace(/\{#*[\w-]+\}/, '')
    .trim();
}
