// OpenAPI rules a site chooses, through the real binary: style rules are off by default, a site
// sets each one per API to 'warn' (printed, located, never failing) or 'error'; an unknown rule
// is a config error naming the known ones. Operations given as $refs to their own files (not
// OpenAPI, common in practice) are resolved before the document is validated.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hubgen } from '../helpers/cli.ts';
import { CORPUS, openapiSite } from '../helpers/openapi-site.ts';

const PETSTORE = path.join(CORPUS, 'oai-petstore-expanded.yaml'); // 4 operations, none tagged

describe('OpenAPI lint levels in site.config.ts', () => {
  it('leaves style rules off by default: an untagged, unsecured document checks clean', async () => {
    const { root } = await openapiSite({ source: PETSTORE });
    const result = await hubgen(['--root', root, 'check']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Swagger Petstore (/): 4 operations, 3 schemas');
    expect(result.stderr).not.toMatch(/warning|error/);
  });

  it("prints 'warn' rules with file:line:column and still succeeds", async () => {
    const { root } = await openapiSite({ source: PETSTORE, apiExtra: `lint: { 'operation-tagged': 'warn' }` });
    const result = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(result.exitCode).toBe(0);
    expect(String(result.stderr).split('\n').filter((line) => line.includes('[operation-tagged]'))).toEqual([
      'openapi/oai-petstore-expanded.yaml:18:5 warning GET /pets has no tags [operation-tagged]',
      'openapi/oai-petstore-expanded.yaml:57:5 warning POST /pets has no tags [operation-tagged]',
      'openapi/oai-petstore-expanded.yaml:81:5 warning GET /pets/{id} has no tags [operation-tagged]',
      'openapi/oai-petstore-expanded.yaml:105:5 warning DELETE /pets/{id} has no tags [operation-tagged]',
    ]);
    expect(result.stdout).toContain('no problems found');
  });

  it("fails on 'error' rules, every finding located", async () => {
    const { root } = await openapiSite({ source: PETSTORE, apiExtra: `lint: { 'operation-summary': 'error', 'operation-tagged': 'off' }` });
    const result = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('openapi/oai-petstore-expanded.yaml:18:5 error GET /pets has no summary [operation-summary]');
    expect(result.stderr).toContain('✗ 4 problems found.');
    expect(result.stderr).not.toContain('[operation-tagged]');
  });

  it("fails build too on an 'error' rule, located, leaving the previous output as it was", async () => {
    const { root } = await openapiSite({ source: PETSTORE });
    const first = await hubgen(['--root', root, 'build'], { cwd: root });
    expect(first.exitCode, String(first.stderr)).toBe(0);
    const before = await fs.readFile(path.join(root, 'build/index.html'), 'utf8');
    const config = path.join(root, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace("route: '/'", "route: '/', lint: { 'operation-summary': 'error' }"));
    const result = await hubgen(['--root', root, 'build'], { cwd: root });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('openapi/oai-petstore-expanded.yaml:18:5 error GET /pets has no summary [operation-summary]');
    expect(result.stderr).toContain('openapi/oai-petstore-expanded.yaml:105:5 error DELETE /pets/{id} has no summary [operation-summary]');
    expect(result.stderr).not.toContain('bug in hubgen');
    expect(await fs.readFile(path.join(root, 'build/index.html'), 'utf8')).toBe(before);
  });

  it('refuses an unknown rule name at its place in the config, listing the known rules', async () => {
    const { root } = await openapiSite({ source: PETSTORE, apiExtra: `lint: { 'operation-taged': 'error' }` });
    const result = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`site.config.ts:6:87 error apis[0].lint.operation-taged: unknown OpenAPI lint rule "operation-taged"`);
    expect(result.stderr).toContain(
      'hint: Did you mean "operation-tagged"? Known rules: openapi-schema, ref-missing, ref-invalid, ref-external, ref-outside-root, path-params, operation-id-unique, ' +
        'security-scheme-defined, operation-id, operation-tagged, operation-summary, operation-description, ' +
        'security-defined, responses-401-429, no-unused-components, ref-placement, example-valid, schema-example.',
    );
  });

  it("builds a document whose published example does not match its schema, warning at the example; 'error' fails the build", async () => {
    const source = path.resolve(import.meta.dirname, '../fixtures/openapi/example-invalid/api.yaml');
    const warned = await openapiSite({ source });
    const build = await hubgen(['--root', warned.root, 'build'], { cwd: warned.root });
    expect(build.exitCode).toBe(0);
    expect(build.stderr).toContain('openapi/api.yaml:31:24 warning example of POST /listings response 201 (application/json) does not match its schema: /price must be number [example-valid]');
    expect(await fs.readFile(path.join(warned.root, 'build/index.html'), 'utf8')).toContain('id="operation/createListing"');

    const strict = await openapiSite({ source, apiExtra: `lint: { 'example-valid': 'error' }` });
    const failed = await hubgen(['--root', strict.root, 'build'], { cwd: strict.root });
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toContain('openapi/api.yaml:31:24 error example of POST /listings response 201 (application/json) does not match its schema: /price must be number [example-valid]');
    expect(await fs.stat(path.join(strict.root, 'build')).catch(() => undefined)).toBeUndefined();
  });

  it('refuses an unknown level', async () => {
    const { root } = await openapiSite({ source: PETSTORE, apiExtra: `lint: { 'operation-tagged': 'warning' }` });
    const result = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('apis[0].lint.operation-tagged: must be "error" or "warn" or "off"');
  });
});

describe('operations given as $refs to other files', () => {
  async function multiFileSite(operation: string): Promise<string> {
    const folder = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'hubgen-multifile-'));
    await fs.mkdir(path.join(folder, 'ops'));
    await fs.writeFile(
      path.join(folder, 'api.yaml'),
      `openapi: 3.0.3
info: {title: Multi-file, version: '1'}
paths:
  /widgets:
    get:
      $ref: 'ops/list-widgets.yaml'
`,
    );
    await fs.writeFile(path.join(folder, 'ops/list-widgets.yaml'), operation);
    return (await openapiSite({ source: folder, spec: 'api.yaml' })).root;
  }

  it('resolves them before validation, warns at the $ref naming the OpenAPI rule, and renders the operation', async () => {
    const root = await multiFileSite(`operationId: listWidgets
summary: List widgets
responses:
  '200': {description: The widgets}
`);
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(check.exitCode).toBe(0);
    expect(check.stderr).toContain(
      'openapi/api.yaml:6:13 warning this operation is a $ref, resolved as written; an Operation Object has no $ref field in OpenAPI (path items do) [ref-placement]',
    );
    expect(check.stdout).toContain('Multi-file (/): 1 operations');
    const build = await hubgen(['--root', root, 'build'], { cwd: root });
    expect(build.exitCode).toBe(0);
    const html = await fs.readFile(path.join(root, 'build/index.html'), 'utf8');
    expect(html).toContain('id="operation/listWidgets"');
    expect(html).toContain('List widgets');
  });

  it('reports a mistake inside the operation file at its own line, not as a missing field of the $ref', async () => {
    const root = await multiFileSite(`operationId: listWidgets
summary: List widgets
responses:
  '200': {descripton: The widgets}
`);
    // A defect of the description: a warning by default, an error where the site makes it one.
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(check.exitCode).toBe(0);
    expect(check.stderr).toMatch(/^openapi\/ops\/list-widgets\.yaml:4:\d+ warning .*descripton/m);
    expect(check.stderr).not.toContain("missing required property 'responses'");
    const config = path.join(root, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace("route: '/'", "route: '/', strict: true"));
    const strict = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(strict.exitCode).toBe(1);
    expect(strict.stderr).toMatch(/^openapi\/ops\/list-widgets\.yaml:4:\d+ error .*descripton/m);
    expect(check.stderr).not.toContain("missing required property 'responses'");
  });

  it("stays quiet with 'ref-placement': 'off'", async () => {
    const root = await multiFileSite(`responses:\n  '200': {description: ok}\n`);
    await fs.writeFile(
      path.join(root, 'site.config.ts'),
      (await fs.readFile(path.join(root, 'site.config.ts'), 'utf8')).replace("route: '/'", "route: '/', lint: { 'ref-placement': 'off' }"),
    );
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(check.exitCode).toBe(0);
    expect(check.stderr).toBe('');
  });
});
