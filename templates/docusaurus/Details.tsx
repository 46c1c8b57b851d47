// `@theme/Details`: a <details> box with a <summary>, open and closed by the browser itself (no
// script needed), styled like the theme.
import { Children, isValidElement, type ReactNode, type ComponentProps } from 'react';

export default function Details({ summary, children, className, ...rest }: ComponentProps<'details'> & { summary?: ReactNode }) {
  const parts = Children.toArray(children);
  // A <summary> written as the first child counts as the summary, as in Docusaurus.
  const first = parts[0];
  const ownSummary = isValidElement(first) && first.type === 'summary' ? first : undefined;
  return (
    <details {...rest} className={['details', className].filter(Boolean).join(' ')}>
      {ownSummary ?? <summary>{summary ?? 'Details'}</summary>}
      <div className="details__content">{ownSummary ? parts.slice(1) : parts}</div>
    </details>
  );
}
