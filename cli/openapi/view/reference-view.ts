// ApiDocument → ApiView: what the API reference page renders. Markdown is rendered and sanitised,
// samples generated and highlighted, here at build time, so the browser gets finished HTML.
import { codeFilesOf } from '../samples/code-files.ts';
import type { ApiDocument, ApiLink, ApiOperation, ApiSchema, ApiSecurityScheme } from '../document/types.ts';
import type {
  ApiView,
  LinkView,
  OperationView,
  SchemaView,
  SecuritySchemeView,
  ServerView,
  TagView,
} from '../../../templates/api-reference/types.ts';
import { AUTHENTICATION_ANCHOR, WEBHOOKS_ANCHOR, operationAnchor, schemaAnchor, securityAnchor, tagAnchor, webhookAnchor } from '../../../shared/api-anchors.ts';
import { renderMarkdown, renderInlineMarkdown, inlineHtmlOf } from './markdown.ts';
import { baseUrlOf, codeSamples, samplesBaseUrl, serverPathOf } from '../samples/code-samples.ts';
import { DEFAULT_SAMPLE_LANGUAGES, type SampleLanguage } from '../../../shared/sample-code/languages.ts';
import { exampleValue, jsonInString } from '../samples/example-value.ts';
import { highlight } from './highlight.ts';
import { checkHeap } from '../../support/memory-guard.ts';
import { rewriteRedocLinks } from './redoc-anchors.ts';

export function buildReferenceView(params: { id: string; doc: ApiDocument; downloadUrl: string; sampleLanguages?: readonly SampleLanguage[] }): { view: ApiView; anchors: string[] } {
  const { id, doc, downloadUrl } = params;
  const intro = renderMarkdown(doc.description, { idPrefix: 'section/' });
  const slots = operationSlots(doc);
  const basePath = basePathOf(doc);
  const settings: ViewSettings = { basePath, languages: params.sampleLanguages ?? DEFAULT_SAMPLE_LANGUAGES };
  const views = slots.map((slot) => slotView(doc, slot, settings));
  const tagDescriptions = shownTags(doc).map((tag) => renderMarkdown(tag.description).html || undefined);
  const webhooks = doc.webhooks.map((op) => {
    const single = doc.webhooks.filter((other) => other.path === op.path).length === 1;
    return operationView(doc, op, settings, { kind: 'webhook', anchor: webhookAnchor(op.path, single ? undefined : op.method) });
  });
  const schemas: Record<string, SchemaView> = {};
  for (const [name, schema] of Object.entries(doc.schemas)) schemas[name] = schemaView(schema);
  const tags: TagView[] = shownTags(doc).map((tag, t) => ({
    name: tag.displayName ?? tag.summary ?? tag.name,
    anchor: tagAnchor(tag.name),
    ...(tag.parent !== undefined && tag.parent !== tag.name ? { parent: tagAnchor(tag.parent) } : {}),
    ...(tag.trait ? { trait: true } : {}),
    descriptionHtml: tagDescriptions[t],
    operations: views.filter((_, i) => slots[i]!.tag === t),
  }));
  const untagged = views.filter((_, i) => slots[i]!.tag === -1);
  if (untagged.length) tags.push({ name: 'Other', anchor: tagAnchor('Other'), descriptionHtml: undefined, operations: untagged });
  const view: ApiView = {
    id,
    title: doc.title,
    version: doc.version,
    descriptionHtml: intro.html || undefined,
    introSections: intro.sections,
    baseUrl: baseUrlOf(doc),
    ...(samplesBaseUrl(doc) !== baseUrlOf(doc).replace(/\/+$/, '') ? { samplesBaseUrl: samplesBaseUrl(doc) } : {}),
    downloadUrl,
    tags,
    schemas,
    ...prune({
      info: infoView(doc),
      servers: doc.servers.length ? doc.servers.map(serverView) : undefined,
      securitySchemes: Object.keys(doc.securitySchemes).length
        ? Object.entries(doc.securitySchemes).map(([name, scheme]) => securitySchemeView(name, scheme))
        : undefined,
      tagGroups: doc.tagGroups.length
        ? doc.tagGroups.map((group) => ({ name: group.name, tags: group.tags.map(tagAnchor).filter((anchor) => tags.some((t) => t.anchor === anchor)) }))
        : undefined,
      webhooks: webhooks.length ? webhooks : undefined,
    }),
  };
  const operations = [...tags.flatMap((t) => t.operations), ...webhooks];
  const anchors = [
    // Every heading of the introduction (h2s make its table of contents; h1 and h3 are linked too).
    ...[...(intro.html ?? '').matchAll(/<h[1-6]\b[^>]*\sid="([^"]+)"/g)].map((m) => m[1]!),
    ...tags.map((t) => t.anchor),
    ...operations.flatMap((op) => [op.anchor, ...(op.callbacks ?? []).flatMap((c) => c.operations.map((inner) => inner.anchor))]),
    ...(view.securitySchemes ?? []).map((s) => s.anchor),
    ...(view.securitySchemes?.length ? [AUTHENTICATION_ANCHOR] : []),
    ...(webhooks.length ? [WEBHOOKS_ANCHOR] : []),
    ...Object.keys(schemas).map(schemaAnchor),
  ];
  rewriteRedocLinks(view, anchors, new Map(webhooks.flatMap((w) => (w.id ? [[w.id, w.anchor] as const] : []))));
  const code = codeFilesOf(view).urls;
  if (Object.keys(code).length) view.codeFiles = code;
  return { view, anchors };
}

/** One operation's place in the reference: under a tag (or 'Other'), at its own anchor or the tag's. */
interface OperationSlot {
  op: ApiOperation;
  /** Index in `shownTags`, or -1 for 'Other'. */
  tag: number;
  anchor?: string;
}

// An operation listed under several tags shows under each, as in Redoc: under the first at its
// own anchor, under the others at the tag's (tag/<tag>/operation/<id>), so no id repeats.
function operationSlots(doc: ApiDocument): OperationSlot[] {
  const byId = new Map(doc.operations.map((op) => [op.operationId, op]));
  const placed = new Set<ApiOperation>();
  const slots: OperationSlot[] = [];
  shownTags(doc).forEach((tag, t) => {
    if (tag.trait) return;
    for (const opId of tag.operationIds) {
      const op = byId.get(opId)!;
      slots.push({ op, tag: t, ...(placed.has(op) ? { anchor: `${tagAnchor(tag.name)}/${operationAnchor(op.anchorId)}` } : {}) });
      placed.add(op);
    }
  });
  for (const op of doc.operations) if (op.tags.length === 0) slots.push({ op, tag: -1 });
  return slots;
}

/**
 * A tag without operations is a section of prose (x-traitTag, or simply declared): kept, and so is
 * one that others are nested under (3.2's `parent`). Nested tags follow their parent, depth first,
 * so each tag's section comes after the one it belongs to; a parent that does not exist, or a
 * circle of parents, leaves a tag at the top.
 */
function shownTags(doc: ApiDocument): ApiDocument['tags'] {
  const byName = new Map(doc.tags.map((tag) => [tag.name, tag]));
  const parentOf = (tag: ApiDocument['tags'][number]) => {
    const seen = new Set([tag.name]);
    for (let up = tag.parent; up !== undefined && byName.has(up); up = byName.get(up)!.parent) {
      if (seen.has(up)) return undefined;
      seen.add(up);
    }
    return tag.parent !== undefined && byName.has(tag.parent) ? tag.parent : undefined;
  };
  const children = new Map<string, ApiDocument['tags']>();
  for (const tag of doc.tags) {
    const parent = parentOf(tag);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), tag]);
  }
  const shows = (tag: ApiDocument['tags'][number]): boolean =>
    tag.operationIds.length > 0 || Boolean(tag.description) || Boolean(tag.trait) || (children.get(tag.name) ?? []).some(shows);
  const ordered: ApiDocument['tags'] = [];
  const visit = (tag: ApiDocument['tags'][number]) => {
    if (!shows(tag)) return;
    ordered.push(tag);
    for (const child of children.get(tag.name) ?? []) visit(child);
  };
  for (const tag of doc.tags) if (parentOf(tag) === undefined) visit(tag);
  return ordered;
}

function basePathOf(doc: ApiDocument): string {
  return serverPathOf(baseUrlOf(doc)).replace(/\/$/, '');
}

/** What every operation of one reference is drawn with: the server's path, the samples' languages. */
interface ViewSettings {
  basePath: string;
  languages: readonly SampleLanguage[];
}

function slotView(doc: ApiDocument, slot: OperationSlot, settings: ViewSettings): OperationView {
  return operationView(doc, slot.op, settings, slot.anchor ? { anchor: slot.anchor } : {});
}

function infoView(doc: ApiDocument): ApiView['info'] {
  if (!doc.termsOfService && !doc.contact && !doc.license) return undefined;
  return prune({ termsOfService: doc.termsOfService, contact: doc.contact, license: doc.license });
}

function serverView(server: ApiDocument['servers'][number]): ServerView {
  return prune({
    url: server.url,
    descriptionHtml: server.description ? renderInlineMarkdown(server.description) : undefined,
    variables: Object.entries(server.variables).map(([name, variable]) =>
      prune({
        name,
        default: variable.default,
        enum: variable.enum,
        descriptionHtml: variable.description ? renderInlineMarkdown(variable.description) : undefined,
      }),
    ),
  });
}

const FLOW_LABELS: Record<string, string> = {
  implicit: 'Implicit',
  password: 'Password',
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code',
  deviceAuthorization: 'Device authorization',
};

function securitySchemeView(name: string, scheme: ApiSecurityScheme): SecuritySchemeView {
  const details: SecuritySchemeView['details'] = [];
  if (scheme.type === 'apiKey') details.push({ label: `${capitalise(scheme.in ?? 'header')} parameter name`, value: scheme.name ?? '' });
  if (scheme.bearerFormat) details.push({ label: 'Bearer format', value: scheme.bearerFormat });
  if (scheme.openIdConnectUrl) details.push(urlDetail('OpenID Connect URL', scheme.openIdConnectUrl));
  const flows = Object.entries(scheme.flows ?? {}).map(([type, flow]) => ({
    label: FLOW_LABELS[type] ?? type,
    details: [
      flow.authorizationUrl && urlDetail('Authorization URL', flow.authorizationUrl),
      flow.deviceAuthorizationUrl && urlDetail('Device authorization URL', flow.deviceAuthorizationUrl),
      flow.tokenUrl && urlDetail('Token URL', flow.tokenUrl),
      flow.refreshUrl && urlDetail('Refresh URL', flow.refreshUrl),
    ].filter((d): d is { label: string; value: string; url: boolean } => Boolean(d)),
    scopes: Object.entries(flow.scopes).map(([scope, description]) => ({ name: scope, description })),
  }));
  return prune({
    name,
    anchor: securityAnchor(name),
    label: schemeLabel(scheme),
    deprecated: scheme.deprecated,
    descriptionHtml: scheme.description ? renderMarkdown(scheme.description).html : undefined,
    details,
    flows: flows.length ? flows : undefined,
  });
}

/**
 * A URL of a security scheme, a link when it is absolute. A relative one (`tokenUrl: /oauth/token`)
 * is relative to the API's server, not to this site: as a link it led to a page of the site that
 * is not there, and failed the build.
 */
function urlDetail(label: string, value: string): { label: string; value: string; url: boolean } {
  return { label, value, url: /^https?:\/\//i.test(value) };
}

function schemeLabel(scheme: ApiSecurityScheme | undefined): string {
  if (!scheme) return 'unknown scheme';
  switch (scheme.type) {
    case 'http': {
      const kind = (scheme.scheme ?? '').toLowerCase();
      return kind === 'basic' ? 'HTTP basic' : kind === 'bearer' ? 'HTTP bearer' : `HTTP ${scheme.scheme ?? ''}`.trim();
    }
    case 'apiKey':
      return `API key in ${scheme.in ?? 'header'}`;
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return scheme.type;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface OperationPlace {
  kind?: 'webhook' | 'callback';
  anchor?: string;
}

function operationView(doc: ApiDocument, op: ApiOperation, settings: ViewSettings, place: OperationPlace = {}): OperationView {
  checkHeap(`building ${op.method.toUpperCase()} ${op.path}`);
  const anchor = place.anchor ?? operationAnchor(op.anchorId);
  const fromApi = place.kind !== undefined; // webhooks and callbacks: the API calls the reader
  return {
    id: op.operationId,
    anchor,
    ...(place.kind ? { kind: place.kind } : {}),
    method: op.method,
    path: op.path,
    fullPath: fromApi ? op.path : settings.basePath + op.path,
    summary: op.summary || (place.kind === 'webhook' ? op.path : `${op.method.toUpperCase()} ${op.path}`),
    descriptionHtml: renderMarkdown(op.description).html || undefined,
    deprecated: op.deprecated,
    security: fromApi
      ? []
      : op.security
          .filter((requirement) => Object.keys(requirement).length > 0)
          .map((requirement) => ({
            schemes: Object.entries(requirement).map(([name, scopes]) => ({
              name,
              ...(doc.securitySchemes[name] ? { anchor: securityAnchor(name) } : {}),
              label: schemeLabel(doc.securitySchemes[name]),
              scopes,
            })),
          })),
    ...(!fromApi && doc.security.length > 0 && op.security.length === 0 ? { noAuth: true } : {}),
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
        descriptionHtml: renderMarkdown(p.description).html,
      };
    }),
    requestBody: op.requestBody && {
      required: op.requestBody.required,
      contentType: op.requestBody.contentType,
      descriptionHtml: op.requestBody.description ? renderMarkdown(op.requestBody.description).html : undefined,
      schema: op.requestBody.schema && schemaView(op.requestBody.schema),
      ...(op.requestBody.itemSchema ? { itemSchema: schemaView(op.requestBody.itemSchema) } : {}),
      exampleHtml: exampleHtml(op.requestBody.example ?? exampleValue({ doc, schema: op.requestBody.schema, direction: 'request' })),
    },
    responses: op.responses.map((r) => {
      // A success the document gives no example for shows one made from its schema.
      const example = r.example ?? firstExample(r.examples) ?? (r.status.startsWith('2') ? exampleValue({ doc, schema: r.schema, direction: 'response' }) : undefined);
      // A stream (3.2's itemSchema) without an example of its own shows two items as they arrive.
      const streamed = example === undefined && r.itemSchema && r.status.startsWith('2') ? streamExample(r.contentType ?? '', exampleValue({ doc, schema: r.itemSchema, direction: 'response' })) : undefined;
      const description = renderMarkdown(r.description).html;
      const inline = inlineHtmlOf(description);
      return prune({
        status: r.status,
        descriptionHtml: inline ?? '',
        longDescriptionHtml: inline === undefined ? description : undefined,
        links: r.links?.map((link) => linkView(doc, link, settings.basePath)),
        contentType: r.contentType,
        schema: r.schema && schemaView(r.schema),
        itemSchema: r.itemSchema && schemaView(r.itemSchema),
        exampleHtml: streamed === undefined ? exampleHtml(example) : highlight(streamed, 'plaintext'),
      });
    }),
    // Samples call the API; a webhook or callback is a request the reader's server receives.
    samples: fromApi ? [] : codeSamples(doc, op, settings.languages).map((s) => ({ label: s.label, codeHtml: highlight(s.source, s.language) })),
    ...(op.callbacks.length
      ? {
          callbacks: op.callbacks.map((callback) => ({
            name: callback.name,
            operations: callback.operations.map((inner) =>
              operationView(doc, inner, settings, { kind: 'callback', anchor: `${anchor}/callback/${callback.name}/${inner.method}` }),
            ),
          })),
        }
      : {}),
  };
}

/** An example as pretty JSON; one a document stored as a string of JSON (`example: '{"id": 1}'`) is shown as the JSON it holds. */
function exampleHtml(example: unknown): string | undefined {
  if (example === undefined) return undefined;
  return highlight(JSON.stringify(jsonInString(example), null, 2), 'json');
}

/**
 * Items of a sequential media type as they arrive: Server-Sent Events as `data:` lines (an item that
 * is an event object with `data` as the event it describes), JSON Lines and other JSON sequences a
 * line each, anything else as JSON text.
 */
function streamExample(contentType: string, item: unknown): string | undefined {
  if (item === undefined) return undefined;
  const type = contentType.toLowerCase();
  if (type.startsWith('text/event-stream')) {
    const event = item !== null && typeof item === 'object' && !Array.isArray(item) && 'data' in item ? (item as Record<string, unknown>) : { data: item };
    const lines = Object.entries(event).map(([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
    return `${lines.join('\n')}\n\n${lines.join('\n')}\n`;
  }
  const line = JSON.stringify(item);
  return `${line}\n${line}\n`;
}

function linkView(doc: ApiDocument, link: ApiLink, basePath: string): LinkView {
  const target = link.operationId ? doc.operations.find((op) => op.operationId === link.operationId) : undefined;
  return prune({
    name: link.name,
    descriptionHtml: link.description ? renderInlineMarkdown(link.description) : undefined,
    target: target && { anchor: operationAnchor(target.anchorId), label: target.summary || `${target.method.toUpperCase()} ${basePath}${target.path}` },
    targetText: target ? undefined : (link.operationId ?? link.operationRef),
    parameters: Object.entries(link.parameters).map(([name, value]) => ({ name, value })),
  });
}

function firstExample(examples: Record<string, unknown> | undefined): unknown {
  if (!examples) return undefined;
  const first = Object.values(examples)[0] as { value?: unknown } | undefined;
  return first && typeof first === 'object' && 'value' in first ? first.value : first;
}

function resolveShallow(doc: ApiDocument, schema: ApiSchema): ApiSchema {
  return schema.kind === 'ref' && doc.schemas[schema.ref] ? doc.schemas[schema.ref] : schema;
}

export function schemaView(schema: ApiSchema): SchemaView {
  if (schema.kind === 'ref') return { kind: 'ref', name: schema.ref };
  const constraints = [
    schema.minimum !== undefined ? `>= ${schema.minimum}` : '',
    schema.exclusiveMinimum !== undefined ? `> ${schema.exclusiveMinimum}` : '',
    schema.maximum !== undefined ? `<= ${schema.maximum}` : '',
    schema.exclusiveMaximum !== undefined ? `< ${schema.exclusiveMaximum}` : '',
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
  const type = typeLabel(schema);
  return prune({
    kind: 'node',
    type,
    format: schema.format,
    descriptionHtml: schema.description ? renderInlineMarkdown(schema.description) : undefined,
    enum: type === 'null' ? undefined : schema.enum?.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    default: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    example: schema.example === undefined ? undefined : JSON.stringify(schema.example),
    deprecated: schema.deprecated || undefined,
    readOnly: schema.readOnly || undefined,
    writeOnly: schema.writeOnly || undefined,
    nullable: (type !== 'null' && (schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null')))) || undefined,
    constraints: constraints.length ? constraints : undefined,
    properties: schema.properties?.map((p) => ({ name: p.name, required: p.required, schema: schemaView(p.schema) })),
    additional: typeof schema.additionalProperties === 'object' ? schemaView(schema.additionalProperties) : undefined,
    items: schema.items && schemaView(schema.items),
    tuple: schema.prefixItems?.map(schemaView),
    unresolved: schema.unresolved,
    composition,
    discriminator: schema.discriminator && {
      property: schema.discriminator.propertyName,
      mapping: [
        ...Object.entries(schema.discriminator.mapping).map(([value, name]) => ({ value, schema: name })),
        ...Object.entries(schema.discriminator.written ?? {}).map(([value, ref]) => ({ value, schema: ref, unlinked: true as const })),
      ],
    },
  });
}

function typeLabel(schema: ApiSchema): string {
  if (schema.kind === 'ref') return schema.ref;
  if (schema.unresolved !== undefined) return 'unresolved';
  const written = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const types = written.filter((t) => t !== 'null');
  // `type: null`, or (in 3.0, where null is no type) the one value null.
  if ((written.length > 0 && types.length === 0) || (written.length === 0 && schema.enum?.length === 1 && schema.enum[0] === null)) return 'null';
  if (schema.prefixItems && (types.length === 0 || (types.length === 1 && types[0] === 'array'))) {
    const items = schema.prefixItems.map(typeLabel);
    return items.length <= 4 ? `array [${items.join(', ')}${schema.items ? ', …' : ''}]` : `array of ${items.length} items`;
  }
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
