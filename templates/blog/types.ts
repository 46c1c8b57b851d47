// The blog's data as the build hands it to the theme: posts, authors, tags and each blog page's
// props (templates/types.ts puts them in RouteProps). Types only.
import type { PageLink, TocEntry } from '../page-types.ts';

/** An author as Docusaurus's blog plugin has one: from the authors map (with its key) or inline. */
export interface BlogAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  /** A site path ('/img/jane.png') or a URL. */
  imageURL?: string;
  email?: string;
  description?: string;
  /** Platform → profile URL (handles already made URLs). */
  socials?: Record<string, string>;
  /** The author's page, when the authors map gives it one (`page: true`). */
  page?: { permalink: string };
}

export interface BlogTagLink {
  label: string;
  /** The tag's page: '/blog/tags/release'. */
  permalink: string;
  description?: string;
}

/** What lists and the post page show of a post besides its body. */
export interface BlogPostSummary {
  permalink: string;
  title: string;
  description?: string;
  /** ISO date-time (UTC). */
  date: string;
  /** The date in words, made at build time in UTC ('May 28, 2019'). */
  dateText: string;
  authors: BlogAuthor[];
  tags: BlogTagLink[];
  /** Minutes (fractional); absent when `showReadingTime` is off. */
  readingTime?: number;
  /** Shown only in `serve` (production builds leave drafts out). */
  draft?: boolean;
  unlisted?: boolean;
  /** The post's list item ends before its truncate marker: "Read more". */
  truncated: boolean;
  editUrl?: string;
}

/** The recent-posts sidebar (`blogSidebarCount`, `blogSidebarTitle`). */
export interface BlogSidebarData {
  title: string;
  items: { title: string; permalink: string; date: string; unlisted?: boolean }[];
}

/** Where a blog's own pages are, for the links every blog page shows. */
export interface BlogInfo {
  id: string;
  title: string;
  /** The blog's first list page. */
  basePath: string;
  tagsPath: string;
  archivePath?: string;
  authorsPath?: string;
  /** Absent for `blogSidebarCount: 0`. */
  sidebar?: BlogSidebarData;
}

export interface BlogListItem extends BlogPostSummary {
  /** The excerpt as HTML (static Markdown); '' in the browser, which reads it from the page. */
  excerptHtml?: string;
  /** Absent excerptHtml: the key of its component in the list page's module (an excerpt with components). */
  excerptKey?: string;
}

export interface BlogPagination {
  page: number;
  totalPages: number;
  totalCount: number;
  previousPage?: string;
  nextPage?: string;
}

export interface BlogPostRouteProps {
  kind: 'blogPost';
  title: string;
  description?: string;
  post: BlogPostSummary;
  toc: TocEntry[];
  /** The newer post (Docusaurus's "Newer post"), and the older one. */
  newer?: PageLink;
  older?: PageLink;
  blog: BlogInfo;
}

/** A list of posts: the blog's pages, a tag's, an author's. */
export interface BlogListRouteProps {
  kind: 'blogList';
  title: string;
  description?: string;
  items: BlogListItem[];
  pagination: BlogPagination;
  /** A tag's list (BlogTagsPostsPage). */
  tag?: BlogTagLink & { count: number };
  /** An author's list (BlogAuthorsPostsPage). */
  author?: BlogAuthor & { count: number };
  blog: BlogInfo;
}

export interface BlogTagsRouteProps {
  kind: 'blogTags';
  title: string;
  tags: (BlogTagLink & { count: number })[];
  blog: BlogInfo;
}

export interface BlogAuthorsRouteProps {
  kind: 'blogAuthors';
  title: string;
  authors: (BlogAuthor & { count: number })[];
  blog: BlogInfo;
}

export interface BlogArchiveRouteProps {
  kind: 'blogArchive';
  title: string;
  description?: string;
  years: { year: string; posts: { title: string; permalink: string; date: string; dateText: string }[] }[];
  blog: BlogInfo;
}

export type BlogRouteProps = BlogPostRouteProps | BlogListRouteProps | BlogTagsRouteProps | BlogAuthorsRouteProps | BlogArchiveRouteProps;
