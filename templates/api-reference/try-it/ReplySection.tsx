// What came back: status (and whether the operation documents it), time, size, headers and body
// (JSON pretty-printed); or why nothing did (send.ts).
import type { Outcome } from './send.ts';
import { documentedStatus } from './send.ts';

export function ReplySection({ outcome, statuses }: { outcome: Outcome; statuses: string[] }) {
  if ('failure' in outcome) {
    return (
      <section className="try-it__section try-it__reply" aria-label="Reply">
        <h3>No reply</h3>
        <p role="alert" className="try-it__failure">
          {outcome.failure}
        </p>
      </section>
    );
  }
  const { reply } = outcome;
  const documented = documentedStatus(reply.status, statuses);
  return (
    <section className="try-it__section try-it__reply" aria-label="Reply" aria-live="polite">
      <h3>
        <span className={`try-it__status try-it__status--${String(reply.status)[0]}xx`} data-status={reply.status}>
          {reply.status} {reply.statusText}
        </span>{' '}
        <span className="try-it__meta">
          {reply.ms} ms · {formatSize(reply.size)}
        </span>
      </h3>
      <p className="try-it__documented">{documented ? `Documented response: ${documented}.` : `Not a documented response of this operation (documented: ${statuses.join(', ')}).`}</p>
      <details className="try-it__headers">
        <summary>Headers ({reply.headers.length})</summary>
        <dl>
          {reply.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {reply.text && (
        <pre className="try-it__code" tabIndex={0} aria-label="Reply body">
          <code>{prettyBody(reply.text, reply.contentType)}</code>
        </pre>
      )}
    </section>
  );
}

function prettyBody(text: string, contentType: string): string {
  if (!/json/i.test(contentType)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function formatSize(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}
