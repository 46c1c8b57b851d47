// Loads every OpenAPI document the config names, fails on errors (all of them, located), prints
// warnings (again on a cached build: they describe the document, not the run), and prepares each
// document's reference page view model and anchors.
import { mkdir, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { errorProblems, warningProblems } from './diagnostic-problems.ts';
import type { Logger } from '../log.ts';
import { SiteError, type Problem } from '../errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ApiRouteInput } from '../routes/plan-routes.ts';
import { locateInSource } from '../config/locate-in-source.ts';
import { cacheDir, HUBGEN_BUILD_ID } from '../paths.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';

/** What .hubgen/openapi/ keeps per document. */
interface CachedApi {
  input: ApiRouteInput;
  warnings: Problem[];
  /** sha256 of each file the document was read from, checked before the entry is used. */
  files: Record<string, string>;
}

export async function loadSiteApis({ config, logger }: { config: ResolvedConfig; logger?: Logger }): Promise<ApiRouteInput[]> {
  const report = (cached: CachedApi[]) => {
    for (const warning of cached.flatMap((c) => c.warnings)) logger?.warning(warning);
    return cached.map((c) => c.input);
  };
  const outside = (await Promise.all(config.apis.map((api, i) => specOutsideRoot(config, api.spec, i)))).filter((p) => p !== undefined);
  if (outside.length) throw new SiteError(outside);
  const inputs = await Promise.all(
    config.apis.map(async (api) => {
      const file = path.resolve(config.root, api.spec);
      const cache = await cacheFileOf(config, api, file);
      const cached = await readCachedApi(cache, file);
      return { api, file, cache, cached };
    }),
  );
  if (inputs.every((i) => i.cached)) return report(inputs.map((i) => i.cached!));
  // The validator and renderer load only on a cache miss: a warm build never needs them.
  const [{ loadApi }, { buildReferenceView }, { apiTagTwins, firstParagraph }] = await Promise.all([
    import('./load-api.ts'),
    import('./reference-view.ts'),
    import('../write/markdown-twins.ts'),
  ]);
  const loaded = await Promise.all(
    inputs.map(async ({ api, file, cache }) => ({ api, file, cache, result: await loadApi({ file, root: path.dirname(file), lint: api.lint }) })),
  );
  const problems = loaded.flatMap(({ result }) => errorProblems(result.diagnostics));
  if (problems.length) throw new SiteError(problems);
  const built = await Promise.all(
    loaded.map(async ({ api, file, cache, result }): Promise<CachedApi> => {
      const doc = result.document!;
      const downloadUrl = '/' + path.relative(config.root, file).split(path.sep).join('/');
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
      const cached: CachedApi = { input, warnings: warningProblems(result.diagnostics, `apis[${config.apis.indexOf(api)}].lint`), files };
      await mkdir(path.dirname(cache), { recursive: true });
      await writeFileAtomic(cache, JSON.stringify(cached));
      await pruneOtherEntries(cache, api.id);
      return cached;
    }),
  );
  return report(built);
}

/**
 * A cache entry, or undefined when there is none or it cannot be used (cut short by a full disk or
 * a killed build, edited, from another version): a miss, which the build then rewrites.
 */
async function readCachedApi(cache: string, spec: string): Promise<CachedApi | undefined> {
  let entry: CachedApi;
  try {
    entry = JSON.parse(await readFile(cache, 'utf8')) as CachedApi;
  } catch {
    return undefined;
  }
  if (!entry || typeof entry !== 'object' || !entry.input || typeof entry.input !== 'object' || !Array.isArray(entry.warnings)) return undefined;
  if (!entry.files || typeof entry.files !== 'object' || !(spec in entry.files)) return undefined;
  // A file a $ref reached may have changed while the document itself did not.
  for (const [file, sha] of Object.entries(entry.files)) {
    if ((await sha256Of(file).catch(() => undefined)) !== sha) return undefined;
  }
  return entry;
}

async function sha256Of(file: string): Promise<string> {
  return createHash('sha256').update(await readFile(file)).digest('hex');
}

/** One entry per API: the one just written replaces those of earlier versions of the document. */
async function pruneOtherEntries(kept: string, id: string): Promise<void> {
  const dir = path.dirname(kept);
  for (const name of await readdir(dir)) {
    if (name.startsWith(`${id}-`) && path.join(dir, name) !== kept && /^[0-9a-f]{20}\.json$/.test(name.slice(id.length + 1))) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

/**
 * Validating, linting and rendering a large document takes seconds; its result depends only on the
 * document, the files its $refs reach, the API's config entry and hubgen's version, so a build where
 * none of them changed reuses it from .hubgen/openapi/. The key hashes the document itself; the
 * entry lists the $ref'd files with their hashes, checked on read (never the whole folder: a spec
 * at the site root would hash node_modules).
 */
async function cacheFileOf(config: ResolvedConfig, api: ResolvedConfig['apis'][number], file: string): Promise<string> {
  const hash = createHash('sha256').update(HUBGEN_BUILD_ID).update(JSON.stringify(api)).update(config.root).update('\0').update(file).update('\0');
  hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  return cacheDir(config.root, 'openapi', `${api.id}-${hash.digest('hex').slice(0, 20)}.json`);
}

function firstSentence(markdown: string): string | undefined {
  const text = markdown
    .split('\n')
    .find((line) => line.trim() && !line.startsWith('#'))
    ?.replace(/[*_`[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '');
  return text ? text.slice(0, 200).trim() : undefined;
}

/**
 * A document is published with the site (its download link), so it must be a file of the site: one
 * outside the root, by its path or through a symlink, would be read from and copied to elsewhere.
 */
async function specOutsideRoot(config: ResolvedConfig, spec: string, index: number): Promise<Problem | undefined> {
  const file = path.resolve(config.root, spec);
  const real = await realpath(file).catch(() => file);
  const realRoot = await realpath(config.root).catch(() => config.root);
  if (isInside(file, config.root) && isInside(real, realRoot)) return undefined;
  const at = await locateInSource(await readFile(config.configFile, 'utf8'), ['apis', index, 'spec']);
  return {
    file: config.configFile,
    ...at,
    message: `apis[${index}].spec: ${JSON.stringify(spec)} is outside the site folder${isInside(file, config.root) ? ' (through a symlink)' : ''}`,
    hint: 'Keep OpenAPI documents inside the site (for example in openapi/): hubgen reads and publishes only files of the site.',
  };
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..' + path.sep) && relative !== '..' && !path.isAbsolute(relative);
}
