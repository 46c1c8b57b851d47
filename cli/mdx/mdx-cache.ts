// The MDX cache: each compiled module and its metadata (table of contents, ids, links) stored under
// its content hash in .hubgen/mdx/, so a warm build compiles nothing. compile-content.ts decides
// what to compile; mdx-processor.ts compiles.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { HUBGEN_BUILD_ID } from '../paths.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';
import type { TocEntry } from '../../templates/types.ts';
import type { SourceLink } from './remark-collect-links.ts';
import type { CompiledSource } from './mdx-processor.ts';


export interface CompiledMdx {
  /** Absolute path of the compiled ES module (imports react/jsx-runtime). */
  module: string;
  toc: TocEntry[];
  ids: string[];
  links: SourceLink[];
}

export interface MdxCacheEntry {
  module: string;
  metaFile: string;
}

/** Where a body's compiled module and metadata live in the cache (named by content hash). */
export function cacheEntryOf(body: string, cacheDir: string): MdxCacheEntry {
  const hash = createHash('sha256').update(HUBGEN_BUILD_ID).update('\0').update(body).digest('hex').slice(0, 20);
  return { module: path.join(cacheDir, `${hash}.js`), metaFile: path.join(cacheDir, `${hash}.json`) };
}

/** The cached result, from memory (watch mode's long process) or from disk; undefined on a miss. */
export async function readCachedMdx(entry: MdxCacheEntry): Promise<CompiledMdx | undefined> {
  const remembered = memory.get(entry.module);
  if (remembered) return remembered;
  const cached = await fs.readFile(entry.metaFile, 'utf8').catch(() => undefined);
  return cached ? remember({ module: entry.module, ...JSON.parse(cached) }) : undefined;
}

export async function writeCachedMdx(entry: MdxCacheEntry, compiled: CompiledSource): Promise<CompiledMdx> {
  await fs.mkdir(path.dirname(entry.module), { recursive: true });
  // Module first, metadata last: the metadata's presence is what marks the entry complete. Each is
  // written to a temporary name and renamed, so a concurrent build never reads half a file.
  await writeFileAtomic(entry.module, compiled.code);
  await writeFileAtomic(entry.metaFile, JSON.stringify(compiled.meta));
  return remember({ module: entry.module, ...compiled.meta });
}

const memory = new Map<string, CompiledMdx>();

function remember(compiled: CompiledMdx): CompiledMdx {
  memory.set(compiled.module, compiled);
  return compiled;
}

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
    ids: string[];
    links: SourceLink[];
  }
}
