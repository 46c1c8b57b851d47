// A choice shared by every component that shows the same kind of tabs (e.g. the sample language)
// and remembered across visits in local storage. Server render and hydration use the default;
// the stored value applies after mount, so hydration never mismatches.
import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from './storage.ts';

const EVENT = 'hubgen:choice';

export function useSyncedChoice(key: string, fallback: string): [string, (value: string) => void] {
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    const stored = readStorage(key);
    if (stored) setValue(stored);
    const onChange = (e: Event) => {
      const detail = (e as CustomEvent<{ key: string; value: string }>).detail;
      if (detail.key === key) setValue(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
  }, [key]);
  const choose = useCallback(
    (next: string) => {
      writeStorage(key, next);
      window.dispatchEvent(new CustomEvent(EVENT, { detail: { key, value: next } }));
    },
    [key],
  );
  return [value, choose];
}
