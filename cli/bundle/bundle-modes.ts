// What differs between a bundler for `hubgen build` and one for a watch session, in one place:
// esbuild's output (minified, or readable with source maps), the bundle cache's folder and key, and
// when a bundle is reused instead of built. The bundle's steps (bundle.ts) are the same for both.
import fs from 'node:fs/promises';
import path from 'node:path';
import { bundleCache, type BundleCache } from './bundle-cache.ts';
import type { BundleResult, BuildOutput, HeadScriptFile } from './bundle-result.ts';
import type { BundlePlan } from './bundle-plan.ts';

export interface BundleMode {
  /** esbuild's settings for the client's output. */
  minify: boolean;
  sourcemap: boolean;
  /** A bundle to reuse instead of running esbuild, if any. */
  reuse(params: ReuseParams): Promise<BundleResult | undefined>;
  /** Keeps a bundle just built, for reuse by later bundles. */
  keep(params: FreshBundle): Promise<void>;
}

export interface ReuseParams {
  plan: BundlePlan;
  /** Whether the bundler's esbuild contexts are made already. */
  started: boolean;
  /** Watch mode: the files changed since the last bundle; whether an entry file was rewritten. */
  changed?: Set<string>;
  wroteInput: boolean;
}

export interface FreshBundle {
  plan: BundlePlan;
  result: BundleResult;
  serverCode: Uint8Array;
  client: BuildOutput;
  server: BuildOutput;
  headScript: HeadScriptFile;
  /** esbuild's working directory, which its metafiles' inputs are relative to. */
  outRoot: string;
}

interface ModeOptions {
  cacheDir: string;
  /** Keep bundles in the bundle cache and reuse them (BundlerOptions.reuseLastBuild). */
  reuseLastBuild: boolean;
  serverModulePath: () => string;
}

/** `hubgen build`: minified, mapped only when asked; every bundle is looked up in .hubgen/bundle/. */
export function buildMode({ sourcemap, ...options }: ModeOptions & { sourcemap: boolean }): BundleMode {
  const cache = cacheFor(options, { dev: false, maps: sourcemap }, 'bundle');
  const cacheKey = (plan: BundlePlan) => [plan.markdownKey, plan.overridesKey, ...plan.entries];
  return {
    minify: true,
    sourcemap,
    async reuse({ plan }) {
      const found = await cache?.lookup(cacheKey(plan), plan.serverEntries);
      if (!found) return undefined;
      const { inputs: _, ...reused } = found;
      return reused;
    },
    async keep(fresh) {
      await cache?.store(cacheEntry(fresh, cacheKey(fresh.plan)));
    },
  };
}

/**
 * A watch session: readable, with source maps. Its first bundle is looked up in .hubgen/dev-bundle/
 * (a save hashes no input); a save reuses the last bundle when it changed none of its inputs, else
 * esbuild's contexts rebuild incrementally.
 */
export function watchMode(options: ModeOptions): BundleMode {
  const cache = cacheFor(options, { dev: true, maps: true }, 'dev-bundle');
  // (The routes are part of watch mode's keys: a Markdown partial's links follow the docs' paths.)
  const cacheKey = (plan: BundlePlan) => [plan.markdownKey, plan.overridesKey, plan.routesKey, ...plan.entries];
  // The last bundle, the files esbuild read for it, and its server code (the render stage removes
  // each server module file once it is loaded).
  let last: { result: BundleResult; inputs: Set<string>; plan: BundlePlan; serverCode: Uint8Array } | undefined;
  // Whether this session's bundle under way is its first, which the cache keeps.
  let atStart = false;
  return {
    minify: false,
    sourcemap: true,
    async reuse({ plan, started, changed, wroteInput }) {
      atStart = !started && !last;
      const found = atStart ? await cache?.lookup(cacheKey(plan), plan.serverEntries) : undefined;
      if (found) {
        const { inputs, ...reused } = found;
        // A save that changes none of its inputs then reuses it too, as below.
        last = { result: reused, inputs: new Set(inputs), plan, serverCode: await fs.readFile(reused.serverModule) };
        return reused;
      }
      // A save of a doc without components changes no input of the bundle: most watch rebuilds.
      if (last && changed && !wroteInput && sameKeys(last.plan, plan) && [...changed].every((f) => !last!.inputs.has(f))) {
        const serverModule = options.serverModulePath();
        await fs.writeFile(serverModule, last.serverCode);
        return { ...last.result, serverModule, reused: true };
      }
      last = undefined;
      return undefined;
    },
    async keep(fresh) {
      const { client, server, headScript, outRoot } = fresh;
      const inputs = new Set([...[client.metafile, server.metafile].flatMap((m) => Object.keys(m.inputs).map((input) => path.resolve(outRoot, input))), ...headScript.inputs]);
      last = { result: fresh.result, inputs, plan: fresh.plan, serverCode: fresh.serverCode };
      if (atStart) await cache?.store(cacheEntry(fresh, cacheKey(fresh.plan)));
    },
  };
}

/** `variant`: the options that change the bundle's code, part of the cache's key. */
function cacheFor({ cacheDir, reuseLastBuild, serverModulePath }: ModeOptions, variant: { dev: boolean; maps: boolean }, folder: string): BundleCache | undefined {
  return reuseLastBuild ? bundleCache({ cacheDir, serverModulePath, variant: JSON.stringify(variant), folder }) : undefined;
}

function cacheEntry({ plan, result, serverCode, client, server, headScript, outRoot }: FreshBundle, entries: string[]): Parameters<BundleCache['store']>[0] {
  return { entries, serverEntries: plan.serverEntries, result, serverCode, metafiles: [client.metafile, server.metafile], workingDir: outRoot, alsoRead: headScript.inputs };
}

function sameKeys(a: BundlePlan, b: BundlePlan): boolean {
  return a.routesKey === b.routesKey && a.markdownKey === b.markdownKey && a.overridesKey === b.overridesKey;
}
