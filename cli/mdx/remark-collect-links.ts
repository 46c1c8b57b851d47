// Records every link and image target in a document with its position, so a broken one can be
// reported as file:line:column rather than "somewhere on page X".
import { visit } from './visit-tree.ts';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

export interface SourceLink {
  url: string;
  line: number;
  column: number;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export function remarkCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: SourceLink[] = [];
    visit(tree, (node) => {
      const start = node.position?.start;
      if (!start) return;
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        links.push({ url: (node as { url: string }).url, line: start.line, column: start.column });
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attr of (node as unknown as { attributes: JsxAttribute[] }).attributes) {
          if ((attr.name === 'href' || attr.name === 'src') && typeof attr.value === 'string') {
            links.push({ url: attr.value, line: start.line, column: start.column });
          }
        }
      }
    });
    file.data.links = links;
  };
}
