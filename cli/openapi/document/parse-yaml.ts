// Reads one OpenAPI source (YAML or JSON; JSON is YAML) into plain data plus a pointer → position
// map. Safe by construction: js-yaml's JSON schema (no custom tags, nothing executable, dates stay
// strings) plus merge keys, duplicate keys as errors, a nesting limit, and the alias/prototype
// guard — a hostile file gets a clear diagnostic, never a crash or a hang.

import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import yaml from 'js-yaml';
import type { LoadOptions, Type } from 'js-yaml';
import type { ApiDiagnostic } from './types.ts';
import { createPositionRecorder, SourceMap } from './source-positions.ts';
import { guardDocument, MAX_DEPTH } from './guard-document.ts';

export interface ParsedSource {
  file: string;
  value: unknown;
  positions: SourceMap;
  /** sha256 of the bytes it was parsed from (readSource): the cache entry records what was read. */
  hash?: string;
}

export interface ParseResult {
  source?: ParsedSource;
  diagnostics: ApiDiagnostic[];
}

// `types` is exported by js-yaml at run time but missing from @types/js-yaml.
const mergeType = (yaml as unknown as { types: { merge: Type } }).types.merge;
const OPENAPI_YAML_SCHEMA = yaml.JSON_SCHEMA.extend({ implicit: [mergeType] });

/**
 * Where a document's files are read from when not from the disk: the changelog reads a document
 * as a commit of the site's git history holds it (cli/changelog/git-files.ts). `read` throws, as
 * readSource does, for a file that is not there; such files have no symlinks to follow.
 */
export interface SourceFiles {
  read(file: string): { text: string; hash: string };
  /** How what is read is parsed, when not by parseSource (parseChecked: bytes checked before). */
  parse?(file: string, read: { text: string; hash: string }): ParseResult;
}

/** A source file's text and the sha256 of its bytes, from one read (throws as readFileSync does). */
export function readSource(file: string): { text: string; hash: string } {
  const bytes = readFileSync(file);
  return { text: bytes.toString('utf8'), hash: createHash('sha256').update(bytes).digest('hex') };
}

/** parseYaml of what readSource read: the parsed source carries the hash of its bytes. */
export function parseSource(file: string, read: { text: string; hash: string }): ParseResult {
  const parsed = parseYaml({ file, text: read.text });
  if (parsed.source) parsed.source.hash = read.hash;
  return parsed;
}

/**
 * Bytes parsed and guarded before (a build checked them; `serve`'s mock takes the same bytes, their
 * sha256 compared): parsed again without recording positions (every one is line 1), JSON by
 * JSON.parse. Recording them took most of js-yaml's time: Elasticsearch's 4 MB of JSON took 3.5 s
 * on a loaded machine, before the mock could answer.
 */
export function parseChecked(file: string, read: { text: string; hash: string }): ParseResult {
  const text = read.text.charCodeAt(0) === 0xfeff ? read.text.slice(1) : read.text;
  const value: unknown = /^\s*[{[]/.test(text) ? JSON.parse(text) : yaml.load(text, { schema: OPENAPI_YAML_SCHEMA, filename: file });
  return { source: { file, value, positions: SourceMap.empty(), hash: read.hash }, diagnostics: [] };
}

export function parseYaml(params: { file: string; text: string }): ParseResult {
  const { file } = params;
  const text = params.text.charCodeAt(0) === 0xfeff ? params.text.slice(1) : params.text;
  const recorder = createPositionRecorder(text);
  let value: unknown;
  try {
    value = yaml.load(text, {
      schema: OPENAPI_YAML_SCHEMA,
      filename: file,
      listener: recorder.listener,
      maxDepth: MAX_DEPTH,
    } as LoadOptions & { maxDepth: number });
  } catch (error) {
    return { diagnostics: [syntaxDiagnostic(error, file)] };
  }
  const positions = recorder.finish();
  const diagnostics = guardDocument({ value, file, positions, writtenNodes: recorder.nodeCount() });
  if (diagnostics.length > 0) return { diagnostics };
  return { source: { file, value, positions }, diagnostics };
}

function syntaxDiagnostic(error: unknown, file: string): ApiDiagnostic {
  if (!(error instanceof yaml.YAMLException)) {
    // js-yaml should only throw YAMLException; anything else is still the input's fault.
    const message = error instanceof Error ? error.message : String(error);
    return { severity: 'error', rule: 'yaml-syntax', message: `cannot parse: ${message}`, file, line: 1, column: 1 };
  }
  // A few errors (e.g. "expected a single document") carry no position.
  const at = error.mark ? { file, line: error.mark.line + 1, column: error.mark.column + 1 } : { file, line: 1, column: 1 };
  if (error.reason.startsWith('duplicated mapping key')) {
    return {
      severity: 'error',
      rule: 'duplicate-key',
      message: 'duplicated mapping key',
      ...at,
      hint: 'Each key may appear once per mapping; the second one would silently replace the first.',
    };
  }
  if (error.reason.startsWith('nesting exceeded maxDepth')) {
    return {
      severity: 'error',
      rule: 'yaml-too-deep',
      message: `nesting is deeper than ${MAX_DEPTH} levels; refusing to load it`,
      ...at,
      hint: 'Flatten the structure, or move shared schemas to components and use $ref.',
    };
  }
  return { severity: 'error', rule: 'yaml-syntax', message: error.reason, ...at };
}
