// The OpenAPI stage for one document: read → parse safely → resolve $refs inside the openapi/
// folder → validate the resolved document against the OpenAPI schema (a Swagger 2.0 one against
// the 2.0 schema, then upgraded to 3.0) → check examples → lint → build the typed model.
// Only a document that cannot be read at all (not YAML or JSON, unsafe, no OpenAPI version hubgen
// knows, nothing to show) stops here with an error. What else breaks the OpenAPI or JSON Schema
// specifications is a located finding of its rule (openapi-schema, ref-missing, path-params…) at
// the level the site sets, a warning by default: the model is built from what is there, as
// Redoc and Scalar show such documents. A site that makes a finding an error (strict) stops after
// the step that found it, so that one mistake does not cascade into noise.

import path from 'node:path';
import type { ApiDiagnostic, LoadedApi } from './types.ts';
import { parseSource, readSource, type SourceFiles } from './parse-yaml.ts';
import { unreadableDocument, validateSchema } from './validate-schema.ts';
import { resolveRefs, type ApiSources } from './resolve-refs.ts';
import { validateExamples } from './validate-examples.ts';
import { lint } from './lint.ts';
import { composeDocument } from './compose-document.ts';
import { isLintRule, lintLevel, type LintConfig } from '../config/lint-rules.ts';
import { modelOf } from './build-model.ts';
import { isSwagger2, upgradeSwagger2 } from './upgrade-swagger2.ts';

export type * from './types.ts';

export interface LoadParams {
  file: string;
  root: string;
  /** The API's rule levels, its `strict` folded in (lint-rules.ts apiLintConfig); defaults when absent. */
  lint?: LintConfig;
  /**
   * Called with the parsed files once their $refs are resolved, before the document is validated:
   * the thread that checks a shared document hands them to the one that builds its view
   * (build-api-entry.ts), which then parses nothing and starts while the checks run. Its view
   * counts only if the checks find no error (site-apis.ts), so it need not wait for them: waiting
   * for the schema's verdict held it back ~60-80 ms on Discord's and DigitalOcean's documents.
   */
  whenResolved?: (sources: ApiSources) => void;
  /** Read the document and its files from elsewhere than the disk (the changelog: a commit). */
  files?: SourceFiles;
}

/** Steps 1 to 6: checked, then (when sound) its model (build-model.ts). */
export async function loadApi(params: LoadParams): Promise<LoadedApi> {
  const { sources, diagnostics } = await checkApi(params);
  return sources ? { ...modelOf(sources), diagnostics } : { diagnostics };
}

/**
 * Steps 1 to 5: the document's diagnostics, and its sources when they are sound. Alone for the
 * thread that checks a shared document: the other one builds the model, from the sources it is handed.
 */
export async function checkApi(params: LoadParams): Promise<{ sources?: ApiSources; diagnostics: ApiDiagnostic[] }> {
  const file = path.resolve(params.file);
  let read: { text: string; hash: string };
  try {
    read = (params.files ?? { read: readSource }).read(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file does not exist' : (error as Error).message;
    return { diagnostics: [{ severity: 'error', rule: 'file-read', message: `cannot read the document: ${reason}`, file, line: 1, column: 1 }] };
  }

  // 1. Parse; a file that cannot be read as data, or not as an OpenAPI document, stops here.
  const parsed = parseSource(file, read);
  if (!parsed.source) return { diagnostics: parsed.diagnostics };
  const unreadable = unreadableDocument(parsed.source);
  if (unreadable) return { diagnostics: [unreadable] };

  // 2. Resolve $refs and 3. validate the document they compose, reported together: a $ref to an
  // operation's file is validated as the operation it stands for.
  const resolved = await resolveRefs({ main: parsed.source, root: params.root, files: params.files });
  const swagger2 = isSwagger2(parsed.source.value);
  if (!swagger2) params.whenResolved?.(resolved.sources);
  const composed = composeDocument({ sources: resolved.sources, level: lintLevel(params.lint, 'ref-placement') });
  const found = atLevels([...(await validateSchema({ source: parsed.source, composed })), ...resolved.diagnostics], params.lint);
  const diagnostics = [...found, ...composed.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics: sorted(diagnostics) };
  if (!swagger2) return checkSound(params, resolved.sources, diagnostics);

  // A Swagger 2.0 document is upgraded to OpenAPI 3.0 (upgrade-swagger2.ts) and checked as one:
  // what is reported about the upgrade is placed in the 2.0 files. When the 2.0 document already
  // breaks its schema, the upgrade's copy of each fault is not reported a second time.
  const upgraded = await upgradeSwagger2(resolved.sources);
  params.whenResolved?.(upgraded.sources);
  const { sources } = upgraded;
  if (!found.some((d) => d.rule === 'openapi-schema')) {
    const asComposed = { value: sources.main.value, at: (p: string) => sources.at(sources.main.file, p), atKey: (p: string) => sources.keyAt(sources.main.file, p) };
    diagnostics.push(...atLevels(await validateSchema({ source: sources.main, composed: asComposed }), params.lint));
  }
  // A $ref that led nowhere in 2.0 is carried as written, and leads nowhere in 3.0 either: reported once.
  const reported = new Set(resolved.diagnostics.flatMap((d) => refQuoted(d.message) ?? []));
  const again = (d: ApiDiagnostic) => reported.has(refQuoted(d.message) ?? '');
  diagnostics.push(...atLevels(upgraded.diagnostics.filter((d) => !again(d)), params.lint));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics: sorted(diagnostics) };
  return checkSound(params, sources, diagnostics);
}

/** The `$ref "…"` a $ref finding begins with, to tell the same $ref reported twice. */
function refQuoted(message: string): string | undefined {
  return /^\$ref "[^"]*"/.exec(message)?.[0];
}

/** Findings of a rule the site sets (lint-rules.ts) at its level; 'off' drops them. Others stay as they are. */
function atLevels(diagnostics: ApiDiagnostic[], lint: LintConfig | undefined): ApiDiagnostic[] {
  return diagnostics.flatMap((d) => {
    if (!isLintRule(d.rule)) return [d];
    const level = lintLevel(lint, d.rule);
    return level === 'off' ? [] : [{ ...d, severity: level === 'error' ? ('error' as const) : ('warning' as const) }];
  });
}

/** 4. Examples and 5. lint rules, at the site's levels: the model is built whatever they find. */
function checkSound(params: LoadParams, sources: ApiSources, diagnostics: ApiDiagnostic[]): { sources: ApiSources; diagnostics: ApiDiagnostic[] } {
  diagnostics.push(
    ...validateExamples({ sources, mediaExamples: lintLevel(params.lint, 'example-valid'), schemaExamples: lintLevel(params.lint, 'schema-example') }),
    ...lint({ sources, levels: params.lint }),
  );
  return { sources, diagnostics: sorted(diagnostics) };
}

/** By file, then position: how an author fixes them. */
function sorted(diagnostics: ApiDiagnostic[]): ApiDiagnostic[] {
  return [...diagnostics].sort((a, b) =>
    a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1,
  );
}
