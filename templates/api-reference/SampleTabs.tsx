// Request samples of one operation (curl, Node.js, JavaScript). The chosen language is shared by
// every operation and the guides, and remembered across visits.
import { useRef } from 'react';
import type { SampleView } from './types.ts';
import { useSyncedChoice } from '../hooks/useSyncedChoice.ts';
import { CopyButton, DEFAULT_SAMPLE_LANGUAGE, SAMPLE_LANGUAGE_KEY } from '../mdx/components.tsx';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { TabList } from '../layout/TabList.tsx';

export function SampleTabs({ samples, title, idBase }: { samples: SampleView[]; title: string; idBase: string }) {
  const labels = samples.map((s) => s.label);
  const fallback = labels.includes(DEFAULT_SAMPLE_LANGUAGE) ? DEFAULT_SAMPLE_LANGUAGE : labels[0];
  const [choice, choose] = useSyncedChoice(SAMPLE_LANGUAGE_KEY, fallback);
  const selected = labels.includes(choice) ? choice : fallback;
  if (samples.length === 0) return null;
  return (
    <div className="sample-panel">
      <div className="sample-panel__head">
        <span className="sample-panel__title">{title}</span>
      </div>
      <TabList labels={labels} selected={selected} onSelect={choose} label="Sample language" />
      {samples.map((s) => (
        <CodePanel key={s.label} label={s.label} hidden={s.label !== selected} id={`${idBase}/${s.label}`} html={s.codeHtml} />
      ))}
    </div>
  );
}

/**
 * One tab panel of highlighted code with a copy button (copies the text as shown). A hidden panel
 * holds its code in a <template>: parsed with the page but outside the document until its tab is
 * chosen. The highlighted code of the languages and statuses a reader is not looking at was most of
 * an API reference's elements (two of every three sample panels are hidden), each costing style and
 * layout on load; without JavaScript the tabs cannot switch, so a reader loses nothing.
 */
export function CodePanel({ label, hidden, id, html, language }: { label: string; hidden: boolean; id: string; html?: string; language?: string }) {
  const pre = useRef<HTMLPreElement>(null);
  return (
    <div role="tabpanel" aria-label={label} hidden={hidden} className="code-block" data-sample={label}>
      <pre tabIndex={0} ref={pre}>
        {hidden ? (
          <StaticHtml as="template" id={id} html={html} />
        ) : (
          <StaticHtml as="code" id={id} html={html} className={`hljs${language ? ` language-${language}` : ''}`} />
        )}
      </pre>
      <CopyButton getText={() => pre.current?.textContent ?? ''} />
    </div>
  );
}
