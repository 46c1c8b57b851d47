// hubgen as a team gets it: the repository packed with `npm pack` (prepack builds dist/ and strips
// `prepare`), the tarball installed into an empty project from the npm registry, then `npx hubgen
// init`, `check` and `build`, and the built site loaded in Chromium. The pack runs in a copy of the
// repository, so its rebuild of dist/ never pulls the CLI from under the tests running beside it.
import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import type { Browser } from 'playwright-core';
import { REPO, tempDir } from '../helpers/cli.ts';
import { commitAll } from '../helpers/changelog-repo.ts';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { serveDir } from '../helpers/static-server.ts';

interface PackEntry {
  filename: string;
  size: number;
  entryCount: number;
  files: { path: string }[];
}

let work = '';
let project = '';
let packed: PackEntry;
/** Why the registry could not be used, when it could not: every test then skips saying so. */
let offline: string | undefined;
let install = { stdout: '', stderr: '' };

const npm = (args: string[], cwd: string, timeout = 240_000) =>
  execa('npm', args, { cwd, reject: false, timeout, env: { NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' } });
const npx = (args: string[], timeout = 120_000) => execa('npx', ['--no', '--', 'hubgen', ...args], { cwd: project, reject: false, timeout, env: { NO_COLOR: '1' } });

function needsRegistry(context: TestContext): void {
  if (offline) context.skip(`the npm registry cannot be reached (${offline}): the tarball was not installed`);
}

beforeAll(async () => {
  work = await tempDir('hubgen-packed-');
  // The repository as git sees it (tracked and new files, nothing ignored), with its node_modules.
  const source = path.join(work, 'repo');
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of listed) {
    const from = path.join(REPO, file);
    if (!(await fs.stat(from).catch(() => undefined))?.isFile()) continue; // deleted but not yet committed
    await fs.mkdir(path.dirname(path.join(source, file)), { recursive: true });
    await fs.copyFile(from, path.join(source, file));
  }
  await fs.symlink(path.join(REPO, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  const pack = await npm(['pack', '--json', '--pack-destination', work], source);
  if (pack.exitCode !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  packed = JSON.parse(pack.stdout)[0];

  const ping = await npm(['ping'], work, 30_000);
  if (ping.exitCode !== 0) {
    offline = (ping.stderr.split('\n').find((line) => /ERR|error/.test(line)) ?? 'npm ping failed').trim();
    return;
  }
  project = path.join(work, 'team-docs');
  await fs.mkdir(project);
  // As the README's quick start says: the team approves esbuild's install script, as this repository does.
  await fs.writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'team-docs', private: true, allowScripts: { esbuild: true } }, null, 2));
  const installed = await npm(['install', '-D', path.join(work, packed.filename)], project);
  if (installed.exitCode !== 0) {
    if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network/i.test(installed.stderr)) offline = installed.stderr.split('\n')[0];
    else throw new Error(`npm install failed:\n${installed.stderr}`);
  }
  install = { stdout: installed.stdout, stderr: installed.stderr };
}, 600_000);

afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds the built CLI, the theme, the starter and the config types, and nothing of our own site, tests or tooling', () => {
    const files = packed.files.map((f) => f.path);
    for (const needed of ['bin/hubgen.js', 'dist/cli.js', 'dist/define-config.js', 'dist/build-id.txt', 'dist/types/cli/config/define-config.d.ts', 'dist/types/theme/theme-props.d.ts', 'dist/theme.js', 'templates/client.tsx', 'templates/server.tsx', 'templates/styles/index.css', 'shared/base-path.ts', 'shared/search/search-engine.ts', 'starter/openapi/example.yaml', 'starter/content/pages/index.tsx', 'package.json', 'README.md']) {
      expect(files, needed).toContain(needed);
    }
    // The workers the CLI starts by path (dist/<name>.js) are there.
    for (const worker of ['mdx-worker', 'openapi-worker', 'render-worker', 'search-worker']) expect(files).toContain(`dist/${worker}.js`);
    const top = new Set(files.map((file) => file.split('/')[0]));
    expect([...top].sort()).toEqual(['README.md', 'bin', 'dist', 'package.json', 'shared', 'starter', 'templates']);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('depends on every package the built CLI loads from node_modules', async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(work, 'repo/package.json'), 'utf8'));
    const loaded = new Set<string>();
    for (const file of packed.files.map((f) => f.path).filter((f) => f.startsWith('dist/') && f.endsWith('.js'))) {
      // Without comment lines: a bundled package's doc comments show imports of its own (the MCP SDK's `import … from '@modelcontextprotocol/sdk/…'`).
      const code = (await fs.readFile(path.join(work, 'repo', file), 'utf8')).replace(/^\s*(\*|\/\/).*$/gm, '');
      const specifiers = /(?:\bfrom\s*|\bimport\(\s*|\brequire(?:\.resolve)?\(\s*)["']((?:@[a-z0-9._-]+\/)?[a-z0-9][a-z0-9._-]*(?:\/[\w./-]+)?)["']/g;
      for (const [, specifier] of code.matchAll(specifiers)) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (!specifier.startsWith('node:') && !builtinModules.includes(name) && name !== 'hubgen') loaded.add(name);
      }
    }
    // An external kept out of the bundle but listed only as a devDependency is missing once installed.
    expect([...loaded].filter((name) => !(name in manifest.dependencies)).sort()).toEqual([]);
    expect(loaded.has('esbuild')).toBe(true); // the scan finds the externals at all
  });

  it('has no prepare script (dist/ is built; scripts/ is not shipped)', async () => {
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', path.join(work, packed.filename), 'package/package.json'], { encoding: 'utf8' }));
    expect(manifest.scripts.prepare).toBeUndefined();
    expect(manifest.exports['./config']).toEqual({ types: './dist/types/cli/config/define-config.d.ts', default: './dist/define-config.js' });
    // The repository's own manifest got its prepare back after packing.
    const source = JSON.parse(await fs.readFile(path.join(work, 'repo/package.json'), 'utf8'));
    expect(source.scripts.prepare).toBe('node scripts/build-cli.mjs');
  });
});

describe('installed into an empty project', () => {
  it('installs without a warning, and every package it brings accepts Node 20.19', async (context) => {
    needsRegistry(context);
    expect(install.stderr).not.toMatch(/npm warn/i);
    const lock = JSON.parse(await fs.readFile(path.join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } }> };
    const refusing = Object.entries(lock.packages)
      .filter(([where, entry]) => where && typeof entry.engines?.node === 'string' && !semver.satisfies('20.19.0', entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version} needs node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('starts a site with init that passes check and builds', async (context) => {
    needsRegistry(context);
    const init = await npx(['init']);
    expect(init.stderr).toBe('');
    expect(init.exitCode).toBe(0);
    expect(init.stdout).toMatch(/Next: npm run serve\n?$/);
    expect(JSON.parse(await fs.readFile(path.join(project, 'package.json'), 'utf8')).scripts).toEqual({ build: 'hubgen build', serve: 'hubgen serve --watch', check: 'hubgen check' });

    // The project in git, as a team's is: the starter's API changelog reads its history (git, run by the installed CLI).
    await commitAll(project, 'Start the docs');
    const check = await npx(['check']);
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toContain('Example API (/api-reference/): 4 operations');

    const build = await execa('npm', ['run', 'build'], { cwd: project, reject: false, env: { NO_COLOR: '1' } });
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    // The home page, a doc, the API reference and its changelog, the not-found page, and the starter's
    // blog: its list, its first post, the tags and the post's tag, the authors, the archive.
    expect(build.stdout).toMatch(/✓ built 11 pages/);
    expect(await fs.readdir(path.join(project, 'build', 'blog'))).toContain('archive.html');
    expect(await fs.readFile(path.join(project, 'build/api-reference/changelog/index.html'), 'utf8')).toContain('The first version: 4 operations');

    // The commands that load packages only when they run (execa, openapi-backend).
    const samples = await npx(['check', '--samples']);
    expect(samples.stderr).toBe('');
    expect(samples.exitCode).toBe(0);
    // init, check, build and every sample language's compile and run: a limit for a loaded machine, not a budget.
  }, 300_000);

  it('serves the built site to an MCP client with hubgen mcp (the SDK bundled into dist/)', async (context) => {
    needsRegistry(context);
    await expect(fs.stat(path.join(project, 'build/docs/intro.md')), 'the build of the test above').resolves.toBeTruthy();
    const client = new Client({ name: 'packed-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: 'npx', args: ['--no', '--', 'hubgen', 'mcp'], cwd: project, stderr: 'ignore' }));
    try {
      const page = (await client.callTool({ name: 'read_page', arguments: { page: '/docs/intro' } })) as CallToolResult;
      expect(page.content[0]).toEqual({ type: 'text', text: await fs.readFile(path.join(project, 'build/docs/intro.md'), 'utf8') });
    } finally {
      await client.close();
    }
  }, 120_000);

  it('types site.config.ts through hubgen/config', async (context) => {
    needsRegistry(context);
    await expect(fs.stat(path.join(project, 'site.config.ts')), 'the init of the test above').resolves.toBeTruthy();
    // hubgen/config's types, from the installed copy (typescript comes with hubgen).
    const tsc = (file: string) => execa('npx', ['--no', '--', 'tsc', '--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', file], { cwd: project, reject: false });
    const typed = await tsc('site.config.ts');
    expect(typed.stdout + typed.stderr).toBe('');
    expect(typed.exitCode).toBe(0);
    const config = await fs.readFile(path.join(project, 'site.config.ts'), 'utf8');
    await fs.writeFile(path.join(project, 'wrong.config.ts'), config.replace("position: 'left' }", "position: 'top' }"));
    const wrong = await tsc('wrong.config.ts');
    expect(wrong.stdout).toContain(`Type '"top"' is not assignable to type '"left" | "right"`);
    await fs.rm(path.join(project, 'wrong.config.ts'));

  });

  it('embeds an API part in a doc through hubgen/components, in the languages the config picks, with its Try it', async (context) => {
    needsRegistry(context);
    const config = path.join(project, 'site.config.ts');
    await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace('  apis: [', "  sampleLanguages: ['python', 'curl'],\n  apis: ["));
    const doc = ['---', 'title: Embedded', '---', "import { ApiOperation } from 'hubgen/components';", '', '<ApiOperation api="api" operation="createGreeting" />', ''];
    await fs.writeFile(path.join(project, 'content/docs/embedded.mdx'), doc.join('\n'));
    const build = await execa('npm', ['run', 'build'], { cwd: project, reject: false, env: { NO_COLOR: '1' } });
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const html = await fs.readFile(path.join(project, 'build/docs/embedded.html'), 'utf8');
    expect(html).toContain('id="operation/createGreeting"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Python</);
    expect(html).toContain('>Try it<');
    expect(await fs.readFile(path.join(project, 'build/_headers'), 'utf8')).toContain("connect-src 'self' https://api.example.com");
  });

  it('serves a site that loads in Chromium with no console error', async (context) => {
    needsRegistry(context);
    await expect(fs.stat(path.join(project, 'build/index.html')), 'the build of the test above').resolves.toBeTruthy();
    const server = await serveDir(path.join(project, 'build'));
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      const page = await browser.newPage();
      const errors = collectErrors(page);
      for (const route of ['/', '/docs/intro', '/api-reference/']) {
        const response = await page.goto(server.url + route);
        expect(response?.status(), route).toBe(200);
        await waitForHydration(page);
      }
      expect(await page.locator('h1').textContent()).toMatch(/Example API/);
      await page.getByRole('link', { name: 'Docs', exact: true }).click();
      await page.waitForURL(`${server.url}/docs/intro`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Introduction');
      expect(errors).toEqual([]);
    } finally {
      await browser?.close();
      await server.close();
    }
  });
});
