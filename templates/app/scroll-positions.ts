// Where the reader was on each history entry, so back, forward and reload return there (as a
// browser does for full page loads; the client router must do it itself). Each entry gets a key in
// history.state; positions are kept in memory as the reader scrolls and in sessionStorage when the
// page is left, so a reload finds them too.
const STORAGE_KEY = 'hubgen.scroll-positions';
/** Entries remembered at most; the oldest are forgotten first. */
const MAX_ENTRIES = 100;

let positions: Map<string, number> | undefined;
/** The entry whose page is on screen: scrolling writes its position. */
let current: string | undefined;

function stored(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
    } catch {
      positions = new Map(); // storage blocked or garbled: positions last as long as the page
    }
  }
  return positions;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The key of the current history entry; the first page of a visit gets one. */
function keyOfEntry(): string {
  const state = window.history.state as { key?: string } | null;
  if (state?.key) return state.key;
  const key = newKey();
  window.history.replaceState({ ...(state ?? {}), key }, '');
  return key;
}

/** Starts tracking: the browser's own restoration is off (it would jump before the route renders). */
export function startScrollTracking(): () => void {
  window.history.scrollRestoration = 'manual';
  current = keyOfEntry();
  const onScroll = () => {
    if (current) remember(current, window.scrollY);
  };
  const persist = () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...stored()]));
    } catch {
      // storage full or blocked: back and forward within this page still work
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', persist);
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', persist);
  };
}

function remember(key: string, y: number): void {
  const map = stored();
  map.delete(key);
  map.set(key, y);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** The state (with a fresh key) of a new entry, for pushState. */
export function newEntryState(): { key: string } {
  return { key: newKey() };
}

/**
 * The reader leaves the current entry (a click, or back/forward, where history.state already
 * names the next entry): its position is taken now, and nothing the swap scrolls changes it.
 */
export function leaveEntry(): void {
  if (current) remember(current, window.scrollY);
  current = undefined;
}

/** The pushed or popped entry's page is on screen: from now on scrolling is its own. */
export function enterEntry(): void {
  current = keyOfEntry();
}

/** Where the reader was on the current entry, if it was seen before. */
export function savedScroll(): number | undefined {
  return stored().get(keyOfEntry());
}
