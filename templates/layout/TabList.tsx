// The row of tabs above tabbed code (sample languages, response statuses) and `@theme/Tabs`, with
// tab semantics: only the selected tab is in the tab order. `values`, when given, are what
// `selected` and `onSelect` speak in (one per label); otherwise the labels are.
export function TabList({ labels, values = labels, selected, onSelect, label }: { labels: string[]; values?: string[]; selected: string; onSelect: (value: string) => void; label: string }) {
  return (
    <div className="code-tabs__list" role="tablist" aria-label={label}>
      {labels.map((tab, i) => (
        <button
          key={values[i]}
          type="button"
          role="tab"
          className="code-tabs__tab"
          aria-selected={values[i] === selected}
          tabIndex={values[i] === selected ? 0 : -1}
          onClick={() => onSelect(values[i])}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
