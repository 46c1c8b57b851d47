// The console's request as code, in each language of the reference's samples (TryItData.sampleLanguages),
// written by the samples' own writers (shared/sample-code/) from what the reader filled in. The
// language is the page's sample language: picking one here picks it in every samples panel, and
// back. The reader's secrets are masked until revealed (mask-secrets.ts). The writers are a chunk of
// their own, loaded when the console opens: neither a page nor the console's first paint waits on them.
import { useEffect, useRef, useState } from 'react';
import { useSyncedChoice } from '../../hooks/useSyncedChoice.ts';
import { CopyButton, SAMPLE_LANGUAGE_KEY } from '../../mdx/components.tsx';
import { TabList } from '../../layout/TabList.tsx';
import { SAMPLE_LANGUAGE_LABELS, type SampleLanguage } from '../../../shared/sample-code/languages.ts';
import type { SampleWriter } from '../../../shared/sample-code/writers.ts';
import type { ConsoleRequest } from './build-request.ts';
import { showMasked } from './mask-secrets.ts';

type Writers = Record<SampleLanguage, SampleWriter>;

export interface RequestCodeProps {
  /** The request as shown: built from masked credentials unless `revealed`. */
  request: ConsoleRequest | Error;
  languages: SampleLanguage[];
  /** Whether the request holds a secret to reveal. */
  secrets: boolean;
  revealed: boolean;
  onReveal(): void;
}

export function RequestCode({ request, languages, secrets, revealed, onReveal }: RequestCodeProps) {
  const labels: string[] = languages.map((language) => SAMPLE_LANGUAGE_LABELS[language]);
  const [choice, choose] = useSyncedChoice(SAMPLE_LANGUAGE_KEY, labels[0] ?? '');
  const selected = labels.includes(choice) ? choice : labels[0];
  const writers = useWriters();
  const pre = useRef<HTMLPreElement>(null);
  if (request instanceof Error) return <p role="alert">{request.message}</p>;
  const language = languages[labels.indexOf(selected)];
  const cookies = [...request.sample.credentials.cookies, ...request.sample.cookies];
  return (
    <section className="try-it__section try-it__request" aria-label="Request as code">
      <div className="try-it__section-head">
        <h3>Request</h3>
        {secrets && (
          <button type="button" className="button button--secondary button--sm" aria-pressed={revealed} onClick={onReveal}>
            {revealed ? 'Hide secret' : 'Reveal secret'}
          </button>
        )}
      </div>
      <TabList labels={labels} selected={selected} onSelect={choose} label="Request language" />
      <div role="tabpanel" aria-label={selected} className="code-block try-it__request-code" data-sample={selected}>
        <pre className="try-it__code" tabIndex={0} ref={pre}>
          {writers instanceof Error ? (
            <code role="alert">The code could not load ({writers.message}). Close the console and open it again.</code>
          ) : writers ? (
            <code>{showMasked(writers[language].write(request.sample))}</code>
          ) : (
            <code aria-busy="true">Loading…</code>
          )}
        </pre>
        <CopyButton getText={() => pre.current?.textContent ?? ''} />
      </div>
      {cookies.length > 0 && (
        <p className="try-it__note">
          A page cannot set cookies on a request to another origin, so {cookies.map(([name]) => name).join(', ')} went only into this code: run it to send them.
        </p>
      )}
    </section>
  );
}

/** The writers, from their own chunk (an Error if it could not load). */
function useWriters(): Writers | Error | undefined {
  const [writers, setWriters] = useState<Writers | Error>();
  useEffect(() => {
    let current = true;
    import('../../../shared/sample-code/writers.ts').then(
      (module) => current && setWriters(module.SAMPLE_WRITERS),
      (error: Error) => current && setWriters(error),
    );
    return () => {
      current = false;
    };
  }, []);
  return writers;
}
