// Which commits changed an API document (cli/changelog/git-history.ts), in a repository made here:
// the document's commits through a rename (`git log --follow`), each with the path the document had
// in it, and the commits of a file its $refs name; a clone with --depth says it is cut short.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitHistory } from '../../../cli/changelog/git-history.ts';
import { inWorkTree } from '../../../cli/changelog/git.ts';
import { tempDir } from '../../helpers/cli.ts';
import { commitAll, git } from '../../helpers/changelog-repo.ts';

async function renamedRepo(): Promise<string> {
  const dir = await tempDir('hubgen-history-');
  await fs.writeFile(path.join(dir, 'api.yaml'), 'openapi: 3.1.0\n');
  await commitAll(dir, 'first', '2026-01-01T00:00:00Z');
  await fs.mkdir(path.join(dir, 'openapi'));
  await git(dir, ['mv', 'api.yaml', 'openapi/shop.yaml']);
  await commitAll(dir, 'moved', '2026-02-01T00:00:00Z');
  await fs.writeFile(path.join(dir, 'openapi/schemas.yaml'), 'Order: {}\n');
  await commitAll(dir, 'a schema file', '2026-03-01T00:00:00Z');
  await fs.writeFile(path.join(dir, 'README.md'), 'not the document\n');
  await commitAll(dir, 'unrelated', '2026-04-01T00:00:00Z');
  return dir;
}

describe('gitHistory', () => {
  it("follows the document through its rename, and takes in the commits of the files its $refs name", async () => {
    const dir = await renamedRepo();
    const file = path.join(dir, 'openapi/shop.yaml');
    const alone = await gitHistory({ file, refFiles: [] });
    if (!('history' in alone)) throw new Error(alone.unavailable);
    expect(alone.history.commits.map((c) => [c.path, new Date(c.time * 1000).toISOString().slice(0, 10)])).toEqual([
      ['openapi/shop.yaml', '2026-02-01'],
      ['api.yaml', '2026-01-01'],
    ]);
    expect(alone.history.cutShort).toBe(false);
    const withRefs = await gitHistory({ file, refFiles: [file, path.join(dir, 'openapi/schemas.yaml')] });
    if (!('history' in withRefs)) throw new Error(withRefs.unavailable);
    expect(withRefs.history.commits.map((c) => [c.path, new Date(c.time * 1000).toISOString().slice(0, 10)])).toEqual([
      ['openapi/shop.yaml', '2026-03-01'],
      ['openapi/shop.yaml', '2026-02-01'],
      ['api.yaml', '2026-01-01'],
    ]);
  });

  it('says when a shallow clone holds only part of the history, and when there is no repository', async () => {
    const dir = await renamedRepo();
    const clone = path.join(await tempDir('hubgen-history-clone-'), 'c');
    await git(path.dirname(clone), ['clone', '-q', '--depth', '2', `file://${dir}`, clone]);
    const history = await gitHistory({ file: path.join(clone, 'openapi/shop.yaml'), refFiles: [path.join(clone, 'openapi/schemas.yaml')] });
    if (!('history' in history)) throw new Error(history.unavailable);
    expect(history.history.commits.length).toBe(1);
    expect(history.history.cutShort).toBe(true);
    const outside = await tempDir('hubgen-history-none-');
    await fs.writeFile(path.join(outside, 'api.yaml'), 'openapi: 3.1.0\n');
    expect(await gitHistory({ file: path.join(outside, 'api.yaml'), refFiles: [] })).toEqual({ unavailable: 'the site is not in a git repository' });
    expect(inWorkTree(outside)).toBe(false);
    expect(inWorkTree(path.join(clone, 'openapi'))).toBe(true);
  });
});
