// The cheap front of the pipeline, shared by build, check and watch: config, content, OpenAPI,
// MDX, routes. Kept apart from build.ts so `hubgen check` never loads the bundler or renderer.
import path from 'node:path';
import { docsSources } from '../config/docs-instances.ts';
import type { Logger } from '../support/log.ts';
import { cacheDir } from '../support/paths.ts';
import type { EnvOptions } from '../support/env-options.ts';
import { resolveSitePlugins, type MarkdownOptions } from '../mdx/site-plugins.ts';
import { loadConfig, type ResolvedConfig } from '../config/load-config.ts';
import { loadContent, type ContentGraph } from '../content/load-content.ts';
import { unknownFrontMatter } from '../content/front-matter.ts';
import { findThemeOverrides, type ThemeOverrides } from '../content/theme-overrides.ts';
import { loadSiteApis, type SiteApis } from '../openapi/site-apis.ts';
import { compileContent, type CompiledContent } from '../mdx/compile-content.ts';
import { createLinkTableMemo, type LinkTableMemo } from '../mdx/link-table.ts';
import { planRoutes, type Route, type ApiRouteInput } from '../routes/plan-routes.ts';
import { loadChangelogs, type SiteChangelogs } from '../changelog/site-changelogs.ts';

export interface SiteModel {
  config: ResolvedConfig;
  content: ContentGraph;
  apis: ApiRouteInput[];
  compiled: CompiledContent;
  routes: Route[];
  apiFiles: string[];
  /** The site's Markdown options as resolved for this run (its plugins' files read). */
  markdown: MarkdownOptions;
  /** The changelog of each API that has one (apis[].changelog). */
  changelogs: SiteChangelogs;
}

/**
 * The cheap stages shared by build, check and watch: config, content, OpenAPI, MDX, routes.
 * Given the previous model and the files that changed (watch mode), stages whose inputs did not
 * change are reused rather than rerun.
 */
/**
 * The routes as they will be but for the API references' contents (their entries, modules and source
 * files are known from the config alone), given while the OpenAPI documents are still being read.
 */
export interface RoutesBeforeApis {
  config: ResolvedConfig;
  content: ContentGraph;
  routes: Route[];
  markdown: MarkdownOptions;
}

/**
 * `beforeApis`: called with the routes once the MDX is compiled, while the OpenAPI documents are
 * still read on their workers (a build starts bundling then). Not called when the routes cannot be
 * planned yet (the routes stage reports why) or the site has no API.
 * `whileCompiling`: called once the MDX compile has started (this thread then mostly waits).
 */
export async function loadSite(params: {
  root: string;
  logger: Logger;
  envOptions: EnvOptions;
  previous?: SiteModel;
  changed?: Set<string>;
  beforeApis?: (front: RoutesBeforeApis) => void;
  whileCompiling?: () => void;
  /** The pipeline's memo of link tables, kept from run to run (none: one of this run's own). */
  links?: LinkTableMemo;
  /** `serve`: content as the author previews it (blog drafts shown); a build and `check` leave drafts out. */
  dev?: boolean;
}): Promise<SiteModel> {
  const { root, logger, envOptions, previous, changed } = params;
  const touched = (test: (file: string) => boolean) => !previous || !changed || [...changed].some(test);
  const configChanged = touched((f) => previous!.config.configDependencies.includes(f) || f === previous!.config.configFile);
  const config = configChanged ? await logger.stage('config', () => loadConfig({ root })) : previous!.config;
  const under = (dir: string) => (f: string) => f.startsWith(dir + path.sep);
  const docs = docsSources(config.docsInstances);
  // A blog's folder, and Docusaurus's i18n/ where its translations may be (blog-config.ts).
  const contentDirs = [...docs.folders, config.pages.path, path.join(root, 'content'), ...config.blogs.map((b) => b.path), ...(config.blogs.length ? [path.join(root, 'i18n')] : [])];
  const content =
    configChanged || touched((f) => contentDirs.some((d) => under(d)(f)) || docs.sidebarFiles.includes(f))
      ? await logger.stage(
          'content',
          () => loadContent({ config, production: !params.dev, reuse: previous && changed && !configChanged ? { previous: previous.content, changed } : undefined }),
          (c) => `${c.docs.length} docs, ${c.pages.length} pages${c.blogs.length ? `, ${c.blogs.reduce((n, b) => n + b.posts.length, 0)} blog posts` : ''}`,
        )
      : previous!.content;
  // MDX compiles (on worker threads when there are many) while this thread reads the OpenAPI
  // documents: the two are independent, but share the cores (`mdxThreads`). The rejection handler
  // also keeps an early MDX failure from counting as unhandled before the mdx stage awaits it.
  const markdown: MarkdownOptions = { mdx1Compat: config.markdown?.mdx1Compat, plugins: resolveSitePlugins(config), ...(config.markdown?.format ? { format: config.markdown.format } : {}) };
  const overrides = findThemeOverrides(root);
  let mdxThreadsKnown: (threads: number) => void = () => undefined;
  const mdxThreads = new Promise<number>((resolve) => (mdxThreadsKnown = resolve));
  const compileOptions = { ...envOptions, staticBody: envOptions.staticBody && !rendersMdxItself(overrides) };
  const compiling = compileContent({ content, cacheDir: cacheDir(root, 'mdx'), markdown, baseUrl: config.baseUrl, envOptions: compileOptions, onThreads: mdxThreadsKnown, links: params.links ?? createLinkTableMemo() });
  compiling.then(() => mdxThreadsKnown(0), () => mdxThreadsKnown(0)); // settled before telling: it failed early
  params.whileCompiling?.();
  const { beforeApis } = params;
  // Only while the documents are read: once they failed, nothing may start that the caller would
  // not wait for (a bundle whose esbuild contexts outlive the build keep the process running).
  let apisRead = false;
  if (beforeApis && config.apis.length) {
    compiling.then((compiled) => {
      if (apisRead) return;
      const apis = config.apis.map((api) => apiPlaceholder(api, path.resolve(root, api.spec)));
      try {
        beforeApis({ config, content, routes: planRoutes({ config, content, compiled, apis }), markdown });
      } catch {
        // Not plannable yet (a doc's problem): the routes stage reports it, in its turn.
      }
    }, () => undefined);
  }
  const apiDirs = config.apis.map((a) => path.dirname(path.resolve(root, a.spec)));
  const apisTouched = configChanged || touched((f) => apiDirs.some((d) => under(d)(f)));
  // Made from git and the cache while the OpenAPI documents are read on their workers; the
  // rejection handler keeps an early failure from counting as unhandled before it is awaited.
  const changelogs = apisTouched ? loadChangelogs({ config, logger }) : Promise.resolve(previous!.changelogs);
  changelogs.catch(() => undefined);
  let apis: ApiRouteInput[];
  try {
    apis =
      apisTouched
        ? (await logger.stage('openapi', () => loadSiteApis({ config, logger, busyThreads: mdxThreads, envOptions }), describeApis)).inputs
        : previous!.apis;
  } finally {
    apisRead = true;
  }
  const compiled = await logger.stage('mdx', () => compiling, describeCompiled);
  reportContentWarnings({ overrides, content, compiled, logger });
  const changelogsMade = config.apis.some((api) => api.changelog) && apisTouched ? await logger.stage('changelog', () => changelogs, describeChangelogs) : await changelogs;
  const routes = await logger.stage('routes', () => planRoutes({ config, content, compiled, apis, changelogs: changelogsMade }), (r) => `${r.length} routes`);
  // A doc untranslated in other locales is planned once per locale: its warnings are said once.
  const warned = new Set<string>();
  for (const route of routes) for (const problem of route.warnings ?? []) if (!warned.has(`${problem.file}:${problem.line}:${problem.column}`) && warned.add(`${problem.file}:${problem.line}:${problem.column}`)) logger.warning(problem);
  return { config, content, apis, compiled, routes, apiFiles: apis.map((a) => a.specFile), markdown, changelogs: changelogsMade };
}

/**
 * A doc of plain Markdown is compiled to HTML, drawn without React (rehype-static-body.ts): a site
 * that renders MDX's elements with its own components (its MDXComponents, or links, images, `<pre>`)
 * has every doc rendered by React, so they apply everywhere, as in Docusaurus.
 */
function rendersMdxItself(overrides: ThemeOverrides): boolean {
  return [...overrides.files.keys()].some((name) => name === 'MDXComponents' || name.startsWith('MDXComponents/'));
}

/** An API route's input with nothing read yet: what the routes' entries and sources need. */
function apiPlaceholder(api: ResolvedConfig['apis'][number], specFile: string): ApiRouteInput {
  return { id: api.id, route: api.route, specFile, title: api.title ?? '', view: undefined, anchors: [], operationCount: 0, schemaCount: 0, markdown: { twins: [] } };
}

/**
 * What the content stages let through but the author should hear about, on every build (also when
 * everything came from the cache): front matter keys hubgen does not know, bytes that are not UTF-8, MDX 1 leniencies, theme
 * overrides (src/theme/) hubgen cannot use as Docusaurus did.
 */
function reportContentWarnings({ overrides, content, compiled, logger }: { overrides: ThemeOverrides; content: ContentGraph; compiled: CompiledContent; logger: Logger }): void {
  for (const problem of overrides.warnings) logger.warning(problem);
  for (const problem of unknownFrontMatter([...content.docs, ...content.pages.filter((p) => p.kind === 'mdx')])) logger.warning(problem);
  for (const source of [...content.docs, ...content.pages]) if (source.encodingProblem) logger.warning(source.encodingProblem);
  // A blog's warnings are made per locale: said once.
  const said = new Set<string>();
  for (const problem of content.blogs.flatMap((b) => b.warnings)) if (!said.has(`${problem.file}\0${problem.message}`) && said.add(`${problem.file}\0${problem.message}`)) logger.warning(problem);
  for (const problem of compiled.warnings) logger.warning(problem);
  for (const mdx of compiled.values()) for (const problem of mdx.warnings ?? []) logger.warning(problem);
}

function describeApis({ inputs, built, workers }: SiteApis): string {
  if (!built) return `${inputs.length} APIs, all cached`;
  return `${inputs.length} APIs, ${built} built ${workers ? `on ${workers} worker threads` : 'on the main thread'}`;
}

function describeChangelogs(changelogs: SiteChangelogs): string {
  const entries = [...changelogs.values()].reduce((n, c) => n + c.entries.length, 0);
  return `${changelogs.size} API${changelogs.size === 1 ? '' : 's'}, ${entries} versions`;
}

function describeCompiled(c: CompiledContent): string {
  if (!c.compiledNow) return `${c.size} files, all cached`;
  return `${c.size} files, ${c.compiledNow} compiled ${c.threads ? `on ${c.threads} worker threads` : 'on the main thread'}`;
}
