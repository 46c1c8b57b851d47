// The row of tabs above tabbed code (sample languages, response statuses), with tab semantics:
// only the selected tab is in the tab order.
export function TabList({ labels, selected, onSelect, label }: { labels: string[]; selected: string; onSelect: (label: string) => void; label: string }) {
  return (
    <div className="code-tabs__list" role="tablist" aria-label={label}>
      {labels.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="code-tabs__tab"
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
