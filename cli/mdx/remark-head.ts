// `<head>` in MDX, Docusaurus's way to give one page its own head tags: taken out of the body (where
// it would render an empty <head> inside the article) and its <title>, <meta> and <link> children
// kept as data, which the render stage writes into the document head.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  /** Literal attribute values only: an `{expression}` has no value at build time and is left out. */
  attributes: Record<string, string>;
  /** A <title>'s text. */
  text?: string;
}

const KEPT = new Set(['title', 'meta', 'link']);

/** The parts of an MDX JSX element read here (mdast-util-mdx-jsx's shape). */
interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
}

export function remarkHead() {
  return (tree: Root, file: VFile) => {
    const tags: HeadTag[] = [];
    tree.children = tree.children.filter((child) => {
      const node = child as Node;
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'head') return true;
      collect(node.children ?? [], tags);
      return false;
    });
    if (tags.length) file.data.head = tags;
  };
}

function collect(nodes: Node[], tags: HeadTag[]): void {
  for (const node of nodes) {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && KEPT.has(node.name)) {
      const attributes: Record<string, string> = {};
      for (const a of node.attributes ?? []) if (a.type === 'mdxJsxAttribute' && a.name && typeof a.value === 'string') attributes[a.name] = a.value;
      tags.push({ tag: node.name as HeadTag['tag'], attributes, ...(node.name === 'title' ? { text: textOf(node) } : {}) });
    } else if (node.children) collect(node.children, tags);
  }
}

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

declare module 'vfile' {
  interface DataMap {
    head: HeadTag[];
  }
}
