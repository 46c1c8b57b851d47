// A document's parsed files and resolved $refs, handed from the thread that checks a shared document
// to the one that builds its view (build-api-entry.ts), so that the files are parsed once: on
// DigitalOcean's ~2,900 files, parsing and resolving was ~0.4 s of each thread's CPU, while the
// structured clone of what it produces (~3 MB as JSON) takes ~0.03 s.
// One message carries the files' values and the $ref objects with their targets: a structured clone
// keeps the identity of objects within a message, so each `$ref` object arrives as the one inside
// its file's value, and ApiSources finds its target by it as in the thread that resolved it.

import { readFileSync } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';
import { ApiSources, type RefTarget } from './resolve-refs.ts';
import { parseYaml, type ParsedSource } from './parse-yaml.ts';
import { SourceMap } from './source-positions.ts';

/** Plain data, as structured clone carries it. */
export interface SharedSources {
  root: string;
  /** Each file and its parsed value, the document first. */
  files: [string, unknown][];
  refs: [object, RefTarget][];
}

export function shareSources(sources: ApiSources): SharedSources {
  return {
    root: sources.root,
    files: [...sources.files].map(([file, source]) => [file, source.value]),
    refs: [...sources.resolvedRefs()],
  };
}

export function receiveSources(shared: SharedSources): ApiSources {
  const [main, ...others] = shared.files.map(([file, value]) => parsedElsewhere(file, value));
  const sources = new ApiSources(main!, shared.root);
  for (const source of others) sources.files.set(source.file, source);
  for (const [holder, target] of shared.refs) sources.setTarget(holder, target);
  return sources;
}

/**
 * Positions are not part of the message (only diagnostics ask for them, and the checking thread
 * reports the document's): if one is asked for here, the file is parsed again then.
 */
function parsedElsewhere(file: string, value: unknown): ParsedSource {
  // A file changed since so that it no longer parses has no positions to give.
  const positions = SourceMap.later(() => parseYaml({ file, text: readFileSync(file, 'utf8') }).source?.positions ?? SourceMap.empty());
  return { file, value, positions };
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
