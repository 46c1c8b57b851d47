// `@docusaurus/useIsBrowser`: false on the server and in the hydration render (so the first client
// render matches the HTML), true after it; true at once in a component first rendered later (a
// page reached by the client router), as in Docusaurus. React's external-store hook does exactly
// this: it renders the server snapshot while hydrating, then the client one.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
