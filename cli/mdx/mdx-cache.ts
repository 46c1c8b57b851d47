// The MDX cache: each compiled module and its metadata (table of contents, ids, links) stored under
// its content hash in .hubgen/mdx/, so a warm build compiles nothing; a static doc's body (HTML, no
// module) is one file, its metadata line then the HTML. compile-content.ts decides what to
// compile; mdx-processor.ts compiles.
import fs from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { HUBGEN_BUILD_ID, HUBGEN_ROOT } from '../support/paths.ts';
import { writeFileAtomic } from '../support/write-file-atomic.ts';
import type { TocEntry } from '../../templates/types.ts';
import type { SourceLink } from './remark-collect-links.ts';
import type { CompiledMdx, CompiledSource } from './compiled-mdx.ts';

export interface MdxCacheEntry {
  module: string;
  serverModule: string;
  metaFile: string;
}

/**
 * Where a body's compiled module and metadata live in the cache (named by content hash). The
 * folder counts too: the same text in two folders imports different files (`./price-table.tsx`).
 */
export function cacheEntryOf(body: string, folder: string, cacheDir: string, links?: Record<string, string>, options = ''): MdxCacheEntry {
  // The root too: the server variant names hubgen's React by its path. The link table too: where a
  // doc's `./other.md` leads changes with the target's id or slug, not with this text. And the
  // site's markdown options (mdx1Compat), which change the output.
  const hash = createHash('sha256').update(HUBGEN_BUILD_ID).update('\0').update(HUBGEN_ROOT).update('\0').update(folder).update('\0').update(options).update('\0').update(body).update('\0').update(links ? JSON.stringify(links) : '').digest('hex').slice(0, 20);
  return { module: path.join(cacheDir, `${hash}.js`), serverModule: path.join(cacheDir, `${hash}.server.mjs`), metaFile: path.join(cacheDir, `${hash}.json`) };
}

/** The cached result, from memory (watch mode's long process) or from disk; undefined on a miss. */
export function readCachedMdx(entry: MdxCacheEntry): CompiledMdx | undefined {
  const remembered = memory.get(entry.metaFile);
  if (remembered) return remembered;
  // Read synchronously: a warm build reads thousands of these small files at once, and each read
  // through the thread pool cost 5-8 times a direct one, queued ahead of every other stage's reads.
  const cached = readOrUndefined(entry.metaFile);
  if (!cached) return undefined;
  let parsed: CompiledSource['meta'] & { direct: boolean; body?: boolean };
  try {
    // A static body follows its metadata line (JSON has no line break of its own).
    const end = cached.indexOf('\n');
    parsed = JSON.parse(end < 0 ? cached : cached.slice(0, end)) as typeof parsed;
  } catch {
    return undefined; // cut short (a full disk, a killed build): a miss, compiled and written again
  }
  if (!parsed || !Array.isArray(parsed.toc) || !Array.isArray(parsed.ids) || !Array.isArray(parsed.links)) return undefined;
  const { direct, body, ...meta } = parsed;
  if (body) return remember(entry, { module: entry.metaFile, staticBody: entry.metaFile, ...meta });
  // The module must be there too (the metadata is written last, but a cleaner may have taken it).
  if (!(statSync(entry.module, { throwIfNoEntry: false })?.size ?? 0)) return undefined;
  return remember(entry, { module: entry.module, serverModule: direct ? entry.serverModule : undefined, ...meta });
}

/** The HTML of a static body (CompiledMdx.staticBody): what follows the file's metadata line. */
export function readStaticBody(file: string): string {
  const text = readFileSync(file, 'utf8');
  return text.slice(text.indexOf('\n') + 1);
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export async function writeCachedMdx(entry: MdxCacheEntry, compiled: CompiledSource): Promise<CompiledMdx> {
  await fs.mkdir(path.dirname(entry.module), { recursive: true });
  // A static body is one file, its metadata line then the HTML: creating files is what a cold
  // build of many docs spends its system time on (three a doc were ~0.3-0.7 ms each here).
  if (compiled.html !== undefined) {
    await writeFileAtomic(entry.metaFile, `${JSON.stringify({ ...compiled.meta, direct: false, body: true })}\n${compiled.html}`);
    return remember(entry, { module: entry.metaFile, staticBody: entry.metaFile, ...compiled.meta });
  }
  // Module first, metadata last: the metadata's presence is what marks the entry complete. Each is
  // written to a temporary name and renamed, so a concurrent build never reads half a file.
  await writeFileAtomic(entry.module, compiled.code);
  const server = serverVariant(compiled.code);
  if (server) await writeFileAtomic(entry.serverModule, server);
  await writeFileAtomic(entry.metaFile, JSON.stringify({ ...compiled.meta, direct: Boolean(server) }));
  return remember(entry, { module: entry.module, serverModule: server ? entry.serverModule : undefined, ...compiled.meta });
}

const JSX_RUNTIME = '"react/jsx-runtime"';
const IMPORT_FROM = /^import\b[^;]*?from\s*(["'][^"']*["'])/gm;
// Hubgen's React, by URL: the module lives in the site's .hubgen/, where no node_modules holds it.
const HUBGEN_JSX_RUNTIME = JSON.stringify(pathToFileURL(createRequire(path.join(HUBGEN_ROOT, 'package.json')).resolve('react/jsx-runtime')).href);

/** The server variant of a compiled module, if JSX is all it imports (else it is bundled). */
function serverVariant(code: string): string | undefined {
  const sources = [...code.matchAll(IMPORT_FROM)].map((m) => m[1]);
  if (sources.some((source) => source !== JSX_RUNTIME) || /\bimport\s*\(/.test(code)) return undefined;
  return code.replaceAll(`from ${JSX_RUNTIME}`, `from ${HUBGEN_JSX_RUNTIME}`);
}

const memory = new Map<string, CompiledMdx>();

/**
 * By the entry's metadata file, which every entry has (a static body has no module): watch mode
 * finds each unchanged doc's compile here, the same object from save to save, which is how the
 * link check knows the doc's links unchanged (check-links.ts).
 */
function remember(entry: MdxCacheEntry, compiled: CompiledMdx): CompiledMdx {
  memory.set(entry.metaFile, compiled);
  return compiled;
}

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
    ids: string[];
    links: SourceLink[];
  }
}
