// cli/mdx/visit-tree.ts stands in for unist-util-visit in hubgen's compile plugins: the same nodes in
// the same order, with the same answers to SKIP, EXIT and a returned index (a visitor that
// replaces the node it is at, as remark-admonitions does).
import { describe, expect, it } from 'vitest';
import { visit as unistVisit, SKIP as UNIST_SKIP, EXIT as UNIST_EXIT } from 'unist-util-visit';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit, SKIP, EXIT } from '../../../cli/mdx/visit-tree.ts';

const DOC = `# Title

Some *emphasis* and a [link](/x) in a paragraph.

- one
- two with \`code\`

> a quote with **strong** text

| a | b |
|---|---|
| c | d |
`;

type AnyNode = { type: string; value?: string; children?: AnyNode[] };
const parse = () => unified().use(remarkParse).use(remarkGfm).parse(DOC) as unknown as AnyNode;

/** The visit order under a visitor, for either implementation. */
function order(implementation: 'ours' | 'unist', test: string | undefined, act: (node: AnyNode, index: number | undefined, parent: AnyNode | undefined) => unknown): string[] {
  const seen: string[] = [];
  const visitor = (node: AnyNode, index: number | undefined, parent: AnyNode | undefined) => {
    seen.push(`${node.type}${node.value ? `:${node.value}` : ''}`);
    return act(node, index, parent);
  };
  const tree = parse();
  const run = (implementation === 'ours' ? visit : unistVisit) as unknown as (tree: AnyNode, ...args: unknown[]) => void;
  if (test === undefined) run(tree, visitor);
  else run(tree, test, visitor);
  return seen;
}

describe('visit-tree', () => {
  it('visits every node, and nodes of one type, in unist-util-visit’s order', () => {
    for (const test of [undefined, 'text', 'paragraph']) {
      const ours = order('ours', test, () => undefined);
      expect(ours.length).toBeGreaterThan(test === 'paragraph' ? 2 : 10);
      expect(ours).toEqual(order('unist', test, () => undefined));
    }
  });

  it('skips children on SKIP, stops on EXIT', () => {
    const skipLists = (skip: unknown) => (node: AnyNode) => (node.type === 'list' ? skip : undefined);
    expect(order('ours', undefined, skipLists(SKIP))).toEqual(order('unist', undefined, skipLists(UNIST_SKIP)));
    const stopAtQuote = (exit: unknown) => (node: AnyNode) => (node.type === 'blockquote' ? exit : undefined);
    const ours = order('ours', undefined, stopAtQuote(EXIT));
    expect(ours.at(-1)).toBe('blockquote');
    expect(ours).toEqual(order('unist', undefined, stopAtQuote(UNIST_EXIT)));
  });

  it('goes on at the index a visitor returns, after it replaced its node', () => {
    // Each `emphasis` is replaced by its children, and the walk goes on at the first of them.
    const unwrap = (skip: unknown) => (node: AnyNode, index: number | undefined, parent: AnyNode | undefined) => {
      if (node.type !== 'emphasis' || !parent || index === undefined) return undefined;
      parent.children!.splice(index, 1, ...node.children!);
      return [skip, index];
    };
    const ours = order('ours', undefined, unwrap(SKIP));
    // Its text is seen once, in the emphasis's place (SKIP: not inside it first).
    expect(ours.filter((n) => n === 'text:emphasis')).toHaveLength(1);
    expect(ours.filter((n) => n === 'emphasis')).toHaveLength(1);
    expect(ours).toEqual(order('unist', undefined, unwrap(UNIST_SKIP)));
  });
});
