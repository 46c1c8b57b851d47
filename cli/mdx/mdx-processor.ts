// The MDX compiler itself (remark/rehype plugins, build-time highlighting), with no I/O: used by
// compile-content on a cache miss and by the worker threads. Kept apart so that a warm build, which
// compiles nothing, never loads the compiler.
import { remarkNpm2Yarn, type Npm2YarnOptions } from './remark-npm2yarn.ts';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import rehypeHighlight from 'rehype-highlight';
import { SiteError, type Problem } from '../support/errors.ts';
import type { CompiledSource } from './compiled-mdx.ts';
import { remarkCodeTabs } from './remark-code-tabs.ts';
import { remarkCollectLinks } from './remark-collect-links.ts';
import { remarkCollectEmbeds } from './remark-collect-embeds.ts';
import { remarkResolveLinks } from './remark-resolve-links.ts';
import { rehypeHeadings } from './rehype-headings.ts';
import { rewriteDocusaurusSyntax } from './docusaurus-syntax.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkTitleHeading } from './remark-title-heading.ts';
import { remarkHead } from './remark-head.ts';
import { importSitePlugins, type SitePlugins } from './site-plugins.ts';
import type { PluggableList } from 'unified';
import { remarkCodeMeta } from './remark-code-meta.ts';
import { rehypeCodeLines } from './rehype-code-lines.ts';
import { rehypeStaticCode } from './rehype-static-code.ts';
import { remarkMermaid } from './remark-mermaid.ts';
import { rehypeSearchText } from './rehype-search-text.ts';
import { remarkLeanParse } from './lean-parse.ts';
import { rehypeStaticBody } from './rehype-static-body.ts';
import rehypeRaw from 'rehype-raw';
import type { MarkdownFormat } from './markdown-format.ts';

// One processor per set of site plugins for the whole process (nearly always one): creating it
// attaches every plugin, and the highlighter registers all its grammars, which costs more than
// compiling a typical page. The site's own plugins run after hubgen's, as in Docusaurus.
const processors = new Map<string, Promise<ReturnType<typeof createProcessor>>>();
function processor(plugins: SitePlugins | undefined, format: MarkdownFormat) {
  const key = `${format}\0${plugins?.key ?? ''}`;
  let made = processors.get(key);
  if (!made) {
    made = (async () => {
      const [remark, rehype] = plugins ? await Promise.all([importSitePlugins(plugins.remark, plugins.key), importSitePlugins(plugins.rehype, plugins.key)]) : [[], []];
      return createProcessor({
        jsxImportSource: 'react',
        // CommonMark ('md'): no JSX or expressions, and HTML is HTML, parsed by rehype-raw as Docusaurus does.
        format,
        remarkPlugins: [remarkLeanParse, remarkGfm, remarkDirective, remarkHead, remarkAdmonitions, remarkHeadingIds, remarkTitleHeading, remarkMermaid, ...(plugins?.npm2yarn ? [[remarkNpm2Yarn, plugins.npm2yarn] as [typeof remarkNpm2Yarn, Npm2YarnOptions]] : []), remarkCodeMeta, remarkCodeTabs, remarkResolveLinks, remarkCollectEmbeds, ...(remark as PluggableList), remarkCollectLinks],
        // The search text reads code blocks before rehypeStaticCode turns them into strings.
        rehypePlugins: [...(format === 'md' ? [rehypeRaw] : []), [rehypeHighlight, { detect: false }], rehypeCodeLines, ...(rehype as PluggableList), rehypeHeadings, rehypeSearchText, rehypeStaticCode, rehypeStaticBody],
      });
    })();
    processors.set(key, made);
  }
  return made;
}

/** How many syntax errors of one file are reported before giving up on it. */
const MAX_ERRORS = 10;
const MAX_WARNINGS = 100;

/**
 * The compile itself, with no I/O: what worker threads run. Throws a SiteError with every syntax
 * error of the file: MDX stops at the first, so each is escaped (when it is a `{` or `<` that
 * opened nothing valid) and the file parsed again. With `mdx1Compat` (docs written for MDX 1,
 * where such a `{` or `<` was text) those are escaped for good and reported as warnings.
 */
/**
 * `links`: what the doc's links lead to (link-table.ts), applied while the tree exists.
 * `staticBase` (docs only, the site's baseUrl): a doc that turns out to be Markdown only compiles to
 * its body as finished HTML, `html` (rehype-static-body.ts), and no module.
 */
export async function compileMdxSource({ file, body, links, mdx1Compat = false, plugins, staticBase, format = 'mdx' }: { file: string; body: string; links?: Record<string, string>; mdx1Compat?: boolean; plugins?: SitePlugins; staticBase?: string; format?: MarkdownFormat }): Promise<CompiledSource> {
  const mdx = await processor(plugins, format);
  let source = rewriteDocusaurusSyntax(body, format, mdx1Compat);
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const escaped: { line: number; column: number }[] = [];
  // Lines of `source` after which a line break was added (mdx1Compat), to give errors the author's lines.
  const broken: number[] = [];
  let previous: Problem | undefined;
  for (;;) {
    try {
      const result = await mdx.process({ path: file, value: source, data: { ...(links ? { linkRewrites: links } : {}), ...(staticBase !== undefined ? { staticBodyBase: staticBase } : {}) } });
      if (errors.length) throw new SiteError(errors);
      const data = result.data;
      const body = data.staticBody !== undefined ? { code: '', html: data.staticBody } : { code: String(result.value) };
      return { ...body, meta: { toc: data.toc ?? [], ids: data.ids ?? [], links: data.links ?? [], titleInBody: data.titleInBody ?? false, ...(data.search ? { search: data.search } : {}), ...(data.head ? { head: data.head } : {}), ...(data.embeds ? { embeds: data.embeds } : {}), warnings } };
    } catch (error) {
      if (error instanceof SiteError) throw error;
      const split = mdx1Compat ? jsxBlockBreak(source, error) : undefined;
      if (split) {
        broken.forEach((line, i) => line > split.line && (broken[i] = line + 1));
        for (const e of escaped) if (e.line > split.line) e.line += 1;
        broken.push(split.line);
        source = split.source;
        continue;
      }
      const found = syntaxProblem(file, error);
      // Columns as the author's file has them: each backslash added earlier on the line shifted them.
      const shift = escaped.filter((e) => e.line === found.line && found.column !== undefined && e.column < found.column).length;
      const line = found.line && found.line - broken.filter((b) => b < found.line!).length;
      const problem = { ...found, line, column: found.column && found.column - shift };
      // Escaping did not move the parser on: report what is there and stop.
      const stuck = previous !== undefined && previous.line === problem.line && previous.column === problem.column;
      const at = stuck ? undefined : openerBefore(source, found.line, found.column);
      if (!stuck) {
        if (mdx1Compat && at) warnings.push({ ...problem, message: `${problem.message} (taken as text: markdown.mdx1Compat)`, hint: undefined });
        else errors.push(problem);
      }
      previous = problem;
      if (!at || errors.length >= MAX_ERRORS || warnings.length >= MAX_WARNINGS) {
        if (!errors.length) errors.push(problem);
        throw new SiteError(errors);
      }
      escaped.push({ line: found.line!, column: at.column });
      source = source.slice(0, at.offset) + '\\' + source.slice(at.offset);
    }
  }
}

/**
 * MDX 1 took a block that starts with a tag, up to the next blank line, as JSX whole; MDX 3 takes a
 * line holding text as a paragraph, so `<Highlight><b>Title</b>` (closed lines later) fails with
 * "Expected a closing tag … before the end of `paragraph`". Breaking the line after the opening
 * tag makes the tag a block of its own, as MDX 1 read it. Undefined when the error is another.
 */
function jsxBlockBreak(source: string, error: unknown): { source: string; line: number } | undefined {
  const reason = String((error as { reason?: string }).reason ?? (error as Error).message ?? '');
  const at = /^Expected a closing tag for `<[^`]*>` \((\d+):(\d+)-(\d+):(\d+)\) before the end of `paragraph`/.exec(reason);
  if (!at || at[1] !== at[3]) return undefined;
  const line = Number(at[1]);
  const lines = source.split('\n');
  const text = lines[line - 1];
  const end = Number(at[4]) - 1;
  if (text === undefined || !text.slice(end).trim() || !/^\s*$/.test(text.slice(0, Number(at[2]) - 1))) return undefined;
  const indent = /^\s*/.exec(text)![0];
  lines.splice(line - 1, 1, text.slice(0, end), indent + text.slice(end).trimStart());
  return { source: lines.join('\n'), line };
}

/** The `{` or `<` that opened what failed to parse: the nearest one at or before the error on its line. */
function openerBefore(source: string, line: number | undefined, column: number | undefined): { offset: number; column: number } | undefined {
  if (!line || !column) return undefined;
  let lineStart = 0;
  for (let l = 1; l < line; l++) {
    lineStart = source.indexOf('\n', lineStart) + 1;
    if (lineStart === 0) return undefined;
  }
  for (let c = column; c >= 1; c--) {
    const offset = lineStart + c - 1;
    const char = source[offset];
    if ((char === '{' || char === '<') && source[offset - 1] !== '\\') return { offset, column: c };
  }
  return undefined;
}

function syntaxProblem(file: string, error: unknown): Problem {
  const e = error as { line?: number; column?: number; reason?: string; message: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const place = e.place && 'start' in e.place ? e.place.start : e.place;
  // Some MDX errors (unclosed JSX tags) carry their position only in the text: "… (3:1-3:6)".
  const reason = e.reason ?? e.message;
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  return {
    file,
    line: e.line ?? place?.line ?? (inText ? Number(inText[1]) : undefined),
    column: e.column ?? place?.column ?? (inText ? Number(inText[2]) : undefined),
    message: `MDX syntax error: ${inText ? reason.slice(0, inText.index) : reason}`,
    hint: 'In MDX, `{`, `}` and `<` start JavaScript or JSX: escape them as `\\{` and `&lt;`, or put them in `code`.',
  };
}
