// Every page offers its Markdown to agents: a doc of each locale and docs version, a Markdown page and
// an API reference have a `.md` twin, linked from the page's head; `hubgen serve` answers a request
// that asks for Markdown (Accept: text/markdown) with it, and so does the README's nginx block,
// run for real; both say `Vary: Accept`. A browser's Accept gets the HTML.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, hubgen } from '../helpers/cli.ts';
import { startServe, type ServeProcess } from '../helpers/serve-process.ts';
import { startNginx } from '../helpers/nginx.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let root: string;
let out: string;
let serve: ServeProcess;
let nginx: { url: string; stop(): Promise<void> };

/** Page address → its twin file in the output. */
const PAGES: [string, string][] = [
  ['/docs/intro', 'docs/intro.md'],
  ['/fr/docs/intro', 'fr/docs/intro.md'],
  ['/docs/1.0/intro', 'docs/1.0/intro.md'],
  ['/', 'index.md'],
];

beforeAll(async () => {
  root = await copyFixture('search-scopes');
  out = path.join(root, 'build');
  const built = await hubgen(['build', '--root', root]);
  if (built.exitCode !== 0) throw new Error(String(built.stderr));
  serve = await startServe(['--root', root, '--out', path.join(root, 'served')]);
  nginx = await startNginx(out);
}, 180_000);

afterAll(async () => {
  await serve?.stop();
  await nginx?.stop();
});

describe('Markdown twins of every page', () => {
  it('are written for each locale and version, and linked from the page head', async () => {
    for (const [page, file] of PAGES) {
      const twin = await fs.readFile(path.join(out, file), 'utf8');
      expect(twin, file).toMatch(/^# \S/);
      const html = await fs.readFile(path.join(out, page === '/' ? 'index.html' : `${page.slice(1)}.html`), 'utf8');
      expect(html, page).toContain(`<link rel="alternate" type="text/markdown" href="/${file}">`);
    }
    expect(await fs.readFile(path.join(out, 'fr/docs/intro.md'), 'utf8')).not.toBe(await fs.readFile(path.join(out, 'docs/intro.md'), 'utf8'));
  });
});

describe.each([
  ['hubgen serve', () => serve.url.replace(/\/$/, '')],
  ["the README's nginx block", () => nginx.url],
])('%s', (_name, origin) => {
  it('answers Accept: text/markdown with the twin, a browser with the page, both with Vary: Accept', async () => {
    for (const [page, file] of PAGES) {
      const markdown = await fetch(origin() + page, { headers: { accept: 'text/markdown' } });
      expect(markdown.status, page).toBe(200);
      expect(markdown.headers.get('content-type'), page).toMatch(/^text\/markdown/);
      expect(markdown.headers.get('vary'), page).toMatch(/\bAccept\b/);
      expect(await markdown.text(), page).toBe(await fs.readFile(path.join(out, file), 'utf8'));
      const html = await fetch(origin() + page, { headers: { accept: BROWSER } });
      expect(html.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(html.headers.get('vary'), page).toMatch(/\bAccept\b/);
      expect(await html.text(), page).toContain('<!doctype html>');
    }
    const twin = await fetch(`${origin()}/docs/intro.md`);
    expect(twin.headers.get('content-type')).toMatch(/^text\/markdown/);
  });

  it('answers a page without a twin, or no page, as it would anyone', async () => {
    const missing = await fetch(`${origin()}/docs/nope`, { headers: { accept: 'text/markdown' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<!doctype html>');
  });
});
