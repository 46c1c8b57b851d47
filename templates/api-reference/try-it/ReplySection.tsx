// What came back: status, time, size, headers and body, and whether it is a documented response of
// the operation (reply-check.ts: status, media type and a JSON body's schema); or why nothing came
// back (send.ts).
import { useEffect, useMemo, useState } from 'react';
import type { Outcome, Reply } from './send.ts';
import type { JsonSchema, TryItResponse } from './types.ts';
import { checkReply, type ReplyCheck } from './reply-check.ts';
import { bodyView, downloadName, formatSize } from './reply-body.ts';

export function ReplySection({ outcome, responses, defs }: { outcome: Outcome; responses: TryItResponse[]; defs: Record<string, JsonSchema> }) {
  // Once per reply, not on every keystroke in the form above (a large body takes a while to validate).
  const check = useMemo(() => ('reply' in outcome ? checkReply(outcome.reply, responses, defs) : undefined), [outcome, responses, defs]);
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
      {check && <CheckNote check={check} />}
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
      <ReplyBody reply={reply} />
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

function ReplyBody({ reply }: { reply: Reply }) {
  const view = useMemo(() => bodyView(reply.contentType, reply.body), [reply]);
  const [broken, setBroken] = useState(false);
  const url = useObjectUrl(reply, view.kind === 'image' || view.kind === 'download');
  if (view.kind === 'empty') return null;
  if (view.kind === 'text') {
    return (
      <pre className="try-it__code" tabIndex={0} aria-label="Reply body">
        <code>{view.text}</code>
      </pre>
    );
  }
  const type = reply.contentType.split(';')[0] || 'no stated type';
  if (view.kind === 'image' && !broken) {
    return url ? <img className="try-it__image" src={url} alt={`The reply's image (${type}, ${formatSize(reply.size)})`} onError={() => setBroken(true)} /> : null;
  }
  const name = downloadName(reply.headers, reply.url, reply.contentType);
  const why =
    view.kind === 'download' && view.why === 'large'
      ? `The body (${type}) is too large to show here.`
      : broken
        ? `The body is ${type}, an image this browser cannot show.`
        : `The body is ${type}, not text.`;
  return (
    <p className="try-it__download">
      {why}{' '}
      {url && (
        <a className="button button--secondary button--sm" href={url} download={name}>
          Download {name} ({formatSize(reply.size)})
        </a>
      )}
    </p>
  );
}

/**
 * An object URL of the body while the reply is shown, revoked when it no longer is (the console
 * closed, or another reply came): the bytes are otherwise held until the page unloads.
 */
function useObjectUrl(reply: Reply, wanted: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!wanted) return undefined;
    const made = URL.createObjectURL(new Blob([reply.body], { type: reply.contentType }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [reply, wanted]);
  return url;
}
