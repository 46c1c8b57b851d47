// The search index as a reader's browser gets it: the manifest, the files it names, and queries run
// with the browser's own engine (shared/search/search-engine.ts), over any way of reading a file
// below `search/` (a dev server, a build folder).
import { createSearchEngine, type LoadFile } from '../../shared/search/search-engine.ts';
import { DOC_TAG_CHARS, MANIFEST_FILE, docShardFile, termShardFile, type SearchManifest } from '../../shared/search/search-format.ts';

/** Every file the manifest names, and the manifest, by file name. */
export async function searchFiles(load: LoadFile): Promise<Map<string, string>> {
  const manifestText = await load(MANIFEST_FILE);
  const manifest = JSON.parse(manifestText) as SearchManifest;
  const names = [...manifest.termShards.map(([, , name]) => termShardFile(name)), ...Array.from({ length: manifest.docShards.length / DOC_TAG_CHARS }, (_, n) => docShardFile(manifest, n))];
  const files = new Map(await Promise.all(names.map(async (file) => [file, await load(file)] as const)));
  return files.set(MANIFEST_FILE, manifestText);
}

/** Every file's text, joined: what the index holds, to look for a word in. */
export async function searchText(load: LoadFile): Promise<string> {
  return [...(await searchFiles(load)).values()].join('\n');
}

/** Each query's results as the reader sees them: URL and title, best first. */
export async function searchResults(load: LoadFile, queries: string[]): Promise<Record<string, string[]>> {
  const engine = createSearchEngine({ load });
  const results: Record<string, string[]> = {};
  for (const query of queries) results[query] = (await engine.search(query)).map((hit) => `${hit.url} ${hit.title}`);
  return results;
}
