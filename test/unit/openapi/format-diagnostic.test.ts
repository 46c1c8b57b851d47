import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../cli/openapi/validate/format-diagnostic.ts';
import { loadApi } from '../../../cli/openapi/load-api.ts';

describe('formatDiagnostic', () => {
  it('prints file:line:column, severity, rule and message, relative to cwd', () => {
    const text = formatDiagnostic(
      { severity: 'error', rule: 'operation-tagged', message: 'GET /x has no tags', file: '/site/openapi/admin.yaml', line: 12, column: 5 },
      '/site',
    );
    expect(text).toBe('openapi/admin.yaml:12:5 error [operation-tagged] GET /x has no tags');
  });

  it('adds an indented hint line', () => {
    const text = formatDiagnostic(
      { severity: 'warning', rule: 'r', message: 'm', file: '/site/openapi/a.yaml', line: 1, column: 2, hint: 'Do this.' },
      '/site',
    );
    expect(text).toBe('openapi/a.yaml:1:2 warning [r] m\n  hint: Do this.');
  });
});

describe('loadApi', () => {
  it('reports a missing document as a diagnostic', async () => {
    const result = await loadApi({ file: '/nonexistent/openapi/api.yaml', root: '/nonexistent/openapi' });
    expect(result.document).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        rule: 'file-read',
        message: 'cannot read the document: the file does not exist',
        file: '/nonexistent/openapi/api.yaml',
        line: 1,
        column: 1,
      },
    ]);
  });
});
