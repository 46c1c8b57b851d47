// A watch session's start on a large site serves before it has rendered every page. Rendering,
// indexing and link-checking 10,000 pages takes tens of seconds; a reader asks for one page. Once
// the start's bundle and files are written, the server answers from the run's output as it fills
// up, and a page the run has not reached yet is rendered on request, on the main thread, into a
// folder of its own. When the run commits, the view of its whole output is served instead and this
// folder is removed: the pages in it were made from the same inputs, so nothing needs reloading.
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EarlyStart } from '../pipeline/build.ts';
import { SiteError } from '../support/errors.ts';

export interface PagePreview {
  /** Pages the run renders. */
  readonly pages: number;
  /** The file serving `urlPath` (`/docs/intro.html`) so far: written by the run, or rendered on request. */
  lookup(urlPath: string): string | undefined;
  /**
   * Renders the page that answers a request, given its candidate files (static-server.ts
   * requestCandidates), unless the run has written one: the route's page, or the not-found page.
   * A page that fails to render is thrown as a SiteError (the run reports it too, in its turn).
   */
  prepare(candidates: string[]): Promise<void>;
  /** Removes the pages rendered on request (the run's output is committed, or abandoned). */
  dispose(): Promise<void>;
}

/** Called from the pipeline's serveEarly hook, before the render stage (the start has loaded its server bundle, whose file that stage removes). */
export function createPagePreview(start: EarlyStart): PagePreview {
  const { dir: runDir, pageFiles } = start;
  const ownDir = `${runDir}-on-request`;
  const rendered = new Map<string, Promise<string>>();
  const written = (urlPath: string) => {
    const file = path.join(runDir, urlPath);
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
  };
  const render = (urlPath: string) => {
    let done = rendered.get(urlPath);
    if (!done) {
      const target = path.join(ownDir, urlPath);
      done = start.renderPage(urlPath, target).then((problem) => {
        if (problem) throw new SiteError([problem]);
        return target;
      });
      rendered.set(urlPath, done);
      done.catch(() => rendered.delete(urlPath)); // asked again, tried again
    }
    return done;
  };
  const settled = new Map<string, string>();
  let closed = false;
  return {
    pages: start.pages,
    lookup: (urlPath) => (closed ? undefined : (written(urlPath) ?? settled.get(urlPath))),
    async prepare(candidates) {
      if (closed || candidates.some((c) => written(c) || settled.has(c))) return;
      const wanted = candidates.find((c) => pageFiles.has(c)) ?? start.notFoundFile;
      if (!pageFiles.has(wanted) || written(wanted)) return;
      settled.set(wanted, await render(wanted));
    },
    async dispose() {
      closed = true; // lookups fall through to the committed view before the files go
      await Promise.allSettled(rendered.values());
      await fs.rm(ownDir, { recursive: true, force: true });
    },
  };
}
