// A site with more OpenAPI documents than worker lanes (HUBGEN_OPENAPI_THREADS=2, whatever the
// machine's cores): each lane's worker reads one document after another (two workers for five
// documents), and every document is built, each reference with its own title and operations. A
// broken document among them is reported at its place, so is a second one read by the other lane,
// and nothing is written. One large document with two lanes is shared by two threads (one checks
// it, the other builds its reference): the site is the same bytes as one thread builds, and a broken
// document is reported as one thread reports it (the other thread's outcome on it does not count).
// Beside MDX compiles on a worker, the one core left reads the large document alone.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import { hubgen, tempDir } from '../helpers/cli.ts';
import { CORPUS } from '../helpers/openapi-site.ts';

/** Title and an operation anchor of each document, read from it by hand. */
const DOCUMENTS = [
  { file: 'oai-petstore.yaml', route: '/', title: 'Swagger Petstore', anchor: 'showPetById' },
  { file: 'oai-uspto.yaml', route: '/uspto/', title: 'USPTO Data Set API', anchor: 'perform-search' },
  { file: 'redocly-museum.yaml', route: '/museum/', title: 'Redocly Museum API', anchor: 'buyMuseumTickets' },
  { file: 'oai-link-example.yaml', route: '/links/', title: 'Link Example', anchor: 'mergePullRequest' },
  { file: 'oai-callback-example.yaml', route: '/callbacks/', title: 'Callback Example', anchor: 'post/streams' },
];

/** `strict`: the APIs' defects are errors (by default a document that can be read is built, with warnings). */
async function siteWith(documents: { file: string; route: string; text?: string }[], { strict = false } = {}): Promise<string> {
  const root = await tempDir('hubgen-openapi-lanes-');
  await fs.mkdir(path.join(root, 'openapi'));
  for (const doc of documents) {
    await fs.writeFile(path.join(root, 'openapi', doc.file), doc.text ?? (await fs.readFile(path.join(CORPUS, doc.file), 'utf8')));
  }
  const apis = documents.map((doc, i) => `    { id: 'api${i}', spec: 'openapi/${doc.file}', route: '${doc.route}'${strict ? ', strict: true' : ''} },`).join('\n');
  await fs.writeFile(
    path.join(root, 'site.config.ts'),
    `import { defineConfig } from 'hubgen/config';\n\nexport default defineConfig({\n  title: 'APIs',\n  url: 'https://docs.example.com',\n  apis: [\n${apis}\n  ],\n});\n`,
  );
  return root;
}

const TWO_LANES = { HUBGEN_OPENAPI_THREADS: '2' };
const ONE_LANE = { HUBGEN_OPENAPI_THREADS: '1' };

/** Every file of a build folder, by its path, as bytes. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const names = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return new Map(await Promise.all(names.map(async (e) => [path.relative(dir, path.join(e.parentPath, e.name)), await fs.readFile(path.join(e.parentPath, e.name))] as const)));
}

/** Output without its timings, which differ from run to run. */
const untimed = (text: string) => text.replace(/\d+(\.\d+)? m?s\b/g, 'T');

describe('more OpenAPI documents than worker lanes', () => {
  it('builds every document, each reference with its title and operations', async () => {
    const root = await siteWith(DOCUMENTS);
    const result = await hubgen(['build', '--root', root, '--debug'], { cwd: root, env: TWO_LANES });
    expect(result.stderr).not.toMatch(/error|warning/);
    expect(result.exitCode).toBe(0);
    // Two workers read the five documents (--debug names them), not one worker per document.
    expect(result.stderr).toMatch(/\[openapi\] 5 APIs, 5 built on 2 worker threads;/);
    for (const doc of DOCUMENTS) {
      const html = await fs.readFile(path.join(root, 'build', doc.route, 'index.html'), 'utf8');
      // Only what is looked for is printed on failure, not the page.
      expect(html.includes(`<title>${doc.title} | APIs</title>`), `${doc.file}: title ${doc.title}`).toBe(true);
      expect(html.includes(`id="operation/${doc.anchor}"`), `${doc.file}: operation/${doc.anchor}`).toBe(true);
    }
    const rebuild = await hubgen(['build', '--root', root, '--debug'], { cwd: root, env: TWO_LANES });
    expect(rebuild.exitCode).toBe(0);
    expect(rebuild.stderr).toMatch(/\[openapi\] 5 APIs, all cached;/);
  });

  it('reports each broken document at its place, whichever lane read it, and writes nothing', async () => {
    const broken = (file: string, route: string, paths: string) => ({
      file,
      route,
      text: `openapi: 3.1.0\ninfo:\n  title: Broken\n  version: '1'\npaths: ${paths}\n`,
    });
    const root = await siteWith([
      DOCUMENTS[0]!,
      broken('first-broken.yaml', '/one/', '3'),
      DOCUMENTS[1]!,
      DOCUMENTS[2]!,
      broken('second-broken.yaml', '/two/', 'true'),
    ], { strict: true });
    const result = await hubgen(['build', '--root', root], { cwd: root, env: TWO_LANES });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('openapi/first-broken.yaml:5:8 error paths must be object; got number 3');
    expect(result.stderr).toContain('openapi/second-broken.yaml:5:8 error paths must be object; got boolean true');
    await expect(fs.access(path.join(root, 'build'))).rejects.toThrow();
  });
});

/**
 * The museum grown past the size from which two threads share a document (64 kB): its paths again
 * under numbered prefixes, operationIds numbered too. Its operations sit under several tags.
 */
async function largeMuseum(): Promise<string> {
  const doc = yaml.load(await fs.readFile(path.join(CORPUS, 'redocly-museum.yaml'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const original = Object.entries(doc.paths);
  for (let i = 1; i <= 12; i++) {
    for (const [route, item] of original) {
      const copy = structuredClone(item);
      for (const operation of Object.values(copy)) if (operation && typeof operation === 'object' && operation.operationId) operation.operationId += `${i}`;
      doc.paths[`/v${i}${route}`] = copy;
    }
  }
  const text = JSON.stringify(doc, null, 2);
  expect(text.length).toBeGreaterThan(64 * 1024);
  return text;
}

describe('one large OpenAPI document on two threads', () => {
  it('builds the same site as one thread, warnings included', async () => {
    const text = await largeMuseum();
    const shared = await siteWith([{ file: 'museum.json', route: '/', text }]);
    const single = await siteWith([{ file: 'museum.json', route: '/', text }]);
    const two = await hubgen(['build', '--root', shared, '--debug'], { cwd: shared, env: TWO_LANES });
    const one = await hubgen(['build', '--root', single, '--debug'], { cwd: single, env: ONE_LANE });
    expect(two.exitCode).toBe(0);
    expect(one.exitCode).toBe(0);
    expect(two.stderr).toMatch(/\[openapi\] 1 APIs, 1 built on 2 worker threads;/);
    expect(one.stderr).toMatch(/\[openapi\] 1 APIs, 1 built on 1 worker threads;/);
    const [a, b] = [await filesOf(path.join(shared, 'build')), await filesOf(path.join(single, 'build'))];
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const differing = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!)).map(([name]) => name);
    expect(differing).toEqual([]);
    const warnings = (result: { stderr: unknown }) => untimed(String(result.stderr)).split('\n').filter((line) => !line.startsWith('  ['));
    expect(warnings(two)).toEqual(warnings(one));
  });

  it('is read by one thread when the MDX compiles hold a core', async () => {
    // Both sharing threads parse the whole document: beside docs compiling on a worker, that extra
    // work only delays them. Two lanes less the MDX worker leave one.
    const root = await siteWith([{ file: 'museum.json', route: '/', text: await largeMuseum() }]);
    await fs.mkdir(path.join(root, 'content', 'docs'), { recursive: true });
    for (let i = 1; i <= 8; i++) await fs.writeFile(path.join(root, 'content', 'docs', `page-${i}.md`), `# Page ${i}\n\nText of page ${i}.\n`);
    const result = await hubgen(['build', '--root', root, '--debug'], { cwd: root, env: { ...TWO_LANES, HUBGEN_MDX_THREADS: '1' } });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toMatch(/\[mdx\] 8 files, 8 compiled on 1 worker threads/);
    expect(result.stderr).toMatch(/\[openapi\] 1 APIs, 1 built on 1 worker threads;/);
    expect(await fs.readFile(path.join(root, 'build', 'docs', 'page-8.html'), 'utf8')).toContain('Text of page 8.');
    expect(await fs.readFile(path.join(root, 'build', 'index.html'), 'utf8')).toContain('id="operation/buyMuseumTickets12"');
  });

  it('reports a broken document as one thread does, and writes nothing', async () => {
    // `paths: 3` is no document to build a reference of: the thread that builds it may fail in its
    // own way, and only the checking thread's errors are reported. The long description makes it
    // large enough to be shared.
    const text = `openapi: 3.1.0\ninfo:\n  title: Broken\n  version: '1'\n  description: ${'word '.repeat(14_000)}\npaths: 3\n`;
    const results = [];
    for (const env of [TWO_LANES, ONE_LANE]) {
      const root = await siteWith([{ file: 'broken.yaml', route: '/', text }], { strict: true });
      results.push(await hubgen(['build', '--root', root], { cwd: root, env }));
      await expect(fs.access(path.join(root, 'build'))).rejects.toThrow();
    }
    const [two, one] = results;
    expect(two!.exitCode).toBe(1);
    expect(two!.stderr).toContain('openapi/broken.yaml:6:8 error paths must be object; got number 3');
    expect(untimed(String(two!.stderr))).toBe(untimed(String(one!.stderr)));
  });
});
