// MDX → JavaScript module, once per content hash: the compiled code and its metadata (table of
// contents, ids, links) are cached in .hubgen/mdx/, so a warm build compiles nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import rehypeHighlight from 'rehype-highlight';
import { siteError } from '../errors.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';
import type { TocEntry } from '../../templates/types.ts';
import { remarkCodeTabs } from './remark-code-tabs.ts';
import { remarkCollectLinks, type SourceLink } from './remark-collect-links.ts';
import { rehypeHeadings } from './rehype-headings.ts';

/** Bump when the plugins or their options change: it invalidates every cached module. */
const COMPILER_VERSION = '1';

export interface CompiledMdx {
  /** Absolute path of the compiled ES module (imports react/jsx-runtime). */
  module: string;
  toc: TocEntry[];
  ids: string[];
  links: SourceLink[];
}

export async function compileMdx({ file, body, cacheDir }: { file: string; body: string; cacheDir: string }): Promise<CompiledMdx> {
  const hash = createHash('sha256').update(COMPILER_VERSION).update('\0').update(body).digest('hex').slice(0, 20);
  const module = path.join(cacheDir, `${hash}.js`);
  const metaFile = path.join(cacheDir, `${hash}.json`);
  // Watch mode compiles in one long process: keep results in memory too, so a save reads nothing.
  const remembered = memory.get(module);
  if (remembered) return remembered;
  const cached = await fs.readFile(metaFile, 'utf8').catch(() => undefined);
  if (cached) return remember({ module, ...JSON.parse(cached) });

  let result;
  try {
    result = await compile(
      { path: file, value: body },
      {
        jsxImportSource: 'react',
        remarkPlugins: [remarkGfm, remarkCodeTabs, remarkCollectLinks],
        rehypePlugins: [[rehypeHighlight, { detect: false, ignoreMissing: true }], rehypeHeadings],
      },
    );
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
  const meta = { toc: result.data.toc ?? [], ids: result.data.ids ?? [], links: result.data.links ?? [] };
  await fs.mkdir(cacheDir, { recursive: true });
  // Module first, metadata last: the metadata's presence is what marks the entry complete. Each is
  // written to a temporary name and renamed, so a concurrent build never reads half a file.
  await writeFileAtomic(module, String(result.value));
  await writeFileAtomic(metaFile, JSON.stringify(meta));
  return remember({ module, ...(meta as Omit<CompiledMdx, 'module'>) });
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
