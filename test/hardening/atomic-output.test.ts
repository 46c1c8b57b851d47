// A build that dies or fails never damages the previous output: killed with SIGKILL while it
// renders, failing on its last stages, or killed between the two renames that swap the new output
// in, the folder a host serves still holds the previous site, byte for byte. Builds of one site
// running at once (a CI job beside an author's build) share its cache without tripping on it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, hubgen, snapshotDir } from '../helpers/cli.ts';
import { commitHookEnv } from '../helpers/commit-hooks.ts';
import { buildBase, prepareCase, type CaseSite } from './case-site.ts';

// Rendering this page takes two seconds of server time: a window to kill the build in.
const SLOW_PAGE = `export const meta = { title: 'Slow', description: 'Slow to render.' };
export default function Slow() {
  const until = Date.now() + 2000;
  while (Date.now() < until) {}
  return <h1>Slow</h1>;
}
`;

let previous: string;
beforeAll(async () => {
  previous = await buildBase();
});

async function leftovers(c: CaseSite): Promise<string[]> {
  return (await fs.readdir(path.dirname(c.out))).filter((entry) => entry !== 'build');
}

async function waitForStaging(c: CaseSite, done: () => boolean): Promise<string | undefined> {
  for (;;) {
    const staging = (await leftovers(c)).find((entry) => entry.startsWith('build.tmp-'));
    if (staging || done()) return staging;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('atomic output', () => {
  it('a build killed with SIGKILL while it renders leaves the previous output intact', async () => {
    const c = await prepareCase('_base', previous);
    const before = await snapshotDir(c.out);
    await fs.writeFile(path.join(c.site, 'content/pages/slow.tsx'), SLOW_PAGE);
    const child = execa(process.execPath, [BIN, 'build', '--root', c.site, '--out', c.out], { reject: false, env: { NO_COLOR: '1' } });
    let exited = false;
    void child.finally(() => (exited = true));
    const staging = await waitForStaging(c, () => exited);
    expect(staging, 'the build never created its staging folder').toBeDefined();
    // The bundle is written into the staging folder before rendering starts: wait for it.
    while (!exited && (await fs.readdir(path.join(path.dirname(c.out), staging!)).catch(() => [])).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    child.kill('SIGKILL');
    const result = await child;
    expect(result.signal, 'the build finished before it could be killed').toBe('SIGKILL');
    expect(await snapshotDir(c.out)).toEqual(before);

    // The next build clears what the killed one left and swaps its own output in.
    const next = await hubgen(['build', '--root', c.site, '--out', c.out]);
    expect(next.exitCode, String(next.stderr)).toBe(0);
    expect(await leftovers(c)).toEqual([]);
    expect(await fs.readFile(path.join(c.out, 'slow.html'), 'utf8')).toContain('<h1>Slow</h1>');
  });

  it.each([
    ['a page that throws while rendering', 'content/pages/zz-last.tsx', "export default function Last(): never { throw new Error('the last page failed'); }\n", 'rendering /zz-last failed: the last page failed'],
    ['a broken link, found by the last stage', 'content/docs/zz-last.mdx', '---\ntitle: Last\n---\n\n[nowhere](/docs/nowhere)\n', 'broken link to /docs/nowhere'],
  ])('a build failing on %s leaves the previous output intact and no staging folder', async (_what, file, text, message) => {
    const c = await prepareCase('_base', previous);
    const before = await snapshotDir(c.out);
    await fs.writeFile(path.join(c.site, file), text);
    const result = await hubgen(['build', '--root', c.site, '--out', c.out]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(message);
    expect(await snapshotDir(c.out)).toEqual(before);
    expect(await leftovers(c)).toEqual([]);
  });

  it('a build killed between the two renames of its commit loses nothing: the next build puts the previous output back', async () => {
    const c = await prepareCase('_base', previous);
    const before = await snapshotDir(c.out);
    await fs.writeFile(path.join(c.site, 'content/docs/zz-new.mdx'), '---\ntitle: New\n---\n\nOnly in the new build.\n');
    // The build pauses after "rename build → build.old-*", before "rename build.tmp-* → build", and
    // says so with a marker file (the 'pause' commit hook the test preloads, helpers/commit-hooks.mjs):
    // it is killed right there.
    const marker = path.join(c.dir, 'paused');
    const child = execa(process.execPath, [BIN, 'build', '--root', c.site, '--out', c.out], {
      reject: false,
      env: { NO_COLOR: '1', ...commitHookEnv('pause', marker) },
    });
    let exited = false;
    void child.finally(() => (exited = true));
    while (!exited && !(await fs.access(marker).then(() => true, () => false))) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    const killed = await child;
    expect(killed.signal, `the build ended before its commit:\n${killed.stderr}`).toBe('SIGKILL');

    // Nothing lost and nothing mixed: the previous output whole under build.old-*, the new one
    // whole in its staging folder, and no build/ holding parts of either.
    const left = await leftovers(c);
    expect(left.filter((e) => e !== 'build.lock').map((e) => e.replace(/-[0-9a-f]{8}$/, ''))).toEqual(['build.old', 'build.tmp']);
    expect(await fs.access(c.out).then(() => true, () => false)).toBe(false);
    expect(await snapshotDir(path.join(path.dirname(c.out), left.find((e) => e.startsWith('build.old-'))!))).toEqual(before);
    const staged = path.join(path.dirname(c.out), left.find((e) => e.startsWith('build.tmp-'))!);
    expect(await fs.readFile(path.join(staged, 'docs/zz-new.html'), 'utf8')).toContain('Only in the new build.');

    // The next build, even one that fails, puts the previous output back, byte for byte.
    await fs.writeFile(path.join(c.site, 'content/docs/zz-broken.mdx'), '[nowhere](/docs/nowhere)\n');
    const failed = await hubgen(['build', '--root', c.site, '--out', c.out]);
    expect(failed.exitCode).toBe(1);
    expect(await snapshotDir(c.out)).toEqual(before);
    expect(await leftovers(c)).toEqual([]);
  });

  it('builds of one site running at once, cold and then warm, each write the whole site', async () => {
    const c = await prepareCase('_base', previous);
    const outs = [1, 2, 3].map((n) => path.join(c.dir, `out-${n}`, 'build'));
    for (const round of ['cold', 'warm']) {
      const results = await Promise.all(outs.map((out) => hubgen(['build', '--root', c.site, '--out', out])));
      for (const result of results) expect(result.exitCode, `${round}:\n${result.stderr}`).toBe(0);
      const [first, ...others] = await Promise.all(outs.map((out) => snapshotDir(out)));
      expect([...first.keys()]).toContain('docs/intro.html');
      for (const other of others) expect(other, round).toEqual(first);
    }
  });
});
