// Ships a highlighted code block's (and plain prose's) markup once, in the page, instead of twice.
// A doc that uses components compiles to a module the browser loads, and every highlighted token in
// it was a JSX call (a quarter to a half of such a module). Here each plain `<pre>` becomes
// `<HubgenStaticCode id html>`: the server renders `html`; in the client bundle, where
// `__HUBGEN_SERVER__` is defined false, the string is dead code that esbuild drops, and the
// component reads the block back from the page's HTML by its `data-static` id (app/StaticHtml.tsx),
// as static docs do with their whole body.
// Plain prose goes the same way (<HubgenStaticHtml as id html>, app/StaticHtml.tsx): a paragraph,
// list or quote with no attributes and nothing inside that the theme renders through a component
// (images, tables, code blocks, links to a site path, which follow the baseUrl), long enough to pay
// for its id. Other links are drawn here as the Link component draws them.
// The id is a hash of the markup, so a partial and the page that embeds it cannot collide.
import { createHash } from 'node:crypto';
import { toHtml } from 'hast-util-to-html';
import { visit, SKIP } from './visit-tree.ts';
import type { Root, Element, ElementContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { SERVER_FLAG, STATIC_CODE_COMPONENT, STATIC_HTML_COMPONENT } from '../../shared/constants.ts';
import { isExternalHref, isSitePath } from '../../shared/base-path.ts';
import { NEW_TAB_PROPERTIES } from './rehype-static-body.ts';

export function rehypeStaticCode() {
  return (tree: Root) => {
    // A doc that imports nothing is static (routes/plan-routes.ts isStaticDoc): its whole body already ships once.
    if (!importsAnything(tree)) return;
    visit(tree, 'element', (pre: Element, index, parent) => {
      if (pre.tagName !== 'pre' || !parent || index === undefined) return;
      // A block a site plugin gave attributes or JSX to is left as it is: only plain markup can be a string.
      if (Object.keys(pre.properties).length > 0 || !pre.children.every(plain)) return;
      const html = toHtml(pre.children);
      const id = `code-${createHash('sha256').update(html).digest('base64url').slice(0, 12)}`;
      const block: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: STATIC_CODE_COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'id', value: id },
          { type: 'mdxJsxAttribute', name: 'html', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: serverOnly(html) } } },
        ],
        children: [],
      };
      parent.children[index] = block as unknown as ElementContent;
      return SKIP;
    });
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!PROSE.has(node.tagName) || !parent || index === undefined) return;
      if (Object.keys(node.properties).length > 0 || !node.children.every(prose)) return;
      const html = toHtml(node.children.map(asLinkRenders));
      if (html.length < MIN_PROSE) return;
      const id = `text-${createHash('sha256').update(html).digest('base64url').slice(0, 12)}`;
      const block: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: STATIC_HTML_COMPONENT,
        attributes: [
          { type: 'mdxJsxAttribute', name: 'as', value: node.tagName },
          { type: 'mdxJsxAttribute', name: 'id', value: id },
          { type: 'mdxJsxAttribute', name: 'html', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: serverOnly(html) } } },
        ],
        children: [],
      };
      parent.children[index] = block as unknown as ElementContent;
      return SKIP;
    });
  };
}

const PROSE = new Set(['p', 'li', 'ul', 'ol', 'blockquote']);
/** Tags the theme renders through a component (mdxComponents): never inside a string. */
const COMPONENT_TAGS = new Set(['a', 'img', 'table', 'pre']);
/** Below this much markup the component call costs about what it saves (measured on the Redux docs). */
const MIN_PROSE = 40;

function prose(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  // A link the Link component renders the same whatever the site's baseUrl: anything but a site path.
  const fixedLink = node.tagName === 'a' && (typeof node.properties.href !== 'string' || !isSitePath(node.properties.href));
  if (COMPONENT_TAGS.has(node.tagName) && !fixedLink) return false;
  return node.children.every(prose);
}

/** A copy with each link as the Link component draws it: another site's opens in a new tab. */
function asLinkRenders(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  const children = node.children.map(asLinkRenders);
  const href = node.properties.href;
  if (node.tagName !== 'a' || typeof href !== 'string' || !isExternalHref(href)) return { ...node, children };
  return { ...node, properties: { ...node.properties, ...NEW_TAB_PROPERTIES }, children };
}

function importsAnything(tree: Root): boolean {
  return tree.children.some((node) => node.type === 'mdxjsEsm' && node.data?.estree?.body.some((statement) => statement.type === 'ImportDeclaration'));
}

function plain(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  if (node.type !== 'element') return false;
  return node.children.every(plain);
}

/**
 * `typeof __HUBGEN_SERVER__ === "undefined" || __HUBGEN_SERVER__ ? "<html>" : ""`, as the estree MDX
 * turns into the attribute's value. Undefined is the server: its bundle, and the static docs Node
 * imports directly (render-pages.ts), see no define.
 */
function serverOnly(html: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ConditionalExpression',
          test: {
            type: 'LogicalExpression',
            operator: '||',
            left: {
              type: 'BinaryExpression',
              operator: '===',
              left: { type: 'UnaryExpression', operator: 'typeof', prefix: true, argument: { type: 'Identifier', name: SERVER_FLAG } },
              right: { type: 'Literal', value: 'undefined' },
            },
            right: { type: 'Identifier', name: SERVER_FLAG },
          },
          consequent: { type: 'Literal', value: html },
          alternate: { type: 'Literal', value: '' },
        },
      },
    ],
  };
}
