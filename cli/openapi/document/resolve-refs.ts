// Resolves every `$ref` of an OpenAPI document, loading the relative files it points to, and
// refuses anything unsafe before touching it: URLs of any scheme (nothing is fetched), absolute
// paths, and paths (or symlinks) that leave the site's openapi/ folder. The result is an index
// from each `$ref` object to its target; nothing is expanded, so circular schemas stay finite.
// Files are read and their real paths asked synchronously: $refs are followed one at a time, and in
// the OpenAPI worker nothing else waits on this thread, so each promise-based call's round trips
// through libuv's pool were pure cost (on DigitalOcean's ~2,900 files, ~1 s of the thread's time).

import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ApiDiagnostic } from './types.ts';
import { parseSource, readSource, type ParsedSource, type ParseResult, type SourceFiles } from './parse-yaml.ts';
import { findRefs, type FoundRef } from './find-refs.ts';
import { isRecord, parentPointer, splitPointer, valueAtPointer, lastSegment } from './json-pointer.ts';
import { closestMatch } from '../../support/closest-match.ts';
import { isInside } from '../../support/inside-folder.ts';

export interface RefTarget {
  file: string;
  /** JSON pointer inside `file` ('' for the whole file). */
  pointer: string;
  value: unknown;
}

/** Every file of one API (the document and the files its $refs load), and where each $ref leads. */
export class ApiSources {
  readonly files = new Map<string, ParsedSource>();
  /** Keyed by the `{ $ref }` object itself (a Map, not a WeakMap: shared-sources.ts lists them). */
  private readonly targets = new Map<object, RefTarget>();
  /**
   * The files the document was read from, with the hash of what was read, when they are not
   * `files`: a Swagger 2.0 document is upgraded in memory (upgraded-sources.ts), and the cache
   * must still know its 2.0 files.
   */
  readFrom?: { file: string; hash?: string }[];

  constructor(
    readonly main: ParsedSource,
    /** The folder $refs may not leave. */
    readonly root: string,
  ) {
    this.files.set(main.file, main);
  }

  /** The source position of the value at `pointer` in `file`, for a diagnostic. */
  at(file: string, pointer: string): { file: string; line: number; column: number } {
    const source = this.files.get(file);
    return { file, ...(source ? source.positions.positionOf(pointer) : { line: 1, column: 1 }) };
  }

  /** The source position of the key naming the value at `pointer` in `file`. */
  keyAt(file: string, pointer: string): { file: string; line: number; column: number } {
    const source = this.files.get(file);
    return { file, ...(source ? source.positions.keyPositionOf(pointer) : { line: 1, column: 1 }) };
  }

  setTarget(holder: object, target: RefTarget): void {
    this.targets.set(holder, target);
  }

  /** Every resolved `$ref` object with its target. */
  resolvedRefs(): IterableIterator<[object, RefTarget]> {
    return this.targets.entries();
  }

  /** `value`, or where it leads when it is a resolved `$ref`. */
  valueOf(value: unknown): unknown {
    return this.deref(value, '', '')?.value ?? value;
  }

  /** The target of a `{ $ref }` object, if it resolved. */
  targetOf(holder: unknown): RefTarget | undefined {
    return typeof holder === 'object' && holder !== null ? this.targets.get(holder) : undefined;
  }

  /**
   * Follows `$ref` chains from a value found at `file`#`pointer` to the object they end at.
   * Returns undefined for unresolved or circular chains (already reported by resolveRefs).
   */
  deref(value: unknown, file: string, pointer: string): RefTarget | undefined {
    let current: RefTarget = { file, pointer, value };
    for (let hops = 0; isRecord(current.value) && Object.hasOwn(current.value, '$ref'); hops += 1) {
      const next = this.targets.get(current.value);
      if (!next || hops > 32) return undefined;
      current = next;
    }
    return current;
  }
}

/** What one resolution carries from $ref to $ref. */
interface Resolution {
  sources: ApiSources;
  roots: Roots;
  /** Files that could not be read, and why: each is reported once. */
  unreadable: Map<string, 'missing' | 'invalid'>;
  /** Files loaded whose own $refs are still to be resolved. */
  queue: ParsedSource[];
  diagnostics: ApiDiagnostic[];
  /** Reads a file the document names (from the disk unless `files` says otherwise). */
  read: (file: string) => { text: string; hash: string };
  parse: (file: string, read: { text: string; hash: string }) => ParseResult;
}

export async function resolveRefs(params: {
  main: ParsedSource;
  root: string;
  /** Read the files from elsewhere than the disk (a commit): paths are then taken as written, with no symlink to follow. */
  files?: SourceFiles;
}): Promise<{ sources: ApiSources; diagnostics: ApiDiagnostic[] }> {
  const { main, files } = params;
  const lexical = path.resolve(params.root);
  const run: Resolution = {
    sources: new ApiSources(main, lexical),
    roots: { lexical, real: files ? lexical : (realPathOf(lexical) ?? lexical), realOf: new Map(), located: new Map(), lexicalOnly: Boolean(files), self: selfOf(main) },
    unreadable: new Map(),
    queue: [main],
    diagnostics: [],
    read: files ? (file) => files.read(file) : readSource,
    parse: files?.parse ?? parseSource,
  };

  for (let source = run.queue.shift(); source; source = run.queue.shift()) {
    for (const found of findRefs(source.value)) {
      if (found.optional) {
        await resolveOptional(run, found.holder, String(found.ref), source.file);
        continue;
      }
      resolveRef(run, source, found);
    }
  }
  return { sources: run.sources, diagnostics: run.diagnostics };
}

/** A $ref where OpenAPI allows one: resolved, or reported. */
function resolveRef(run: Resolution, source: ParsedSource, { holder, ref, pointer }: FoundRef): void {
  const { sources, unreadable, diagnostics } = run;
  const refPointer = pointer + '/$ref';
  const report = (rule: string, message: string, hint?: string) =>
    diagnostics.push({
      severity: 'error',
      rule,
      message,
      file: source.file,
      ...source.positions.valuePositionOf(refPointer),
      ...(hint ? { hint } : {}),
    });
  if (typeof ref !== 'string') {
    report('ref-invalid', `$ref must be a string, not ${JSON.stringify(ref)}`);
    return;
  }
  const located = locate(ref, source.file, run.roots);
  if ('refusal' in located) {
    report(located.refusal.rule, located.refusal.message, located.refusal.hint);
    return;
  }
  let target = sources.files.get(located.file);
  if (!target && !unreadable.has(located.file)) {
    const loaded = loadFile(located.file, run);
    if (loaded.source) {
      target = loaded.source;
      sources.files.set(located.file, target);
      run.queue.push(target);
    } else {
      unreadable.set(located.file, loaded.missing ? 'missing' : 'invalid');
      diagnostics.push(...loaded.diagnostics); // the file's own syntax errors, reported once
    }
  }
  if (unreadable.get(located.file) === 'missing') {
    report('ref-missing', `$ref "${ref}": file ${path.relative(path.dirname(source.file), located.file)} does not exist`);
  }
  if (!target) return;
  const value = valueAtPointer(target.value, located.pointer);
  if (value === undefined) {
    report('ref-missing', `$ref "${ref}" points to nothing: ${describeMissing(target, located.pointer)}`,
      hintForMissing(target.value, located.pointer));
    return;
  }
  sources.setTarget(holder, { file: target.file, pointer: located.pointer, value });
}

/** A $ref in data: resolved when it leads to a file that loads cleanly, else silently data. */
async function resolveOptional(run: Resolution, holder: object, ref: string, fromFile: string): Promise<void> {
  const { sources } = run;
  const located = locate(ref, fromFile, run.roots);
  if ('refusal' in located || run.unreadable.has(located.file)) return;
  let target = sources.files.get(located.file);
  if (!target) {
    const loaded = loadFile(located.file, run);
    if (!loaded.source || loaded.diagnostics.length > 0) return;
    target = loaded.source;
    sources.files.set(located.file, target);
    run.queue.push(target);
  }
  const value = valueAtPointer(target.value, located.pointer);
  if (value !== undefined) sources.setTarget(holder, { file: target.file, pointer: located.pointer, value });
}

interface Refusal {
  rule: string;
  message: string;
  hint?: string;
}

type Location = { file: string; pointer: string } | { refusal: Refusal };

/**
 * The folder the references must stay in, as written and as its real path; `realOf` keeps each
 * file's real path once asked: a multi-file document names the same files over and over
 * (DigitalOcean's ~2,900 files hold tens of thousands of $refs, and asking each time took 0.7 s).
 */
interface Roots {
  lexical: string;
  real: string;
  realOf: Map<string, string | undefined>;
  /** The file a $ref's path leads to (null: refused), by the folder it is written in and the path. */
  located: Map<string, string | null>;
  /** Files read from a commit, not the disk: each path is its own real path. */
  lexicalOnly?: boolean;
  /** 3.2's `$self`: the URL the main document names itself by, with the file it is here. */
  self?: { url: URL; file: string };
}

/** The main document's `$self` (OpenAPI 3.2), when it is an absolute URL: $refs may name files by it. */
function selfOf(main: ParsedSource): Roots['self'] {
  const self = isRecord(main.value) ? main.value['$self'] : undefined;
  if (typeof self !== 'string' || !/^[a-z][a-z\d+.-]*:\/\//i.test(self)) return undefined;
  try {
    return { url: new URL(self), file: main.file };
  } catch {
    return undefined;
  }
}

/**
 * A $ref by absolute URL that `$self` makes a file of the document's own folder: the main document
 * is at its `$self`, so `https://example.com/api/schemas.yaml` beside `$self:
 * https://example.com/api/openapi.yaml` is `schemas.yaml` beside it. Anything else stays a URL.
 */
function underSelf(address: string, roots: Roots): string | undefined {
  if (!roots.self) return undefined;
  let url: URL;
  try {
    url = new URL(address, roots.self.url);
  } catch {
    return undefined;
  }
  if (url.origin === roots.self.url.origin && url.pathname === roots.self.url.pathname && !url.search) return roots.self.file;
  const base = new URL('.', roots.self.url);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname) || url.search) return undefined;
  const relative = decodeURIComponent(url.pathname.slice(base.pathname.length));
  return path.join(path.dirname(roots.self.file), relative || path.basename(roots.self.file));
}

/** The real path (the system's, as fs.promises.realpath asks it), or undefined when there is none. */
function realPathOf(file: string): string | undefined {
  try {
    return realpathSync.native(file);
  } catch {
    return undefined;
  }
}

/**
 * The same, kept in `roots.realOf`: a file that is not a symlink is in its folder's real path, so
 * one lstat finds it where realpath walks every folder on the way again (~2,900 files, ~40 folders).
 */
function realPathIn(file: string, roots: Roots): string | undefined {
  if (roots.lexicalOnly) return file;
  if (roots.realOf.has(file)) return roots.realOf.get(file);
  const folder = path.dirname(file);
  let real: string | undefined;
  try {
    if (folder === file || lstatSync(file).isSymbolicLink()) real = realPathOf(file);
    else {
      const realFolder = realPathIn(folder, roots);
      real = realFolder === undefined ? undefined : path.join(realFolder, path.basename(file));
    }
  } catch {
    real = undefined; // no such file: realpath fails too
  }
  roots.realOf.set(file, real);
  return real;
}

/**
 * A multi-file document writes $refs to the same files over and over (DigitalOcean's ~2,900 files,
 * tens of thousands of them); which file one leads to depends only on the folder it is written in,
 * so that is worked out (decoded, resolved, checked against the root) once per folder. A refused
 * one is worked out each time: its message quotes the whole $ref.
 */
function locate(ref: string, fromFile: string, roots: Roots): Location {
  const hash = ref.indexOf('#');
  if (hash === 0 || ref === '') return locateOnce(ref, fromFile, roots);
  const key = `${path.dirname(fromFile)}\0${hash === -1 ? ref : ref.slice(0, hash)}`;
  const file = roots.located.get(key);
  if (file === undefined) {
    const located = locateOnce(ref, fromFile, roots);
    roots.located.set(key, 'refusal' in located ? null : located.file);
    return located;
  }
  const pointer = file === null ? undefined : decodeFragment(hash === -1 ? '' : ref.slice(hash + 1));
  return pointer === undefined ? locateOnce(ref, fromFile, roots) : { file: file!, pointer };
}

/** Where a $ref points (file and pointer), or why it is refused. */
function locateOnce(ref: string, fromFile: string, roots: Roots): Location {
  const hash = ref.indexOf('#');
  const address = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  const pointer = decodeFragment(fragment);
  if (pointer === undefined) {
    return {
      refusal: {
        rule: 'ref-invalid',
        message: `$ref "${ref}": the part after # must be a JSON pointer such as #/components/schemas/Listing`,
      },
    };
  }
  if (address === '') return { file: fromFile, pointer };

  const local = 'Copy what it points to into components (or a file beside this one) and use a relative $ref.';
  const selfFile = /^[a-z][a-z\d+.-]*:/i.test(address) ? underSelf(address, roots) : undefined;
  if (selfFile !== undefined && isInside(selfFile, roots.lexical)) return { file: selfFile, pointer };
  if (/^[a-z][a-z\d+.-]*:/i.test(address)) {
    const scheme = address.slice(0, address.indexOf(':') + 1).toLowerCase();
    return {
      refusal: {
        rule: 'ref-external',
        message: `$ref "${ref}": ${scheme} references are not allowed; hubgen never fetches or reads outside the openapi folder`,
        hint: local,
      },
    };
  }
  let relative: string;
  try {
    relative = decodeURIComponent(address);
  } catch {
    return { refusal: { rule: 'ref-invalid', message: `$ref "${ref}": the path is not valid URI encoding` } };
  }
  if (path.isAbsolute(relative) || relative.startsWith('/') || relative.startsWith('\\')) {
    return { refusal: { rule: 'ref-outside-root', message: `$ref "${ref}": absolute paths are not allowed`, hint: local } };
  }
  const file = path.resolve(path.dirname(fromFile), relative);
  // The real path is checked too, so a symlink inside the folder cannot lead outside it.
  const real = realPathIn(file, roots);
  if (!isInside(file, roots.lexical) || (real !== undefined && !isInside(real, roots.real))) {
    return {
      refusal: {
        rule: 'ref-outside-root',
        message: `$ref "${ref}" leads outside the openapi folder (${path.basename(roots.lexical)}/)`,
        hint: local,
      },
    };
  }
  return { file, pointer };
}


function decodeFragment(fragment: string): string | undefined {
  let pointer: string;
  try {
    pointer = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  return pointer === '' || pointer.startsWith('/') ? pointer : undefined;
}

function loadFile(file: string, run: Pick<Resolution, 'read' | 'parse'>): { source?: ParsedSource; missing?: boolean; diagnostics: ApiDiagnostic[] } {
  let read: ReturnType<typeof readSource>;
  try {
    read = run.read(file);
  } catch {
    return { missing: true, diagnostics: [] };
  }
  return run.parse(file, read);
}

function describeMissing(target: ParsedSource, pointer: string): string {
  const segments = splitPointer(pointer) ?? [];
  return `no "${segments[segments.length - 1] ?? ''}" at #${parentPointer(pointer) ?? ''} in ${path.basename(target.file)}`;
}

function hintForMissing(document: unknown, pointer: string): string | undefined {
  const parent = valueAtPointer(document, parentPointer(pointer) ?? '');
  if (!isRecord(parent)) return undefined;
  const suggestion = closestMatch(lastSegment(pointer), Object.keys(parent), { slack: 2, ignoreCase: true });
  return suggestion ? `Did you mean "${suggestion}"?` : undefined;
}
