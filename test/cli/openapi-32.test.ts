// OpenAPI 3.2.0 through the binary (test/fixtures/openapi-32, a document per new feature): each is
// valid against the official 3.2 schema, so it builds with `strict: true` as with the defaults,
// without a finding; each page shows the feature. A 3.2 document that breaks the 3.2 schema fails
// under strict. The site is built twice (default and strict) in beforeAll.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { copyFixture, hubgen } from '../helpers/cli.ts';

let root: string;
let build: Result;
let strict: Result;
const page = (id: string) => fs.readFile(path.join(root, 'build', id, 'index.html'), 'utf8');
const tryItData = async () => (await Promise.all((await fs.readdir(path.join(root, 'build/assets/api-try-it'))).map((f) => fs.readFile(path.join(root, 'build/assets/api-try-it', f), 'utf8')))).join('\n');

beforeAll(async () => {
  root = await copyFixture('openapi-32');
  const strictRoot = await copyFixture('openapi-32');
  const config = path.join(strictRoot, 'site.config.ts');
  await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace('route: `/${id}/` })', 'route: `/${id}/`, strict: true })'));
  // A querystring parameter with a schema: the 3.2 schema wants `content` for one.
  const broken = path.join(strictRoot, 'openapi/querystring.yaml');
  await fs.writeFile(broken, (await fs.readFile(broken, 'utf8')).replace('          content:\n            application/x-www-form-urlencoded:\n              schema:', '          schema:\n            x-was:\n              schema:'));
  [build, strict] = await Promise.all([hubgen(['--root', root, 'build']), hubgen(['--root', strictRoot, 'build'])]);
}, 300_000);

describe('OpenAPI 3.2 documents', () => {
  it('build without a finding: valid against the 3.2 schema', () => {
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
  });

  it('fail under strict where they break the 3.2 schema, at the place', () => {
    expect(strict.exitCode).toBe(1);
    expect(`${strict.stdout}\n${strict.stderr}`).toMatch(/querystring\.yaml:\d+:\d+ error .*parameters\[0\].*\[openapi-schema\]/);
    expect(`${strict.stdout}\n${strict.stderr}`).not.toMatch(/(query-method|nested-tags|item-schema|self|device-flow|example-values)\.yaml/);
  });

  it('show the query method and additionalOperations as operations, sampled with their method', async () => {
    const html = await page('query-method');
    expect(html).toContain('<span class="method-badge method-badge--query">QUERY</span>');
    expect(html).toContain('<span class="method-badge method-badge--COPY">COPY</span>');
    expect(html).toContain('id="operation/queryPets"');
    expect(html).toContain('id="operation/copyPets"');
    expect(html).toMatch(/curl -X COPY/);
  });

  it('send a querystring parameter as the whole query string', async () => {
    expect(await page('querystring')).toContain('search?term=a%20b&#x26;limit=10');
    expect(await tryItData()).toContain('"in":"querystring"');
  });

  it('nest tags under their parent in the sidebar, by their summary', async () => {
    const html = await page('nested-tags');
    expect(html).toMatch(/>External<\/a>(?:(?!api-nav__group).)*<div class="api-nav__nested"><div class="api-nav__group"><a[^>]*>Partner<\/a>/s);
    expect(html).toContain('>Account updates</a>');
  });

  it('describe each item of a stream (itemSchema), with an example of two items', async () => {
    const html = await page('item-schema');
    expect(html).toContain('Each event of the stream');
    expect(html).toContain('Each item of the stream');
    expect(html).toContain('event: tick\ndata: {"n": 1}\n\nevent: tick\ndata: {"n": 1}\n');
  });

  it('resolve $refs by the URL $self names', async () => {
    const html = await page('self');
    expect(html).not.toContain('Unresolved');
    expect(html).toContain('Tom');
  });

  it('show the device authorization flow and a deprecated security scheme', async () => {
    const html = await page('device-flow');
    expect(html).toContain('<h4>Device authorization<!-- --> flow</h4>');
    expect(html).toContain('https://auth.example.com/device');
    expect(html).toMatch(/legacyKey.*badge--deprecated/s);
  });

  it('take examples from dataValue and serializedValue', async () => {
    const html = await page('example-values');
    expect(html).toContain('The Newest Book');
    expect(html).toContain('4.5');
  });
});
