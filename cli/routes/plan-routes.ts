// Stage: the route table. Every URL the site serves, with the module that renders it, its props and
// the file it comes from. Two sources claiming one URL is an error naming both.
import { assignMarkdownTwins } from './markdown-twin.ts';
import path from 'node:path';
import { SiteError, type Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { DEFAULT_DOCS_ID } from '../config/docs-instances.ts';
import { localePrefix, type ContentGraph, type DocSet, type DocSource } from '../content/load-content.ts';
import type { CompiledContent } from '../mdx/compile-content.ts';
import type { CompiledMdx } from '../mdx/compiled-mdx.ts';
import { frontMatterLine, type FrontMatter } from '../content/front-matter.ts';
import { flattenSidebar, type GeneratedIndex } from '../content/sidebars.ts';
import { lazySidebar } from './lazy-sidebar.ts';
import { referencePages, type ReferencePage } from '../openapi/split-reference.ts';
import { deriveViewKey } from '../openapi/api-cache.ts';
import type { ApiView } from '../../templates/api-reference/types.ts';
import { TEMPLATES_DIR } from '../support/paths.ts';
import type { DocRouteProps, PageLink, SidebarEntry, Breadcrumb } from '../../templates/types.ts';
import type { ApiRouteInput } from '../openapi/api-route-input.ts';
import { planEmbeds } from './embed-slices.ts';
import type { SiteChangelogs } from '../changelog/site-changelogs.ts';
import { changelogRoutes, changelogHrefOf } from './changelog-routes.ts';
import { pageMeta, shownToc } from './page-meta.ts';
import type { Route } from './route.ts';
import { blogRoutes } from './blog-routes.ts';
import { cacheDir } from '../support/paths.ts';

export type { ApiRouteInput } from '../openapi/api-route-input.ts';
export type { PageMeta } from './page-meta.ts';

export type { Route } from './route.ts';

export const NOT_FOUND_PATH = '/404';

/**
 * A split reference's page in another locale than the default: its links to the other pages under
 * the locale's prefix. Made once per page and prefix, and kept on the page (which referencePages
 * keeps as long as its view): route planning runs on every save of a watch session, and the render
 * stage knows a view it has seen by the object.
 */
function localisedSplit(page: ReferencePage, prefix: string): ApiView {
  const { view } = page;
  if (!view.split) return view;
  const views = (page.inLocales ??= new Map());
  if (!views.has(prefix)) {
    const split = { ...view.split, pages: view.split.pages.map((link) => ({ ...link, href: prefix + link.href })) };
    const copy = { ...view, split };
    deriveViewKey(view, copy, prefix);
    views.set(prefix, copy);
  }
  return views.get(prefix)!;
}

export function planRoutes(params: {
  config: ResolvedConfig;
  content: ContentGraph;
  compiled: CompiledContent;
  apis: ApiRouteInput[];
  /** The APIs' changelogs, once made (their routes are planned from the config alone, empty until then). */
  changelogs?: SiteChangelogs;
}): Route[] {
  const { config, content, compiled, apis } = params;
  const routes = planDocRoutes(content, compiled, config, apis);
  for (const set of content.docSets) for (const index of set.sidebars.generatedIndexes) routes.push(generatedIndexRoute({ index, set, content, config }));
  for (const page of content.pages) routes.push(pageRoute(page, compiled, apis, localePrefix(page.locale, config.i18n.defaultLocale), config.remoteApis));
  routes.push(...apiRoutes(config, apis), ...remoteApiRoutes(config), ...changelogRoutes({ config, apis, changelogs: params.changelogs }));
  routes.push(...blogRoutes({ content, compiled, cacheDir: cacheDir(config.root, 'blog'), dateLocale: (locale) => config.i18n.localeConfigs?.[locale]?.htmlLang ?? locale, configFile: config.configFile }));
  if (!routes.some((r) => r.path === NOT_FOUND_PATH)) routes.push(notFoundRoute(config));
  const unique = oneRoutePerPath(routes, config);
  assignMarkdownTwins({ routes, apis, localePrefixes: config.i18n.locales.map((locale) => localePrefix(locale, config.i18n.defaultLocale)) });
  return unique.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every doc's route; the problems of all docs at once, when there are any. */
function planDocRoutes(content: ContentGraph, compiled: CompiledContent, config: ResolvedConfig, apis: ApiRouteInput[]): Route[] {
  const routes: Route[] = [];
  const problems: Problem[] = [];
  for (const set of content.docSets) {
    for (const doc of set.docs) {
      try {
        routes.push(docRoute({ doc, set, content, compiled, config, apis }));
      } catch (error) {
        if (!(error instanceof SiteError)) throw error;
        problems.push(...error.problems);
      }
    }
  }
  if (problems.length) throw new SiteError(problems);
  return routes;
}

function pageRoute(page: ContentGraph['pages'][number], compiled: CompiledContent, apis: ApiRouteInput[], prefix: string, remote: ResolvedConfig['remoteApis']): Route {
  const mdx = compiled.get(page.file);
  const embedded = planEmbeds({ uses: mdx?.embeds ?? page.embeds, apis, remote, file: page.file, route: page.route, ownIds: mdx?.ids ?? [], prefix });
  return {
    path: page.route,
    locale: page.locale,
    module: mdx ? mdx.module : page.file,
    serverModule: mdx?.serverModule,
    entry: page.file,
    sourceFile: page.file,
    // tsx pages export `meta`; its title is read after bundling (render stage) when absent here.
    props: { kind: 'page', title: page.frontMatter.title ?? '', description: page.frontMatter.description, hideTitle: hidesTitle(page.frontMatter, mdx), toc: mdx && shownToc(page.frontMatter, mdx), ...(embedded.embeds ? { embeds: embedded.embeds } : {}) },
    ids: embedded.ids.length ? [...(mdx?.ids ?? []), ...embedded.ids] : (mdx?.ids ?? []),
    noindex: false,
    meta: pageMeta(page.frontMatter, mdx),
    ...(embedded.warnings ? { warnings: embedded.warnings } : {}),
  };
}

/** The route of each page of each API reference, in each locale. */
function apiRoutes(config: ResolvedConfig, apis: ApiRouteInput[]): Route[] {
  const routes: Route[] = [];
  const apiPage = path.join(TEMPLATES_DIR, 'api-reference', 'ApiReferencePage.tsx');
  for (const locale of config.i18n.locales) {
    const references = (current: string) => apis.map((a) => ({ title: a.title, href: localePrefix(locale, config.i18n.defaultLocale) + a.route, current: a.id === current }));
    for (const api of apis) {
      const prefix = localePrefix(locale, config.i18n.defaultLocale);
      // A reference too large for one page is split into pages (split-reference.ts), the index at its route.
      const pages: ReferencePage[] = referencePages(api)?.pages ?? [{ path: api.route, title: '', view: api.view as ApiView, anchors: api.anchors }];
      for (const [i, page] of pages.entries()) {
        routes.push({
          path: prefix + page.path,
          locale,
          module: apiPage,
          entry: apiPage,
          sourceFile: api.specFile,
          props: {
            kind: 'api',
            title: i === 0 ? api.title : `${page.title} – ${api.title}`,
            description: i === 0 ? api.description : undefined,
            apiId: api.id,
            api: prefix ? localisedSplit(page, prefix) : page.view,
            references: references(api.id),
            ...changelogHrefOf(config, api, prefix),
          },
          ids: page.anchors,
          noindex: false,
        });
      }
    }
  }
  return routes;
}

/** The page of each API given by URL, in each locale: a link to where its description is published. */
function remoteApiRoutes(config: ResolvedConfig): Route[] {
  const module = path.join(TEMPLATES_DIR, 'pages', 'RemoteApiPage.tsx');
  return config.i18n.locales.flatMap((locale) =>
    config.remoteApis.map((api) => ({
      path: localePrefix(locale, config.i18n.defaultLocale) + api.route,
      locale,
      module,
      entry: module,
      sourceFile: config.configFile,
      props: { kind: 'page' as const, title: api.title ?? api.id, remoteApi: { url: api.spec } },
      ids: [],
      noindex: true,
    })),
  );
}

function notFoundRoute(config: ResolvedConfig): Route {
  const notFound = path.join(TEMPLATES_DIR, 'pages', 'NotFoundPage.tsx');
  return {
    path: NOT_FOUND_PATH,
    locale: config.i18n.defaultLocale,
    module: notFound,
    entry: notFound,
    sourceFile: config.configFile,
    props: { kind: 'notFound', title: 'Page Not Found' },
    ids: [],
    noindex: true,
  };
}

/**
 * Watch mode: each doc's route as last planned, and what it was planned from. A save that changed
 * none of that (the doc, its compiled MDX, its sidebars, which load-content.ts keeps when unchanged,
 * the docs it links to as neighbours, the config, its versions) gets the same Route object, and the
 * render stage reuses what it worked out from it (render-pages.ts: the page's inputs and cache key).
 */
const docRoutes = new WeakMap<DocSource, { from: unknown[]; route: Route }>();

/** What a doc's route is planned from. */
interface RouteInputs {
  doc: DocSource;
  set: DocSet;
  content: ContentGraph;
  compiled: CompiledContent;
  config: ResolvedConfig;
  apis: ApiRouteInput[];
}

function docRoute(params: RouteInputs): Route {
  const known = docRoutes.get(params.doc);
  if (known) {
    // Compared as they come, into no array: a save asks this of every doc of the site.
    let i = 0;
    if (eachRouteInput(params, (input) => input === known.from[i++]) && i === known.from.length) return known.route;
  }
  const from: unknown[] = [];
  eachRouteInput(params, (input) => from.push(input) > 0);
  const route = planDocRoute(params);
  docRoutes.set(params.doc, { from, route });
  return route;
}

/**
 * Passes `take` each input of a doc's route in turn (see docRoutes) until it returns false: its
 * compiled MDX, its sidebars, the config, its doc set's base and version, its routes in the other
 * versions, its sidebar neighbours (their pagination_label) and its own pagination targets.
 */
function eachRouteInput({ doc, set, content, compiled, config, apis }: RouteInputs, take: (input: unknown) => boolean): boolean {
  const { sequence, position } = sidebarIndex(sidebarOf(doc, set).sidebar);
  const at = position.get(doc.id) ?? -1;
  const neighbour = (link: { docId?: string } | undefined) => (at >= 0 && link?.docId !== undefined ? docById(set, link.docId) : undefined);
  // The APIs only for a doc that embeds parts of them: the others' routes do not depend on them.
  const mdx = compiled.get(doc.file);
  if (!take(mdx) || !take(mdx?.embeds ? apis : undefined) || !take(set.sidebars) || !take(config) || !take(set.routeBase) || !take(set.version.name)) return false;
  if (!take(versionsKey(content, set, doc)) || !take(neighbour(sequence[at - 1])) || !take(neighbour(sequence[at + 1]))) return false;
  for (const key of ['pagination_prev', 'pagination_next'] as const) {
    const id = doc.frontMatter[key];
    if (id !== undefined && id !== null && (!take(docById(set, String(id))) || !take(docById(set, path.posix.join(doc.dir, String(id)))))) return false;
  }
  return true;
}

/** The doc's route in each version of the docs; with one version the doc and the config say it all. */
function versionsKey(content: ContentGraph, set: DocSet, doc: DocSource): string {
  let sets = 0;
  for (const other of content.docSets) if (sameInstanceAndLocale(other, set)) sets++;
  if (sets < 2) return '';
  return content.docSets
    .filter((other) => sameInstanceAndLocale(other, set))
    .map((other) => `${other.version.name}\0${other.version.label}\0${routeInVersion(other, doc.id)}`)
    .join('\n');
}

function sameInstanceAndLocale(a: DocSet, b: DocSet): boolean {
  return a.pluginId === b.pluginId && a.locale === b.locale;
}

/** A sidebar's key among the site's: its instance (the default one unnamed), locale, version and id. */
function sidebarKeyOf(set: DocSet, sidebarId: string | undefined): string {
  return `${set.pluginId === DEFAULT_DOCS_ID ? '' : `${set.pluginId}:`}${set.locale}/${set.version.name}/${sidebarId ?? ''}`;
}

/**
 * The search index a doc of this set searches and is indexed in (search-scopes.ts): the main one for
 * each instance's last version, one of its own for each other version.
 */
export function searchVersionOf(set: Pick<DocSet, 'pluginId' | 'version'>): string | undefined {
  if (set.version.last) return undefined;
  return set.pluginId === DEFAULT_DOCS_ID ? set.version.name : `${set.pluginId}-${set.version.name}`;
}

/** One empty sidebar for every doc without one: sidebarIndex remembers its work by the array. */
const NO_SIDEBAR: SidebarEntry[] = [];

function sidebarOf(doc: DocSource, set: DocSet): { sidebarId?: string; sidebar: SidebarEntry[] } {
  const sidebarId = set.sidebars.sidebarOfDoc.get(doc.id);
  return { sidebarId, sidebar: sidebarId ? set.sidebars.byId[sidebarId] : NO_SIDEBAR };
}

function planDocRoute({ doc, set, content, compiled, config, apis }: RouteInputs): Route {
  const mdx = compiled.get(doc.file)!;
  const embedded = planEmbeds({ uses: mdx.embeds, apis, remote: config.remoteApis, file: doc.file, route: doc.route, ownIds: mdx.ids, prefix: localePrefix(doc.locale, config.i18n.defaultLocale) });
  const { sidebarId, sidebar } = sidebarOf(doc, set);
  const sidebarKey = sidebarKeyOf(set, sidebarId);
  const { sequence, position } = sidebarIndex(sidebar);
  const lazy = lazySidebar(sidebar);
  const at = position.get(doc.id) ?? -1;
  // A neighbour's front matter `pagination_label` names it here, as in Docusaurus.
  const link = (l?: { label: string; href: string; docId?: string }): PageLink | undefined => (l ? { label: paginationLabel(l.docId === undefined ? undefined : docById(set, l.docId)) ?? l.label, href: l.href } : undefined);
  return {
    path: doc.route,
    locale: doc.locale,
    module: mdx.module,
    serverModule: mdx.serverModule,
    staticBody: mdx.staticBody,
    sidebar: { key: sidebarKey, entries: lazy.skeleton, url: lazy.skeletonUrl },
    // One file can serve several locales (untranslated docs), each with its own sidebar.
    entry: `${doc.file}#${sidebarKey}`,
    sourceFile: doc.file,
    props: {
      kind: 'doc',
      docId: doc.id,
      title: doc.title,
      description: doc.description,
      hideTitle: hidesTitle(doc.frontMatter, mdx),
      toc: shownToc(doc.frontMatter, mdx),
      sidebarOpen: lazy.openPathOf(doc.route),
      breadcrumbs: sidebarIndex(sidebar).crumbs.get(doc.id) ?? [],
      sidebarLabel: sidebarIndex(sidebar).labels.get(doc.id),
      previous: paginationLink(doc, 'pagination_prev', set, at > 0 ? link(sequence[at - 1]) : undefined),
      next: paginationLink(doc, 'pagination_next', set, at >= 0 ? link(sequence[at + 1]) : undefined),
      editUrl: editUrlOf(doc, set, config),
      lastUpdate: lastUpdateOf(doc),
      unlisted: doc.unlisted,
      version: set.version.name,
      versions: content.docSets
        .filter((other) => sameInstanceAndLocale(other, set))
        .map((other) => ({ name: other.version.name, label: other.version.label, href: routeInVersion(other, doc.id) })),
      ...(searchVersionOf(set) ? { searchVersion: searchVersionOf(set) } : {}),
      ...(set.pluginId !== config.docs.id ? { docsPluginId: set.pluginId } : {}),
      ...(embedded.embeds ? { embeds: embedded.embeds } : {}),
    },
    ids: embedded.ids.length ? [...mdx.ids, ...embedded.ids] : mdx.ids,
    search: mdx.search,
    noindex: doc.unlisted,
    meta: pageMeta(doc.frontMatter, mdx),
    ...(embedded.warnings ? { warnings: embedded.warnings } : {}),
  };
}

const GENERATED_INDEX_PAGE = path.join(TEMPLATES_DIR, 'docs', 'GeneratedIndexPage.tsx');

/**
 * A category's generated index (`link: { type: 'generated-index' }`), as Docusaurus makes it: a docs
 * page with the sidebar, titled by the link, listing the category's items as cards (a doc with its
 * description, a sub-category with its item count).
 */
function generatedIndexRoute({ index, set, content, config }: { index: GeneratedIndex; set: DocSet; content: ContentGraph; config: ResolvedConfig }): Route {
  const { category } = index;
  const href = category.href!;
  const sidebar = set.sidebars.byId[index.sidebarId];
  const sidebarKey = sidebarKeyOf(set, index.sidebarId);
  const lazy = lazySidebar(sidebar);
  const { sequence } = sidebarIndex(sidebar);
  const at = sequence.findIndex((l) => l.href === href);
  const docs = new Map(set.docs.map((d) => [d.id, d]));
  const items = category.items.flatMap((item) => {
    if (item.kind === 'html') return [];
    if (item.kind === 'link') return [{ label: item.label, href: item.href, description: item.docId ? docs.get(item.docId)?.description : undefined }];
    const count = item.items.filter((i) => i.kind !== 'html').length;
    const target = item.href ?? flattenSidebar(item.items)[0]?.href;
    return target ? [{ label: item.label, href: target, description: `${count} item${count === 1 ? '' : 's'}` }] : [];
  });
  return {
    path: href,
    locale: set.locale,
    module: GENERATED_INDEX_PAGE,
    sidebar: { key: sidebarKey, entries: lazy.skeleton, url: lazy.skeletonUrl },
    entry: `${GENERATED_INDEX_PAGE}#${sidebarKey}`,
    sourceFile: index.file ?? config.configFile,
    props: {
      kind: 'doc',
      docId: `category:${href}`,
      title: index.title,
      description: index.description,
      toc: [],
      sidebarOpen: lazy.openPathOf(href),
      breadcrumbs: [],
      sidebarLabel: category.label,
      previous: at > 0 ? { label: sequence[at - 1].label, href: sequence[at - 1].href } : undefined,
      next: at >= 0 && sequence[at + 1] ? { label: sequence[at + 1].label, href: sequence[at + 1].href } : undefined,
      generatedIndex: { description: index.description, items },
      unlisted: false,
      version: set.version.name,
      versions: content.docSets.filter((other) => sameInstanceAndLocale(other, set)).map((other) => ({ name: other.version.name, label: other.version.label, href: other.routeBase || '/' })),
      ...(searchVersionOf(set) ? { searchVersion: searchVersionOf(set) } : {}),
      ...(set.pluginId !== config.docs.id ? { docsPluginId: set.pluginId } : {}),
    },
    ids: [],
    noindex: false,
  };
}

/**
 * Front matter `pagination_prev` / `pagination_next`, as Docusaurus reads them: a doc id (of the
 * doc's own version and locale; also relative to its folder) replaces the sidebar neighbour, null
 * shows none. The target's `pagination_label` names it, else its sidebar label.
 */
function paginationLink(doc: DocSource, key: 'pagination_prev' | 'pagination_next', set: DocSet, neighbour: PageLink | undefined): PageLink | undefined {
  const value = doc.frontMatter[key];
  if (value === undefined) return neighbour;
  if (value === null) return undefined;
  const id = String(value);
  const target = docById(set, id) ?? docById(set, path.posix.join(doc.dir, id));
  if (!target) {
    const line = frontMatterLine(doc.file, key);
    throw new SiteError([{ file: doc.file, line, column: line && 1, message: `front matter "${key}": no doc has the id "${id}"`, hint: 'Give a doc id as in sidebars (folder/id), or null for no link.' }]);
  }
  return { label: paginationLabel(target) ?? target.sidebarLabel, href: target.route };
}

// One lookup table per docs set: every doc's pagination asks it (10,000 docs would make a scan quadratic).
const docTables = new WeakMap<DocSet, Map<string, DocSource>>();
function docById(set: DocSet, id: string): DocSource | undefined {
  let table = docTables.get(set);
  if (!table) docTables.set(set, (table = new Map(set.docs.map((d) => [d.id, d]))));
  return table.get(id);
}

function paginationLabel(doc: DocSource | undefined): string | undefined {
  const label = doc?.frontMatter.pagination_label;
  return typeof label === 'string' ? label : undefined;
}

/** `custom_edit_url` (null: none), else the instance's editUrl with the file's path from the site root appended, as Docusaurus does. */
function editUrlOf(doc: DocSource, set: DocSet, config: ResolvedConfig): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom === null) return undefined;
  if (typeof custom === 'string' && custom) return custom;
  const editUrl = config.docsInstances.find((docs) => docs.id === set.pluginId)?.editUrl;
  if (!editUrl) return undefined;
  // A docs folder beside the site ('../docs') climbs out of the edit URL's folder, as the file does.
  return new URL(path.relative(config.root, doc.file).split(path.sep).join('/'), editUrl.replace(/\/?$/, '/')).href;
}

/**
 * Front matter `last_update: { date, author }`, shown under the doc. The date is written in words
 * at build time, in UTC, so the page is the same wherever it is built.
 */
function lastUpdateOf(doc: DocSource): DocRouteProps['lastUpdate'] {
  const value = doc.frontMatter.last_update;
  if (value === undefined || value === null) return undefined;
  const fail = (message: string) => {
    const line = frontMatterLine(doc.file, 'last_update');
    return new SiteError([{ file: doc.file, line, column: line && 1, message: `front matter "last_update" ${message}`, hint: 'Write last_update: { date: 2024-03-05, author: Jane Doe } (either key may be left out).' }]);
  };
  if (typeof value !== 'object' || Array.isArray(value)) throw fail('must be a mapping with date and/or author');
  const { date, author } = value as { date?: unknown; author?: unknown };
  if (author !== undefined && typeof author !== 'string') throw fail('author must be a string');
  let dateText: string | undefined;
  if (date !== undefined) {
    const when = new Date(String(date));
    if (Number.isNaN(when.getTime())) throw fail(`date "${String(date)}" is not a date`);
    dateText = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(when);
  }
  return { ...(date !== undefined ? { date: String(date), dateText } : {}), ...(author ? { author } : {}) };
}

/** The layout's own h1 is left out when the body opens with its `# Title`, or on `hide_title: true`. */
function hidesTitle(frontMatter: FrontMatter, mdx: CompiledMdx | undefined): true | undefined {
  return mdx?.titleInBody || frontMatter.hide_title === true || undefined;
}

/** A version's main doc: the first doc of its first sidebar (what the version dropdown falls back to). */
export function mainDoc(set: DocSet): { route: string } | undefined {
  const first = Object.values(set.sidebars.byId)[0];
  const href = first ? flattenSidebar(first)[0]?.href : undefined;
  return href ? { route: href } : set.docs[0];
}

// Per doc set, computed once: every doc route asks for every version's route of its own id.
const routeIndexes = new WeakMap<DocSet, { byId: Map<string, string>; main: string }>();

/** The route of doc `id` in this set, or the set's main doc when the version has no such doc. */
function routeInVersion(set: DocSet, id: string): string {
  let index = routeIndexes.get(set);
  if (!index) {
    index = { byId: new Map(set.docs.map((d) => [d.id, d.route])), main: mainDoc(set)?.route ?? set.routeBase };
    routeIndexes.set(set, index);
  }
  return index.byId.get(id) ?? index.main;
}

// Per sidebar, computed once (a sidebar is shared by all its docs): the reading order, each doc's
// place in it, and the categories above each doc.
const sidebarIndexes = new WeakMap<
  SidebarEntry[],
  { sequence: { label: string; href: string; docId?: string }[]; position: Map<string, number>; crumbs: Map<string, Breadcrumb[]>; labels: Map<string, string> }
>();

function sidebarIndex(sidebar: SidebarEntry[]) {
  let index = sidebarIndexes.get(sidebar);
  if (!index) {
    const sequence = flattenSidebar(sidebar);
    const position = new Map<string, number>();
    sequence.forEach((link, i) => link.docId && !position.has(link.docId) && position.set(link.docId, i));
    const crumbs = new Map<string, Breadcrumb[]>();
    const labels = new Map<string, string>();
    const walk = (items: SidebarEntry[], trail: Breadcrumb[]) => {
      for (const entry of items) {
        if (entry.docId && !crumbs.has(entry.docId)) {
          crumbs.set(entry.docId, trail);
          labels.set(entry.docId, entry.label);
        }
        if (entry.kind === 'category') walk(entry.items, [...trail, { label: entry.label, href: entry.href }]);
      }
    };
    walk(sidebar, []);
    index = { sequence, position, crumbs, labels };
    sidebarIndexes.set(sidebar, index);
  }
  return index;
}

/**
 * Two pages with one path, as Docusaurus's `onDuplicateRoutes` (default 'warn'): the first planned
 * keeps it (Docusaurus's router matches the first of its routes; docs come in id order there and
 * here), the other is left out, with a warning at its file; 'throw' fails on them all at once.
 */
function oneRoutePerPath(routes: Route[], config: Pick<ResolvedConfig, 'root' | 'onDuplicateRoutes'>): Route[] {
  const policy = config.onDuplicateRoutes ?? 'warn';
  const kept = new Map<string, Route>();
  const problems: Problem[] = [];
  for (const route of routes) {
    const first = kept.get(route.path);
    if (!first) {
      kept.set(route.path, route);
      continue;
    }
    const problem: Problem = {
      file: route.sourceFile,
      line: 1,
      column: 1,
      message: `route ${route.path} is also produced by ${path.relative(config.root, first.sourceFile)}${policy === 'throw' ? '' : ': this page is left out, the first keeps the path'}`,
      hint: 'Rename one of the files or give one a different `slug` in its front matter.',
    };
    problems.push(problem);
    if (policy === 'warn' || policy === 'log') first.warnings = [...(first.warnings ?? []), problem];
  }
  if (policy === 'throw' && problems.length) throw new SiteError(problems);
  return [...kept.values()];
}

/** Output file of a route: '/' → index.html, '/a/' → a/index.html, '/a' → a.html. */
export function outputFileOf(routePath: string): string {
  if (routePath === NOT_FOUND_PATH) return '404.html';
  if (routePath.endsWith('/')) return routePath.slice(1) + 'index.html';
  return routePath.slice(1) + '.html';
}

/**
 * A doc whose MDX uses no component of its own (its compiled module imports only the JSX runtime)
 * is data: its body ships as HTML in the page and needs no chunk; the shell shows it, on first load
 * and on client navigation alike. Only docs with components get a module of their own.
 */
export function isStaticDoc(route: Route): boolean {
  return (route.props.kind === 'doc' || route.props.kind === 'blogPost') && Boolean(route.serverModule || route.staticBody);
}
