// Small types every kind of page uses (docs, pages, blog posts), apart so each kind's types can import them.

export interface TocEntry {
  depth: 2 | 3 | 4 | 5 | 6;
  id: string;
  text: string;
}

export interface PageLink {
  label: string;
  href: string;
}
