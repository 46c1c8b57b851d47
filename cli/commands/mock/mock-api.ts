// One documented API as a mock: openapi-backend routes each request to its operation, checks the
// credentials through the document's security schemes, validates parameters and body, and picks
// documented responses; what is ours is small — the store actions (plan-resources.ts), the error
// bodies, and validating every reply against the operation's response schema before it is sent.
// One backend routes every request; each operation then gets a backend of its own, with its own
// copy of its part of the document (inline-refs.ts), when it is first asked for, kept within a bound
// (held-operations.ts): the mock of a document of any size answers its first request at once.
//
// OpenAPI 3.1: openapi-backend validates the definition itself against the OpenAPI 3.0 schema, which
// refuses 3.1's `type: [string, 'null']`. `quick` skips that step (the OpenAPI stage has already
// validated the document against the official 3.1 schema) and compiles each operation's validators
// on first use, which also keeps start-up fast. Its Ajv is replaced by Ajv's JSON Schema 2020-12
// build, the dialect of 3.1 schemas, with ajv-formats for date-time, email and the like.
import type { Context, Document, OpenAPIBackend, Operation, Request } from 'openapi-backend';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorObject, Options as AjvOptions } from 'ajv';
import type { MockApiSource } from './load-mock-apis.ts';
import { planResources, type Answer, type MockAction, type ResourcePlan } from './plan-resources.ts';
import { createMockStore, mergePatch, type MockStore, type StoredRecord } from './mock-store.ts';
import { meetsScheme } from './scheme-credentials.ts';
import { errorBody } from './error-body.ts';
import { UNBUILT } from './inline-refs.ts';
import { heldOperations } from './held-operations.ts';
import { closeRequestBodies } from './close-request-bodies.ts';
import { declareQueryKeys } from './declare-query-keys.ts';

export interface MockReply {
  status: number;
  /** Undefined for 204. */
  body?: unknown;
}

/** What happened to one request, for the mock's log and for the sample checks. */
export interface MockOutcome {
  reply: MockReply;
  /** The operation the request was routed to; undefined when no documented path and method match. */
  operationId?: string;
  /** Why the request was refused with 400. */
  requestErrors: string[];
  /** Where the reply breaks the operation's responses; empty unless the mock itself is wrong. */
  responseErrors: string[];
}

export interface MockApi {
  source: MockApiSource;
  createStore(): MockStore;
  handle(params: { request: Request; store: MockStore; key: string }): Promise<MockOutcome>;
  /** A documented error reply to a request the server turns away before routing (429). */
  refuse(params: { request: Request; status: number }): Promise<MockOutcome>;
}

interface HandlerState {
  store: MockStore;
  key: string;
}

// OpenAPI's own formats describe storage sizes, not validity; openapi-backend registers them on its
// own Ajv, so the 2020-12 one needs them too.
const OPENAPI_FORMATS = ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password'];

/** An operation the mock has built, for `serve --debug`'s log: made when first asked for, not before. */
export interface BuiltOperation {
  api: string;
  method: string;
  path: string;
  /** Objects and arrays its definition holds with every $ref expanded (a stub's: 1). */
  objects: number;
  ms: number;
}

export async function createMockApi({ source, onBuilt }: { source: MockApiSource; onBuilt?: (built: BuiltOperation) => void }): Promise<MockApi> {
  const plan = planResources({ document: source.document });
  // Loaded on first use: it takes a good part of a second, and every hubgen command shares one bundle.
  const { OpenAPIBackend } = await import('openapi-backend');
  const options = {
    apiRoot: source.basePath || '/',
    quick: true,
    strict: true,
    coerceTypes: true,
    ajvOpts: { allErrors: true },
    customizeAjv: (_ajv: unknown, options: AjvOptions) => ajv2020(options),
  };
  // Routes every request to its operation; each operation is then built on its first request.
  const router = new OpenAPIBackend({ ...options, definition: source.definitions.routes as unknown as Document, validate: false });
  await router.init();
  const routes = new Map(router.getOperations().map((operation) => [operation.operationId!, operation]));
  const operations = heldOperations<OpenAPIBackend>({
    async make(id) {
      const started = performance.now();
      const { path, method } = routes.get(id)!;
      const { definition, objects } = source.definitions.operation({ path, method });
      closeRequestBodies({ definition });
      declareQueryKeys({ definition });
      const backend = new OpenAPIBackend({ ...options, definition: definition as unknown as Document });
      await backend.init();
      registerHandlers({ backend, source, plan, operationId: id });
      onBuilt?.({ api: source.id, method, path, objects, ms: performance.now() - started });
      return { value: backend, objects };
    },
  });
  const notFound = (): MockOutcome => ({ reply: { status: 404, body: errorBody({ status: 404 }) }, requestErrors: [], responseErrors: [] });

  return {
    source,
    createStore: () => createMockStore({ seeds: plan.seeds }),
    async handle({ request, store, key }) {
      // A path the document lacks, or a method its path does not have (the platform documents no 405): a wrong endpoint.
      const route = router.matchOperation(request);
      if (!route) return notFound();
      return (await operations.get(route.operationId!)).handleRequest(request, { store, key } satisfies HandlerState);
    },
    async refuse({ request, status }) {
      const route = router.matchOperation(request);
      if (!route) return { reply: { status, body: errorBody({ status }) }, requestErrors: [], responseErrors: [] };
      const backend = await operations.get(route.operationId!);
      const operation = backend.getOperation(route.operationId!)!;
      return outcomeOf({ backend, operation, reply: documentedReply({ backend, operation, status }) });
    },
  };
}

/** One operation's backend: its handler, the documented replies to what it refuses, the check of its reply, and every security scheme met by the mock's key. */
function registerHandlers({ backend, source, plan, operationId }: { backend: OpenAPIBackend; source: MockApiSource; plan: ResourcePlan; operationId: string }): void {
  backend.register({
    [operationId]: (c: Context, state: HandlerState) => perform({ backend, plan, c, store: state.store }),
    notFound: () => ({ status: 404, body: errorBody({ status: 404 }) }),
    methodNotAllowed: () => ({ status: 404, body: errorBody({ status: 404 }) }),
    unauthorizedHandler: (c: Context) => documentedReply({ backend, operation: c.operation, status: 401 }),
    validationFail: (c: Context) => documentedReply({ backend, operation: c.operation, status: 400 }),
    postResponseHandler: (c: Context): MockOutcome => outcomeOf({ backend, operation: c.operation, reply: c.response, errors: c.validation?.errors }),
  });
  // Every scheme is met by the mock's key, presented as the scheme asks (scheme-credentials.ts).
  for (const [name, scheme] of Object.entries(source.document.securitySchemes)) {
    backend.registerSecurityHandler(name, (c: Context, state: HandlerState) => meetsScheme({ scheme, request: c.request, key: state.key }));
  }
}

function ajv2020(options: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020(options);
  addFormats.default(ajv);
  for (const name of OPENAPI_FORMATS) ajv.addFormat(name, true);
  return ajv;
}

/**
 * The operation's own documented response for a status (its example), or its success response.
 * A response documented without content ("not documented here") still gets openapi-backend's `{}`:
 * the platform answers in JSON, so a reader's `await res.json()` must work on the mock too. Only a
 * 204 has no body at all, as HTTP requires.
 */
function documentedReply({ backend, operation, status }: { backend: OpenAPIBackend; operation: Operation; status?: number }): MockReply {
  if (status !== undefined && !operation.responses?.[status]) return { status, body: errorBody({ status }) };
  const mocked = backend.mockResponseForOperation(operation.operationId!, status === undefined ? {} : { code: status });
  return { status: mocked.status, body: mocked.status === 204 ? undefined : mocked.mock };
}

function perform({ backend, plan, c, store }: { backend: OpenAPIBackend; plan: ResourcePlan; c: Context; store: MockStore }): MockReply {
  const operation = c.operation;
  const unbuilt = unbuiltReason(operation);
  if (unbuilt) return { status: 503, body: { code: 503, status: 'error', message: `hubgen's mock cannot answer ${operation.method.toUpperCase()} ${operation.path}: ${unbuilt}.` } };
  const action = plan.actions.get(operation.operationId!)!;
  const params = c.request.params as Record<string, unknown>;
  const missing = () => documentedReply({ backend, operation, status: 404 });
  if (action.parents.some((parent) => !store.get({ collection: parent.collection, key: params[parent.param] }))) return missing();
  const success = documentedReply({ backend, operation });
  if (action.kind === 'example') return success;
  const { collection } = action;
  const body = (c.request.requestBody ?? {}) as StoredRecord;
  switch (action.kind) {
    case 'read': {
      const record = store.get({ collection, key: params[action.param] });
      return record ? { status: success.status, body: record } : missing();
    }
    case 'list':
      return { status: success.status, body: listed({ action, records: store.list({ collection }), pathParams: params, query: c.request.query }) };
    case 'create': {
      const fields = { ...body };
      // Numeric ids are the platform's to give; a key the client chooses (a collection's handle) is kept.
      if (collection.keyField === 'id') delete fields.id;
      const parent = action.parents.at(-1);
      if (parent && action.parentField) {
        // The owner field takes the parent's own key, typed as the parent stores it.
        fields[action.parentField] = store.get({ collection: parent.collection, key: params[parent.param] })![parent.collection.keyField];
      }
      return answer({ success, answer: action.answer, record: store.put({ collection, record: fields }) });
    }
    case 'update': {
      const key = params[action.param];
      const current = store.get({ collection, key });
      if (!current) return missing();
      store.remove({ collection, key });
      return answer({ success, answer: action.answer, record: store.put({ collection, record: mergePatch({ target: current, patch: body }) }) });
    }
    case 'delete':
      return store.remove({ collection, key: params[action.param] }) ? success : missing();
  }
}

/** A list narrowed to its parent's records and by query parameters named like record fields (`status=new,pending`). */
function listed(params: {
  action: Extract<MockAction, { kind: 'list' }>;
  records: StoredRecord[];
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
}): StoredRecord[] {
  const { action, pathParams, query } = params;
  let records = params.records;
  if (action.parentField) {
    const owner = String(pathParams[action.parents.at(-1)!.param]);
    records = records.filter((record) => String(record[action.parentField!]) === owner);
  }
  for (const [name, value] of Object.entries(query)) {
    if (!action.collection.fields.has(name)) continue;
    const allowed = [value].flat().flatMap((v) => String(v).split(','));
    records = records.filter((record) => allowed.includes(String(record[name])));
  }
  return records;
}

function answer({ success, answer, record }: { success: MockReply; answer: Answer; record: StoredRecord }): MockReply {
  if (answer === 'record') return { status: success.status, body: record };
  if (answer === 'list') return { status: success.status, body: [record] };
  return success;
}

function outcomeOf(params: { backend: OpenAPIBackend; operation?: Operation; reply: MockReply; errors?: ErrorObject[] | null }): MockOutcome {
  const { backend, operation, reply } = params;
  const requestErrors = (params.errors ?? []).map(describeError);
  if (!operation) return { reply, requestErrors, responseErrors: [] };
  // An operation the mock could not build has no responses to hold its 503 to.
  if (unbuiltReason(operation)) return { reply, operationId: operation.operationId, requestErrors, responseErrors: [] };
  const responses = operation.responses ?? {};
  const documented = [String(reply.status), `${String(reply.status)[0]}XX`, 'default'].some((status) => status in responses);
  const responseErrors = documented
    ? (backend.validateResponse(reply.body ?? null, operation, reply.status).errors ?? []).map(describeError)
    : [`status ${reply.status} is not documented for ${operation.operationId}`];
  return { reply, operationId: operation.operationId, requestErrors, responseErrors };
}

/** Why the mock could not build this operation (inline-refs.ts), if it could not. */
function unbuiltReason(operation: Operation): string | undefined {
  const reason = (operation as unknown as Record<string, unknown>)[UNBUILT];
  return typeof reason === 'string' ? reason : undefined;
}

/** An Ajv error as an author reads it: `body.titel: unknown field`, `query.limit: must be integer`. */
function describeError(error: ErrorObject): string {
  const where = error.instancePath.replace(/^\/requestBody/, '/body').slice(1).replace(/\//g, '.') || 'request';
  if (error.keyword === 'additionalProperties') {
    const name = (error.params as { additionalProperty: string }).additionalProperty;
    return where === 'query' ? `unknown query parameter "${name}"` : `${where}: unknown field "${name}"`;
  }
  if (error.keyword === 'parse') return `body: not valid JSON (${error.message})`;
  return `${where}: ${error.message}`;
}
