// Parts of an API reference embedded in docs (issue 33, item 1), through the real binary on the
// `embed` fixture (baseUrl /hub/): the doc's HTML, as a reader without JavaScript gets it, holds the
// operation's method, path, parameters and sample, the schema's fields and example; the page's props
// carry only the parts it embeds; Redocusaurus's components by pointer render the same way; a doc
// that embeds nothing carries nothing of the API; and a part that does not exist fails the build at
// its element, with the name it could have meant.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, copyFixture, hubgen, tempDir } from '../helpers/cli.ts';
import { splitDocument } from '../helpers/split-reference.ts';
import { openapiSite } from '../helpers/openapi-site.ts';

let out: string;
const page = (file: string) => fs.readFile(path.join(out, file), 'utf8');
/** The route data the page carries for hydration. */
const propsOf = (html: string) => /<script[^>]*id="__hubgen_data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  out = path.join(await tempDir('hubgen-embed-'), 'build');
  const result = await hubgen(['build', '--root', path.join(FIXTURES, 'embed'), '--out', out]);
  expect(result.exitCode, String(result.stderr)).toBe(0);
}, 180_000);

describe('an operation and a schema embedded in a doc', () => {
  it('are in the HTML without JavaScript: method, path, parameters, sample, fields, example', async () => {
    const html = await page('docs/selling.html');
    const operation = html.slice(html.indexOf('id="operation/createListing"'));
    expect(operation).toContain('Create a listing');
    expect(operation).toMatch(/method-badge--post">POST</);
    expect(operation).toContain('https://api.embed.example.com/v1/listings');
    expect(operation).toContain('dryRun');
    expect(operation).toContain('Idempotency-Key');
    expect(operation).toContain('A unique key, so a retried request creates one listing.');
    // The first sample language, highlighted at build time.
    expect(operation).toMatch(/data-sample="[^"]+"[\s\S]*?curl/);
    expect(operation).toContain('The listing, created.');
    const schema = html.slice(html.indexOf('id="schema/Listing"'));
    for (const field of ['title', 'price', 'shipping', 'tags']) expect(schema).toContain(`data-property="${field}"`);
    expect(schema).toContain('What buyers see first.');
    // The example: the schema's own values, highlighted.
    expect(schema).toMatch(/Walnut desk[\s\S]*24900/);
    // A nested inline object's fields are in the page, for readers without JavaScript.
    expect(html).toContain('The carrier that picks the item up.');
    // The operation named by method and path.
    expect(html).toContain('id="operation/getListing"');
  });

  it('link what the page does not hold to the reference, under the baseUrl', async () => {
    const html = await page('docs/selling.html');
    // Money is not a section of this page: its fields are on the reference's.
    expect(html).toContain('href="/hub/api/admin/#schema/Money"');
    expect(html).toContain('href="/hub/api/admin/#security/bearer"');
    // The embedded parts' own anchors stay on the page.
    expect(html).toContain('href="#operation/createListing"');
  });

  it('carry only the parts the doc embeds in its props; a doc that embeds nothing carries none', async () => {
    const redoc = propsOf(await page('docs/redoc.html'));
    expect(redoc).toContain('"embeds"');
    expect(redoc).toContain('getListing');
    expect(redoc).not.toContain('createListing');
    expect(redoc).not.toContain('"whole"');
    const intro = await page('docs/intro.html');
    expect(propsOf(intro)).not.toContain('"embeds"');
    expect(intro).not.toContain('api-embed');
  });

  it('Redocusaurus components by pointer: a schema with its example and an operation', async () => {
    const html = await page('docs/redoc.html');
    const schema = html.slice(html.indexOf('id="schema/Money"'));
    expect(schema).toContain('data-property="amount"');
    expect(schema).toContain("In the currency's smallest unit (cents).");
    expect(schema).toMatch(/hljs-attr">"amount"<\/span>: <span class="hljs-number">24900/);
    const operation = html.slice(html.indexOf('id="operation/getListing"'));
    expect(operation).toContain('Retrieve a listing');
    expect(operation).toContain('listingId');
    expect(operation).toContain('No listing has this id.');
  });

  it('a whole reference in a doc: every operation and schema', async () => {
    const html = await page('docs/reference.html');
    for (const id of ['operation/createListing', 'operation/getListing', 'schema/Listing', 'schema/Money', 'schema/Error']) expect(html).toContain(`id="${id}"`);
    expect(propsOf(html)).toContain('"whole"');
  });
});

describe('an embed that names nothing of the API', () => {
  async function buildWith(doc: string): Promise<{ exitCode?: number; stderr: string; file: string }> {
    const site = await copyFixture('embed');
    const file = path.join(site, 'content/docs/wrong.mdx');
    await fs.writeFile(file, doc);
    const result = await hubgen(['build', '--root', site, '--out', path.join(site, 'build')]);
    return { exitCode: result.exitCode, stderr: String(result.stderr), file: path.relative(site, file) };
  }

  it('fails the build at the element, with the operation it could have meant', async () => {
    const { exitCode, stderr, file } = await buildWith("---\ntitle: Wrong\n---\n\nimport { ApiOperation } from 'hubgen/components';\n\nSome text.\n\n  <ApiOperation api=\"admin\" operation=\"createListin\" />\n");
    expect(exitCode).not.toBe(0);
    expect(stderr).toContain(`${file}:9:3`);
    expect(stderr).toContain('no operation "createListin"');
    expect(stderr).toContain('Did you mean "createListing"?');
  });

  it('names the known schemas, APIs and a pointer that names no operation', async () => {
    const doc = [
      '---',
      'title: Wrong',
      '---',
      "import { ApiSchema, ApiOperation } from 'hubgen/components';",
      "import RedocSchema from '@theme/ApiSchema';",
      '',
      '<ApiSchema api="admin" schema="Lsting" />',
      '',
      '<ApiSchema api="adnim" schema="Listing" />',
      '',
      '<RedocSchema pointer="#/paths/~1listings/post" />',
      '',
      '<ApiOperation api="admin" method="delete" path="/listings" />',
      '',
    ].join('\n');
    const { exitCode, stderr, file } = await buildWith(doc);
    expect(exitCode).not.toBe(0);
    expect(stderr).toContain(`${file}:7:1`);
    expect(stderr).toContain('Did you mean "Listing"?');
    expect(stderr).toContain(`${file}:9:1`);
    expect(stderr).toContain('Did you mean "admin"?');
    expect(stderr).toContain(`${file}:11:1`);
    expect(stderr).toContain('does not name a schema');
    expect(stderr).toContain(`${file}:13:1`);
    expect(stderr).toContain('no operation DELETE /listings');
  });
});

describe('a React page with Redocusaurus’s ApiDoc and useSpecData', () => {
  it('renders the whole reference it names', async () => {
    const html = await page('admin-api.html');
    for (const id of ['operation/createListing', 'operation/getListing', 'schema/Listing']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Idempotency-Key');
  });
});

describe('an embed in a partial', () => {
  it('is an error at its place: the page importing the partial would not carry the part', async () => {
    const site = await copyFixture('embed');
    await fs.writeFile(path.join(site, 'content/docs/_part.mdx'), "import { ApiOperation } from 'hubgen/components';\n\n<ApiOperation api=\"admin\" operation=\"getListing\" />\n");
    await fs.writeFile(path.join(site, 'content/docs/partial.mdx'), "---\ntitle: With a partial\n---\n\nimport Part from './_part.mdx';\n\n<Part />\n");
    const result = await hubgen(['build', '--root', site, '--out', path.join(site, 'build')]);
    expect(result.exitCode).not.toBe(0);
    expect(String(result.stderr)).toContain('_part.mdx:3:1 <ApiOperation> embeds an API part in a partial');
  });
});

describe('an operation of a reference split into pages', () => {
  it('links a schema it does not hold to the page of the reference that does (the build checks every link)', async () => {
    // Pet gains an owner (a User): below the inline depth, its fields are a link to User's section.
    const document = splitDocument().replace("description: The pet's name. }", "description: The pet's name. }\n        owner: { $ref: '#/components/schemas/User' }");
    const file = path.join(await tempDir('hubgen-embed-split-'), 'split.yaml');
    await fs.writeFile(file, document);
    const { root } = await openapiSite({ source: file, siteExtra: "onBrokenAnchors: 'throw'," });
    await fs.mkdir(path.join(root, 'content/docs'), { recursive: true });
    await fs.writeFile(path.join(root, 'content/docs/guide.mdx'), "---\ntitle: Guide\n---\n\nimport { ApiOperation } from 'hubgen/components';\n\n<ApiOperation api=\"api\" operation=\"getPets1\" />\n");
    const result = await hubgen(['build', '--root', root, '--out', path.join(root, 'build')], { timeout: 300_000 });
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const html = await fs.readFile(path.join(root, 'build/docs/guide.html'), 'utf8');
    const link = /href="([^"]*#schema\/User)"/.exec(html)?.[1];
    expect(link).toMatch(/^\/schemas[^#]*#schema\/User$/);
    // Its description's link to another operation, written for the reference, leads to that operation's page.
    expect(html).toMatch(/href="\.\.\/tag\/stores[^"]*#operation\/getStores1"/);
    expect(await fs.readFile(path.join(root, 'build', `${link!.split('#')[0]!.replace(/^\//, '').replace(/\/$/, '/index')}.html`), 'utf8')).toContain('id="schema/User"');
  }, 300_000);
});

describe('a Docusaurus + Redocusaurus project, after init', () => {
  it('builds a doc with @theme/ApiSchema and @theme/ApiOperation by Redocusaurus id and pointer (Swagger 2.0)', async () => {
    const site = await copyFixture('docusaurus-redocusaurus');
    const doc = [
      '---',
      'title: Pets',
      '---',
      '',
      "import ApiSchema from '@theme/ApiSchema';",
      "import ApiOperation from '@theme/ApiOperation';",
      '',
      '<ApiSchema id="Petstore_V2" pointer="#/definitions/Pet" example />',
      '',
      '<ApiOperation id="Petstore_V2" pointer="#/paths/~1pets~1{petId}/get" />',
      '',
    ].join('\n');
    await fs.writeFile(path.join(site, 'docs/pets.mdx'), doc);
    expect((await hubgen(['init', '--from', 'docusaurus', site])).exitCode).toBe(0);
    const result = await hubgen(['build', '--root', site, '--out', path.join(site, 'build')]);
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const html = await fs.readFile(path.join(site, 'build/docs/pets.html'), 'utf8');
    expect(html).toContain('id="schema/Pet"');
    expect(html).toContain('id="operation/getPetById"');
    expect(html).toContain('data-static="schema/Pet/example"');
    expect(html).toMatch(/schema\/Pet[\s\S]*data-property=/);
  });
});
