// `@theme/Tabs` as Docusaurus has it: <TabItem value label default> children, an optional
// `values` list, `defaultValue`, `groupId` (every Tabs of the page with that id switches together,
// and the choice is remembered in local storage) and `queryString` (the choice is read from and
// written to the URL, `?<groupId or name>=<value>`). Server render and hydration show the default;
// the stored or linked choice applies after mount, so hydration never mismatches.
import { Children, isValidElement, useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { readStorage, writeStorage } from '../hooks/storage.ts';
import { TabList } from '../layout/TabList.tsx';
import type { TabItemProps } from './TabItem.tsx';

export interface TabsProps {
  children: ReactNode;
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  className?: string;
  lazy?: boolean;
}

const EVENT = 'hubgen:tab-group';
/** The key Docusaurus uses, so a reader's choice carries over from a Docusaurus site on the same origin. */
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

export default function Tabs({ children, values, defaultValue, groupId, queryString, className, lazy }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label }));
  const fallback = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  const queryKey = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  const [selected, select] = useTabChoice({ fallback, groupId, queryKey, known: tabs.map((t) => t.value) });
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <TabList
        labels={tabs.map((t) => t.label ?? t.value)}
        values={tabs.map((t) => t.value)}
        selected={selected ?? ''}
        onSelect={select}
        label="Tabs"
      />
      {items.map((item) =>
        lazy && item.props.value !== selected ? null : (
          <div key={item.props.value} role="tabpanel" className={['tabs__panel', item.props.className].filter(Boolean).join(' ')} hidden={item.props.value !== selected}>
            {item.props.children}
          </div>
        ),
      )}
    </div>
  );
}

/** A tab as Docusaurus's `useTabs` lists them, for a swizzled Tabs. */
export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/**
 * The children that are tabs, as theme-common's `sanitizeTabsChildren` gives them to a Tabs that
 * `docusaurus swizzle --eject Tabs` wrote (blank text and empty slots dropped).
 */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
}

/**
 * theme-common's `useTabs(props)` for a swizzled Tabs: the tabs, the one selected and how to select
 * one, with the same default, groupId and queryString behaviour as this theme's own Tabs.
 */
export function useTabs({ children, values, defaultValue, groupId, queryString }: TabsProps): { selectedValue: string; selectValue: (value: string) => void; tabValues: TabValue[] } {
  const items = sanitizeTabsChildren(children);
  const tabValues: TabValue[] = values ?? items.map(({ props }) => ({ value: props.value, label: props.label, attributes: (props as { attributes?: Record<string, unknown> }).attributes, default: props.default }));
  const fallback = defaultValue ?? tabValues.find((tab) => tab.default)?.value ?? tabValues[0]?.value;
  const queryKey = typeof queryString === 'string' ? queryString : queryString ? groupId : undefined;
  const [selected, selectValue] = useTabChoice({ fallback, groupId, queryKey, known: tabValues.map((t) => t.value) });
  return { selectedValue: selected ?? '', selectValue, tabValues };
}

function useTabChoice({ fallback, groupId, queryKey, known }: { fallback?: string; groupId?: string; queryKey?: string; known: string[] }) {
  const [value, setValue] = useState(fallback);
  const knownKey = known.join('\n');
  useEffect(() => {
    const valid = (v: string | null | undefined): v is string => Boolean(v) && knownKey.split('\n').includes(v!);
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const fromStorage = groupId ? readStorage(storageKey(groupId)) : null;
    if (valid(fromQuery)) setValue(fromQuery);
    else if (valid(fromStorage)) setValue(fromStorage);
    if (!groupId) return;
    const onChange = (e: Event) => {
      const detail = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && valid(detail.value)) setValue(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
  }, [groupId, queryKey, knownKey]);
  const select = useCallback(
    (next: string) => {
      setValue(next);
      if (queryKey) {
        const url = new URL(window.location.href);
        url.searchParams.set(queryKey, next);
        window.history.replaceState(window.history.state, '', url);
      }
      if (groupId) {
        writeStorage(storageKey(groupId), next);
        window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, value: next } }));
      }
    },
    [groupId, queryKey],
  );
  return [value, select] as const;
}
