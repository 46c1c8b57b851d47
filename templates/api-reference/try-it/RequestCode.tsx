// The console's request as code, in each language of the reference's samples (TryItData.sampleLanguages),
// written by the samples' own writers (shared/sample-code/) from what the reader filled in. The
// language is the page's sample language (TryItButton.tsx gives it): picking one here picks it in
// every samples panel, and back. The reader's secrets are masked until revealed (mask-secrets.ts).
// The writers are in the console's chunk, which only a "Try it" click loads. Not a chunk of their
// own: esbuild gives every chunk its runtime helpers, and a lazy chunk without JSX splits those from
// React's JSX runtime into one more file that every page would load.
import { useId } from 'react';
import { SAMPLE_LANGUAGE_LABELS, type SampleLanguage } from '../../../shared/sample-code/languages.ts';
import { SAMPLE_WRITERS } from '../../../shared/sample-code/writers.ts';
import type { ConsoleRequest } from './build-request.ts';
import { showMasked } from './mask-secrets.ts';

/** The page's sample language, by tab label, and how to pick another. */
export interface SampleLanguageChoice {
  choice: string;
  choose(label: string): void;
}

export interface RequestCodeProps {
  /** The request as shown: built from masked credentials unless `revealed`. */
  request: ConsoleRequest | Error;
  languages: SampleLanguage[];
  language: SampleLanguageChoice;
  /** Whether the request holds a secret to reveal. */
  secrets: boolean;
  revealed: boolean;
  onReveal(): void;
}

export function RequestCode({ request, languages, language, secrets, revealed, onReveal }: RequestCodeProps) {
  const id = useId();
  const labels: string[] = languages.map((name) => SAMPLE_LANGUAGE_LABELS[name]);
  // The page's language when the API has it, else the API's first (as its samples panels show).
  const selected = labels.includes(language.choice) ? language.choice : labels[0];
  if (request instanceof Error) return <p role="alert">{request.message}</p>;
  const writer = SAMPLE_WRITERS[languages[labels.indexOf(selected)]];
  const cookies = [...request.sample.credentials.cookies, ...request.sample.cookies];
  return (
    <section className="try-it__section try-it__request" aria-label="Request as code">
      <div className="try-it__section-head">
        <h3>Request</h3>
        <div className="try-it__request-tools">
          <label htmlFor={`${id}-language`}>Language</label>
          <select id={`${id}-language`} value={selected} onChange={(event) => language.choose(event.target.value)}>
            {labels.map((label) => (
              <option key={label}>{label}</option>
            ))}
          </select>
          {secrets && (
            <button type="button" className="button button--secondary button--sm" aria-pressed={revealed} onClick={onReveal}>
              {revealed ? 'Hide secret' : 'Reveal secret'}
            </button>
          )}
        </div>
      </div>
      <pre className="try-it__code" tabIndex={0} aria-label={`The request in ${selected}`} data-sample={selected}>
        <code>{showMasked(writer.write(request.sample))}</code>
      </pre>
      {cookies.length > 0 && (
        <p className="try-it__note">
          A page cannot set cookies on a request to another origin, so {cookies.map(([name]) => name).join(', ')} went only into this code: run it to send them.
        </p>
      )}
    </section>
  );
}
