// `@docusaurus/theme-common` (and its `/internal`), the parts custom pages and swizzled components use:
// `useColorMode()` on hubgen's own colour mode (color-mode/color-mode.ts, so a page's button and the
// navbar's toggle are one switch), `ThemeClassNames` (the stable class names Docusaurus documents for
// custom CSS to target), `useThemeConfig()` in Docusaurus's shape, and its small hooks and helpers.
import { createElement, Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import site from 'hubgen:site-data';
import { chooseColorMode, currentColorMode, watchColorMode, type ColorMode } from '../color-mode/color-mode.ts';
import { useViewport } from '../hooks/useViewport.ts';
import { usePageHead } from '../app/page-head.ts';
import { useRouter } from '../app/router-context.ts';

export type { ColorMode };

/**
 * `{ colorMode, setColorMode }`. The server (and the hydration render, so it matches) gives the
 * site's default mode; then the mode in force, following every change. `setColorMode(null)` goes
 * back to no choice of the reader's: the system's mode or the site's default, as configured.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode | null) => void } {
  const colorMode = useSyncExternalStore(watchColorMode, currentColorMode, () => site.colorMode.defaultMode);
  const setColorMode = useCallback((mode: ColorMode | null) => {
    chooseColorMode(mode ?? (site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode));
  }, []);
  return { colorMode, setColorMode };
}

/** The class names as Docusaurus names them (its ThemeClassNames): a site's CSS selects by these strings. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: {},
} as const;

/**
 * The site's theme config in Docusaurus's shape (`themeConfig`), read by swizzled components
 * (`const { footer } = useThemeConfig()`): navbar, footer, colour mode and announcement bar from the
 * site config; the rest at Docusaurus's defaults, as a site that never set them has them.
 */
export function useThemeConfig() {
  const { footer, navbar, colorMode, announcementBar } = site;
  const columns = footer.columns.every((c) => c.title) ? footer.columns : undefined;
  return {
    navbar: { title: navbar.title ?? site.title, logo: navbar.logo, hideOnScroll: navbar.hideOnScroll, items: navbar.items, style: undefined },
    footer: footer.columns.length || footer.copyright || footer.logo ? { style: footer.style, links: columns ?? footer.columns.flatMap((c) => c.items), logo: footer.logo, copyright: footer.copyright } : undefined,
    colorMode,
    announcementBar,
    docs: { versionPersistence: 'localStorage' as const, sidebar: { hideable: false, autoCollapseCategories: false } },
    blog: { sidebar: { groupByYear: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: { additionalLanguages: [] as string[], magicComments: [] as unknown[], theme: { plain: {}, styles: [] as unknown[] } },
    metadata: [] as { name?: string; content?: string }[],
    image: undefined as string | undefined,
  };
}

// ---- The hooks and helpers theme-common documents for swizzled components ----

/** 'ssr' on the server and while hydrating, then 'desktop' or 'mobile' (996 px), as Docusaurus's. */
export const useWindowSize = useViewport;

/** `selectMessage(count, 'One doc|{count} docs')`: English plural forms, as Docusaurus picks them for 'en'. */
export function usePluralForm() {
  return {
    selectMessage: (count: number, messages: string) => {
      const forms = messages.split('|');
      return (count === 1 ? forms[0] : forms[forms.length - 1]).trim();
    },
  };
}

/** The page's title and description (as `@theme/Layout`'s); other head tags have no place in hubgen's documents. */
export function PageMetadata({ title, description }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) {
  usePageHead({ title, description });
  return null;
}

/** Docusaurus puts the class on <html>; hubgen renders its children (the class has no page-wide place here). */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** `onChange` after every client navigation (not on the first render). */
export function useLocationChange(onChange: (change: { location: { pathname: string }; previousLocation?: { pathname: string } }) => void): void {
  const { path } = useRouter();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    onChange({ location: { pathname: path }, previousLocation: { pathname: previous.current } });
    previous.current = path;
  }, [path]);
}

export function isRegexpStringMatch(regexpString: string | undefined, test: string): boolean {
  return typeof regexpString !== 'undefined' && new RegExp(regexpString, 'gi').test(test);
}

export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/** Its children, hidden while `collapsed` (no animation). */
export function Collapsible({ collapsed, children, className, as = 'div' }: { collapsed: boolean; children?: ReactNode; className?: string; as?: 'div' | 'ul' | 'nav' }) {
  return createElement(as, { className, hidden: collapsed || undefined }, children);
}

export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** A callback that always sees the latest props, with a stable identity. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  });
  return useCallback(((...args) => ref.current(...args)) as T, []);
}

export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`);
    this.name = 'ReactContextError';
  }
}

/** Docusaurus 2 exported these from theme-common: a site written for it imports them from here. */
export { useDocsSidebar, isActiveSidebarItem, useDocsVersion, useDoc, useActivePlugin, useActiveDocContext, useDocsPreferredVersion, findFirstSidebarItemLink as findFirstCategoryLink } from './docs-client.ts';

/** theme-common/internal's tabs state, for a Tabs that `docusaurus swizzle --eject Tabs` wrote. */
export { useTabs, sanitizeTabsChildren } from './Tabs.tsx';

/**
 * theme-common/internal's `useScrollPositionBlocker`: an element (a tab just chosen) keeps its place
 * on screen through the next render, though content above it grows or shrinks (other tabs of the
 * group switch with it).
 */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void } {
  const blocked = useRef<{ element: HTMLElement; top: number } | null>(null);
  useIsomorphicLayoutEffect(() => {
    const held = blocked.current;
    if (!held) return;
    blocked.current = null;
    const shift = held.element.getBoundingClientRect().top - held.top;
    if (shift) window.scrollBy({ left: 0, top: shift });
  });
  const blockElementScrollPositionUntilNextRender = useCallback((element: HTMLElement) => {
    blocked.current = { element, top: element.getBoundingClientRect().top };
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}
