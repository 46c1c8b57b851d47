// What the search index is made of: one document per result a reader can land on (a docs section,
// an API operation, a schema…), collected from the rendered pages in a stable order.
import type { RenderedPage } from '../render/render-pages.ts';
import { DOCS_BOOST } from '../../shared/search/search-format.ts';
import { apiDocuments } from './api-documents.ts';
import { excerptOf, type SearchDocument } from './indexed-document.ts';

/**
 * Watch mode: each page's documents, by the object they are made from (its digest, or an API
 * reference's view) and what else goes into them: a save makes documents only for pages it changed.
 */
export type DocumentsMemo = WeakMap<object, { key: string; props: object; group: string; documents: SearchDocument[] }>;

/** Watch mode: the order of the last sort of a scope's pages, by the page paths it was made for (inPathOrder). */
export interface PathOrderMemo {
  last?: { paths: string[]; order: number[] };
}

/**
 * Documents of every indexable page: pages in path order, sections in page order. `docsGroup`
 * names the group of docs and pages: 'Docs', or 'Docs 1.0' in an older version's index, so a
 * reader sees which version the results are from.
 */
export function searchDocuments(pages: RenderedPage[], options: { docsGroup?: string; memo?: DocumentsMemo } = {}): SearchDocument[] {
  return searchDocumentsByPage(pages, options).flat();
}

/** The same, one array per page (the same array while the page is unchanged, with a memo). */
export function searchDocumentsByPage(pages: RenderedPage[], { docsGroup = 'Docs', memo, order }: { docsGroup?: string; memo?: DocumentsMemo; order?: PathOrderMemo } = {}): SearchDocument[][] {
  return inPathOrder(pages.filter((page) => !page.route.noindex), order).map((page) => {
    const { props, path } = page.route;
    const source: object = props.kind === 'api' ? (props.api as object) : page.digest;
    const known = memo?.get(source);
    // The same props (a page carried over keeps its object) made the same documents.
    if (known && known.props === props && known.group === docsGroup) return known.documents;
    const key = props.kind === 'doc' ? `${docsGroup}\0${path}\0${props.title}\0${props.breadcrumbs.map((b) => b.label).join('\0')}` : `${docsGroup}\0${path}\0${props.kind}\0${'title' in props ? props.title : ''}`;
    if (known?.key === key) {
      memo!.set(source, { ...known, props, group: docsGroup });
      return known.documents;
    }
    const documents = documentsOf(page, docsGroup);
    memo?.set(source, { key, props, group: docsGroup, documents });
    return documents;
  });
}

/**
 * Pages sorted by path. Watch mode sorts the same paths on every save: the order of the last sort
 * is kept, by the page paths it was made for (compared one by one, mostly the same strings).
 */
function inPathOrder(pages: RenderedPage[], memo: PathOrderMemo | undefined): RenderedPage[] {
  const last = memo?.last;
  if (last && last.paths.length === pages.length && pages.every((page, i) => page.route.path === last.paths[i])) return last.order.map((i) => pages[i]);
  const order = [...pages.keys()].sort((a, b) => {
    const pa = pages[a].route.path;
    const pb = pages[b].route.path;
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });
  if (memo) memo.last = { paths: pages.map((page) => page.route.path), order };
  return order.map((i) => pages[i]);
}

function documentsOf(page: RenderedPage, docsGroup: string): SearchDocument[] {
  const { props, path } = page.route;
  if (props.kind === 'api') return apiDocuments({ route: path, api: props.api });
  if (props.kind === 'doc') return pageDocuments({ page, group: docsGroup, title: props.title, crumbs: props.breadcrumbs.map((b) => b.label) });
  if (props.kind === 'page') return pageDocuments({ page, group: docsGroup, title: props.title, crumbs: [] });
  // A post, in a group named by its blog; the blog's lists, tags and archive only repeat posts' text.
  if (props.kind === 'blogPost') return pageDocuments({ page, group: props.blog.title, title: props.title, crumbs: [props.blog.title] });
  // A changelog's versions, one result each, under its API's name.
  if (props.kind === 'apiChangelog') return pageDocuments({ page, group: props.changelog.apiTitle, title: props.title, crumbs: [props.changelog.apiTitle] });
  return [];
}

/** A docs or React page: the text before the first h2/h3, then one document per section. */
function pageDocuments({ page, group, title, crumbs }: { page: RenderedPage; group: string; title: string; crumbs: string[] }): SearchDocument[] {
  const { h1, sections } = page.digest.content ?? { sections: [] };
  let h2 = '';
  return sections.map((section) => {
    if (!section.id) {
      // A React page's h1 may say more than its title (the home page's hero); a doc's repeats it.
      const text = h1 && h1 !== title ? `${h1} ${section.text}` : section.text;
      return document({ url: page.route.path, group, title, crumbs, text, crumbsText: crumbs.join(' ') });
    }
    if (section.depth === 2) h2 = section.heading;
    const path = section.depth === 3 && h2 ? [title, h2] : [title];
    return document({ url: `${page.route.path}#${section.id}`, group, title: section.heading, crumbs: path, text: section.text, crumbsText: path.join(' ') });
  });
}

type DocumentParams = { url: string; group: string; title: string; crumbs: string[]; text: string; crumbsText: string };

function document({ url, group, title, crumbs, text, crumbsText }: DocumentParams): SearchDocument {
  return { url, group, title, crumbs, excerpt: excerptOf(text), boost: DOCS_BOOST, fields: { title, keywords: '', crumbs: crumbsText, text } };
}
