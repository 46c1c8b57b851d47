// `hubgen mcp --watch`: the site answered from its sources, through the watch pipeline `serve --watch`
// runs (staged in the cache folder, never `build/`), rebuilt on every save. Each good run becomes
// the site the tools answer from; a failed save is reported on stderr (stdout is the protocol's, over
// stdio) and the last good run goes on answering.
import fs from 'node:fs/promises';
import pc from 'picocolors';
import { createWatchPipeline, type PipelineRun, type WatchPipeline } from '../pipeline/build.ts';
import { SiteError } from '../support/errors.ts';
import { createLogger, formatMs, formatProblem } from '../support/log.ts';
import type { EnvOptions } from '../support/env-options.ts';
import { watchSources } from '../serve/watch-sources.ts';
import type { DocsSite, SiteSource } from './docs-site.ts';

export async function watchedSite({ root, envOptions }: { root: string; envOptions: EnvOptions }): Promise<SiteSource> {
  const logger = createLogger({ quiet: true });
  const session = await createWatchPipeline({ root, logger, envOptions });
  let current: DocsSite | undefined;
  const say = (line: string) => process.stderr.write(line + '\n');
  const watcher = watchSources({
    root,
    session,
    logger,
    rebuilt: (result, changed, start) => {
      current = siteOf(result, session);
      if (changed.size) say(`${pc.green('✓')} rebuilt in ${formatMs(performance.now() - start)}: ${[...changed].join(', ')}`);
    },
    failed: (error) => {
      if (!(error instanceof SiteError)) return say(`${pc.red('rebuild failed')}: ${(error as Error)?.message ?? String(error)}`);
      for (const problem of error.problems) say(formatProblem(problem));
    },
  });
  await watcher.ready;
  try {
    current = siteOf(await session.run(), session);
  } catch (error) {
    await watcher.close();
    await session.dispose();
    throw error;
  }
  await watcher.watchAlso([...session.configDependencies(), ...session.sourceFolders()]);
  watcher.begin();
  return {
    current: async () => current!,
    async close() {
      await watcher.close();
      await session.dispose();
    },
  };
}

function siteOf(run: PipelineRun, session: WatchPipeline): DocsSite {
  return {
    site: run.site,
    read: async (urlPath) => {
      const file = session.lookup(urlPath);
      return file === undefined ? undefined : fs.readFile(file, 'utf8').catch(() => undefined);
    },
  };
}
