// localStorage that never breaks the site: if storage is unavailable (private mode, blocked cookies,
// a throwing polyfill) a warning is logged once and every call does nothing. Keys have no suffix.
let warned = false;

function storage(): Storage | undefined {
  try {
    const s = window.localStorage;
    // Touch it: some browsers expose the object but throw on use.
    s.getItem('__hubgen_probe__');
    return s;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn('[hubgen] Browser storage is unavailable; preferences will not be remembered.', error);
    }
    return undefined;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    const s = storage();
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // Quota or policy errors: the preference simply is not kept.
  }
}
