// Compiles every MDX doc and MDX page (cached by content hash), a few at a time so both cores stay
// busy with I/O and parsing interleaved; collects every syntax error rather than stopping at one.
import { SiteError, type Problem } from '../errors.ts';
import type { ContentGraph } from '../content/load-content.ts';
import { compileMdx, type CompiledMdx } from './compile-mdx.ts';

export type CompiledContent = Map<string, CompiledMdx>;

export async function compileContent({ content, cacheDir }: { content: ContentGraph; cacheDir: string }): Promise<CompiledContent> {
  const sources = [...content.docs, ...content.pages.filter((p) => p.kind === 'mdx')];
  const compiled: CompiledContent = new Map();
  const problems: Problem[] = [];
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const source = sources[next++];
      try {
        compiled.set(source.file, await compileMdx({ file: source.file, body: source.body, cacheDir }));
      } catch (error) {
        if (!(error instanceof SiteError)) throw error;
        problems.push(...error.problems);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  if (problems.length) throw new SiteError(problems);
  return compiled;
}
