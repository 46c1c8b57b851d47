// `## Heading {#custom-id}`: the heading gets that id (kept when the text changes or is translated),
// as in Docusaurus. docusaurus-syntax.ts escaped the braces, so here they are plain text at the end.
import type { Root, Heading } from 'mdast';
import { visit } from './visit-tree.ts';

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const match = CUSTOM_ID.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      if (!last.value) node.children.pop();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
    });
  };
}
