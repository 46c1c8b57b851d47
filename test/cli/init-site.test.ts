// `hubgen init [dir]` through the binary: a new site that passes `check` and builds, the team's own
// OpenAPI document with --openapi, a package.json merged rather than replaced, and files that
// already exist refused unless --force.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hubgen, tempDir } from '../helpers/cli.ts';
import { commitAll } from '../helpers/changelog-repo.ts';

const STARTER = ['site.config.ts', 'content/docs/intro.mdx', 'content/pages/index.tsx', 'content/blog/authors.yml', 'static/img/logo.svg', 'openapi/example.yaml', '.gitignore', 'package.json'];

describe('hubgen init [dir]', () => {
  it('starts a site in a new folder that passes check and builds, and prints the next command', async () => {
    const parent = await tempDir('hubgen-init-');
    const result = await hubgen(['init', 'acme-api'], { cwd: parent });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('✓ started a site in acme-api/');
    expect(result.stdout).toMatch(/Next: cd acme-api && npm install -D hubgen && npm run serve\n?$/);
    const site = path.join(parent, 'acme-api');
    for (const file of STARTER) await expect(fs.stat(path.join(site, file)), file).resolves.toBeTruthy();

    const config = await fs.readFile(path.join(site, 'site.config.ts'), 'utf8');
    expect(config).toContain("import { defineConfig } from 'hubgen/config';");
    expect(config).toContain("title: 'Acme API docs'");
    expect(config).toContain("apis: [{ id: 'api', spec: 'openapi/example.yaml', route: '/api-reference/', title: 'Example API', changelog: true }]");
    expect(JSON.parse(await fs.readFile(path.join(site, 'package.json'), 'utf8'))).toEqual({
      name: 'acme-api',
      private: true,
      scripts: { build: 'hubgen build', serve: 'hubgen serve --watch', check: 'hubgen check' },
    });
    expect((await fs.readFile(path.join(site, '.gitignore'), 'utf8')).split('\n')).toEqual(expect.arrayContaining(['node_modules/', 'build/', '.hubgen/']));

    // A team's site is in git: its API's changelog (on in the starter) starts with its first commit.
    await commitAll(site, 'Start the docs');
    const check = await hubgen(['check', '--root', site]);
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toContain('Example API (/api-reference/): 4 operations');
    const build = await hubgen(['build', '--root', site]);
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const home = await fs.readFile(path.join(site, 'build/index.html'), 'utf8');
    expect(home).toContain('<h1 class="hero__title">Acme API docs</h1>');
    expect(home).toContain('href="/api-reference/"');
    await expect(fs.stat(path.join(site, 'build/api-reference/index.html'))).resolves.toBeTruthy();
    expect(await fs.readFile(path.join(site, 'build/api-reference/changelog/index.html'), 'utf8')).toContain('The first version: 4 operations');
    expect(await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8')).toContain('https://api.example.com/v1');
    // The blog's first post, dated today by its file name, linked from the navbar, with its feeds.
    const posts = (await fs.readdir(path.join(site, 'content/blog'))).filter((f) => f.endsWith('.md'));
    expect(posts).toEqual([`${new Date().toISOString().slice(0, 10)}-welcome.md`]);
    const post = await fs.readFile(path.join(site, 'build/blog/welcome.html'), 'utf8');
    expect(post).toContain('<title>Welcome to the Acme API docs blog | Acme API docs</title>');
    expect(post).toContain('Acme API docs team');
    expect(post).toMatch(/<a class="navbar__item navbar__link[^"]*" href="\/blog"/);
    expect(post).toContain('<meta name="description" content="This is the first post of the blog, the place for release notes and news.">');
    expect(await fs.readFile(path.join(site, 'build/blog.html'), 'utf8')).toContain('href="/blog/welcome"');
    expect(await fs.readFile(path.join(site, 'build/blog/rss.xml'), 'utf8')).toContain('<link>https://docs.example.com/blog/welcome</link>');
  });

  it('copies the team\'s OpenAPI document (with the files its $refs name) and wires it to /api-reference/', async () => {
    const parent = await tempDir('hubgen-init-');
    const api = path.join(parent, 'specs');
    await fs.mkdir(path.join(api, 'schemas'), { recursive: true });
    await fs.writeFile(
      path.join(api, 'orders.yaml'),
      `openapi: 3.0.3
info: { title: Orders, version: '2.1' }
servers: [{ url: 'https://orders.example.net/api' }]
paths:
  /orders:
    get:
      operationId: listOrders
      responses:
        '200':
          description: The orders.
          content:
            application/json:
              schema: { $ref: './schemas/order.yaml' }
`,
    );
    await fs.writeFile(path.join(api, 'schemas/order.yaml'), 'type: object\nproperties:\n  id: { type: string }\n');
    const site = path.join(parent, 'site');
    const result = await hubgen(['init', 'site', '--openapi', 'specs/orders.yaml'], { cwd: parent });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(await fs.readFile(path.join(site, 'openapi/orders.yaml'), 'utf8')).toContain('title: Orders');
    expect(await fs.readFile(path.join(site, 'openapi/schemas/order.yaml'), 'utf8')).toContain('type: object');
    await expect(fs.stat(path.join(site, 'openapi/example.yaml'))).rejects.toThrow(); // no example beside the team's own
    expect(await fs.readFile(path.join(site, 'site.config.ts'), 'utf8')).toContain("apis: [{ id: 'api', spec: 'openapi/orders.yaml', route: '/api-reference/', title: 'Orders API', changelog: true }]");

    // Outside git, the changelog the starter asks for cannot be written: a warning at its key, and the check passes.
    const check = await hubgen(['check', '--root', site]);
    expect(check.stderr).toMatch(/^\S*site\.config\.ts:\d+:\d+ warning the changelog of api cannot be written: the site is not in a git repository\n  hint: Commit the document to a git repository, or list its earlier versions as files: changelog: \{ versions: \[\.\.\.\] \}\.$/);
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toContain('Orders API (/api-reference/): 1 operation');
  });

  it('names a missing --openapi file with a hint, and writes nothing', async () => {
    const parent = await tempDir('hubgen-init-');
    const result = await hubgen(['init', 'site', '--openapi', 'nope.yaml'], { cwd: parent });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('nope.yaml error no such file'); // relative to the folder it ran in
    expect(result.stderr).toContain('hint: Pass the path of your OpenAPI document');
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace without --debug
    await expect(fs.readdir(parent)).resolves.toEqual([]);
  });

  it('refuses to replace existing files, naming each one, until --force; keeps the team\'s scripts and ignore lines', async () => {
    const site = await tempDir('hubgen-init-');
    await fs.mkdir(path.join(site, 'content/docs'), { recursive: true });
    await fs.writeFile(path.join(site, 'content/docs/intro.mdx'), '# Ours\n');
    await fs.writeFile(path.join(site, 'site.config.ts'), '// ours\n');
    const pkg = { name: '@acme/portal', version: '1.0.0', scripts: { build: 'make all', test: 'vitest' }, devDependencies: { hubgen: '^0.1.0' } };
    await fs.writeFile(path.join(site, 'package.json'), JSON.stringify(pkg));
    await fs.writeFile(path.join(site, '.gitignore'), 'dist\nbuild\n');

    const refused = await hubgen(['init'], { cwd: site });
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('site.config.ts error already exists; hubgen init does not replace it');
    expect(refused.stderr).toContain('content/docs/intro.mdx error already exists');
    expect(refused.stderr).toContain('hint: Move it away, run hubgen init in an empty folder (hubgen init my-docs), or pass --force to replace the starter files.');
    expect(refused.stderr).toContain('✗ 2 problems found.');
    expect(await fs.readFile(path.join(site, 'site.config.ts'), 'utf8')).toBe('// ours\n');
    await expect(fs.stat(path.join(site, 'openapi'))).rejects.toThrow(); // nothing written

    const forced = await hubgen(['init', '--force'], { cwd: site });
    expect(forced.stderr).toBe('');
    expect(forced.exitCode).toBe(0);
    expect(forced.stdout).toContain('kept your "build" script; run npx hubgen build instead');
    expect(forced.stdout).toMatch(/Next: npm run serve\n?$/); // hubgen is a devDependency already
    expect(await fs.readFile(path.join(site, 'site.config.ts'), 'utf8')).toContain("title: 'Portal docs'");
    expect(await fs.readFile(path.join(site, 'content/docs/intro.mdx'), 'utf8')).toContain('Welcome to Portal docs.');
    expect(JSON.parse(await fs.readFile(path.join(site, 'package.json'), 'utf8'))).toEqual({
      ...pkg,
      scripts: { build: 'make all', test: 'vitest', serve: 'hubgen serve --watch', check: 'hubgen check' },
    });
    // `build` was ignored already: only what is missing is added.
    expect(await fs.readFile(path.join(site, '.gitignore'), 'utf8')).toBe('dist\nbuild\n\n# hubgen: dependencies, the built site and its caches\nnode_modules/\n.hubgen/\n');
    await commitAll(site, 'Start the docs');
    const check = await hubgen(['check', '--root', site]);
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
  });

  it('keeps --from docusaurus, points a Docusaurus project to it, and refuses --openapi with it', async () => {
    const site = await tempDir('hubgen-init-');
    await fs.writeFile(path.join(site, 'docusaurus.config.js'), 'module.exports = { title: "Docs", url: "https://docs.example.com" };\n');
    const plain = await hubgen(['init'], { cwd: site });
    expect(plain.exitCode).toBe(1);
    expect(plain.stderr).toContain('docusaurus.config.js error this is a Docusaurus project: hubgen init without --from starts a new site');
    expect(plain.stderr).toContain('hint: Run hubgen init --from docusaurus to build its docs as they are');
    expect((await hubgen(['init', '--from', 'docusaurus'], { cwd: site })).exitCode).toBe(0);
    const result = await hubgen(['init', '--from', 'docusaurus', '--openapi', 'x.yaml'], { cwd: site });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('error: --openapi starts a new site');
    const unknown = await hubgen(['init', '--from', 'mkdocs'], { cwd: site });
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('error: --from mkdocs: only "docusaurus" is supported.');
  });
});
