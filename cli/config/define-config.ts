// The shape of `site.config.ts`. `config-schema.ts` is the runtime contract and must agree with these
// types; a unit test checks that every documented field here exists in the schema.
import type { LintConfig } from '../openapi/lint-rules.ts';

export type NavbarItemType =
  | 'default'
  | 'dropdown'
  | 'localeDropdown'
  | 'search'
  | 'html'
  | 'doc'
  | 'docSidebar'
  | 'docsVersion'
  | 'docsVersionDropdown';

export interface NavbarItem {
  /** @default 'default' (a link; 'dropdown' when `items` is given) */
  type?: NavbarItemType;
  /** @default 'right' */
  position?: 'left' | 'right';
  label?: string;
  /** Internal route, e.g. '/docs/intro'. */
  to?: string;
  /** External or absolute URL; shown with an external-link mark. */
  href?: string;
  /** Items of a dropdown. */
  items?: NavbarItem[];
  /** For type 'doc': the doc id, e.g. 'intro'. */
  docId?: string;
  /** For type 'docSidebar': the sidebar id. */
  sidebarId?: string;
  /** For types 'doc' and 'docsVersion': a docs version name (default: the current version). */
  version?: string;
  /** For type 'html': raw HTML (trusted: it comes from the site's own config). */
  value?: string;
  className?: string;
}

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  unlisted?: boolean;
}
export interface SidebarDoc {
  type: 'doc';
  id: string;
  label?: string;
}
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** A route the category label links to. */
  href?: string;
  linkUnlisted?: boolean;
  collapsed?: boolean;
  items: SidebarItem[];
}
export type SidebarItem = SidebarLink | SidebarDoc | SidebarCategory | string;

export interface SiteConfig {
  /** Site title, shown in the navbar and after the pipe of every page title. @example 'Marketplace Developer Hub' */
  title: string;
  tagline?: string;
  /** Production origin. @example 'https://developers.example.com' */
  url: string;
  /** @default '/' */
  baseUrl?: string;
  favicon?: string;
  navbar?: {
    title?: string;
    logo?: { src: string; alt: string; srcDark?: string };
    /** Hide the navbar while scrolling down. @default false */
    hideOnScroll?: boolean;
    items?: NavbarItem[];
  };
  footer?: {
    /** @default 'dark' */
    style?: 'light' | 'dark';
    links?: (FooterColumn | FooterLink)[];
    logo?: { src: string; alt: string; href?: string };
    copyright?: string;
  };
  announcementBar?: {
    /** Changing the id shows the bar again to readers who closed it. */
    id: string;
    content: string;
    backgroundColor?: string;
    textColor?: string;
    /** @default true */
    isCloseable?: boolean;
  };
  colorMode?: {
    /** @default 'light' */
    defaultMode?: 'light' | 'dark';
    /** @default false */
    disableSwitch?: boolean;
    /** @default false */
    respectPrefersColorScheme?: boolean;
  };
  i18n?: {
    /** @default 'en' */
    defaultLocale?: string;
    /** @default ['en'] */
    locales?: string[];
    localeConfigs?: Record<string, { label?: string; htmlLang?: string }>;
  };
  docs?: {
    /** Folder of the docs, relative to the site root. @default 'content/docs' */
    path?: string;
    /** @default 'docs' */
    routeBasePath?: string;
    /** Sidebars by id; when absent one sidebar 'docs' is generated from the folder tree. */
    sidebars?: Record<string, SidebarItem[]>;
    versions?: {
      /** The docs in `docs.path`, served at /<routeBasePath>/…. @default { name: 'current', label: 'Next' } */
      current?: { name?: string; label?: string };
      /** Older versions, newest first, each its own folder, served at /<routeBasePath>/<name>/…. @example [{ name: '1.0', path: 'content/versioned_docs/1.0' }] */
      older?: { name: string; label?: string; path: string }[];
    };
  };
  /** OpenAPI documents rendered as reference pages. */
  apis?: {
    id: string;
    spec: string;
    route: string;
    title?: string;
    /**
     * Levels of the style rules this site enforces on the document; validity (schema, $refs,
     * examples, unique operationIds) is always an error. @default every rule 'off' except
     * 'ref-placement' and 'schema-example' ('warn'). @example { 'operation-summary': 'error' }
     */
    lint?: LintConfig;
  }[];
  analytics?: {
    /** The tracker's id; a page-view event with the page path is sent on load and each route change. */
    trackingId: string;
  };
  /** Free values used by pages, e.g. the provider's name. */
  customFields?: Record<string, string | number | boolean>;
}

/** Typed identity helper for `site.config.ts`. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
