// ```mermaid fenced blocks become diagrams, as Docusaurus's theme-mermaid makes them: each block is
// replaced by <HubgenMermaid value="…"/> and the doc imports that component (@theme/Mermaid,
// templates/docusaurus/Mermaid.tsx). The import is what makes it cost nothing elsewhere: a doc with
// no diagram stays a static doc with no chunk, and only a doc with one gets a module, whose
// component imports the mermaid library lazily, in a chunk of its own.
import type { Root, Code } from 'mdast';
import { visit } from './visit-tree.ts';

/** The import's local name: one an author's own `import Mermaid from '@theme/Mermaid'` cannot clash with. */
const LOCAL = 'HubgenMermaid';
const SOURCE = '@theme/Mermaid';

export function remarkMermaid() {
  return (tree: Root) => {
    let found = false;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      found = true;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: LOCAL,
        attributes: [{ type: 'mdxJsxAttribute', name: 'value', value: node.value }],
        children: [],
        position: node.position,
      } as unknown as Code;
    });
    if (found) tree.children.unshift(importNode() as unknown as Root['children'][number]);
  };
}

/** `import HubgenMermaid from '@theme/Mermaid'`, with the ESTree MDX compiles it from. */
function importNode() {
  return {
    type: 'mdxjsEsm',
    value: `import ${LOCAL} from '${SOURCE}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: LOCAL } }],
            source: { type: 'Literal', value: SOURCE, raw: JSON.stringify(SOURCE) },
          },
        ],
      },
    },
  };
}
