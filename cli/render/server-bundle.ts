// The server bundle (CommonJS, made by the bundle stage): the theme's renderRoute and the page
// modules in it. Loaded by whoever renders: the render stage, a render worker, a page rendered on
// request (render-preview.ts). Each keeps the bundle it loaded in a ServerBundles of its own.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { RouteData, SidebarEntry } from '../../templates/types.ts';
import type { PageHead } from '../../templates/app/page-head.ts';
import type { Route } from '../routes/plan-routes.ts';
import { readStaticBody } from '../mdx/mdx-cache.ts';

export interface PageModule {
  default?: ComponentType<Record<string, unknown>>;
  /** A static doc's body as finished HTML, instead of a component (mdx/rehype-static-body.ts). */
  html?: string;
  meta?: { title?: string; description?: string };
}

export interface ServerBundle {
  renderRoute(data: RouteData, Page: ComponentType<Record<string, unknown>> | undefined, sidebar?: SidebarEntry[], head?: PageHead, staticBody?: string): string;
  pages: Record<string, PageModule>;
}

/**
 * The last server bundle loaded, owned by its caller (a pipeline, for all of its runs; a render
 * worker): watch mode's saves of docs reuse it rather than load it again, and a start served early
 * loads it before the render stage removes its file (commands/serve/page-preview.ts).
 */
export interface ServerBundles {
  load(file: string, hash: string): ServerBundle;
}

export function createServerBundles(): ServerBundles {
  let loaded: { hash: string; bundle: ServerBundle } | undefined;
  return {
    load(file, hash) {
      if (loaded?.hash === hash) return loaded.bundle;
      loaded = { hash, bundle: requireServerBundle(file) };
      return loaded.bundle;
    },
  };
}

/** The server bundle, and the route's module in it, beside it (a directly imported page), or in the MDX cache (a static doc). */
export async function loadPage(route: Route, server: ServerBundle): Promise<{ server: ServerBundle; mod: PageModule | undefined }> {
  const mod = route.staticBody ? staticBodyModule(route.staticBody) : route.serverModule ? await importPageModule(route.serverModule) : server.pages[route.entry];
  return { server, mod };
}

/** A page module imported directly (route.serverModule): not part of the server bundle. */
export function importPageModule(file: string): Promise<PageModule> {
  return import(pathToFileURL(file).href) as Promise<PageModule>;
}

/** A static doc's body, read from the MDX cache, in place of a module (mdx-cache.ts). */
export function staticBodyModule(file: string): PageModule {
  return { html: readStaticBody(file) };
}

const requireHere = createRequire(import.meta.url);

/**
 * Loads a server bundle (CommonJS). The bundle is dropped from the require cache: watch mode loads
 * a new one per rebuild.
 *
 * NODE_ENV is set to 'production' for the length of the require, then put back as it was: React,
 * which the bundle requires from hubgen's installation, picks its production or development build
 * from NODE_ENV when first required, and the pages must be rendered by the production build
 * whatever the author's shell says. There is no other way to choose (React reads nothing else), so
 * the process-wide variable is flipped here, synchronously, where nothing else can observe it.
 */
function requireServerBundle(file: string): ServerBundle {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return requireHere(file) as ServerBundle;
  } finally {
    delete requireHere.cache[file];
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
