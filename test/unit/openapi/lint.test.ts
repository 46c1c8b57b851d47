import { describe, expect, it } from 'vitest';
import { loadApi } from '../../../cli/openapi/load-api.ts';
import { apiLintConfig, LINT_RULE_NAMES, VALIDITY_RULES, type LintConfig } from '../../../cli/config/lint-rules.ts';
import { FIXTURES, loadFiles, summary } from './fixtures.ts';
import path from 'node:path';

/** The marketplace's house rules: every style rule an error. */
const ALL_ERRORS = Object.fromEntries(LINT_RULE_NAMES.map((rule) => [rule, 'error'])) as LintConfig;

const lintFixture = (rule: string, lint: LintConfig = ALL_ERRORS) => {
  const root = path.join(FIXTURES, 'lint-rules');
  return loadApi({ file: path.join(root, `${rule}.yaml`), root, lint });
};

describe('lint rules', () => {
  it('finds nothing in a document that follows every rule', async () => {
    const result = await lintFixture('clean');
    expect(result.diagnostics).toEqual([]);
    expect(result.document).toBeDefined();
  });

  const expected: Record<string, string> = {
    'operation-id-unique':
      '24:20 error [operation-id-unique] operationId "getItem" of DELETE /items/{id} is already used by GET /items/{id}',
    'security-scheme-defined': '15:11 error [security-scheme-defined] security scheme "oauth" is not defined in components.securitySchemes',
    'operation-tagged': '9:5 error [operation-tagged] GET /items/{id} has no tags',
    'operation-summary': '9:5 error [operation-summary] GET /items/{id} has no summary',
    'operation-description': '12:20 error [operation-description] GET /items/{id} has no description',
    'path-params': '8:3 error [path-params] GET /items/{id}/images/{imageId}: path parameter {imageId} is not declared',
    'operation-id': '9:5 error [operation-id] GET /items/{id} has no operationId',
    'security-defined': '7:5 error [security-defined] GET /items/{id} has no security requirement',
    'responses-401-429': '16:7 error [responses-401-429] GET /items/{id} does not document 429',
    'no-unused-components': '37:5 error [no-unused-components] components.schemas.Unused is never referenced',
  };

  for (const rule of Object.keys(expected)) {
    it(`${rule} fires once on its fixture`, async () => {
      const result = await lintFixture(rule);
      expect(summary(result)).toEqual([expected[rule]]);
      // Lint errors fail the build but still leave a model to render.
      expect(result.document).toBeDefined();
    });
  }

  for (const rule of LINT_RULE_NAMES.filter((name) => name in expected && !(VALIDITY_RULES as readonly string[]).includes(name))) {
    it(`${rule} is off by default and a warning at 'warn'`, async () => {
      const byDefault = await lintFixture(rule, {});
      expect(summary(byDefault)).toEqual([]);
      const warned = await lintFixture(rule, { [rule]: 'warn' });
      expect(summary(warned)).toEqual([expected[rule]!.replace(' error ', ' warning ')]);
    });
  }

  it('validity rules are warnings by default (the model is built), errors under strict, off when set so', async () => {
    for (const rule of ['operation-id-unique', 'path-params', 'security-scheme-defined']) {
      const byDefault = await lintFixture(rule, {});
      expect(summary(byDefault)).toEqual([expected[rule]!.replace(' error ', ' warning ')]);
      expect(byDefault.document).toBeDefined();
      expect(summary(await lintFixture(rule, apiLintConfig({ strict: true })))).toEqual([expected[rule]]);
      expect(summary(await lintFixture(rule, apiLintConfig({ strict: true, lint: { [rule]: 'off' } })))).toEqual([]);
    }
  });

  it('operation-description also refuses empty parameter and response descriptions, once each', async () => {
    const result = await loadFiles({
      'api.yaml': `openapi: 3.1.0
info: {title: t, version: '1'}
security: [{key: []}]
paths:
  /a:
    get:
      operationId: a
      summary: A
      description: Gets A.
      tags: [A]
      parameters:
        - {name: q, in: query, description: ' ', schema: {type: string}}
      responses:
        '200': {$ref: '#/components/responses/Empty'}
        '401': {description: Unauthorized}
        '429': {description: Too many requests}
  /b:
    get:
      operationId: b
      summary: B
      description: Gets B.
      tags: [A]
      responses:
        '200': {$ref: '#/components/responses/Empty'}
        '401': {description: Unauthorized}
        '429': {description: Too many requests}
components:
  securitySchemes:
    key: {type: apiKey, in: header, name: X-Key}
  responses:
    Empty:
      description: ''
`,
    }, ALL_ERRORS);
    expect(summary(result)).toEqual([
      '12:45 error [operation-description] parameter "q" of GET /a has an empty description',
      '32:20 error [operation-description] response 200 of GET /a has an empty description',
    ]);
  });
});
