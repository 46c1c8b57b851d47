// ApiDocument → ApiView: what the API reference page renders. Markdown is rendered and sanitised,
// samples generated and highlighted, here at build time, so the browser gets finished HTML.
import type { ApiDocument, ApiOperation, ApiSchema } from './types.ts';
import type { ApiView, OperationView, SchemaView, TagView } from '../../templates/api-reference/types.ts';
import { operationAnchor, schemaAnchor, tagAnchor } from '../../templates/api-reference/types.ts';
import { renderMarkdown, renderInlineMarkdown } from './markdown.ts';
import { baseUrlOf, codeSamples } from './code-samples.ts';
import { highlight } from '../render/highlight.ts';

export function buildReferenceView(params: { id: string; doc: ApiDocument; downloadUrl: string }): { view: ApiView; anchors: string[] } {
  const { id, doc, downloadUrl } = params;
  const intro = renderMarkdown(doc.description, { idPrefix: 'section/' });
  const byId = new Map(doc.operations.map((op) => [op.operationId, op]));
  const basePath = new URL(baseUrlOf(doc) || 'http://x').pathname.replace(/\/$/, '');
  const tags: TagView[] = doc.tags
    .filter((t) => t.operationIds.length > 0)
    .map((tag) => ({
      name: tag.name,
      anchor: tagAnchor(tag.name),
      descriptionHtml: renderMarkdown(tag.description).html,
      operations: tag.operationIds.map((opId) => operationView(doc, byId.get(opId)!, basePath)),
    }));
  const untagged = doc.operations.filter((op) => op.tags.length === 0);
  if (untagged.length) tags.push({ name: 'Other', anchor: tagAnchor('Other'), descriptionHtml: '', operations: untagged.map((op) => operationView(doc, op, basePath)) });
  const schemas: Record<string, SchemaView> = {};
  for (const [name, schema] of Object.entries(doc.schemas)) schemas[name] = schemaView(schema);
  const view: ApiView = {
    id,
    title: doc.title,
    version: doc.version,
    descriptionHtml: intro.html,
    introSections: intro.sections,
    baseUrl: baseUrlOf(doc),
    downloadUrl,
    tags,
    schemas,
  };
  const anchors = [
    ...intro.sections.map((s) => s.id),
    ...tags.map((t) => t.anchor),
    ...tags.flatMap((t) => t.operations.map((op) => operationAnchor(op.id))),
    ...Object.keys(schemas).map(schemaAnchor),
  ];
  return { view, anchors };
}

function operationView(doc: ApiDocument, op: ApiOperation, basePath: string): OperationView {
  return {
    id: op.operationId,
    method: op.method,
    path: op.path,
    fullPath: basePath + op.path,
    summary: op.summary,
    descriptionHtml: renderMarkdown(op.description).html,
    deprecated: op.deprecated,
    security: op.security.flatMap((req) => Object.keys(req)).map((name) => describeScheme(doc, name)),
    parameters: op.parameters.map((p) => {
      const schema = p.schema ? resolveShallow(doc, p.schema) : undefined;
      return {
        name: p.name,
        in: p.in,
        type: schema ? typeLabel(schema) : 'string',
        required: p.required,
        deprecated: p.deprecated,
        default: schema && 'default' in schema && schema.default !== undefined ? JSON.stringify(schema.default) : undefined,
        enum: schema?.kind === 'schema' ? schema.enum?.map((v) => String(v)) : undefined,
        descriptionHtml: renderInlineMarkdown(p.description),
      };
    }),
    requestBody: op.requestBody && {
      required: op.requestBody.required,
      contentType: op.requestBody.contentType,
      descriptionHtml: renderInlineMarkdown(op.requestBody.description),
      schema: op.requestBody.schema && schemaView(op.requestBody.schema),
      exampleHtml: op.requestBody.example === undefined ? undefined : highlight(JSON.stringify(op.requestBody.example, null, 2), 'json'),
    },
    responses: op.responses.map((r) => {
      const example = r.example ?? firstExample(r.examples);
      return {
        status: r.status,
        descriptionHtml: renderInlineMarkdown(r.description),
        contentType: r.contentType,
        schema: r.schema && schemaView(r.schema),
        exampleHtml: example === undefined ? undefined : highlight(JSON.stringify(example, null, 2), 'json'),
      };
    }),
    samples: codeSamples(doc, op).map((s) => ({ label: s.label, codeHtml: highlight(s.source, s.language) })),
  };
}

function firstExample(examples: Record<string, unknown> | undefined): unknown {
  if (!examples) return undefined;
  const first = Object.values(examples)[0] as { value?: unknown } | undefined;
  return first && typeof first === 'object' && 'value' in first ? first.value : first;
}

function describeScheme(doc: ApiDocument, name: string): string {
  const scheme = doc.securitySchemes[name];
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return 'HTTP basic authentication';
  return scheme ? `${name} (${scheme.type}${scheme.scheme ? ` ${scheme.scheme}` : ''})` : name;
}

function resolveShallow(doc: ApiDocument, schema: ApiSchema): ApiSchema {
  return schema.kind === 'ref' && doc.schemas[schema.ref] ? doc.schemas[schema.ref] : schema;
}

export function schemaView(schema: ApiSchema): SchemaView {
  if (schema.kind === 'ref') return { kind: 'ref', name: schema.ref };
  const constraints = [
    schema.minimum !== undefined ? `>= ${schema.minimum}` : '',
    schema.maximum !== undefined ? `<= ${schema.maximum}` : '',
    schema.minLength !== undefined ? `min length ${schema.minLength}` : '',
    schema.maxLength !== undefined ? `max length ${schema.maxLength}` : '',
    schema.pattern ? `pattern ${schema.pattern}` : '',
  ].filter(Boolean);
  const composition = schema.oneOf
    ? { keyword: 'oneOf' as const, variants: schema.oneOf.map(schemaView) }
    : schema.anyOf
      ? { keyword: 'anyOf' as const, variants: schema.anyOf.map(schemaView) }
      : schema.allOf
        ? { keyword: 'allOf' as const, variants: schema.allOf.map(schemaView) }
        : undefined;
  return prune({
    kind: 'node',
    type: typeLabel(schema),
    format: schema.format,
    descriptionHtml: schema.description ? renderInlineMarkdown(schema.description) : undefined,
    enum: schema.enum?.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    default: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    example: schema.example === undefined ? undefined : JSON.stringify(schema.example),
    deprecated: schema.deprecated || undefined,
    readOnly: schema.readOnly || undefined,
    writeOnly: schema.writeOnly || undefined,
    nullable: schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null')) || undefined,
    constraints: constraints.length ? constraints : undefined,
    properties: schema.properties?.map((p) => ({ name: p.name, required: p.required, schema: schemaView(p.schema) })),
    additional: typeof schema.additionalProperties === 'object' ? schemaView(schema.additionalProperties) : undefined,
    items: schema.items && schemaView(schema.items),
    composition,
  });
}

function typeLabel(schema: ApiSchema): string {
  if (schema.kind === 'ref') return schema.ref;
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter((t) => t !== 'null');
  if (types.length === 0) {
    if (schema.properties) return 'object';
    // `string or Customer` says what Stripe's expandable fields are at a glance.
    const either = schema.oneOf ?? schema.anyOf;
    if (either) return either.length <= 4 ? either.map(typeLabel).join(' or ') : schema.oneOf ? 'one of' : 'any of';
    return schema.allOf ? 'all of' : 'any';
  }
  if (types.length === 1 && types[0] === 'array' && schema.items) {
    return `array of ${schema.items.kind === 'ref' ? schema.items.ref : typeLabel(schema.items)}`;
  }
  return types.join(' | ');
}

/** Drops undefined keys: the view is serialised into every API page for hydration. */
function prune<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
