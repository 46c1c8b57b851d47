// Markdown twins: the text of each docs page, and of each API reference tag, as a .md file beside the
// HTML (/docs/intro.md, /api-reference/tag/listings.md), for assistants and tools that should not
// have to scrape HTML. A tag's twin is written here from the OpenAPI model, when the API is loaded
// (and cached with it): each operation with its parameters, request body, responses, examples and
// the samples the reference shows, then the schemas they use. A page's twin: write/markdown-twins.ts.
import type { ApiDocument, ApiOperation, ApiSchema, ApiSchemaNode } from '../document/types.ts';
import { baseUrlOf, codeSamples } from '../samples/code-samples.ts';
import type { SampleLanguage } from '../../../shared/sample-code/languages.ts';
import { exampleValue } from '../samples/example-value.ts';
import { tagAnchor } from '../../../shared/api-anchors.ts';

export interface MarkdownTwin {
  /** URL path of the file: '/docs/intro.md'. */
  path: string;
  title: string;
  description?: string;
  markdown: string;
  /** The page it is the Markdown of, when that is not the twin's path without `.md`: an API tag's section ('/api-reference/#tag/Orders'). */
  page?: string;
}

/**
 * `pages`: for a reference split into pages (openapi/split-reference.ts), each tag's anchor → its
 * (first) page; the tag's twin is then that page's twin, and links to it.
 */
export function apiTagTwins({ document, route, title, pages, sampleLanguages }: { document: ApiDocument; route: string; title: string; pages?: Map<string, string>; sampleLanguages?: readonly SampleLanguage[] }): MarkdownTwin[] {
  const byId = new Map(document.operations.map((op) => [op.operationId, op]));
  const tags = document.tags
    .filter((tag) => tag.operationIds.length > 0)
    .map((tag) => ({ name: tag.name, description: tag.description, operations: tag.operationIds.map((id) => byId.get(id)!) }));
  const untagged = document.operations.filter((op) => op.tags.length === 0);
  if (untagged.length) tags.push({ name: 'Other', description: '', operations: untagged });
  const folder = route.endsWith('/') ? route : `${route}/`;
  return tags.map((tag) => {
    const lines = [`# ${tag.name}: ${title}`, ''];
    if (tag.description) lines.push(`> ${oneLine(tag.description)}`, '');
    const split = pages?.get(tagAnchor(tag.name));
    const page = split ?? `${folder}#${tagAnchor(tag.name)}`;
    lines.push(`- Base URL: \`${baseUrlOf(document)}\``, ...authentication(document), `- On the site: [${page}](${page})`, '');
    for (const op of tag.operations) lines.push(...operationMarkdown({ document, op, sampleLanguages }));
    const schemas = schemasUsed({ document, operations: tag.operations });
    if (schemas.length) {
      lines.push('## Schemas', '');
      for (const name of schemas) lines.push(...schemaMarkdown({ document, name }));
    }
    return {
      path: split ? `${split}.md` : `${folder}${tagAnchor(tag.name).toLowerCase()}.md`,
      title: `${title}: ${tag.name}`,
      description: tag.description ? oneLine(tag.description) : undefined,
      markdown: lines.join('\n').trimEnd() + '\n',
      ...(split ? {} : { page }),
    };
  });
}

/**
 * The reference's own twin (`<route>index.md`, what its page's address gives in Markdown): the
 * API's description, base URL and authentication, then each tag with a link to its twin and a line
 * per operation, so an assistant can find the operation it needs and read only that tag's file.
 */
export function apiOverviewTwin({ document, route, title, tagTwins }: { document: ApiDocument; route: string; title: string; tagTwins: MarkdownTwin[] }): MarkdownTwin {
  const byId = new Map(document.operations.map((op) => [op.operationId, op]));
  const lines = [`# ${title}`, ''];
  if (document.description.trim()) lines.push(document.description.trim(), '');
  lines.push(`- Base URL: \`${baseUrlOf(document)}\``, ...authentication(document), `- On the site: [${route}](${route})`, '');
  const tagged = document.tags.filter((tag) => tag.operationIds.length > 0).map((tag) => ({ name: tag.name, operations: tag.operationIds.map((id) => byId.get(id)!) }));
  const untagged = document.operations.filter((op) => op.tags.length === 0);
  if (untagged.length) tagged.push({ name: 'Other', operations: untagged });
  tagged.forEach((tag, i) => {
    const twin = tagTwins[i];
    lines.push(`## ${twin ? `[${tag.name}](${twin.path})` : tag.name}`, '');
    for (const op of tag.operations) lines.push(`- \`${op.method.toUpperCase()} ${op.path}\`: ${oneLine(op.summary || op.operationId)} (operationId \`${op.operationId}\`)${op.deprecated ? ' **Deprecated.**' : ''}`);
    lines.push('');
  });
  return { path: route.endsWith('/') ? `${route}index.md` : `${route}.md`, title, description: firstParagraph(document.description), markdown: lines.join('\n').trimEnd() + '\n' };
}

function authentication(document: ApiDocument): string[] {
  return Object.values(document.securitySchemes).map((s) => {
    const kind = [s.type === 'http' ? 'HTTP' : s.type, s.scheme].filter(Boolean).join(' ');
    return `- Authentication (${kind}): ${oneLine(s.description ?? '')}`.trimEnd();
  });
}

export function operationMarkdown({ document, op, sampleLanguages }: { document: ApiDocument; op: ApiOperation; sampleLanguages?: readonly SampleLanguage[] }): string[] {
  const lines = [`## ${op.summary || op.operationId}`, '', `\`${op.method.toUpperCase()} ${op.path}\` (operationId \`${op.operationId}\`)${op.deprecated ? ' **Deprecated.**' : ''}`, ''];
  if (op.description) lines.push(op.description.trim(), '');
  if (op.parameters.length) {
    lines.push('### Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of op.parameters) lines.push(row([p.name, p.in, typeOf({ document, schema: p.schema }), p.required ? 'yes' : 'no', p.description]));
    lines.push('');
  }
  if (op.requestBody) {
    const body = op.requestBody;
    lines.push('### Request body', '', `${body.required ? 'Required' : 'Optional'}, \`${body.contentType}\`: ${typeOf({ document, schema: body.schema })}. ${oneLine(body.description)}`.trim(), '');
    const example = body.example ?? exampleValue({ doc: document, schema: body.schema, direction: 'request' });
    if (example !== undefined) lines.push(...json(example));
  }
  lines.push('### Responses', '', '| Status | Description | Body |', '| --- | --- | --- |');
  for (const r of op.responses) lines.push(row([r.status, r.description, r.schema ? typeOf({ document, schema: r.schema }) : '']));
  lines.push('');
  // As on the page: the document's example, else one made from the schema.
  const success = op.responses.find((r) => /^2/.test(r.status) && (r.example !== undefined || r.schema));
  const example = success && (success.example ?? exampleValue({ doc: document, schema: success.schema, direction: 'response' }));
  if (success && example !== undefined) lines.push(`Example ${success.status} response:`, '', ...json(example));
  lines.push('### Samples', '');
  for (const sample of codeSamples(document, op, sampleLanguages)) lines.push(`${sample.label}:`, '', `\`\`\`${sample.language}`, sample.source, '```', '');
  return lines;
}

export function schemaMarkdown({ document, name }: { document: ApiDocument; name: string }): string[] {
  const schema = nodeOf({ document, schema: document.schemas[name] });
  const lines = [`### ${name}`, ''];
  if (schema?.description) lines.push(schema.description.trim(), '');
  if (schema?.properties?.length) {
    lines.push('| Field | Type | Required | Description |', '| --- | --- | --- | --- |');
    for (const p of schema.properties) lines.push(row([p.name, typeOf({ document, schema: p.schema }), p.required ? 'yes' : 'no', fieldNotes({ document, schema: p.schema })]));
    lines.push('');
  }
  return lines;
}

/** Component schemas the operations use, and the ones those use, in order of first use. */
function schemasUsed({ document, operations }: { document: ApiDocument; operations: ApiOperation[] }): string[] {
  const found: string[] = [];
  const visit = (schema: ApiSchema | undefined): void => {
    if (!schema) return;
    if (schema.kind === 'ref') {
      if (found.includes(schema.ref) || !document.schemas[schema.ref]) return;
      found.push(schema.ref);
      return visit(document.schemas[schema.ref]);
    }
    for (const p of schema.properties ?? []) visit(p.schema);
    for (const s of [schema.items, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) visit(s);
    if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties);
  };
  for (const op of operations) {
    op.parameters.forEach((p) => visit(p.schema));
    visit(op.requestBody?.schema);
    op.responses.forEach((r) => visit(r.schema));
  }
  return found;
}

function typeOf({ document, schema }: { document: ApiDocument; schema?: ApiSchema }): string {
  if (!schema) return 'any';
  if (schema.kind === 'ref') return schema.ref;
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  if (types.includes('array')) return `array of ${typeOf({ document, schema: schema.items })}`;
  return types.join(' or ') + (schema.format ? ` (${schema.format})` : '');
}

function fieldNotes({ document, schema }: { document: ApiDocument; schema: ApiSchema }): string {
  const node = schema.kind === 'schema' ? schema : undefined;
  const notes = [node?.description ?? (schema.kind === 'ref' ? nodeOf({ document, schema })?.description : undefined) ?? ''];
  if (node?.enum) notes.push(`One of: ${node.enum.map((v) => `\`${String(v)}\``).join(', ')}.`);
  if (node?.default !== undefined) notes.push(`Default: \`${JSON.stringify(node.default)}\`.`);
  if (node?.deprecated) notes.push('Deprecated.');
  if (node?.readOnly) notes.push('Read-only.');
  return notes.filter(Boolean).join(' ');
}

function nodeOf({ document, schema }: { document: ApiDocument; schema?: ApiSchema }): ApiSchemaNode | undefined {
  for (let hops = 0; schema && hops < 16; hops += 1) {
    if (schema.kind === 'schema') return schema;
    schema = document.schemas[schema.ref];
  }
  return undefined;
}

function json(value: unknown): string[] {
  return ['```json', JSON.stringify(value, null, 2), '```', ''];
}

/** A table row; cells are single lines with their pipes escaped. */
function row(cells: (string | undefined)[]): string {
  return `| ${cells.map((cell) => oneLine(cell).replace(/\|/g, '\\|')).join(' | ')} |`;
}

/**
 * On one line. A document the specification's checks let through with warnings may leave a name or
 * a description missing or not a string: it reads as what it holds ('' for nothing).
 */
function oneLine(text: unknown): string {
  if (text === undefined || text === null) return '';
  return (typeof text === 'string' ? text : String(text)).replace(/\s*\n\s*/g, ' ').trim();
}

/** The first paragraph of a document's description, on one line (llms.txt's note for it). */
export function firstParagraph(markdown: string): string | undefined {
  const paragraph = markdown.split(/\n\s*\n/).find((block) => block.trim() && !block.trim().startsWith('#'));
  return paragraph?.replace(/\s*\n\s*/g, ' ').trim();
}
