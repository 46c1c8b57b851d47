// What a site's own React pages import as `hubgen/link` (the bundle resolves it here, with or
// without hubgen in the site's node_modules): links and URLs that follow the site's baseUrl.
export { Link } from './mdx/components.tsx';
export { withBase } from './app/base-url.ts';
