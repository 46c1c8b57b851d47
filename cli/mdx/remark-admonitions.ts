// Turns `:::note` … `:::` containers (remark-directive) into admonition boxes, as Docusaurus does:
// note, tip, info, warning, danger, caution (and Docusaurus's aliases important, success,
// secondary), a title from `:::tip[Title]` (or `:::tip Title`, rewritten by docusaurus-syntax.ts),
// nestable by using more colons outside. The box is plain HTML (no component), so a page with
// admonitions still needs no script. Any other directive was never meant as one (`Note:this` parses
// as a text directive): it goes back to the text the author wrote.
import type { Root, Parent, RootContent, PhrasingContent, Paragraph } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit, SKIP } from './visit-tree.ts';

/** Admonition types and the style each one takes (aliases share a style). */
export const ADMONITION_STYLE: Record<string, string> = {
  note: 'note',
  secondary: 'note',
  tip: 'tip',
  success: 'tip',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective' && ADMONITION_STYLE[directive.name]) {
        toAdmonition(directive);
        return;
      }
      if (parent && index !== undefined) {
        (parent as Parent).children.splice(index, 1, ...asWritten(directive, String(file.value)));
        return [SKIP, index];
      }
    });
  };
}

function toAdmonition(node: ContainerDirective): void {
  const type = node.name;
  const first = node.children[0] as Paragraph | undefined;
  const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const title: PhrasingContent[] = labelled ? first.children : [{ type: 'text', value: type[0].toUpperCase() + type.slice(1) }];
  const style = ADMONITION_STYLE[type];
  const body = labelled ? node.children.slice(1) : node.children;
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition--${style}`] } };
  node.children = [
    { type: 'paragraph', children: [icon(style), ...title], data: { hName: 'div', hProperties: { className: ['admonition__heading'] } } },
    { type: 'blockquote', children: body as never, data: { hName: 'div', hProperties: { className: ['admonition__content'] } } },
  ] as ContainerDirective['children'];
}

/** 16×16 icons, one per style (drawn for hubgen): inline SVG, so the box needs no image request. */
const ICON_PATH: Record<string, string> = {
  note: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM7.25 7h1.5v4.5h-1.5Zm.75-2.75a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  info: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm-.75 6v4.5h1.5V7Zm.75-2.75a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  tip: 'M8 1a5 5 0 0 1 3 9v2H5v-2a5 5 0 0 1 3-9Zm0 1.5A3.5 3.5 0 0 0 6.1 9l.4.3v1.2h3V9.3l.4-.3A3.5 3.5 0 0 0 8 2.5ZM5.5 13.5h5V15h-5Z',
  warning: 'M8 1.2 15.3 14H.7L8 1.2Zm0 3L3.3 12.5h9.4L8 4.2ZM7.25 6.5h1.5v3.3h-1.5Zm.75 4.2a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Z',
  danger: 'M5.1 1h5.8L15 5.1v5.8L10.9 15H5.1L1 10.9V5.1L5.1 1Zm2.15 3.5v4.5h1.5V4.5Zm.75 6a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
};

function icon(style: string): PhrasingContent {
  const path = { type: 'element', tagName: 'path', properties: { d: ICON_PATH[style] }, children: [] };
  return {
    type: 'text',
    value: '',
    data: { hName: 'svg', hProperties: { className: ['admonition__icon'], viewBox: '0 0 16 16', width: 16, height: 16, fill: 'currentColor', ariaHidden: 'true', focusable: 'false' }, hChildren: [path] },
  } as PhrasingContent;
}

/** What the author typed, as text: a text directive stays in its sentence, a leaf one is a paragraph. */
function asWritten(node: Directive, source: string): RootContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
  if (node.type === 'textDirective') return [{ type: 'text', value: text }];
  if (node.type === 'leafDirective') return [{ type: 'paragraph', children: [{ type: 'text', value: text }] }];
  // An unknown container keeps its content, between its fences shown as written.
  const lines = text.split('\n');
  return [
    { type: 'paragraph', children: [{ type: 'text', value: lines[0] }] },
    ...(node.children as RootContent[]),
    { type: 'paragraph', children: [{ type: 'text', value: lines[lines.length - 1] }] },
  ];
}
