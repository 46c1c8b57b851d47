// Generated samples that are true, through the real binary: on a document whose operations take a
// bearer token, an OAuth2 token, an API key in a query parameter, a header or a cookie, or nothing,
// with JSON and form bodies, every sample in each of the nine languages reaches the mock (which
// holds each request to its operation's scheme) and succeeds; a language whose runtime is missing
// is counted as not run, with what to install; a call without the credentials fails. The
// built reference shows the samples and a response example made from the schema where the document
// has none.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { copyFixture, hubgen, tempDir } from '../helpers/cli.ts';
import { buildAndServe, type BuiltSite } from '../helpers/build-site.ts';
import { collectErrors, launchBrowser } from '../helpers/browser.ts';

describe('samples for every kind of security and body', () => {
  it('all run against the mock and succeed, in every language, except the browser sample that sends a cookie it cannot hold', async () => {
    const site = await copyFixture('samples-auth');
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site, timeout: 400_000 });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    // 6 operations × the 9 languages (curl, Python, JavaScript, Node.js, Go, Java, C#, PHP, Ruby:
    // install-test-deps installs each runtime), less deleteNote's JavaScript one.
    expect(result.stdout).toContain('samples: 53 run against the mock API (53 on the Notes API reference (/api-reference/))');
    expect(result.stdout).toContain('samples: every request matched its operation, validated and succeeded; answered 36× 200, 9× 201, 8× 204');
    expect(result.stdout).not.toContain('cannot run');
    expect(result.stdout).toContain('samples: 1 not run, sending the cookie a browser holds (JavaScript on /api-reference/ (deleteNote))');
  }, 420_000);

  it('counts the samples of each language this machine has no runtime for as not run, with what to install', async () => {
    // A PATH with bash and curl alone (Node.js samples run in hubgen's own Node).
    const bin = await tempDir('hubgen-path-');
    for (const tool of ['bash', 'curl']) await fs.symlink(execFileSync('which', [tool], { encoding: 'utf8' }).trim(), path.join(bin, tool));
    const site = await copyFixture('samples-auth');
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site, env: { PATH: bin } });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('samples: 17 run against the mock API (17 on the Notes API reference (/api-reference/))');
    const notRun = String(result.stdout).split('\n').filter((line) => / samples not run: /.test(line));
    expect(notRun).toEqual([
      'samples: 6 Python samples not run: python3 with requests is not installed here (pip install requests)',
      'samples: 6 PHP samples not run: php with its curl extension is not installed here (Debian: apt-get install php-cli php-curl)',
      'samples: 6 Ruby samples not run: ruby is not installed here (Debian: apt-get install ruby)',
      'samples: 6 Go samples not run: go is not installed here (Debian: apt-get install golang-go)',
      'samples: 6 Java samples not run: a JDK (java and javac) is not installed here (Debian: apt-get install default-jdk-headless)',
      "samples: 6 C# samples not run: Mono's C# compiler with System.Net.Http is not installed here (Debian: apt-get install mono-mcs libmono-system-net-http4.0-cil)",
    ]);
  });

  it('fails a sample that leaves out the credentials its operation requires', async () => {
    const site = await copyFixture('samples-auth');
    const guide = path.join(site, 'content/docs/intro.mdx');
    await fs.appendFile(guide, "\n```bash\ncurl 'https://notes.example.com/v1/notes'\n```\n");
    const result = await hubgen(['check', '--samples', '--root', site], { cwd: site });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(
      "content/docs/intro.mdx:9:1 error bash sample on /docs/intro: GET /v1/notes: answered 401, not a success: the credentials do not meet the operation's security",
    );
  });
});

describe('the built reference of that document', () => {
  let built: BuiltSite;
  let browser: Browser;
  beforeAll(async () => {
    built = await buildAndServe(await copyFixture('samples-auth'));
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await built?.close();
  });

  it("writes each operation's samples with its own credentials and media type into the Markdown twin", async () => {
    const twin = await fs.readFile(path.join(built.out, 'api-reference/tag/notes.md'), 'utf8');
    expect(twin).toContain(
      [
        "curl -X POST 'https://notes.example.com/v1/notes' \\",
        "  -H 'Authorization: Bearer {access_token}' \\",
        "  --data-urlencode 'text=Call the plumber' \\",
        "  --data-urlencode 'tags=home' \\",
        "  --data-urlencode 'tags=urgent'",
      ].join('\n'),
    );
    expect(twin).toContain("curl -X GET 'https://notes.example.com/v1/notes' \\\n  -H 'Authorization: Bearer {token}'");
    expect(twin).toContain("curl -g -X GET 'https://notes.example.com/v1/notes/1?api_key={queryKey}'");
    expect(twin).toContain("curl -X GET 'https://notes.example.com/v1/health'\n");
    // No example in the document: one made from the schema, readOnly id left out of the request.
    expect(twin).toContain(["curl -X PATCH 'https://notes.example.com/v1/notes/1' \\", "  -H 'X-API-Key: {headerKey}' \\", "  -H 'Content-Type: application/json' \\", `  --data '{\n  "text": "string"\n}'`].join('\n'));
    expect(twin).toContain("curl -X DELETE 'https://notes.example.com/v1/notes/1' \\\n  -b 'session={session}'");
  });

  it('shows a response example made from the schema where the document has none', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${built.url}/api-reference/#operation/createNote`);
    const panel = page.locator('[role=tabpanel][aria-label="Response 201"] pre');
    expect(JSON.parse((await panel.textContent()) ?? '')).toEqual({ id: 1, text: 'string', tags: ['string'] });
    expect(errors).toEqual([]);
    await page.close();
  });
});
