// Rendered pages of earlier builds in .hubgen/pages/, each under a key made of everything its HTML
// is made from: the server bundle (theme and page modules), the route's data, the assets it loads
// and the config the document head reads. A rebuild renders only pages whose key is new and takes
// the others' HTML (hard-linked) and digests from here. Used by `hubgen build` and by watch mode
// (its own folder); the entries read or written are also kept in memory, so a watch save does not
// read back the entry of every page of the site.
//
// A page's HTML is `<key>.html` (a hard link to the output's file, written by whichever thread
// rendered it). Its entry (props and digest) goes, with those of every page the same run rendered,
// into one entries file, `entries-….ndjson`, a `key<TAB>json` line each, written by the main
// thread once the run is done: creating a file costs this machine's file system 0.3-0.9 ms, and a
// file per entry was a thousand more of them in a cold build of 1,000 pages. The entries file is
// written after the pages' HTML, so a page whose entry is there has its HTML too.
import fs from 'node:fs/promises';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { RouteProps } from '../../templates/types.ts';
import { writeFileAtomic } from '../support/write-file-atomic.ts';
import { linkOrCopy } from '../output/write-files.ts';
import { reviveDigest, serializeDigest, type PageDigest } from './page-digest.ts';

interface Entry {
  /** The route's props as rendered (a React page's title comes from its module). */
  props: RouteProps;
  digest: ReturnType<typeof serializeDigest>;
}

type Page = { props: RouteProps; digest: PageDigest };

export interface PageCache {
  keyOf(inputs: unknown): string;
  /** The entry of `key` if this process holds it in memory (no file is read or placed). */
  peek(key: string): Page | undefined;
  /** Puts the cached page of `key` at `target`; undefined when there is none. */
  restore(key: string, target: string): Promise<Page | undefined>;
  /** Writes a freshly rendered page's HTML at `target` and keeps it (on any thread). */
  storeHtml(key: string, target: string, html: string): Promise<void>;
  /** Keeps the entry of a page whose HTML is stored: in memory, and in the file the next `flush` writes. */
  keep(key: string, page: Page): void;
  /** Writes the entries kept since the last flush into one entries file. */
  flush(): Promise<void>;
  /** Forgets every page but these (the site's current pages). */
  keepOnly(keys: Set<string>): Promise<void>;
}

/**
 * What page caches of a folder hold in memory of it, for as long as its owner keeps it: a pipeline,
 * for all of its runs (a watch session looks up every page of the site on each save), each run
 * making a PageCache of its own with it.
 */
export interface PageCacheMemory {
  dir: string;
  /** Entries by key, as last written or read, digests revived. (By key, not by file path.) */
  remembered: Map<string, Page>;
  /**
   * The folder's HTML files, as first listed and written or removed since: watch mode forgets
   * stale pages after every save, and listing a large site's thousands of entries each time cost
   * more than the rest of the save's page work. (A file another process writes is not known here;
   * it is never removed by this one, and no entry is read from this list.)
   */
  listing?: Set<string>;
  /** The folder's entries files and the keys each holds, once read or written. */
  entryFiles?: Map<string, Set<string>>;
  /** Entries read from files and not yet asked for: their JSON, by key (dropped once parsed). */
  unread?: Map<string, string>;
}

const ENTRIES = /^entries-.*\.ndjson$/;
/** Entries files beyond this are merged (all but the largest) when stale pages are forgotten. */
const MAX_ENTRY_FILES = 8;

export function pageCacheMemory(dir: string): PageCacheMemory {
  return { dir, remembered: new Map() };
}

/**
 * A run's page cache in `dir`; `memory`, what the runs before it left in memory of the folder (none:
 * as a new process finds it). A render worker uses only `storeHtml`: the main thread keeps the
 * entries (render-pages.ts).
 */
export function pageCache(dir: string, memory: PageCacheMemory = pageCacheMemory(dir)): PageCache {
  const { remembered } = memory;
  const htmlOf = (key: string) => path.join(dir, `${key}.html`);
  const mkdir = folderMaker();
  const madeSync = new Set<string>();
  // Serialised when written, not when kept: at 10,000 pages the lines are ~100 MB.
  let pending: [string, Page][] = [];
  return {
    keyOf: (inputs) => createHash('sha1').update(JSON.stringify(inputs)).digest('hex'),
    peek: (key) => remembered.get(key),
    restore: async (key, target) => restoreEntry(memory, key, target, madeSync),
    async storeHtml(key, target, html) {
      await mkdir(path.dirname(target));
      await writeFileAtomic(target, html);
      await mkdir(dir);
      const temp = `${htmlOf(key)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await linkOrCopy(target, temp);
      await fs.rename(temp, htmlOf(key));
      memory.listing?.add(`${key}.html`);
    },
    keep(key, page) {
      remembered.set(key, page);
      pending.push([key, page]);
      memory.listing?.add(`${key}.html`);
    },
    async flush() {
      if (!pending.length) return;
      const entries = pending;
      pending = [];
      await mkdir(dir);
      // Listed (and read) before the new file is there: its entries are in memory already.
      const files = entryFiles(memory);
      const name = entriesFileName();
      await writeLines(path.join(dir, name), entries, ([key, page]) => `${key}\t${JSON.stringify({ props: page.props, digest: serializeDigest(page.digest) } satisfies Entry)}\n`);
      files.set(name, new Set(entries.map(([key]) => key)));
    },
    async keepOnly(keys) {
      const files = (memory.listing ??= new Set(await fs.readdir(dir).catch(() => [] as string[])));
      // Page files: `<key>.html` (and `<key>.json`, an entry as hubgen wrote them before entries files).
      const stale = [...files].filter((file) => !ENTRIES.test(file) && !keys.has(file.slice(0, file.indexOf('.'))));
      for (let i = 0; i < stale.length; i += 64) await Promise.all(stale.slice(i, i + 64).map((file) => fs.rm(path.join(dir, file), { force: true })));
      for (const file of stale) {
        files.delete(file);
        remembered.delete(file.slice(0, file.indexOf('.')));
      }
      await compactEntries(memory, keys);
      // The pages of this run are in memory now: the JSON of the others (slices of whole files) goes.
      memory.unread = undefined;
    },
  };
}

/** Makes a folder (and its parents) once, however many pages are written into it. */
function folderMaker(): (folder: string) => Promise<unknown> {
  const made = new Map<string, Promise<unknown>>();
  return (folder) => {
    if (!made.has(folder)) made.set(folder, fs.mkdir(folder, { recursive: true }));
    return made.get(folder)!;
  };
}

/** Puts the cached page of `key` at `target` (hard-linked), its entry from memory or from file; undefined when there is none. */
function restoreEntry(memory: PageCacheMemory, key: string, target: string, madeSync: Set<string>): Page | undefined {
  const { remembered, dir } = memory;
  let page = remembered.get(key);
  try {
    if (!page) {
      const json = entryJson(memory, key);
      if (json === undefined) return undefined;
      const entry = JSON.parse(json) as Entry;
      page = { props: entry.props, digest: reviveDigest(entry.digest) };
    }
    const html = path.join(dir, `${key}.html`);
    const folder = path.dirname(target);
    if (!madeSync.has(folder)) mkdirSync(folder, { recursive: true });
    madeSync.add(folder);
    try {
      linkSync(html, target);
    } catch {
      copyFileSync(html, target);
    }
  } catch {
    remembered.delete(key);
    return undefined;
  }
  remembered.set(key, page);
  return page;
}

/** The entries files of a folder and the keys each holds, listed (and read) on first use. */
function entryFiles(memory: PageCacheMemory): Map<string, Set<string>> {
  if (!memory.entryFiles) {
    const files = (memory.entryFiles = new Map());
    const unread = (memory.unread = new Map<string, string>());
    let names: string[] = [];
    try {
      names = readdirSync(memory.dir).filter((name) => ENTRIES.test(name)).sort();
    } catch {
      // no folder yet: no entries
    }
    for (const name of names) files.set(name, readEntries(path.join(memory.dir, name), unread));
  }
  return memory.entryFiles;
}

/**
 * The JSON of `key`'s entry on file, taken from what was read and not yet asked for. Once a run has
 * dropped that (keepOnly), only a file that holds the key is read again: a watch save asks for the
 * new key of each page it changed, which no file holds, and must not read them all for it.
 */
function entryJson(memory: PageCacheMemory, key: string): string | undefined {
  const files = entryFiles(memory);
  const unread = (memory.unread ??= new Map());
  if (!unread.has(key)) {
    const name = [...files.keys()].reverse().find((name) => files.get(name)!.has(key));
    if (name) readEntries(path.join(memory.dir, name), unread);
  }
  const json = unread.get(key);
  unread.delete(key);
  return json;
}

/** The keys of an entries file, its entries' JSON added to `into` (later files win a key both hold). */
function readEntries(file: string, into: Map<string, string>): Set<string> {
  const keys = new Set<string>();
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return keys;
  }
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const key = line.slice(0, tab);
    keys.add(key);
    into.set(key, line.slice(tab + 1));
  }
  return keys;
}

/**
 * Entries files with no current page are removed. Beyond MAX_ENTRY_FILES (a watch session writes
 * one a save), all but the largest are merged into one holding only their current pages.
 */
async function compactEntries(memory: PageCacheMemory, keys: Set<string>): Promise<void> {
  const { dir } = memory;
  const files = entryFiles(memory);
  const remove = async (name: string) => {
    await fs.rm(path.join(dir, name), { force: true });
    files.delete(name);
  };
  for (const [name, held] of files) if (![...held].some((key) => keys.has(key))) await remove(name);
  if (files.size <= MAX_ENTRY_FILES) return;
  const [largest] = [...files].sort((a, b) => b[1].size - a[1].size)[0];
  const merged = new Map<string, string>();
  for (const name of [...files.keys()].filter((name) => name !== largest).sort()) {
    const entries = new Map<string, string>();
    readEntries(path.join(dir, name), entries);
    for (const [key, json] of entries) if (keys.has(key)) merged.set(key, json);
  }
  const name = entriesFileName();
  await writeLines(path.join(dir, name), [...merged], ([key, json]) => `${key}\t${json}\n`);
  for (const old of [...files.keys()].filter((old) => old !== largest)) await remove(old);
  files.set(name, new Set(merged.keys()));
}

/** Named by time first, so that a listing's order is the order they were written in. */
function entriesFileName(): string {
  return `entries-${Date.now().toString(36)}-${process.pid}-${randomBytes(4).toString('hex')}.ndjson`;
}

/** Writes `items` a line each, a few hundred at a time, into a temporary file renamed into place when complete. */
async function writeLines<T>(file: string, items: T[], line: (item: T) => string): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temp, 'w');
  try {
    for (let i = 0; i < items.length; i += 256) await handle.write(items.slice(i, i + 256).map(line).join(''));
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
}
