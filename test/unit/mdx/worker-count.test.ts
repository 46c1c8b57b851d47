// How many worker threads compile a build's MDX (cli/mdx/compile-content.ts): none for a handful of
// files, one for a small site (a second thread's warm-up costs more than it saves), more from a few
// hundred files, never more than the cores or four.
import { describe, expect, it } from 'vitest';
import { workerCount } from '../../../cli/mdx/compile-content.ts';

describe('MDX worker threads', () => {
  it('compiles a handful of files on the main thread', () => {
    expect(workerCount(0, 8)).toBe(0);
    expect(workerCount(7, 8)).toBe(0);
  });

  it('compiles a small site on one worker', () => {
    expect(workerCount(8, 8)).toBe(1);
    expect(workerCount(101, 8)).toBe(1);
    expect(workerCount(150, 8)).toBe(1);
  });

  it('adds a worker per 150 files, up to the cores and four', () => {
    expect(workerCount(151, 8)).toBe(2);
    expect(workerCount(1000, 2)).toBe(2);
    expect(workerCount(1000, 8)).toBe(4);
  });
});
