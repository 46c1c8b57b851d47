// A static doc's body as finished HTML, made here rather than by React at render time.
// A doc whose MDX is only Markdown (no import, export, JSX or expression) renders the same tree on
// every build; its body ships as HTML inside StaticDocBody (templates/docs/StaticDocBody.tsx),
// which the browser never re-renders. Compiling it to a JavaScript module only for the render
// stage to import that module and run React over it cost, per doc of the bench corpus, ~0.8 ms of
// MDX's JavaScript generation and ~1.5 ms of import and render. Here the tree is serialised once.
//
// The HTML is what React makes of the compiled module with the theme's MDX components
// (templates/mdx/components.tsx) and MDX's own JSX rules (hast-util-to-estree), drawn in the tree:
// - `pre` in a `.code-block` with its copy button, `table` focusable, links and images under the
//   site's baseUrl, links to other sites in a new tab;
// - a table cell's `align` as a `text-align` style, no line breaks between table rows, no comments
//   and no blank text at either end of the body;
// - a `true` data or ARIA attribute as "true".
// Anything else (a `style` of its own, a `true` value React would drop) keeps the React path, and
// test/e2e/static-body.test.ts compares both paths' output page by page.
import { toHtml } from 'hast-util-to-html';
import { find, html as htmlSchema } from 'property-information';
import type { Root, RootContent, Element, ElementContent, Properties } from 'hast';
import type { VFile } from 'vfile';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { isExternalHref, joinBase, NEW_TAB } from '../../shared/base-path.ts';
import { COPY_CODE_LABEL, DEFAULT_SAMPLE_LANGUAGE, SAMPLE_LANGUAGE_LABEL } from '../../shared/constants.ts';

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** The Link component's NEW_TAB for a link to another site, as hast properties. */
export const NEW_TAB_PROPERTIES: Properties = { target: NEW_TAB.target, rel: NEW_TAB.rel.split(' ') };

/** Runs last: with `file.data.staticBodyBase` set (a doc; the site's baseUrl), a static tree becomes `file.data.staticBody`. */
export function rehypeStaticBody() {
  return (tree: Root, file: VFile) => {
    const base = file.data.staticBodyBase;
    if (base === undefined || !tree.children.every(isStatic)) return;
    // Text is escaped as React escapes it (raw nodes, below), void elements closed as React closes
    // them: the page's bytes are close to the React path's, not only its DOM, for whatever reads
    // them with a regex (page-digest.ts takes `href="…"` only outside text, where React writes &quot;).
    file.data.staticBody = toHtml(drawAll(trimBlank(tree.children), base, false, false), { allowDangerousHtml: true, closeSelfClosing: true, tightSelfClosing: true, characterReferences: { useNamedReferences: true } });
    // What MDX goes on to compile is then an empty body: compileMdxSource returns the HTML, no module.
    tree.children = [];
  };
}

/** Markup and text only: no MDX node but an empty expression (`{/* a comment *\/}`). */
function isStatic(node: RootContent): boolean {
  switch (node.type) {
    case 'text':
    case 'comment':
      return true;
    case 'element':
      return staticProperties(node.properties) && node.children.every(isStatic);
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return node.data?.estree?.body.length === 0;
    case 'mdxJsxFlowElement':
      return tabLabels(node) !== undefined && node.children.every(isStatic);
    default:
      return false;
  }
}

/** Properties React renders as hast-util-to-html does (or as draw() rewrites them). */
function staticProperties(properties: Properties): boolean {
  for (const name in properties) {
    if (name === 'style') return false;
    if (properties[name] === true && !find(htmlSchema, name).boolean && !DATA_OR_ARIA.test(name)) return false;
  }
  return true;
}

const DATA_OR_ARIA = /^(data|aria)[A-Z]/;

/**
 * The node as React renders it through the theme's components, drawn in place (the tree is
 * dropped after): its replacement, or undefined for a comment or an empty expression.
 */
function draw(node: RootContent, base: string, inSvg: boolean): ElementContent | undefined {
  if (node.type === 'text') return { type: 'raw', value: escapeAsReact(node.value) };
  if (node.type === 'mdxJsxFlowElement') return codeTabs(tabLabels(node)!, drawAll(node.children, base, inSvg, false));
  if (node.type !== 'element') return undefined;
  const svg = inSvg || node.tagName === 'svg';
  // MDX's JSX rules leave out a line break between table parts (HTML's only, not SVG's).
  node.children = drawAll(node.children, base, svg, !svg && TABLE_PARTS.has(node.tagName));
  const properties = node.properties;
  // React writes a `true` data or ARIA attribute as "true" (a boolean attribute stays bare).
  for (const name in properties) if (properties[name] === true && DATA_OR_ARIA.test(name)) properties[name] = 'true';
  // The theme's components replace these tags wherever they are, SVG included, as MDX maps them.
  switch (node.tagName) {
    case 'pre':
      properties.tabIndex = 0;
      return { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children: [node, copyButton()] };
    case 'a': {
      const href = typeof properties.href === 'string' ? properties.href : undefined;
      if (href) properties.href = joinBase(base, href);
      if (isExternalHref(href)) Object.assign(properties, NEW_TAB_PROPERTIES);
      break;
    }
    case 'img':
      if (typeof properties.src === 'string') properties.src = joinBase(base, properties.src);
      break;
    case 'table':
      properties.tabIndex = 0;
      break;
    case 'input':
      // React writes an input's `checked` after its other attributes.
      if ('checked' in properties) {
        const checked = properties.checked;
        delete properties.checked;
        properties.checked = checked;
      }
      break;
    case 'td':
    case 'th':
      if (properties.align !== undefined && properties.align !== null) {
        properties.style = `text-align:${String(properties.align)}`;
        delete properties.align;
      }
  }
  return node;
}

/** React's escaping of text (react-dom's escapeTextForBrowser). */
function escapeAsReact(text: string): string {
  return REACT_ESCAPED.test(text) ? text.replace(REACT_ESCAPES, (char) => REACT_ENTITIES[char]) : text;
}
const REACT_ESCAPED = /["&'<>]/;
const REACT_ESCAPES = /["&'<>]/g;
const REACT_ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

function drawAll(children: RootContent[], base: string, inSvg: boolean, lineBreaksOut: boolean): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    if (lineBreaksOut && child.type === 'text' && child.value === '\n') continue;
    const drawn = draw(child, base, inSvg);
    if (drawn) out.push(drawn);
  }
  return out;
}

/** The copy button of mdx/components.tsx CodeBlock, as it renders before any click. */
function copyButton(): Element {
  return { type: 'element', tagName: 'button', properties: { type: 'button', className: ['copy-button'], ariaLabel: COPY_CODE_LABEL }, children: [{ type: 'text', value: 'Copy' }] };
}

/** The labels of remark-code-tabs.ts's `<CodeTabs labels={[…]}>`, the one component a static body may hold. */
function tabLabels(node: MdxJsxFlowElementHast): string[] | undefined {
  const [attribute, ...others] = node.attributes;
  if (node.name !== 'CodeTabs' || others.length || attribute?.type !== 'mdxJsxAttribute' || attribute.name !== 'labels') return undefined;
  const value = attribute.value;
  const expression = typeof value === 'object' ? value?.data?.estree?.body[0] : undefined;
  if (expression?.type !== 'ExpressionStatement' || expression.expression.type !== 'ArrayExpression') return undefined;
  const labels = expression.expression.elements.map((element) => (element?.type === 'Literal' && typeof element.value === 'string' ? element.value : undefined));
  return labels.every((label) => label !== undefined) ? (labels as string[]) : undefined;
}

/**
 * mdx/components.tsx CodeTabs (with layout/TabList.tsx) as the server renders it: the default
 * language selected (the reader's own choice applies in the browser, StaticDocBody), one panel per
 * code block.
 */
function codeTabs(labels: string[], children: ElementContent[]): Element {
  const selected = labels.includes(DEFAULT_SAMPLE_LANGUAGE) ? DEFAULT_SAMPLE_LANGUAGE : labels[0];
  const panels = children.filter((child) => child.type === 'element');
  const tab = (label: string): Element => ({
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', role: 'tab', className: ['code-tabs__tab'], ariaSelected: String(label === selected), tabIndex: label === selected ? 0 : -1 },
    children: [{ type: 'raw', value: escapeAsReact(label) }],
  });
  const list: Element = { type: 'element', tagName: 'div', properties: { className: ['code-tabs__list'], role: 'tablist', ariaLabel: SAMPLE_LANGUAGE_LABEL }, children: labels.map(tab) };
  const panel = (content: ElementContent, i: number): Element => ({
    type: 'element',
    tagName: 'div',
    properties: { role: 'tabpanel', ariaLabel: labels[i], className: ['code-tabs__panel'], hidden: labels[i] !== selected },
    children: [content],
  });
  return { type: 'element', tagName: 'div', properties: { className: ['code-tabs'] }, children: [list, ...panels.map(panel)] };
}

/** MDX drops blank text at either end of the body (a comment there counts as content: it is dropped after). */
function trimBlank(children: RootContent[]): RootContent[] {
  const blank = (node: RootContent | undefined) => node?.type === 'text' && /^[ \t\n\f\r]*$/.test(node.value);
  let start = 0;
  let end = children.length;
  while (start < end && blank(children[start])) start++;
  while (end > start && blank(children[end - 1])) end--;
  return children.slice(start, end);
}

declare module 'vfile' {
  interface DataMap {
    /** Set by compileMdxSource for a doc: the site's baseUrl, which its links and images take. */
    staticBodyBase: string;
    /** The body as HTML, when the doc turned out static. */
    staticBody: string;
  }
}
