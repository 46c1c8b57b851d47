// What came back: status, time, size, headers and body, and whether it is a documented response of
// the operation (reply-check.ts: status, media type and a JSON body's schema); or why nothing came
// back (send.ts).
import type { Outcome } from './send.ts';
import type { JsonSchema, TryItResponse } from './types.ts';
import { checkReply, type ReplyCheck } from './reply-check.ts';

export function ReplySection({ outcome, responses, defs }: { outcome: Outcome; responses: TryItResponse[]; defs: Record<string, JsonSchema> }) {
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
      <CheckNote check={checkReply(reply, responses, defs)} />
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
      {reply.body.byteLength > 0 && (
        <pre className="try-it__code" tabIndex={0} aria-label="Reply body">
          <code>{prettyBody(new TextDecoder().decode(reply.body), reply.contentType)}</code>
        </pre>
      )}
    </section>
  );
}

function CheckNote({ check }: { check: ReplyCheck }) {
  const more = check.problemCount - check.problems.length;
  return (
    <div className={`try-it__check try-it__check--${check.matches ? 'match' : 'mismatch'}`} data-match={check.matches}>
      <p className="try-it__documented">
        <span className="try-it__check-mark" aria-hidden="true">
          {check.matches ? '✓' : '✗'}
        </span>{' '}
        {check.message}
      </p>
      {check.problems.length > 0 && (
        <ul className="try-it__problems" aria-label="Where the body breaks the schema">
          {check.problems.map((problem, i) => (
            <li key={i}>
              <code>{problem.pointer || '/'}</code> {problem.message}
            </li>
          ))}
          {more > 0 && <li>and {more} more</li>}
        </ul>
      )}
    </div>
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
