// Draws what remark-code-meta.ts read from a code block, after highlighting: each line its own
// span (highlighted lines marked, numbers shown by CSS on `showLineNumbers`), and a title bar
// above the block. Highlighting spans that cross a line end are split, so every line is whole.
import type { Root, Element, ElementContent } from 'hast';
import { visit, SKIP } from './visit-tree.ts';

export function rehypeCodeLines() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element, index, parent) => {
      if (pre.tagName !== 'pre' || !parent || index === undefined) return;
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const { dataTitle, dataHighlight, dataLineNumbers, ...rest } = code.properties;
      if (dataTitle === undefined && dataHighlight === undefined && dataLineNumbers === undefined) return;
      code.properties = rest;
      if (dataHighlight !== undefined || dataLineNumbers !== undefined) {
        const marked = new Set(String(dataHighlight ?? '').split(',').filter(Boolean).map(Number));
        const lines = splitLines(code.children);
        // A trailing newline makes no line of its own.
        if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
        code.children = lines.map((children, i) => ({
          type: 'element',
          tagName: 'span',
          properties: { className: ['code-line', ...(marked.has(i + 1) ? ['code-line--highlighted'] : []), ...(dataLineNumbers !== undefined ? ['code-line--numbered'] : [])] },
          children: [...children, { type: 'text', value: '\n' }],
        }));
      }
      if (dataTitle === undefined) return;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block-titled'] },
        children: [{ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: String(dataTitle) }] }, pre],
      };
      return [SKIP, index + 1];
    });
  };
}

/** The nodes of each line: text split at '\n', elements that span lines cloned on each. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1].push({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((children, i) => {
        if (i > 0) lines.push([]);
        if (children.length) lines[lines.length - 1].push({ ...node, children });
      });
    } else lines[lines.length - 1].push(node);
  }
  return lines;
}
