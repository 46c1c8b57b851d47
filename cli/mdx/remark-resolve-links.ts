// Rewrites link, image and definition URLs, and `href`/`src`/`to` string attributes of JSX elements,
// from the doc's link table (link-table.ts): Markdown file links become doc URLs, relative images
// become hashed assets. Runs before remark-collect-links, so the checks see where a link leads.
import { visit } from './visit-tree.ts';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export function remarkResolveLinks() {
  return (tree: Root, file: VFile) => {
    const rewrites = file.data.linkRewrites;
    if (!rewrites) return;
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const target = rewrites[(node as { url: string }).url];
        if (target !== undefined) (node as { url: string }).url = target;
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of (node as unknown as { attributes: JsxAttribute[] }).attributes) {
          if ((attr.name === 'href' || attr.name === 'src' || attr.name === 'to') && typeof attr.value === 'string' && rewrites[attr.value] !== undefined) attr.value = rewrites[attr.value];
        }
      }
    });
  };
}

declare module 'vfile' {
  interface DataMap {
    /** Target as written → URL (link-table.ts). */
    linkRewrites: Record<string, string>;
  }
}
