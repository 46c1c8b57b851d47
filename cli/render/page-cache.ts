// Rendered pages of earlier builds in .hubgen/pages/, each under a key made of everything its HTML
// is made from: the server bundle (theme and page modules), the route's data, the assets it loads
// and the config the document head reads. A rebuild renders only pages whose key is new and takes
// the others' HTML (hard-linked) and digests from here. Used by `hubgen build` and by watch mode
// (its own folder); the entries read or written are also kept in memory, so a watch save does not
// read back the entry of every page of the site.
import fs from 'node:fs/promises';
import { copyFileSync, linkSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { RouteProps } from '../../templates/types.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';
import { linkOrCopy } from '../write/write-files.ts';
import { reviveDigest, serializeDigest, type PageDigest } from './page-digest.ts';

interface Entry {
  /** The route's props as rendered (a React page's title comes from its module). */
  props: RouteProps;
  digest: ReturnType<typeof serializeDigest>;
}

export interface PageCache {
  keyOf(inputs: unknown): string;
  /** The entry of `key` if this process holds it in memory (no file is read or placed). */
  peek(key: string): { props: RouteProps; digest: PageDigest } | undefined;
  /** Puts the cached page of `key` at `target`; undefined when there is none. */
  restore(key: string, target: string): Promise<{ props: RouteProps; digest: PageDigest } | undefined>;
  /** Keeps a freshly rendered page and puts it at `target`. */
  store(key: string, target: string, page: { html: string; props: RouteProps; digest: PageDigest }): Promise<void>;
  /** Holds in memory the entry of a page another thread stored (a render worker's). */
  remember(key: string, page: { props: RouteProps; digest: PageDigest }): void;
  /** Forgets every page but these (the site's current pages). */
  keepOnly(keys: Set<string>): Promise<void>;
}

/**
 * Entries by cache folder, then by key, as last written or read by this process, digests revived.
 * (By key, not by file path: watch mode looks up every page of the site on each save.)
 */
const rememberedIn = new Map<string, Map<string, { props: RouteProps; digest: PageDigest }>>();

/**
 * Each cache folder's files, as this process first listed them and has written or removed since:
 * watch mode forgets stale pages after every save, and listing a large site's thousands of entries
 * each time cost more than the rest of the save's page work. (A file another process writes is not
 * known here; it is never removed by this one, and no entry is read from this list.)
 */
const listings = new Map<string, Set<string>>();

/** `remember: false`: entries written are not kept in memory (a render worker's: see render-pages.ts). */
export function pageCache(dir: string, { remember = true }: { remember?: boolean } = {}): PageCache {
  let remembered = rememberedIn.get(dir);
  if (!remembered) rememberedIn.set(dir, (remembered = new Map()));
  const htmlOf = (key: string) => path.join(dir, `${key}.html`);
  const entryOf = (key: string) => path.join(dir, `${key}.json`);
  const made = new Map<string, Promise<unknown>>();
  const mkdir = (folder: string) => {
    if (!made.has(folder)) made.set(folder, fs.mkdir(folder, { recursive: true }));
    return made.get(folder);
  };
  // A restore's reads, folder and link are synchronous: a warm build restores every page at once,
  // and each of those calls through the thread pool cost several times a direct one (render stage
  // of a warm 1,000-page build: 160-170 ms -> see the commit).
  const madeSync = new Set<string>();
  const put = (key: string, target: string) => {
    const folder = path.dirname(target);
    if (!madeSync.has(folder)) mkdirSync(folder, { recursive: true });
    madeSync.add(folder);
    try {
      linkSync(htmlOf(key), target);
    } catch {
      copyFileSync(htmlOf(key), target);
    }
  };
  return {
    keyOf: (inputs) => createHash('sha1').update(JSON.stringify(inputs)).digest('hex'),
    peek: (key) => remembered.get(key),
    async restore(key, target) {
      let page = remembered.get(key);
      try {
        if (!page) {
          const entry = JSON.parse(readFileSync(entryOf(key), 'utf8')) as Entry;
          page = { props: entry.props, digest: reviveDigest(entry.digest) };
        }
        put(key, target);
      } catch {
        remembered.delete(key);
        return undefined;
      }
      remembered.set(key, page);
      return page;
    },
    async store(key, target, { html, props, digest }) {
      // The page is written once, where it belongs, and linked into the cache (renamed into place,
      // so a concurrent build never links half of one); its entry last: an entry is only ever read
      // beside a complete page.
      await mkdir(path.dirname(target));
      await writeFileAtomic(target, html);
      await mkdir(dir);
      const temp = `${htmlOf(key)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await linkOrCopy(target, temp);
      await fs.rename(temp, htmlOf(key));
      await writeFileAtomic(entryOf(key), JSON.stringify({ props, digest: serializeDigest(digest) } satisfies Entry));
      if (remember) remembered.set(key, { props, digest });
      listings.get(dir)?.add(`${key}.html`).add(`${key}.json`);
    },
    remember(key, page) {
      remembered.set(key, page);
      listings.get(dir)?.add(`${key}.html`).add(`${key}.json`);
    },
    async keepOnly(keys) {
      let files = listings.get(dir);
      if (!files) listings.set(dir, (files = new Set(await fs.readdir(dir).catch(() => [] as string[]))));
      const stale = [...files].filter((file) => !keys.has(file.slice(0, file.indexOf('.'))));
      for (let i = 0; i < stale.length; i += 64) await Promise.all(stale.slice(i, i + 64).map((file) => fs.rm(path.join(dir, file), { force: true })));
      for (const file of stale) {
        files.delete(file);
        remembered.delete(file.slice(0, file.indexOf('.')));
      }
    },
  };
}
