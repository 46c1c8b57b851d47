// Gives every heading a GitHub-style id and a 'Direct link to …' anchor, and collects h2–h3 for the
// table of contents. Ids are made here, at build time, so the link checker can verify #fragments.
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import type { TocEntry } from '../../templates/types.ts';

const HEADING = /^h[1-6]$/;

export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const ids: string[] = [];
    visit(tree, 'element', (node: Element) => {
      if (!HEADING.test(node.tagName)) {
        if (typeof node.properties?.id === 'string') ids.push(node.properties.id);
        return;
      }
      const text = toString(node).trim();
      const id = typeof node.properties.id === 'string' ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      ids.push(id);
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
      const depth = Number(node.tagName[1]);
      if (depth === 2 || depth === 3) toc.push({ depth, id, text });
    });
    file.data.toc = toc;
    file.data.ids = ids;
  };
}
