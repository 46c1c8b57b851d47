// What `hubgen mcp` answers from: the site model (config, content, API references and routes, as the
// pipeline's cheap front loads them) and the files of its built output (Markdown twins, the search
// index), read by URL path. Over a build: `build/` as `hubgen build` left it, and the model loaded
// once. Under --watch (watch-site.ts): the watch pipeline's last committed run, which each save
// replaces.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSite, type SiteModel } from '../pipeline/load-site.ts';
import { siteError } from '../support/errors.ts';
import type { Logger } from '../support/log.ts';
import type { EnvOptions } from '../support/env-options.ts';
import { isInside } from '../support/inside-folder.ts';

export interface DocsSite {
  site: SiteModel;
  /** A file of the output by URL path without the base ('/docs/intro.md'); undefined when there is none. */
  read(urlPath: string): Promise<string | undefined>;
}

/** The site as it is now: the same object until a save (watch mode) makes a new one. */
export interface SiteSource {
  current(): Promise<DocsSite>;
  close(): Promise<void>;
}

/** A site built into `outDir` (`hubgen build`), with its model loaded from the sources at `root`. */
export async function builtSite({ root, outDir, logger, envOptions }: { root: string; outDir: string; logger: Logger; envOptions: EnvOptions }): Promise<SiteSource> {
  const built = await fs.stat(path.join(outDir, 'llms.txt')).catch(() => undefined);
  if (!built) {
    throw siteError({
      file: outDir,
      message: 'no built site here: hubgen mcp answers from the output of hubgen build',
      hint: `Run \`hubgen build\` first (or \`hubgen mcp --watch\` to answer from the sources, rebuilt on every save).`,
    });
  }
  const site = await loadSite({ root, logger, envOptions });
  const docs: DocsSite = { site, read: (urlPath) => readOutputFile(outDir, urlPath) };
  return { current: async () => docs, close: async () => undefined };
}

/** A file inside the output folder, never outside it (the URL path comes from a client). */
export async function readOutputFile(outDir: string, urlPath: string): Promise<string | undefined> {
  const file = path.join(outDir, ...urlPath.split('/').filter(Boolean));
  if (!isInside(file, outDir)) return undefined;
  return fs.readFile(file, 'utf8').catch(() => undefined);
}
