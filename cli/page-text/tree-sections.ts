// The searchable text of a doc written in plain Markdown, read from its HTML tree (hast) as the MDX
// compile leaves it, with the same cuts html-sections.ts makes in rendered HTML: a section at each
// h2/h3 that has an id, no '#' heading anchors, no code blocks or chrome. Such a doc is indexed from
// this, made once when it is compiled (and cached with it), not by scanning its rendered page.
//
// A doc with JSX or `{expressions}` is not: what its components show (a device list, a collapsed
// "Detailed Explanation", an admonition component) is only in its rendered HTML, so the render
// stage reads that page's text from there. Compared on every doc of the marketplace site and the
// Redux and DeviceScript projects, plain docs give the same text both ways, less the layout's
// "Edit this page".
import type { Root, RootContent, Element } from 'hast';
import { INLINE, SKIPPED, squash, type HtmlContent, type HtmlSection } from './html-sections.ts';

/** JSX elements and expressions: the doc's text depends on code, known once it is rendered. */
const CODE = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression']);

/** The doc's text by section; undefined when it has JSX or expressions. */
export function treeSections(tree: Root): HtmlContent | undefined {
  const sections: HtmlSection[] = [{ heading: '', text: '' }];
  let h1: string | undefined;
  let plain = true;
  const append = (text: string) => (sections[sections.length - 1].text += text);

  const visit = (node: RootContent): void => {
    if (CODE.has(node.type)) plain = false;
    else if (node.type === 'text') append(node.value);
    else if (node.type === 'element') {
      const { tagName } = node;
      if (SKIPPED.has(tagName) || isHashLink(node)) return;
      if (!INLINE.has(tagName)) append(' ');
      const id = node.properties?.id;
      if ((tagName === 'h2' || tagName === 'h3') && typeof id === 'string' && id) {
        sections.push({ id, depth: tagName === 'h2' ? 2 : 3, heading: squash(textOf(node)), text: '' });
      } else if (tagName === 'h1') {
        h1 ??= squash(textOf(node));
      } else {
        for (const child of node.children) visit(child);
      }
      if (!INLINE.has(tagName)) append(' ');
    }
  };
  for (const child of tree.children) visit(child);
  if (!plain) return undefined;
  for (const section of sections) section.text = squash(section.text);
  return h1 === undefined ? { sections } : { h1, sections };
}

/** A heading's text, its anchor and anything skipped left out. */
function textOf(node: Element): string {
  let text = '';
  for (const child of node.children) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element' && !SKIPPED.has(child.tagName) && !isHashLink(child)) text += (INLINE.has(child.tagName) ? '' : ' ') + textOf(child);
  }
  return text;
}

function isHashLink(node: Element): boolean {
  const className = node.properties?.className;
  return Array.isArray(className) && className.includes('hash-link');
}
