// One OpenAPI document on a cache miss: loaded (parsed, $refs resolved, validated, linted), its
// reference view, anchors and Markdown twins built, and the entry written to .hubgen/openapi/.
// Runs in a worker thread (openapi-worker.ts, started by site-apis.ts), so a document that needs
// more memory than the heap allows ends that thread and not hubgen.
// With a core to spare, two threads share one document (`share`): one reads and checks it (the
// schema, its examples, lint); the other takes the files it parsed once their $refs are resolved
// (shared-sources.ts), builds the model and the view meanwhile, takes the first one's warnings
// (sent only when the checks find no error), and writes the entry. A large document's checks and view are a second or more each: one thread did
// them one after the other.
import { apiLintConfig } from '../config/lint-rules.ts';
import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Problem } from '../support/errors.ts';
import type { ApiRouteInput } from './api-route-input.ts';
import { errorProblems, warningProblems } from './validate/diagnostic-problems.ts';
import { modelOf } from './model/build-model.ts';
import { shareSources, viewSources } from './shared-sources.ts';
import { sha256Of, writeCachedApi, type CachedApi } from './api-cache.ts';
import { pagesFolder, splitsReference, tagSlugs } from './split-reference.ts';
import type { ApiView } from '../../templates/api-reference/types.ts';
import type { ApiDocument } from './document/types.ts';
import type { SampleLanguage } from '../../shared/sample-code/languages.ts';

/** Loaded on demand (a cache hit needs none of it). */
type MarkdownTwinsModule = Pick<typeof import('./view/markdown-twins.ts'), 'apiTagTwins' | 'apiOverviewTwin' | 'firstParagraph'>;

/** Plain data, so it crosses to a worker thread as it is (`peer` in the message's transfer list). */
export interface ApiJob {
  api: ResolvedConfig['apis'][number];
  /** Its place in the config's `apis`, for naming lint settings in warnings. */
  index: number;
  root: string;
  file: string;
  cache: string;
  /** This thread's part of a document two threads share; the whole document when absent. */
  share?: 'check' | 'view';
  /** Sharing, the channel to the other thread (the checking one posts the parsed files on it). */
  peer?: MessagePort;
}

/** What the checking thread hands the viewing one: the document's warnings. */
export interface CheckedPart {
  warnings: Problem[];
}

/**
 * The entry (or, for the checking thread, its part), or the document's errors (all of them,
 * located; the viewing thread's are not all of them, and only stand when the checking thread has none).
 */
export type ApiJobResult = CachedApi | CheckedPart | { problems: Problem[] };

/**
 * `receive`: for the viewing thread, the checking thread's part once it is built.
 * Each thread of a shared document imports the modules of its own part only, when it starts it: the
 * checking one has no use for the view's Markdown, highlighting and samples (~0.8 MB of bundled
 * code), the viewing one for ajv and the OpenAPI schemas' validators. Loaded by every thread, they
 * were ~50 ms of each one's start, on the checking thread's path to its parse.
 */
export async function buildApiEntry(job: ApiJob, receive?: () => Promise<CheckedPart>): Promise<ApiJobResult> {
  const { api, index, root, file, cache, share, peer } = job;
  const lintKey = `apis[${index}].lint`;
  if (share === 'check') {
    const { checkApi } = await import('./load-api.ts');
    const checked = await checkApi({ file, root: path.dirname(file), lint: apiLintConfig(api), whenResolved: (sources) => peer!.postMessage(shareSources(sources)) });
    const problems = errorProblems(checked.diagnostics);
    return problems.length ? { problems } : { warnings: warningProblems(checked.diagnostics, lintKey) };
  }
  const viewing = Promise.all([import('./view/reference-view.ts'), import('./view/markdown-twins.ts')]);
  const result =
    share === 'view'
      ? modelOf(await viewSources({ file: path.resolve(file), root: path.dirname(file), port: peer! }))
      : await (await import('./load-api.ts')).loadApi({ file, root: path.dirname(file), lint: apiLintConfig(api) });
  const problems = errorProblems(result.diagnostics);
  if (problems.length) return { problems };
  const [{ buildReferenceView }, { apiTagTwins, apiOverviewTwin, firstParagraph }] = await viewing;
  const doc = result.document!;
  const downloadUrl = '/' + path.relative(root, file).split(path.sep).join('/');
  const { view, anchors } = buildReferenceView({ id: api.id, doc, downloadUrl, sampleLanguages: api.sampleLanguages });
  const tryIt = api.tryIt === false ? undefined : (await import('./view/try-it-data.ts')).tryItFile(doc, {
    oauthClientId: typeof api.tryIt === 'object' ? api.tryIt.oauth?.clientId : undefined,
    sampleLanguages: api.sampleLanguages,
  });
  if (tryIt) view.tryItUrl = tryIt.url;
  const warnings = share === 'view' ? (await receive!()).warnings : warningProblems(result.diagnostics, lintKey);
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
    markdown: markdownOf({ doc, route: api.route, title, pages: tagPages(view, api.route), sampleLanguages: api.sampleLanguages, twins: { apiTagTwins, apiOverviewTwin, firstParagraph } }),
    ...(tryIt ? { tryIt } : {}),
  };
  const files: Record<string, string> = {};
  // Hashed as they were read and parsed (a file saved since is not recorded as what was built).
  for (const source of result.files ?? [{ file }]) files[source.file] = source.hash ?? sha256Of(source.file);
  const entry: CachedApi = { input, warnings, files };
  await writeCachedApi(cache, api.id, entry);
  return entry;
}

/** The reference as Markdown: its summary for llms.txt, its overview twin and a twin per tag. */
function markdownOf({ doc, route, title, pages, sampleLanguages, twins }: { doc: ApiDocument; route: string; title: string; pages?: Map<string, string>; sampleLanguages: readonly SampleLanguage[]; twins: MarkdownTwinsModule }): ApiRouteInput['markdown'] {
  const tagTwins = twins.apiTagTwins({ document: doc, route, title, pages, sampleLanguages });
  return { summary: twins.firstParagraph(doc.description), overview: twins.apiOverviewTwin({ document: doc, route, title, tagTwins }), twins: tagTwins };
}

/** A split reference's tags (anchor) → the route of their first page, as split-reference.ts names them. */
function tagPages(view: ApiView, route: string): Map<string, string> | undefined {
  if (!splitsReference(view)) return undefined;
  const tagged = view.tags.filter((tag) => tag.operations.length > 0);
  const slugs = tagSlugs(tagged.map((tag) => tag.name));
  return new Map(tagged.map((tag, t) => [tag.anchor, `${pagesFolder(route)}tag/${slugs[t]}`]));
}

function firstSentence(markdown: string): string | undefined {
  const text = markdown
    .split('\n')
    .find((line) => line.trim() && !line.startsWith('#'))
    ?.replace(/[*_`[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '');
  return text ? text.slice(0, 200).trim() : undefined;
}
