// Copies the site's static/ folder (favicon, images) and the OpenAPI documents (for their
// "Download OpenAPI" links) into the output. Symlinks are not followed: they could lead out of the site.
import fs from 'node:fs/promises';
import path from 'node:path';

export async function copyStatic({ root, outDir, apiFiles }: { root: string; outDir: string; apiFiles: string[] }): Promise<string[]> {
  const copied: string[] = [];
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
  for (const file of apiFiles) {
    const rel = path.relative(root, file);
    await fs.mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
    await fs.copyFile(file, path.join(outDir, rel));
    copied.push('/' + rel.split(path.sep).join('/'));
  }
  return copied;
}
