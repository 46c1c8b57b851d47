// The .hubgen/openapi/ cache: one entry per API document (its reference view, anchors and
// warnings), keyed by the document, its config entry and hubgen's version; read back only when
// every file its $refs reached is unchanged.
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ApiRouteInput } from './api-route-input.ts';
import { cacheDir, HUBGEN_BUILD_ID } from '../support/paths.ts';
import { writeFileAtomic } from '../support/write-file-atomic.ts';

/** What .hubgen/openapi/ keeps per document. */
export interface CachedApi {
  input: ApiRouteInput;
  warnings: Problem[];
  /** sha256 of each file the document was read from, checked before the entry is used. */
  files: Record<string, string>;
}

/**
 * Validating, linting and rendering a large document takes seconds; its result depends only on the
 * document, the files its $refs reach, the API's config entry and hubgen's version, so a build where
 * none of them changed reuses it from .hubgen/openapi/. The key hashes the document itself; the
 * entry lists the $ref'd files with their hashes, checked on read (never the whole folder: a spec
 * at the site root would hash node_modules).
 */
export async function cacheFileOf(config: ResolvedConfig, api: ResolvedConfig['apis'][number], file: string): Promise<string> {
  const hash = createHash('sha256').update(HUBGEN_BUILD_ID).update(JSON.stringify(api)).update(config.root).update('\0').update(file).update('\0');
  hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  return cacheDir(config.root, 'openapi', `${api.id}-${hash.digest('hex').slice(0, 20)}.json`);
}

/**
 * Each API view's identity, by object: the cache entry it came from, whose file is named by
 * hubgen's build, the API's config and its document, and which holds the hash of every file the
 * document was read from. The page cache keys an API reference by it (render-pages.ts), where
 * hashing DigitalOcean's 9.7 MB view as JSON cost ~30 ms of the render stage, and its garbage.
 */
const viewKeys = new WeakMap<object, string>();

export function viewKeyOf(view: unknown): string | undefined {
  return view && typeof view === 'object' ? viewKeys.get(view) : undefined;
}

/** A view made from one that has a key (a page of a split reference, split-reference.ts): its key and `part`. */
export function deriveViewKey(from: object, view: object, part: string): void {
  const key = viewKeys.get(from);
  if (key) viewKeys.set(view, `${key}\0${part}`);
}

export function rememberViewKey(entry: CachedApi, cacheFile: string): void {
  const view = entry.input.view;
  if (view && typeof view === 'object') viewKeys.set(view, createHash('sha1').update(cacheFile).update('\0').update(JSON.stringify(entry.files)).digest('hex'));
}

/**
 * A cache entry, or undefined when there is none or it cannot be used (cut short by a full disk or
 * a killed build, edited, from another version): a miss, which the build then rewrites.
 */
export async function readCachedApi(cache: string, spec: string): Promise<CachedApi | undefined> {
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
    let now: string | undefined;
    try {
      now = sha256Of(file);
    } catch {
      now = undefined;
    }
    if (now !== sha) return undefined;
  }
  return entry;
}

/** Writes the entry, then removes the entries of earlier versions of the same API. */
export async function writeCachedApi(cache: string, id: string, entry: CachedApi): Promise<void> {
  await mkdir(path.dirname(cache), { recursive: true });
  await writeFileAtomic(cache, JSON.stringify(entry));
  await pruneOtherEntries(cache, id);
}

/**
 * Read synchronously: a document's files are hashed one after another (DigitalOcean's ~2,900 took
 * the OpenAPI worker 1.7 s of waiting on promise-based reads, ~0.1 s read this way).
 */
export function sha256Of(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
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
