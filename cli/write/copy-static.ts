// Copies the site's static/ folder (favicon, images) and the OpenAPI documents (for their
// "Download OpenAPI" links) into the output. Symlinks are not followed: they could lead out of the site.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReuseCommitted } from '../output/dev-output.ts';
import { DEFAULT_FAVICON } from '../support/paths.ts';

/** Served when the site configures no favicon, so browsers do not log a 404 for /favicon.ico. */
const DEFAULT_FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M9 9v14M23 9v14M9 16h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>\n';

/**
 * `media`: files docs link to or show from beside themselves (`./diagram.png`), by their hashed
 * URL (cli/mdx/link-table.ts). `reuse` (watch mode): a file whose source has the size and mtime it
 * had when the committed output took it is carried over, not copied again.
 */
export async function copyStatic({
  root,
  outDir,
  apiFiles,
  favicon,
  media,
  reuse,
}: {
  root: string;
  outDir: string;
  apiFiles: string[];
  favicon?: string;
  media?: Map<string, string>;
  reuse?: ReuseCommitted;
}): Promise<string[]> {
  const copied: string[] = [];
  const copy = async (from: string, url: string, tag?: string) => {
    copied.push(url);
    if (reuse?.(url, tag ?? (await sourceTag(from)))) return;
    await fs.mkdir(path.dirname(path.join(outDir, url)), { recursive: true });
    await fs.copyFile(from, path.join(outDir, url));
  };
  if (!favicon) {
    copied.push(DEFAULT_FAVICON);
    if (!reuse?.(DEFAULT_FAVICON, 'default')) await fs.writeFile(path.join(outDir, DEFAULT_FAVICON.slice(1)), DEFAULT_FAVICON_SVG);
  }
  const staticDir = path.join(root, 'static');
  const entries = await fs.readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    await copy(from, '/' + path.relative(staticDir, from).split(path.sep).join('/'));
  }
  for (const [url, file] of media ?? []) await copy(file, url, 'content-named');
  for (const file of apiFiles) await copy(file, '/' + path.relative(root, file).split(path.sep).join('/'));
  return copied;
}

/** What identifies a source file's version without reading it. */
async function sourceTag(file: string): Promise<string> {
  const stat = await fs.stat(file);
  return `${stat.size}:${stat.mtimeMs}`;
}

/** URL paths of the files in static/, as the output will hold them: what `hubgen check` resolves `/img/…` links against. */
export async function staticUrls(root: string): Promise<string[]> {
  const staticDir = path.join(root, 'static');
  const entries = await fs.readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => '/' + path.relative(staticDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}
