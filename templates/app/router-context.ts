// The current path and a navigate function, for components that need them (active links, menus).
import { createContext, useContext } from 'react';

export interface Router {
  path: string;
  navigate(url: string): void;
}

export const RouterContext = createContext<Router>({ path: '/', navigate: () => {} });

export function useRouter(): Router {
  return useContext(RouterContext);
}
