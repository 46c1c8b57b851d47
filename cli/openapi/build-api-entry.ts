// One OpenAPI document on a cache miss: loaded (parsed, $refs resolved, validated, linted), its
// reference view, anchors and Markdown twins built, and the entry written to .hubgen/openapi/.
// Runs in a worker thread (openapi-worker.ts, started by site-apis.ts), so a document that needs
// more memory than the heap allows ends that thread and not hubgen.
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Problem } from '../errors.ts';
import type { ApiRouteInput } from '../routes/plan-routes.ts';
import { errorProblems, warningProblems } from './diagnostic-problems.ts';
import { loadApi } from './load-api.ts';
import { buildReferenceView } from './reference-view.ts';
import { apiTagTwins, firstParagraph } from '../write/markdown-twins.ts';
import { sha256Of, writeCachedApi, type CachedApi } from './api-cache.ts';

/** Plain data, so it crosses to a worker thread as it is. */
export interface ApiJob {
  api: ResolvedConfig['apis'][number];
  /** Its place in the config's `apis`, for naming lint settings in warnings. */
  index: number;
  root: string;
  file: string;
  cache: string;
}

/** The entry, or the document's errors (all of them, located). */
export type ApiJobResult = CachedApi | { problems: Problem[] };

export async function buildApiEntry({ api, index, root, file, cache }: ApiJob): Promise<ApiJobResult> {
  const result = await loadApi({ file, root: path.dirname(file), lint: api.lint });
  const problems = errorProblems(result.diagnostics);
  if (problems.length) return { problems };
  const doc = result.document!;
  const downloadUrl = '/' + path.relative(root, file).split(path.sep).join('/');
  const { view, anchors } = buildReferenceView({ id: api.id, doc, downloadUrl });
  const title = api.title ?? doc.title;
  const input: ApiRouteInput = {
    id: api.id,
    route: api.route,
    specFile: file,
    title,
    description: firstSentence(doc.description),
    view,
    anchors,
    operationCount: doc.operations.length,
    schemaCount: Object.keys(doc.schemas).length,
    markdown: { summary: firstParagraph(doc.description), twins: apiTagTwins({ document: doc, route: api.route, title }) },
  };
  const files: Record<string, string> = {};
  for (const source of result.files ?? [file]) files[source] = await sha256Of(source);
  const entry: CachedApi = { input, warnings: warningProblems(result.diagnostics, `apis[${index}].lint`), files };
  await writeCachedApi(cache, api.id, entry);
  return entry;
}

function firstSentence(markdown: string): string | undefined {
  const text = markdown
    .split('\n')
    .find((line) => line.trim() && !line.startsWith('#'))
    ?.replace(/[*_`[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '');
  return text ? text.slice(0, 200).trim() : undefined;
}
