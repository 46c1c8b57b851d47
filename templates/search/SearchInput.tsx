// The search field itself, the same markup before and after the combobox code has loaded, so the
// server HTML hydrates and the hand-over from SearchBox to SearchCombobox is invisible.
import type { ChangeEventHandler, FocusEventHandler, KeyboardEventHandler, Ref } from 'react';

export interface SearchInputProps {
  listboxId: string;
  inputRef?: Ref<HTMLInputElement>;
  expanded?: boolean;
  activeId?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

export function SearchInput({ listboxId, inputRef, expanded = false, activeId, ...rest }: SearchInputProps) {
  return (
    <div className="search__field">
      <svg className="search__icon" width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L18 18" />
      </svg>
      <input
        ref={inputRef}
        type="search"
        className="search__input"
        role="combobox"
        aria-label="Search the docs and API references"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        placeholder="Search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        {...rest}
      />
      <kbd className="search__hint" aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
