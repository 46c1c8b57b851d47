// Server entry: renders one route to HTML. Paired with client.tsx, which hydrates the same tree.
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { App } from './app/App.tsx';
import { renderFailure, renderFailureContext } from './app/ErrorCauseBoundary.tsx';
import { PageHeadContext, type PageHead } from './app/page-head.ts';
import type { RouteData, SidebarEntry } from './types.ts';
import { DOC_BODY_ID } from './docs/StaticDocBody.tsx';

/**
 * `head` is filled with what the page asks for in the document head (a Docusaurus `<Layout title>`).
 * `staticBody`: a static doc's body as finished HTML (no `Page`), shown as the browser shows it.
 */
export function renderRoute(data: RouteData, Page: ComponentType<Record<string, unknown>> | undefined, sidebar?: SidebarEntry[], head?: PageHead, staticBody?: string): string {
  const staticHtml = staticBody === undefined ? undefined : { get: (id: string) => (id === DOC_BODY_ID ? staticBody : undefined) };
  try {
    return renderToString(
      <PageHeadContext.Provider value={head}>
        <App initial={{ data, Page, sidebar, staticHtml }} />
      </PageHeadContext.Provider>,
    );
  } catch (error) {
    const context = renderFailureContext();
    throw context ? renderFailure(context, error) : error;
  }
}
