// Machine failures caused for real, through the binary (test/unit/system-errors.test.ts has the
// messages as units): a full disk (a size-limited tmpfs, mounted as root) and an output folder the
// process may not write (owned by root, hubgen run as nobody; without root, a read-only folder of
// our own). Where the machine does not allow it, the test is skipped with the reason.
import fs from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, FIXTURES, hubgen } from '../helpers/cli.ts';

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await fs.rm(dir, { recursive: true, force: true });
});

/** A copy of a fixture in a folder of its own directly under /tmp (the run's temp folder is root's alone), readable by every user. */
async function openCopy(name: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join('/tmp', `hubgen-machine-${name}-`));
  made.push(dir);
  await fs.chmod(dir, 0o755);
  const site = path.join(dir, 'site');
  await fs.cp(path.join(FIXTURES, name), site, { recursive: true, filter: (src) => !/[/\\](build|\.hubgen)([/\\]|$)/.test(src) });
  return site;
}

describe('a full disk, through the binary', () => {
  it('build and serve: exit 1 naming the file and what to do; the previous output and the disk left as they were', { timeout: 300_000 }, async (context) => {
    if (!isRoot) context.skip('not root: cannot mount a size-limited tmpfs here');
    const site = await openCopy('basic');
    const disk = path.join(path.dirname(site), 'disk');
    await fs.mkdir(disk);
    const mount = await execa('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', disk], { reject: false });
    if (mount.exitCode !== 0) context.skip(`cannot mount a tmpfs here: ${mount.stderr.trim()}`);
    try {
      const out = path.join(disk, 'build');
      const first = await hubgen(['build', '--root', site, '--out', out]);
      expect(first.exitCode, String(first.stderr)).toBe(0);
      const before = await fs.readFile(path.join(out, 'docs/intro.html'), 'utf8');
      // The disk now holds the previous output and 32 kB more: not room for another build.
      const { blocks, bfree, bsize } = await fs.statfs(disk);
      const full = await execa('mount', ['-o', `remount,size=${(blocks - bfree) * bsize + 32 * 1024}`, disk], { reject: false });
      expect(full.exitCode, full.stderr).toBe(0);
      const intro = path.join(site, 'content/docs/intro.mdx');
      await fs.writeFile(intro, (await fs.readFile(intro, 'utf8')) + '\nA line that changes the page.\n');

      for (const command of [['build'], ['serve', '--port', '0']]) {
        const result = await hubgen([...command, '--root', site, '--out', out], { timeout: 120_000 });
        expect(result.exitCode, `${command[0]}: ${result.stderr}`).toBe(1);
        expect(result.stderr, command[0]).toMatch(new RegExp(`error no space left on the disk \\(writing ${disk}/`));
        expect(result.stderr, command[0]).toContain('hint: Free some space (the .hubgen/ cache folder can be deleted safely), or build onto another disk with --out <folder>.');
        expect(result.stderr, command[0]).not.toContain('bug in hubgen');
        expect(result.stderr, command[0]).not.toMatch(/\n\s+at /);
        // Nothing half-written: the previous output as it was, no staging folder or lock left.
        expect(await fs.readFile(path.join(out, 'docs/intro.html'), 'utf8'), command[0]).toBe(before);
        expect(await fs.readdir(disk), command[0]).toEqual(['build']);
      }
    } finally {
      await execa('umount', [disk], { reject: false });
    }
  });
});

describe('an output folder it may not write, through the binary', () => {
  it('build and serve: exit 1 naming the folder, with what to do', { timeout: 300_000 }, async (context) => {
    const site = await openCopy('basic');
    const locked = path.join(site, 'locked');
    await fs.mkdir(locked);
    // Root ignores permission bits: the folder is root's and hubgen runs as nobody (setpriv). Any
    // other user is refused a folder without write permission.
    let run: (args: string[]) => ReturnType<typeof hubgen>;
    if (isRoot) {
      const setpriv = await execa('setpriv', ['--version'], { reject: false });
      if (setpriv.exitCode !== 0) context.skip('root, and no setpriv to run hubgen as another user');
      await execa('chown', ['-R', `${NOBODY}:${NOBODY}`, site]);
      await fs.chown(locked, 0, 0);
      await fs.chmod(locked, 0o755);
      run = (args) =>
        execa('setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', process.execPath, BIN, ...args], {
          env: { NO_COLOR: '1', TMPDIR: site, HOME: site },
          reject: false,
          timeout: 120_000,
        });
    } else {
      await fs.chmod(locked, 0o555);
      run = (args) => hubgen(args, { timeout: 120_000 });
    }
    // The same site builds as that user elsewhere: only the folder is refused.
    const elsewhere = await run(['build', '--root', site]);
    expect(elsewhere.exitCode, String(elsewhere.stderr)).toBe(0);
    for (const command of [['build'], ['serve', '--port', '0']]) {
      const result = await run([...command, '--root', site, '--out', 'locked/build']);
      expect(result.exitCode, `${command[0]}: ${result.stderr}`).toBe(1);
      expect(result.stderr, command[0]).toMatch(/error no permission to write .*locked/);
      expect(result.stderr, command[0]).toContain('hint: Check who owns that folder and its permissions, or build somewhere else with --out <folder>.');
      expect(result.stderr, command[0]).not.toContain('bug in hubgen');
      expect(await fs.readdir(locked), command[0]).toEqual([]);
    }
  });
});
