// Types shared by the build (cli/) and the theme (templates/): the data each route hands to React.
// Types only: nothing here runs, so templates never pull Node code into the browser.
import type { ApiView, PageEmbeds } from './api-reference/types.ts';
import type { ApiChangelogRouteProps } from './api-changelog/types.ts';

export type { ApiChangelogRouteProps } from './api-changelog/types.ts';
import type { BlogRouteProps } from './blog/types.ts';
import type { PageLink, TocEntry } from './page-types.ts';

export type { PageLink, TocEntry } from './page-types.ts';
export type { BlogRouteProps } from './blog/types.ts';


export type SidebarEntry =
  | { kind: 'link'; label: string; href: string; docId?: string; className?: string }
  | {
      kind: 'category';
      label: string;
      href?: string;
      docId?: string;
      collapsed: boolean;
      /** false: always open, shown without a caret. */
      collapsible?: false;
      className?: string;
      items: SidebarEntry[];
      /** Set when the children are not in the page: they are fetched from here when expanded (items is then empty). */
      itemsUrl?: string;
    }
  /** Raw HTML from the site's own sidebars file (a heading, a divider). */
  | { kind: 'html'; value: string; className?: string; defaultStyle?: boolean; label?: undefined; href?: undefined; docId?: undefined };


export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface DocRouteProps {
  kind: 'doc';
  docId: string;
  title: string;
  description?: string;
  /** The layout shows no h1 of its own: the body opens with its `# Title`, or `hide_title`. */
  hideTitle?: boolean;
  toc: TocEntry[];
  /** This page's open path in its sidebar's skeleton (templates/docs/open-path.ts). */
  sidebarOpen: Record<string, SidebarEntry[]>;
  /** The categories above this page in its sidebar. */
  breadcrumbs: Breadcrumb[];
  /** The page's own label in its sidebar, the breadcrumbs' last item; absent when no sidebar lists it (no breadcrumbs then). */
  sidebarLabel?: string;
  previous?: PageLink;
  next?: PageLink;
  /** A category's generated index page: the cards it lists (templates/docs/GeneratedIndexPage.tsx). */
  generatedIndex?: { description?: string; items: { label: string; href: string; description?: string }[] };
  /** "Edit this page": docs.editUrl + the file's path, or front matter custom_edit_url. */
  editUrl?: string;
  /** Front matter `last_update`: the date as written (YYYY-MM-DD…) and shown in words, and the author. */
  lastUpdate?: { date?: string; dateText?: string; author?: string };
  unlisted: boolean;
  /** The docs version of this page, and this page in every version of its instance (or that version's main doc). */
  version: string;
  versions: { name: string; label: string; href: string }[];
  /** The docs instance of this page, when it is not the default one (a navbar item's `docsPluginId` names it). */
  docsPluginId?: string;
  /** The search index this page searches (shared/search/search-format.ts searchFolder's `olderVersion`): absent for the main one. */
  searchVersion?: string;
  /** The API parts the doc embeds (templates/api-reference/embedded.tsx); absent when it embeds none. */
  embeds?: PageEmbeds;
}

export interface PageRouteProps {
  kind: 'page';
  title: string;
  description?: string;
  /** As for docs: the body has its own `# Title`, or `hide_title`. */
  hideTitle?: boolean;
  /** MDX pages get the prose layout and a table of contents. */
  toc?: TocEntry[];
  /** The API parts the page embeds; absent when it embeds none. */
  embeds?: PageEmbeds;
  /** The page of an API whose description is published elsewhere (an `apis[]` spec given by URL). */
  remoteApi?: { url: string };
}

export interface NotFoundRouteProps {
  kind: 'notFound';
  title: string;
}

export interface ApiRouteProps {
  kind: 'api';
  title: string;
  description?: string;
  apiId: string;
  /** The view model of the reference page (or of one page of a split reference). */
  api: ApiView;
  /** Every API reference of the site (in this locale), for switching between them. */
  references?: { title: string; href: string; current: boolean }[];
  /** The API's changelog page (apis[].changelog), linked from the sidebar and the introduction. */
  changelogHref?: string;
}

export type RouteProps = DocRouteProps | PageRouteProps | NotFoundRouteProps | ApiRouteProps | BlogRouteProps | ApiChangelogRouteProps;

/** What every HTML page carries for the client: the route's chunk and props. */
export interface RouteData {
  path: string;
  /** The document title: '<page title> | <site title>'. */
  title: string;
  /** The route's own module; '' for a static doc, whose body is HTML in the page. */
  chunk: string;
  /** The page's `<html lang>` (its locale's htmlLang): client navigation between locales sets it. */
  lang: string;
  /** Stylesheets of the route's own module (CSS its components import), linked after the theme's. */
  css?: string[];
  /** A static doc's sidebar skeleton (JSON), fetched instead of coming with a chunk. */
  sidebarUrl?: string;
  /** The page renders its own <main>: the layout's wrapper is then a <div> (one main landmark). */
  ownMain?: boolean;
  /** The page's Markdown twin, under the base (the page menu copies and links it). */
  markdown?: string;
  props: RouteProps;
}

export interface NavbarItemData {
  type: string;
  position: 'left' | 'right';
  label?: string;
  to?: string;
  href?: string;
  items?: NavbarItemData[];
  value?: string;
  className?: string;
  /** Sidebar for 'docSidebar' items, resolved at build time. */
  sidebarId?: string;
  docId?: string;
  version?: string;
  /** The docs instance of a doc, sidebar or version item, when it is not the default one. */
  docsPluginId?: string;
  /** For a docs version dropdown or link of another docs instance than the default: that instance's versions, resolved at build time. */
  docsVersions?: { name: string; label: string; mainHref: string }[];
  /** Internal: links that already name their locale (the locale dropdown's). */
  keepLocale?: boolean;
  /** Where the item is configured, e.g. 'navbar.items[2]': named when it fails to render. */
  configPath?: string;
}

export interface FooterLinkData {
  label: string;
  to?: string;
  href?: string;
}

/** Site-wide data, the same on every page: bundled once into the client, not repeated per page. */
export interface SiteData {
  title: string;
  tagline?: string;
  baseUrl: string;
  /** Where the brand and "home" links go: '/' when the site has a home page, else its first doc. */
  homeHref: string;
  navbar: { title?: string; logo?: { src: string; alt: string; srcDark?: string }; hideOnScroll: boolean; items: NavbarItemData[] };
  footer: {
    style: 'light' | 'dark';
    columns: { title?: string; items: FooterLinkData[] }[];
    logo?: { src: string; alt: string; href?: string };
    copyright?: string;
  };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  i18n: { defaultLocale: string; locales: { locale: string; label: string }[] };
  /** Docs versions, newest first, each with its main doc in the default locale. */
  docsVersions: { name: string; label: string; mainHref: string }[];
  analytics?: { trackingId: string };
  /** The site's production origin (config `url`): the page menu's prompts name pages by it. */
  url: string;
  /** The page menu for readers with an assistant (config `agents.pageMenu`). */
  pageMenu: boolean;
  customFields: Record<string, unknown>;
}
