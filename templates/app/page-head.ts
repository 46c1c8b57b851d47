// What a page asks for in the document head while it renders: Docusaurus pages give their title
// and description as props of `<Layout>`, known only once the page renders. The server passes a
// PageHead to fill and writes the document after the page; in the browser there is none (the
// route data already carries what the server collected).
import { createContext, useContext } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
}

export const PageHeadContext = createContext<PageHead | undefined>(undefined);

/** Records head values during a server render; the first value given wins (an outer Layout's). */
export function usePageHead(values: PageHead): void {
  const head = useContext(PageHeadContext);
  if (!head) return;
  if (values.title && head.title === undefined) head.title = values.title;
  if (values.description && head.description === undefined) head.description = values.description;
}
