// The pipeline. Each stage is one labelled, timed call; reading this function top to bottom is
// reading what `hubgen build` does.
import fs from 'node:fs/promises';
import path from 'node:path';
import { SiteError } from './errors.ts';
import type { Logger } from './log.ts';
import { cacheDir } from './paths.ts';
import { loadSite } from './load-site.ts';
import { buildSiteData } from './render/site-data.ts';
import { bundle } from './bundle/bundle.ts';
import { markAssetsChecked } from './bundle/bundle-cache.ts';
import { renderPages, type RenderedPage } from './render/render-pages.ts';
import { buildSearchIndex } from './search/build-search-index.ts';
import { searchablePages } from './search/searchable-pages.ts';
import { createStagingDir } from './write/atomic-output.ts';
import { copyStatic } from './write/copy-static.ts';
import { sitemapXml } from './write/sitemap.ts';
import { writeLlmsTxt } from './write/llms-txt.ts';
import { writeHeadersFile } from './write/headers-file.ts';
import { writeFiles } from './write/write-files.ts';
import { sidebarFiles } from './routes/lazy-sidebar.ts';
import { checkRenderedLinks } from './check/check-links.ts';

export interface BuildSummary {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  /** The path the site is served under (config `baseUrl`). */
  baseUrl: string;
}

export async function buildSite({ root, outDir, logger, sourcemap }: { root: string; outDir: string; logger: Logger; sourcemap?: boolean }): Promise<BuildSummary> {
  const site = await loadSite({ root, logger });
  const { config, content, compiled, routes } = site;
  const siteData = buildSiteData({ config, content });
  const staging = await createStagingDir(outDir);
  try {
    const bundled = await logger.stage(
      'bundle',
      async () => {
        const result = await bundle({ routes, siteData, root, cacheDir: cacheDir(root), sourcemap });
        await writeFiles({ outDir: staging.dir, files: result.files });
        result.files.clear(); // written: release the bytes (hundreds of MB at 10,000 pages)
        return result;
      },
      (b) => (b.reused ? 'reused the last build (no input changed)' : 'built'),
    );
    const pages = await logger.stage('render', () => renderPages({ config, routes, bundled, outDir: staging.dir, cacheDir: cacheDir(root, 'pages') }), describeRendered);
    await logger.stage(
      'search',
      () => buildSearchIndex({ pages: searchablePages({ pages, config }), outDir: staging.dir, cacheDir: cacheDir(root, 'search') }),
      (s) => `${s.documents} documents, ${s.files} files${s.reused ? ', unchanged' : ''}`,
    );
    await logger.stage('write', async () => {
      await copyStatic({ root, outDir: staging.dir, apiFiles: site.apiFiles, favicon: config.favicon });
      await writeFiles({ outDir: staging.dir, files: sidebarFiles(content) });
      await fs.writeFile(path.join(staging.dir, 'sitemap.xml'), sitemapXml({ routes, siteUrl: config.url, baseUrl: config.baseUrl }));
      await writeLlmsTxt({ config, content, pages, apis: site.apis, outDir: staging.dir });
      await writeHeadersFile({ outDir: staging.dir, pages, baseUrl: config.baseUrl });
    });
    const files = await listFiles(staging.dir);
    await logger.stage(
      'links',
      async () => {
        const assets = new Set(files.filter((f) => !f.path.endsWith('.html')).map((f) => f.path));
        const problems = checkRenderedLinks({ pages, files: assets, config, compiled });
        if (problems.length) throw new SiteError(problems);
        // linkinator's own finds (a stylesheet's url()s) come from the bundle alone: a reused bundle
        // that passed it before needs no second pass, and its module is not even loaded.
        if (bundled.assetsChecked) return 'assets unchanged since linkinator passed them';
        const { runLinkinator } = await import('./check/run-linkinator.ts');
        for (const failure of await runLinkinator({ dir: staging.dir, pages: pages.slice(0, 1).map((p) => p.file), baseUrl: config.baseUrl })) {
          problems.push({ file: path.join(staging.dir, failure.parent), message: `broken link to ${failure.url}${failure.status ? ` (HTTP ${failure.status})` : ''}` });
        }
        if (problems.length) throw new SiteError(problems);
        await markAssetsChecked({ cacheDir: cacheDir(root), css: bundled.client.css });
        return 'assets checked with linkinator';
      },
      (detail) => detail,
    );
    await staging.commit();
    return { outDir, pages: pages.length, files: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), baseUrl: config.baseUrl };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

function describeRendered(pages: RenderedPage[]): string {
  const reused = pages.filter((p) => p.reused).length;
  return `${pages.length} pages, ${pages.length - reused} rendered, ${reused} unchanged`;
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
