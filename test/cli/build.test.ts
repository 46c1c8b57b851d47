// `hubgen build` and `hubgen check` through the real binary, on throwaway copies of fixture sites.
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { copyFixture, hubgen, snapshotDir, tempDir } from '../helpers/cli.ts';
import { commitHookEnv } from '../helpers/commit-hooks.ts';
import { searchResults } from '../helpers/search-files.ts';
import type { LoadFile } from '../../shared/search/search-engine.ts';

describe('hubgen build', () => {
  let site: string;
  beforeAll(async () => {
    site = await copyFixture('basic');
  });

  it('builds every route to its own HTML file with the title format and a summary line', async () => {
    const result = await hubgen(['build', '--root', site]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^✓ built 5 pages \(\d+ files, [\d.]+ (kB|MB)\) in [\d.]+ m?s → .*build\/$/);
    const out = path.join(site, 'build');
    const intro = await fs.readFile(path.join(out, 'docs/intro.html'), 'utf8');
    expect(intro).toContain('<title>Introduction | Basic Site</title>');
    expect(intro).toContain('<html lang="en"');
    expect(intro).toContain('<meta name="description" content="Start here.">');
    // Scripts load after the first paint: the head script names the entry and the chunks to preload.
    expect(intro).toMatch(/<script src="\/assets\/head-\w+\.js" data-entry="\/assets\/client-\w+\.js" data-preload="(\/assets\/[^" ]+\.js ?)+"><\/script>/);
    expect(await fs.readFile(path.join(out, 'index.html'), 'utf8')).toContain('<title>Home | Basic Site</title>');
    expect(await fs.readFile(path.join(out, 'docs/guides/first.html'), 'utf8')).toContain('<title>First guide | Basic Site</title>');
    expect(await fs.readFile(path.join(out, '404.html'), 'utf8')).toContain('Page Not Found');
  });

  it('fails on a broken link, naming the doc at line:column and the target, and leaves the previous output untouched', async () => {
    const out = path.join(site, 'build');
    await hubgen(['build', '--root', site]);
    const before = await snapshotDir(out);
    const doc = path.join(site, 'content/docs/guides/first.mdx');
    const original = await fs.readFile(doc, 'utf8');
    await fs.writeFile(doc, original + '\nSee [x](/docs/nope) and [y](/docs/intro#nowhere).\n');
    try {
      for (const command of ['build', 'check']) {
        const result = await hubgen([command, '--root', site]);
        expect(result.exitCode, command).toBe(1);
        expect(result.stderr, command).toContain('content/docs/guides/first.mdx:19:5 error broken link to /docs/nope: no page has the path /docs/nope');
        expect(result.stderr, command).toContain('content/docs/guides/first.mdx:19:25 error broken link to /docs/intro#nowhere: /docs/intro has no anchor #nowhere');
        expect(result.stderr, command).not.toMatch(/\n\s+at /); // no stack trace without --debug
      }
      expect(await snapshotDir(out)).toEqual(before);
      const leftovers = (await fs.readdir(site)).filter((f) => f.startsWith('build.'));
      expect(leftovers).toEqual([]);
    } finally {
      await fs.writeFile(doc, original);
    }
  });

  it('reports an MDX syntax error with file:line:column and a hint', async () => {
    const doc = path.join(site, 'content/docs/intro.mdx');
    const original = await fs.readFile(doc, 'utf8');
    await fs.writeFile(doc, original + '\nAn unclosed {expression here\n');
    try {
      const result = await hubgen(['build', '--root', site]);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toMatch(/content\/docs\/intro\.mdx:21:29 error MDX syntax error: .*closing brace/);
      expect(result.stderr).toContain('hint:');
    } finally {
      await fs.writeFile(doc, original);
    }
  });
});

describe('config errors', () => {
  it('names the key path, the config file with line:column, and every problem at once', async () => {
    const site = await copyFixture('basic');
    const config = path.join(site, 'site.config.ts');
    const source = await fs.readFile(config, 'utf8');
    await fs.writeFile(
      config,
      source
        .replace("{ label: 'GitHub', href: 'https://example.com/repo' },", "{ label: 'GitHub', href: 'https://example.com/repo', position: 'middle' },")
        .replace("tagline: 'A tiny complete site for tests',", "tagline: 'A tiny complete site for tests',\n  tagLine: 'typo',"),
    );
    const result = await hubgen(['check', '--root', site]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('site.config.ts:6:3 error tagLine: is not a recognised key');
    expect(result.stderr).toContain('site.config.ts:12:60 error navbar.items[2].position: must be "left" or "right"');
    expect(result.stderr).toContain('2 problems found.');
  });

  it('refuses an unknown navbar item type with the message the spec gives', async () => {
    const site = await copyFixture('basic');
    const config = path.join(site, 'site.config.ts');
    const source = await fs.readFile(config, 'utf8');
    await fs.writeFile(config, source.replace("{ label: 'GitHub', href: 'https://example.com/repo' },", "{ type: 'fancy', label: 'X' },"));
    const result = await hubgen(['build', '--root', site]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('navbar.items[2].type: No NavbarItem component found for type "fancy"');
  });

  it('explains a missing config file', async () => {
    const result = await hubgen(['build', '--root', '/tmp']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('no site.config.ts found in /tmp');
    expect(result.stderr).toContain('--root <dir>');
  });
});

describe('the command line', () => {
  it('prints help for each command and the version', async () => {
    const help = await hubgen(['--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(/Usage: hubgen \[options\] \[command\]/);
    for (const command of ['build', 'check', 'serve']) expect(help.stdout).toContain(command);
    expect((await hubgen(['serve', '--help'])).stdout).toContain('--port <port>');
    expect(String((await hubgen(['--version'])).stdout).trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('rejects an unknown command with exit code 1', async () => {
    const result = await hubgen(['biuld']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain("unknown command 'biuld'");
  });

  it('hubgen check passes on a good site without writing an output folder', async () => {
    const site = await copyFixture('basic');
    const result = await hubgen(['check', '--root', site]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('3 docs, 1 pages, 5 routes');
    await expect(fs.access(path.join(site, 'build'))).rejects.toThrow();
  });
});

describe('navbar and docs errors (spec section 8)', () => {
  async function buildWithConfig(edit: (source: string) => string, files: Record<string, string> = {}) {
    const site = await copyFixture('shell');
    const config = path.join(site, 'site.config.ts');
    await fs.writeFile(config, edit(await fs.readFile(config, 'utf8')));
    for (const [file, text] of Object.entries(files)) await fs.writeFile(path.join(site, file), text);
    return hubgen(['build', '--root', site]);
  }

  it('names an unknown docs version and lists the available ones', async () => {
    const result = await buildWithConfig((s) => s.replace("{ type: 'docsVersion' },", "{ type: 'docsVersion', version: '3.0' },"));
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('navbar.items[4]: unknown docs version "3.0"');
    expect(result.stderr).toContain('hint: Available versions: 2.0, 1.0.');
  });

  it('names an unknown doc id or sidebar id and lists the available ones', async () => {
    const doc = await buildWithConfig((s) => s.replace("docId: 'intro'", "docId: 'intro-nope'"));
    expect(doc.exitCode).toBe(1);
    expect(doc.stderr).toContain('navbar.items[0]: unknown doc id "intro-nope"');
    expect(doc.stderr).toMatch(/hint: Available doc ids: .*guides\/first.*intro/);
    const sidebar = await buildWithConfig((s) => s.replace("sidebarId: 'docs'", "sidebarId: 'api'"));
    expect(sidebar.stderr).toContain('navbar.items[1]: unknown sidebar id "api"');
    expect(sidebar.stderr).toContain('hint: Available sidebar ids: docs.');
  });

  it('refuses a sidebar link with nothing to link to', async () => {
    const result = await buildWithConfig((s) =>
      s.replace("sidebarId: 'docs'", "sidebarId: 'empty'").replace('  docs: {\n', "  docs: {\n    sidebars: { docs: ['intro', 'guides/first'], empty: [] },\n"),
    );
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('navbar.items[1]: sidebar "empty" has nothing to link to');
  });

  it('names a page module without a default export', async () => {
    const result = await buildWithConfig((s) => s, { 'content/pages/nodefault.tsx': 'export const meta = { title: "No default" };\n' });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/content\/pages\/nodefault\.tsx error the page module has no default export/);
  });
});

describe('styles from the config', () => {
  it('puts the announcement bar colours in the stylesheet, never in a style attribute (strict CSP)', async () => {
    const site = await copyFixture('shell');
    const config = path.join(site, 'site.config.ts');
    const source = await fs.readFile(config, 'utf8');
    await fs.writeFile(config, source.replace("content: 'Version 2 is out.',", "content: 'Version 2 is out.', backgroundColor: '#ffcc00', textColor: 'rgb(10, 20, 30)',"));
    const result = await hubgen(['build', '--root', site]);
    expect(result.exitCode).toBe(0);
    const html = await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8');
    expect(html).not.toMatch(/ style="/);
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1];
    const stylesheet = await fs.readFile(path.join(site, 'build', css), 'utf8');
    expect(stylesheet).toMatch(/\.announcement-bar\{background-color:#fc0;color:#0a141e\}|\.announcement-bar\{background-color:#ffcc00;color:rgb\(10, ?20, ?30\)\}/);
  });
});

describe('the search index', () => {
  it('holds the default locale and the current docs version once, not their copies', async () => {
    const site = await copyFixture('shell');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const files = (await fs.readdir(path.join(site, 'build/search'), { recursive: true })).filter((f) => f.endsWith('.json'));
    const text = (await Promise.all(files.map((f) => fs.readFile(path.join(site, 'build/search', f), 'utf8')))).join('\n');
    expect(text).toContain('/docs/guides/first');
    expect(text).not.toContain('/fr/docs/');
    expect(text).not.toContain('/docs/1.0/');
    expect(text).not.toContain('/docs/guides/secret'); // unlisted: noindex
  });
});

describe('the searchable text of docs', () => {
  it("finds a plain doc's words by section, and the words a doc's component renders", async () => {
    // A plain doc is indexed from its compiled tree, a doc with JSX from its rendered page.
    const site = await copyFixture('basic');
    await fs.writeFile(path.join(site, 'content/docs/guides/burrows.md'), '# Burrows\n\nMarmots dig.\n\n## Burrow depth\n\nQuokkalite layers sit deep.\n\n```text\nzirconbeam\n```\n');
    await fs.writeFile(path.join(site, 'content/docs/guides/gadget.tsx'), 'export default function Gadget() { return <p>Tungstenite widgets inside.</p>; }\n');
    await fs.writeFile(path.join(site, 'content/docs/guides/tools.mdx'), "---\ntitle: Tools\n---\n\nimport Gadget from './gadget.tsx';\n\n## Kit\n\n<Gadget />\n");
    const result = await hubgen(['build', '--root', site]);
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const fromBuild: LoadFile = (file) => fs.readFile(path.join(site, 'build/search', file), 'utf8');
    const results = await searchResults(fromBuild, ['quokkalite', 'tungstenite', 'zirconbeam']);
    expect(results['quokkalite']?.[0]).toBe('/docs/guides/burrows#burrow-depth Burrow depth');
    expect(results['tungstenite']?.[0]).toBe('/docs/guides/tools#kit Kit');
    expect(results['zirconbeam']).toEqual([]); // code blocks are not searched
  });
});

describe('a site without a home page', () => {
  it('builds, and the brand and "home" links lead to its first doc', async () => {
    const site = await copyFixture('basic');
    await fs.rm(path.join(site, 'content/pages/index.tsx'));
    const result = await hubgen(['build', '--root', site]);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const html = await fs.readFile(path.join(site, 'build/docs/guides/first.html'), 'utf8');
    expect(html).toContain('<a class="navbar__brand" href="/docs/intro">');
    expect(html).toContain('<a class="breadcrumbs__link breadcrumbs__home" href="/docs/intro" aria-label="Home page">');
    await expect(fs.access(path.join(site, 'build/index.html'))).rejects.toThrow();
  });
});

describe('MDX with and without imports', () => {
  it('renders a doc that imports a component (through the server bundle) beside plain docs (imported directly)', async () => {
    const site = await copyFixture('basic');
    await fs.writeFile(
      path.join(site, 'content/docs/guides/price-table.tsx'),
      "export default function PriceTable({ rows }: { rows: string[] }) {\n  return <table className=\"price-table\"><tbody>{rows.map((r) => <tr key={r}><td>{r}</td></tr>)}</tbody></table>;\n}\n",
    );
    await fs.writeFile(
      path.join(site, 'content/docs/guides/prices.mdx'),
      "---\ntitle: Prices\ndescription: What things cost.\n---\n\nimport PriceTable from './price-table.tsx';\n\n## Plans\n\n<PriceTable rows={['Basic', 'Pro']} />\n",
    );
    const result = await hubgen(['build', '--root', site]);
    expect(result.exitCode, String(result.stderr)).toBe(0);
    const prices = await fs.readFile(path.join(site, 'build/docs/guides/prices.html'), 'utf8');
    expect(prices).toContain('<table class="price-table"><tbody><tr><td>Basic</td></tr><tr><td>Pro</td></tr></tbody></table>');
    // Only the importing doc needed the bundle and has a module: plain docs are compiled to HTML
    // (an MDX cache entry of their own, mdx-cache.ts), which the render stage reads directly.
    const cached = await fs.readdir(path.join(site, '.hubgen/mdx'));
    expect(cached.filter((f) => f.endsWith('.server.mjs'))).toEqual([]);
    expect(cached.filter((f) => f.endsWith('.js'))).toHaveLength(1);
    expect(cached.filter((f) => f.endsWith('.json')).length).toBeGreaterThan(3);
    expect(await fs.readFile(path.join(site, 'build/docs/guides/first.html'), 'utf8')).toContain('<h1>First guide</h1>');
  });
});

describe('compiling many docs (worker threads)', () => {
  it('compiles 45 docs on worker threads, then reports a syntax error found on a worker at its place', async () => {
    const site = await copyFixture('basic');
    const dir = path.join(site, 'content/docs/many');
    await fs.mkdir(dir);
    const writeDocs = (text: string, broken?: number) =>
      Promise.all(
        Array.from({ length: 45 }, (_, i) => {
          const body = i === broken ? 'Broken {expression\n' : `## Part ${i}\n\n${text} ${i}.\n`;
          return fs.writeFile(path.join(dir, `page-${i}.mdx`), `---\ntitle: Page ${i}\ndescription: Page ${i}.\n---\n\n${body}`);
        }),
      );
    await writeDocs('Text of page');
    const built = await hubgen(['build', '--root', site, '--debug']);
    expect(built.exitCode).toBe(0);
    expect(built.stderr).toMatch(/\[mdx\] 48 files, 48 compiled on 1 worker threads/);
    expect(built.stdout).toContain('built 50 pages');
    expect(await fs.readFile(path.join(site, 'build/docs/many/page-44.html'), 'utf8')).toContain('Text of page 44.');
    // Every doc changed again (so all 45 go to the workers), one of them broken.
    await writeDocs('New text of page', 17);
    const broken = await hubgen(['build', '--root', site]);
    expect(broken.exitCode).toBe(1);
    expect(broken.stderr).toMatch(/content\/docs\/many\/page-17\.mdx:6:\d+ error MDX syntax error/);
  });
});

describe('the bundle and pages of the last build', () => {
  it('are reused while nothing they were built from changes, with the same output, and rebuilt after an edit', async () => {
    const site = await copyFixture('basic');
    const first = await hubgen(['build', '--root', site, '--debug']);
    expect(first.stderr).toMatch(/\[bundle\] built;/);
    expect(first.stderr).toMatch(/\[links\] assets checked with linkinator;/);
    const before = await snapshotDir(path.join(site, 'build'));
    const second = await hubgen(['build', '--root', site, '--debug']);
    expect(second.exitCode).toBe(0);
    expect(second.stderr).toMatch(/\[bundle\] reused the last build/);
    expect(second.stderr).toMatch(/\[render\] (\d+) pages, 0 rendered, \1 unchanged/);
    expect(second.stderr).toMatch(/\[search\] \d+ documents, \d+ files, unchanged/);
    expect(second.stderr).toMatch(/\[links\] assets unchanged since linkinator passed them;/);
    expect(await snapshotDir(path.join(site, 'build'))).toEqual(before);
    const doc = path.join(site, 'content/docs/intro.mdx');
    await fs.writeFile(doc, (await fs.readFile(doc, 'utf8')) + '\nA sentence added after the first build.\n');
    const third = await hubgen(['build', '--root', site, '--debug']);
    // A plain doc is HTML, not code: its edit leaves the bundle as it was.
    expect(third.stderr).toMatch(/\[bundle\] reused the last build/);
    // Only the edited doc renders again: the other pages' inputs (props, chunks) are unchanged.
    expect(third.stderr).toMatch(/\[render\] (\d+) pages, 1 rendered, (\d+) unchanged/);
    expect(third.stderr).toMatch(/\[search\] \d+ documents, \d+ files;/);
    expect(await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8')).toContain('A sentence added after the first build.');
    // Its Markdown twin too (linked from .hubgen/files/, which keeps only this build's files).
    expect(await fs.readFile(path.join(site, 'build/docs/intro.md'), 'utf8')).toContain('A sentence added after the first build.');
    const stored = await Promise.all((await fs.readdir(path.join(site, '.hubgen/files'))).map((name) => fs.readFile(path.join(site, '.hubgen/files', name), 'utf8')));
    expect(stored.filter((text) => text.startsWith('# Introduction'))).toEqual([await fs.readFile(path.join(site, 'build/docs/intro.md'), 'utf8')]);
    // A new title shows in every page's sidebar: those pages render again.
    await fs.writeFile(doc, (await fs.readFile(doc, 'utf8')).replace('title: Introduction', 'title: Getting going'));
    const fourth = await hubgen(['build', '--root', site, '--debug']);
    const rendered = Number(/\[render\] \d+ pages, (\d+) rendered/.exec(String(fourth.stderr))?.[1]);
    expect(rendered).toBeGreaterThan(1);
    expect(await fs.readFile(path.join(site, 'build/docs/guides/first.html'), 'utf8')).toContain('>Getting going</a>');
  });
});

describe('the OpenAPI cache', () => {
  /** The one cache entry of the site's API, after checking there is exactly one. */
  async function onlyEntry(site: string): Promise<string> {
    const entries = await fs.readdir(path.join(site, '.hubgen/openapi'));
    expect(entries).toHaveLength(1);
    return path.join(site, '.hubgen/openapi', entries[0]);
  }

  it('reuses a document until one of its files changes, keeping one entry per API', async () => {
    const site = await copyFixture('samples-drift');
    const spec = path.join(site, 'openapi/shop.yaml');
    const page = path.join(site, 'build/api-reference/index.html');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const entry = await onlyEntry(site);
    // Mark the entry: a second build with nothing changed must show what the entry holds. (The
    // page cache knows the page by its entry's identity, not its content: it goes, so that the page
    // is rendered from the marked entry.)
    await fs.writeFile(entry, (await fs.readFile(entry, 'utf8')).replaceAll('List widgets', 'List widgets (from the cache)'));
    await fs.rm(path.join(site, '.hubgen/pages'), { recursive: true });
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    expect(await fs.readFile(page, 'utf8')).toContain('List widgets (from the cache)');
    // A change to the document: validated again, and the stale entry is pruned.
    await fs.writeFile(spec, (await fs.readFile(spec, 'utf8')).replace('summary: List widgets', 'summary: List every widget'));
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const html = await fs.readFile(page, 'utf8');
    expect(html).toContain('List every widget');
    expect(html).not.toContain('(from the cache)');
    expect(await onlyEntry(site)).not.toBe(entry);
  });

  it('treats a truncated entry as a miss and writes it again', async () => {
    const site = await copyFixture('samples-drift');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const entry = await onlyEntry(site);
    const text = await fs.readFile(entry, 'utf8');
    await fs.writeFile(entry, text.slice(0, Math.floor(text.length / 2)));
    const rebuilt = await hubgen(['build', '--root', site]);
    expect(rebuilt.stderr).not.toContain('bug in hubgen');
    expect(rebuilt.exitCode).toBe(0);
    expect(await fs.readFile(path.join(site, 'build/api-reference/index.html'), 'utf8')).toContain('List widgets');
    expect(JSON.parse(await fs.readFile(await onlyEntry(site), 'utf8'))).toHaveProperty('input');
  });

  it('hashes the document, not its folder: a spec at the site root ignores node_modules', async () => {
    const site = await copyFixture('samples-drift');
    await fs.rename(path.join(site, 'openapi/shop.yaml'), path.join(site, 'shop.yaml'));
    const configFile = path.join(site, 'site.config.ts');
    await fs.writeFile(configFile, (await fs.readFile(configFile, 'utf8')).replace("spec: 'openapi/shop.yaml'", "spec: 'shop.yaml'"));
    const dependency = path.join(site, 'node_modules/some-package/index.js');
    await fs.mkdir(path.dirname(dependency), { recursive: true });
    await fs.writeFile(dependency, 'module.exports = 1;\n');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const entry = await onlyEntry(site);
    await fs.writeFile(entry, (await fs.readFile(entry, 'utf8')).replaceAll('List widgets', 'List widgets (from the cache)'));
    await fs.rm(path.join(site, '.hubgen/pages'), { recursive: true }); // as above
    await fs.writeFile(dependency, 'module.exports = 2;\n');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    expect(await onlyEntry(site)).toBe(entry);
    expect(await fs.readFile(path.join(site, 'build/api-reference/index.html'), 'utf8')).toContain('List widgets (from the cache)');
  });
});

describe('damaged caches and concurrent builds', () => {
  it('a truncated MDX cache file is a miss: the build passes and rewrites it', async () => {
    const site = await copyFixture('basic');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
    const dir = path.join(site, '.hubgen/mdx');
    const metas = (await fs.readdir(dir)).filter((f) => f.endsWith('.json'));
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) await fs.writeFile(path.join(dir, meta), '{"toc":[{"dep');
    const rebuilt = await hubgen(['build', '--root', site]);
    expect(rebuilt.stderr).not.toContain('bug in hubgen');
    expect(rebuilt.exitCode).toBe(0);
    expect(await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8')).toContain('<h1');
    // Written again whole: its metadata line (a static body's HTML follows it) parses.
    for (const meta of metas) expect(() => JSON.parse(readFileSync(path.join(dir, meta), 'utf8').split('\n')[0]), meta).not.toThrow();
  });

  it('a second build of the same output refuses while the first runs, and the first completes', async () => {
    const site = await copyFixture('basic');
    const lock = path.join(site, 'build.lock');
    // The first build holds before its commit, lock taken and output staged, until the test signals it
    // (the 'hold' commit hook the test preloads, helpers/commit-hooks.mjs): the second runs while it
    // certainly holds the lock.
    const held = path.join(await tempDir('hubgen-hold-'), 'holding');
    const first = hubgen(['build', '--root', site], { env: commitHookEnv('hold', held) });
    let firstEnded = false;
    void first.finally(() => (firstEnded = true));
    while (!firstEnded && !/^\d+$/.test(await fs.readFile(held, 'utf8').catch(() => ''))) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(firstEnded, `the first build ended without holding before its commit:\n${firstEnded ? (await first).stderr : ''}`).toBe(false);
    const firstPid = Number(await fs.readFile(held, 'utf8'));
    expect(await fs.readFile(lock, 'utf8')).toBe(String(firstPid));
    const second = await hubgen(['build', '--root', site]);
    expect(second.exitCode).toBe(1);
    expect(second.stderr).toMatch(new RegExp(`error another hubgen build \\(process ${firstPid}\\) is writing this folder`));
    expect(second.stderr).toContain(`If no build is running, delete ${lock}.`);
    process.kill(firstPid, 'SIGUSR2');
    expect((await first).exitCode).toBe(0);
    expect(await fs.readFile(path.join(site, 'build/docs/intro.html'), 'utf8')).toContain('<h1');
    await expect(fs.access(lock)).rejects.toThrow();
    // A lock left by a build that was killed (its process is gone) does not block the next one.
    await fs.writeFile(lock, '999999999');
    expect((await hubgen(['build', '--root', site])).exitCode).toBe(0);
  });
});

