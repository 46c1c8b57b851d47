// DigitalOcean's public OpenAPI 3.0 specification (≈660 operations over ≈2,900 files, each
// operation a $ref to its own file; Apache-2.0) passes `hubgen check` and `hubgen build` with a
// default config. Read from ../shared/corpus (not copied: too large); the test skips with a notice
// where that folder is absent. As published it has one broken link in a description (a Redoc-style
// `#operation/…` link to an operationId the document no longer has): with the default link policy
// it is a warning at its line, in check and build alike, and both exit 0. One check and one build
// of the document as published, in beforeAll; the same build is then served and read in Chromium.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { hubgen } from '../helpers/cli.ts';
import { everyPage, exists, openapiSite, SHARED } from '../helpers/openapi-site.ts';
import { describeLargeReferenceInChromium } from '../helpers/reference-deep-links.ts';

const FOLDER = path.join(SHARED, 'corpus/openapi/digitalocean/specification');
const ROOT_DOCUMENT = 'DigitalOcean-public.v2.yaml';
const present = await exists(path.join(FOLDER, ROOT_DOCUMENT));
// Absent, the suite is skipped with the reason in its name (the reporter lists it as skipped).
const absent = present ? '' : ` (skipped: ${FOLDER} is absent)`;

const BROKEN = '#operation/create_knowledge_base_data_source';
const WARNING = `openapi/resources/gen-ai/definitions.yml:2181:84 broken link to ${BROKEN}: `;

describe.skipIf(!present)(`DigitalOcean's multi-file OpenAPI specification with a default config${absent}`, () => {
  let check: Result;
  let build: Result;
  let html: string;
  let root: string;

  beforeAll(async () => {
    ({ root } = await openapiSite({ source: FOLDER, spec: ROOT_DOCUMENT }));
    check = await hubgen(['--root', root, 'check'], { cwd: root, timeout: 600_000 });
    build = await hubgen(['--root', root, 'build'], { cwd: root, timeout: 600_000 });
    html = await everyPage(path.join(root, 'build'));
  }, 1_200_000);

  it("warns about the published document's one broken description link at its line, in check and build, and both pass", () => {
    for (const [command, result] of [['check', check], ['build', build]] as const) {
      expect(result.exitCode, command).toBe(0);
      const linkLines = String(result.stderr).split('\n').filter((line) => line.includes('broken link'));
      // Once, at its place, whichever of the pages showing the description it was found on.
      expect(linkLines, command).toHaveLength(1);
      expect(linkLines[0], command).toMatch(/^warn \S+ broken link to \S+: \/\S* has no anchor \S+$/);
      expect(linkLines[0]!.startsWith(`warn ${WARNING}`) && linkLines[0]!.endsWith(` has no anchor ${BROKEN}`), linkLines[0]).toBe(true);
    }
  });

  it('checks with operation $refs resolved: one counted ref-placement warning, no error', () => {
    expect(check.exitCode).toBe(0);
    // 659: the published document's count (an operation listed under two tags is one).
    expect(check.stdout).toMatch(/^DigitalOcean API \(\/\): 659 operations, \d+ schemas(, in \d+ pages)?$/m);
    // 10 shown, then one line counting the rest: 663 $refs where OpenAPI allows none.
    expect(check.stderr).toContain(
      'openapi/DigitalOcean-public.v2.yaml:733:13 warning this operation is a $ref, resolved as written; ' +
        'an Operation Object has no $ref field in OpenAPI (path items do) [ref-placement]',
    );
    expect(check.stderr).toMatch(/warning and 653 more \[ref-placement\] warnings in this document/);
    expect(check.stderr).not.toMatch(/ error /);
  });

  it('builds, operations from their own files at their anchors', () => {
    expect(build.exitCode).toBe(0);
    expect(build.stderr).not.toMatch(/ error /);
    for (const id of ['oneClicks_list', 'account_get', 'droplets_create', 'genai_create_knowledge_base_data_source']) {
      expect(html).toContain(`id="operation/${id}"`);
    }
    // Code samples are $refs to files in x-codeSamples: followed.
    expect(html.replace(/<[^>]+>/g, '')).toContain('curl -X GET');
  });

  describeLargeReferenceInChromium(() => ({ root, built: build.exitCode === 0 }));
});
