// Each API changelog's page (apis[].changelog) at `<route>changelog/`, in each locale, with its RSS
// and Atom feeds named in its head and its search text known before it renders (one section per
// entry); and the link the API reference shows to it. A changelog read from git is planned only
// when the document is in a git work tree: a site outside git gets a warning and no page
// (site-changelogs.ts), and the reference no link to one.
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { localePrefix } from '../content/load-content.ts';
import type { ApiRouteInput } from '../openapi/api-route-input.ts';
import { TEMPLATES_DIR } from '../support/paths.ts';
import { changelogFeedPaths, changelogPath, changelogView } from '../changelog/changelog-view.ts';
import { entryText } from '../changelog/changelog-markdown.ts';
import { changelogShown, type SiteChangelogs } from '../changelog/site-changelogs.ts';
import { joinBase } from '../../shared/base-path.ts';
import type { Route } from './route.ts';

const PAGE = path.join(TEMPLATES_DIR, 'api-changelog', 'ApiChangelogPage.tsx');

const shownFor = (config: ResolvedConfig, id: string) => {
  const api = config.apis.find((a) => a.id === id);
  return api !== undefined && changelogShown(api, config.root);
};

/** The reference's link to its changelog page, when it has one. */
export function changelogHrefOf(config: ResolvedConfig, api: ApiRouteInput, prefix: string): { changelogHref?: string } {
  return shownFor(config, api.id) ? { changelogHref: prefix + changelogPath(api.route) } : {};
}

/** `changelogs`: absent while the documents are still being read (an early plan: the pages are the same, their entries not known yet). */
export function changelogRoutes({ config, apis, changelogs }: { config: ResolvedConfig; apis: ApiRouteInput[]; changelogs: SiteChangelogs | undefined }): Route[] {
  const shown = apis.filter((api) => shownFor(config, api.id));
  return config.i18n.locales.flatMap((locale) => {
    const prefix = localePrefix(locale, config.i18n.defaultLocale);
    return shown.map((api): Route => {
      const view = changelogView({ changelog: changelogs?.get(api.id), api, prefix, locale: config.i18n.localeConfigs?.[locale]?.htmlLang ?? locale });
      const feeds = changelogFeedPaths(api.route);
      const feed = (type: string, href: string, kind: string) => ({ tag: 'link' as const, attributes: { rel: 'alternate', type, href: joinBase(config.baseUrl, href), title: `${api.title} changelog (${kind})` } });
      const title = `${api.title} changelog`;
      return {
        path: prefix + changelogPath(api.route),
        locale,
        module: PAGE,
        entry: PAGE,
        sourceFile: api.specFile,
        props: { kind: 'apiChangelog', title, description: changelogDescription(api.title), apiId: api.id, changelog: view },
        search: { h1: title, sections: view.entries.map((entry) => ({ id: entry.id, depth: 2 as const, heading: entry.title, text: entryText(entry) })) },
        ids: view.entries.map((e) => e.id),
        noindex: false,
        meta: { head: [feed('application/rss+xml', feeds.rss, 'RSS'), feed('application/atom+xml', feeds.atom, 'Atom')] },
      };
    });
  });
}

export const changelogDescription = (apiTitle: string) => `What changed in the ${apiTitle}, version by version, and which changes break clients.`;
