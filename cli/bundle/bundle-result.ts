// What the bundle stage hands on: the client's manifest (which chunk and stylesheet each route
// loads), the client files in memory, and the server bundle written to a file of its own. Made from
// esbuild's metafiles here, and revived from the bundle cache (bundle-cache.ts) in the same shape.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Metafile, OutputFile } from 'esbuild';

export interface ClientManifest {
  entry: string;
  css: string;
  /** The blocking script of <head> (templates/head-script.ts). */
  headScript: string;
  /** URL of each route entry's chunk (keyed by Route.entry). */
  chunkOf: Map<string, string>;
  /** Stylesheet of each route entry that imports CSS (an npm component's, a CSS module), by Route.entry. */
  cssOf: Map<string, string>;
  /** Static imports of each output chunk, for modulepreload. */
  importsOf: Map<string, string[]>;
}

export interface BundleResult {
  client: ClientManifest;
  /** Client files by URL path ('/assets/…'): their bytes, or the cached file holding them. */
  files: Map<string, Uint8Array | { copyFrom: string }>;
  /** The server bundle, written to its own file, ready to import. */
  serverModule: string;
  /** Hash of the server bundle's code: the theme and every page module, as the render stage runs them. */
  serverHash: string;
  /** True when the last build's bundle was reused (nothing it was built from changed). */
  reused?: boolean;
  /** True when that reused bundle's assets already passed linkinator. */
  assetsChecked?: boolean;
}

/** What one esbuild build produced. */
export interface BuildOutput {
  outputFiles: OutputFile[];
  metafile: Metafile;
}

/** The head script, bundled apart: `inputs`, the files it was built from (absolute paths), for the bundle cache. */
export interface HeadScriptFile {
  url: string;
  contents: Uint8Array;
  inputs: string[];
}

/** Where each server bundle goes: one file per build, so two builds of one site, or watch rebuilds, never share a module URL. */
export function serverModuleFiles(cacheDir: string): () => string {
  let serverBuilds = 0;
  return () => path.join(cacheDir, 'server', `server-${process.pid}-${++serverBuilds}.cjs`);
}

/**
 * The result of a fresh build, its server bundle written to `serverModule`. `entryOf` maps an entry
 * file, as esbuild names it (relative to outRoot), to its route entry. `serverCode` is returned too:
 * the bundle cache and watch mode keep it.
 */
export async function bundleResultOf({ client, server, headScript, outRoot, entryOf, serverModule }: { client: BuildOutput; server: BuildOutput; headScript: HeadScriptFile; outRoot: string; entryOf: Map<string, string>; serverModule: string }): Promise<{ result: BundleResult; serverCode: Uint8Array }> {
  const files = new Map<string, Uint8Array>();
  for (const file of client.outputFiles) files.set(urlOf(outRoot, file.path), file.contents);
  files.set(headScript.url, headScript.contents);
  // The server bundle's code (imported images and CSS modules add files of their own beside it).
  const serverCode = server.outputFiles.find((f) => f.path.endsWith('.cjs'))!.contents;
  await fs.writeFile(serverModule, serverCode);
  const result = {
    client: manifestFrom(client.metafile, outRoot, entryOf, headScript.url),
    files,
    serverModule,
    serverHash: createHash('sha1').update(serverCode).digest('hex'),
  };
  return { result, serverCode };
}

export function urlOf(outRoot: string, file: string): string {
  return '/' + path.relative(outRoot, path.resolve(outRoot, file)).split(path.sep).join('/');
}

/** `entryOf` maps an entry file, as esbuild names it (relative to outRoot), to its route entry. */
function manifestFrom(metafile: Metafile, outRoot: string, entryOf: Map<string, string>, headScript: string): ClientManifest {
  const chunkOf = new Map<string, string>();
  const cssOf = new Map<string, string>();
  const importsOf = new Map<string, string[]>();
  let entry = '';
  let css = '';
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    importsOf.set(urlOf(outRoot, file), output.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(outRoot, i.path)));
    const point = output.entryPoint;
    if (!point) continue;
    if (point.endsWith('client.tsx')) entry = urlOf(outRoot, file);
    else if (point.endsWith('site-style.css')) css = urlOf(outRoot, file);
    else if (entryOf.has(point)) {
      chunkOf.set(entryOf.get(point)!, urlOf(outRoot, file));
      if (output.cssBundle) cssOf.set(entryOf.get(point)!, urlOf(outRoot, output.cssBundle));
    }
  }
  for (const e of entryOf.values()) if (!chunkOf.has(e)) throw new Error(`hubgen: no chunk was built for ${e}`);
  return { entry, css, headScript, chunkOf, cssOf, importsOf };
}
