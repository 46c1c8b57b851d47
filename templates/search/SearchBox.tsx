// The search box of the navbar and of the mobile menu. Every page ships only this: the input,
// server-rendered so hydration matches, and the '/' and Ctrl/Cmd+K shortcuts. The combobox
// (results, keyboard, MiniSearch and the index) is a separate chunk, imported on the first focus,
// which then takes over the input with whatever was typed meanwhile.
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { SearchInput } from './SearchInput.tsx';
import type { SearchComboboxProps } from './SearchCombobox.tsx';

type Combobox = ComponentType<SearchComboboxProps>;

let combobox: Promise<Combobox> | undefined;

/** One import for every box on the page; a failed import (offline) is retried on the next focus. */
function loadCombobox(): Promise<Combobox> {
  combobox ??= import('./SearchCombobox.tsx').then(
    (module) => module.SearchCombobox,
    (error: unknown) => {
      combobox = undefined;
      throw error;
    },
  );
  return combobox;
}

export function SearchBox({ mobile = false, onNavigate }: { mobile?: boolean; onNavigate?: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const listboxId = useId();
  const [loaded, setLoaded] = useState<{ Combobox: Combobox; query: string; focus: boolean }>();
  // What is typed until the combobox takes over. The hand-over renders a moment after the import
  // resolves; a key pressed in that moment goes to the old input, so the value read at resolve time
  // would lose it (seen under load: 'abandoned cart' typed, an empty combobox shown).
  const typed = useRef<string>(undefined);

  const activate = () => {
    loadCombobox().then(
      (Combobox) => {
        const input = root.current?.querySelector('input');
        setLoaded((current) => current ?? { Combobox, query: input?.value ?? '', focus: document.activeElement === input });
      },
      (error: unknown) => console.error('[hubgen] the search box could not load', error),
    );
  };

  useEffect(() => {
    // A reader quick enough to focus the box before hydration gets the combobox all the same.
    if (document.activeElement === root.current?.querySelector('input')) activate();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isShortcut(event)) return;
      const input = root.current?.querySelector('input');
      // The other box (navbar or mobile menu) answers when this one is not shown.
      if (!input || input.getClientRects().length === 0) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div ref={root} className={mobile ? 'search search--mobile' : 'navbar__item search'} role="search">
      {loaded ? (
        <loaded.Combobox listboxId={listboxId} initialQuery={typed.current ?? loaded.query} autoFocus={loaded.focus} onNavigate={onNavigate} />
      ) : (
        <SearchInput listboxId={listboxId} onFocus={activate} onChange={(event) => (typed.current = event.currentTarget.value)} />
      )}
    </div>
  );
}

/** '/' outside text fields, Ctrl+K or Cmd+K anywhere. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest?.('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}
