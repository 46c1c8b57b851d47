// What the routes ask of a bundle: which entries the client and the server bundles have, which
// author's file each compiled module stands for (for errors), and the keys that tell one bundle's
// inputs from another's when none of them is a file esbuild reads.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { TEMPLATES_DIR } from '../support/paths.ts';
import { isStaticDoc, type Route } from '../routes/plan-routes.ts';
import { markdownKey, type MarkdownOptions } from '../mdx/site-plugins.ts';

export interface BundlePlan {
  /** Route entry → the module its entry file re-exports: every route but static docs. */
  modules: Map<string, string>;
  /** Route entry → its docs sidebar. */
  sidebarOf: Map<string, NonNullable<Route['sidebar']>>;
  /** The client's route entries, sorted. */
  entries: string[];
  /** The server bundle's route entries, sorted. */
  serverEntries: string[];
  /** Compiled module or entry file → the author's file, where errors inside it are reported. */
  sourceOf: Map<string, string>;
  /** The routes' paths and sources (a Markdown partial's links follow the docs' paths). */
  routesKey: string;
  /** Partials are compiled inside esbuild, from no file of its inputs: their options are part of the key. */
  markdownKey: string;
  /** Which theme components the site overrides: a new src/theme/ file is no input of the last bundle. */
  overridesKey: string;
}

/** `overrides`: the site's theme overrides (cli/content/theme-overrides.ts); `entryFile`: a route entry's file (entry-files.ts). */
export function planBundle({ routes, markdown, overrides, entryFile }: { routes: Route[]; markdown?: MarkdownOptions; overrides: Map<string, string>; entryFile: (entry: string) => string }): BundlePlan {
  const modules = new Map(routes.filter((r) => !isStaticDoc(r)).map((r) => [r.entry, r.module]));
  return {
    modules,
    // A docs sidebar's skeleton is a module of its own, loaded once for all its pages.
    sidebarOf: new Map(routes.filter((r) => r.sidebar).map((r) => [r.entry, r.sidebar!])),
    entries: [...modules.keys()].sort(),
    // Pages the render stage imports or reads directly (plain MDX) stay out of the server bundle.
    serverEntries: [...new Set(routes.filter((r) => !r.serverModule && !r.staticBody).map((r) => r.entry))].sort(),
    // Errors inside a compiled module or a route's entry file are reported on the author's file.
    sourceOf: new Map(routes.flatMap((r) => [[r.module, r.sourceFile], [entryFile(r.entry), r.sourceFile]])),
    routesKey: routes.map((r) => `${r.path}\0${r.sourceFile}`).join('\n'),
    markdownKey: `markdown:${markdownKey(markdown)}`,
    overridesKey: JSON.stringify([...overrides]),
  };
}

/**
 * A route chunk's name: its file's base name and a hash of its source path (relative to the site,
 * or to the theme for hubgen's own pages, so the name is the same on every machine). Never an
 * index: adding a doc must rename no other chunk, or every "immutable" URL of the site changes.
 * esbuild appends the content hash.
 */
export function chunkName(entry: string, root: string): string {
  const [file, key = ''] = entry.split('#');
  const stable = file.startsWith(TEMPLATES_DIR + path.sep) ? `hubgen:${path.relative(TEMPLATES_DIR, file)}` : path.relative(root, file);
  const id = createHash('sha1').update(stable.split(path.sep).join('/')).update('#' + key).digest('hex').slice(0, 8);
  const base = path.basename(file).replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_-]/g, '');
  return `${base || 'route'}-${id}`;
}
