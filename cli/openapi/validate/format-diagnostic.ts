// One OpenAPI diagnostic as terminal text: `openapi/admin.yaml:12:5 error [rule] message`, then an
// indented hint line. Plain strings: the CLI adds colour.

import path from 'node:path';
import type { ApiDiagnostic } from '../document/types.ts';

export function formatDiagnostic(diagnostic: ApiDiagnostic, cwd: string): string {
  const file = path.relative(cwd, diagnostic.file).split(path.sep).join('/') || diagnostic.file;
  const { line, column, severity, rule, message, hint } = diagnostic;
  const first = `${file}:${line}:${column} ${severity} [${rule}] ${message}`;
  return hint ? `${first}\n  hint: ${hint}` : first;
}
