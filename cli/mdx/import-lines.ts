// `{@import ./file.mdp}` and `{@import optional ./file.mdp}` on a line of their own: the file's
// Markdown put in that place, before the doc is compiled. Not Docusaurus itself but a remark plugin
// Docusaurus projects load (rise4fun's, in DeviceScript's docs; Sumo Logic's docs write the same),
// which hubgen does not run: without this the line stays an MDX error, or text under mdx1Compat.
// `optional`: a file that is not there puts nothing in, silently; without it, nothing either, with a
// warning at the line (the project's scripts may generate the file: the page still builds). Paths
// are from the including file; an included file may include others. The included text is part of
// the body, so of the MDX cache key.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../support/errors.ts';

const IMPORT_LINE = /^[ \t]*\{@import[ \t]+(optional[ \t]+)?([^}\s]+)[ \t]*\}[ \t]*$/gm;
const MAX_DEPTH = 8;

/** The body with each import line replaced, and a warning for each file that is not there. */
export function expandImportLines(file: string, body: string): { body: string; problems: Problem[] } {
  const problems: Problem[] = [];
  if (!body.includes('{@import')) return { body, problems };
  return { body: expand(file, body, problems, [file]), problems };
}

function expand(file: string, text: string, problems: Problem[], chain: string[]): string {
  return text.replace(IMPORT_LINE, (line, optional: string | undefined, target: string, offset: number) => {
    const included = path.resolve(path.dirname(file), target);
    const at = { file, line: text.slice(0, offset).split('\n').length, column: line.indexOf('{') + 1 };
    if (chain.includes(included) || chain.length > MAX_DEPTH) {
      problems.push({ ...at, message: `{@import ${target}} includes itself`, hint: 'Remove the import that closes the loop.' });
      return '';
    }
    let content: string;
    try {
      content = readFileSync(included, 'utf8');
    } catch {
      if (!optional) problems.push({ ...at, message: `{@import ${target}}: no file ${path.relative(path.dirname(file), included) || target}; left out`, hint: 'Write `{@import optional …}` for a file that may be absent.' });
      return '';
    }
    return expand(included, content.replace(/\r\n/g, '\n').replace(/\n+$/, ''), problems, [...chain, included]);
  });
}
