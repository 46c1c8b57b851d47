// Where the console keeps the credentials a reader types: in memory for the tab (this module lives
// as long as the page), and in localStorage only when the reader ticks "remember on this device".
import type { Credential } from './build-request.ts';

const inMemory = new Map<string, Record<string, Credential>>();
const storageKey = (apiId: string) => `hubgen.tryIt.credentials.${apiId}`;

export function recalled(apiId: string): { credentials?: Record<string, Credential>; remembered: boolean } {
  const stored = readStored(apiId);
  if (stored) return { credentials: stored, remembered: true };
  return { credentials: inMemory.get(apiId), remembered: false };
}

export function keep(apiId: string, credentials: Record<string, Credential>, remember: boolean): void {
  inMemory.set(apiId, credentials);
  try {
    if (remember) localStorage.setItem(storageKey(apiId), JSON.stringify(credentials));
    else localStorage.removeItem(storageKey(apiId));
  } catch {
    // Storage refused (private mode, quota): memory still holds them for the tab.
  }
}

export function forget(apiId: string): void {
  inMemory.delete(apiId);
  try {
    localStorage.removeItem(storageKey(apiId));
  } catch {
    // Nothing stored.
  }
}

function readStored(apiId: string): Record<string, Credential> | undefined {
  try {
    const text = localStorage.getItem(storageKey(apiId));
    return text ? (JSON.parse(text) as Record<string, Credential>) : undefined;
  } catch {
    return undefined;
  }
}
