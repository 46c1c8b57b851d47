// The command line's help, pinned: a change to a command, an option or its wording shows up as a
// snapshot diff to review (test/cli/__snapshots__/help.test.ts.snap), not as a silent change to
// what users read. Run from / so the `--root` default does not depend on the machine.
import { describe, expect, it } from 'vitest';
import { hubgen } from '../helpers/cli.ts';

const COMMANDS = ['build', 'check', 'serve', 'init', 'swizzle', 'mock', 'diff'];

describe('hubgen --help', () => {
  it('lists the commands and the global options', async () => {
    const result = await hubgen(['--help'], { cwd: '/' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatchSnapshot();
  });

  it.each(COMMANDS)('%s --help names its arguments and options', async (command) => {
    const result = await hubgen([command, '--help'], { cwd: '/' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatchSnapshot();
  });
});
