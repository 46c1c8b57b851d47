// `@theme/LastUpdated`: "Last updated on <date> by <author>". The date is written as the build wrote
// it (`dateText`), else from `lastUpdatedAt` (ms), in English and in UTC, so the server's and the
// browser's renders agree.
import type { LastUpdatedProps } from 'hubgen/theme';

const FORMAT = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy, dateText }: LastUpdatedProps) {
  const at = lastUpdatedAt ? new Date(lastUpdatedAt) : undefined;
  return (
    <span className="doc-footer__updated">
      Last updated
      {at && (
        <>
          {' on '}
          <time dateTime={at.toISOString().slice(0, 10)}>{dateText ?? FORMAT.format(at)}</time>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
