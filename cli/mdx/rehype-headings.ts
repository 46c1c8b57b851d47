// Gives every heading a GitHub-style id and a 'Direct link to …' anchor, and collects h2–h3 for the
// table of contents (h2–h6; each page shows the levels its front matter asks for, h2–h3 by default)
// and, for a doc that uses it (`<TOCInline toc={toc} />`), exports it as `toc`, as Docusaurus does. Ids are made here, at build time, so the link checker can verify #fragments.
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from './visit-tree.ts';
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
      if (depth >= 2) toc.push({ depth: depth as TocEntry['depth'], id, text });
    });
    file.data.toc = toc;
    file.data.ids = ids;
    if (/\btoc\b/.test(String(file.value))) tree.children.push(tocExport(toc) as unknown as Root['children'][number]);
  };
}

/** `export const toc = [{ value, id, level }]` as an MDX ESM node (JSON.parse of a literal: no hand-built object tree). */
function tocExport(toc: TocEntry[]) {
  const json = JSON.stringify(toc.map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth })));
  const parse = { type: 'MemberExpression', object: { type: 'Identifier', name: 'JSON' }, property: { type: 'Identifier', name: 'parse' }, computed: false, optional: false };
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: { type: 'CallExpression', callee: parse, arguments: [{ type: 'Literal', value: json, raw: JSON.stringify(json) }], optional: false } }],
  };
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null, attributes: [] }] };
  return { type: 'mdxjsEsm', value: '', data: { estree } };
}
