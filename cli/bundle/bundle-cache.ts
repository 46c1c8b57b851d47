// The bundle of the last `hubgen build`, kept in .hubgen/bundle/ with the content hash of every file
// esbuild read for it (entry files, compiled MDX, the theme, React…). A build whose routes and
// inputs are all unchanged reuses it instead of running esbuild: at 1,000 pages that is seconds
// saved on every rebuild with nothing changed. Watch mode has a folder of its own (.hubgen/dev-bundle/,
// its code differs): a session's start reuses it, its saves keep esbuild's incremental contexts.
//
// Layout: .hubgen/bundle/current/{manifest.json, server.cjs, files/…}. A new bundle is written to
// a folder of its own and renamed into place, so a concurrent build reads the old one or the new.
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { Metafile } from 'esbuild';
import { HUBGEN_BUILD_ID } from '../support/paths.ts';
import { writeFiles } from '../output/write-files.ts';
import type { BundleResult, ClientManifest } from './bundle-result.ts';

interface Manifest {
  key: string;
  /** Absolute path → sha1 of its contents, for every file the bundle was built from. */
  inputs: Record<string, string>;
  client: { entry: string; css: string; headScript: string; chunkOf: [string, string][]; cssOf: [string, string][]; importsOf: [string, string[]][] };
  files: string[];
  serverHash: string;
}

export interface BundleCache {
  /**
   * The cached bundle if it was built from these entries (client, then server) and identical inputs;
   * `inputs`: the files it was built from.
   */
  lookup(entries: string[], serverEntries: string[]): Promise<(BundleResult & { inputs: string[] }) | undefined>;
  /** Keeps a fresh bundle; `serverCode` is the server bundle's source, `alsoRead` inputs no metafile lists. */
  store(params: { entries: string[]; serverEntries: string[]; result: BundleResult; serverCode: Uint8Array; metafiles: Metafile[]; workingDir: string; alsoRead: string[] }): Promise<void>;
}

/** `variant`: the bundler options that change its output (source maps): part of the key. `folder`: below cacheDir. */
export function bundleCache({ cacheDir, serverModulePath, variant, folder = 'bundle' }: { cacheDir: string; serverModulePath: () => string; variant: string; folder?: string }): BundleCache {
  const root = path.join(cacheDir, folder);
  const current = path.join(root, 'current');
  const keyOf = (entries: string[], serverEntries: string[]) =>
    createHash('sha1').update(HUBGEN_BUILD_ID).update('\0').update(variant).update('\0').update([...entries, '', ...serverEntries].join('\n')).digest('hex');

  return {
    async lookup(entries, serverEntries) {
      const manifest = await readManifest(path.join(current, 'manifest.json'));
      if (!manifest || manifest.key !== keyOf(entries, serverEntries)) return undefined;
      for (const [file, hash] of Object.entries(manifest.inputs)) if (hashFile(file) !== hash) return undefined;
      // Each build imports its own copy of the server bundle (the render stage deletes it after).
      // A concurrent build may be swapping `current` right now: then this one bundles afresh.
      const serverModule = serverModulePath();
      if (!(await fs.copyFile(path.join(current, 'server.cjs'), serverModule).then(() => true, () => false))) return undefined;
      const files = new Map(manifest.files.map((url) => [url, { copyFrom: path.join(current, 'files', url) }]));
      const { client } = manifest;
      const revived = { ...client, chunkOf: new Map(client.chunkOf), cssOf: new Map(client.cssOf ?? []), importsOf: new Map(client.importsOf) };
      const checked = await fs.readFile(path.join(current, CHECKED_FILE), 'utf8').catch(() => undefined);
      return { client: revived, files, serverModule, serverHash: manifest.serverHash, reused: true, assetsChecked: checked === client.css, inputs: Object.keys(manifest.inputs) };
    },

    async store({ entries, serverEntries, result, serverCode, metafiles, workingDir, alsoRead }) {
      const inputs = inputHashes(metafiles, workingDir, alsoRead);
      // Two builds of one root started together both miss and bundle the same thing: the second
      // leaves the first's bundle in place, so a third build reading it is not pulled from under.
      const key = keyOf(entries, serverEntries);
      const stored = await readManifest(path.join(current, 'manifest.json'));
      if (stored?.key === key && stored.serverHash === result.serverHash && sameInputs(stored.inputs, inputs)) return;
      const next = path.join(root, `next-${process.pid}-${randomBytes(4).toString('hex')}`);
      await writeFiles({ outDir: path.join(next, 'files'), files: result.files });
      await fs.writeFile(path.join(next, 'server.cjs'), serverCode);
      const manifest: Manifest = { key, inputs, client: serializeClient(result.client), files: [...result.files.keys()], serverHash: result.serverHash };
      await fs.writeFile(path.join(next, 'manifest.json'), JSON.stringify(manifest));
      const old = path.join(root, `old-${process.pid}-${randomBytes(4).toString('hex')}`);
      await fs.rename(current, old).catch(() => undefined);
      // Fails only when a concurrent build put its bundle in place in between: keep that one.
      await fs.rename(next, current).catch(() => fs.rm(next, { recursive: true, force: true }));
      await fs.rm(old, { recursive: true, force: true });
    },
  };
}

const CHECKED_FILE = 'assets-checked';

/**
 * Whether a bundle could come back as already checked by linkinator: not without the mark (a cold
 * build), so the caller can load linkinator's module before the bundle is done.
 */
export function assetsMayBeChecked(cacheDir: string): boolean {
  return existsSync(path.join(cacheDir, 'bundle', 'current', CHECKED_FILE));
}

/**
 * Notes that the cached bundle with this stylesheet passed linkinator. The stylesheet's URL is
 * content-hashed: the note can only ever vouch for the stylesheet that was checked.
 */
export async function markAssetsChecked({ cacheDir, css }: { cacheDir: string; css: string }): Promise<void> {
  const manifest = await readManifest(path.join(cacheDir, 'bundle', 'current', 'manifest.json'));
  if (manifest?.client.css === css) await fs.writeFile(path.join(cacheDir, 'bundle', 'current', CHECKED_FILE), css);
}

/** Every file the bundle was built from (absolute path) → the hash of its contents. */
function inputHashes(metafiles: Metafile[], workingDir: string, alsoRead: string[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  const inputFiles = [
    ...new Set([
      ...metafiles
        .flatMap((m) => Object.keys(m.inputs))
        .filter((input) => !input.includes(':') && !input.startsWith('<')) // virtual modules have no file
        .map((input) => path.resolve(workingDir, input)),
      ...alsoRead,
    ]),
  ];
  for (const file of inputFiles) inputs[file] = hashFile(file);
  return inputs;
}

function serializeClient(client: ClientManifest): Manifest['client'] {
  return { ...client, chunkOf: [...client.chunkOf], cssOf: [...client.cssOf], importsOf: [...client.importsOf] };
}

function sameInputs(a: Record<string, string>, b: Record<string, string>): boolean {
  const files = Object.keys(a);
  return files.length === Object.keys(b).length && files.every((file) => a[file] === b[file]);
}

async function readManifest(file: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Sync on purpose: two thousand small reads in a row are twice as fast as async round trips. */
function hashFile(file: string): string {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}
