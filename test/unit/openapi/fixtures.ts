// Shared by the OpenAPI stage's tests: loads a fixture document with its case folder as root, or
// a few inline files written to a temporary openapi/ folder.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApi, type LoadedApi } from '../../../cli/openapi/load-api.ts';
import { apiLintConfig, type LintConfig } from '../../../cli/config/lint-rules.ts';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi');

export function loadFixture(caseName: string, fileName = 'api.yaml', lint?: LintConfig): Promise<LoadedApi> {
  const root = path.join(FIXTURES, caseName);
  return loadApi({ file: path.join(root, fileName), root, lint });
}

/** An API with `strict: true`: what the specifications forbid is an error, as the marketplace has it. */
export const STRICT: LintConfig = apiLintConfig({ strict: true });

/** The parts of a diagnostic tests pin down, in one comparable line. */
export function summary(result: LoadedApi): string[] {
  return result.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`);
}

/** Writes `files` into a fresh temporary openapi/ folder and loads `api.yaml` from it. */
export async function loadFiles(files: Record<string, string>, lint?: LintConfig): Promise<LoadedApi> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hubgen-openapi-'));
  const root = path.join(folder, 'openapi');
  try {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), text);
    }
    return await loadApi({ file: path.join(root, 'api.yaml'), root, lint });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
