// Watch mode: a save made while a large start's index state is still being built (warmSearchMemos:
// ~8 s at 10,000 pages) keeps the index the output holds, carried over whole, and says when the
// state is ready, for a run to index again. A short warming is waited for, as before.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchMemo, createSearchSession, pauseWarmingFor, warmSearchMemos } from '../../../cli/search/build-search-index.ts';
import { docPage } from './fake-pages.ts';

const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'hubgen-keep-'));
const pages = [docPage('/docs/a', 'Alpha', '<p>alpha text</p>'), docPage('/docs/b', 'Beta', '<p>beta words</p>')];
const edited = [docPage('/docs/a', 'Alpha', '<p>alpha text kiwikept</p>'), pages[1]];

/** A committed output as output/dev-output.ts keeps it: each URL's tag; `reuse` carries a file made from the same tag. */
function committedOutput() {
  const tags = new Map<string, string>();
  const carried: string[] = [];
  return {
    tags,
    carried,
    reuse: (url: string, tag: string) => {
      if (tags.get(url) === tag) {
        carried.push(url);
        return true;
      }
      tags.set(url, tag);
      return false;
    },
  };
}

describe('a save while the index state is warmed', () => {
  it('keeps the served index whole when the warming is long, and says when to index again', async () => {
    const memo = createSearchMemo();
    const output = committedOutput();
    const first = await buildSearchIndex({ pages, outDir: await tempDir(), memo, reuse: output.reuse });
    expect(first.behind).toBeUndefined();
    const served = [...output.tags.keys()];
    expect(served.length).toBeGreaterThan(1);

    let finish = () => {};
    memo.warming = new Promise<void>((resolve) => (finish = resolve));
    memo.warmingLong = true;
    const outDir = await tempDir();
    const kept = await buildSearchIndex({ pages: edited, outDir, memo, reuse: output.reuse });
    expect(kept.behind).toBeInstanceOf(Promise);
    expect(output.carried.sort()).toEqual(served.sort());
    expect(await fs.readdir(outDir)).toEqual([]); // nothing written: the output keeps its index

    let ready = false;
    void kept.behind!.then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    finish();
    memo.warming = undefined; // as warmSearchMemos does once it is done
    await kept.behind;
    const next = await buildSearchIndex({ pages: edited, outDir: await tempDir(), memo, reuse: output.reuse });
    expect(next.behind).toBeUndefined();
    expect(next.documents).toBe(first.documents);
  });

  it('a save that waits for a short warming lets it go on, though the warming pauses for saves', async () => {
    // The start's index from the cache: its state is warmed in the background, in slices of 250
    // documents, pausing between them while a save is rebuilt.
    const many = Array.from({ length: 600 }, (_, i) => docPage(`/docs/p${i}`, `Page ${i}`, `<p>word${i} text</p>`));
    const cacheDir = await tempDir();
    await buildSearchIndex({ pages: many, outDir: await tempDir(), cacheDir, memo: createSearchMemo() });
    const session = createSearchSession();
    const memo = createSearchMemo(session);
    session.memos.set('search', memo);
    const output = committedOutput();
    await buildSearchIndex({ pages: many, outDir: await tempDir(), cacheDir, memo, reuse: output.reuse });
    expect(memo.unwarmed).toBeDefined();
    warmSearchMemos(session);
    expect(memo.warming).toBeDefined();
    const summary = await pauseWarmingFor(session, buildSearchIndex({ pages: [...edited, ...many.slice(2)], outDir: await tempDir(), memo, reuse: output.reuse }));
    expect(summary.behind).toBeUndefined();
    expect(summary.documents).toBeGreaterThan(0);
  });

  it('waits for a short warming, and then indexes the save', async () => {
    const memo = createSearchMemo();
    const output = committedOutput();
    await buildSearchIndex({ pages, outDir: await tempDir(), memo, reuse: output.reuse });
    let finish = () => {};
    memo.warming = new Promise<void>((resolve) => (finish = resolve));
    memo.warmingLong = false;
    let done = false;
    const saving = buildSearchIndex({ pages: edited, outDir: await tempDir(), memo, reuse: output.reuse }).then((summary) => ((done = true), summary));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    finish();
    const summary = await saving;
    expect(summary.behind).toBeUndefined();
    expect(summary.documents).toBeGreaterThan(0);
  });
});
