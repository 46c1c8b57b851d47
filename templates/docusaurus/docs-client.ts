// `@docusaurus/plugin-content-docs/client`: the docs hooks Docusaurus documents for pages and
// swizzled components, on hubgen's own data: the current page's route (its doc's title, description,
// table of contents, edit link, previous/next), its sidebar (the skeleton with the page's open path)
// and the site's docs versions. Sidebar items are handed out in Docusaurus's shape (`type: 'link' |
// 'category' | 'html'`), so DocCardList and a site's own components read them as they did. What hubgen
// does not ship to the browser is documented where it is missing: a version's list of every doc
// (`docs` holds the current page's only) and the docs' descriptions outside the page's own sidebar.
import { createElement, Fragment, useState, type ReactNode } from 'react';
import site from 'hubgen:site-data';
import type { DocRouteProps, SidebarEntry } from '../types.ts';
import type { PropSidebarItem as DocCardItem } from '../theme-props.ts';
import { useRouter } from '../app/router-context.ts';
import { usePreferredVersion, DOCS_PLUGIN_ID } from '../hooks/usePreferredVersion.ts';

export type PropSidebarItem = DocCardItem;
export type PropSidebar = PropSidebarItem[];

/** A sidebar entry as Docusaurus hands it to the theme. */
export function toPropSidebarItem(entry: SidebarEntry): PropSidebarItem {
  if (entry.kind === 'html') return { type: 'html', value: entry.value, className: entry.className, defaultStyle: entry.defaultStyle };
  if (entry.kind === 'link') return { type: 'link', label: entry.label, href: entry.href, docId: entry.docId, className: entry.className };
  return { type: 'category', label: entry.label, href: entry.href, items: entry.items.map(toPropSidebarItem), collapsed: entry.collapsed, collapsible: entry.collapsible !== false, className: entry.className };
}

const samePath = (a: string | undefined, b: string) => a !== undefined && a.replace(/\/$/, '') === b.replace(/\/$/, '');

export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'html') return false;
  if (samePath(item.href, activePath)) return true;
  return item.type === 'category' && item.items.some((sub) => isActiveSidebarItem(sub, activePath));
}

export function isVisibleSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  return item.type === 'html' || !item.unlisted || isActiveSidebarItem(item, activePath);
}

/** What a card list shows: no HTML items, nothing unlisted. */
export function filterDocCardListItems(items: PropSidebarItem[]): PropSidebarItem[] {
  return items.filter((item) => item.type !== 'html' && !item.unlisted);
}

export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.href) return item.href;
  if (item.type === 'category') for (const sub of item.items) {
    const href = findFirstSidebarItemLink(sub);
    if (href) return href;
  }
  return undefined;
}

/** The sidebar of the current doc page (`null` on pages without one), as Docusaurus's context gives it. */
export function useDocsSidebar(): { name: string; items: PropSidebar } | null {
  const { sidebar } = useRouter();
  return sidebar ? { name: 'sidebar', items: sidebar.map(toPropSidebarItem) } : null;
}

/** The categories from the top of the sidebar down to the current page (or to a category it is the page of). */
export function useSidebarBreadcrumbs(): PropSidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const { path } = useRouter();
  return sidebar ? breadcrumbsOf(sidebar.items, path) : null;
}

function breadcrumbsOf(items: PropSidebarItem[], path: string, onlyCategories = false): PropSidebarItem[] {
  for (const item of items) {
    if (item.type === 'category' && isActiveSidebarItem(item, path)) {
      if (samePath(item.href, path)) return [item];
      return [item, ...breadcrumbsOf(item.items, path, onlyCategories)];
    }
    if (!onlyCategories && item.type === 'link' && samePath(item.href, path)) return [item];
  }
  return [];
}

/** The items of the deepest category holding the current page, else the sidebar's top level. */
export function useCurrentSidebarSiblings(): PropSidebarItem[] {
  const sidebar = useDocsSidebar();
  const { path } = useRouter();
  if (!sidebar) throw new Error('useCurrentSidebarSiblings: this page has no docs sidebar');
  const deepest = breadcrumbsOf(sidebar.items, path, true).at(-1);
  return deepest?.type === 'category' ? deepest.items : sidebar.items;
}

/** The category whose own page this is (a generated index, or a category's linked doc). */
export function useCurrentSidebarCategory(): Extract<PropSidebarItem, { type: 'category' }> {
  const sidebar = useDocsSidebar();
  const { path } = useRouter();
  const deepest = sidebar ? breadcrumbsOf(sidebar.items, path, true).at(-1) : undefined;
  if (deepest?.type !== 'category' || !samePath(deepest.href, path)) throw new Error(`useCurrentSidebarCategory: ${path} is not the page of a sidebar category`);
  return deepest;
}

function useDocProps(hook: string): DocRouteProps {
  const props = useRouter().route?.props;
  if (props?.kind !== 'doc') throw new Error(`${hook} is used outside a doc page: it has no doc to give`);
  return props;
}

/** The current doc, as Docusaurus's `useDoc()` gives it: its metadata, front matter (as hubgen kept it) and table of contents. */
export function useDoc() {
  const props = useDocProps('useDoc');
  const { path } = useRouter();
  const frontMatter = { title: props.title, description: props.description, hide_title: props.hideTitle };
  const link = (l?: { label: string; href: string }) => l && { title: l.label, permalink: l.href };
  const metadata = {
    id: props.docId, title: props.title, description: props.description ?? '', permalink: path, editUrl: props.editUrl, version: props.version, unlisted: props.unlisted,
    lastUpdatedAt: props.lastUpdate?.date ? Date.parse(props.lastUpdate.date) : undefined, lastUpdatedBy: props.lastUpdate?.author, frontMatter, tags: [], previous: link(props.previous), next: link(props.next),
  };
  return { metadata, frontMatter, contentTitle: props.hideTitle ? undefined : props.title, toc: props.toc.map((t) => ({ value: t.text, id: t.id, level: t.depth })), assets: {} };
}

/** A doc of the current version by id: hubgen knows the current page's (and no other's, in the browser). */
export function useDocById(id?: string): { id: string; title: string; description: string; sidebar?: string } | undefined {
  const props = useRouter().route?.props;
  if (!id || props?.kind !== 'doc' || props.docId !== id) return undefined;
  return { id, title: props.title, description: props.description ?? '' };
}

// ---- Versions: the site's docs versions (SiteData.docsVersions), newest first ----

interface GlobalVersion { name: string; label: string; isLast: boolean; path: string; mainDocId: string; docs: { id: string; path: string }[]; draftIds: string[] }

function versions(current?: { docId: string; path: string }): GlobalVersion[] {
  return site.docsVersions.map((v, i) => ({
    name: v.name, label: v.label, isLast: i === 0, path: v.mainHref.replace(/\/[^/]*$/, '') || '/', mainDocId: '',
    docs: current && i === 0 ? [{ id: current.docId, path: current.path }] : [], draftIds: [],
  }));
}

function pluginData() {
  const all = versions();
  return { path: all[0]?.path ?? '/docs', versions: all, breadcrumbs: true };
}

export const useAllDocsData = () => ({ [DOCS_PLUGIN_ID]: pluginData() });
export const useDocsData = (_pluginId?: string) => pluginData();
export const useVersions = (_pluginId?: string) => versions();
export const useLatestVersion = (_pluginId?: string) => versions()[0];

export function useActiveVersion(_pluginId?: string): GlobalVersion | undefined {
  const props = useRouter().route?.props;
  return props?.kind === 'doc' ? versions().find((v) => v.name === props.version) : undefined;
}

export function useActivePlugin(_options?: unknown) {
  return useRouter().route?.props.kind === 'doc' ? { pluginId: DOCS_PLUGIN_ID, pluginData: pluginData() } : undefined;
}

export function useActivePluginAndVersion(_options?: unknown) {
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion();
  return activePlugin && { activePlugin, activeVersion };
}

export function useActiveDocContext(_pluginId?: string) {
  const props = useRouter().route?.props;
  const { path } = useRouter();
  const activeVersion = useActiveVersion();
  const activeDoc = props?.kind === 'doc' ? { id: props.docId, path } : undefined;
  const alternateDocVersions = Object.fromEntries(props?.kind === 'doc' ? props.versions.map((v) => [v.name, { id: props.docId, path: v.href }]) : []);
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function useDocVersionSuggestions(_pluginId?: string) {
  const { activeDoc, alternateDocVersions } = useActiveDocContext();
  const latest = versions()[0];
  return { latestVersionSuggestion: latest, latestDocSuggestion: activeDoc && latest ? alternateDocVersions[latest.name] : undefined };
}

/** The version of the current doc, as Docusaurus's `useDocsVersion()` (metadata of the version). */
export function useDocsVersion() {
  const props = useDocProps('useDocsVersion');
  const version = versions().find((v) => v.name === props.version) ?? versions()[0];
  return { pluginId: DOCS_PLUGIN_ID, version: props.version, label: version?.label ?? props.version, isLast: version?.isLast ?? true, banner: null, badge: site.docsVersions.length > 1, noIndex: false, className: `docs-version-${props.version}`, docs: {}, docsSidebars: {} };
}

export function useDocsPreferredVersion(_pluginId?: string) {
  const [name, save] = usePreferredVersion();
  return { preferredVersion: versions().find((v) => v.name === name) ?? null, savePreferredVersionName: save };
}
export const useDocsPreferredVersionByPluginId = () => ({ [DOCS_PLUGIN_ID]: useDocsPreferredVersion().preferredVersion });

/** Search tags (Algolia's contextual search): the docs' default plugin and the page's version. */
export const getDocsVersionSearchTag = (pluginId: string, versionName: string) => `docs-${pluginId}-${versionName}`;
export function useDocsContextualSearchTags(): string[] {
  const version = useActiveVersion();
  return version ? [getDocsVersionSearchTag(DOCS_PLUGIN_ID, version.name)] : [];
}

/** The navbar's doc items resolve at build time in hubgen: these give what the page knows. */
export const useLayoutDoc = (docId: string) => useDocById(docId) ?? null;
export const useLayoutDocsSidebar = (_sidebarId: string) => useDocsSidebar() ?? { items: [] };
export const useDocRootMetadata = () => null;
export const useBreadcrumbsStructuredData = () => ({});

// Providers: hubgen's router already carries the route, its sidebar and version.
const passThrough = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
export const DocProvider = passThrough;
export const DocsSidebarProvider = passThrough;
export const DocsVersionProvider = passThrough;
export const DocsPreferredVersionContextProvider = passThrough;
export const DocSidebarItemsExpandedStateProvider = passThrough;

/** Which sibling category is expanded (Docusaurus's `autoCollapseCategories`): state of the caller's own. */
export function useDocSidebarItemsExpandedState() {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  return { expandedItem, setExpandedItem: (toggledItem: number | null) => setExpandedItem(toggledItem) };
}
