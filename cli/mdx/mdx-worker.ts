// Worker thread entry (bundled to dist/mdx-worker.js): compiles MDX sources sent by compile-content,
// so a cold build compiles on every core. It only compiles; caching stays on the main thread.
import { parentPort } from 'node:worker_threads';
import { SiteError } from '../support/errors.ts';
import { compileMdxSource } from './mdx-processor.ts';
import type { SitePlugins } from './site-plugins.ts';
import type { MarkdownFormat } from './markdown-format.ts';

export interface MdxJob {
  id: number;
  file: string;
  body: string;
  links?: Record<string, string>;
  mdx1Compat?: boolean;
  plugins?: SitePlugins;
  staticBase?: string;
  format?: MarkdownFormat;
}

parentPort!.on('message', async (job: MdxJob) => {
  try {
    parentPort!.postMessage({ id: job.id, compiled: await compileMdxSource(job) });
  } catch (error) {
    if (error instanceof SiteError) parentPort!.postMessage({ id: job.id, problems: error.problems });
    else parentPort!.postMessage({ id: job.id, crash: (error as Error).stack ?? String(error) });
  }
});
