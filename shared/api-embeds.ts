// What a doc or page embeds of a site's API references, read the same way by the build (which checks
// each embed and gives the page the parts it names: cli/routes/embed-slices.ts) and by the theme's
// components (templates/api-reference/embedded.tsx), which find those parts again in the page's props.
// Two ways to name a part: hubgen's own (`<ApiOperation api="admin" operation="createListing" />`,
// `method`+`path`, `<ApiSchema api schema>`, `<ApiReference api>`) and Redocusaurus's (`@theme/…`
// components with `id` and a JSON `pointer`).

/** The modules whose components embed API parts, and what each export embeds. */
export const EMBED_MODULES: Record<string, Record<string, EmbedKind>> = {
  'hubgen/components': { ApiOperation: 'operation', ApiSchema: 'schema', ApiReference: 'reference' },
  '@theme/ApiOperation': { default: 'operation' },
  '@theme/ApiSchema': { default: 'schema' },
  '@theme/ApiDocMdx': { default: 'reference' },
  '@theme/Redoc': { default: 'reference' },
  '@theme/ApiDoc': { default: 'reference' },
};

export type EmbedKind = 'operation' | 'schema' | 'reference';

/** The attributes that say which part is embedded. */
const NAMING = new Set(['api', 'id', 'operation', 'method', 'path', 'schema', 'pointer', 'example', 'spec', 'specProps', 'specFile']);

/**
 * The prop the build gives each embedded part of a page that has several (its place, 1, 2…, as
 * text): the page's props say which of them are copies of a part shown before (PageEmbeds.copies),
 * whose anchors are the part's with `-<n>` after them (embedAnchor), so each has its own deep link.
 */
export const EMBED_INDEX = 'embedIndex';

/** A part's anchor in its n-th copy on a page: the first keeps the reference's anchor. */
export function embedAnchor(anchor: string, instance: number | string | undefined): string {
  const n = Number(instance ?? 1);
  return n > 1 ? `${anchor}-${n}` : anchor;
}

/** One embed as the build finds it in a page's source (cli/mdx/remark-collect-embeds.ts, cli/content/tsx-embeds.ts). */
export interface EmbedUse {
  kind: EmbedKind;
  /** The module it was imported from ('hubgen/components', '@theme/ApiSchema'…). */
  module: string;
  /** The element's name in the source. */
  name: string;
  attributes: Record<string, EmbedAttribute>;
  line: number;
  column: number;
  /** Its place among the page's embedded parts, when there are several (EMBED_INDEX). */
  index?: number;
  /** Redocusaurus's `spec={x}`, `x` imported from this local document (absolute path): the API read from it. */
  specFile?: string;
}

/** An attribute as written: a string, `true` (a bare attribute: `example`), or an expression's source. */
export type EmbedAttribute = string | true | { expression: string };

/** The part of a reference one embed names, or why it names none. */
export type EmbedTarget =
  | { kind: 'operation'; api?: string; operation?: string; method?: string; path?: string }
  | { kind: 'schema'; api?: string; schema: string; example: boolean }
  | { kind: 'reference'; api?: string }
  /** Redocusaurus's `specProps={{ url: 'https://…' }}`: a document loaded in the browser, which hubgen links to. */
  | { kind: 'remote'; url: string }
  | { kind: 'invalid'; message: string; hint: string };

/**
 * The target of one embed from its attributes. `api` is hubgen's API id (Redocusaurus's `id` made
 * one as `init --from docusaurus` does); absent, the site's only (or first) reference.
 */
export function embedTarget(kind: EmbedKind, attributes: Record<string, EmbedAttribute | undefined>): EmbedTarget {
  const text = (name: string): string | undefined => (typeof attributes[name] === 'string' ? (attributes[name] as string) : undefined);
  const specProps = attributes.specProps;
  const url = typeof specProps === 'object' ? specUrl(specProps.expression) : undefined;
  if (url !== undefined) return { kind: 'remote', url };
  for (const [name, value] of Object.entries(attributes)) {
    // Only what names the part counts: other props (Redocusaurus's `layoutProps`) are the component's own.
    if (!NAMING.has(name)) continue;
    if (typeof value === 'object' && !(name === 'specProps' && specDataId(value.expression) !== undefined)) {
      return invalid(`the ${name} attribute of an embedded API part must be written as text, not an expression`, name === 'spec' ? 'Give the reference an `id` (an API of the site config) instead of the document itself: hubgen reads its OpenAPI documents from `apis[]`.' : `Write ${name}="…": the build reads it to put the part in the page.`);
    }
  }
  const id = text('api') ?? (text('id') !== undefined ? hubgenApiId(text('id')!) : typeof specProps === 'object' ? hubgenApiId(specDataId(specProps.expression)!) : undefined);
  const pointer = text('pointer');
  if (kind === 'reference') return { kind, api: id };
  if (kind === 'schema') {
    const schema = text('schema') ?? (pointer !== undefined ? schemaOfPointer(pointer) : undefined);
    if (schema === undefined) return invalid(pointer === undefined ? 'an embedded schema needs `schema` (its name)' : `pointer "${pointer}" does not name a schema`, 'Write schema="Listing", or pointer="#/components/schemas/Listing".');
    return { kind, api: id, schema, example: attributes.example !== undefined && attributes.example !== 'false' };
  }
  if (pointer !== undefined) {
    const at = operationOfPointer(pointer);
    if (!at) return invalid(`pointer "${pointer}" does not name an operation`, 'Write pointer="#/paths/~1listings/post": the path with each / as ~1, then the method.');
    return { kind, api: id, ...at };
  }
  const operation = text('operation');
  const method = text('method')?.toLowerCase();
  const path = text('path');
  if (operation === undefined && (method === undefined || path === undefined)) {
    return invalid('an embedded operation needs `operation` (its operationId), or `method` and `path`', 'Write operation="createListing", or method="post" path="/listings".');
  }
  return { kind, api: id, operation, method, path };
}

function invalid(message: string, hint: string): EmbedTarget {
  return { kind: 'invalid', message, hint };
}

/** `{ url: 'https://…' }` (Redocusaurus's `specProps` for a document the browser loads): the URL. */
export function specUrl(expression: string): string | undefined {
  return /^\s*\{\s*url\s*:\s*(['"`])(https?:\/\/[^'"`\s]+)\1\s*,?\s*\}\s*$/.exec(expression)?.[2];
}

/** `useSpecData('petstore')` (Redocusaurus's hook, as `specProps`): its id. */
export function specDataId(expression: string): string | undefined {
  return /^\s*useSpecData\(\s*(['"])([^'"]+)\1\s*\)\s*$/.exec(expression)?.[2];
}

/** `#/components/schemas/Pet` (OpenAPI 3) or `#/definitions/Pet` (Swagger 2.0): `Pet`. */
export function schemaOfPointer(pointer: string): string | undefined {
  const parts = pointerParts(pointer);
  if (parts.length === 3 && parts[0] === 'components' && parts[1] === 'schemas') return parts[2];
  if (parts.length === 2 && parts[0] === 'definitions') return parts[1];
  return undefined;
}

/** `#/paths/~1pets~1{id}/get`: `{ path: '/pets/{id}', method: 'get' }`. */
export function operationOfPointer(pointer: string): { path: string; method: string } | undefined {
  const parts = pointerParts(pointer);
  if (parts.length !== 3 || parts[0] !== 'paths') return undefined;
  return { path: parts[1], method: parts[2].toLowerCase() };
}

function pointerParts(pointer: string): string[] {
  const inner = pointer.replace(/^#?\/?/, '');
  return inner.split('/').map((part) => {
    let decoded = part;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      // a `%` that is no escape stays as written
    }
    return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
  });
}

/** The operation an embed names, among a reference's: by operationId, else by method and path. */
export function findOperation<T extends { id: string; method: string; path: string }>(operations: T[], target: { operation?: string; method?: string; path?: string }): T | undefined {
  if (target.operation !== undefined) return operations.find((op) => op.id === target.operation);
  return operations.find((op) => op.method === target.method && op.path === target.path);
}

/**
 * A Docusaurus plugin id as a hubgen API id (`^[a-z0-9-]+$`): lowercased, every other run of
 * characters a `-`. `init --from docusaurus` names the site's APIs so; the Redocusaurus components'
 * `id` is read the same way, in the build and in the browser.
 */
export function hubgenApiId(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'api';
}

/** A schema of the reference's view model, as far as its references to named schemas go. */
interface SchemaRefs {
  kind: string;
  name?: string;
  properties?: { schema: SchemaRefs }[];
  additional?: SchemaRefs;
  items?: SchemaRefs;
  composition?: { variants: SchemaRefs[] };
}

/**
 * The names of the named schemas `roots` refer to, directly or through others, in the order first
 * met: what an embedded part needs so its nested fields open in place (the build puts them in the
 * page's props, the theme their descriptions in the page).
 */
export function reachableSchemas(roots: SchemaRefs[], schemas: Record<string, SchemaRefs>): string[] {
  const found = new Set<string>();
  const stack = [...roots].reverse();
  while (stack.length) {
    const schema = stack.pop()!;
    if (schema.kind === 'ref') {
      if (schema.name !== undefined && schemas[schema.name] && !found.has(schema.name)) {
        found.add(schema.name);
        stack.push(schemas[schema.name]!);
      }
      continue;
    }
    const children = [...(schema.properties ?? []).map((p) => p.schema), ...(schema.additional ? [schema.additional] : []), ...(schema.items ? [schema.items] : []), ...(schema.composition?.variants ?? [])];
    stack.push(...children.reverse());
  }
  return [...found];
}

interface OperationSchemas<S> {
  requestBody?: { schema?: S };
  responses: { schema?: S }[];
  callbacks?: { operations: OperationSchemas<S>[] }[];
}

/** The schemas an operation shows: its request body's, its responses', its callbacks'. */
export function operationSchemaRoots<S>(op: OperationSchemas<S>): S[] {
  return [
    ...(op.requestBody?.schema ? [op.requestBody.schema] : []),
    ...op.responses.flatMap((r) => (r.schema ? [r.schema] : [])),
    ...(op.callbacks ?? []).flatMap((callback) => callback.operations.flatMap((inner) => operationSchemaRoots(inner))),
  ];
}
