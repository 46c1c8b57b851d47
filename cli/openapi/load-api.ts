// The OpenAPI stage for one document: read → parse safely → resolve $refs inside the openapi/
// folder → validate the resolved document against the OpenAPI schema (a Swagger 2.0 one against
// the 2.0 schema, then upgraded to 3.0) → check examples → lint → build the typed model.
// Each step reports located diagnostics; steps whose failure leaves no trustworthy model
// (syntax, schema, $refs) stop before the later ones, so one mistake does not cascade into noise.

import path from 'node:path';
import type { ApiDiagnostic, LoadedApi } from './types.ts';
import { parseSource, readSource, type SourceFiles } from './parse-yaml.ts';
import { validateSchema } from './validate-schema.ts';
import { resolveRefs, type ApiSources } from './resolve-refs.ts';
import { validateExamples } from './validate-examples.ts';
import { lint } from './lint.ts';
import { composeDocument } from './compose-document.ts';
import { lintLevel, type LintConfig } from '../config/lint-rules.ts';
import { modelOf } from './build-model.ts';
import { isRecord } from './json-pointer.ts';
import { isSwagger2, upgradeSwagger2 } from './upgrade-swagger2.ts';

export type * from './types.ts';

export interface LoadParams {
  file: string;
  root: string;
  /** The site's levels for the style rules (lint-rules.ts); defaults when absent. */
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

  // 1. Parse; a file that cannot be read as data stops here.
  const parsed = parseSource(file, read);
  if (!parsed.source) return { diagnostics: parsed.diagnostics };

  if (!isRecord(parsed.source.value)) return { diagnostics: await validateSchema({ source: parsed.source }) };

  // 2. Resolve $refs and 3. validate the document they compose, reported together: a $ref to an
  // operation's file is validated as the operation it stands for.
  const resolved = await resolveRefs({ main: parsed.source, root: params.root, files: params.files });
  const swagger2 = isSwagger2(parsed.source.value);
  if (!swagger2) params.whenResolved?.(resolved.sources);
  const composed = composeDocument({ sources: resolved.sources, level: lintLevel(params.lint, 'ref-placement') });
  const diagnostics = [...(await validateSchema({ source: parsed.source, composed })), ...resolved.diagnostics, ...composed.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics: sorted(diagnostics) };
  if (!swagger2) return checkSound(params, resolved.sources, diagnostics);

  // A Swagger 2.0 document, valid as written, is upgraded to OpenAPI 3.0 (upgrade-swagger2.ts) and
  // checked as one: what is reported about the upgrade is placed in the 2.0 files.
  const upgraded = await upgradeSwagger2(resolved.sources);
  params.whenResolved?.(upgraded.sources);
  const { sources } = upgraded;
  const asComposed = { value: sources.main.value, at: (p: string) => sources.at(sources.main.file, p), atKey: (p: string) => sources.keyAt(sources.main.file, p) };
  diagnostics.push(...(await validateSchema({ source: sources.main, composed: asComposed })), ...upgraded.diagnostics);
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics: sorted(diagnostics) };
  return checkSound(params, sources, diagnostics);
}

/** 4. Examples and 5. lint rules, at the site's levels, of a document whose schema and $refs are sound: the model is sound whatever they find. */
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
