// Names the build and the browser must agree on. Plain constants, no Node and no React:
// cli/ and templates/ both import them.
export const ROOT_ID = '__hubgen';
export const ROUTE_DATA_ID = '__hubgen_data';
/**
 * The id of the element the layout puts a route's content in (templates/layout/Layout.tsx): the
 * skip link's target, and where the build reads a page's searchable text from
 * (cli/page-text/html-sections.ts).
 */
export const MAIN_ID = '__main';
/** The MDX component a highlighted code block compiles to (cli/mdx/rehype-static-code.ts). */
export const STATIC_CODE_COMPONENT = 'HubgenStaticCode';
/** The MDX component a plain paragraph or list compiles to (templates/app/StaticHtml.tsx). */
export const STATIC_HTML_COMPONENT = 'HubgenStaticHtml';
/** Defined false in the client bundle (cli/bundle/bundle.ts); undefined, on the server, means true. */
export const SERVER_FLAG = '__HUBGEN_SERVER__';
/** The sample language tabs show first (templates/mdx/components.tsx CodeTabs, cli/mdx/rehype-static-body.ts). */
export const DEFAULT_SAMPLE_LANGUAGE = 'JavaScript';
/** The accessible names of a tabbed sample's tab list and of a code block's copy button. */
export const SAMPLE_LANGUAGE_LABEL = 'Sample language';
export const COPY_CODE_LABEL = 'Copy code to clipboard';
/**
 * The element a blog post's body is rendered in on its page (templates/blog/BlogPostPage.tsx), as
 * Docusaurus names it: the write stage reads each post's body from there for its feeds.
 */
export const BLOG_POST_CONTAINER_ID = '__blog-post-container';
