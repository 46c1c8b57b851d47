// A throwaway site around one OpenAPI document (or a folder of them) with the default config:
// what a team trying hubgen on its own API writes first. The reference is the home page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { REPO, tempDir } from './cli.ts';

export const CORPUS = path.resolve(import.meta.dirname, '../fixtures/openapi-corpus');

/** The shared test data beside the repository (HUBGEN_SHARED overrides it, e.g. from a worktree). */
export const SHARED = process.env['HUBGEN_SHARED'] ?? path.resolve(REPO, '../shared');

/**
 * `source` is a document file, or a folder copied whole with `spec` its root document inside it.
 * `apiExtra` is spliced into the API entry of site.config.ts (e.g. `lint: {...}`), `siteExtra` into
 * the config itself (e.g. `onBrokenAnchors: 'throw',`).
 */
export async function openapiSite(params: { source: string; spec?: string; apiExtra?: string; siteExtra?: string }): Promise<{ root: string; spec: string }> {
  const root = await tempDir('hubgen-openapi-site-');
  const stat = await fs.stat(params.source);
  const spec = stat.isDirectory() ? `openapi/${params.spec}` : `openapi/${path.basename(params.source)}`;
  await fs.cp(params.source, stat.isDirectory() ? path.join(root, 'openapi') : path.join(root, spec), { recursive: true });
  await fs.writeFile(
    path.join(root, 'site.config.ts'),
    `import { defineConfig } from 'hubgen/config';

export default defineConfig({
  title: 'API docs',
  url: 'https://docs.example.com',
  apis: [{ id: 'api', spec: '${spec}', route: '/'${params.apiExtra ? `, ${params.apiExtra}` : ''} }],${params.siteExtra ? `\n  ${params.siteExtra}` : ''}
});
`,
  );
  return { root, spec: path.join(root, spec) };
}

/** Present in this checkout? Large documents are read from ../shared and may be absent. */
export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false);
}

/** Every HTML page of a built site, one after the other: a split reference's operations are on several. */
export async function everyPage(out: string): Promise<string> {
  const files = (await fs.readdir(out, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  return (await Promise.all(files.map((file) => fs.readFile(path.join(out, file), 'utf8')))).join('\n');
}
