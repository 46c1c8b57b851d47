// The current path and a navigate function, for components that need them (active links, menus).
import { createContext, useContext } from 'react';
import type { RouteData, SidebarEntry } from '../types.ts';

export interface Router {
  path: string;
  route?: RouteData;
  /** The docs sidebar of the current page, if it has one. */
  sidebar?: SidebarEntry[];
  navigate(url: string): void;
}

export const RouterContext = createContext<Router>({ path: '/', navigate: () => {} });

export function useRouter(): Router {
  return useContext(RouterContext);
}

/** The current route's data (kind, props), for shell parts that depend on the page. */
export function useRouteData(): RouteData | undefined {
  return useContext(RouterContext).route;
}
