// Documents of the kinds that made hubgen crash (exit 2, "This is a bug in hubgen") on public API
// descriptions, each built with a default config through the real binary: relative and
// protocol-relative server URLs (OpenAPI allows them), `$id`/`$anchor` inside example and extension
// data (Box's and Akeneo's documents), `$ref` chains that come back to themselves, empty `paths`,
// an enum of 20,000 values, and descriptions that are not strings; and two that the property tests
// found (test/hardening/openapi-properties.test.ts): a parameter `$ref` to a path item, and a
// schema that is only a `$ref` to itself. Each builds, or fails with
// exit 1 and a located message; none ends in exit 2.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hubgen } from '../helpers/cli.ts';
import { openapiSite } from '../helpers/openapi-site.ts';

const CASES = path.resolve(import.meta.dirname, '../fixtures/openapi-crashes');

/** `strict`: the API's defects are errors (by default a document that can be read is built, with warnings). */
async function build(name: string, timeout?: number, { strict = false } = {}) {
  const { root } = await openapiSite({ source: path.join(CASES, name), apiExtra: strict ? 'strict: true' : undefined });
  const result = await hubgen(['--root', root, 'build'], { cwd: root, timeout });
  const html = await fs.readFile(path.join(root, 'build/index.html'), 'utf8').catch(() => '');
  return { result, html, text: html.replace(/<[^>]+>/g, '') };
}

describe('documents that once crashed hubgen, with a default config', () => {
  it('relative server URLs: shown as written, samples sent to a {host} placeholder under the path', async () => {
    const { result, text } = await build('relative-servers.yaml');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(text).toContain('/api/v2');
    // The sample shown at load (curl, the first language) sends to the placeholder host.
    expect(text).toContain("curl -g -X GET 'https://{host}/api/v2/items/it_1'");
  });

  it('a protocol-relative server URL: samples use https, and the page says what they use', async () => {
    const { result, text } = await build('protocol-relative-server.json');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(text).toContain('Base URL //api.example.org/rest (a relative URL: samples use https://api.example.org/rest)');
    expect(text).toContain("curl -X GET 'https://api.example.org/rest/search?q=tea'");
  });

  it('$id, $anchor and $schema inside example, default and extension values are data, not schemas', async () => {
    const { result, html } = await build('ids-in-data.json');
    expect(result.exitCode).toBe(0);
    expect(result.stderr).not.toContain('more than one schema');
    expect(html).toContain('id="operation/createSchema"');
  });

  it('$ref chains that lead back to where they started', async () => {
    const { result, html } = await build('ref-cycles.yaml');
    expect(result.stderr).not.toContain('bug in hubgen');
    expect(result.exitCode).toBe(0);
    expect(html).toContain('id="operation/listNodes"');
  });

  it('3.1 schemas with keywords of earlier drafts ($recursiveAnchor: true, $recursiveRef, definitions, dependencies) are read as 2020-12 reads unknown keywords', async () => {
    const { result, html } = await build('other-drafts-31.yaml');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(html).toContain('id="operation/getTree"');
  });

  it('a parameter whose $ref leads to another kind of object: validated as the parameter it stands for; built with warnings, exit 1 under strict', async () => {
    const { result, html } = await build('ref-to-wrong-kind.yaml');
    expect(result.stderr).not.toContain('bug in hubgen');
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain("openapi/ref-to-wrong-kind.yaml:4:3 warning paths['/pets'].get.parameters[0]: missing required property 'name' [openapi-schema]");
    expect(html).toContain('id="operation/listPets"');
    const strict = await build('ref-to-wrong-kind.yaml', undefined, { strict: true });
    expect(strict.result.exitCode).toBe(1);
    expect(strict.result.stderr).toContain("openapi/ref-to-wrong-kind.yaml:4:3 error paths['/pets'].get.parameters[0]: missing required property 'name' [openapi-schema]");
  });

  it('a schema that is only a $ref to itself: built, its examples reported as uncheckable', async () => {
    const { result, html } = await build('schema-refers-to-itself.json');
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('openapi/schema-refers-to-itself.json:8:58 warning cannot check the examples of the request body of POST / (application/json): its schema refers to itself without end');
    expect(html).toContain('id="operation/send"');
  });

  it('a relative OAuth token URL (relative to the API, not this site) and an operationRef with braces: built', async () => {
    const { result, html } = await build('relative-token-url-and-operation-ref.yaml');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(html).toContain('<code>/oauth/token</code>');
    expect(html).not.toContain('href="/oauth/token"');
  });

  it('a link Markdown finds in a regular expression is a warning at its line, found though the page percent-encodes it', async () => {
    const { result } = await build('pattern-read-as-link.yaml');
    expect(result.exitCode).toBe(0);
    expect(String(result.stderr).trim()).toBe(
      'warn openapi/pattern-read-as-link.yaml:10:54 broken link to %5Ba-z0-9-%5D%7B0,61%7D%5Ba-z0-9%5D: no page has the path /[a-z0-9-]{0,61}[a-z0-9]',
    );
  });

  it('a property named "$ref", and a pattern in another dialect than ECMA-262 (OpenAPI says SHOULD): built', async () => {
    const { result, html } = await build('name-like-keywords.yaml');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(html).toContain('id="operation/createSchema"');
  });

  it('a pattern that backtracks without end on its example: matched in linear time, the mismatch a warning', async () => {
    const { result } = await build('pattern-that-backtracks.yaml', 60_000);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('openapi/pattern-that-backtracks.yaml:16:28 warning example of the request body of POST /sites (application/json) does not match its schema: /url must match pattern');
  }, 90_000);

  it('a query in a path key, its template declared in: path; a relative image in a description: built, the image a located warning', async () => {
    const { result, text } = await build('query-in-path-key.yaml');
    expect(result.exitCode).toBe(0);
    expect(String(result.stderr).trim()).toBe('warn openapi/query-in-path-key.yaml:6:44 broken link to assets/api-settings.png: no page has the path /assets/api-settings.png');
    expect(text).toContain('/uploads?convert=fax');
  });

  it('empty paths and an enum of 20,000 values', async () => {
    for (const name of ['empty-paths.yaml', 'huge-enum.json']) {
      const { result, html } = await build(name);
      expect(result.exitCode, `${name}: ${result.stderr}`).toBe(0);
      expect(html).toContain('<h1');
    }
  });

  it('descriptions that are not strings: a warning each at its line, and built; each an error under strict', async () => {
    const { result } = await build('odd-descriptions.yaml');
    expect(result.stderr).not.toContain('bug in hubgen');
    expect(result.exitCode).toBe(0);
    const warnings = String(result.stderr).split('\n').filter((line) => line.includes(' warning ') && line.includes('must be string'));
    expect(warnings).toEqual([
      'openapi/odd-descriptions.yaml:5:16 warning info.description must be string; got number 42 [openapi-schema]',
      "openapi/odd-descriptions.yaml:10:7 warning paths['/things'].get.description must be string; got a mapping [openapi-schema]",
      "openapi/odd-descriptions.yaml:13:11 warning paths['/things'].get.responses[200].description must be string; got a list [openapi-schema]",
    ]);
    const strict = await build('odd-descriptions.yaml', undefined, { strict: true });
    expect(strict.result.exitCode).toBe(1);
    expect(String(strict.result.stderr).split('\n').filter((line) => line.includes(' error '))).toEqual(warnings.map((line) => line.replace(' warning ', ' error ')));
  });
});
