// Copies the site's static/ folder (favicon, images) and the OpenAPI documents (for their
// "Download OpenAPI" links) into the output. Symlinks are not followed: they could lead out of the site.
import fs from 'node:fs/promises';
import path from 'node:path';

/** Served when the site configures no favicon, so browsers do not log a 404 for /favicon.ico. */
export const DEFAULT_FAVICON = '/favicon.svg';
const DEFAULT_FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M9 9v14M23 9v14M9 16h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>\n';

/**
 * `media`: files docs link to or show from beside themselves (`./diagram.png`), by their hashed
 * URL (cli/mdx/link-table.ts).
 */
export async function copyStatic({ root, outDir, apiFiles, favicon, media }: { root: string; outDir: string; apiFiles: string[]; favicon?: string; media?: Map<string, string> }): Promise<string[]> {
  const copied: string[] = [];
  if (!favicon) {
    await fs.writeFile(path.join(outDir, DEFAULT_FAVICON.slice(1)), DEFAULT_FAVICON_SVG);
    copied.push(DEFAULT_FAVICON);
  }
  const staticDir = path.join(root, 'static');
  const entries = await fs.readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const rel = path.relative(staticDir, from);
    await fs.mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
    await fs.copyFile(from, path.join(outDir, rel));
    copied.push('/' + rel.split(path.sep).join('/'));
  }
  for (const [url, file] of media ?? []) {
    await fs.mkdir(path.dirname(path.join(outDir, url)), { recursive: true });
    await fs.copyFile(file, path.join(outDir, url));
    copied.push(url);
  }
  for (const file of apiFiles) {
    const rel = path.relative(root, file);
    await fs.mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
    await fs.copyFile(file, path.join(outDir, rel));
    copied.push('/' + rel.split(path.sep).join('/'));
  }
  return copied;
}

/** URL paths of the files in static/, as the output will hold them: what `hubgen check` resolves `/img/…` links against. */
export async function staticUrls(root: string): Promise<string[]> {
  const staticDir = path.join(root, 'static');
  const entries = await fs.readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => '/' + path.relative(staticDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}
