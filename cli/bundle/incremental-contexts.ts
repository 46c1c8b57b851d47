// The esbuild contexts of the client and the server bundle, kept alive between bundles so a watch
// save rebuilds incrementally (`hubgen build` makes them once). esbuild fixes entry points per
// context: contexts are made anew when what they were made for changes.
import fs from 'node:fs/promises';
import { context, type BuildContext, type BuildOptions, type Message } from 'esbuild';
import { SiteError } from '../support/errors.ts';
import { toProblem } from './esbuild-errors.ts';
import type { BuildOutput } from './bundle-result.ts';

export interface IncrementalContexts {
  /** True once contexts were made (a watch session's first bundle is done or under way). */
  started(): boolean;
  /**
   * Makes the contexts, unless they are made for `madeFor` already (what they were made for: their
   * entry points); `options` gives their esbuild options. Their working directory exists after.
   */
  prepare(params: { madeFor: string; options: () => { client: BuildOptions; server: BuildOptions } }): Promise<void>;
  /** Rebuilds both bundles; errors are reported on the authors' files (`sourceOf`). */
  rebuild(sourceOf: Map<string, string>): Promise<{ client: BuildOutput; server: BuildOutput }>;
  dispose(): Promise<void>;
}

/** `outRoot`: esbuild's working directory, where its output paths and error locations are relative to. */
export function incrementalContexts(outRoot: string): IncrementalContexts {
  let contexts: { client: BuildContext; server: BuildContext; madeFor: string } | undefined;
  const dispose = async () => {
    if (!contexts) return;
    await Promise.all([contexts.client.dispose(), contexts.server.dispose()]);
    contexts = undefined;
  };
  return {
    started: () => contexts !== undefined,
    async prepare({ madeFor, options }) {
      if (contexts?.madeFor === madeFor) return;
      await dispose();
      await fs.mkdir(outRoot, { recursive: true });
      const { client, server } = options();
      contexts = { client: await context(client), server: await context(server), madeFor };
    },
    async rebuild(sourceOf) {
      if (!contexts) throw new Error('hubgen: the esbuild contexts were not prepared');
      const [client, server] = await Promise.all([rebuild(contexts.client, sourceOf, outRoot), rebuild(contexts.server, sourceOf, outRoot)]);
      return { client, server };
    },
    dispose,
  };
}

async function rebuild(ctx: BuildContext, sourceOf: Map<string, string>, outRoot: string): Promise<BuildOutput> {
  try {
    const result = await ctx.rebuild();
    return { outputFiles: result.outputFiles!, metafile: result.metafile! };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new SiteError(errors.map((e) => toProblem(e, sourceOf, outRoot)));
  }
}
