// The module of a blog list page whose excerpts have components of their own (an import, JSX): it
// renders the theme's list page with those excerpts' compiled modules, so they render and hydrate
// as the post page's body does. A list of Markdown-only excerpts needs none: its excerpts are HTML
// in the page (blog-routes.ts). Written to .hubgen/blog/, named by its content, so the bundle sees
// an unchanged list as unchanged.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';

export function blogListModule({ cacheDir, page, excerpts }: { cacheDir: string; page: string; excerpts: { key: string; module: string }[] }): string {
  const code = [
    `import { createElement } from 'react';`,
    `import Page from ${JSON.stringify(page)};`,
    ...excerpts.map((e, i) => `import E${i} from ${JSON.stringify(e.module)};`),
    `const excerpts = { ${excerpts.map((e, i) => `${JSON.stringify(e.key)}: E${i}`).join(', ')} };`,
    `export default function BlogListWithExcerpts(props) { return createElement(Page, { ...props, excerpts }); }`,
    '',
  ].join('\n');
  const file = path.join(cacheDir, `list-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`);
  if (readOrUndefined(file) !== code) {
    mkdirSync(cacheDir, { recursive: true });
    // Renamed into place: a concurrent build never reads half of it.
    const temp = `${file}.tmp-${process.pid}`;
    writeFileSync(temp, code);
    renameSync(temp, file);
  }
  return file;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
