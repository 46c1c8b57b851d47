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
// The rule: a reference is split when it has more than SPLIT_FROM_OPERATIONS operations (webhooks
// included), or when its view (all its HTML included) is over SPLIT_FROM_VIEW_BYTES. One page of 700
// operations stays within the budgets of issue #31 (1 MB of gzip HTML, 20,000 elements at load):
// DigitalOcean's 660 operations load with 17,000 elements and 985 kB; AWS EC2's 1,188 with 38,643
// and 2.6 MB. Pages are then cut so that each stays well within them (PAGE_OPERATIONS, PAGE_BYTES).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ApiView, OperationView, ReferencePageLink, SchemaView, SplitOperation, SplitView, TagView } from '../../templates/api-reference/types.ts';
import { WEBHOOKS_ANCHOR, schemaAnchor } from '../../shared/api-anchors.ts';
import { codeFilesOf } from './code-files.ts';
import { ASSETS_DIR } from '../support/paths.ts';
import { deriveViewKey } from './api-cache.ts';

export const SPLIT_FROM_OPERATIONS = 700;
export const SPLIT_FROM_VIEW_BYTES = 12_000_000;
/** At most this many operations on one page of a split reference (about 20 elements each at load). */
const PAGE_OPERATIONS = 200;
/** At most this much view (JSON, HTML included) on one page; one item over it still gets a page. */
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

/** Whether the reference is split (see the rule above). `viewBytes` when already measured. */
export function splitsReference(view: ApiView): boolean {
  return operationCount(view) > SPLIT_FROM_OPERATIONS || viewBytesOver(view, SPLIT_FROM_VIEW_BYTES);
}

/** Whether the view's JSON is longer than `limit`, measured a part at a time (never one string of it all). */
function viewBytesOver(view: ApiView, limit: number): boolean {
  let bytes = JSON.stringify({ ...view, tags: [], webhooks: [], schemas: {} }).length;
  const parts = [...view.tags.flatMap((tag) => tag.operations), ...(view.webhooks ?? []), ...Object.values(view.schemas)];
  for (const part of parts) if ((bytes += JSON.stringify(part).length) > limit) return true;
  return false;
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
  const pages = plans.map((plan, current): ReferencePage => {
    const split: SplitView = { pages: links, current, operationsUrl, pageOperationsUrl, schemaPages, schemaSections: plan.schemas };
    const roots = [...plan.tags.flatMap((tag) => tag.operations), ...(plan.webhooks ?? [])];
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
    const code = codeFilesOf(pageView).urls;
    if (Object.keys(code).length) pageView.codeFiles = code;
    else delete pageView.codeFiles;
    const own = anchorsOf[current]!;
    // Tags are shown (a section) on every page of their operations; the anchor map sends a link to the first.
    for (const tag of plan.tags) if (!own.includes(tag.anchor)) own.push(tag.anchor);
    const relinked = relinkView(pageView, pageOf, links, current);
    relinked.schemas = index.schemasFor(roots, plan.schemas, current);
    return { path: plan.link.href, title: plan.link.title, view: relinked, anchors: own };
  });
  return { pages, files };
}

function planPages(view: ApiView, route: string, folder: string): PagePlan[] {
  const plans: PagePlan[] = [];
  // Tags of prose alone stay on the index, with the introduction.
  const prose = view.tags.filter((tag) => tag.operations.length === 0);
  plans.push({ link: { href: route, title: 'Introduction', kind: 'index', tags: [], operations: 0 }, tags: prose, schemas: [], intro: true });
  const tagged = view.tags.filter((tag) => tag.operations.length > 0);
  const slugs = tagSlugs(tagged.map((tag) => tag.name));
  tagged.forEach((tag, t) => {
    const parts = chunks(tag.operations, PAGE_OPERATIONS, (op) => JSON.stringify(op).length);
    parts.forEach((operations, p) => {
      const title = parts.length > 1 ? `${tag.name} (${p + 1} of ${parts.length})` : tag.name;
      const href = `${folder}tag/${slugs[t]}${p ? `/${p + 1}` : ''}`;
      plans.push({ link: { href, title, kind: 'tag', tags: [tag.anchor], operations: operations.length }, tags: [{ ...tag, operations }], schemas: [] });
    });
  });
  if (view.webhooks?.length) {
    const parts = chunks(view.webhooks, PAGE_OPERATIONS, (op) => JSON.stringify(op).length);
    parts.forEach((webhooks, p) => {
      const title = parts.length > 1 ? `Webhooks (${p + 1} of ${parts.length})` : 'Webhooks';
      plans.push({ link: { href: `${folder}webhooks${p ? `/${p + 1}` : ''}`, title, kind: 'webhooks', tags: [WEBHOOKS_ANCHOR], operations: webhooks.length }, tags: [], webhooks, schemas: [] });
    });
  }
  const names = Object.keys(view.schemas).sort();
  const parts = chunks(names, PAGE_SCHEMAS, (name) => JSON.stringify(view.schemas[name]).length);
  parts.forEach((schemas, p) => {
    const title = parts.length > 1 ? `Schemas ${schemas[0]} – ${schemas.at(-1)}` : 'Schemas';
    plans.push({ link: { href: `${folder}schemas${p ? `/${p + 1}` : ''}`, title, kind: 'schemas', tags: [], operations: 0 }, tags: [], schemas });
  });
  return plans;
}

/** Consecutive runs of at most `count` items and PAGE_BYTES of weight. */
function chunks<T>(items: T[], count: number, weight: (item: T) => number): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const w = weight(item);
    if (run.length && (run.length >= count || bytes + w > PAGE_BYTES)) {
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
    if (key === 'discriminator') for (const { schema } of (item as { mapping: { schema: string }[] }).mapping) found(schema, false);
    else if (key === 'composition') {
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
