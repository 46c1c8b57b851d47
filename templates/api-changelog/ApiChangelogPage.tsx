// An API's changelog (apis[].changelog): its versions newest first, each with what changed for
// clients: operations and webhooks added and removed, then each operation's and each schema's
// changes, then the API's own (servers, security), every change linked to where the reference has
// it and rated. A breaking change says so in words and with an icon, not by colour alone.
import type { ApiChangelogRouteProps } from '../types.ts';
import type { ChangeGroupView, ChangeView, ChangelogEntryView, ChangelogView } from './types.ts';
import { MethodBadge, InlineCode } from '../api-reference/inline-parts.tsx';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { TableOfContents } from '../docs/TableOfContents.tsx';
import { withBase } from '../app/base-url.ts';

export default function ApiChangelogPage(props: ApiChangelogRouteProps) {
  const { changelog } = props;
  const toc = changelog.entries.map((entry) => ({ depth: 2 as const, id: entry.id, text: entry.title }));
  return (
    <div className="mdx-page changelog-page">
      <article className="mdx-page__article changelog">
        <header className="changelog__header">
          <h1>{props.title}</h1>
          {props.description && <p className="changelog__lead">{props.description}</p>}
          <p className="changelog__links">
            <a href={withBase(changelog.referenceHref)}>{changelog.apiTitle} reference</a>
            <span aria-hidden="true"> · </span>
            <a href={withBase(changelog.feeds.rss)} type="application/rss+xml">
              RSS feed
            </a>
            <span aria-hidden="true"> · </span>
            <a href={withBase(changelog.feeds.atom)} type="application/atom+xml">
              Atom feed
            </a>
          </p>
          <HistoryNote changelog={changelog} />
        </header>
        {changelog.entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </article>
      <div className="doc-toc">
        <TableOfContents toc={toc} />
      </div>
    </div>
  );
}

/** Where the versions come from, and (a shallow clone) how far back they reach. */
function HistoryNote({ changelog }: { changelog: ChangelogView }) {
  const { history } = changelog;
  if (!changelog.entries.length) return <p className="changelog__note">No version of this API has been recorded yet.</p>;
  if (!history.cutShort) return null;
  return (
    <p className="changelog__note" role="note">
      {`This changelog goes back to ${history.cutShort.dateText} (commit `}
      <code>{history.cutShort.commit}</code>
      {') only: the copy of the repository this site was built from holds no earlier history.'}
    </p>
  );
}

function Entry({ entry }: { entry: ChangelogEntryView }) {
  const meta = [entry.dateText && entry.dateText !== entry.title && <time dateTime={entry.date} key="d">{entry.dateText}</time>, entry.version && entry.version !== entry.title && <span key="v">version {entry.version}</span>, entry.commit && <span key="c">commit <code>{entry.commit}</code></span>].filter(Boolean);
  return (
    <section className="changelog-entry" aria-labelledby={entry.id}>
      <h2 id={entry.id} className="changelog-entry__title">
        {entry.title}
        {entry.counts.breaking > 0 && <span className="change-badge change-badge--breaking change-badge--count">{entry.counts.breaking} breaking</span>}
      </h2>
      {meta.length > 0 && <p className="changelog-entry__meta">{meta.flatMap((part, i) => (i ? [<span key={`s${i}`} aria-hidden="true"> · </span>, part] : [part]))}</p>}
      {entry.noteHtml !== undefined && <StaticHtml id={`${entry.id}/note`} html={entry.noteHtml} className="changelog-entry__note markdown" />}
      <EntryBody entry={entry} />
    </section>
  );
}

function EntryBody({ entry }: { entry: ChangelogEntryView }) {
  if (entry.kind !== 'changes') {
    const { holds } = entry;
    const what = holds ? [plural(holds.operations, 'operation'), holds.webhooks ? plural(holds.webhooks, 'webhook') : '', plural(holds.schemas, 'schema')].filter(Boolean).join(', ') : '';
    return <p className="changelog-entry__quiet">{entry.kind === 'first' ? `The first version: ${what}.` : `The earliest version this build could read: ${what}.`}</p>;
  }
  if (!entry.groups.length) return <p className="changelog-entry__quiet">No change to what clients send or receive: descriptions, examples or other documentation only.</p>;
  const added = entry.groups.filter((g) => g.kind === 'added');
  const removed = entry.groups.filter((g) => g.kind === 'removed');
  const changed = entry.groups.filter((g) => g.kind !== 'added' && g.kind !== 'removed');
  return (
    <>
      {added.length > 0 && <GroupList title="Added" groups={added} />}
      {removed.length > 0 && <GroupList title="Removed" groups={removed} />}
      {changed.length > 0 && <GroupList title="Changed" groups={changed} />}
    </>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Added and removed operations list one line each; a changed one lists its changes under it. */
function GroupList({ title, groups }: { title: string; groups: ChangeGroupView[] }) {
  return (
    <>
      <h3 className="changelog-entry__group">{title}</h3>
      <ul className="change-groups">
        {groups.map((group, i) => (
          <li key={i} className="change-group">
            <GroupTitle group={group} />
            {group.kind === 'added' || group.kind === 'removed' ? (
              group.changes[0] && group.changes[0].level !== 'info' && <Level change={group.changes[0]} />
            ) : (
              <ul className="changes">
                {group.changes.map((change, j) => (
                  <Change key={j} change={change} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function GroupTitle({ group }: { group: ChangeGroupView }) {
  const name =
    group.kind === 'schema' ? (
      <>
        Schema <code>{group.title}</code>
      </>
    ) : group.kind === 'api' ? (
      'The API'
    ) : (
      <code>{group.title}</code>
    );
  const badge = group.kind === 'schema' || group.kind === 'api' ? null : group.method === 'webhook' ? <span className="method-badge change-group__webhook">HOOK</span> : <MethodBadge method={group.method ?? ''} />;
  return (
    <span className="change-group__title">
      {badge}
      {group.href ? <a href={withBase(group.href)}>{name}</a> : <span>{name}</span>}
      {group.summary && <span className="change-group__summary">{group.summary}</span>}
    </span>
  );
}

function Change({ change }: { change: ChangeView }) {
  return (
    <li className={`change change--${change.level}`}>
      <Level change={change} />
      <span className="change__text">
        <InlineCode text={change.text} />
        {change.usedBy && (
          <span className="change__used">
            {' '}
            (in {change.direction === 'request' ? 'requests to' : 'responses of'}{' '}
            {change.usedBy.map((op, i) => (
              <span key={op.label}>
                {i > 0 && ', '}
                {op.href ? <a href={withBase(op.href)}>{op.label}</a> : op.label}
              </span>
            ))}
            )
          </span>
        )}
        {' '}
        <span className="change__rule">{change.id}</span>
      </span>
    </li>
  );
}

/** The level in words (and an icon that is decoration): colour is never all that tells it. */
function Level({ change }: { change: ChangeView }) {
  if (change.level === 'info') return null;
  return (
    <span className={`change-badge change-badge--${change.level}`} title={change.id}>
      <span aria-hidden="true">{change.level === 'breaking' ? '✕' : '!'}</span> {change.level === 'breaking' ? 'Breaking' : 'May break'}
    </span>
  );
}
