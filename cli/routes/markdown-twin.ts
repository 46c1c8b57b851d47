// Which pages have a Markdown twin, and where: a doc, a Markdown page and an API reference each have
// a `.md` file beside their HTML, and so do a blog post and an API changelog (/docs/intro → /docs/intro.md, /api-reference/ →
// /api-reference/index.md, the reference's overview; a split reference's first page of a tag → that
// tag's twin). A React page and the not-found page have none. The route table records it
// (Route.markdown); the render stage links it from the page's head and page menu, the write stage
// writes it, `serve` answers `Accept: text/markdown` with it and `hubgen mcp` reads it.
import type { ApiRouteInput } from '../openapi/api-route-input.ts';
import type { RouteProps } from '../../templates/types.ts';

/** '/docs/intro' → '/docs/intro.md', '/api-reference/' → '/api-reference/index.md'. */
export function twinPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** What a route is here (plan-routes.ts's Route, without importing it: that module calls this one). */
interface TwinRoute {
  path: string;
  sourceFile: string;
  props: RouteProps;
  markdown?: string;
}

/**
 * Sets `markdown` on each route that has a twin. An API reference is the same in every locale: its
 * pages in another locale link the default locale's twin. `localePrefixes`: '' and '/fr' ….
 */
export function assignMarkdownTwins({ routes, apis, localePrefixes }: { routes: TwinRoute[]; apis: ApiRouteInput[]; localePrefixes: string[] }): void {
  const apiTwins = new Map(apis.map((api) => [api.id, { route: api.route, tags: new Set(api.markdown.twins.map((twin) => twin.path)) }]));
  for (const route of routes) {
    const { props } = route;
    if (props.kind === 'doc' || props.kind === 'blogPost' || props.kind === 'apiChangelog' || (props.kind === 'page' && /\.mdx?$/i.test(route.sourceFile))) route.markdown = twinPathOf(route.path);
    if (props.kind !== 'api') continue;
    const api = apiTwins.get(props.apiId);
    const prefix = localePrefixes.find((p) => p && route.path.startsWith(p + '/')) ?? '';
    const own = route.path.slice(prefix.length);
    if (api && own === api.route) route.markdown = twinPathOf(api.route);
    else if (api?.tags.has(twinPathOf(own))) route.markdown = twinPathOf(own);
  }
}
