// Records the API parts a document embeds (`<ApiOperation api="admin" operation="createListing" />`
// imported from `hubgen/components`, or Redocusaurus's `@theme/ApiSchema` and the like), with their
// attributes as written and their place in the file. The routes stage checks each against the site's
// references and gives the page only the parts it names (cli/routes/embed-slices.ts); a document
// that imports none of these modules is not walked at all.
import type { Root } from 'mdast';
import path from 'node:path';
import type { VFile } from 'vfile';
import { visit } from './visit-tree.ts';
import { EMBED_INDEX, EMBED_MODULES, type EmbedAttribute, type EmbedKind, type EmbedUse } from '../../shared/api-embeds.ts';

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
    const documents = documentImports(tree);
    const specUses = new Map<string, number>();
    const embeds: EmbedUse[] = [];
    const elements: JsxNode[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as unknown as JsxNode;
      const component = element.name ? components.get(element.name) : undefined;
      const start = element.position?.start;
      if (!component || !start) return;
      const attributes = attributesOf(element);
      const specFile = documentOf(element, attributes, documents, specUses);
      elements.push(element);
      embeds.push({ ...component, name: element.name!, attributes, line: start.line, column: start.column, ...(specFile && file.path ? { specFile: path.resolve(path.dirname(file.path), specFile) } : {}) });
    });
    dropUnusedImports(tree, documents, specUses);
    // Several parts in a page: each element is told its place, by which the build tells the theme
    // which copy of a part shown more than once it is (each copy has anchors of its own).
    if (embeds.length > 1) {
      embeds.forEach((embed, i) => (embed.index = i + 1));
      elements.forEach((element, i) => element.attributes.push({ type: 'mdxJsxAttribute', name: EMBED_INDEX, value: String(i + 1) }));
    }
    if (embeds.length) file.data.embeds = embeds;
  };
}

/** `import petstore from './petstore.json'` (or `.yaml`): local name → the file as written. */
function documentImports(tree: Root): Map<string, string> {
  const documents = new Map<string, string>();
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      const source = statement.type === 'ImportDeclaration' ? String(statement.source?.value) : '';
      if (!DOCUMENT_FILE.test(source) || !source.startsWith('.')) continue;
      for (const specifier of statement.specifiers ?? []) if (specifier.type === 'ImportDefaultSpecifier') documents.set(specifier.local.name, source);
    }
  }
  return documents;
}

const DOCUMENT_FILE = /\.(json|ya?ml)$/i;

/**
 * Redocusaurus's `spec={petstore}`, `petstore` imported from a local JSON or YAML file: the element
 * is given `specFile` (the file as written) instead, which the build matches to the API of the site
 * read from that file, and the theme finds in the page's props; the document itself is not bundled.
 */
function documentOf(element: JsxNode, attributes: Record<string, EmbedAttribute>, documents: Map<string, string>, specUses: Map<string, number>): string | undefined {
  const spec = attributes.spec;
  const source = typeof spec === 'object' ? documents.get(spec.expression) : undefined;
  if (typeof spec !== 'object' || source === undefined) return undefined;
  specUses.set(spec.expression, (specUses.get(spec.expression) ?? 0) + 1);
  delete attributes.spec;
  attributes.specFile = source;
  element.attributes = element.attributes.filter((a) => a.name !== 'spec');
  element.attributes.push({ type: 'mdxJsxAttribute', name: 'specFile', value: source });
  return source;
}

/** An imported document named only by `spec` attributes is imported no more (a YAML file could not be bundled). */
function dropUnusedImports(tree: Root, documents: Map<string, string>, specUses: Map<string, number>): void {
  if (!specUses.size) return;
  // The names still referred to anywhere once the `spec` attributes are gone (the imports aside).
  const referred = new Set<string>();
  visit(tree, (node) => {
    const n = node as unknown as { type: string; data?: { estree?: unknown }; attributes?: { value?: { data?: { estree?: unknown } } }[] };
    if (n.type !== 'mdxjsEsm' && n.data?.estree) identifiers(n.data.estree, referred);
    for (const attribute of n.attributes ?? []) if (attribute.value?.data?.estree) identifiers(attribute.value.data.estree, referred);
  });
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    for (const statement of node.data.estree.body) {
      if (statement.type === 'ImportDeclaration') continue;
      identifiers(statement, referred);
    }
  }
  const unused = (name: string) => specUses.has(name) && !referred.has(name);
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    node.data.estree.body = node.data.estree.body.filter((statement) => {
      const only = statement.type === 'ImportDeclaration' && statement.specifiers?.length === 1 ? statement.specifiers[0]!.local.name : undefined;
      return !(only && documents.get(only) === String(statement.source?.value) && unused(only));
    });
  }
}

/** Every identifier an estree node refers to (a generous walk: a key or label counts too, which only keeps an import). */
function identifiers(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) for (const child of node) identifiers(child, into);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'Identifier' && typeof record.name === 'string') into.add(record.name);
    for (const [key, value] of Object.entries(record)) if (key !== 'loc' && key !== 'range' && key !== 'position' && typeof value === 'object') identifiers(value, into);
  }
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
