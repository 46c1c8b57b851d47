// Takes a plain Markdown doc's searchable text from its tree once headings have their ids
// (rehype-headings.ts): the search stage indexes it from this, cached with the compiled module.
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { treeSections } from '../page-text/tree-sections.ts';
import type { HtmlContent } from '../page-text/html-sections.ts';

export function rehypeSearchText() {
  return (tree: Root, file: VFile) => {
    const search = treeSections(tree);
    if (search) file.data.search = search;
  };
}

declare module 'vfile' {
  interface DataMap {
    search: HtmlContent;
  }
}
