// The MDX compiler itself (remark/rehype plugins, build-time highlighting), with no I/O: used by
// compile-content on a cache miss and by the worker threads. Kept apart so that a warm build, which
// compiles nothing, never loads the compiler.
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeHighlight from 'rehype-highlight';
import { siteError } from '../errors.ts';
import type { CompiledMdx } from './mdx-cache.ts';
import { remarkCodeTabs } from './remark-code-tabs.ts';
import { remarkCollectLinks } from './remark-collect-links.ts';
import { remarkResolveLinks } from './remark-resolve-links.ts';
import { rehypeHeadings } from './rehype-headings.ts';
import { rewriteDocusaurusSyntax } from './docusaurus-syntax.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkTitleHeading } from './remark-title-heading.ts';

export interface CompiledSource {
  code: string;
  meta: Omit<CompiledMdx, 'module'>;
}

// One processor for the whole process: creating it attaches every plugin, and the highlighter
// registers all its grammars, which costs more than compiling a typical page.
let shared: ReturnType<typeof createProcessor> | undefined;
function processor() {
  shared ??= createProcessor({
    jsxImportSource: 'react',
    remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds, remarkTitleHeading, remarkCodeTabs, remarkResolveLinks, remarkCollectLinks],
    rehypePlugins: [[rehypeHighlight, { detect: false }], rehypeHeadings],
  });
  return shared;
}

/** The compile itself, with no I/O: what worker threads run. Throws a SiteError on bad MDX. */
/** `links`: what the doc's links lead to (link-table.ts), applied while the tree exists. */
export async function compileMdxSource({ file, body, links }: { file: string; body: string; links?: Record<string, string> }): Promise<CompiledSource> {
  let result;
  try {
    result = await processor().process({ path: file, value: rewriteDocusaurusSyntax(body), data: links ? { linkRewrites: links } : {} });
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
  return { code: String(result.value), meta: { toc: result.data.toc ?? [], ids: result.data.ids ?? [], links: result.data.links ?? [], titleInBody: result.data.titleInBody ?? false } };
}

