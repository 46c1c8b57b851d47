// Types of docusaurus-blogs.mjs, for the tests that import it.
export interface DocusaurusBlog {
  name: string;
  repo: string;
  commit: string;
  path: string;
  licence: string;
  options: Record<string, unknown>;
  install: string[];
  static: string[];
}
export const DOCUSAURUS_BLOGS: DocusaurusBlog[];
export function prepareDocusaurusBlog(params: { blog: DocusaurusBlog; scratch: string; mirrors?: string }): { root?: string; error?: string };
export function checkBuiltBlog(params: { root: string; outDir: string; folder?: string }): { posts: number; tagAndAuthorPages: number; problems: string[] };
