// Discord's OpenAPI 3.1 document (≈240 operations, 1.2 MB of JSON, MIT) passes `hubgen check` and
// `hubgen build` with a default config. Read from ../shared/corpus (not copied: too large); the
// test skips with a notice where that folder is absent. One check and one build, in beforeAll;
// the same build is then served and read in Chromium (hydration, deep links).
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from 'execa';
import { hubgen } from '../helpers/cli.ts';
import { everyPage, exists, openapiSite, SHARED } from '../helpers/openapi-site.ts';
import { describeLargeReferenceInChromium } from '../helpers/reference-deep-links.ts';

const DOCUMENT = path.join(SHARED, 'corpus/openapi/discord.json');
const present = await exists(DOCUMENT);
// Absent, the suite is skipped with the reason in its name (the reporter lists it as skipped).
const absent = present ? '' : ` (skipped: ${DOCUMENT} is absent)`;

describe.skipIf(!present)(`Discord's OpenAPI document with a default config${absent}`, () => {
  let check: Result;
  let build: Result;
  let html: string;
  let root: string;
  let document: { paths: Record<string, Record<string, { operationId?: string }>> };

  beforeAll(async () => {
    ({ root } = await openapiSite({ source: DOCUMENT }));
    check = await hubgen(['--root', root, 'check'], { cwd: root, timeout: 600_000 });
    build = await hubgen(['--root', root, 'build'], { cwd: root, timeout: 600_000 });
    html = await everyPage(path.join(root, 'build'));
    document = JSON.parse(await fs.readFile(DOCUMENT, 'utf8'));
  }, 600_000);

  it('passes hubgen check with no error or warning', () => {
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toMatch(/^Discord HTTP API \(Preview\) \(\/\): 242 operations, \d+ schemas(, in \d+ pages)?$/m);
  });

  it('builds, every operation at #operation/<operationId>', () => {
    expect(build.stderr).toBe('');
    expect(build.exitCode).toBe(0);
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.entries(item).flatMap(([key, op]) => (['get', 'put', 'post', 'patch', 'delete'].includes(key) ? [op.operationId!] : [])),
    );
    expect(ids).toHaveLength(242);
    const missing = ids.filter((id) => !html.includes(`id="operation/${id}"`));
    expect(missing).toEqual([]);
  });

  describeLargeReferenceInChromium(() => ({ root, built: build.exitCode === 0 }));
});
