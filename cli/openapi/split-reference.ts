// A reference too large for one page, split into pages (route planning calls it): the index at the
// API's route (introduction, servers, authentication, a list of the other pages), a page per tag at
// `<route>tag/<slug>` (a tag of many operations over several: `<slug>/2`, …), the webhooks at
// `<route>webhooks`, and the schemas, sorted by name, in ranges at `<route>schemas`, `schemas/2`, ….
// Every anchor keeps its name and lives on exactly one page; a link to an anchor of another page is
// rewritten here to that page (descriptions, response links), or made by the theme from the list of
// pages (schemas, security schemes, tags), and a deep link to the reference's route is sent on by the
// page's script (templates/api-reference/split-pages.ts). The operations of all the pages are one
// JSON file, fetched by the sidebar and the deep-link redirect only when needed.
//
// The rule: every page stays within the budgets of what the browser receives, 1 MB of gzip HTML and
// 20,000 elements at load (issue 42). A reference is split when it has more than
// SPLIT_FROM_OPERATIONS operations (webhooks included), or when its HTML, weighed as the theme
// renders it (page-weight.ts: the <noscript> of deferred content included, and the route data), is
// over PAGE_HTML_BYTES, or when it would have more elements at load than PAGE_ELEMENTS. Pages are
// then cut so that each stays within them (PAGE_OPERATIONS, PAGE_HTML_BYTES). An operation heavier
// than OPERATION_HTML_BYTES alone (one of Elasticsearch's is 36.9 MB of HTML) is not in its page at
// all: the page holds its name bar and the URL of a JSON file of its content, which the browser
// loads when the reader nears it (Operation.tsx).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ApiView, LoadedOperation, OperationView, ReferencePageLink, SchemaView, SplitOperation, SplitView, TagView } from '../../templates/api-reference/types.ts';
import { WEBHOOKS_ANCHOR, schemaAnchor } from '../../shared/api-anchors.ts';
import { codeFilesOf } from './samples/code-files.ts';
import { ASSETS_DIR } from '../support/paths.ts';
import { deriveViewKey } from './api-cache.ts';
import { BAR_ELEMENTS, SCHEMA_ELEMENTS, operationWeigher, type Weight } from './view/page-weight.ts';
import { checkHeap } from '../support/memory-guard.ts';

export const SPLIT_FROM_OPERATIONS = 700;
/**
 * The budgets (1 MB gzip, 20,000 elements at load) as weighed before rendering. The theme's HTML
 * gzips about 16 times (Elasticsearch's one page: 114 MB, 7.2 MB gzip; the generated pages of
 * test/cli/page-budgets.test.ts alike), and the weight runs over the HTML it stands for (2.4 MB
 * pages weighed 4 MB there): 4 MB stays under 1 MB gzip even at 4 times.
 */
const PAGE_HTML_BYTES = 4_000_000;
// The element count runs over what the browser makes (19,600 weighed for the hub's Admin API page
// of 14,457; 4,722 for Partners' 4,556; twice on the pages of test/cli/page-budgets.test.ts), so
// the budget itself is the limit.
const PAGE_ELEMENTS = 20_000;
/** An operation heavier than this is loaded when shown, not put in its page. */
const OPERATION_HTML_BYTES = 1_500_000;
/** Below these, a one-page reference has its operations and schemas in the document at load (ApiReferencePage.tsx). */
const IN_DOCUMENT_BELOW_OPERATIONS = 100;
const IN_DOCUMENT_BELOW_SCHEMAS = 100;
/** At most this many operations on one page of a split reference (about 20 elements each at load). */
const PAGE_OPERATIONS = 200;
/** At most this much weight of schemas on one page; one item over it still gets a page. */
const PAGE_BYTES = 1_500_000;
const PAGE_SCHEMAS = 200;
/** Named schemas whose fields a page lists at load (SchemaTree.tsx's INLINE_REF_DEPTH), and allOf parts merged in (its ALL_OF_DEPTH). */
const ENTERED_DEPTH = 1;
const ALL_OF_DEPTH = 3;

export interface ReferencePage {
  /** The route of the page. */
  path: string;
  /** Its title: the tag's name (and part), "Webhooks", "Schemas A… – C…". */
  title: string;
  view: ApiView;
  /** The anchors of its content. */
  anchors: string[];
  /** `view` with its links under another locale's prefix, by prefix: made by route planning (plan-routes.ts), once. */
  inLocales?: Map<string, ApiView>;
}

export interface SplitReference {
  pages: ReferencePage[];
  /** The operations file: URL (from the output root) → JSON. */
  files: Map<string, string>;
}

export function operationCount(view: Pick<ApiView, 'tags' | 'webhooks'>): number {
  return view.tags.reduce((n, tag) => n + tag.operations.length, view.webhooks?.length ?? 0);
}

/** Whether the reference is split (see the rule above). */
export function splitsReference(view: ApiView): boolean {
  const count = operationCount(view);
  if (count > SPLIT_FROM_OPERATIONS) return true;
  const weigh = weigherOf(view);
  const schemaCount = Object.keys(view.schemas).length;
  // Few operations and schemas: all their content is in the document at load (ApiReferencePage.tsx's deferOf).
  const inDocument = count < IN_DOCUMENT_BELOW_OPERATIONS && schemaCount < IN_DOCUMENT_BELOW_SCHEMAS;
  const total: Weight = { bytes: JSON.stringify({ ...view, tags: [], webhooks: [], schemas: {} }).length, elements: 0 };
  for (const op of [...view.tags.flatMap((tag) => tag.operations), ...(view.webhooks ?? [])]) {
    // Weighing renders nothing but walks each schema as the page would: a unit of work like building one.
    checkHeap(`weighing ${op.method.toUpperCase()} ${op.path}`);
    const weight = weigh(op);
    if (weight.bytes > OPERATION_HTML_BYTES) return true;
    total.bytes += weight.bytes;
    total.elements += inDocument ? weight.elements : BAR_ELEMENTS;
    if (total.bytes > PAGE_HTML_BYTES || total.elements > PAGE_ELEMENTS) return true;
  }
  // The schemas' sections: a row per field in the HTML, and their name bars and sidebar entries at load.
  for (const schema of Object.values(view.schemas)) total.bytes += JSON.stringify(schema).length * 2;
  total.elements += schemaCount * SCHEMA_ELEMENTS;
  return total.bytes > PAGE_HTML_BYTES || total.elements > PAGE_ELEMENTS;
}

const weighers = new WeakMap<object, (op: OperationView) => Weight>();

/** One weigher per reference: it keeps each named schema's weight. */
function weigherOf(view: ApiView): (op: OperationView) => Weight {
  if (!weighers.has(view.schemas)) weighers.set(view.schemas, operationWeigher(view.schemas));
  return weighers.get(view.schemas)!;
}

/** What an operation weighs in its page: its name bar alone when it is loaded when shown. */
function pageWeightOf(view: ApiView): (op: OperationView) => number {
  const weigh = weigherOf(view);
  return (op) => {
    const { bytes } = weigh(op);
    return bytes > OPERATION_HTML_BYTES ? 2_000 : bytes;
  };
}

/** The folder under which the pages of a reference at `route` are. */
export function pagesFolder(route: string): string {
  return route.endsWith('/') ? route : `${route}/`;
}

/** The slug of each tag's page, unique within the reference (tag names may differ only in case or punctuation). */
export function tagSlugs(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || 'tag';
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

interface PagePlan {
  link: ReferencePageLink;
  tags: TagView[];
  webhooks?: OperationView[];
  schemas: string[];
  intro?: boolean;
}

const memo = new WeakMap<object, SplitReference | null>();

/** splitReference, once per view (route planning runs on every save of a watch session). */
export function referencePages(api: { view: unknown; anchors: string[]; route: string }): SplitReference | undefined {
  const view = api.view as ApiView;
  if (!memo.has(view)) {
    const split = splitReference({ view, anchors: api.anchors, route: api.route });
    // The page cache keys each page by its reference's cache entry (the split is made from it alone), not by hashing it.
    split?.pages.forEach((page, i) => deriveViewKey(view, page.view, `page ${i}`));
    memo.set(view, split ?? null);
  }
  return memo.get(view) ?? undefined;
}

/** The pages of a reference at `route`, or undefined when it fits on one. */
export function splitReference(params: { view: ApiView; anchors: string[]; route: string }): SplitReference | undefined {
  const { view, anchors, route } = params;
  if (!splitsReference(view)) return undefined;
  const folder = pagesFolder(route);
  const plans = planPages(view, route, folder);
  const pageOf = anchorPages(plans, anchors);
  const operations: SplitOperation[] = [];
  plans.forEach((plan, page) => {
    for (const op of [...plan.tags.flatMap((tag) => tag.operations), ...(plan.webhooks ?? [])]) {
      operations.push([page, op.anchor, op.method, op.fullPath, op.summary, ...(op.deprecated ? ([1] as const) : ([] as const))]);
    }
  });
  const json = JSON.stringify(operations);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const operationsUrl = `/${ASSETS_DIR}/api-nav/${hash}.json`;
  // Each page's own, for the sidebar's list of another page (Graph's whole list is 5 MB).
  const pageOperationsUrl = `/${ASSETS_DIR}/api-nav/${hash}/`;
  const files = new Map([[operationsUrl, json]]);
  plans.forEach((_, page) => files.set(`${pageOperationsUrl}${page}.json`, JSON.stringify(operations.filter((op) => op[0] === page))));
  const links = plans.map((plan) => plan.link);
  const index = schemaIndex(view.schemas, pageOf, links);
  const anchorsOf = plans.map((): string[] => []);
  for (const anchor of anchors) anchorsOf[pageOf.get(anchor)!]!.push(anchor);
  const schemaPages = plans.flatMap((plan, page) => (plan.link.kind === 'schemas' ? [{ first: plan.schemas[0]!, page }] : []));
  const heavy = heavyOperations(view);
  const pages = plans.map((plan, current): ReferencePage => {
    const split: SplitView = { pages: links, current, operationsUrl, pageOperationsUrl, schemaPages, schemaSections: plan.schemas };
    const pageView: ApiView = {
      ...view,
      descriptionHtml: plan.intro ? view.descriptionHtml : undefined,
      tags: plan.tags,
      webhooks: plan.webhooks,
      schemas: {},
      split,
    };
    if (!plan.webhooks) delete pageView.webhooks;
    if (pageView.descriptionHtml === undefined) delete pageView.descriptionHtml;
    const own = anchorsOf[current]!;
    // Tags are shown (a section) on every page of their operations; the anchor map sends a link to the first.
    for (const tag of plan.tags) if (!own.includes(tag.anchor)) own.push(tag.anchor);
    const relinked = heldBack(relinkView(pageView, pageOf, links, current), heavy, (op) => {
      const code = codeFilesOf({ tags: [{ name: '', anchor: '', operations: [op] }] });
      for (const [url, file] of code.files) files.set(url, file);
      const content: LoadedOperation = { op, schemas: index.schemasFor([op], [], current), codeFiles: code.urls };
      const body = JSON.stringify(content);
      const url = `/${ASSETS_DIR}/api-operation/${createHash('sha256').update(body).digest('hex').slice(0, 16)}.json`;
      files.set(url, body);
      return url;
    });
    const code = codeFilesOf(relinked).urls;
    if (Object.keys(code).length) relinked.codeFiles = code;
    else delete relinked.codeFiles;
    const roots = [...relinked.tags.flatMap((tag) => tag.operations), ...(relinked.webhooks ?? [])];
    relinked.schemas = index.schemasFor(roots, plan.schemas, current);
    return { path: plan.link.href, title: plan.link.title, view: relinked, anchors: own };
  });
  return { pages, files };
}

/** The anchors of the operations too heavy for any page (OPERATION_HTML_BYTES). */
function heavyOperations(view: ApiView): Set<string> {
  const weigh = weigherOf(view);
  const ops = [...view.tags.flatMap((tag) => tag.operations), ...(view.webhooks ?? [])];
  return new Set(ops.filter((op) => weigh(op).bytes > OPERATION_HTML_BYTES).map((op) => op.anchor));
}

/**
 * The page's view with its heavy operations reduced to their name bar and the URL of their content
 * (`save` writes it, with the schemas it shows, and returns the URL), which the browser loads when
 * the reader nears it.
 */
function heldBack(view: ApiView, heavy: Set<string>, save: (op: OperationView) => string): ApiView {
  if (heavy.size === 0) return view;
  const stub = (op: OperationView): OperationView => {
    if (!heavy.has(op.anchor)) return op;
    // Its description and parameters stay for the site search (its HTML strings are not in the route data).
    const { id, anchor, kind, method, path: opPath, fullPath, summary, descriptionHtml, deprecated, parameters } = op;
    const described = descriptionHtml === undefined ? {} : { descriptionHtml };
    return { id, anchor, ...(kind ? { kind } : {}), method, path: opPath, fullPath, summary, ...described, deprecated, security: [], parameters, responses: [], samples: [], contentUrl: save(op) };
  };
  const tags = view.tags.map((tag) => (tag.operations.some((op) => heavy.has(op.anchor)) ? { ...tag, operations: tag.operations.map(stub) } : tag));
  return { ...view, tags, ...(view.webhooks ? { webhooks: view.webhooks.map(stub) } : {}) };
}

function planPages(view: ApiView, route: string, folder: string): PagePlan[] {
  const plans: PagePlan[] = [];
  // Tags of prose alone stay on the index, with the introduction.
  const prose = view.tags.filter((tag) => tag.operations.length === 0);
  plans.push({ link: { href: route, title: 'Introduction', kind: 'index', tags: [], operations: 0 }, tags: prose, schemas: [], intro: true });
  const tagged = view.tags.filter((tag) => tag.operations.length > 0);
  const weight = pageWeightOf(view);
  const slugs = tagSlugs(tagged.map((tag) => tag.name));
  tagged.forEach((tag, t) => {
    const parts = chunks(tag.operations, PAGE_OPERATIONS, PAGE_HTML_BYTES, weight);
    parts.forEach((operations, p) => {
      const title = parts.length > 1 ? `${tag.name} (${p + 1} of ${parts.length})` : tag.name;
      const href = `${folder}tag/${slugs[t]}${p ? `/${p + 1}` : ''}`;
      plans.push({ link: { href, title, kind: 'tag', tags: [tag.anchor], operations: operations.length }, tags: [{ ...tag, operations }], schemas: [] });
    });
  });
  if (view.webhooks?.length) {
    const parts = chunks(view.webhooks, PAGE_OPERATIONS, PAGE_HTML_BYTES, weight);
    parts.forEach((webhooks, p) => {
      const title = parts.length > 1 ? `Webhooks (${p + 1} of ${parts.length})` : 'Webhooks';
      plans.push({ link: { href: `${folder}webhooks${p ? `/${p + 1}` : ''}`, title, kind: 'webhooks', tags: [WEBHOOKS_ANCHOR], operations: webhooks.length }, tags: [], webhooks, schemas: [] });
    });
  }
  const names = Object.keys(view.schemas).sort();
  const parts = chunks(names, PAGE_SCHEMAS, PAGE_BYTES, (name) => JSON.stringify(view.schemas[name]).length);
  parts.forEach((schemas, p) => {
    const title = parts.length > 1 ? `Schemas ${schemas[0]} – ${schemas.at(-1)}` : 'Schemas';
    plans.push({ link: { href: `${folder}schemas${p ? `/${p + 1}` : ''}`, title, kind: 'schemas', tags: [], operations: 0 }, tags: [], schemas });
  });
  return plans;
}

/** Consecutive runs of at most `count` items and `limit` of weight. */
function chunks<T>(items: T[], count: number, limit: number, weight: (item: T) => number): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const w = weight(item);
    if (run.length && (run.length >= count || bytes + w > limit)) {
      out.push(run);
      run = [];
      bytes = 0;
    }
    run.push(item);
    bytes += w;
  }
  if (run.length) out.push(run);
  return out;
}

/** Each anchor of the reference → the index of the page that holds it (a tag: the first of its pages). */
function anchorPages(plans: PagePlan[], anchors: string[]): Map<string, number> {
  const pageOf = new Map<string, number>();
  plans.forEach((plan, page) => {
    const visit = (op: OperationView) => {
      pageOf.set(op.anchor, page);
      for (const callback of op.callbacks ?? []) callback.operations.forEach(visit);
    };
    for (const tag of plan.tags) {
      if (!pageOf.has(tag.anchor)) pageOf.set(tag.anchor, page);
      tag.operations.forEach(visit);
    }
    if (plan.webhooks) {
      if (!pageOf.has(WEBHOOKS_ANCHOR)) pageOf.set(WEBHOOKS_ANCHOR, page);
      plan.webhooks.forEach(visit);
    }
    for (const name of plan.schemas) pageOf.set(schemaAnchor(name), page);
  });
  // The rest: the introduction's headings, its authentication section and security schemes.
  for (const anchor of anchors) if (!pageOf.has(anchor)) pageOf.set(anchor, 0);
  return pageOf;
}

/**
 * The schemas a page needs, as SchemaTree.tsx expands them: those it shows and those its operations
 * name are entered (their fields are listed); those their fields name are only looked up (for their
 * type, description, and whether they have fields, which the reader opens one level at a time), so
 * the page holds a stub of them: the schema without its fields, marked `elsewhere`; opened in the
 * browser, it links to its schema's page. allOf parts are the same object, so they count as no level
 * (up to ALL_OF_DEPTH of them). Taking every schema within a fixed number of references took nearly
 * all of Graph's 6,177 schemas into each page (4 MB of JSON).
 */
function schemaIndex(all: Record<string, SchemaView>, pageOf: Map<string, number>, links: ReferencePageLink[]) {
  const refs = new Map<string, { name: string; viaAllOf: boolean }[]>();
  const refsOf = (name: string) => {
    if (!refs.has(name)) {
      const found: { name: string; viaAllOf: boolean }[] = [];
      collectRefs(all[name], (inner, viaAllOf) => all[inner] && found.push({ name: inner, viaAllOf }));
      refs.set(name, found);
    }
    return refs.get(name)!;
  };
  const stubs = new Map<string, SchemaView>();
  const stubOf = (name: string): SchemaView => {
    const schema = all[name]!;
    if (schema.kind !== 'node' || !(schema.properties?.length || schema.composition || schema.additional || schema.items)) return schema;
    if (!stubs.has(name)) {
      const { properties, composition, additional, items, discriminator, ...rest } = schema;
      stubs.set(name, { ...rest, elsewhere: true });
    }
    return stubs.get(name)!;
  };
  // Schemas with a link in a description: copied per page, its links made to lead from that page.
  const linking = new Set(Object.keys(all).filter((name) => JSON.stringify(all[name]).includes('href=\\"#')));
  const relinked = (name: string, schema: SchemaView, current: number) => (linking.has(name) ? relinkView(schema, pageOf, links, current) : schema);
  return {
    schemasFor(roots: OperationView[], shown: string[], current: number): Record<string, SchemaView> {
      const level = new Map<string, number>();
      const queue: { name: string; depth: number; allOf: number }[] = [];
      const reach = (name: string, depth: number, allOf: number) => {
        if ((level.get(name) ?? Infinity) <= depth) return;
        level.set(name, depth);
        queue.push({ name, depth, allOf });
      };
      for (const name of shown) reach(name, 1, 0);
      for (const op of roots) collectRefs(op, (name, viaAllOf) => all[name] && reach(name, 1, viaAllOf ? 1 : 0));
      for (let next = 0; next < queue.length; next++) {
        const { name, depth, allOf } = queue[next]!;
        if (depth > ENTERED_DEPTH) continue;
        for (const inner of refsOf(name)) {
          if (inner.viaAllOf && allOf < ALL_OF_DEPTH) reach(inner.name, depth, allOf + 1);
          else reach(inner.name, depth + 1, allOf);
        }
      }
      const schemas: Record<string, SchemaView> = {};
      // In the document's order, as the one-page view has them.
      for (const name of Object.keys(all)) {
        const depth = level.get(name);
        if (depth !== undefined) schemas[name] = relinked(name, depth > ENTERED_DEPTH ? stubOf(name) : all[name]!, current);
      }
      return schemas;
    },
  };
}

/**
 * Calls `found` with the name of every schema reference (`{ kind: 'ref', name }`) and discriminator
 * mapping in a value, not inside the schemas it names; `viaAllOf` when it is a part of an allOf.
 */
function collectRefs(value: unknown, found: (name: string, viaAllOf: boolean) => unknown, viaAllOf = false): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, found, viaAllOf);
    return;
  }
  const record = value as Record<string, unknown>;
  if (record['kind'] === 'ref' && typeof record['name'] === 'string') {
    found(record['name'], viaAllOf);
    return;
  }
  for (const [key, item] of Object.entries(record)) {
    if (key.endsWith('Html') || typeof item !== 'object') continue;
    if (key === 'discriminator') {
      for (const { schema, unlinked } of (item as { mapping: { schema: string; unlinked?: true }[] }).mapping) if (!unlinked) found(schema, false);
    } else if (key === 'composition') {
      const composition = item as { keyword: string; variants: unknown[] };
      collectRefs(composition.variants, found, composition.keyword === 'allOf');
    } else collectRefs(item, found);
  }
}

/**
 * A copy of the page's view whose links to anchors of other pages lead to those pages: the
 * `href="#…"` of its descriptions and its response links' targets. Relative URLs, so they hold
 * under any baseUrl.
 */
function relinkView<T extends object>(view: T, pageOf: Map<string, number>, links: ReferencePageLink[], current: number): T {
  const from = links[current]!.href;
  const hrefOf = (fragment: string): string | undefined => {
    const page = pageOf.get(fragment) ?? pageOf.get(safeDecode(fragment));
    return page === undefined || page === current ? undefined : `${relativeUrl(from, links[page]!.href)}#${fragment}`;
  };
  const rewrite = (html: string) =>
    html.replace(/href="#([^"]+)"/g, (whole, fragment: string) => {
      const href = hrefOf(fragment);
      return href ? `href="${href}"` : whole;
    });
  const copy = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') return key.endsWith('Html') && value.includes('href="#') ? rewrite(value) : value;
    if (typeof value !== 'object' || value === null) return value;
    // What holds no link to change is kept as it is, not copied: Graph's 22,361 operations were all
    // copied once more by this.
    if (Array.isArray(value)) {
      const items = value.map((item) => copy(item));
      return items.some((item, i) => item !== value[i]) ? items : value;
    }
    const record = value as Record<string, unknown>;
    // Response links name their target by anchor: the page goes in front of it.
    if (key === 'target' && typeof record['anchor'] === 'string') {
      const href = hrefOf(record['anchor']);
      return href ? { ...record, href } : record;
    }
    let out: Record<string, unknown> | undefined;
    for (const [k, item] of Object.entries(record)) {
      const copied = k === 'schemas' || k === 'split' ? item : copy(item, k);
      if (copied !== item) (out ??= { ...record })[k] = copied;
    }
    return out ?? record;
  };
  return copy(view) as T;
}

/** The URL of site path `to` relative to the page at site path `from`. */
export function relativeUrl(from: string, to: string): string {
  const dir = from.endsWith('/') ? from : path.posix.dirname(from);
  if (to.endsWith('/')) {
    const relative = path.posix.relative(dir, to);
    return relative ? `${relative}/` : './';
  }
  const up = path.posix.relative(dir, path.posix.dirname(to));
  return (up ? `${up}/` : '') + path.posix.basename(to);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
