// `hubgen check` reports what `hubgen build` would reject in an OpenAPI document without
// rendering: links and anchors in its descriptions too, placed in the file (of a multi-file
// document) and line they are written at. The site here owns its document and sets the link policy
// to 'throw' (unset, these are warnings: see openapi-site-links.test.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hubgen } from '../helpers/cli.ts';
import { openapiSite } from '../helpers/openapi-site.ts';

async function siteWith(files: Record<string, string>): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'hubgen-openapi-links-'));
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await fs.writeFile(path.join(folder, name), text);
  }
  return (await openapiSite({ source: folder, spec: 'api.yaml', siteExtra: "onBrokenLinks: 'throw',\n  onBrokenAnchors: 'throw'," })).root;
}

describe('links in OpenAPI descriptions', () => {
  it('check and build both refuse a missing anchor, check at the line of the file that holds it', async () => {
    const root = await siteWith({
      'api.yaml': `openapi: 3.1.0
info:
  title: Links
  version: '1'
  description: See [listing widgets](#operation/listWidgets) and [the guide](/docs/missing).
paths:
  /widgets:
    $ref: 'paths/widgets.yaml'
`,
      'paths/widgets.yaml': `get:
  operationId: listWidgets
  description: |
    Pages work like [the other list](#operation/listGadgets).
  responses:
    '200': {description: ok}
`,
    });
    const check = await hubgen(['--root', root, 'check'], { cwd: root });
    expect(check.exitCode).toBe(1);
    const errors = String(check.stderr).split('\n').filter((line) => line.includes(' error '));
    expect(errors).toEqual([
      'openapi/api.yaml:5:78 error broken link to /docs/missing: no page has the path /docs/missing',
      'openapi/paths/widgets.yaml:4:38 error broken link to #operation/listGadgets: / has no anchor #operation/listGadgets',
    ]);
    const build = await hubgen(['--root', root, 'build'], { cwd: root });
    expect(build.exitCode).toBe(1);
    expect(build.stderr).toContain('broken link to #operation/listGadgets');
    expect(build.stderr).toContain('broken link to /docs/missing');
  });
});
