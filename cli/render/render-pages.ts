// Stage: every route rendered with react-dom/server (through the server bundle) into a complete HTML
// document, written into the build's temporary output folder as it is rendered. Only each page's
// digest (links, ids, searchable text) stays in memory, so memory does not grow with page weight.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { SiteError, type Problem } from '../errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Route } from '../routes/plan-routes.ts';
import { outputFileOf } from '../routes/plan-routes.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { RouteData, SidebarEntry } from '../../templates/types.ts';
import { htmlDocument } from './html-document.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';
import { digestPage, type PageDigest } from './page-digest.ts';
import { DEFAULT_FAVICON } from '../write/copy-static.ts';

interface PageModule {
  default?: ComponentType<Record<string, unknown>>;
  sidebar?: SidebarEntry[];
  meta?: { title?: string; description?: string };
}

interface ServerBundle {
  renderRoute(data: RouteData, Page: ComponentType<Record<string, unknown>>, sidebar?: SidebarEntry[]): string;
  pages: Record<string, PageModule>;
}

export interface RenderedPage {
  route: Route;
  /** Path of the HTML file, relative to the output folder. */
  file: string;
  digest: PageDigest;
}

/** Page writes in flight: enough to keep the disk busy while the next page renders. */
const WRITES_IN_FLIGHT = 32;

export async function renderPages(params: { config: ResolvedConfig; routes: Route[]; bundled: BundleResult; outDir: string }): Promise<RenderedPage[]> {
  const { config, routes, bundled, outDir } = params;
  // Each build has its own server bundle file (bundle.ts), so this import is always fresh.
  const server = (await import(pathToFileURL(bundled.serverModule).href)) as ServerBundle;
  await fs.rm(bundled.serverModule, { force: true }); // loaded; the file is no longer needed
  const problems: Problem[] = [];
  const pages: RenderedPage[] = [];
  const writes = new Set<Promise<void>>();
  for (const route of routes) {
    let page: { route: Route; file: string; html: string };
    try {
      page = renderOne({ config, route, bundled, server });
    } catch (error) {
      problems.push(toProblem(route, error, config.configFile));
      continue;
    }
    if (problems.length) continue; // the build has failed: render on only to report every problem
    pages.push({ route: page.route, file: page.file, digest: digestPage(page.html, page.route.props) });
    const write = writePage(path.join(outDir, page.file), page.html).finally(() => writes.delete(write));
    writes.add(write);
    if (writes.size >= WRITES_IN_FLIGHT) await Promise.race(writes);
  }
  await Promise.all(writes);
  if (problems.length) throw new SiteError(problems);
  return pages;
}

async function writePage(target: string, html: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  await writeFileAtomic(target, html); // watch mode rewrites pages that are being served
}

function renderOne({ config, route, bundled, server }: { config: ResolvedConfig; route: Route; bundled: BundleResult; server: ServerBundle }): { route: Route; file: string; html: string } {
  const mod = server.pages[route.entry];
  // An empty or CommonJS-looking file gets a plain object as its default: not a component either.
  const component = mod?.default as unknown;
  if (typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new SiteError([{ file: route.sourceFile, message: 'the page module has no default export', hint: 'Add `export default function Page() { … }`.' }]);
  }
  const props = { ...route.props };
  if (props.kind === 'page' && !props.title) Object.assign(props, { title: mod.meta?.title ?? '', description: mod.meta?.description });
  const title = props.title ? `${props.title} | ${config.title}` : config.title;
  const chunk = bundled.client.chunkOf.get(route.entry)!;
  const data: RouteData = { path: route.path, title, chunk, props };
  const appHtml = server.renderRoute(data, component as ComponentType<Record<string, unknown>>, mod.sidebar);
  const html = htmlDocument({
    lang: config.i18n.localeConfigs?.[route.locale]?.htmlLang ?? route.locale,
    defaultMode: config.colorMode.defaultMode,
    title,
    description: props.kind === 'notFound' ? undefined : props.description,
    canonical: route.noindex ? undefined : new URL(route.path, config.url).href,
    favicon: config.favicon ?? DEFAULT_FAVICON,
    noindex: route.noindex,
    css: bundled.client.css,
    themeInit: bundled.client.themeInit,
    entry: bundled.client.entry,
    preloads: preloadsOf([bundled.client.entry, chunk], bundled.client.importsOf),
    appHtml,
    data,
  });
  return { route: { ...route, props }, file: outputFileOf(route.path), html };
}

/** The chunks and everything they statically import, each once, in load order. */
function preloadsOf(roots: string[], importsOf: Map<string, string[]>): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of importsOf.get(url) ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen].filter((url) => url !== roots[0]);
}

function toProblem(route: Route, error: unknown, configFile: string): Problem {
  if (error instanceof SiteError) return error.problems[0];
  const e = error as Error & { what?: string; configPath?: string };
  const cause = e.cause instanceof Error ? e.cause.message : undefined;
  if (e.configPath) {
    // A configured part of the shell (a navbar item) crashed: point at its place in site.config.ts.
    return {
      file: configFile,
      message: `${e.configPath}: the ${e.what} failed to render on ${route.path}${cause ? `: ${cause}` : ''}`,
      hint: 'Check this item of the config; rerun with --debug for the stack.',
    };
  }
  return {
    file: route.sourceFile,
    message: `rendering ${route.path} failed: ${e.message}${cause ? `: ${cause}` : ''}`,
    hint: 'A component threw during server rendering; rerun with --debug for the stack.',
  };
}
