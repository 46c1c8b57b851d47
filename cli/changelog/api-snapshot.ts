// One version of an API document as the changelog compares it: the typed model the OpenAPI stage
// builds (cli/openapi/model/build-model.ts), less what no client's code depends on (descriptions,
// examples, code samples, tags), plus what names a version (`info.version`, `x-changelog`). Small
// and plain, so it is cached as JSON (.hubgen/changelog/) and compared without the document.
import type { ApiDocument, ApiOperation, ApiSchema, ApiSecurityRequirement } from '../openapi/document/types.ts';
import { operationAnchor, webhookAnchor } from '../../shared/api-anchors.ts';

export interface SnapshotOperation {
  method: string;
  path: string;
  operationId: string;
  /** Its anchor in the reference of this version (`operation/<id>`, `webhook/<name>`). */
  anchor: string;
  summary: string;
  deprecated: boolean;
  security: ApiSecurityRequirement[];
  /** The operation declares its own `security` (else it has the document's, compared once for all). */
  ownSecurity: boolean;
  parameters: { name: string; in: string; required: boolean; deprecated: boolean; schema?: ApiSchema }[];
  requestBody?: { required: boolean; contentType: string; mediaTypes: string[]; schema?: ApiSchema };
  responses: { status: string; contentType?: string; mediaTypes: string[]; schema?: ApiSchema }[];
}

export interface ApiSnapshot {
  title: string;
  /** `info.version`. */
  version: string;
  /** `info.x-changelog`: the author's words for this version (Markdown). */
  note?: string;
  servers: string[];
  security: ApiSecurityRequirement[];
  operations: SnapshotOperation[];
  webhooks: SnapshotOperation[];
  schemas: Record<string, ApiSchema>;
}

/** The snapshot of a document's model; `info` is the document's own (for `x-changelog`). */
export function snapshotOf(doc: ApiDocument, info: Record<string, unknown>): ApiSnapshot {
  const note = typeof info['x-changelog'] === 'string' && info['x-changelog'].trim() ? info['x-changelog'].trim() : undefined;
  const single = (name: string) => doc.webhooks.filter((w) => w.path === name).length === 1;
  return {
    title: doc.title,
    version: doc.version,
    ...(note ? { note } : {}),
    servers: doc.servers.map((server) => server.url),
    security: doc.security,
    operations: doc.operations.map((op) => operationOf(op, doc, operationAnchor(op.anchorId))),
    webhooks: doc.webhooks.map((op) => operationOf(op, doc, webhookAnchor(op.path, single(op.path) ? undefined : op.method))),
    schemas: Object.fromEntries(Object.entries(doc.schemas).map(([name, schema]) => [name, bare(schema)])),
  };
}

function operationOf(op: ApiOperation, doc: ApiDocument, anchor: string): SnapshotOperation {
  const body = op.requestBody;
  return {
    method: op.method,
    path: op.path,
    operationId: op.operationId,
    anchor,
    summary: op.summary,
    deprecated: op.deprecated,
    security: op.security,
    // The model gives an operation without its own `security` the document's array itself.
    ownSecurity: op.security !== doc.security,
    parameters: op.parameters.map((p) => ({ name: p.name, in: p.in, required: p.required, deprecated: p.deprecated, ...(p.schema ? { schema: bare(p.schema) } : {}) })),
    ...(body ? { requestBody: { required: body.required, contentType: body.contentType, mediaTypes: body.mediaTypes ?? (body.contentType ? [body.contentType] : []), ...(body.schema ? { schema: bare(body.schema) } : {}) } } : {}),
    responses: op.responses.map((r) => ({
      status: r.status,
      ...(r.contentType ? { contentType: r.contentType } : {}),
      mediaTypes: r.mediaTypes ?? (r.contentType ? [r.contentType] : []),
      ...(r.schema ? { schema: bare(r.schema) } : {}),
    })),
  };
}

/** A schema without the words and examples that no client depends on. */
function bare(schema: ApiSchema): ApiSchema {
  if (schema.kind === 'ref') return schema;
  const { description: _d, title: _t, example: _e, ...rest } = schema;
  const out: ApiSchema = { ...rest };
  if (schema.properties) out.properties = schema.properties.map((p) => ({ ...p, schema: bare(p.schema) }));
  if (schema.items) out.items = bare(schema.items);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.additionalProperties = bare(schema.additionalProperties);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map(bare);
  return out;
}

/** A document that did not exist yet: comparing it with a version lists everything as added. */
export function emptySnapshot(): ApiSnapshot {
  return { title: '', version: '', servers: [], security: [], operations: [], webhooks: [], schemas: {} };
}
