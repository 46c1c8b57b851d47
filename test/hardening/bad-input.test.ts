// The bad-input corpus: one tiny site per case (test/fixtures/bad/<case>/, laid over _base/), each
// built through the real binary into an output folder that already holds a previous build. A
// rejected case must exit 1 with one located message per mistake and no stack trace, leave the
// previous output byte-for-byte as it was, and create nothing outside the output. An accepted case
// (odd but valid input) must build, and build it right.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { hubgen, snapshotDir } from '../helpers/cli.ts';
import { buildBase, entriesOutsideOutput, exists, limiter, prepareCase, type CaseSite } from './case-site.ts';

interface Case {
  name: string;
  /** Changes a committed fixture cannot hold (symlinks), made in the case's copy. */
  setup?: (c: CaseSite) => Promise<void>;
  env?: Record<string, string>;
}

interface Rejected extends Case {
  /** Lines the author must see, with the site folder's path removed: `file:line:column error …`. */
  expect: (string | RegExp)[];
  problems?: number;
  /** What must never appear (contents of files outside the site). */
  never?: RegExp;
}

interface Accepted extends Case {
  /** Gets the test's own `expect`: the cases run concurrently. */
  check: (c: CaseSite, expect: ExpectStatic) => Promise<void>;
  /** Located warnings the author must see (the site folder's path removed). */
  warns?: string[];
}

// The alias bomb and the deep nesting run with a 64 MB heap: if either were expanded or recursed
// into, the build would die of memory (exit code 134), not report the file.
const SMALL_HEAP = { NODE_OPTIONS: '--max-old-space-size=64' };
const NOT_PASSWD = /root:.*:0:0:/;

/**
 * The API made strict (`apis[].strict`): a defect in an API description is a located warning by
 * default (a renderer renders someone else's document), an error where the site asks for it.
 */
async function strictApi({ site }: CaseSite): Promise<void> {
  const config = path.join(site, 'site.config.ts');
  await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace("route: '/api-reference/' }", "route: '/api-reference/', strict: true }"));
}

/** A folder beside the site (inside the case folder, so the "nothing created" check covers it). */
async function outsideFolder(c: CaseSite): Promise<string> {
  const outside = path.join(c.dir, 'outside');
  await fs.mkdir(outside, { recursive: true });
  await fs.writeFile(path.join(outside, 'outside.mdx'), '---\ntitle: Outside\n---\n\nOUTSIDE-MARKER doc\n');
  await fs.writeFile(path.join(outside, 'secret.txt'), 'OUTSIDE-MARKER secret\n');
  await fs.writeFile(path.join(outside, 'page.tsx'), 'export default function Outside() { return <p>OUTSIDE-MARKER page</p>; }\n');
  const api = await fs.readFile(path.join(c.site, 'openapi/api.yaml'), 'utf8');
  await fs.writeFile(path.join(outside, 'api.yaml'), `${api}# OUTSIDE-MARKER api\n`);
  return outside;
}

const rejected: Rejected[] = [
  // Config
  { name: 'config-wrong-type', expect: ['site.config.ts:5:3 error title: must be string'] },
  { name: 'config-unknown-key', expect: ['site.config.ts:7:3 error tagLine: is not a recognised key'] },
  {
    name: 'config-navbar-type',
    expect: ['site.config.ts:10:9 error navbar.items[1].type: No NavbarItem component found for type "fancy"', 'hint: Use one of: default, dropdown,'],
  },
  {
    name: 'config-unknown-doc-id',
    expect: ['site.config.ts:10:7 error navbar.items[1]: unknown doc id "guides/second"', 'hint: Available doc ids: guides/first, intro.'],
  },
  {
    name: 'config-unknown-sidebar-id',
    expect: ['site.config.ts:10:7 error navbar.items[1]: unknown sidebar id "api"', 'hint: Available sidebar ids: docs.'],
  },
  {
    name: 'config-unknown-docs-version',
    expect: ['site.config.ts:10:7 error navbar.items[1]: unknown docs version "3.0"', 'hint: Available versions: current.'],
  },
  { name: 'config-empty-sidebar', expect: ['site.config.ts:10:7 error navbar.items[1]: sidebar "empty" has nothing to link to'] },
  {
    name: 'config-sidebar-unknown-doc',
    expect: ['site.config.ts:13:39 error docs.sidebars.docs[1]: unknown doc id "guides/frist"', 'hint: Available doc ids: guides/first, intro.'],
  },
  {
    name: 'config-throws',
    expect: ["site.config.ts:4:18 error site.config.ts threw while loading: Expected property name or '}' in JSON at position 2"],
  },
  { name: 'config-syntax-error', expect: ['site.config.ts:6:3 error Expected "}" but found "url"'] },
  { name: 'config-spec-outside', expect: ['site.config.ts:13:24 error apis[0].spec: "../../../../../../etc/passwd" is outside the site folder'], never: NOT_PASSWD },
  {
    name: 'config-broken-link',
    expect: ['site.config.ts:10:28 error broken link to /api-referense/: no page has the path /api-referense/', 'hint: Did you mean /api-reference/?'],
  },
  // Content
  {
    name: 'mdx-syntax-error',
    expect: ['content/docs/intro.mdx:10:54 error MDX syntax error: Unexpected end of file in expression, expected a corresponding closing brace for `{`', 'hint: In MDX'],
  },
  { name: 'mdx-missing-import', expect: [/content\/docs\/intro\.mdx:6:1 error Could not resolve "\.\/price-table\.tsx"/] },
  { name: 'ssr-throws', expect: [/content\/pages\/pricing\.tsx(:\d+:\d+)? error rendering \/pricing failed: PriceTable needs rows/] },
  { name: 'page-no-default-export', expect: [/content\/pages\/pricing\.tsx(:\d+:\d+)? error the page module has no default export/] },
  { name: 'page-empty-module', expect: [/content\/pages\/blank\.tsx(:\d+:\d+)? error the page module has no default export/] },
  { name: 'front-matter-invalid-yaml', expect: ['content/docs/intro.mdx:4:1 error invalid front matter: unexpected end of the stream within a flow collection'] },
  {
    name: 'front-matter-js',
    expect: ['content/docs/intro.mdx:1:4 error front matter in "js" is not supported', 'hubgen never executes front matter'],
  },
  { name: 'front-matter-wrong-type', expect: ['content/docs/intro.mdx:3:1 error front matter "sidebar_position" must be a number'] },
  {
    name: 'duplicate-routes',
    expect: [/content\/docs\/intro\.mdx:1:1 error route \/docs\/intro is also produced by content\/docs\/getting-started\.mdx/],
  },
  {
    name: 'openapi-symlink-outside',
    setup: async (c) => {
      const outside = await outsideFolder(c);
      await fs.rm(path.join(c.site, 'openapi/api.yaml'));
      await fs.symlink(path.join(outside, 'api.yaml'), path.join(c.site, 'openapi/api.yaml'));
    },
    expect: ['site.config.ts:14:24 error apis[0].spec: "openapi/api.yaml" is outside the site folder (through a symlink)'],
  },
  // YAML and OpenAPI
  {
    name: 'yaml-alias-bomb',
    env: SMALL_HEAP,
    expect: ['openapi/api.yaml:11:1 error YAML aliases expand this document beyond 100,000 extra nodes ("billion laughs"); refusing to load it'],
  },
  {
    name: 'yaml-deep-nesting',
    env: SMALL_HEAP,
    expect: ['openapi/api.yaml:6:508 error nesting is deeper than 500 levels; refusing to load it'],
  },
  { name: 'yaml-duplicate-keys', expect: ['openapi/api.yaml:15:7 error duplicated mapping key [duplicate-key]'] },
  {
    name: 'yaml-proto-merge',
    expect: ['openapi/api.yaml:6:3 error the key "__proto__" is not allowed (it could alter object prototypes) [unsafe-key]'],
  },
  {
    name: 'ref-metadata-url',
    setup: strictApi,
    expect: [
      'openapi/api.yaml:21:23 error $ref "http://169.254.169.254/latest/meta-data/iam/security-credentials/": http: references are not allowed; hubgen never fetches',
    ],
  },
  { name: 'ref-file-url', setup: strictApi, expect: ['openapi/api.yaml:21:23 error $ref "file:///etc/passwd": file: references are not allowed'], never: NOT_PASSWD },
  {
    name: 'ref-parent-traversal',
    setup: strictApi,
    expect: ['openapi/api.yaml:21:23 error $ref "../../../../../../../../etc/passwd" leads outside the openapi folder (openapi/) [ref-outside-root]'],
    never: NOT_PASSWD,
  },
  {
    name: 'ref-missing-target',
    setup: strictApi,
    expect: ['openapi/api.yaml:21:23 error $ref "#/components/schemas/Itme" points to nothing: no "Itme" at #/components/schemas in api.yaml', 'hint: Did you mean "Item"?'],
  },
  {
    name: 'openapi-invalid',
    setup: strictApi,
    expect: [`openapi/api.yaml:14:15 error paths['/items'].get.parameters[0].in must be one of "query", "header", "path", "cookie"; got "body"`],
  },
  // Links: every broken one listed, each where it is written.
  {
    name: 'links-broken',
    problems: 7,
    expect: [
      'content/docs/guides/first.mdx:8:3 error broken link to /docs/gone: no page has the path /docs/gone',
      'content/docs/guides/first.mdx:8:26 error broken link to /docs/intro#nowhere: /docs/intro has no anchor #nowhere',
      'content/docs/guides/first.mdx:8:64 error broken link to /docs/guides/page%202: no page has the path /docs/guides/page 2\n  hint: Did you mean /docs/guides/page 1?',
      'content/docs/guides/first.mdx:9:3 error broken link to ./second: no page has the path /docs/guides/second',
      'content/docs/guides/first.mdx:9:33 error broken link to ../guides/intro: no page has the path /docs/guides/intro',
      'content/docs/guides/first.mdx:9:68 error broken link to #missing: /docs/guides/first has no anchor #missing',
      'content/docs/guides/first.mdx:10:3 error broken link to /docs/nope?q=1#a: no page has the path /docs/nope',
    ],
  },
  // Injection through MDX links: refused, each at its place.
  {
    name: 'injection-script-urls',
    problems: 3,
    expect: [
      'content/docs/intro.mdx:10:1 error broken link to javascript:alert(1): uses a script URL scheme, which hubgen refuses',
      'content/docs/intro.mdx:10:34 error broken link to JaVaScRiPt:alert(2): uses a script URL scheme',
      'content/docs/intro.mdx:10:67 error broken link to data:text/html,<script>alert(3)</script>: uses a script URL scheme',
    ],
  },
];

const accepted: Accepted[] = [
  {
    // Not strict (the default): the $ref is a located warning, its target unresolved, and nothing of the file is read.
    name: 'ref-file-url',
    warns: ['openapi/api.yaml:21:23 warning $ref "file:///etc/passwd": file: references are not allowed'],
    async check({ out }, expect) {
      const files = [...(await snapshotDir(out))];
      expect(files.filter(([, bytes]) => NOT_PASSWD.test(Buffer.from(bytes, 'base64').toString()))).toEqual([]);
    },
  },
  {
    // As Node's readFile (and so Docusaurus) reads it: the byte that is not UTF-8 shows as U+FFFD.
    name: 'non-utf8',
    warns: ['content/docs/cafe.mdx:2:11 warning the file is not valid UTF-8', 'hint: Save the file with UTF-8 encoding.'],
    async check({ out }, expect) {
      expect(await fs.readFile(path.join(out, 'docs/cafe.html'), 'utf8')).toContain('Le caf\uFFFD est servi.');
    },
  },
  {
    name: 'bom-crlf',
    async check({ out }, expect) {
      const html = await fs.readFile(path.join(out, 'docs/windows.html'), 'utf8');
      expect(html).toContain('<title>Windows guide | Bad Input Base</title>');
      expect(html).toContain('<meta name="description" content="Saved with a BOM and CRLF line endings.">');
      expect(html).toMatch(/<h2 id="first-step"/);
      expect(html).not.toContain('\r');
      expect(html).not.toContain('\uFEFF');
    },
  },
  {
    name: 'empty-file',
    async check({ out }, expect) {
      // An empty doc is a valid (if bare) page, titled by its file name.
      expect(await fs.readFile(path.join(out, 'docs/empty.html'), 'utf8')).toContain('<title>empty | Bad Input Base</title>');
    },
  },
  {
    name: 'symlink-outside',
    async setup(c) {
      const outside = await outsideFolder(c);
      await fs.mkdir(path.join(c.site, 'static'));
      await fs.symlink(path.join(outside, 'outside.mdx'), path.join(c.site, 'content/docs/outside.mdx'));
      await fs.symlink(outside, path.join(c.site, 'content/docs/linked'));
      await fs.symlink(path.join(outside, 'page.tsx'), path.join(c.site, 'content/pages/outside.tsx'));
      await fs.symlink(path.join(outside, 'secret.txt'), path.join(c.site, 'static/secret.txt'));
      await fs.symlink(outside, path.join(c.site, 'static/linked'));
    },
    async check({ out }, expect) {
      const files = [...(await snapshotDir(out))];
      expect(files.filter(([, bytes]) => Buffer.from(bytes, 'base64').includes('OUTSIDE-MARKER'))).toEqual([]);
      expect(files.map(([file]) => file).filter((file) => /outside|secret|linked/.test(file))).toEqual([]);
    },
  },
  {
    name: 'symlink-loop',
    async setup({ site }) {
      await fs.mkdir(path.join(site, 'static'));
      await fs.writeFile(path.join(site, 'static/robots.txt'), 'User-agent: *\n');
      await fs.symlink('.', path.join(site, 'content/docs/loop'));
      await fs.symlink('loop-b', path.join(site, 'content/docs/loop-a'));
      await fs.symlink('loop-a', path.join(site, 'content/docs/loop-b'));
      await fs.symlink('..', path.join(site, 'static/up'));
    },
    async check({ out }, expect) {
      expect(await fs.readFile(path.join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
      expect((await fs.readdir(path.join(out, 'docs'))).sort()).toEqual(['guides', 'intro.html', 'intro.md']);
    },
  },
  {
    name: 'openapi-circular-schema',
    async check({ out }, expect) {
      const html = await fs.readFile(path.join(out, 'api-reference/index.html'), 'utf8');
      expect(html).toContain('<a class="schema-circular" href="#schema/Item" title="Item refers to itself here: see its definition">');
    },
  },
  {
    name: 'links-valid',
    async check({ out }, expect) {
      expect(await exists(path.join(out, 'docs/guides/page 1.html'))).toBe(true);
      const html = await fs.readFile(path.join(out, 'docs/guides/first.html'), 'utf8');
      for (const href of ['/docs/guides/page 1', '/docs/guides/page%201#anchor-a', './page%201', '../intro#install', '/docs/intro?q=1#install', '#', '']) {
        expect(html).toContain(`href="${href}"`);
      }
    },
  },
  {
    name: 'injection-inert',
    async check({ out }, expect) {
      // What the browser test (injection.test.ts) proves inert, seen in the bytes: escaped text,
      // no script element but hubgen's own, hydration data that cannot end its <script>.
      for (const page of ['docs/evil.html', 'api-reference/index.html']) {
        const html = await fs.readFile(path.join(out, page), 'utf8');
        expect(html.match(/<script\b[^>]*>/g)).toEqual([
          expect.stringMatching(/^<script src="\/assets\/head-\w+\.js" data-entry="\/assets\/client-\w+\.js" data-preload="[\w/. -]*">$/),
          '<script id="__hubgen_data" type="application/json">',
        ]);
        const data = html.slice(html.indexOf('<script id="__hubgen_data"'));
        expect(data.slice(0, data.indexOf('</script>'))).not.toMatch(/<\/|<!--|\u2028|\u2029/);
        expect(html).not.toMatch(/<(iframe|style|img)\b/i);
        expect(html).not.toMatch(/\shref="\s*(javascript|data):/i);
      }
      const evil = await fs.readFile(path.join(out, 'docs/evil.html'), 'utf8');
      expect(evil).toContain("<title>&lt;/title&gt;&lt;script&gt;window.__pwned = 'title'&lt;/script&gt; | Bad Input Base</title>");
      expect(evil).toContain('\\u2028separator');
    },
  },
];

let previous: string;
let previousSnapshot: Map<string, string>;
const slot = limiter(2);

beforeAll(async () => {
  previous = await buildBase();
  previousSnapshot = await snapshotDir(previous);
});

/** Builds one case (two at a time across the file) and records what must not change. */
async function run(c: Case) {
  return slot(async () => {
    const site = await prepareCase(c.name, previous);
    await c.setup?.(site);
    const before = await entriesOutsideOutput(site);
    const result = await hubgen(['build', '--root', site.site, '--out', site.out], {
      env: { HUBGEN_BAD_MARKER: path.join(site.dir, 'front-matter-ran'), ...c.env },
    });
    const stderr = String(result.stderr).replaceAll(site.site + path.sep, '');
    return { site, result, stderr, before, after: await entriesOutsideOutput(site) };
  });
}

describe.concurrent('bad input is rejected: exit 1, located messages, previous output untouched', () => {
  it.for(rejected)('$name', async (c, { expect }) => {
    const { site, result, stderr, before, after } = await run(c);
    expect(result.exitCode, stderr).toBe(1);
    for (const line of c.expect) {
      if (typeof line === 'string') expect(stderr).toContain(line);
      else expect(stderr).toMatch(line);
    }
    const n = c.problems ?? 1;
    expect(stderr).toContain(`✗ ${n} problem${n === 1 ? '' : 's'} found.`);
    expect(stderr.match(/ error /g)).toHaveLength(n);
    expect(stderr).not.toMatch(/^\s+at\s/m); // no stack trace without --debug
    expect(stderr).not.toContain('hubgen failed');
    if (c.never) expect(stderr).not.toMatch(c.never);
    expect(result.stdout).toBe('');
    expect(await snapshotDir(site.out)).toEqual(previousSnapshot);
    expect(after).toEqual(before);
    await fs.rm(site.dir, { recursive: true, force: true }); // kept when an assertion fails, to look at
  });
});

describe.concurrent('odd but valid input builds, and builds right', () => {
  it.for(accepted)('$name', async (c, { expect }) => {
    const { site, result, stderr, before, after } = await run(c);
    expect(result.exitCode, stderr).toBe(0);
    expect(result.stdout).toMatch(/^✓ built \d+ pages/);
    for (const line of c.warns ?? []) expect(stderr).toContain(line);
    expect(after).toEqual(before);
    await c.check(site, expect);
    await fs.rm(site.dir, { recursive: true, force: true });
  });
});

it('refuses $refs to http(s) and protocol-relative URLs without fetching them, warning at each', async () => {
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    res.end('openapi: 3.1.0\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const { result, stderr } = await run({
      name: 'ref-loopback',
      async setup({ site }) {
        const file = path.join(site, 'openapi/api.yaml');
        const text = await fs.readFile(file, 'utf8');
        await fs.writeFile(
          file,
          text
            .replace("$ref: '#/components/schemas/Item'", `$ref: 'http://127.0.0.1:${port}/item.yaml'`)
            .replace('        name:\n          type: string\n', `        name:\n          $ref: '//127.0.0.1:${port}/name.yaml'\n`),
        );
      },
    });
    expect(result.exitCode, stderr).toBe(0);
    expect(stderr).toContain(`openapi/api.yaml:21:23 warning $ref "http://127.0.0.1:${port}/item.yaml": http: references are not allowed`);
    expect(stderr).toContain(`warning $ref "//127.0.0.1:${port}/name.yaml": absolute paths are not allowed`);
    expect(requests).toBe(0);
  } finally {
    server.close();
  }
});
