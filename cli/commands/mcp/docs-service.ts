// What the MCP server's tools do, over the site as it is now (docs-site.ts): one object per `hubgen
// mcp` process, shared by every MCP session it serves (stdio has one, HTTP one per request). What it
// works out is kept per version of the site: the page catalog, a search engine per index folder
// (the very query code of the site's search box, over the same files), the API documents.
import type { MockApiSource } from '../mock/load-mock-apis.ts';
import { loadMockApis } from '../mock/load-mock-apis.ts';
import { createSearchEngine, type SearchEngine } from '../../../shared/search/search-engine.ts';
import { MAX_RESULTS, searchFolder } from '../../../shared/search/search-format.ts';
import { searchVersionOf } from '../../routes/plan-routes.ts';
import { pageCatalog, type CatalogPage, type PageCatalog } from './page-catalog.ts';
import type { DocsSite, SiteSource } from './docs-site.ts';
import { findOperation, findSchema, listOperations, operationMarkdownOf, operationSchemas, summaryOf, type OperationSummary } from './api-catalog.ts';
import { createMockHandle, sendRequest, type LiveAccess, type RequestArguments, type RequestOutcome } from './send-request.ts';

export interface SearchResult {
  title: string;
  /** The page (and section) the result is on. */
  url: string;
  /** The Markdown twin of its page, when it has one. */
  markdown?: string;
  crumbs: string[];
  group: string;
  method?: string;
  excerpt: string;
}

export interface DocsService {
  search(params: { query: string; locale?: string; version?: string; limit?: number }): Promise<SearchResult[] | Error>;
  readPage(params: { page: string; locale?: string; version?: string }): Promise<{ page: CatalogPage; markdown: string } | Error>;
  /** Every page with a twin, for the resource list. */
  pages(): Promise<CatalogPage[]>;
  /** A page by the absolute address of its twin (a resource URI). */
  readTwin(url: string): Promise<{ page: CatalogPage; markdown: string } | undefined>;
  listApis(): Promise<Record<string, unknown>[]>;
  listOperations(params: { api?: string; tag?: string; text?: string }): Promise<OperationSummary[] | Error>;
  getOperation(params: { api?: string; operationId: string }): Promise<{ summary: OperationSummary; markdown: string; schemas: Record<string, unknown> } | Error>;
  getSchema(params: { api?: string; name: string }): Promise<{ api: string; name: string; url: string; markdown: string; schema: unknown } | Error>;
  sendRequest(params: { api?: string; operationId: string; target?: 'mock' | 'live' } & RequestArguments): Promise<RequestOutcome | Error>;
  /** The site's title and address, for the server's instructions. */
  describe(): Promise<{ title: string; url: string }>;
  close(): Promise<void>;
}

/** What is worked out once per version of the site. */
interface Derived {
  catalog: PageCatalog;
  engines: Map<string, SearchEngine>;
}

export function createDocsService({ source, live }: { source: SiteSource; live: LiveAccess }): DocsService {
  const derived = new WeakMap<DocsSite, Derived>();
  const documents = new WeakMap<object, Promise<MockApiSource[]>>();
  const mock = createMockHandle();
  const now = async () => {
    const docs = await source.current();
    let known = derived.get(docs);
    if (!known) derived.set(docs, (known = { catalog: pageCatalog(docs.site), engines: new Map() }));
    return { docs, ...known };
  };
  /** The API documents, loaded once for each set of API inputs (a save of a document in watch mode makes a new one). */
  const apis = async () => {
    const { docs } = await now();
    let loaded = documents.get(docs.site.apis);
    if (!loaded) documents.set(docs.site.apis, (loaded = docs.site.config.apis.length ? loadMockApis({ config: docs.site.config }) : Promise.resolve([])));
    return loaded;
  };
  return {
    search: async (params) => searchSite(await now(), params),
    async readPage(params) {
      const { docs, catalog } = await now();
      const page = catalog.find(params);
      if (page instanceof Error) return page;
      const markdown = await docs.read(page.markdown);
      return markdown === undefined ? new Error(`${page.url}: its Markdown file ${page.markdown} is not in the built site; rebuild it`) : { page, markdown };
    },
    pages: async () => (await now()).catalog.pages,
    async readTwin(url) {
      const { docs, catalog } = await now();
      const page = catalog.pages.find((p) => p.markdownUrl === url);
      const markdown = page && (await docs.read(page.markdown));
      return page && markdown !== undefined ? { page, markdown } : undefined;
    },
    async listApis() {
      const { docs, catalog } = await now();
      const documents = await apis();
      return docs.site.apis.map((api) => {
        const document = documents.find((d) => d.id === api.id)?.document;
        return { id: api.id, title: api.title, description: api.markdown.summary ?? api.description, url: catalog.absolute(api.route), markdown: api.markdown.overview ? catalog.absolute(api.markdown.overview.path) : undefined, version: document?.version, operations: api.operationCount, schemas: api.schemaCount, tags: document?.tags.filter((t) => t.operationIds.length).map((t) => t.name) ?? [] };
      });
    },
    async listOperations(params) {
      const { catalog } = await now();
      const found = listOperations({ apis: await apis(), ...params });
      return found instanceof Error ? found : found.map((ref) => summaryOf(ref, catalog.absolute));
    },
    async getOperation(params) {
      const { catalog } = await now();
      const ref = findOperation({ apis: await apis(), ...params });
      return ref instanceof Error ? ref : { summary: summaryOf(ref, catalog.absolute), markdown: operationMarkdownOf(ref), schemas: operationSchemas(ref) };
    },
    async getSchema(params) {
      const { catalog } = await now();
      return findSchema({ apis: await apis(), ...params, absolute: catalog.absolute });
    },
    async sendRequest({ api, operationId, target = 'mock', ...args }) {
      const all = await apis();
      const ref = findOperation({ apis: all, api, operationId });
      if (ref instanceof Error) return ref;
      return sendRequest({ apis: all, api: ref.api, op: ref.op, args, target, mock, live });
    },
    async describe() {
      const { docs, catalog } = await now();
      return { title: docs.site.config.title, url: catalog.absolute('/') };
    },
    async close() {
      await mock.close();
      await source.close();
    },
  };
}

/** The site's own search (the search box's engine over the same index files), each hit with its page's twin. */
async function searchSite({ docs, catalog, engines }: { docs: DocsSite } & Derived, { query, locale, version, limit = MAX_RESULTS }: { query: string; locale?: string; version?: string; limit?: number }): Promise<SearchResult[] | Error> {
  const folder = searchFolderOf(docs, { locale, version });
  if (folder instanceof Error) return folder;
  let engine = engines.get(folder);
  if (!engine) {
    const load = async (file: string) => (await docs.read(`/${folder}/${file}`)) ?? Promise.reject(new Error(`the search index has no ${folder}/${file}: rebuild the site`));
    engines.set(folder, (engine = createSearchEngine({ load })));
  }
  const hits = await engine.search(query);
  return hits.slice(0, limit).map((hit) => {
    const page = catalog.find({ page: hit.url.replace(/#.*$/, '') });
    return { title: hit.title, url: catalog.absolute(hit.url), ...(page instanceof Error ? {} : { markdown: page.markdownUrl }), crumbs: hit.crumbs, group: hit.group, ...(hit.method ? { method: hit.method } : {}), excerpt: hit.excerpt };
  });
}

/** The index a locale and docs version search ('search', 'fr/search', 'search-1.0'), as the search box picks it. */
function searchFolderOf(docs: DocsSite, { locale, version }: { locale?: string; version?: string }): string | Error {
  const { config, content } = docs.site;
  const defaultLocale = config.i18n.defaultLocale;
  if (locale !== undefined && !config.i18n.locales.includes(locale)) return new Error(`no locale "${locale}": the site's locales are ${config.i18n.locales.join(', ')}`);
  // A version as the search box scopes it (plan-routes.ts searchVersionOf): the last version of an
  // instance is in the locale's main index, each other in its own; another instance's are prefixed by its id.
  const scopes = new Map<string, string | undefined>();
  for (const set of content.docSets) {
    if (set.locale === defaultLocale) scopes.set(set.pluginId === content.main.pluginId ? set.version.name : `${set.pluginId}-${set.version.name}`, searchVersionOf(set));
  }
  if (version !== undefined && !scopes.has(version)) return new Error(`no docs version "${version}": the site's versions are ${[...scopes.keys()].join(', ')}`);
  return searchFolder({ locale: locale ?? defaultLocale, defaultLocale, olderVersion: version === undefined ? undefined : scopes.get(version) });
}
