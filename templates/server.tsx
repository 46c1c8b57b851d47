// Server entry: renders one route to HTML. Paired with client.tsx, which hydrates the same tree.
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { App } from './app/App.tsx';
import { renderFailure, renderFailureContext } from './app/ErrorCauseBoundary.tsx';
import { PageHeadContext, type PageHead } from './app/page-head.ts';
import type { RouteData, SidebarEntry } from './types.ts';

/** `head` is filled with what the page asks for in the document head (a Docusaurus `<Layout title>`). */
export function renderRoute(data: RouteData, Page: ComponentType<Record<string, unknown>>, sidebar?: SidebarEntry[], head?: PageHead): string {
  try {
    return renderToString(
      <PageHeadContext.Provider value={head}>
        <App initial={{ data, Page, sidebar }} />
      </PageHeadContext.Provider>,
    );
  } catch (error) {
    const context = renderFailureContext();
    throw context ? renderFailure(context, error) : error;
  }
}
