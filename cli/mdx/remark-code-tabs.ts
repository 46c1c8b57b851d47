// Groups consecutive fenced code blocks that carry `tab="Label"` in their meta into one
// <CodeTabs labels={[...]}> element, so guides show curl / Node.js / JavaScript as tabs while the
// markdown stays plain (it still reads well on GitHub).
import type { Root, Code, RootContent } from 'mdast';

const TAB = /(?:^|\s)tab="([^"]+)"/;

export function remarkCodeTabs() {
  return (tree: Root) => {
    groupIn(tree);
  };
}

function groupIn(parent: { children: RootContent[] }): void {
  const out: RootContent[] = [];
  let group: Code[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const labels = group.map((code) => TAB.exec(code.meta ?? '')![1]);
    out.push({
      type: 'mdxJsxFlowElement',
      name: 'CodeTabs',
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'labels',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: JSON.stringify(labels),
            data: { estree: labelsEstree(labels) },
          },
        },
      ],
      children: group,
      position: { start: group[0].position!.start, end: group[group.length - 1].position!.end },
    } as unknown as RootContent);
    group = [];
  };
  for (const node of parent.children) {
    if (node.type === 'code' && TAB.test(node.meta ?? '')) {
      // A label met again starts the next group (two npm2yarn blocks in a row are two sets of tabs).
      if (group.some((code) => TAB.exec(code.meta ?? '')![1] === TAB.exec(node.meta ?? '')![1])) flush();
      group.push(node);
      continue;
    }
    flush();
    if ('children' in node && Array.isArray(node.children)) groupIn(node as { children: RootContent[] });
    out.push(node);
  }
  flush();
  parent.children = out;
}

/** MDX needs the expression as an ESTree program: an array literal of strings. */
function labelsEstree(labels: string[]) {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: { type: 'ArrayExpression', elements: labels.map((value) => ({ type: 'Literal', value, raw: JSON.stringify(value) })) },
      },
    ],
  };
}
