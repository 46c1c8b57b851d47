// The OpenAPI stage's error diagnostics as the CLI's problems (warnings stay out of the way), so
// the build, check and the mock report a broken document the same way.
import type { Problem } from '../errors.ts';
import type { ApiDiagnostic } from './types.ts';

export function errorProblems(diagnostics: ApiDiagnostic[]): Problem[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ file: d.file, line: d.line, column: d.column, message: `${d.message} [${d.rule}]`, hint: d.hint }));
}
