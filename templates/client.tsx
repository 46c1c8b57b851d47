// Client entry. Differs from server.tsx in exactly this: it reads the route data the server left in
// the page, imports the route's chunk (already modulepreloaded; a static doc has none and fetches
// only its sidebar skeleton), and hydrates instead of rendering.
// Recoverable hydration errors are reported, never silent.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { importRoute } from './app/route-loader.ts';
import { ROOT_ID, ROUTE_DATA_ID } from '../shared/constants.ts';
import { collectStaticHtml } from './app/StaticHtml.tsx';
import type { RouteData } from './types.ts';
// The site's clientModules (Docusaurus's): run in the browser before the page hydrates.
import 'hubgen:client-modules';

async function start() {
  // The head script adds this module once the first content is painted (load-after-paint.ts): on a
  // very large page that is before the parser has reached the route data at the end of <body>.
  if (document.readyState === 'loading') await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  // A direct child of <body>: page content lives inside the root element, so no heading or other
  // element of a page (whatever ids its text produces) can stand in for the data.
  const data = JSON.parse(document.querySelector(`body > script#${ROUTE_DATA_ID}`)!.textContent!) as RouteData;
  const staticHtml = collectStaticHtml(document);
  const loaded = await importRoute(data);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: an API reference has thousands of elements to hydrate, and one
  // long task would delay any input the reader gives meanwhile (total blocking time).
  startTransition(() => {
    hydrateRoot(document.getElementById(ROOT_ID)!, <App initial={{ data, staticHtml, ...loaded }} />, {
      onRecoverableError(error) {
        console.error('[hubgen] hydration error', error);
      },
    });
  });
}

start().catch((error) => {
  console.error('[hubgen] the page could not start', error);
});
