// The OpenAPI stage's diagnostics as the CLI's problems, so the build, check and the mock report a
// broken document the same way. Errors fail the run; warnings are printed, a bounded number per
// rule, so a large document's warnings do not bury the rest of the output.
import type { Problem } from '../../support/errors.ts';
import type { ApiDiagnostic } from '../document/types.ts';

/** Warnings of one rule shown in full per document; the rest are counted on one line. */
const SHOWN_PER_RULE = 10;

export function errorProblems(diagnostics: ApiDiagnostic[]): Problem[] {
  return diagnostics.filter((d) => d.severity === 'error').map(toProblem);
}

/** `lintKey` names where the rule's level is set, e.g. `apis[0].lint`, for the hint. */
export function warningProblems(diagnostics: ApiDiagnostic[], lintKey: string): Problem[] {
  const byRule = new Map<string, ApiDiagnostic[]>();
  for (const d of diagnostics) {
    if (d.severity === 'warning') byRule.set(d.rule, [...(byRule.get(d.rule) ?? []), d]);
  }
  return [...byRule.entries()].flatMap(([rule, found]) => {
    const shown = found.slice(0, SHOWN_PER_RULE).map(toProblem);
    const more = found.length - shown.length;
    if (more > 0) {
      shown.push({
        file: found[SHOWN_PER_RULE]!.file,
        line: found[SHOWN_PER_RULE]!.line,
        column: found[SHOWN_PER_RULE]!.column,
        message: `and ${more} more [${rule}] warning${more === 1 ? '' : 's'} in this document`,
        hint: `Set ${lintKey}['${rule}'] to 'off' in site.config.ts to hide them, or 'error' to enforce the rule.`,
      });
    }
    return shown;
  });
}

function toProblem(d: ApiDiagnostic): Problem {
  return { file: d.file, line: d.line, column: d.column, message: `${d.message} [${d.rule}]`, hint: d.hint };
}
