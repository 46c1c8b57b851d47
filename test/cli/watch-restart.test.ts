// A second `serve --watch` start on a site reuses the pages an earlier session rendered (the dev page
// cache outlives a session, keyed by the server bundle's content), and never serves a page made by
// another server bundle: a component edited between two starts is re-rendered and shows. The start
// reuses the last session's client and server bundle too (.hubgen/dev-bundle/) while its inputs are unchanged.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, hubgen, writeWhole } from '../helpers/cli.ts';
import { searchResults } from '../helpers/search-files.ts';
import type { LoadFile } from '../../shared/search/search-engine.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';

let site: string;
let serve: ServeProcess | undefined;

beforeAll(async () => {
  site = await copyFixture('basic');
  // A component shared by the React home page and by a doc that imports it.
  await fs.mkdir(path.join(site, 'src/components'), { recursive: true });
  await writeBanner('The aardvarkbanner says hello.');
  const home = path.join(site, 'content/pages/index.tsx');
  const source = await fs.readFile(home, 'utf8');
  await fs.writeFile(home, `import { Banner } from '../../src/components/Banner.tsx';\n${source.replace('<h1>Basic home</h1>', '<h1>Basic home</h1>\n      <Banner />')}`);
  await fs.writeFile(
    path.join(site, 'content/docs/guides/with-banner.mdx'),
    "---\ntitle: With banner\n---\n\nimport { Banner } from '../../../src/components/Banner.tsx';\n\n<Banner />\n\nThe doc around the banner.\n",
  );
});
afterEach(async ({ task }) => {
  if (serve && task.result?.state !== 'pass') console.error(`serve --watch output:\n${serve.output()}`);
  await serve?.stop();
  serve = undefined;
});

function writeBanner(text: string): Promise<void> {
  return fs.writeFile(path.join(site, 'src/components/Banner.tsx'), `export function Banner() {\n  return <p className="banner">${text}</p>;\n}\n`);
}

/** The `--debug` line of the start's render stage: pages in all, rendered anew, taken from the cache. */
function renderLine(output: string): { pages: number; rendered: number; unchanged: number } {
  const match = /\[render\] (\d+) pages, (\d+) rendered[^,]*, (\d+) unchanged/.exec(output);
  if (!match) throw new Error(`no [render] line in:\n${output}`);
  return { pages: Number(match[1]), rendered: Number(match[2]), unchanged: Number(match[3]) };
}

async function page(route: string): Promise<string> {
  const res = await fetch(new URL(route, serve!.url));
  expect(res.status, route).toBe(200);
  return res.text();
}

describe('serve --watch, started again', () => {
  it('renders nothing at a start on an unchanged site, and re-renders what a component edit between starts changed', async () => {
    serve = await startServe(['--watch', '--debug', '--root', site]);
    const first = renderLine(serve.output());
    expect(first.pages).toBeGreaterThan(3);
    expect(first.rendered).toBe(first.pages);
    const home = await page('/');
    const doc = await page('/docs/guides/with-banner');
    const plain = await page('/docs/guides/first');
    expect(home).toContain('The aardvarkbanner says hello.');
    expect(doc).toContain('The aardvarkbanner says hello.');
    await serve.stop();

    // Unchanged site: every page comes from the cache, and is served as it was.
    serve = await startServe(['--watch', '--debug', '--root', site]);
    expect(renderLine(serve.output())).toEqual({ pages: first.pages, rendered: 0, unchanged: first.pages });
    expect(serve.output()).toMatch(/\[bundle\] reused the last build/);
    expect(await page('/')).toBe(home);
    expect(await page('/docs/guides/with-banner')).toBe(doc);
    expect(await page('/docs/guides/first')).toBe(plain);
    await serve.stop();

    // The shared component edited while no server runs: the next start shows the edit on both pages.
    await writeBanner('The zebrabanner says goodbye.');
    serve = await startServe(['--watch', '--debug', '--root', site]);
    const third = renderLine(serve.output());
    expect(serve.output()).toMatch(/\[bundle\] built/);
    expect(third.pages).toBe(first.pages);
    expect(third.rendered).toBeGreaterThanOrEqual(2);
    for (const route of ['/', '/docs/guides/with-banner']) {
      const html = await page(route);
      expect(html, route).toContain('The zebrabanner says goodbye.');
      expect(html, route).not.toContain('aardvarkbanner');
    }
    expect(await page('/docs/guides/first')).toContain('More text.');

    await serve.stop();

    // A session that started from the cached bundle.
    serve = await startServe(['--watch', '--debug', '--root', site]);
    expect(serve.output()).toMatch(/\[bundle\] reused the last build/);
    // A save of a doc without components, after such a start, runs no esbuild and shows.
    const before = serve.output().length;
    await serve.save('first.mdx', async () => writeWhole(site, path.join(site, 'content/docs/guides/first.mdx'), '---\ntitle: First guide\n---\n\n## Setup\n\nThe lemurnew text.\n'));
    expect(await page('/docs/guides/first')).toContain('The lemurnew text.');
    expect(serve.output().slice(before)).toMatch(/\[bundle\] reused the last build/);
    // The start took the search index from the cache; the save worked from the state built in the
    // background after it, and search answers as a cold build's index does.
    expect(serve.output().slice(0, before)).toMatch(/\[search\] [^\n]*unchanged/);
    const built = await hubgen(['build', '--root', site, '--out', 'build-for-search']);
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const queries = ['lemurnew', 'guide', 'banner', 'introduction', 'setup'];
    const fromBuild: LoadFile = (file) => fs.readFile(path.join(site, 'build-for-search', 'search', file), 'utf8');
    const servedIndex: LoadFile = async (file) => (await fetch(new URL(`/search/${file}`, serve!.url))).text();
    const builtResults = await searchResults(fromBuild, queries);
    expect(builtResults.lemurnew).toEqual(['/docs/guides/first#setup Setup']);
    expect(await searchResults(servedIndex, queries)).toEqual(builtResults);
    // Then a save of the component rebuilds the bundle and shows on the pages using it.
    await serve.save('Banner.tsx', () => writeBanner('The wombatbanner says bye.'));
    for (const route of ['/', '/docs/guides/with-banner']) {
      const html = await page(route);
      expect(html, route).toContain('The wombatbanner says bye.');
      expect(html, route).not.toContain('zebrabanner');
    }
  });

  it('renders a start with many pages to render on worker threads (forced here), and a save after it shows', async () => {
    // (A start renders on workers from 200 pages to render; the variable makes this small site do so.)
    const other = await copyFixture('basic');
    process.env.HUBGEN_RENDER_THREADS = '2';
    try {
      serve = await startServe(['--watch', '--debug', '--root', other]);
    } finally {
      delete process.env.HUBGEN_RENDER_THREADS;
    }
    expect(serve.output()).toMatch(/\[render\] \d+ pages, \d+ rendered on 2 worker threads/);
    expect(await page('/docs/guides/first')).toContain('More text.');
    const intro = await page('/docs/intro');
    await serve.save('first.mdx', async () => writeWhole(other, path.join(other, 'content/docs/guides/first.mdx'), '---\ntitle: First guide\n---\n\n## Setup\n\nThe okapinew text.\n'));
    expect(await page('/docs/guides/first')).toContain('The okapinew text.');
    expect(await page('/docs/intro')).toBe(intro);
  });

  it('takes the search index a build made of the same text at its first start, and a save after it indexes the new text', async () => {
    const other = await copyFixture('basic');
    const built = await hubgen(['build', '--root', other, '--out', 'build']);
    expect(built.exitCode, String(built.stderr)).toBe(0);
    serve = await startServe(['--watch', '--debug', '--root', other]);
    expect(serve.output()).toMatch(/\[search\] [^\n]*unchanged/);
    const queries = ['guide', 'introduction', 'setup', 'capybaranew'];
    const fromBuild: LoadFile = (file) => fs.readFile(path.join(other, 'build', 'search', file), 'utf8');
    const servedIndex: LoadFile = async (file) => (await fetch(new URL(`/search/${file}`, serve!.url))).text();
    expect(await searchResults(servedIndex, queries)).toEqual(await searchResults(fromBuild, queries));
    await serve.save('first.mdx', async () => writeWhole(other, path.join(other, 'content/docs/guides/first.mdx'), '---\ntitle: First guide\n---\n\n## Setup\n\nThe capybaranew text.\n'));
    expect((await searchResults(servedIndex, ['capybaranew'])).capybaranew).toEqual(['/docs/guides/first#setup Setup']);
  });

  it('lets a rebuild in progress finish when stopped with Ctrl+C, then exits 0', async () => {
    const other = await copyFixture('basic');
    // A site plugin that holds the compile of one doc until the process has received Ctrl+C (its own
    // SIGINT listener, beside serve's), and says when it holds it (a marker file): the signal lands
    // inside that doc's rebuild, before its render and commit, by order rather than by a delay.
    const holding = path.join(other, 'holding-slowdoc');
    await fs.mkdir(path.join(other, 'plugins'));
    await fs.writeFile(path.join(other, 'plugins/slow.mjs'), [
      "import fs from 'node:fs';",
      "import { isMainThread } from 'node:worker_threads';",
      'export default function slow() {',
      '  return async (tree, file) => {',
      "    if (!String(file.value).includes('SLOWDOC')) return;",
      "    const signalled = new Promise((resolve) => process.once('SIGINT', resolve));",
      `    fs.writeFileSync(${JSON.stringify(holding)}, String(isMainThread));`,
      '    await signalled;',
      '  };',
      '}',
      '',
    ].join('\n'));
    const configFile = path.join(other, 'site.config.ts');
    await fs.writeFile(configFile, (await fs.readFile(configFile, 'utf8')).replace("url: '", "markdown: { remarkPlugins: ['./plugins/slow.mjs'] },\n  url: '"));
    serve = await startServe(['--watch', '--debug', '--root', other]);
    const from = serve.output().length;
    await writeWhole(other, path.join(other, 'content/docs/slow.md'), '---\ntitle: Slow\n---\n\nSLOWDOC text.\n');
    // The doc's compile is held (in the process the signal goes to: a worker gets no SIGINT).
    await expect.poll(() => fs.readFile(holding, 'utf8').catch(() => ''), { timeout: 120_000 }).toBe('true');
    expect(serve.output().slice(from)).not.toMatch(/✓ rebuilt/);
    const stopping = serve;
    serve = undefined; // stopped here, not by afterEach
    const code = await stopping.stop();
    const after = stopping.output().slice(from);
    expect(after).toMatch(/✓ rebuilt in [^\n]*slow\.md/); // the rebuild ended before the exit
    expect(after).not.toMatch(/failed|ENOTEMPTY|error/i);
    expect(code).toBe(0);
  });
});
