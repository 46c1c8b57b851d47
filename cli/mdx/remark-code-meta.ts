// Reads what Docusaurus authors put on a fenced code block and turns it into data the rehype step
// (rehype-code-lines.ts) draws after highlighting:
//   ```js title="src/app.js" {1,3-4} showLineNumbers
// and magic comments inside the code, which are removed from it:
//   // highlight-next-line   // highlight-start … // highlight-end   (also #, /* */, <!-- -->, --)
import type { Root, Code } from 'mdast';
import { visit } from './visit-tree.ts';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;
const RANGES = /(?:^|\s)\{([\d,\s-]+)\}/;
// `showLineNumbers=5` (start at 5) numbers from 1: the offset would need a style attribute, which
// the strict Content-Security-Policy refuses.
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=\d+)?(?:\s|$)/;
const MAGIC = /^\s*(?:\/\/|#|--|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      const meta = node.meta ?? '';
      const title = TITLE.exec(meta);
      const ranges = RANGES.exec(meta);
      const numbers = LINE_NUMBERS.exec(meta);
      const highlighted = new Set(ranges ? parseRanges(ranges[1]) : []);
      if (node.value.includes('highlight-')) node.value = stripMagicComments(node.value, highlighted);
      if (!title && !numbers && highlighted.size === 0) return;
      const properties: Record<string, string> = {};
      if (title) properties.dataTitle = title[1] ?? title[2];
      if (highlighted.size) properties.dataHighlight = [...highlighted].sort((a, b) => a - b).join(',');
      if (numbers) properties.dataLineNumbers = '';
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
    });
  };
}

/** '1,3-4' → [1, 3, 4] (1-based line numbers). */
function parseRanges(text: string): number[] {
  const lines: number[] = [];
  for (const part of text.split(',')) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (Number.isInteger(from) && Number.isInteger(to)) for (let n = from; n <= to && n - from < 10_000; n++) lines.push(n);
  }
  return lines;
}

/** Removes the magic comment lines and adds the lines they mark to `highlighted` (numbers after removal). */
function stripMagicComments(code: string, highlighted: Set<number>): string {
  const kept: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line);
    if (magic) {
      if (magic[1] === 'next-line') nextLine = true;
      else inRange = magic[1] === 'start';
      continue;
    }
    kept.push(line);
    if (nextLine || inRange) highlighted.add(kept.length);
    nextLine = false;
  }
  return kept.join('\n');
}
