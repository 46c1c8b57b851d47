// The reader's preferred docs version, kept in local storage per docs plugin id and cleared when
// the stored version is no longer one this site has (e.g. after a version was removed).
import { useCallback, useEffect, useState } from 'react';
import site from 'hubgen:site-data';
import { readStorage, writeStorage } from './storage.ts';

export const DOCS_PLUGIN_ID = 'default';
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`;

export function usePreferredVersion(): [string | undefined, (name: string) => void] {
  const [preferred, setPreferred] = useState<string>();
  useEffect(() => {
    const stored = readStorage(PREFERRED_VERSION_KEY);
    if (stored && !site.docsVersions.some((v) => v.name === stored)) writeStorage(PREFERRED_VERSION_KEY, null);
    else if (stored) setPreferred(stored);
  }, []);
  const save = useCallback((name: string) => {
    writeStorage(PREFERRED_VERSION_KEY, name);
    setPreferred(name);
  }, []);
  return [preferred, save];
}
