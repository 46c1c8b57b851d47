import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../../cli/openapi/load-api.ts';
import { loadFiles, loadFixture, STRICT, summary } from './fixtures.ts';

const LOCAL_HINT = 'Copy what it points to into components (or a file beside this one) and use a relative $ref.';

describe('resolving $refs', () => {
  it('refuses http(s) refs without fetching anything: a warning by default, the schema shown unresolved', async () => {
    const byDefault = await loadFixture('ref-http');
    expect(summary(byDefault)).toEqual([
      '14:23 warning [ref-external] $ref "https://example.com/schemas/item.json#/Item": https: references are not allowed; hubgen never fetches or reads outside the openapi folder',
    ]);
    expect(JSON.stringify(byDefault.document!.operations)).toContain('"unresolved":"https://example.com/schemas/item.json#/Item"');
    const result = await loadFixture('ref-http', 'api.yaml', STRICT);
    expect(result.document).toBeUndefined();
    expect(summary(result)).toEqual([
      '14:23 error [ref-external] $ref "https://example.com/schemas/item.json#/Item": https: references are not allowed; hubgen never fetches or reads outside the openapi folder',
    ]);
    expect(result.diagnostics[0]!.hint).toBe(LOCAL_HINT);
  });

  it('refuses file: URLs', async () => {
    const result = await loadFixture('ref-file-url', 'api.yaml', STRICT);
    expect(summary(result)).toEqual([
      '14:23 error [ref-external] $ref "file:///etc/passwd": file: references are not allowed; hubgen never fetches or reads outside the openapi folder',
    ]);
  });

  it('refuses paths that leave the folder, and absolute paths', async () => {
    const result = await loadFixture('ref-outside-root', 'api.yaml', STRICT);
    expect(summary(result)).toEqual([
      '14:23 error [ref-outside-root] $ref "../../../etc/passwd" leads outside the openapi folder (ref-outside-root/)',
      '20:23 error [ref-outside-root] $ref "/etc/passwd": absolute paths are not allowed',
    ]);
  });

  it('reports missing pointers (with a suggestion) and missing files', async () => {
    const result = await loadFixture('ref-missing', 'api.yaml', STRICT);
    expect(summary(result)).toEqual([
      '14:23 error [ref-missing] $ref "#/components/schemas/Lsting" points to nothing: no "Lsting" at #/components/schemas in api.yaml',
      '20:23 error [ref-missing] $ref "./schemas/missing.yaml#/Error": file schemas/missing.yaml does not exist',
    ]);
    expect(result.diagnostics[0]!.hint).toBe('Did you mean "Listing"?');
  });

  it('accepts circular schemas, local and across files, and keeps them as references', async () => {
    const result = await loadFixture('circular-schema');
    expect(result.diagnostics).toEqual([]);
    const { schemas, operations } = result.document!;
    expect(schemas['Category']).toMatchObject({
      kind: 'schema',
      properties: [
        { name: 'name' },
        { name: 'children', schema: { kind: 'schema', type: 'array', items: { kind: 'ref', ref: 'Category' } } },
        { name: 'parent', schema: { oneOf: [{ kind: 'ref', ref: 'Category' }, { kind: 'schema', type: 'null' }] } },
      ],
    });
    // A schema from another file is bundled under its pointer's name.
    expect(operations[1]!.responses[0]!.schema).toEqual({ kind: 'ref', ref: 'Menu' });
    expect(schemas['Menu']).toMatchObject({
      properties: [{ name: 'label' }, { name: 'submenus', schema: { items: { kind: 'ref', ref: 'Menu' } } }],
    });
    expect(() => JSON.stringify(result.document)).not.toThrow();
  });

  it('reports syntax errors in a referenced file against that file', async () => {
    const result = await loadFiles({
      'api.yaml': "openapi: 3.1.0\ninfo: {title: t, version: '1'}\ncomponents:\n  schemas:\n    S:\n      $ref: './s.yaml'\n",
      's.yaml': 'type: object\ntype: string\n',
    });
    expect(result.diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} [${d.rule}]`)).toEqual([
      's.yaml:2:1 [duplicate-key]',
    ]);
  });

  it('leaves "$ref" keys inside example data alone', async () => {
    const result = await loadFiles({
      'api.yaml': `openapi: 3.1.0
info: {title: t, version: '1'}
components:
  schemas:
    Pointer:
      type: object
      example:
        $ref: 'https://example.com/not/a/reference'
`,
    });
    expect(result.diagnostics.map((d) => d.rule)).not.toContain('ref-external');
  });

  describe('symlinks', () => {
    let folder = '';
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('refuses a symlink inside the folder that leads outside it', async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'hubgen-openapi-'));
      const root = path.join(folder, 'openapi');
      await mkdir(root);
      await writeFile(path.join(folder, 'secret.yaml'), 'Secret: {type: string}\n');
      await symlink(path.join(folder, 'secret.yaml'), path.join(root, 'link.yaml'));
      await writeFile(
        path.join(root, 'api.yaml'),
        "openapi: 3.1.0\ninfo: {title: t, version: '1'}\ncomponents:\n  schemas:\n    S:\n      $ref: './link.yaml#/Secret'\n",
      );
      const result = await loadApi({ file: path.join(root, 'api.yaml'), root, lint: STRICT });
      expect(summary(result)).toEqual([
        '6:13 error [ref-outside-root] $ref "./link.yaml#/Secret" leads outside the openapi folder (openapi/)',
      ]);
    });

    it('refuses a file reached through a symlinked folder that leads outside, and follows one that stays inside', async () => {
      const base = await mkdtemp(path.join(os.tmpdir(), 'hubgen-openapi-'));
      const root = path.join(base, 'openapi');
      await mkdir(path.join(root, 'models'), { recursive: true });
      await mkdir(path.join(base, 'elsewhere'));
      await writeFile(path.join(base, 'elsewhere', 'secret.yaml'), 'Secret: {type: string}\n');
      await writeFile(path.join(root, 'models', 'pet.yaml'), 'Pet: {type: string}\n');
      await symlink(path.join(base, 'elsewhere'), path.join(root, 'outside'));
      await symlink(path.join(root, 'models'), path.join(root, 'inside'));
      await writeFile(
        path.join(root, 'api.yaml'),
        "openapi: 3.1.0\ninfo: {title: t, version: '1'}\ncomponents:\n  schemas:\n    S:\n      $ref: './outside/secret.yaml#/Secret'\n    P:\n      $ref: './inside/pet.yaml#/Pet'\n    Q:\n      $ref: './outside/secret.yaml#/Secret'\n",
      );
      const result = await loadApi({ file: path.join(root, 'api.yaml'), root, lint: STRICT });
      await rm(base, { recursive: true, force: true });
      // Each $ref through the outside link is refused at its own line; the inside one resolves.
      expect(summary(result)).toEqual([
        '6:13 error [ref-outside-root] $ref "./outside/secret.yaml#/Secret" leads outside the openapi folder (openapi/)',
        '10:13 error [ref-outside-root] $ref "./outside/secret.yaml#/Secret" leads outside the openapi folder (openapi/)',
      ]);
    });
  });
});

