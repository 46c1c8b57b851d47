// Server entry: renders one route to HTML. Paired with client.tsx, which hydrates the same tree.
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { App } from './app/App.tsx';
import { renderFailure, renderFailureContext } from './app/ErrorCauseBoundary.tsx';
import type { RouteData, SidebarEntry } from './types.ts';

export function renderRoute(data: RouteData, Page: ComponentType<Record<string, unknown>>, sidebar?: SidebarEntry[]): string {
  try {
    return renderToString(<App initial={{ data, Page, sidebar }} />);
  } catch (error) {
    const context = renderFailureContext();
    throw context ? renderFailure(context, error) : error;
  }
}
