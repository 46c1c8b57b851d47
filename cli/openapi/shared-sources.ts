// A document's parsed files and resolved $refs, handed from the thread that checks a shared document
// to the one that builds its view (build-api-entry.ts), so that the files are parsed once: on
// DigitalOcean's ~2,900 files, parsing and resolving was ~0.4 s of each thread's CPU, while the
// structured clone of what it produces (~3 MB as JSON) takes ~0.03 s.
// One message carries the files' values and the $ref objects with their targets: a structured clone
// keeps the identity of objects within a message, so each `$ref` object arrives as the one inside
// its file's value, and ApiSources finds its target by it as in the thread that resolved it.
// A document written as JSON is read by the viewing thread itself (jsonSources): JSON.parse is
// quicker than waiting.

import { readFileSync } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';
import { ApiSources, resolveRefs, type RefTarget } from './document/resolve-refs.ts';
import { parseYaml, readSource, type ParsedSource } from './document/parse-yaml.ts';
import { SourceMap } from './document/source-positions.ts';
import { isSwagger2 } from './swagger2/upgrade-swagger2.ts';

/** Plain data, as structured clone carries it. */
export interface SharedSources {
  root: string;
  /** Each file, its parsed value and the hash of what was parsed, the document first. */
  files: [string, unknown, string | undefined][];
  refs: [object, RefTarget][];
  /** ApiSources.readFrom: the 2.0 files of an upgraded Swagger 2.0 document. */
  readFrom?: { file: string; hash?: string }[];
}

export function shareSources(sources: ApiSources): SharedSources {
  return {
    root: sources.root,
    files: [...sources.files].map(([file, source]) => [file, source.value, source.hash]),
    refs: [...sources.resolvedRefs()],
    ...(sources.readFrom ? { readFrom: sources.readFrom } : {}),
  };
}

export function receiveSources(shared: SharedSources): ApiSources {
  const [main, ...others] = shared.files.map(([file, value, hash]) => parsedElsewhere(file, value, hash));
  const sources = new ApiSources(main!, shared.root);
  for (const source of others) sources.files.set(source.file, source);
  for (const [holder, target] of shared.refs) sources.setTarget(holder, target);
  if (shared.readFrom) sources.readFrom = shared.readFrom;
  return sources;
}

/**
 * Positions are not part of the message (only diagnostics ask for them, and the checking thread
 * reports the document's): if one is asked for here, the file is parsed again then.
 */
function parsedElsewhere(file: string, value: unknown, hash: string | undefined): ParsedSource {
  // A file changed since so that it no longer parses has no positions to give.
  const positions = SourceMap.later(() => parseYaml({ file, text: readFileSync(file, 'utf8') }).source?.positions ?? SourceMap.empty());
  return { file, value, positions, hash };
}

/** The sources the other thread posts on `port`, once; the channel is closed then. */
export function sourcesFrom(port: MessagePort): Promise<ApiSources> {
  return new Promise((resolve) =>
    port.once('message', (shared: SharedSources) => {
      port.close();
      resolve(receiveSources(shared));
    }),
  );
}

/**
 * The sources of the thread that builds a shared document's view: a document written as JSON is
 * read here (jsonSources), any other as the checking thread posts it on `port`.
 */
export async function viewSources({ file, root, port }: { file: string; root: string; port: MessagePort }): Promise<ApiSources> {
  const own = await jsonSources(file, root);
  if (!own) return sourcesFrom(port);
  port.close();
  return own;
}

/** `-0` not followed by a fraction or exponent (inside a string too: then the other thread's parse is waited for). */
const MAYBE_INTEGER_MINUS_ZERO = /-0(?![\d.eE])/;

/**
 * A document written as JSON, read without waiting for the checking thread: JSON.parse reads
 * Discord's 1.2 MB document in ~10 ms, where the YAML parser with its positions takes ~120 ms, and
 * the view waited for that, the $refs and the checking thread's start (~0.3 s in all). JSON.parse
 * gives what the YAML parser does (its JSON schema; a quoted "<<" is no merge key) but for the
 * integer -0, which js-yaml reads as 0: a text that may hold one is left to the YAML parser. Where
 * else they differ, the checking thread finds an error (a duplicated key) and this view does not
 * count. Undefined for a document that JSON.parse does not read (YAML) or that is left to the other thread.
 */
export async function jsonSources(file: string, root: string): Promise<ApiSources | undefined> {
  let value: unknown;
  let read: { text: string; hash: string };
  try {
    read = readSource(file);
    if (MAYBE_INTEGER_MINUS_ZERO.test(read.text)) return undefined;
    value = JSON.parse(read.text.charCodeAt(0) === 0xfeff ? read.text.slice(1) : read.text);
  } catch {
    return undefined;
  }
  // A Swagger 2.0 document is upgraded only once the checking thread has found it valid: its view
  // is made from the sources that thread posts.
  if (isSwagger2(value)) return undefined;
  return (await resolveRefs({ main: parsedElsewhere(file, value, read.hash), root })).sources;
}
