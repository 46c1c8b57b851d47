// A doc that opens with `# Title` (before any other content) shows that heading as its page title,
// as Docusaurus does: the layout then leaves out its own h1, so the page never has two.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** What may come before the title heading: imports/exports and comments. */
const INVISIBLE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'html', 'definition']);

export function remarkTitleHeading() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.find((node) => !INVISIBLE.has(node.type));
    file.data.titleInBody = first?.type === 'heading' && first.depth === 1;
  };
}

declare module 'vfile' {
  interface DataMap {
    titleInBody: boolean;
  }
}
