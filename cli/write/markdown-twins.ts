// A docs page's Markdown twin (/docs/intro.md beside /docs/intro.html, for llms.txt): its source
// without front matter, since the MDX of these docs is Markdown. An API tag's twin is made when the
// API is loaded (openapi/markdown-twins.ts), in the same shape.
import type { MarkdownTwin } from '../openapi/markdown-twins.ts';

export type { MarkdownTwin } from '../openapi/markdown-twins.ts';

/** '/docs/intro' → '/docs/intro.md', '/api-reference/' → '/api-reference/index.md'. */
export function twinPathOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

export function pageTwin({ route, title, description, body }: { route: string; title: string; description?: string; body: string }): MarkdownTwin {
  // The title heads the twin; a leading `# …` of the source is that same title.
  const text = body.trim().replace(/^#[ \t]+[^\n]*\n*/, '');
  const summary = description ? `> ${description}\n\n` : '';
  return { path: twinPathOf(route), title, description, markdown: `# ${title}\n\n${summary}${text}\n` };
}
