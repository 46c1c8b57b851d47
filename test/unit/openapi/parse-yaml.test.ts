import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../cli/openapi/document/parse-yaml.ts';
import { loadFixture, summary } from './fixtures.ts';

describe('parsing OpenAPI sources safely', () => {
  it('reports a duplicate key at the second occurrence', async () => {
    const result = await loadFixture('duplicate-key');
    expect(result.document).toBeUndefined();
    expect(summary(result)).toEqual(['9:7 error [duplicate-key] duplicated mapping key']);
    expect(result.diagnostics[0]!.hint).toMatch(/once per mapping/);
  });

  it('rejects a YAML alias bomb with a diagnostic instead of expanding it', async () => {
    const result = await loadFixture('alias-bomb');
    expect(result.document).toBeUndefined();
    expect(summary(result)).toEqual([
      '10:1 error [yaml-alias-bomb] YAML aliases expand this document beyond 100,000 extra nodes ("billion laughs"); refusing to load it',
    ]);
  });

  it('accepts a few aliases that expand modestly', () => {
    const text = 'a: &x {b: [1, 2, 3]}\nc: *x\nd: *x\n';
    const { source, diagnostics } = parseYaml({ file: 'aliases.yaml', text });
    expect(diagnostics).toEqual([]);
    expect(source!.value).toEqual({ a: { b: [1, 2, 3] }, c: { b: [1, 2, 3] }, d: { b: [1, 2, 3] } });
  });

  it('refuses 5,000-deep nesting with a clear error, not a stack overflow', async () => {
    const result = await loadFixture('deep-nesting');
    expect(result.document).toBeUndefined();
    expect(summary(result)).toEqual(['5:508 error [yaml-too-deep] nesting is deeper than 500 levels; refusing to load it']);
  });

  it('refuses nesting that only gets deep through aliases', () => {
    const level = (name: string, inner: string) => `${name}: &${name} ${'['.repeat(300)}${inner}${']'.repeat(300)}\n`;
    const text = level('a', '1') + level('b', '*a');
    const { diagnostics } = parseYaml({ file: 'deep.yaml', text });
    expect(diagnostics.map((d) => d.rule)).toEqual(['yaml-too-deep']);
    expect(diagnostics[0]!.message).toMatch(/counting YAML aliases/);
  });

  it('refuses __proto__ keys, including through merge keys, and pollutes nothing', async () => {
    const result = await loadFixture('proto-pollution');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(result.document).toBeUndefined();
    expect(summary(result)).toEqual([
      '5:3 error [unsafe-key] the key "__proto__" is not allowed (it could alter object prototypes)',
    ]);
  });

  it('refuses a plain __proto__ key at its own position', () => {
    const { diagnostics } = parseYaml({ file: 'p.yaml', text: 'a:\n  __proto__:\n    polluted: 1\n' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`)).toEqual(['2:3 unsafe-key']);
  });

  it('keeps YAML dates and other non-JSON types as plain strings', () => {
    const { source } = parseYaml({ file: 'd.yaml', text: 'version: 2024-01-31\nflag: yes\n' });
    expect(source!.value).toEqual({ version: '2024-01-31', flag: 'yes' });
  });

  it('reports a file with several YAML documents', () => {
    const { diagnostics } = parseYaml({ file: 'm.yaml', text: 'a: 1\n---\nb: 2\n' });
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '1:1 yaml-syntax expected a single document in the stream, but found more',
    ]);
  });

  it('reports syntax errors with their position', () => {
    const { diagnostics } = parseYaml({ file: 's.yaml', text: 'a: [1, 2\nb: 3\n' });
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`)).toEqual(['2:1 yaml-syntax']);
  });
});
