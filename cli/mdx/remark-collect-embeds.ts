// Records the API parts a document embeds (`<ApiOperation api="admin" operation="createListing" />`
// imported from `hubgen/components`, or Redocusaurus's `@theme/ApiSchema` and the like), with their
// attributes as written and their place in the file. The routes stage checks each against the site's
// references and gives the page only the parts it names (cli/routes/embed-slices.ts); a document
// that imports none of these modules is not walked at all.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from './visit-tree.ts';
import { EMBED_MODULES, type EmbedAttribute, type EmbedKind, type EmbedUse } from '../../shared/api-embeds.ts';

export type { EmbedUse };

declare module 'vfile' {
  interface DataMap {
    embeds: EmbedUse[];
  }
}

interface EsmNode {
  type: 'mdxjsEsm';
  data?: { estree?: { body: ImportNode[] } };
}

interface ImportNode {
  type: string;
  source?: { value: unknown };
  specifiers?: { type: string; local: { name: string }; imported?: { name?: string; value?: string } }[];
}

interface JsxNode {
  type: string;
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number; column: number } };
}

export function remarkCollectEmbeds() {
  return (tree: Root, file: VFile) => {
    const components = embedImports(tree);
    if (components.size === 0) return;
    const embeds: EmbedUse[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as JsxNode;
      const component = element.name ? components.get(element.name) : undefined;
      const start = element.position?.start;
      if (!component || !start) return;
      embeds.push({ ...component, name: element.name!, attributes: attributesOf(element), line: start.line, column: start.column });
    });
    if (embeds.length) file.data.embeds = embeds;
  };
}

/** Local name → what it embeds, from the document's import statements (top-level ESM only). */
function embedImports(tree: Root): Map<string, { kind: EmbedKind; module: string }> {
  const components = new Map<string, { kind: EmbedKind; module: string }>();
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      const module = statement.type === 'ImportDeclaration' ? String(statement.source?.value) : '';
      const exports = EMBED_MODULES[module];
      if (!exports) continue;
      for (const specifier of statement.specifiers ?? []) {
        const imported = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportSpecifier' ? (specifier.imported?.name ?? specifier.imported?.value) : undefined;
        const kind = imported ? exports[imported] : undefined;
        if (kind) components.set(specifier.local.name, { kind, module });
      }
    }
  }
  return components;
}

/** Literal attributes as their text, bare ones as true, `{…}` as the expression's source. */
function attributesOf(element: JsxNode): Record<string, EmbedAttribute> {
  const attributes: Record<string, EmbedAttribute> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) attributes[attribute.name] = true;
    else if (typeof value === 'string') attributes[attribute.name] = value;
    else attributes[attribute.name] = literalOf(String((value as { value?: unknown }).value ?? ''));
  }
  return attributes;
}

/** `{"x"}`, `{'x'}` and `{true}` are literals too; anything else stays an expression. */
function literalOf(expression: string): EmbedAttribute {
  const source = expression.trim();
  if (source === 'true') return true;
  if (source === 'false') return 'false';
  const quoted = /^(['"`])([^'"`\\]*)\1$/.exec(source);
  return quoted ? quoted[2] : { expression: source };
}
