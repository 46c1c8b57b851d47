// The store a build links its repeated files from (output/file-store.ts): an output file is the
// stored file itself (one inode), a later build reuses it, a store entry that has gone is written
// again, and pruning keeps exactly what the last build placed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/cli.ts';
import { fileStore } from '../../../cli/output/file-store.ts';

async function setup() {
  const dir = await tempDir('hubgen-file-store-');
  const store = path.join(dir, 'store');
  const out = path.join(dir, 'out');
  await fs.mkdir(out);
  return { store, out };
}

const inode = async (file: string) => (await fs.stat(file)).ino;

describe('fileStore', () => {
  it('links each placed file from the store, and a later build links the same file', async () => {
    const { store, out } = await setup();
    const first = fileStore(store);
    await first.place('# Intro\n', path.join(out, 'a.md'));
    await first.place('# Intro\n', path.join(out, 'b.md'));
    await first.place(new TextEncoder().encode('bytes'), path.join(out, 'c.bin'));
    expect(await fs.readFile(path.join(out, 'a.md'), 'utf8')).toBe('# Intro\n');
    expect(await fs.readFile(path.join(out, 'c.bin'), 'utf8')).toBe('bytes');
    expect(await inode(path.join(out, 'a.md'))).toBe(await inode(path.join(out, 'b.md')));
    expect(await fs.readdir(store)).toHaveLength(2);

    const next = path.join(out, 'next');
    await fs.mkdir(next);
    await fileStore(store).place('# Intro\n', path.join(next, 'a.md'));
    expect(await inode(path.join(next, 'a.md'))).toBe(await inode(path.join(out, 'a.md')));
  });

  it('writes a stored file again when it has gone', async () => {
    const { store, out } = await setup();
    await fileStore(store).place('kept text', path.join(out, 'first.md'));
    await fs.rm(store, { recursive: true });
    await fileStore(store).place('kept text', path.join(out, 'second.md'));
    expect(await fs.readFile(path.join(out, 'second.md'), 'utf8')).toBe('kept text');
    expect(await fs.readdir(store)).toHaveLength(1);
  });

  it('prunes what the build did not place, and leaves the output whole', async () => {
    const { store, out } = await setup();
    const earlier = fileStore(store);
    await earlier.place('old twin', path.join(out, 'old.md'));
    await earlier.place('same twin', path.join(out, 'same.md'));
    const later = fileStore(store);
    await later.place('same twin', path.join(out, 'same-again.md'));
    await later.place('new twin', path.join(out, 'new.md'));
    await later.prune();
    const stored = await Promise.all((await fs.readdir(store)).map((name) => fs.readFile(path.join(store, name), 'utf8')));
    expect(stored.sort()).toEqual(['new twin', 'same twin']);
    expect(await fs.readFile(path.join(out, 'old.md'), 'utf8')).toBe('old twin');
  });
});
