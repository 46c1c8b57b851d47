// Samples of real documents (test/fixtures/openapi-corpus, see its NOTICE.md), built through the
// binary with a default config: a bearer-token API's samples send `Authorization: Bearer`, uspto's
// form-urlencoded search sends its form, the museum's basic auth its user:password placeholders.
// Discord's document (bot tokens, bearer OAuth2) is read from ../shared where present.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hubgen, tempDir } from '../helpers/cli.ts';
import { CORPUS, SHARED, exists } from '../helpers/openapi-site.ts';

const DOCUMENTS = { scopes: 'oai31-non-oauth-scopes.yaml', uspto: 'oai-uspto.yaml', museum: 'redocly-museum.yaml' };

/** Builds one site around the documents (default config) and returns each reference's Markdown twins, all tags. */
async function referenceTwins(documents: Record<string, string>, folder: string): Promise<Record<string, string>> {
  const root = await tempDir('hubgen-corpus-samples-');
  await fs.mkdir(path.join(root, 'openapi'));
  for (const file of Object.values(documents)) await fs.copyFile(path.join(folder, file), path.join(root, 'openapi', file));
  // The first reference is the home page: a site needs one.
  const routeOf = (id: string) => (id === Object.keys(documents)[0] ? '/' : `/${id}/`);
  const apis = Object.entries(documents).map(([id, file]) => `{ id: '${id}', spec: 'openapi/${file}', route: '${routeOf(id)}' }`);
  await fs.writeFile(
    path.join(root, 'site.config.ts'),
    `import { defineConfig } from 'hubgen/config';\nexport default defineConfig({ title: 'APIs', url: 'https://docs.example.com', apis: [${apis.join(', ')}] });\n`,
  );
  const out = path.join(await tempDir('hubgen-out-'), 'build');
  const result = await hubgen(['build', '--root', root, '--out', out], { cwd: root });
  expect(result.stderr).not.toMatch(/ error /);
  expect(result.exitCode).toBe(0);
  const twins: Record<string, string> = {};
  for (const id of Object.keys(documents)) {
    const tags = path.join(out, routeOf(id), 'tag');
    const files = (await fs.readdir(tags)).filter((f) => f.endsWith('.md')).sort();
    twins[id] = (await Promise.all(files.map((f) => fs.readFile(path.join(tags, f), 'utf8')))).join('\n');
  }
  return twins;
}

describe('samples of real documents', () => {
  let twins: Record<string, string>;
  beforeAll(async () => {
    twins = await referenceTwins(DOCUMENTS, CORPUS);
  }, 240_000);

  it('send the bearer token an operation requires (OAI non-oauth-scopes)', () => {
    expect(twins.scopes).toContain("curl -g -X GET 'https://{host}/users' \\\n  -H 'Authorization: Bearer {token}'");
    expect(twins.scopes).toContain("    Authorization: 'Bearer {token}',");
  });

  it("send uspto's search as a form, its path parameters at their defaults", () => {
    expect(twins.uspto).toContain("curl -X POST 'https://developer.uspto.gov/ds-api/oa_citations/v1/records' \\\n  --data-urlencode 'criteria=*:*'\n");
    expect(twins.uspto).toContain("  body: new URLSearchParams({\n    criteria: '*:*',\n  }),");
  });

  it("send the museum's HTTP basic credentials as placeholders, and its query parameters' examples", () => {
    expect(twins.museum).toContain(
      "curl -X GET 'https://redocly.com/_mock/docs/openapi/museum-api/museum-hours?startDate=2023-02-23&page=2&limit=15' \\\n  -u '{username}:{password}'",
    );
  });

  it("send Discord's bot token in its Authorization header", { timeout: 300_000 }, async (context) => {
    const discord = path.join(SHARED, 'corpus/openapi/discord.json');
    if (!(await exists(discord))) return context.skip(`skipped: ${discord} is not in this checkout`);
    const { discord: twin } = await referenceTwins({ discord: 'discord.json' }, path.dirname(discord));
    // Its BotToken scheme is an API key in the Authorization header (the placeholder names the scheme);
    // its OAuth2 scheme a bearer token.
    expect(twin).toContain("-H 'Authorization: {BotToken}'");
    expect(twin).toContain("-H 'Authorization: Bearer {access_token}'");
  });
});
