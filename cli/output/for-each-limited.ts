// File work a bounded number at a time: a 10,000-page site must not open 10,000 files at once
// (EMFILE). Used by every writer of the output and of the caches.

const OPEN_FILES = 64;

/** Runs `work` over the items with at most OPEN_FILES in flight. */
export async function forEachLimited<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_FILES, items.length) }, lane));
}
