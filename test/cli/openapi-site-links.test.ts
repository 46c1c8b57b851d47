// An API-only site whose reference is not at '/', through the real binary, one build in beforeAll:
// the brand links to the reference (there is no page at '/'), and a broken link inside the
// document's descriptions follows the site's link policy: unset, a located warning (build and
// check pass); `onBrokenAnchors: 'throw'` set in the config, an error at the same place. Links
// written for Redoc's anchors (`#section/Authentication`, `#operation/<webhook id>`…) resolve.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { hubgen, tempDir } from '../helpers/cli.ts';

const DOCUMENT = `openapi: 3.1.0
info:
  title: Jobs API
  version: 1.0.0
  description: |
    Start with [listing jobs](#operation/listJobs). Links written for Redoc lead to the same places:
    [authentication](#section/Authentication), [the token](#section/Authentication/bearerAuth),
    [rate limits](#section/Rate-Limits), [the Jobs tag](#tag/jobs), [the webhook](#operation/jobDone).

    # Rate Limits
    Sixty requests a minute.
paths:
  /jobs:
    get:
      operationId: listJobs
      tags: [Jobs]
      summary: List jobs
      description: Then [create one](#operation/createJob), an operation this document does not have.
      responses:
        '200':
          description: The jobs.
webhooks:
  jobDone:
    post:
      operationId: jobDone
      responses:
        '200':
          description: Received.
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
`;

const config = (extra = '') => `import { defineConfig } from 'hubgen/config';

export default defineConfig({
  title: 'Jobs docs',
  url: 'https://jobs.example.com',
  apis: [{ id: 'jobs', spec: 'openapi/jobs.yaml', route: '/reference/', title: 'Jobs API' }],${extra}
});
`;

const WARNING = /^warn openapi\/jobs\.yaml:18:38 broken link to #operation\/createJob: \/reference\/ has no anchor #operation\/createJob$/m;

let root: string;
let build: Result;
let check: Result;

beforeAll(async () => {
  root = await tempDir('hubgen-api-only-');
  await fs.mkdir(path.join(root, 'openapi'));
  await fs.writeFile(path.join(root, 'openapi/jobs.yaml'), DOCUMENT);
  await fs.writeFile(path.join(root, 'site.config.ts'), config());
  build = await hubgen(['build', '--root', root], { cwd: root });
  check = await hubgen(['check', '--root', root], { cwd: root });
});

describe('an API-only site with its reference at /reference/', () => {
  it('builds, the brand linking to the reference (no page is at /)', async () => {
    expect(build.stderr).not.toMatch(/ error /);
    expect(build.exitCode).toBe(0);
    const html = await fs.readFile(path.join(root, 'build/reference/index.html'), 'utf8');
    expect(html).toMatch(/<a class="navbar__brand" href="\/reference\/"/);
    await expect(fs.access(path.join(root, 'build/index.html'))).rejects.toThrow();
    // The document's working link is kept as written; its Redoc-style ones lead to hubgen's anchors.
    expect(html).toContain('href="#operation/listJobs"');
    for (const [written, anchor] of [
      ['#section/Authentication', 'section/authentication'],
      ['#section/Authentication/bearerAuth', 'security/bearerAuth'],
      ['#section/Rate-Limits', 'section/rate-limits'],
      ['#tag/jobs', 'tag/Jobs'],
      ['#operation/jobDone', 'webhook/jobDone'],
    ]) {
      expect(html, written).toContain(`href="#${anchor}"`);
      expect(html, written).toContain(`id="${anchor}"`);
    }
  });

  it("warns about a broken link in the document's descriptions at its place, in build and check, by default", () => {
    expect(build.stderr).toMatch(WARNING);
    expect(check.exitCode).toBe(0);
    expect(check.stderr).toMatch(WARNING);
    // One warning only: the Redoc-style links resolve.
    expect(String(check.stderr).split('\n').filter((line) => line.includes('broken link'))).toHaveLength(1);
    expect(String(build.stderr).split('\n').filter((line) => line.includes('broken link'))).toHaveLength(1);
  });

  it("fails on it, at the same place, when the site sets onBrokenAnchors: 'throw'", async () => {
    await fs.writeFile(path.join(root, 'site.config.ts'), config("\n  onBrokenAnchors: 'throw',"));
    const strict = await hubgen(['check', '--root', root], { cwd: root });
    expect(strict.exitCode).toBe(1);
    expect(strict.stderr).toMatch(/^openapi\/jobs\.yaml:18:38 error broken link to #operation\/createJob: \/reference\/ has no anchor #operation\/createJob$/m);
  });
});
