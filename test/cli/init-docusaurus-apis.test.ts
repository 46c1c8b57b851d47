// `hubgen init --from docusaurus` carrying a project's API references, through the binary: the
// Redocusaurus preset (fixtures/docusaurus-redocusaurus: a Swagger 2.0 JSON document, a two-file
// OpenAPI YAML document, a remote one, the theme's primaryColor), its folder form and
// docusaurus-plugin-redoc entries, and docusaurus-openapi-docs (fixtures/docusaurus-openapi-docs);
// then `hubgen build` serves each reference at its route.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';

async function writtenConfig(project: string): Promise<Record<string, unknown>> {
  const written = await fs.readFile(path.join(project, 'site.config.ts'), 'utf8');
  return JSON.parse(/defineConfig\(([\s\S]*)\);\s*$/.exec(written)![1]);
}

describe('hubgen init --from docusaurus: API references', () => {
  it('carries the redocusaurus preset: local specs into apis[], the remote one by URL (a page linking to it) and primaryColor listed, and the references build', async () => {
    const project = await copyFixture('docusaurus-redocusaurus');
    const init = await hubgen(['init', '--from', 'docusaurus', project]);
    expect(init.stderr).toBe('');
    expect(init.exitCode).toBe(0);
    expect((await writtenConfig(project)).apis).toEqual([
      { id: 'petstore-v2', spec: 'openapi/petstore.swagger.json', route: '/api/petstore/' },
      { id: 'shop', spec: 'openapi/shop/index.yaml', route: '/api/shop/', title: 'Shop API' },
      { id: 'billing', spec: 'https://billing.petshop.example/openapi.yaml', route: '/api/billing/' },
    ]);
    const lines = String(init.stdout).split('\n').map((line) => line.replace(/^\s+- /, ''));
    expect(lines).toContain("presets[redocusaurus].specs[0]: id 'Petstore_V2' is 'petstore-v2' in hubgen (an API id is lowercase letters, digits and -)");
    expect(lines).toContain('presets[redocusaurus].specs[1]: no route (Redocusaurus makes no page for it): its reference is at /api/shop/');
    expect(lines).toContain(
      "presets[redocusaurus].specs[2].spec: https://billing.petshop.example/openapi.yaml is remote and hubgen fetches nothing (its page links to it): to show the reference itself, download it with `curl -fsSL https://billing.petshop.example/openapi.yaml -o openapi/billing.yaml` and give spec: 'openapi/billing.yaml'",
    );
    expect(lines).toContain("presets[redocusaurus].theme.primaryColor: '#1890ff' (hubgen has no primary-colour setting: put `:root { --ifm-color-primary: #1890ff; }` in a stylesheet of theme.customCss)");
    expect(init.stdout).not.toMatch(/^\s+- presets: /m); // the preset is read, not dropped

    const build = await hubgen(['build', '--root', project]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const petstore = await fs.readFile(path.join(project, 'build/api/petstore/index.html'), 'utf8');
    expect(petstore).toContain('id="operation/listPets"'); // Swagger 2.0, read as OpenAPI 3
    expect(petstore).toContain('Find a pet by its id');
    const shop = await fs.readFile(path.join(project, 'build/api/shop/index.html'), 'utf8');
    expect(shop).toContain('id="operation/placeOrder"');
    expect(shop).toContain('The address the pet goes to'); // a field of the second file's schema
    expect(shop).toContain('<title>Shop API | Pet Shop Developers</title>');
    const billing = await fs.readFile(path.join(project, 'build/api/billing/index.html'), 'utf8');
    expect(billing).toContain('href="https://billing.petshop.example/openapi.yaml"');
  });

  it("carries the preset's openapi folder form and docusaurus-plugin-redoc plugins, with their documented ids and routes", async () => {
    const project = await copyFixture('docusaurus-redocusaurus');
    const openapi = path.join(project, 'openapi');
    await fs.copyFile(path.join(openapi, 'petstore.swagger.json'), path.join(openapi, 'index.openapi.json'));
    await fs.rename(path.join(openapi, 'shop/index.yaml'), path.join(openapi, 'shop/index.openapi.yaml'));
    await fs.mkdir(path.join(openapi, 'v1'));
    await fs.copyFile(path.join(openapi, 'shop/schemas.yaml'), path.join(openapi, 'v1/Orders.openapi.yaml'));
    await fs.writeFile(path.join(openapi, 'v1/notes.yaml'), 'not: a document the folder form reads\n');
    await fs.writeFile(
      path.join(project, 'docusaurus.config.js'),
      `module.exports = {
        title: 'Folders', url: 'https://folders.example',
        presets: [['classic', {}], ['redocusaurus', { openapi: { path: 'openapi', routeBasePath: '/reference' } }]],
        plugins: [['docusaurus-plugin-redoc', { spec: 'openapi/petstore.swagger.json', route: '/pets' }], 'docusaurus-plugin-unknown'],
      };`,
    );
    const init = await hubgen(['init', '--from', 'docusaurus', project]);
    expect(init.stderr).toBe('');
    expect(init.exitCode).toBe(0);
    expect((await writtenConfig(project)).apis).toEqual([
      // index.openapi.* is its folder's page; its slug is empty, so it keeps the preset's plugin id
      { id: 'plugin-redoc-0', spec: 'openapi/index.openapi.json', route: '/reference/' },
      { id: 'shop', spec: 'openapi/shop/index.openapi.yaml', route: '/reference/shop/' },
      { id: 'v1orders', spec: 'openapi/v1/Orders.openapi.yaml', route: '/reference/v1/Orders/' },
      // a plugin instance without an id is Docusaurus's 'default'
      { id: 'default', spec: 'openapi/petstore.swagger.json', route: '/pets/' },
    ]);
    expect(init.stdout).toContain('plugins: docusaurus-plugin-unknown (Docusaurus plugins do not run in hubgen)');
  });

  it('maps docusaurus-openapi-docs specs to the route of the docs they generated, lists that folder as replaced, and the reference builds there', async () => {
    const project = await copyFixture('docusaurus-openapi-docs');
    const init = await hubgen(['init', '--from', 'docusaurus', project]);
    expect(init.stderr).toBe('');
    expect(init.exitCode).toBe(0);
    expect((await writtenConfig(project)).apis).toEqual([{ id: 'petstore', spec: 'examples/petstore.yaml', route: '/reference/petstore/' }]);
    expect(init.stdout).toContain(
      "plugins[docusaurus-plugin-openapi-docs#openapi].config.petstore.outputDir: docs/petstore, the MDX docs the plugin generated, is replaced by hubgen's reference at /reference/petstore/: delete the folder (or rename it to start with _, which hubgen skips), and any sidebars.js entry that requires its sidebar.js",
    );
    expect(init.stdout).toContain('docs.docItemComponent: \'@theme/ApiItem\'');
    expect(init.stdout).not.toMatch(/^\s+- plugins: /m); // the plugin is read, not dropped

    // As the line says: the generated MDX imports the plugin's theme, which hubgen does not provide.
    await fs.rm(path.join(project, 'docs/petstore'), { recursive: true });
    const build = await hubgen(['build', '--root', project]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const reference = await fs.readFile(path.join(project, 'build/reference/petstore/index.html'), 'utf8');
    expect(reference).toContain('id="operation/listPets"');
    expect(reference).toContain('Create a pet');
    expect(await fs.readFile(path.join(project, 'build/reference/intro.html'), 'utf8')).toContain('href="/reference/petstore/"');
  });
});
