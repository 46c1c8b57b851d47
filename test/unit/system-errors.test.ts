// Machine failures a user can fix become one located problem with a hint (exit 1); the rest stay
// hubgen's own failures. Through the binary, on a real full disk and a folder it may not write:
// test/cli/machine-failures.test.ts.
import { describe, expect, it } from 'vitest';
import { systemProblem } from '../../cli/support/system-errors.ts';

function systemError(code: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(`${code}: failed`), { code, ...fields });
}

describe('systemProblem', () => {
  it('names a full disk and what to delete', () => {
    const problem = systemProblem(systemError('ENOSPC', { syscall: 'write', path: '/srv/site/build/docs/intro.html' }));
    expect(problem).toEqual({
      file: '/srv/site/build/docs/intro.html',
      message: 'no space left on the disk (writing /srv/site/build/docs/intro.html)',
      hint: 'Free some space (the .hubgen/ cache folder can be deleted safely), or build onto another disk with --out <folder>.',
    });
  });

  it('names the destination of a copy that filled the disk, not its source', () => {
    const problem = systemProblem(systemError('ENOSPC', { syscall: 'copyfile', path: '/srv/site/.hubgen/bundle/client.js', dest: '/mnt/small/build.tmp-1/assets/client.js' }));
    expect(problem).toMatchObject({ file: '/mnt/small/build.tmp-1/assets/client.js', message: 'no space left on the disk (writing /mnt/small/build.tmp-1/assets/client.js)' });
    expect(systemProblem(systemError('EROFS', { syscall: 'copyfile', path: '/srv/a', dest: '/ro/b' }))?.message).toBe('/ro/b is on a read-only file system');
  });

  it('tells a privileged port from a folder it may not write', () => {
    expect(systemProblem(systemError('EACCES', { syscall: 'listen', address: '0.0.0.0', port: 80 }))?.message).toBe('no permission to listen on port 80');
    expect(systemProblem(systemError('EACCES', { syscall: 'mkdir', path: '/srv/out' }))?.message).toBe('no permission to write /srv/out');
  });

  it('leaves everything else to hubgen (exit 2)', () => {
    expect(systemProblem(new TypeError('x is undefined'))).toBeUndefined();
    expect(systemProblem(systemError('ENOENT', { syscall: 'open', path: '/nope' }))).toBeUndefined();
    expect(systemProblem(undefined)).toBeUndefined();
  });
});
