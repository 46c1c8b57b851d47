// One entry of the search index, whatever it is made from (a docs section: search-document.ts; an
// API operation or schema: api-documents.ts), and the excerpt a result shows. Apart from both
// makers, so neither imports the other for it.
import { EXCERPT_CHARS, type SearchField } from '../../shared/search/search-format.ts';

export interface SearchDocument {
  /** Page path and anchor: '/docs/intro#install', '/api-reference/#operation/reindexListings'. */
  url: string;
  /** Result group: 'Docs' or the API's title. */
  group: string;
  /** What the result shows. */
  title: string;
  crumbs: string[];
  excerpt: string;
  method?: string;
  /** Score factor (DOCS_BOOST for docs, SCHEMA_BOOST for schemas); 1 when absent. */
  boost?: number;
  /** What is indexed. */
  fields: Record<SearchField, string>;
}

/** The start of a text, cut at a word boundary. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_CHARS);
  return text.slice(0, cut > EXCERPT_CHARS / 2 ? cut : EXCERPT_CHARS) + '…';
}
