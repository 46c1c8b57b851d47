// A docs page's Markdown twin (/docs/intro.md beside /docs/intro.html): its source without front
// matter, since the MDX of these docs is Markdown; a generated index's, its list of links. An API
// reference's twins are made when the API is loaded (openapi/view/markdown-twins.ts), in the same shape.
import type { MarkdownTwin } from '../openapi/view/markdown-twins.ts';
import { twinPathOf } from '../routes/markdown-twin.ts';

export type { MarkdownTwin } from '../openapi/view/markdown-twins.ts';

export function pageTwin({ route, title, description, body }: { route: string; title: string; description?: string; body: string }): MarkdownTwin {
  // The title heads the twin; a leading `# …` of the source is that same title.
  const text = body.trim().replace(/^#[ \t]+[^\n]*\n*/, '');
  const summary = description ? `> ${description}\n\n` : '';
  return { path: twinPathOf(route), title, description, markdown: `# ${title}\n\n${summary}${text}\n` };
}

/** A category's generated index page as Markdown: its title and description, then a link per item. */
export function generatedIndexTwin({ path, title, description, items }: { path: string; title: string; description?: string; items: { label: string; href: string; description?: string }[] }): MarkdownTwin {
  const summary = description ? `> ${description}\n\n` : '';
  const list = items.map((item) => `- [${item.label}](${item.href})${item.description ? `: ${item.description}` : ''}`).join('\n');
  return { path, title, description, markdown: `# ${title}\n\n${summary}${list}\n` };
}
