// One page: a route rendered with react-dom/server (through the server bundle) into a complete HTML
// document and its digest. Used by the render stage on the main thread, by render workers, and by
// a page rendered on request (render-preview.ts).
import { DEFAULT_FAVICON } from '../support/paths.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import { SiteError, type Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { isStaticDoc, outputFileOf, type Route } from '../routes/plan-routes.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { RouteData, RouteProps } from '../../templates/types.ts';
import type { PageHead } from '../../templates/app/page-head.ts';
import { htmlDocument } from './html-document.ts';
import { writeFileAtomic } from '../support/write-file-atomic.ts';
import { digestPage, type PageDigest } from './page-digest.ts';
import type { PageCache } from './page-cache.ts';
import { joinBase } from '../../shared/base-path.ts';
import { siteHeadTags } from './site-head.ts';
import { checkHeap, isMemoryError } from '../support/memory-guard.ts';
import type { PageModule, ServerBundle } from './server-bundle.ts';
import { feedLinks } from '../config/blog-config.ts';

export type Rendered = { props: RouteProps; html: string; digest: PageDigest };

/**
 * Renders one route into its HTML and digest. A fault of the page itself (its module throws, or has
 * no component) is a Problem; running out of memory is hubgen's (support/memory-guard.ts) and is thrown.
 */
export async function renderPage(route: Route, inputs: PageInputs, configFile: string, load: () => Promise<{ server: ServerBundle; mod: PageModule | undefined }>): Promise<{ page: Rendered } | { problem: Problem }> {
  let page: { props: RouteProps; html: string };
  try {
    const { server, mod } = await load();
    page = renderOne({ route, inputs, server, mod });
  } catch (error) {
    if (isMemoryError(error)) throw error;
    return { problem: toProblem(route, error, configFile) };
  }
  checkHeap(`rendering ${route.path}`);
  return { page: { ...page, digest: digestPage(page.html, page.props, route.search) } };
}

/** Writes a rendered page where it belongs, its HTML kept in the page cache when there is one. */
export function writeRendered({ target, key, page, cache }: { target: string; key?: string; page: Rendered; cache?: PageCache }): Promise<void> {
  return key ? cache!.storeHtml(key, target, page.html) : writePage(target, page.html);
}

export async function writePage(target: string, html: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  await writeFileAtomic(target, html); // watch mode rewrites pages that are being served
}

/** Everything a page's HTML is made from besides the server bundle's modules. */
export type PageInputs = ReturnType<typeof pageInputs>;

export function pageInputs({ config, route, bundled }: { config: ResolvedConfig; route: Route; bundled: BundleResult }) {
  // Every URL the page hands to the browser carries the site's baseUrl; files and routes do not.
  const at = (url: string) => joinBase(config.baseUrl, url);
  // A static doc has no chunk: its body is HTML in the page, its sidebar skeleton a JSON file.
  const ownChunk = isStaticDoc(route) ? undefined : bundled.client.chunkOf.get(route.entry)!;
  const chunk = ownChunk ? at(ownChunk) : '';
  const routeCss = ownChunk ? bundled.client.cssOf.get(route.entry) : undefined;
  return {
    file: outputFileOf(route.path),
    chunk,
    routeCss: routeCss ? [at(routeCss)] : undefined,
    document: {
      path: route.path,
      props: route.props,
      siteTitle: config.title,
      lang: config.i18n.localeConfigs?.[route.locale]?.htmlLang ?? route.locale,
      defaultMode: config.colorMode.defaultMode,
      canonical: route.noindex ? undefined : new URL(at(route.path), config.url).href,
      markdown: route.markdown && at(route.markdown),
      keywords: route.meta?.keywords,
      headTags: route.meta?.head,
      feeds: feedLinks(config, route.locale).map((feed) => ({ ...feed, href: at(feed.href) })),
      image: route.meta?.image && new URL(at(route.meta.image), config.url).href,
      favicon: at(config.favicon ?? DEFAULT_FAVICON),
      siteHead: siteHeadTags(config),
      noindex: route.noindex,
      css: at(bundled.client.css),
      routeCss: routeCss ? [at(routeCss)] : [],
      headScript: at(bundled.client.headScript),
      entry: at(bundled.client.entry),
      chunk,
      preloads: preloadsOf([bundled.client.entry, ...(ownChunk ? [ownChunk] : [])], bundled.client.importsOf).map(at),
      sidebarUrl: isStaticDoc(route) && route.sidebar ? at(route.sidebar.url) : undefined,
    },
  };
}
function renderOne({ route, inputs, server, mod }: { route: Route; inputs: PageInputs; server: ServerBundle; mod: PageModule | undefined }): { props: RouteProps; html: string } {
  // An empty or CommonJS-looking file gets a plain object as its default: not a component either.
  const component = mod?.default as unknown;
  const staticBody = isStaticDoc(route) && typeof mod?.html === 'string' ? mod.html : undefined;
  if (staticBody === undefined && typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new SiteError([{ file: route.sourceFile, message: 'the page module has no default export', hint: 'Add `export default function Page() { … }`.' }]);
  }
  const { document } = inputs;
  const props = { ...route.props };
  if (props.kind === 'page' && !props.title) Object.assign(props, { title: mod?.meta?.title ?? '', description: mod?.meta?.description });
  // An MDX `<head><title>` is the document title as written, as in Docusaurus.
  const ownTitle = route.meta?.head?.find((t) => t.tag === 'title')?.text;
  let title = ownTitle ?? (props.title ? `${props.title} | ${document.siteTitle}` : document.siteTitle);
  const data: RouteData = { path: route.path, title, chunk: inputs.chunk, lang: document.lang, css: inputs.routeCss, ...(document.sidebarUrl ? { sidebarUrl: document.sidebarUrl } : {}), ...(document.markdown ? { markdown: document.markdown } : {}), props };
  const head: PageHead = {};
  const Page = component as ComponentType<Record<string, unknown>> | undefined;
  let appHtml = server.renderRoute(data, staticBody === undefined ? Page : undefined, route.sidebar?.entries, head, staticBody);
  // A page that brings its own <main> (Docusaurus pages: <Layout><main>…</main></Layout>) is known
  // only once rendered: rendered again with the layout's wrapper as a <div>, so the page has one
  // main landmark. The route data says so, and the browser hydrates the same tree.
  // (Not an API reference: its descriptions are sanitised Markdown, which has no <main>; and its
  // HTML is MBs long.)
  if (props.kind !== 'api' && ownMains(appHtml) > 0) {
    data.ownMain = true;
    appHtml = server.renderRoute(data, staticBody === undefined ? Page : undefined, route.sidebar?.entries, {}, staticBody);
  }
  // A Docusaurus page names its title in <Layout title>: known only now, before the data is written.
  if (props.kind === 'page' && !props.title && head.title) {
    Object.assign(props, { title: head.title, description: props.description ?? head.description });
    title = data.title = `${head.title} | ${document.siteTitle}`;
  }
  const html = htmlDocument({
    ...document,
    title,
    description: 'description' in props ? props.description : undefined,
    appHtml,
    data,
  });
  return { props, html };
}

/**
 * <main> elements of a rendered route besides the layout's own (its text is escaped: `<main` is a tag).
 * Counted in the HTML, not reported by the app: a page's own <main> is a plain element of its JSX
 * (or an MDX page's), which React renders without the layout or any hook of hubgen's seeing it.
 */
function ownMains(appHtml: string): number {
  return (appHtml.match(/<main[\s>]/g)?.length ?? 1) - 1;
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
