// The mock's view of the site's APIs: each OpenAPI document the config names, checked by the OpenAPI
// stage (a document with errors stops here, located, as in `hubgen check`), with the typed model,
// where it is served (the path of its first server), and the definition openapi-backend routes and
// validates with.
import { apiLintConfig } from '../../config/lint-rules.ts';
import type { SampleLanguage } from '../../../shared/sample-code/languages.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorProblems } from '../../openapi/validate/diagnostic-problems.ts';
import { SiteError, siteError } from '../../support/errors.ts';
import type { ResolvedConfig } from '../../config/load-config.ts';
import type { ApiDocument } from '../../openapi/document/types.ts';
import { loadApi } from '../../openapi/load-api.ts';
import { parseYaml } from '../../openapi/document/parse-yaml.ts';
import { resolveRefs } from '../../openapi/document/resolve-refs.ts';
import { isSwagger2, upgradeSwagger2 } from '../../openapi/swagger2/upgrade-swagger2.ts';
import { samplesBaseUrl, serverPathOf } from '../../openapi/samples/code-samples.ts';
import { inlineDefinition, inlineRefs } from './inline-refs.ts';
import { closeRequestBodies } from './close-request-bodies.ts';
import { declareQueryKeys } from './declare-query-keys.ts';

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
  /** Self-contained copy of the document for openapi-backend (inline-refs.ts), request bodies closed. */
  definition: Record<string, unknown>;
  /**
   * The document with its $refs inlined as it is written (the definition's request bodies are
   * closed): `hubgen mcp`'s JSON Schemas. Made when first read: the mock never reads it, and on a
   * large document it is many times the document's size.
   */
  readonly resolved: Record<string, unknown>;
  /** The files it was read from (the document and those its $refs reach): a mock that outlives a save is loaded again when one changes. */
  files: string[];
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
      const document = result.document!;
      // Where the samples send it: an absolute URL, whose host may be a `{variable}`, so read as text.
      const server = samplesBaseUrl(document);
      const { definition, files, resolve } = await definitionOf(file);
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
        definition,
        files,
        get resolved() {
          return (resolved ??= resolve());
        },
      };
    }),
  );
}

/** The document again, as data with its $refs inlined (inline-refs.ts); loadApi has already vouched for it. */
async function definitionOf(file: string): Promise<{ definition: Record<string, unknown>; resolve: () => Record<string, unknown>; files: string[] }> {
  const { source } = parseYaml({ file, text: await readFile(file, 'utf8') });
  const resolved = (await resolveRefs({ main: source!, root: path.dirname(file) })).sources;
  // openapi-backend reads OpenAPI 3: a Swagger 2.0 document is upgraded as the loader upgraded it.
  const sources = isSwagger2(source!.value) ? (await upgradeSwagger2(resolved)).sources : resolved;
  const definition = inlineDefinition({ sources });
  closeRequestBodies({ definition });
  declareQueryKeys({ definition });
  return { definition, resolve: () => inlineRefs({ sources }), files: [...resolved.files.keys()] };
}
