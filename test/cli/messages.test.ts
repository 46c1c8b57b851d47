// The messages the README documents, pinned: each produced by the real binary on a small site (the
// bad-input base, test/fixtures/bad/_base, with one mistake) and compared whole with its snapshot
// (test/cli/__snapshots__/messages.test.ts.snap), so a change to what an author reads shows up as a
// diff to review. The site's folder, process ids and times are replaced by placeholders: the
// snapshots hold only what is the same on every machine.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, hubgen, tempDir } from '../helpers/cli.ts';

const BAD = path.join(FIXTURES, 'bad');

interface Site {
  dir: string;
  site: string;
}

/** The base site with the bad-input case `overlay` (test/fixtures/bad/<overlay>) laid over it, if any. */
async function baseSite(overlay?: string): Promise<Site> {
  const dir = await tempDir('hubgen-messages-');
  const site = path.join(dir, 'site');
  await fs.cp(path.join(BAD, '_base'), site, { recursive: true });
  if (overlay) await fs.cp(path.join(BAD, overlay), site, { recursive: true, force: true });
  return { dir, site };
}

/** Replaces `from` by `to` in the site's `file`; the text must be there (else the case tests nothing). */
async function edit(site: string, file: string, from: string, to: string): Promise<void> {
  const full = path.join(site, file);
  const text = await fs.readFile(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not hold ${JSON.stringify(from)}`);
  await fs.writeFile(full, text.replace(from, to));
}

/** What the command printed and its exit code, with what differs between machines and runs replaced. */
async function run(args: string[], { dir }: Site): Promise<string> {
  const result = await hubgen(args, { cwd: dir });
  const normalise = (text: string) =>
    text
      .replaceAll(dir, '<dir>')
      .replace(/\b(process) \d+\b/g, '$1 <pid>')
      .replace(/\b\d+(\.\d+)? (ms|s)\b/g, '<time>');
  return [`exit code: ${result.exitCode}`, '--- stdout', normalise(String(result.stdout)), '--- stderr', normalise(String(result.stderr))].join('\n');
}

const check = (s: Site) => run(['check', '--root', 'site'], s);
const build = (s: Site) => run(['build', '--root', 'site'], s);

describe('the command line', () => {
  it('an unknown command: what was typed, the nearest command, and where usage is', async () => {
    expect(await run(['biuld'], await baseSite())).toMatchSnapshot();
  });

  it('an unknown option', async () => {
    expect(await run(['build', '--sourcemaps'], await baseSite())).toMatchSnapshot();
  });

  it('an option value out of range', async () => {
    expect(await run(['serve', '--port', '70000'], await baseSite())).toMatchSnapshot();
  });
});

describe('config errors: file:line:column, the key path, and a hint where one helps', () => {
  it('a value of the wrong kind (the README example)', async () => {
    const s = await baseSite();
    await edit(s.site, 'site.config.ts', "{ label: 'API', to: '/api-reference/', position: 'left' }", "{ label: 'API', to: '/api-reference/', position: 'middle' }");
    expect(await check(s)).toMatchSnapshot();
  });

  it.each(['config-unknown-key', 'config-navbar-type', 'config-syntax-error', 'config-unknown-doc-id'])('%s', async (overlay) => {
    expect(await check(await baseSite(overlay))).toMatchSnapshot();
  });

  it('an unknown lint rule lists the known ones', async () => {
    const s = await baseSite();
    await edit(s.site, 'site.config.ts', "route: '/api-reference/' }", "route: '/api-reference/', lint: { 'operation-sumary': 'error' } }");
    expect(await check(s)).toMatchSnapshot();
  });
});

describe('content errors', () => {
  it('broken links, each where it is written, with the page meant', async () => {
    expect(await build(await baseSite('links-broken'))).toMatchSnapshot();
  });

  it('an MDX syntax error', async () => {
    expect(await check(await baseSite('mdx-syntax-error'))).toMatchSnapshot();
  });
});

describe('OpenAPI errors and warnings', () => {
  it('a schema keyword of the wrong value, at its line', async () => {
    const s = await baseSite();
    await edit(s.site, 'openapi/api.yaml', 'name:\n          type: string', 'name:\n          type: text');
    expect(await check(s)).toMatchSnapshot();
  });

  it.each(['openapi-invalid', 'ref-missing-target'])('%s', async (overlay) => {
    expect(await check(await baseSite(overlay))).toMatchSnapshot();
  });

  it('a lint rule set to warn: the warning, its rule, and how to hide or enforce it', async () => {
    const s = await baseSite();
    await edit(s.site, 'openapi/api.yaml', '      summary: List items\n', '');
    await edit(s.site, 'site.config.ts', "route: '/api-reference/' }", "route: '/api-reference/', lint: { 'operation-summary': 'warn' } }");
    expect(await check(s)).toMatchSnapshot();
  });
});

describe('the output folder', () => {
  it('another build writing it: who, and what to do', async () => {
    const s = await baseSite();
    // This test's process stands in for the other build: it is running, so the lock is not stale.
    await fs.writeFile(path.join(s.site, 'build.lock'), String(process.pid));
    expect(await build(s)).toMatchSnapshot();
  });
});
