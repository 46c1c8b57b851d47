// The searchable documents of one API reference page, read from its view model (not its 1 MB of
// HTML): the description's sections, each tag, each operation (method, path, operationId, summary,
// description, parameter names) and each schema with the names of its fields. URLs are the
// page's own anchors.
import type { ApiView, OperationView, SchemaView, TagView } from '../../templates/api-reference/types.ts';
import { WEBHOOKS_ANCHOR, schemaAnchor } from '../../shared/api-anchors.ts';
import { htmlSections, htmlText } from '../page-text/html-sections.ts';
import { SCHEMA_BOOST } from '../../shared/search/search-format.ts';
import { excerptOf, type SearchDocument } from './indexed-document.ts';

export function apiDocuments({ route, api }: { route: string; api: ApiView }): SearchDocument[] {
  const group = api.title;
  const at = (anchor: string) => `${route}#${anchor}`;
  const documents: SearchDocument[] = [];
  // A split reference's pages (split-reference.ts): the introduction is its index's.
  const intro = !api.split || api.split.current === 0;
  for (const section of intro ? htmlSections(api.descriptionHtml ?? '').sections : []) {
    documents.push({
      url: section.id ? at(section.id) : route,
      group,
      title: section.id ? section.heading : api.title,
      crumbs: [],
      excerpt: excerptOf(section.text),
      fields: { title: section.id ? section.heading : api.title, keywords: '', crumbs: section.id ? api.title : '', text: section.text },
    });
  }
  for (const tag of api.tags) {
    documents.push(tagDocument(tag, group, at(tag.anchor)));
    for (const op of tag.operations) documents.push(operationDocument(op, tag, group, at(op.anchor)));
  }
  if (api.webhooks) {
    const webhooks: TagView = { name: 'Webhooks', anchor: WEBHOOKS_ANCHOR, operations: api.webhooks };
    for (const op of api.webhooks) documents.push(operationDocument(op, webhooks, group, at(op.anchor)));
  }
  const schemas = api.split ? api.split.schemaSections : Object.keys(api.schemas);
  for (const name of [...schemas].sort()) documents.push(schemaDocument(name, api.schemas[name], group, at(schemaAnchor(name))));
  return documents;
}

function tagDocument(tag: TagView, group: string, url: string): SearchDocument {
  const text = htmlText(tag.descriptionHtml ?? '');
  return { url, group, title: tag.name, crumbs: [], excerpt: excerptOf(text), fields: { title: tag.name, keywords: '', crumbs: '', text } };
}

function operationDocument(op: OperationView, tag: TagView, group: string, url: string): SearchDocument {
  const description = htmlText(op.descriptionHtml ?? '');
  const parameters = op.parameters.map((p) => [p.name, htmlText(p.descriptionHtml ?? '')].join(' '));
  const bodyFields = op.requestBody?.schema ? fieldNames(op.requestBody.schema) : [];
  return {
    url,
    group,
    title: op.path,
    method: op.method,
    crumbs: [tag.name, op.summary].filter(Boolean),
    excerpt: excerptOf(description || op.summary),
    fields: {
      title: op.summary,
      keywords: [op.method, op.path, op.id, ...op.parameters.map((p) => p.name), ...bodyFields].join(' '),
      crumbs: tag.name,
      text: [description, ...parameters].join(' '),
    },
  };
}

function schemaDocument(name: string, schema: SchemaView, group: string, url: string): SearchDocument {
  const fields = fieldNames(schema);
  const description = schema.kind === 'node' ? htmlText(schema.descriptionHtml ?? '') : '';
  return {
    url,
    group,
    title: name,
    crumbs: ['Schemas'],
    boost: SCHEMA_BOOST,
    excerpt: excerptOf([description, fields.length ? `Fields: ${fields.join(', ')}.` : ''].filter(Boolean).join(' ')),
    fields: { title: name, keywords: fields.join(' '), crumbs: 'Schemas', text: [description, ...fieldDescriptions(schema)].join(' ') },
  };
}

/** Field names of a schema and of its inline sub-schemas, each once; referenced schemas are their own documents. */
export function fieldNames(schema: SchemaView): string[] {
  const names = new Set<string>();
  walk(schema, (node) => node.properties?.forEach((p) => names.add(p.name)));
  return [...names];
}

function fieldDescriptions(schema: SchemaView): string[] {
  const texts: string[] = [];
  walk(schema, (node) => node.properties?.forEach((p) => p.schema.kind === 'node' && p.schema.descriptionHtml && texts.push(htmlText(p.schema.descriptionHtml))));
  return texts;
}

type SchemaNode = Extract<SchemaView, { kind: 'node' }>;

function walk(schema: SchemaView, visit: (node: SchemaNode) => void): void {
  if (schema.kind !== 'node') return;
  visit(schema);
  for (const p of schema.properties ?? []) walk(p.schema, visit);
  if (schema.items) walk(schema.items, visit);
  if (schema.additional) walk(schema.additional, visit);
  for (const variant of schema.composition?.variants ?? []) walk(variant, visit);
}
