// Turns the resolved config into the site-wide data the theme renders (navbar, footer, colour mode…),
// resolving doc and sidebar navbar items to routes. Unknown doc or sidebar ids fail here, listing
// the ids that exist.
import { SiteError, type Problem } from '../support/errors.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { NavbarItem } from '../config/define-config.ts';
import type { ContentGraph } from '../content/load-content.ts';
import { flattenSidebar } from '../content/sidebars.ts';
import { mainDoc } from '../routes/plan-routes.ts';
import type { NavbarItemData, SiteData } from '../../templates/types.ts';
import { joinBase, pageHref } from '../../shared/base-path.ts';

export function buildSiteData({ config, content }: { config: ResolvedConfig; content: ContentGraph }): SiteData {
  const problems: Problem[] = [];
  const pagePaths = new Set([...content.docs.map((d) => d.route), ...content.pages.map((p) => p.route)]);
  const page = (to: string | undefined) => to && pageHref(to, (p) => pagePaths.has(p));
  const items = config.navbar.items.map((item, i) => resolveItem(item, `navbar.items[${i}]`, { config, content, problems, page }));
  if (problems.length) throw new SiteError(problems);
  const atPage = <T extends { to?: string }>(link: T): T => (link.to ? { ...link, to: page(link.to) } : link);
  const links: NonNullable<ResolvedConfig['footer']['links']> = (config.footer.links ?? []).map((link) => ('items' in link ? { ...link, items: link.items.map(atPage) } : atPage(link)));
  const columns = links.every((l) => 'items' in l)
    ? (links as { title: string; items: { label: string; to?: string; href?: string }[] }[]).map((c) => ({ title: c.title, items: c.items }))
    : [{ items: links.filter((l): l is { label: string; to?: string; href?: string } => !('items' in l)) }];
  return {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    homeHref: homeHref({ config, content }),
    navbar: { title: config.navbar.title, logo: config.navbar.logo, hideOnScroll: config.navbar.hideOnScroll, items },
    footer: { style: config.footer.style, columns: links.length ? columns : [], logo: config.footer.logo, copyright: config.footer.copyright },
    announcementBar: config.announcementBar && {
      ...config.announcementBar,
      content: htmlUnderBase(config.baseUrl, config.announcementBar.content),
      isCloseable: config.announcementBar.isCloseable ?? true,
    },
    colorMode: config.colorMode,
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales.map((locale) => ({ locale, label: config.i18n.localeConfigs?.[locale]?.label ?? locale })),
    },
    docsVersions: versionsOf(content, content.main.pluginId, config.i18n.defaultLocale),
    analytics: config.analytics,
    url: config.url,
    pageMenu: config.agents?.pageMenu !== false,
    customFields: config.customFields ?? {},
  };
}

/**
 * Where the brand links: the home page, else the first doc, else the first API reference (an
 * API-only site whose reference is not at '/'), else the blog, as Docusaurus sites without a home page do.
 */
function homeHref({ config, content }: { config: ResolvedConfig; content: ContentGraph }): string {
  if (content.pages.some((p) => p.route === '/')) return '/';
  // A blog at '/' (a blog-only site) is the home page; a blog elsewhere comes after docs and APIs.
  const blog = content.blogs.find((b) => b.locale === config.i18n.defaultLocale);
  if (blog?.routeBase === '/') return '/';
  return mainDoc(content.main)?.route ?? config.apis[0]?.route ?? blog?.routeBase ?? '/';
}

/**
 * The announcement is HTML written in the config, where links are site paths like every `to`: its
 * root-relative href and src attributes get the baseUrl as the theme's own links do.
 */
function htmlUnderBase(base: string, html: string): string {
  return html.replace(/(\s(?:href|src)=")(\/[^"]*)"/g, (_, attr: string, url: string) => `${attr}${joinBase(base, url)}"`);
}

/** An instance's versions in a locale, each with its main doc: what a version dropdown lists. */
function versionsOf(content: ContentGraph, pluginId: string, locale: string): SiteData['docsVersions'] {
  return content.docSets
    .filter((set) => set.pluginId === pluginId && set.locale === locale)
    .map((set) => ({ name: set.version.name, label: set.version.label, mainHref: mainDoc(set)?.route ?? set.routeBase }));
}

interface Context {
  config: ResolvedConfig;
  content: ContentGraph;
  problems: Problem[];
  /** A link's `to` at the page's own path (shared/base-path.ts pageHref). */
  page: (to: string | undefined) => string | undefined;
}

function resolveItem(item: NavbarItem, at: string, ctx: Context): NavbarItemData {
  const type = item.type ?? (item.items ? 'dropdown' : 'default');
  const data: NavbarItemData = { ...item, type, position: item.position ?? 'right', items: undefined, configPath: at, ...(item.to ? { to: ctx.page(item.to) } : {}) };
  if (item.items) data.items = item.items.map((child, i) => resolveItem(child, `${at}.items[${i}]`, ctx));
  const fail = (message: string, hint?: string) => ctx.problems.push({ file: ctx.config.configFile, message: `${at}: ${message}`, hint });
  if (type !== 'doc' && type !== 'docSidebar' && type !== 'docsVersion' && type !== 'docsVersionDropdown') return data;
  const { docSets, main } = ctx.content;
  const pluginId = item.docsPluginId ?? main.pluginId;
  const ofInstance = docSets.filter((s) => s.pluginId === pluginId && s.locale === main.locale);
  if (!ofInstance.length) {
    fail(`unknown docs instance "${pluginId}"`, `Docs instances: ${[...new Set(docSets.map((s) => s.pluginId))].join(', ')}.`);
    return data;
  }
  data.docsPluginId = pluginId === main.pluginId ? undefined : pluginId;
  if (pluginId !== main.pluginId && (type === 'docsVersion' || type === 'docsVersionDropdown')) data.docsVersions = versionsOf(ctx.content, pluginId, main.locale);
  if (type === 'docsVersionDropdown') return data;
  const set = item.version ? ofInstance.find((s) => s.version.name === item.version) : ofInstance.find((s) => s.version.last);
  if (!set) {
    fail(`unknown docs version "${item.version}"`, `Available versions: ${ofInstance.map((s) => s.version.name).join(', ')}.`);
    return data;
  }
  if (type === 'doc') {
    // As Docusaurus's useLayoutDoc: the doc of the version, else of another version that has it.
    const doc = set.docs.find((d) => d.id === item.docId) ?? (item.version ? undefined : ofInstance.flatMap((s) => s.docs).find((d) => d.id === item.docId));
    if (!doc) fail(`unknown doc id "${item.docId ?? ''}"`, `Available doc ids: ${set.docs.map((d) => d.id).join(', ')}.`);
    else Object.assign(data, { to: doc.route, label: item.label ?? doc.sidebarLabel });
  } else if (type === 'docSidebar') {
    const sidebar = item.sidebarId ? set.sidebars.byId[item.sidebarId] : undefined;
    if (!sidebar) {
      fail(`unknown sidebar id "${item.sidebarId ?? ''}"`, `Available sidebar ids: ${Object.keys(set.sidebars.byId).join(', ')}.`);
    } else {
      const first = flattenSidebar(sidebar)[0];
      if (!first) fail(`sidebar "${item.sidebarId}" has nothing to link to`, 'Add a doc to the sidebar, or use a link item instead.');
      else data.to = first.href;
    }
  } else {
    // docsVersion: a link to the version's main doc, labelled with the version.
    const target = mainDoc(set);
    if (!target) fail(`docs version "${set.version.name}" has no doc to link to`);
    else Object.assign(data, { to: target.route, label: item.label ?? set.version.label });
  }
  return data;
}
