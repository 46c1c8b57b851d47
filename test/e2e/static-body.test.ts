// A Markdown-only doc's body is compiled to HTML (cli/mdx/rehype-static-body.ts) instead of being
// rendered by React from its compiled module. The two must give the same page: each fixture is
// built both ways (HUBGEN_STATIC_BODY=0 keeps the React path) under a baseUrl, and every page is
// compared as Chromium parses it (comments, which React puts between text nodes, left out; the
// attributes of each element in one order).
// The one allowed difference: React's own `<link rel="preload" as="image">` for images it renders,
// which a body React does not render cannot have.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixture, hubgen } from '../helpers/cli.ts';

// Every Markdown construct a static body holds, with links and images under the baseUrl.
const EVERYTHING = `---
title: Everything
---

Text with **strong**, _emphasis_, ~~strike~~, \`inline <code>\`, a [site link](/docs/intro), a
[hash link](#tables), an [external link](https://example.com/x "a title"), mail to
someone@example.com, www.example.org, a hard\\
break and an escaped \\{brace\\}.

{/* a comment, which renders nothing */}

![A site image](/img/logo.svg) ![An external image](https://example.com/pic.png)

## Tables {#tables}

| Left | Centre | Right | None |
|:--|:-:|--:|---|
| a | b | c | d |

## Lists

1. one
2. two
   - nested [x] not a task
   - [link](/docs/guides/first#setup)

- [x] done
- [ ] open

> A quote with a [link](/docs/intro).

:::tip[Custom title]
An admonition with \`code\`.
:::

:::danger
Careful.
:::

A footnote reference[^note].

---

\`\`\`ts title="example.ts" {2}
const a = 1;
const b = '<b>';
\`\`\`

\`\`\`bash tab="curl"
curl https://example.com
\`\`\`
\`\`\`js tab="Node.js"
console.log(1);
\`\`\`

\`\`\`json tab="Payload"
{ "a": 1 }
\`\`\`
\`\`\`bash tab="Shell"
echo 2
\`\`\`

[^note]: The footnote, with a [link](https://example.com/note).
`;

let browser: Browser;
let page: Page;
const builds = new Map<string, { react: string; html: string; staticBodies: number }>();

/** Builds a copy of the fixture both ways; returns both output folders and how many bodies took the HTML path. */
async function buildBothWays(fixture: string, edit: (site: string) => Promise<void>) {
  const site = await copyFixture(fixture);
  await edit(site);
  const react = await hubgen(['build', '--root', site], { env: { HUBGEN_STATIC_BODY: '0' } });
  expect(react.exitCode, String(react.stderr)).toBe(0);
  await fs.rename(path.join(site, 'build'), path.join(site, 'build-react'));
  const html = await hubgen(['build', '--root', site]);
  expect(html.exitCode, String(html.stderr)).toBe(0);
  // What the MDX cache holds (mdx-cache.ts): entries whose metadata line is followed by a body.
  const cached = await fs.readdir(path.join(site, '.hubgen/mdx'));
  const entries = await Promise.all(cached.filter((f) => f.endsWith('.json')).map((f) => fs.readFile(path.join(site, '.hubgen/mdx', f), 'utf8')));
  const staticBodies = entries.filter((entry) => (JSON.parse(entry.split('\n')[0]) as { body?: boolean }).body === true).length;
  return { react: path.join(site, 'build-react'), html: path.join(site, 'build'), staticBodies };
}

async function withBaseUrl(site: string): Promise<void> {
  const config = path.join(site, 'site.config.ts');
  await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace("url: '", "baseUrl: '/base/',\n  url: '"));
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  const [basic, markdown] = await Promise.all([
    buildBothWays('basic', async (site) => {
      await withBaseUrl(site);
      await fs.writeFile(path.join(site, 'content/docs/everything.mdx'), EVERYTHING);
      await fs.mkdir(path.join(site, 'static/img'), { recursive: true });
      await fs.writeFile(path.join(site, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
      // A React page writes its links out in full under a baseUrl.
      const home = path.join(site, 'content/pages/index.tsx');
      await fs.writeFile(home, (await fs.readFile(home, 'utf8')).replace('href="/docs/intro"', 'href="/base/docs/intro"'));
    }),
    buildBothWays('docusaurus-markdown', withBaseUrl),
  ]);
  builds.set('basic', basic);
  builds.set('docusaurus-markdown', markdown);
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

/** Each page of both builds, parsed by Chromium and serialised again. */
async function normalisedPages(dir: string): Promise<Map<string, string>> {
  const files = (await fs.readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  const out = new Map<string, string>();
  for (const file of files) {
    // esbuild's chunk names hash their inputs' paths too, and a doc's compiled module is named by
    // its compile options (mdx-cache.ts), which differ between the two builds: names are masked.
    const source = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/<link rel="preload" as="image"[^>]*>/g, '').replace(/-[A-Z0-9]{8}\.(js|css)\b/g, '-HASH.$1');
    out.set(
      file,
      await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_COMMENT);
        const comments: Node[] = [];
        while (walker.nextNode()) comments.push(walker.currentNode);
        for (const comment of comments) comment.parentNode!.removeChild(comment);
        doc.normalize(); // text React split around its <!-- --> markers is one node again
        // Attribute order means nothing (React writes an input's `checked` last).
        for (const element of doc.querySelectorAll('*')) {
          const attributes = [...element.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => (a < b ? -1 : 1));
          for (const [name] of attributes) element.removeAttribute(name);
          for (const [name, value] of attributes) element.setAttribute(name, value);
        }
        return doc.documentElement.outerHTML;
      }, source),
    );
  }
  return out;
}

describe('a Markdown-only doc compiled to HTML', () => {
  for (const fixture of ['basic', 'docusaurus-markdown']) {
    it(`gives the page React gives, on every page of ${fixture}`, async () => {
      const { react, html, staticBodies } = builds.get(fixture)!;
      // Most docs take the HTML path (a doc with an import or JSX keeps its module).
      expect(staticBodies).toBeGreaterThanOrEqual(fixture === 'basic' ? 4 : 8);
      const [viaReact, viaHtml] = [await normalisedPages(react), await normalisedPages(html)];
      expect([...viaHtml.keys()]).toEqual([...viaReact.keys()]);
      for (const [file, expected] of viaReact) expect(viaHtml.get(file), file).toBe(expected);
    });
  }

  it('draws the theme’s components in the HTML: code blocks, tabs, tables, links and images under the baseUrl', async () => {
    const body = await fs.readFile(path.join(builds.get('basic')!.html, 'docs/everything.html'), 'utf8');
    expect(body).toContain('<a href="/base/docs/intro">site link</a>');
    expect(body).toContain('<a href="https://example.com/x" title="a title" target="_blank" rel="noopener noreferrer">');
    expect(body).toContain('src="/base/img/logo.svg"');
    expect(body).toMatch(/<table tabindex="0">/);
    expect(body).toMatch(/<div class="code-block"><pre tabindex="0"/);
    expect(body).toContain('<button type="button" role="tab" class="code-tabs__tab" aria-selected="true" tabindex="0">curl</button>');
    expect(body).toMatch(/<td style="text-align:center">b<\/td>/);
  });
});
