// Reads one version of an API document, from the disk or from a commit, with the OpenAPI stage's
// own reader (cli/openapi/load-api.ts: parse, $refs, the OpenAPI schema; no lint rule, no example
// check: a version is compared, not published) and model, into the snapshot the comparison takes.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { checkApi } from '../openapi/load-api.ts';
import { modelOf } from '../openapi/model/build-model.ts';
import { isRecord } from '../openapi/document/json-pointer.ts';
import type { SourceFiles } from '../openapi/document/parse-yaml.ts';
import type { ApiDiagnostic } from '../openapi/document/types.ts';
import type { LintConfig } from '../config/lint-rules.ts';
import { HUBGEN_BUILD_ID } from '../support/paths.ts';
import { snapshotOf, type ApiSnapshot } from './api-snapshot.ts';

export interface ReadVersion {
  snapshot: ApiSnapshot;
  /** A hash of what the version was read from (each file's path from the document's folder and bytes) and of hubgen: the same key, the same snapshot. */
  key: string;
  /** The files it was read from, absolute. */
  files: string[];
  /** What is wrong with it that did not keep it from being read (a $ref that leads nowhere): `hubgen diff` says so, the changelog does not (a past version is past mending). */
  warnings: ApiDiagnostic[];
}

/** Validity only: a version of the past is compared as it was, whatever the site's house rules are now. */
const NO_RULES: LintConfig = { 'ref-placement': 'off', 'example-valid': 'off', 'schema-example': 'off' };

/** The version, or the errors that keep it from being read (the first of them is enough to say why). */
export async function readVersion(params: { file: string; files?: SourceFiles }): Promise<ReadVersion | { errors: ApiDiagnostic[] }> {
  const file = path.resolve(params.file);
  const root = path.dirname(file);
  const checked = await checkApi({ file, root, lint: NO_RULES, files: params.files });
  const errors = checked.diagnostics.filter((d) => d.severity === 'error');
  if (!checked.sources || errors.length) return { errors: errors.length ? errors : checked.diagnostics };
  const loaded = modelOf(checked.sources);
  const main = checked.sources.main.value;
  const info = isRecord(main) && isRecord(main['info']) ? main['info'] : {};
  const read = loaded.files ?? [];
  const hash = createHash('sha256').update(HUBGEN_BUILD_ID);
  for (const source of [...read].sort((a, b) => (a.file < b.file ? -1 : 1))) hash.update(path.relative(root, source.file)).update('\0').update(source.hash ?? '').update('\0');
  return { snapshot: snapshotOf(loaded.document!, info), key: hash.digest('hex').slice(0, 32), files: read.map((source) => source.file), warnings: checked.diagnostics.filter((d) => d.severity !== 'error') };
}
