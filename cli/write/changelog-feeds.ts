// Each API changelog's feeds beside its page (`<route>changelog/rss.xml` and `atom.xml`): one item
// per version, newest first, linking to the version's entry on the page, with its changes as the
// Markdown twin words them (changelog-markdown.ts) in HTML, every link absolute. Written by the
// `feed` library, as the blog's are (blog-feeds.ts). A version with no date (a listed file the
// config gives none) is on the page only: a feed item needs one. One pair of feeds per API, from
// the default locale's page: the changes are the document's, whatever the page's language.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ReuseCommitted } from '../output/dev-output.ts';
import type { Route } from '../routes/plan-routes.ts';
import type { SiteChangelogs } from '../changelog/site-changelogs.ts';
import { entryMarkdown } from '../changelog/changelog-markdown.ts';
import { notesOf } from '../changelog/build-changelog.ts';
import { renderMarkdown } from '../openapi/view/markdown.ts';
import { countsText } from '../changelog/group-changes.ts';
import type { ApiChangelogRouteProps } from '../../templates/types.ts';
import { DEFAULT_FAVICON } from '../support/paths.ts';
import type { AbsoluteUrl } from './absolute-url.ts';

export async function writeChangelogFeeds({ config, routes, changelogs, outDir, absoluteUrl, reuse }: { config: ResolvedConfig; routes: Route[]; changelogs: SiteChangelogs; outDir: string; absoluteUrl: AbsoluteUrl; reuse?: ReuseCommitted }): Promise<void> {
  const url = (p: string) => absoluteUrl({ siteUrl: config.url, baseUrl: config.baseUrl, path: p });
  for (const route of routes) {
    if (route.props.kind !== 'apiChangelog' || route.locale !== config.i18n.defaultLocale) continue;
    const files = feedFiles({ config, route, props: route.props, notes: notesOf(changelogs.get(route.props.apiId)), url });
    for (const [file, text] of files) {
      if (reuse?.(file, createHash('sha1').update(text).digest('base64'))) continue;
      const target = path.join(outDir, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, text);
    }
  }
}

function feedFiles({ config, route, props, notes, url }: { config: ResolvedConfig; route: Route; props: ApiChangelogRouteProps; notes: Map<string, string>; url: (p: string) => string }): Map<string, string> {
  const { changelog } = props;
  const page = url(route.path);
  const dated = changelog.entries.filter((entry) => entry.date);
  const dateOf = (entry: (typeof dated)[number]) => new Date(entry.time !== undefined ? entry.time * 1000 : `${entry.date}T00:00:00Z`);
  const feed = new Feed({
    id: page,
    title: props.title,
    link: page,
    description: props.description,
    // The newest version's date: the same feed for the same history, whenever it is built.
    updated: dated[0] ? dateOf(dated[0]) : new Date(0),
    language: config.i18n.localeConfigs?.[route.locale]?.htmlLang ?? route.locale,
    favicon: url(config.favicon ?? DEFAULT_FAVICON),
    copyright: '',
    generator: 'hubgen',
    feedLinks: { rss: url(changelog.feeds.rss), atom: url(changelog.feeds.atom) },
  });
  for (const entry of dated) {
    const markdown = entryMarkdown({ entry, note: notes.get(entry.id), link: url });
    feed.addItem({
      title: `${changelog.apiTitle} ${entry.title}${entry.counts.breaking ? ` (${entry.counts.breaking} breaking)` : ''}`,
      id: `${page}#${entry.id}`,
      link: `${page}#${entry.id}`,
      date: dateOf(entry),
      description: entry.kind === 'changes' ? `${countsText(entry.counts)}.` : undefined,
      content: renderMarkdown(markdown).html,
    });
  }
  return new Map([
    [changelog.feeds.rss, feed.rss2()],
    [changelog.feeds.atom, feed.atom1()],
  ]);
}
