// What an API changelog page is made from (cli/changelog/changelog-view.ts makes it): entries newest
// first, each change with its level and where it leads in the reference. Types only.

export type ChangeLevelView = 'breaking' | 'warning' | 'info';

export interface ChangeView {
  /** The rule that rated it (oasdiff's id where oasdiff has one). */
  id: string;
  level: ChangeLevelView;
  /** One sentence; names and values in `backticks`. */
  text: string;
  /** For a schema's change: the operations whose requests or responses use it. */
  usedBy?: { label: string; href?: string }[];
  direction?: 'request' | 'response';
}

export interface ChangeGroupView {
  kind: 'added' | 'removed' | 'operation' | 'schema' | 'api';
  /** An operation (`GET /orders`), a webhook or a schema's name; absent for the API's own changes. */
  title?: string;
  method?: string;
  summary?: string;
  /** Where it is in the reference, when it is there now. */
  href?: string;
  changes: ChangeView[];
}

export interface ChangelogEntryView {
  id: string;
  title: string;
  version: string;
  /** YYYY-MM-DD, and in words. */
  date?: string;
  dateText?: string;
  /** The commit's time (seconds since the epoch), for a feed item's date. */
  time?: number;
  commit?: string;
  /** The document's `x-changelog` text, as HTML (kept once, in the page: StaticHtml). */
  noteHtml?: string;
  kind: 'changes' | 'first' | 'earliest';
  holds?: { operations: number; webhooks: number; schemas: number };
  counts: Record<ChangeLevelView, number>;
  groups: ChangeGroupView[];
}

export interface ChangelogView {
  apiTitle: string;
  /** The reference's first page. */
  referenceHref: string;
  feeds: { rss: string; atom: string };
  /** Where the versions come from, and how far back they reach. */
  history: { kind: 'git' | 'files' | 'none'; cutShort?: { date: string; dateText: string; commit: string } };
  entries: ChangelogEntryView[];
}

export interface ApiChangelogRouteProps {
  kind: 'apiChangelog';
  title: string;
  description?: string;
  apiId: string;
  changelog: ChangelogView;
}
