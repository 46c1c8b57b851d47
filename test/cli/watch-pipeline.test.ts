// `hubgen serve --watch` runs the build's pipeline: one session over a fixture that adds, edits,
// breaks, fixes, renames and deletes docs, edits a React page and the config, checking after each
// save what the server serves, then that `hubgen build` from the same sources writes the same files.
// Dev-only differences, and the only ones allowed: asset URLs (unminified code with source maps,
// so other content hashes) and the reload client the server injects into each page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { copyFixture, hubgen, writeWhole } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { searchFiles, searchResults, searchText as indexText } from '../helpers/search-files.ts';
import type { LoadFile } from '../../shared/search/search-engine.ts';

let site: string;
let serve: ServeProcess;

beforeAll(async () => {
  site = await copyFixture('basic');
  serve = await startServe(['--watch', '--root', site]);
});
afterAll(async () => {
  await serve?.stop();
});

async function get(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(url, serve.url));
  return { status: res.status, text: await res.text() };
}

const doc = (name: string) => path.join(site, 'content/docs/guides', name);
const POLL = { timeout: 30_000, interval: 50 };

/**
 * Runs a save and waits for the rebuild that takes in `file` to finish (well or badly); returns what
 * was printed meanwhile. (One save can raise several events: a rename is an unlink and an add.)
 */
async function save(file: string, change: () => Promise<void>, outcome: 'rebuilt' | 'error' = 'rebuilt'): Promise<string> {
  const from = serve.output().length;
  await change();
  const name = path.basename(file).replace(/\./g, '\\.');
  const pattern = outcome === 'rebuilt' ? new RegExp(`✓ rebuilt in [^\\n]*${name}[^\\n]*\\n`) : / error [^\n]*\n/;
  await expect.poll(() => pattern.test(serve.output().slice(from)), POLL).toBe(true);
  return serve.output().slice(from);
}

/** Every /assets/ URL a served page names answers 200: no page points at an asset of an older run. */
async function expectNoStaleAsset(route: string): Promise<void> {
  const { text } = await get(route);
  // The head script's data-entry and data-preload name the scripts it loads after the first paint.
  const assets = [...text.matchAll(/(?:href|src|data-entry|data-preload)="([^"]+)"/g)].flatMap((m) => m[1].split(' ')).filter((url) => url.startsWith('/assets/'));
  expect(assets.length, route).toBeGreaterThan(2);
  for (const asset of assets) expect((await get(asset)).status, `${route} → ${asset}`).toBe(200);
}

describe('serve --watch, save after save', () => {
  beforeEach(() => onTestFailed(() => console.error(`serve --watch output:\n${serve.output()}`)));

  it('follows adds, edits, broken saves, fixes, renames, deletes, a React page and the config; build writes the same files', async () => {
    // Nothing of a watch session goes to build/.
    await expect(fs.access(path.join(site, 'build'))).rejects.toThrow(/ENOENT/);

    // Add a doc.
    await save('second.mdx', () => writeWhole(site, doc('second.mdx'), '---\ntitle: Second guide\n---\n\nThe ocelotfirst text. Back to [intro](/docs/intro).\n'));
    expect((await get('/docs/guides/second')).text).toContain('The ocelotfirst text.');
    expect((await get('/sitemap.xml')).text).toContain('https://basic.example.com/docs/guides/second');
    expect((await get('/llms.txt')).text).toContain('Second guide');
    expect((await get('/docs/guides/first')).text).toContain('Second guide'); // in the sidebar
    await expectNoStaleAsset('/docs/guides/second');
    const firstIndex = await searchFiles(served);

    // Edit it: the page and search follow; a page the edit does not touch is served as it was,
    // the same file (its ETag, made of size and mtime, unchanged: the browser revalidates with a 304).
    const untouched = await fetch(new URL('/docs/guides/first', serve.url));
    const untouchedText = await untouched.text();
    await save('second.mdx', () => writeWhole(site, doc('second.mdx'), '---\ntitle: Second guide\n---\n\nThe pangolinedit text.\n'));
    const edited = (await get('/docs/guides/second')).text;
    expect(edited).toContain('The pangolinedit text.');
    expect(edited).not.toContain('ocelotfirst');
    expect(await searchText()).toContain('pangolinedit');
    expect(await searchText()).not.toContain('ocelotfirst');
    const again = await fetch(new URL('/docs/guides/first', serve.url));
    expect(await again.text()).toBe(untouchedText);
    expect(again.headers.get('etag')).toBe(untouched.headers.get('etag'));
    const revalidated = await fetch(new URL('/docs/guides/first', serve.url), { headers: { 'if-none-match': untouched.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    // Break it, and add a doc while it is broken: nothing that is served changes.
    const before = await snapshotServed(['/docs/guides/second', '/sitemap.xml', '/llms.txt', '/docs/intro']);
    await save('second.mdx', () => writeWhole(site, doc('second.mdx'), '---\ntitle: Second guide\n---\n\nBroken {oops\n'), 'error');
    await save('third.mdx', () => writeWhole(site, doc('third.mdx'), '---\ntitle: Third guide\n---\n\nThe quokkathird text.\n'), 'error');
    expect(await snapshotServed(['/docs/guides/second', '/sitemap.xml', '/llms.txt', '/docs/intro'])).toEqual(before);
    expect((await get('/docs/guides/third')).status).toBe(404);

    // Fix it: the next good save takes in both saves, with no bogus error.
    const fixed = await save('second.mdx', () => writeWhole(site, doc('second.mdx'), '---\ntitle: Second guide\n---\n\nThe wombatfixed text.\n'));
    expect(fixed).not.toMatch(/error|broken link/);
    expect((await get('/docs/guides/second')).text).toContain('The wombatfixed text.');
    expect((await get('/docs/guides/third')).text).toContain('The quokkathird text.');
    await expectNoStaleAsset('/docs/guides/third');

    // Rename a doc: the old URL is gone, the new one served, the sitemap follows.
    await save('third.mdx', () => fs.rename(doc('third.mdx'), doc('fourth.mdx')));
    await expect.poll(async () => (await get('/docs/guides/fourth')).status, POLL).toBe(200);
    expect((await get('/docs/guides/fourth')).text).toContain('The quokkathird text.');
    expect((await get('/docs/guides/third')).status).toBe(404);
    const sitemap = (await get('/sitemap.xml')).text;
    expect(sitemap).toContain('/docs/guides/fourth');
    expect(sitemap).not.toContain('/docs/guides/third');

    // A link to a doc's file follows the doc's URL when only that doc is saved with a new slug.
    await save('pointer.mdx', () => writeWhole(site, doc('pointer.mdx'), '---\ntitle: Pointer\n---\n\nRead [the fourth guide](./fourth.mdx).\n'));
    expect((await get('/docs/guides/pointer')).text).toContain('href="/docs/guides/fourth"');
    const moved = await save('fourth.mdx', () => writeWhole(site, doc('fourth.mdx'), '---\ntitle: Third guide\nslug: moved-fourth\n---\n\nThe quokkathird text.\n'));
    expect(moved).not.toMatch(/error|broken link/);
    expect((await get('/docs/guides/pointer')).text).toContain('href="/docs/guides/moved-fourth"');
    await save('fourth.mdx', () => writeWhole(site, doc('fourth.mdx'), '---\ntitle: Third guide\n---\n\nThe quokkathird text.\n'));
    await save('pointer.mdx', () => fs.rm(doc('pointer.mdx')));

    // Delete a doc: 404, and gone from the sitemap, llms.txt, the sidebar and search.
    await save('second.mdx', () => fs.rm(doc('second.mdx')));
    expect((await get('/docs/guides/second')).status).toBe(404);
    expect((await get('/sitemap.xml')).text).not.toContain('/docs/guides/second');
    expect((await get('/llms.txt')).text).not.toContain('Second guide');
    expect((await get('/docs/guides/first')).text).not.toContain('Second guide');
    expect(await searchText()).not.toContain('wombatfixed');
    expect(await searchText()).toContain('quokkathird');

    // A React page: its new text shows and its old chunk is no longer served.
    const home = path.join(site, 'content/pages/index.tsx');
    const oldChunk = /data-entry="[^"]+"/.exec((await get('/')).text);
    const oldAssets = [...(await get('/')).text.matchAll(/[" ](\/assets\/index-[^" ]+\.js)[" ]/g)].map((m) => m[1]);
    expect(oldChunk).not.toBeNull();
    expect(oldAssets.length).toBeGreaterThan(0);
    await save(home, async () => writeWhole(site, home, (await fs.readFile(home, 'utf8')).replace('<h1>Basic home</h1>', '<h1>Basic home, remodelled</h1>')));
    expect((await get('/')).text).toContain('Basic home, remodelled');
    for (const asset of oldAssets) expect((await get(asset)).status, asset).toBe(404);
    await expectNoStaleAsset('/');

    // A doc with a component beside it; then an edit of the component alone (no doc changes, yet
    // the doc's page must follow: its bundle is rebuilt, not reused as for a plain doc's save).
    const widget = doc('widget.tsx');
    await fs.writeFile(widget, 'export default function Widget() {\n  return <strong>emuwidget one</strong>;\n}\n');
    await save('with-widget.mdx', () => writeWhole(site, doc('with-widget.mdx'), "---\ntitle: Widget guide\n---\n\nimport Widget from './widget.tsx';\n\nHere: <Widget />\n"));
    expect((await get('/docs/guides/with-widget')).text).toContain('emuwidget one');
    await save(widget, () => writeWhole(site, widget, 'export default function Widget() {\n  return <strong>emuwidget two</strong>;\n}\n'));
    const withWidget = (await get('/docs/guides/with-widget')).text;
    expect(withWidget).toContain('emuwidget two');
    expect(withWidget).not.toContain('emuwidget one');
    await expectNoStaleAsset('/docs/guides/with-widget');

    // A category's label, from its _category_ file: the sidebar of every page follows (a save that
    // changes no sidebar keeps the last one's objects; this one must not).
    const category = doc('_category_.yml');
    await save(category, () => writeWhole(site, category, 'label: Walkthroughs of the kiwi\n'));
    expect((await get('/docs/guides/fourth')).text).toContain('Walkthroughs of the kiwi');
    expect((await get('/docs/intro')).text).toContain('Walkthroughs of the kiwi');
    // Saved again (the folder's listing is kept now, the file read again).
    await save(category, () => writeWhole(site, category, 'label: Walkthroughs of the kea\n'));
    expect((await get('/docs/guides/fourth')).text).toContain('Walkthroughs of the kea');
    expect((await get('/docs/guides/fourth')).text).not.toContain('kiwi');

    // A doc's pagination_label names it in its neighbour's "Next" link and changes no sidebar: the
    // neighbour's page follows all the same (a save keeps the routes whose inputs it did not change).
    const widgetDoc = doc('with-widget.mdx');
    await save('with-widget.mdx', async () => writeWhole(site, widgetDoc, (await fs.readFile(widgetDoc, 'utf8')).replace('title: Widget guide', 'title: Widget guide\npagination_label: Widget walkthrough of the tui')));
    expect((await get('/docs/guides/fourth')).text).toContain('Widget walkthrough of the tui');

    // A doc's sidebar_label and sidebar_position, saved in its front matter only: other pages' sidebars follow.
    await save('with-widget.mdx', async () => writeWhole(site, widgetDoc, (await fs.readFile(widgetDoc, 'utf8')).replace('title: Widget guide', 'title: Widget guide\nsidebar_label: Widget of the weka')));
    expect((await get('/docs/guides/fourth')).text).toContain('Widget of the weka');
    const sidebarOrder = async () => [...(await get('/docs/guides/fourth')).text.matchAll(/>(Widget of the weka|Third guide|First guide)</g)].map((m) => m[1]);
    const orderBefore = await sidebarOrder();
    await save('with-widget.mdx', async () => writeWhole(site, widgetDoc, (await fs.readFile(widgetDoc, 'utf8')).replace('title: Widget guide', 'title: Widget guide\nsidebar_position: 0')));
    expect((await sidebarOrder())[0]).toBe('Widget of the weka');
    expect(orderBefore[0]).not.toBe('Widget of the weka');

    // The config: every page follows.
    const config = path.join(site, 'site.config.ts');
    await save(config, async () =>
      writeWhole(site, config, (await fs.readFile(config, 'utf8')).replace("title: 'Basic Site'", "title: 'Renamed Site'").replace("url: 'https://basic.example.com'", "url: 'https://renamed.example.com'")),
    );
    expect((await get('/docs/guides/fourth')).text).toContain('<title>Third guide | Renamed Site</title>');
    expect((await get('/')).text).toContain('<title>Home | Renamed Site</title>');
    // The site's address too: the absolute URLs of sitemap.xml and llms.txt (remembered between saves) follow.
    for (const file of ['/sitemap.xml', '/llms.txt']) {
      const text = (await get(file)).text;
      expect(text, file).toContain('https://renamed.example.com/docs/guides/fourth');
      expect(text, file).not.toContain('basic.example.com');
    }
    await expectNoStaleAsset('/docs/intro');

    // No pile-up: a search file the served manifest no longer names is not served.
    const index = await searchFiles(served);
    const gone = [...firstIndex.keys()].filter((file) => !index.has(file));
    expect(gone.length).toBeGreaterThan(0);
    for (const file of gone) expect((await get(`/search/${file}`)).status, file).toBe(404);

    // `hubgen build` from the same sources writes what watch serves, modulo the dev-only differences.
    const built = await hubgen(['build', '--root', site]);
    expect(built.exitCode, String(built.stderr)).toBe(0);
    const out = path.join(site, 'build');
    const files = (await fs.readdir(out, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => '/' + path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .filter((f) => !f.startsWith('/assets/') || f.startsWith('/assets/sidebar/'))
      // Search ids stay put in watch mode (a removed doc leaves a hole), so its files may differ
      // from a cold build's: compared by what queries find, below.
      .filter((f) => !f.startsWith('/search/'));
    expect(files).toContain('/docs/guides/fourth.html');
    for (const file of files) {
      const page = await get(file);
      expect(page.status, file).toBe(200);
      const written = await fs.readFile(path.join(out, file), 'utf8');
      if (file.endsWith('.html')) expect(normalise(devOnlyRemoved(page.text)), file).toBe(normalise(written));
      else expect(page.text, file).toBe(written);
    }
    const queries = ['quokkathird', 'wombatfixed', 'guide', 'third', 'emuwidget', 'basic home', 'introduction'];
    const fromBuild: LoadFile = (file) => fs.readFile(path.join(out, 'search', file), 'utf8');
    const builtResults = await searchResults(fromBuild, queries);
    expect(builtResults.quokkathird).toEqual(['/docs/guides/fourth Third guide']);
    expect(await searchResults(served, queries)).toEqual(builtResults);

    // A page that links to another is left as it is when the other is deleted: the save still
    // reports the link, and changes nothing that is served; deleting the link recovers.
    await save('linker.mdx', () => writeWhole(site, doc('linker.mdx'), '---\ntitle: Linker\n---\n\nSee [the fourth](/docs/guides/fourth).\n'));
    const deleted = await save('fourth.mdx', () => fs.rm(doc('fourth.mdx')), 'error');
    expect(deleted).toMatch(/linker\.mdx:\d+:\d+ error broken link to \/docs\/guides\/fourth/);
    expect((await get('/docs/guides/fourth')).status).toBe(200);
    await save('linker.mdx', () => fs.rm(doc('linker.mdx')));
    expect((await get('/docs/guides/fourth')).status).toBe(404);
    expect((await get('/docs/guides/linker')).status).toBe(404);
    expect(await searchText()).not.toContain('quokkathird');
  });

  it('serves the second of two safe writes of one doc made 5 to 40 ms apart', async () => {
    // chokidar reports no event for a file replaced again that soon after its last replacement:
    // serve-site.ts looks again at each file a run took in.
    const intro = path.join(site, 'content/docs/intro.mdx');
    const original = await fs.readFile(intro, 'utf8');
    for (const [gap, first, second] of [[5, 'wrenfirst', 'wrensecond'], [20, 'robinfirst', 'robinsecond'], [40, 'kitefirst', 'kitesecond']] as const) {
      await save('intro.mdx', async () => {
        await writeWhole(site, intro, `${original}\nThe ${first} line.\n`);
        await new Promise((resolve) => setTimeout(resolve, gap));
        await writeWhole(site, intro, `${original}\nThe ${second} line.\n`);
      });
      await expect.poll(async () => (await get('/docs/intro')).text.includes(`The ${second} line.`), POLL).toBe(true);
    }
  });
});

async function snapshotServed(urls: string[]): Promise<string[]> {
  return Promise.all(urls.map(async (url) => JSON.stringify(await get(url))));
}

/** Reads a file of the served search index. */
const served: LoadFile = async (file) => (await get(`/search/${file}`)).text;

const searchText = () => indexText(served);

/** The reload client the dev server injects. */
/** What `serve` adds to a page it serves: the reload client (--watch) and the mark that offers its mock to Try it. */
function devOnlyRemoved(html: string): string {
  return html.replace('<script type="module" src="/__hubgen/dev-client.js"></script>\n', '').replace('<meta name="hubgen-mock" content="1"></head>', '</head>');
}

/** Asset URLs carry content hashes of dev or production code. */
function normalise(html: string): string {
  return html.replace(/\/assets\/(?!sidebar\/)[^"\s)]+/g, '/assets/…');
}
