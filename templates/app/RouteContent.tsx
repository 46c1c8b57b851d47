// Picks the page layout for a route's kind and renders the route's own module inside it.
import type { LoadedRoute } from './route-loader.ts';
import { DocPage } from '../docs/DocPage.tsx';
import { MdxPage } from '../pages/MdxPage.tsx';
import { mdxComponents } from '../mdx/page-components.ts';
import { StaticHtmlContext, type StaticHtmlBlocks } from './StaticHtml.tsx';
import { StaticDocBody } from '../docs/StaticDocBody.tsx';
import { BlogPostPage } from '../blog/BlogPostPage.tsx';

export function RouteContent({ route }: { route: LoadedRoute }) {
  return (
    <StaticHtmlContext.Provider value={route.staticHtml ?? NO_BLOCKS}>
      <RoutePage route={route} />
    </StaticHtmlContext.Provider>
  );
}

const NO_BLOCKS: StaticHtmlBlocks = new Map<string, string>();

function RoutePage({ route }: { route: LoadedRoute }) {
  const { props } = route.data;
  const Page = route.Page!; // only a static doc has none
  switch (props.kind) {
    case 'doc':
      // A static doc (no chunk): the server renders its MDX into the block the browser keeps.
      return (
        <DocPage props={props}>
          {route.data.chunk ? <Page components={mdxComponents} /> : <StaticDocBody>{route.Page ? <Page components={mdxComponents} /> : undefined}</StaticDocBody>}
        </DocPage>
      );
    case 'blogPost':
      // As a doc: a static post's body is HTML in the page, a post with components has its module.
      return (
        <BlogPostPage props={props}>
          {route.data.chunk ? <Page components={mdxComponents} /> : <StaticDocBody>{route.Page ? <Page components={mdxComponents} /> : undefined}</StaticDocBody>}
        </BlogPostPage>
      );
    case 'page':
      // MDX pages carry a table of contents; React pages lay themselves out.
      return props.toc ? (
        <MdxPage props={props}>
          <Page components={mdxComponents} />
        </MdxPage>
      ) : (
        <Page />
      );
    default:
      return <Page {...props} />;
  }
}
