// Request samples of one operation, in the languages the site chose (`sampleLanguages`), the first
// shown until the reader picks another. The chosen language is shared by every operation and the
// guides, and remembered across visits.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSyncedChoice } from '../hooks/useSyncedChoice.ts';
import { CopyButton, SAMPLE_LANGUAGE_KEY } from '../mdx/components.tsx';
import { StaticHtml, StaticHtmlContext } from '../app/StaticHtml.tsx';
import { withBase } from '../app/base-url.ts';
import { fetchJsonOnce, FetchStatusError } from '../app/fetch-json.ts';
import type { SampleView } from './types.ts';
import { codeTab } from '../../shared/api-anchors.ts';
import { TabList } from '../layout/TabList.tsx';

export function SampleTabs({ samples, title, idBase }: { samples: SampleView[]; title: string; idBase: string }) {
  const labels = samples.map((s) => s.label);
  const fallback = labels[0] ?? '';
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
        <CodePanel key={s.label} label={s.label} hidden={s.label !== selected} id={`${idBase}/${s.label}`} tab={codeTab.sample(s.label)} html={s.codeHtml} />
      ))}
    </div>
  );
}

/** The reference's code files by tab (ApiView.codeFiles), for panels hidden at load. */
export const CodeFilesContext = createContext<Record<string, string> | undefined>(undefined);

/**
 * One tab panel of highlighted code with a copy button (copies the text as shown). The page holds
 * the code of the panels shown at load only: a panel hidden then gets its code from its tab's file
 * (cli/openapi/samples/code-files.ts) when a reader picks the tab. Without JavaScript the tabs cannot switch,
 * so a reader loses nothing.
 */
export function CodePanel({ label, hidden, id, tab, html, language }: { label: string; hidden: boolean; id: string; tab: string; html?: string; language?: string }) {
  const pre = useRef<HTMLPreElement>(null);
  const inPage = useContext(StaticHtmlContext).get(id);
  const file = useContext(CodeFilesContext)?.[tab];
  // Once shown, a panel keeps its code: switching back to its tab fetches nothing again.
  const [shown, setShown] = useState(!hidden);
  if (!hidden && !shown) setShown(true);
  const fetched = useCodeFile(shown && !html && inPage === undefined ? file : undefined);
  const className = `hljs${language ? ` language-${language}` : ''}`;
  let code: ReactNode = null;
  if (html || inPage !== undefined) code = shown && <StaticHtml as="code" id={id} html={html} className={className} />;
  else if (fetched instanceof Error) code = <code className="code-block__status" role="alert">Could not load this code ({fetched instanceof FetchStatusError ? `HTTP ${fetched.status}` : fetched.message}). Reload the page to try again.</code>;
  else if (fetched) code = <StaticHtml as="code" id={id} html={fetched[id] ?? ''} className={className} />;
  else if (shown) code = <code className="code-block__status" aria-busy="true">Loading…</code>;
  return (
    <div role="tabpanel" aria-label={label} hidden={hidden} className="code-block" data-sample={label}>
      <pre tabIndex={0} ref={pre}>
        {code}
      </pre>
      <CopyButton getText={() => pre.current?.textContent ?? ''} />
    </div>
  );
}

/** The blocks of a code file, once fetched (an Error if it could not be); nothing without a URL. */
function useCodeFile(url: string | undefined): Record<string, string> | Error | undefined {
  const [result, setResult] = useState<Record<string, string> | Error>();
  useEffect(() => {
    if (!url) return;
    let current = true;
    fetchJsonOnce<Record<string, string>>(withBase(url)).then(
      (blocks) => current && setResult(blocks),
      (error: Error) => current && setResult(error),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return url ? result : undefined;
}
