// The pipeline. Each stage is one labelled, timed call; reading this function top to bottom is
// reading what `hubgen build` does.
import fs from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from './errors.ts';
import type { Logger } from './log.ts';
import { cacheDir } from './paths.ts';
import { loadConfig, type ResolvedConfig } from './config/load-config.ts';
import { loadContent, type ContentGraph } from './content/load-content.ts';
import { loadSiteApis } from './openapi/site-apis.ts';
import { compileContent, type CompiledContent } from './mdx/compile-content.ts';
import { planRoutes, type Route, type ApiRouteInput } from './routes/plan-routes.ts';
import { buildSiteData } from './render/site-data.ts';
import { bundle } from './bundle/bundle.ts';
import { renderPages } from './render/render-pages.ts';
import { buildSearchIndex } from './search/build-search-index.ts';
import { createStagingDir } from './write/atomic-output.ts';
import { copyStatic } from './write/copy-static.ts';
import { sitemapXml } from './write/sitemap.ts';
import { writeLlmsTxt } from './write/llms-txt.ts';
import { writeHeadersFile } from './write/headers-file.ts';
import { writeFiles } from './write/write-files.ts';
import { checkRenderedLinks } from './check/check-links.ts';
import { runLinkinator } from './check/run-linkinator.ts';

export interface SiteModel {
  config: ResolvedConfig;
  content: ContentGraph;
  apis: ApiRouteInput[];
  compiled: CompiledContent;
  routes: Route[];
  apiFiles: string[];
}

/**
 * The cheap stages shared by build, check and watch: config, content, OpenAPI, MDX, routes.
 * Given the previous model and the files that changed (watch mode), stages whose inputs did not
 * change are reused rather than rerun.
 */
export async function loadSite(params: { root: string; logger: Logger; previous?: SiteModel; changed?: Set<string> }): Promise<SiteModel> {
  const { root, logger, previous, changed } = params;
  const touched = (test: (file: string) => boolean) => !previous || !changed || [...changed].some(test);
  const configChanged = touched((f) => previous!.config.configDependencies.includes(f) || f === previous!.config.configFile);
  const config = configChanged ? await logger.stage('config', () => loadConfig({ root })) : previous!.config;
  const under = (dir: string) => (f: string) => f.startsWith(dir + path.sep);
  const contentDirs = [path.resolve(root, config.docs.path), path.join(root, 'content')];
  const content =
    configChanged || touched((f) => contentDirs.some((d) => under(d)(f)))
      ? await logger.stage('content', () => loadContent({ config }), (c) => `${c.docs.length} docs, ${c.pages.length} pages`)
      : previous!.content;
  const apiDirs = config.apis.map((a) => path.dirname(path.resolve(root, a.spec)));
  const apis =
    configChanged || touched((f) => apiDirs.some((d) => under(d)(f)))
      ? await logger.stage('openapi', () => loadSiteApis({ config }), (a) => `${a.length} APIs`)
      : previous!.apis;
  const compiled = await logger.stage('mdx', () => compileContent({ content, cacheDir: cacheDir(root, 'mdx') }), (c) => `${c.size} files`);
  const routes = await logger.stage('routes', () => planRoutes({ config, content, compiled, apis }), (r) => `${r.length} routes`);
  return { config, content, apis, compiled, routes, apiFiles: apis.map((a) => a.specFile) };
}

export interface BuildSummary {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
}

export async function buildSite({ root, outDir, logger }: { root: string; outDir: string; logger: Logger }): Promise<BuildSummary> {
  const site = await loadSite({ root, logger });
  const { config, content, compiled, routes } = site;
  const siteData = buildSiteData({ config, content });
  const staging = await createStagingDir(outDir);
  try {
    const bundled = await logger.stage('bundle', async () => {
      const result = await bundle({ routes, siteData, cacheDir: cacheDir(root) });
      await writeFiles({ outDir: staging.dir, files: result.files });
      return result;
    });
    const pages = await logger.stage('render', () => renderPages({ config, routes, bundled, outDir: staging.dir }), (p) => `${p.length} pages`);
    await logger.stage('search', () => buildSearchIndex({ pages, outDir: staging.dir }), (s) => `${s.documents} documents, ${s.files} files`);
    await logger.stage('write', async () => {
      await copyStatic({ root, outDir: staging.dir, apiFiles: site.apiFiles, favicon: config.favicon });
      await fs.writeFile(path.join(staging.dir, 'sitemap.xml'), sitemapXml({ routes, siteUrl: config.url }));
      await writeLlmsTxt({ config, content, pages, outDir: staging.dir });
      await writeHeadersFile({ outDir: staging.dir, pages });
    });
    const files = await listFiles(staging.dir);
    await logger.stage('links', async () => {
      const assets = new Set(files.filter((f) => !f.path.endsWith('.html')).map((f) => f.path));
      const problems = checkRenderedLinks({ pages, files: assets, config, compiled });
      if (problems.length === 0) {
        for (const failure of await runLinkinator({ dir: staging.dir })) {
          problems.push({ file: path.join(staging.dir, failure.parent), message: `broken link to ${failure.url}${failure.status ? ` (HTTP ${failure.status})` : ''}` });
        }
      }
      if (problems.length) throw new SiteError(problems);
    });
    await staging.commit();
    return { outDir, pages: pages.length, files: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

async function listFiles(dir: string): Promise<{ path: string; bytes: number }[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        return { path: '/' + path.relative(dir, full).split(path.sep).join('/'), bytes: (await fs.stat(full)).size };
      }),
  );
}
