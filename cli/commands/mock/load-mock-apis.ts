// The mock's view of the site's APIs: each OpenAPI document the config names, with the typed model,
// where it is served (the path of its first server), and the definitions openapi-backend routes and
// validates with (inline-refs.ts). Two ways in: `hubgen mock`, `check --samples` and `mcp` check
// each document as the OpenAPI stage does (a document with errors stops here, located, as in
// `hubgen check`); `hubgen serve` hands over what its build read (mockApiFromBuild), which that
// build has checked, so it is only parsed again, never validated again.
import { apiLintConfig } from '../../config/lint-rules.ts';
import type { SampleLanguage } from '../../../shared/sample-code/languages.ts';
import path from 'node:path';
import { errorProblems } from '../../openapi/validate/diagnostic-problems.ts';
import { SiteError, siteError } from '../../support/errors.ts';
import type { ResolvedConfig } from '../../config/load-config.ts';
import type { ApiDocument } from '../../openapi/document/types.ts';
import { loadApi } from '../../openapi/load-api.ts';
import { resolveRefs, type ApiSources } from '../../openapi/document/resolve-refs.ts';
import { isSwagger2, upgradeSwagger2 } from '../../openapi/swagger2/upgrade-swagger2.ts';
import { samplesBaseUrl, serverPathOf } from '../../openapi/samples/code-samples.ts';
import { inlineRefs, mockDefinitions, type MockDefinitions } from './inline-refs.ts';
import { modelOf } from '../../openapi/model/build-model.ts';
import { parseChecked, parseSource, readSource, type SourceFiles } from '../../openapi/document/parse-yaml.ts';

export interface MockApiSource {
  id: string;
  title: string;
  /** The route of the API's reference page: '/api-reference/'. */
  route: string;
  specFile: string;
  document: ApiDocument;
  /** Where the API is served, from its first server: '/api/v1'. */
  basePath: string;
  /** The placeholder origin the samples call, 'https://your-store.example.com'; absent for a relative server URL. */
  origin?: string;
  /** The languages its reference shows samples in (the config's, resolved). */
  sampleLanguages: readonly SampleLanguage[];
  /** openapi-backend's definitions: one to route by, and each operation's own, made when first asked for (inline-refs.ts). */
  definitions: MockDefinitions;
  /**
   * The document with its $refs inlined as it is written (the definition's request bodies are
   * closed): `hubgen mcp`'s JSON Schemas. Made when first read: the mock never reads it, and on a
   * large document it is many times the document's size.
   */
  readonly resolved: Record<string, unknown>;
}

export async function loadMockApis({ config, only }: { config: ResolvedConfig; only?: string }): Promise<MockApiSource[]> {
  const chosen = only === undefined ? config.apis : config.apis.filter((api) => api.id === only);
  if (chosen.length === 0) {
    throw siteError({
      file: config.configFile,
      message: only === undefined ? 'the config lists no APIs to mock' : `no API with id "${only}" in the config's apis`,
      hint: config.apis.length ? `Known ids: ${config.apis.map((api) => api.id).join(', ')}.` : 'Add an entry to `apis`: { id, spec, route }.',
    });
  }
  const loaded = await Promise.all(
    chosen.map(async (api) => {
      const file = path.resolve(config.root, api.spec);
      return { api, file, result: await loadApi({ file, root: path.dirname(file), lint: apiLintConfig(api) }) };
    }),
  );
  const problems = loaded.flatMap(({ result }) => errorProblems(result.diagnostics));
  if (problems.length) throw new SiteError(problems);
  return Promise.all(
    loaded.map(async ({ api, file, result }) => {
      const { sources } = await sourcesOf({ file });
      return mockApiSource({ api, file, document: result.document!, sources });
    }),
  );
}

/** What `hubgen serve`'s build read of one API: its document and the files its $refs reached, as read then. */
export interface BuiltApi {
  api: ResolvedConfig['apis'][number];
  file: string;
  files: SourceFiles;
}

/** An API whose files changed after the build read them: why the mock cannot answer it. */
export interface StaleApi {
  stale: string;
}

/**
 * The files a build read of one API, read now and kept if their sha256 is the build's: the mock then
 * answers from those bytes, whatever becomes of the files (a file saved or removed later is the next
 * build's to read). `hashes` are the build's (ApiRouteInput.files).
 */
export function builtSource({ api, file, hashes }: { api: BuiltApi['api']; file: string; hashes: Record<string, string> }): BuiltApi | StaleApi {
  const texts = new Map<string, { text: string; hash: string }>();
  for (const [name, hash] of Object.entries(hashes)) {
    let read: { text: string; hash: string } | undefined;
    try {
      read = readSource(name);
    } catch {
      read = undefined;
    }
    if (read?.hash !== hash) return { stale: `${path.relative(process.cwd(), name) || name} changed after the build read it; restart hubgen serve (with --watch, a saved document is read again)` };
    texts.set(name, read);
  }
  // A file the build read under another name (through a symlink) is read as the $refs name it, and checked as it is parsed.
  const read = (name: string) => texts.get(name) ?? readSource(name);
  return { api, file, files: { read, parse: (name, bytes) => (texts.get(name) === bytes ? parseChecked : parseSource)(name, bytes) } };
}

/**
 * A mock API from the files a build read and checked: parsed and its $refs resolved, with no
 * validation, examples check or lint (what the build found, it has reported). Parsing
 * Elasticsearch's 4 MB takes a second or two; validating it again took the mock's start ~40 s.
 */
export async function mockApiFromBuild({ api, file, files }: BuiltApi): Promise<MockApiSource> {
  const { sources } = await sourcesOf({ file, files });
  return mockApiSource({ api, file, document: modelOf(sources).document!, sources });
}

function mockApiSource({ api, file, document, sources }: { api: ResolvedConfig['apis'][number]; file: string; document: ApiDocument; sources: ApiSources }): MockApiSource {
  // Where the samples send it: an absolute URL, whose host may be a `{variable}`, so read as text.
  const server = samplesBaseUrl(document);
  const ids = new Map(document.operations.map((op) => [`${op.method} ${op.path}`, op.operationId]));
  let resolved: Record<string, unknown> | undefined;
  return {
    id: api.id,
    title: api.title ?? document.title,
    route: api.route,
    specFile: file,
    document,
    basePath: serverPathOf(server).replace(/\/+$/, ''),
    origin: /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(server)?.[0],
    sampleLanguages: api.sampleLanguages,
    definitions: mockDefinitions({ sources, idOf: ({ path, method }) => ids.get(`${method} ${path}`) ?? `${method}/${path}` }),
    get resolved() {
      return (resolved ??= inlineRefs({ sources }));
    },
  };
}

/** The document as data with its $refs resolved (OpenAPI 3: a Swagger 2.0 one is upgraded as the loader upgrades it). */
async function sourcesOf({ file, files }: { file: string; files?: SourceFiles }): Promise<{ sources: ApiSources }> {
  const { source } = (files?.parse ?? parseSource)(file, (files ?? { read: readSource }).read(file));
  if (!source) throw new Error(`${file} no longer parses as it did when it was checked`);
  const { sources } = await resolveRefs({ main: source, root: path.dirname(file), files });
  return { sources: isSwagger2(source.value) ? (await upgradeSwagger2(sources)).sources : sources };
}
