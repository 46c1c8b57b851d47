// `hubgen check --samples` through the real binary: a sample that drifts from the document fails the
// check, naming the page, the file and line, and the problem (one that does not compile too); fixed,
// the same site passes with every sample counted. The marketplace's own samples (guides and both references) all run and pass.
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { REPO, copyFixture, hubgen } from '../helpers/cli.ts';

describe('hubgen check --samples', () => {
  it('fails on samples that drift from the document, naming the page, the place and the problem', async () => {
    const site = await copyFixture('samples-drift');
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site });
    expect(result.exitCode).toBe(1);
    const problems = String(result.stderr).split('\n').filter((line) => line.includes(' error '));
    expect(problems).toEqual([
      'content/docs/intro.mdx:14:1 error Node.js sample on /docs/intro: POST /api/v1/widgets: the request does not match the document: body: unknown field "colour"',
      'content/docs/intro.mdx:25:1 error JavaScript sample on /docs/intro: GET /api/v1/widget/7: no documented operation has this method and path',
    ]);
    expect(result.stderr).toContain('2 problems found');
  });

  it('passes once the samples are fixed, and counts every sample it ran', async () => {
    const site = await copyFixture('samples-drift');
    const guide = path.join(site, 'content/docs/intro.mdx');
    const text = await fs.readFile(guide, 'utf8');
    await fs.writeFile(guide, text.replace(", colour: 'red'", '').replace('/api/v1/widget/7', '/api/v1/widgets/7'));
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    // Guides: curl, Node.js, JavaScript (the bare base URL is not run). Reference: the site's 4
    // languages (curl, Python, JavaScript, Node.js) for each of 3 operations, and getWidget's own
    // x-codeSamples: curl and Python, and one in Kotlin, which the check does not run.
    expect(result.stdout).toContain('samples: 17 run against the mock API (3 on guide pages, 14 on the Shop API reference (/api-reference/))');
    expect(result.stdout).toContain('samples: every request matched its operation, validated and succeeded; answered 12× 200, 5× 201');
    expect(result.stdout).toContain('samples: 1 not run, in languages the check cannot run (Kotlin on /api-reference/)');
  });

  it('fails a sample whose reply is a documented error: a guide reading an id the store lacks, generated samples without a path example', async () => {
    const site = await copyFixture('samples-drift');
    const guide = path.join(site, 'content/docs/intro.mdx');
    await fs.writeFile(guide, (await fs.readFile(guide, 'utf8')).replace(", colour: 'red'", '').replace('/api/v1/widget/7', '/api/v1/widgets/99'));
    // Without the path parameter's example, generated samples fall back to a made-up id (1) the store
    // lacks: deleteWidget's four the check runs (getWidget shows its own x-codeSamples, which keep id 7).
    const spec = path.join(site, 'openapi/shop.yaml');
    await fs.writeFile(spec, (await fs.readFile(spec, 'utf8')).replace('        example: 7\n', ''));
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site });
    expect(result.exitCode).toBe(1);
    const problems = String(result.stderr).split('\n').filter((line) => line.includes(' error '));
    const hint = "no record has that id; use one the document's examples hold (they seed the mock's store; a generated sample takes its path parameter's `example`)";
    expect(problems).toContain(`content/docs/intro.mdx:25:1 error JavaScript sample on /docs/intro: GET /api/v1/widgets/99: answered 404, not a success: ${hint}`);
    for (const label of ['curl', 'Python', 'Node.js', 'JavaScript']) {
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^openapi/shop\\.yaml:\\d+:7 error ${label} sample on /api-reference/ \\(deleteWidget\\): DELETE /api/v1/widgets/1: answered 404, not a success: `)));
    }
    expect(problems).toHaveLength(5);
  });

  it('fails a reference sample whose x-codeSamples call another operation, at the operation in the OpenAPI file', async () => {
    const site = await copyFixture('samples-drift');
    const guide = path.join(site, 'content/docs/intro.mdx');
    await fs.writeFile(guide, (await fs.readFile(guide, 'utf8')).replace(", colour: 'red'", '').replace('/api/v1/widget/7', '/api/v1/widgets/7'));
    const spec = path.join(site, 'openapi/shop.yaml');
    await fs.writeFile(spec, (await fs.readFile(spec, 'utf8')).replace("'https://shop.example.com/api/v1/widgets/7'", "'https://shop.example.com/api/v1/widgets'"));
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^openapi\/shop\.yaml:\d+:7 error curl sample on \/api-reference\/ \(getWidget\): GET \/api\/v1\/widgets: calls listWidgets, not getWidget$/m);
  });

  it('fails a sample that does not compile, at its operation, with the compiler\'s first error', async () => {
    const site = await copyFixture('samples-drift');
    const guide = path.join(site, 'content/docs/intro.mdx');
    await fs.writeFile(guide, (await fs.readFile(guide, 'utf8')).replace(", colour: 'red'", '').replace('/api/v1/widget/7', '/api/v1/widgets/7'));
    // getWidget's samples gain one in Go that calls a function Go's net/http does not have, beside one that compiles.
    const spec = path.join(site, 'openapi/shop.yaml');
    const go = (label: string, body: string[]) =>
      ['        - lang: Go', `          label: ${label}`, '          source: |', ...['package main', '', 'import "net/http"', '', 'func main() {', ...body, '}'].map((line) => (line ? `            ${line}` : '')), ''].join('\n');
    const url = 'https://shop.example.com/api/v1/widgets/7';
    const broken = go('Go', [`\thttp.Fetch("${url}")`]);
    const plain = go('Go (plain)', [`\treq, _ := http.NewRequest("GET", "${url}", nil)`, '\treq.SetBasicAuth("{key}", "{key}")', '\thttp.DefaultClient.Do(req)']);
    await fs.writeFile(spec, (await fs.readFile(spec, 'utf8')).replace('        - lang: Kotlin\n', broken + plain + '        - lang: Kotlin\n'));
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site, timeout: 400_000 });
    expect(result.exitCode).toBe(1);
    const problems = String(result.stderr).split('\n').filter((line) => line.includes(' error '));
    expect(problems).toEqual([expect.stringMatching(/^openapi\/shop\.yaml:\d+:7 error Go sample on \/api-reference\/ \(getWidget\): does not compile: line 6: undefined: http\.Fetch$/)]);
  }, 420_000);

  it('has nothing to run on a site without APIs, and says so', async () => {
    const result = await hubgen(['check', '--samples', '--root', await copyFixture('basic')]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('samples: the config lists no APIs, so no sample calls one');
  });

  it('runs every sample of the marketplace hub, and all pass', { timeout: 420_000 }, async () => {
    // Over 300 processes (a Python one starts in ~0.2 s): minutes on a loaded two-core machine.
    const result = await hubgen(['check', '--samples', '--root', REPO], { timeout: 400_000 });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    // Counted independently: four samples per operation of each reference (the site's curl, Node.js,
    // JavaScript and Python; Python runs where python3 has requests, as here), and the guides' fenced
    // shell and JavaScript blocks that call the API beyond its base URL (as test/content/guide-samples).
    const operations = async (id: string) => {
      const doc = yaml.load(await fs.readFile(path.join(REPO, `openapi/${id}.yaml`), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
      return Object.values(doc.paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'post', 'patch', 'put', 'delete'].includes(key))).length;
    };
    const guides = (await fs.readdir(path.join(REPO, 'content'), { recursive: true })).filter((f) => f.endsWith('.mdx'));
    let guideSamples = 0;
    for (const file of guides) {
      const text = await fs.readFile(path.join(REPO, 'content', file), 'utf8');
      for (const m of text.matchAll(/```(bash|sh|js|javascript)[^\n]*\n([\s\S]*?)```/g)) {
        const url = /https:\/\/your-store\.example\.com[^\s'"`]*/.exec(m[2])?.[0];
        if (url && !/\/api(\/partners)?\/v1\/?$/.test(url)) guideSamples += 1;
      }
    }
    const admin = 4 * (await operations('admin'));
    const partners = 4 * (await operations('partners'));
    expect(result.stdout).toContain(
      `samples: ${guideSamples + admin + partners} run against the mock API (${guideSamples} on guide pages, ${admin} on the Admin API reference (/api-reference/), ${partners} on the Partners API reference (/partners-api-reference/))`,
    );
  });
});
