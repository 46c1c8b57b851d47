// MDX → JavaScript module, once per content hash: the compiled code and its metadata (table of
// contents, ids, links) are cached in .hubgen/mdx/, so a warm build compiles nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeHighlight from 'rehype-highlight';
import { siteError } from '../errors.ts';
import { HUBGEN_BUILD_ID } from '../paths.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';
import type { TocEntry } from '../../templates/types.ts';
import { remarkCodeTabs } from './remark-code-tabs.ts';
import { remarkCollectLinks, type SourceLink } from './remark-collect-links.ts';
import { rehypeHeadings } from './rehype-headings.ts';


export interface CompiledMdx {
  /** Absolute path of the compiled ES module (imports react/jsx-runtime). */
  module: string;
  toc: TocEntry[];
  ids: string[];
  links: SourceLink[];
}

// One processor for the whole process: creating it attaches every plugin, and the highlighter
// registers all its grammars, which costs more than compiling a typical page.
let shared: ReturnType<typeof createProcessor> | undefined;
function processor() {
  shared ??= createProcessor({
    jsxImportSource: 'react',
    remarkPlugins: [remarkGfm, remarkCodeTabs, remarkCollectLinks],
    rehypePlugins: [[rehypeHighlight, { detect: false }], rehypeHeadings],
  });
  return shared;
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

export async function compileMdx({ file, body, cacheDir }: { file: string; body: string; cacheDir: string }): Promise<CompiledMdx> {
  const entry = cacheEntryOf(body, cacheDir);
  return (await readCachedMdx(entry)) ?? writeCachedMdx(entry, await compileMdxSource({ file, body }));
}

export interface CompiledSource {
  code: string;
  meta: Omit<CompiledMdx, 'module'>;
}

/** The compile itself, with no I/O: what worker threads run. Throws a SiteError on bad MDX. */
export async function compileMdxSource({ file, body }: { file: string; body: string }): Promise<CompiledSource> {
  let result;
  try {
    result = await processor().process({ path: file, value: body });
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    // Some MDX errors (unclosed JSX tags) carry their position only in the text: "… (3:1-3:6)".
    const reason = e.reason ?? e.message;
    const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
    throw siteError({
      file,
      line: e.line ?? place?.line ?? (inText ? Number(inText[1]) : undefined),
      column: e.column ?? place?.column ?? (inText ? Number(inText[2]) : undefined),
      message: `MDX syntax error: ${inText ? reason.slice(0, inText.index) : reason}`,
      hint: 'In MDX, `{`, `}` and `<` start JavaScript or JSX: escape them as `\\{` and `&lt;`, or put them in `code`.',
    });
  }
  return { code: String(result.value), meta: { toc: result.data.toc ?? [], ids: result.data.ids ?? [], links: result.data.links ?? [] } };
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
