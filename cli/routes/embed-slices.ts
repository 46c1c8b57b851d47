// The API parts a doc or MDX page embeds (mdx/remark-collect-embeds.ts), checked against the site's
// references and cut out of their view models: the page's props carry the operations it names and
// the schemas they show (with those they refer to, so nested fields open in place), never the rest of
// an API, unless it embeds the whole reference. A page that embeds nothing gets nothing (its props
// and HTML are as they were). A part that does not exist is an error at its element, with the names
// it could have meant.
import path from 'node:path';
import { SiteError, type Problem } from '../support/errors.ts';
import { closestMatch } from '../support/closest-match.ts';
import type { EmbedUse } from '../mdx/remark-collect-embeds.ts';
import type { ApiRouteInput } from '../openapi/api-route-input.ts';
import { highlight } from '../openapi/view/highlight.ts';
import { viewExample } from '../openapi/view/view-example.ts';
import { referencePages, relativeUrl } from '../openapi/split-reference.ts';
import { embedAnchor, embedTarget, findOperation, hubgenApiId, operationSchemaRoots, reachableSchemas, type EmbedTarget } from '../../shared/api-embeds.ts';
import { schemaAnchor } from '../../shared/api-anchors.ts';
import type { ApiView, EmbeddedApi, OperationView, PageEmbeds, SchemaView } from '../../templates/api-reference/types.ts';

export interface PlannedEmbeds {
  /** What the page's props carry; undefined when it embeds nothing (or the APIs are not read yet). */
  embeds?: PageEmbeds;
  /** The ids the embedded parts put on the page (their anchors), for the link check before rendering. */
  ids: string[];
  /** Parts of a remote API, each shown as a link to its document. */
  warnings?: Problem[];
}

/** One embed found in the view: its API and the part it shows. */
type Found =
  | { kind: 'operation'; api: ApiRouteInput; op: OperationView }
  | { kind: 'schema'; api: ApiRouteInput; name: string; example: boolean }
  | { kind: 'reference'; api: ApiRouteInput };

/**
 * `ownIds`: the page's own heading ids, which an embedded part's anchor must not take.
 * `prefix`: the page's locale prefix, in front of the references' routes.
 */
export function planEmbeds({ uses, apis, remote = [], file, route, ownIds, prefix }: { uses: EmbedUse[] | undefined; apis: ApiRouteInput[]; remote?: { id: string; spec: string }[]; file: string; route: string; ownIds: string[]; prefix: string }): PlannedEmbeds {
  // The routes planned while the documents are still read (load-site.ts) have no views yet.
  if (!uses?.length || apis.some((api) => api.view === undefined)) return { ids: [] };
  const problems: Problem[] = [];
  const found: Found[] = [];
  const anchors = new Map<string, EmbedUse>();
  const own = new Set(ownIds);
  let defaultApi: string | undefined;
  let specApis: Record<string, string> | undefined;
  let copies: Record<number, number> | undefined;
  let warnings: Problem[] | undefined;
  let remoteApis: Record<string, string> | undefined;
  const shown = new Map<string, number>();
  for (const use of uses) {
    const problem = (message: string, hint?: string) => problems.push({ file, line: use.line, column: use.column, message: `<${use.name}>: ${message}`, hint });
    const target = embedTarget(use.kind, use.attributes);
    if (target.kind === 'invalid') {
      problem(target.message, target.hint);
      continue;
    }
    if (target.kind === 'remote') {
      (warnings ??= []).push({ file, line: use.line, column: use.column, message: `<${use.name}>: its document is remote (${target.url}): hubgen fetches nothing, so the part is a link to it`, hint: 'Download it into the project, add it to apis in site.config.ts and name it by id to show the part itself.' });
      continue;
    }
    const far = target.api !== undefined ? remote.find((r) => r.id === target.api) : undefined;
    if (far) {
      // A document given by URL is not fetched: the part is a link to it, and the build goes on.
      (warnings ??= []).push({ file, line: use.line, column: use.column, message: `<${use.name}>: API "${far.id}" is remote (${far.spec}): hubgen fetches nothing, so the part is a link to its document`, hint: `Download it into the project and give its path as that API's spec to show the part itself.` });
      (remoteApis ??= {})[far.id] = far.spec;
      continue;
    }
    const byFile = use.specFile !== undefined ? apis.find((a) => a.specFile === use.specFile) : undefined;
    if (use.specFile !== undefined && !byFile) {
      problem(`spec is ${path.relative(path.dirname(file), use.specFile)}, which is no API of the site`, `Add it to apis in site.config.ts ({ id: '${hubgenApiId(path.basename(use.specFile).replace(/\.(openapi\.)?(json|ya?ml)$/i, ''))}', spec: '<its path from the site root>', route: '/api/…' }): the part is then drawn from it.`);
      continue;
    }
    const api = byFile ?? (target.api !== undefined ? apis.find((a) => a.id === target.api) : apis[0]);
    if (byFile && typeof use.attributes.specFile === 'string') (specApis ??= {})[use.attributes.specFile] = byFile.id;
    if (!api) {
      problem(apis.length ? `no API has the id "${target.api}"` : 'the site has no API reference to embed', apis.length ? didYouMean(target.api!, apis.map((a) => a.id), 'API ids') : 'Add the OpenAPI document to `apis` in the site config.');
      continue;
    }
    if (target.api === undefined && !byFile) defaultApi = api.id;
    const part = findPart(target, api, problem);
    if (!part) continue;
    // The same part shown again: a copy, with anchors of its own (`-2`, `-3`…).
    const first = anchorsOf(part)[0];
    const instance = first !== undefined && anchors.has(first) && part.kind !== 'reference' ? (shown.get(first) ?? 1) + 1 : undefined;
    if (instance && first !== undefined) {
      shown.set(first, instance);
      if (use.index !== undefined) (copies ??= {})[use.index] = instance;
    }
    for (const anchor of anchorsOf(part, instance)) {
      if (own.has(anchor)) problem(`its anchor #${anchor} is also the id of a heading of this page`, 'Give the heading another id ({#…}).');
      else if (anchors.has(anchor)) problem(`#${anchor} is embedded in this page already (line ${anchors.get(anchor)!.line})`, 'Show a whole reference once per page, or give the part placed where this anchor is another way in.');
      else continue;
      break;
    }
    for (const anchor of anchorsOf(part, instance)) if (!anchors.has(anchor)) anchors.set(anchor, use);
    // A copy shows what the first one put in the slice, but for a schema's example, shown by one copy and not another.
    if (!instance || (part.kind === 'schema' && !found.some((f) => f.kind === 'schema' && f.api === part.api && f.name === part.name && f.example === part.example))) found.push(part);
  }
  if (problems.length) throw new SiteError(problems);
  if (!found.length && remoteApis) return { embeds: { apis: {}, remote: remoteApis }, ids: [], warnings };
  const byApi = slices(found, prefix);
  for (const slice of Object.values(byApi)) if (!slice.whole) relinkSlice(slice, route, new Set(anchors.keys()));
  return { embeds: { apis: byApi, ...(defaultApi ? { defaultApi } : {}), ...(specApis ? { specApis } : {}), ...(copies ? { copies } : {}), ...(remoteApis ? { remote: remoteApis } : {}) }, ids: [...anchors.keys()], ...(warnings ? { warnings } : {}) };
}

function findPart(target: Exclude<EmbedTarget, { kind: 'invalid' | 'remote' }>, api: ApiRouteInput, problem: (message: string, hint?: string) => void): Found | undefined {
  const view = api.view as ApiView;
  if (target.kind === 'reference') return { kind: 'reference', api };
  if (target.kind === 'schema') {
    if (view.schemas[target.schema]) return { kind: 'schema', api, name: target.schema, example: target.example };
    problem(`API "${api.id}" has no schema "${target.schema}"`, didYouMean(target.schema, Object.keys(view.schemas), 'schemas'));
    return undefined;
  }
  const operations = operationsOf(view);
  const op = findOperation(operations, target);
  if (op) return { kind: 'operation', api, op };
  if (target.operation !== undefined) problem(`API "${api.id}" has no operation "${target.operation}"`, didYouMean(target.operation, operations.map((o) => o.id), 'operations'));
  else problem(`API "${api.id}" has no operation ${target.method!.toUpperCase()} ${target.path}`, didYouMean(`${target.method!.toUpperCase()} ${target.path}`, operations.map((o) => `${o.method.toUpperCase()} ${o.path}`), 'operations'));
  return undefined;
}

/** "Did you mean …?" when one name is close; else the names there are (the first few). */
function didYouMean(name: string, known: string[], what: string): string {
  const close = closestMatch(name, known, { slack: 2, ignoreCase: true });
  if (close) return `Did you mean "${close}"?`;
  const shown = known.slice(0, 12).map((k) => `"${k}"`).join(', ');
  return known.length ? `Known ${what}: ${shown}${known.length > 12 ? `, and ${known.length - 12} more` : ''}.` : `It has no ${what}.`;
}

/** Every operation and webhook of a reference, once (an operation of two tags is listed under both). */
export function operationsOf(view: ApiView): OperationView[] {
  const seen = new Map<string, OperationView>();
  for (const op of [...view.tags.flatMap((tag) => tag.operations), ...(view.webhooks ?? [])]) if (!seen.has(op.anchor)) seen.set(op.anchor, op);
  return [...seen.values()];
}

/** The anchors a part puts on the page; a copy (instance 2, 3…) its own (embedAnchor). */
function anchorsOf(part: Found, instance?: number): string[] {
  if (part.kind === 'operation') return [embedAnchor(part.op.anchor, instance)];
  if (part.kind === 'schema') return [embedAnchor(schemaAnchor(part.name), instance)];
  return instance ? part.api.anchors.map((anchor) => embedAnchor(anchor, instance)) : part.api.anchors;
}

/** Each API's slice: its embedded operations and schemas, and the named schemas they reach. */
function slices(found: Found[], prefix: string): Record<string, EmbeddedApi> {
  const byApi: Record<string, EmbeddedApi> = {};
  for (const part of found) {
    const view = part.api.view as ApiView;
    const slice = (byApi[part.api.id] ??= { title: view.title, href: prefix + part.api.route, operations: [], schemas: {}, schemaSections: [], ...(view.codeFiles ? { codeFiles: view.codeFiles } : {}), ...(view.tryItUrl ? { tryIt: { apiId: view.id, dataUrl: view.tryItUrl } } : {}) });
    if (part.kind === 'reference') slice.whole = view;
    else if (part.kind === 'operation') {
      slice.operations.push(part.op);
      addReachable(operationSchemaRoots(part.op), view.schemas, slice.schemas);
    } else {
      addReachable([{ kind: 'ref', name: part.name }], view.schemas, slice.schemas);
      const example = part.example ? viewExample({ kind: 'ref', name: part.name }, view.schemas) : undefined;
      slice.schemaSections.push({ name: part.name, ...(part.example ? { exampleHtml: highlight(JSON.stringify(example ?? null, null, 2), 'json') } : {}) });
    }
  }
  for (const part of found) {
    const slice = byApi[part.api.id]!;
    if (!slice.whole && !slice.anchorPages) addAnchorPages(slice, part.api, prefix);
  }
  return byApi;
}

/**
 * A split reference's pages hold its anchors apart: each anchor the parts link to (their schemas'
 * sections, security schemes, the operations their responses link to) is sent to its own page.
 */
function addAnchorPages(slice: EmbeddedApi, api: ApiRouteInput, prefix: string): void {
  const pages = referencePages(api)?.pages;
  if (!pages) return;
  const wanted = new Set([
    ...Object.keys(slice.schemas).map(schemaAnchor),
    ...linkedFragments(slice),
    ...slice.operations.flatMap((op) => [...op.security.flatMap((s) => s.schemes.map((scheme) => scheme.anchor)), ...op.responses.flatMap((r) => (r.links ?? []).flatMap((link) => (link.target ? [link.target.anchor] : [])))]),
  ]);
  const anchorPages: Record<string, string> = {};
  for (const page of pages.slice(1)) for (const anchor of page.anchors) if (wanted.has(anchor)) anchorPages[anchor] = prefix + page.path;
  slice.anchorPages = anchorPages;
}

/** The named schemas `roots` refer to, directly or through others, copied into `into`. */
function addReachable(roots: SchemaView[], schemas: Record<string, SchemaView>, into: Record<string, SchemaView>): void {
  for (const name of reachableSchemas(roots, schemas)) into[name] ??= schemas[name]!;
}

/** The fragments the descriptions of the slice's parts link to (`href="#…"`, written for the reference's page). */
function linkedFragments(slice: EmbeddedApi): string[] {
  const text = JSON.stringify([slice.operations, slice.schemas]);
  return [...text.matchAll(/href=\\"#([^"\\]+)\\"/g)].map((m) => m[1]!);
}

/**
 * The embedded parts' own links, written for the reference's page (`href="#operation/…"` in a
 * description, a response link's target), lead there from the doc: relative to the doc's route, so
 * they hold under any baseUrl. An anchor the doc holds itself stays as it is.
 */
function relinkSlice(slice: EmbeddedApi, route: string, local: Set<string>): void {
  const hrefOf = (fragment: string): string | undefined => (local.has(fragment) ? undefined : `${relativeUrl(route, slice.anchorPages?.[fragment] ?? slice.href)}#${fragment}`);
  const copy = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return key.endsWith('Html') && value.includes('href="#') ? value.replace(/href="#([^"]+)"/g, (whole, fragment: string) => (hrefOf(fragment) ? `href="${hrefOf(fragment)}"` : whole)) : value;
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => copy(item));
    const record = value as Record<string, unknown>;
    if (key === 'target' && typeof record['anchor'] === 'string' && record['href'] === undefined) {
      const href = hrefOf(record['anchor']);
      return href ? { ...record, href } : record;
    }
    return Object.fromEntries(Object.entries(record).map(([k, item]) => [k, copy(item, k)]));
  };
  slice.operations = copy(slice.operations) as OperationView[];
  slice.schemas = copy(slice.schemas) as Record<string, SchemaView>;
}
